/*
 * pid-calls: functions called a known number of times with known
 * arguments and results, for the pid provider's tests.
 *
 *   pid-calls [N]          pidt_add(i, 100) for i < N (5), pidt_args8(1..8),
 *                          pidt_sign(-5), (0), (7), pidt_clamp(1, 2..6),
 *                          (101, 2..6), (7, 2..6), getppid() 3 times
 *   pid-calls wait N FILE  the same after a byte arrives on stdin, having
 *                          written its pid to FILE (for -p: the tests
 *                          attach, then let it go)
 *   pid-calls fork N       the same in the parent; a child forked first
 *                          calls pidt_add(1000 + i, 1) N + 2 times (illumos:
 *                          the child does not fire its parent's probes)
 *
 * It stays on one CPU, so that the records of its calls are read in the
 * order they were made.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

__attribute__((noinline)) long pidt_add(long a, long b)
{
	return a + b;
}

__attribute__((noinline)) long pidt_args8(long a, long b, long c, long d, long e, long f, long g,
					  long h)
{
	return a + b + c + d + e + f + g + h;
}

/* Three ways out: three returns at -O0 are one ret, at -O2 several. */
__attribute__((noinline)) int pidt_sign(int x)
{
	if (x < 0)
		return -1;
	if (x > 0)
		return 1;
	return 0;
}

/* Two returning instructions (optimised, whatever the trigger's -O0). */
__attribute__((noinline, optimize("O1"))) int pidt_clamp(int a, int b, int c, int d, int e,
							int f)
{
	if (a > 100)
		return -1;
	return a + b + c + d + e + f;
}

/* Results kept: a call of a function without side effects may be left out. */
volatile long sink;

static void one_cpu(void)
{
	cpu_set_t one;

	CPU_ZERO(&one);
	CPU_SET(sched_getcpu() < 0 ? 0 : sched_getcpu(), &one);
	sched_setaffinity(0, sizeof(one), &one);
}

static void calls(int n)
{
	for (int i = 0; i < n; i++)
		pidt_add(i, 100);
	pidt_args8(1, 2, 3, 4, 5, 6, 7, 8);
	pidt_sign(-5);
	pidt_sign(0);
	pidt_sign(7);
	sink = pidt_clamp(1, 2, 3, 4, 5, 6);
	sink = pidt_clamp(101, 2, 3, 4, 5, 6);
	sink = pidt_clamp(7, 2, 3, 4, 5, 6);
	for (int i = 0; i < 3; i++)
		getppid();
}

int main(int argc, char **argv)
{
	int n = 5;
	char c;

	one_cpu();
	if (argc > 3 && strcmp(argv[1], "wait") == 0) {
		FILE *fp = fopen(argv[3], "w");

		n = atoi(argv[2]);
		if (fp == NULL)
			return 1;
		fprintf(fp, "%d\n", (int)getpid());
		fclose(fp);
		if (read(0, &c, 1) != 1)
			return 1;
	} else if (argc > 2 && strcmp(argv[1], "fork") == 0) {
		pid_t child;

		n = atoi(argv[2]);
		if ((child = fork()) == 0) {
			for (int i = 0; i < n + 2; i++)
				pidt_add(1000 + i, 1);
			_exit(0);
		}
		waitpid(child, NULL, 0);
	} else if (argc > 1) {
		n = atoi(argv[1]);
	}
	calls(n);
	return 0;
}
