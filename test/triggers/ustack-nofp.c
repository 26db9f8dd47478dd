/*
 * Trigger for ustack() through code built without frame pointers (see
 * test/triggers/lib/ustack-nofp-lib.c, linked as libustack-nofp.so; this
 * program is built the same way: -O2 -fomit-frame-pointer, no -g).  main
 * calls nofp_a(1) once (getppid() four library functions deep) and
 * nofp_sort() once (umask() from qsort's callback), then returns, or, with
 * an argument N, repeats both N times first (for the benchmark).
 */
#include <stdlib.h>

extern int nofp_a(int x);
extern int nofp_sort(void);

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1;
	int r = 0;

	for (long i = 0; i < n; i++) {
		r += nofp_a(1);
		r += nofp_sort();
	}
	return r == 0;
}
