/*
 * Trigger for stack ids in aggregation keys: for each depth d from 1 to N
 * (argument 1, default 100), recurse() calls itself down to depth d and
 * makes d getppid() system calls there from its own code (inline syscall
 * instructions: frame pointers lead from the PC back through every level).
 * N distinct user stacks, the one of depth d seen d times.  Then one
 * write(-1, 0, 0) marks the end; then it waits to be killed (at most 10 s)
 * so that its symbols can be read.
 */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>

static void sys0(long nr, long a)
{
#ifdef __x86_64__
	long ret;

	__asm__ volatile("syscall" : "=a"(ret) : "a"(nr), "D"(a), "S"(0L), "d"(0L)
			 : "rcx", "r11", "memory");
	(void)ret;
#else
	syscall(nr, a, 0L, 0L);
#endif
}

void __attribute__((noinline)) recurse(int left, int times)
{
	if (left > 1) {
		recurse(left - 1, times);
		__asm__ volatile("" ::: "memory");	/* not a tail call */
		return;
	}
	for (int i = 0; i < times; i++) {
#ifdef __x86_64__
		long ret;

		__asm__ volatile("syscall" : "=a"(ret) : "a"((long)SYS_getppid)
				 : "rcx", "r11", "memory");
		(void)ret;
#else
		syscall(SYS_getppid);
#endif
	}
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 100;

	alarm(10);
	for (int d = 1; d <= n; d++)
		recurse(d, d);
	sys0(SYS_write, -1);
	for (;;)
		pause();
}
