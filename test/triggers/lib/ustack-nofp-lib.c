/*
 * libustack-nofp.so, the library of the ustack-nofp trigger: built -O2
 * without frame pointers and without debug information (.eh_frame only,
 * as gcc emits it by default), like most of Debian's libraries.  Two paths
 * into libc's system call wrappers:
 *   nofp_a -> nofp_b -> nofp_c -> nofp_d -> getppid()
 *   nofp_sort -> qsort() -> nofp_cmp (called back by libc) -> umask()
 * Each function uses its callee's result after the call, so that none is a
 * tail call and every frame is on the stack.
 */
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#define NOFP_FUNC __attribute__((noinline, noclone, visibility("default")))

volatile long nofp_sink;

NOFP_FUNC int nofp_d(int x)
{
	long r = getppid();

	nofp_sink += r;
	return x + (r != 0);
}

NOFP_FUNC int nofp_c(int x)
{
	int r = nofp_d(x + 1);

	nofp_sink += r;
	return r * 3;
}

NOFP_FUNC int nofp_b(int x)
{
	int r = nofp_c(x * 2);

	nofp_sink += r;
	return r + 5;
}

NOFP_FUNC int nofp_a(int x)
{
	int r = nofp_b(x + 7);

	nofp_sink += r;
	return r - 1;
}

static int nofp_cmp(const void *a, const void *b)
{
	umask(022);
	return *(const int *)a - *(const int *)b;
}

/* Two elements: qsort calls nofp_cmp exactly once. */
NOFP_FUNC int nofp_sort(void)
{
	int v[2] = { 2, 1 };

	qsort(v, 2, sizeof(v[0]), nofp_cmp);
	nofp_sink += v[0];
	return v[0];
}
