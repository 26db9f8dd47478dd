/*
 * loadgen: the load generator of the benchmarks (bench/run).
 *
 * The tracers under test put their probes on what this program does, and it
 * measures what that costs it:
 *   loadgen getppid N    N getppid(2) calls on CPU 0; prints ns per call
 *                        and the number of calls made (with the warm-up)
 *   loadgen func N       N calls of bench_func(), the user-probe target
 *   loadgen read N       N one-byte read(2)s of /dev/zero (each one call of
 *                        the kernel's vfs_read, the fbt case); ns per call
 *   loadgen switch N     N context switches on CPU 0: this process and a
 *                        child pass a byte back and forth through two pipes
 *                        (each pass: a sleep, a wakeup, a switch); prints ns
 *                        per switch and the number of switches
 *   loadgen paced N R    N getppid(2) calls at R calls per second; prints the
 *                        rate reached (events-per-second case)
 *   loadgen marker       one sched_get_priority_min(2) call, a system call
 *                        nothing else on the machine makes, so that its
 *                        count in a tracer's output proves tracing was live
 * The figures go to stdout as one number, for bench/bench.py to read.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>

static unsigned long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

/*
 * Both loops run on one CPU so that the tracer's consumer (free to run on
 * the other) does not migrate the generator and blur the per-call figure.
 */
static void pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set) != 0)
		perror("loadgen: sched_setaffinity");
}

/* The user-probe target: kept out of line and not folded away. */
__attribute__((noinline, used)) long bench_func(long i)
{
	__asm__ volatile("" : : "r"(i) : "memory");
	return i + 1;
}

/*
 * The figure is the fastest of BATCHES batches: other processes' time slices
 * on the CPU (the machine is not idle) only ever make a batch slower.
 */
#define BATCHES 10

static void run_getppid(long n)
{
	long per = n / BATCHES > 0 ? n / BATCHES : 1;
	double best = 0;

	for (long i = 0; i < n / 100; i++)	/* warm caches and the CPU clock */
		syscall(SYS_getppid);
	for (int b = 0; b < BATCHES; b++) {
		unsigned long long t0 = now_ns(), t1;

		for (long i = 0; i < per; i++)
			syscall(SYS_getppid);
		t1 = now_ns();
		if (b == 0 || (double)(t1 - t0) / per < best)
			best = (double)(t1 - t0) / per;
	}
	printf("%.2f %ld\n", best, n / 100 + per * BATCHES);
}

static void run_func(long n)
{
	long per = n / BATCHES > 0 ? n / BATCHES : 1, acc = 0;
	double best = 0;

	for (int b = 0; b < BATCHES; b++) {
		unsigned long long t0 = now_ns(), t1;

		for (long i = 0; i < per; i++)
			acc += bench_func(i);
		t1 = now_ns();
		if (b == 0 || (double)(t1 - t0) / per < best)
			best = (double)(t1 - t0) / per;
	}
	printf("%.2f\n", best);
	if (acc == 42)	/* keeps the calls */
		fputs("", stderr);
}

static void run_read(long n)
{
	long per = n / BATCHES > 0 ? n / BATCHES : 1;
	double best = 0;
	char c;
	int fd = open("/dev/zero", O_RDONLY);

	if (fd < 0) {
		perror("loadgen: /dev/zero");
		exit(1);
	}
	for (long i = 0; i < n / 100; i++)
		(void)!read(fd, &c, 1);
	for (int b = 0; b < BATCHES; b++) {
		unsigned long long t0 = now_ns(), t1;

		for (long i = 0; i < per; i++)
			(void)!read(fd, &c, 1);
		t1 = now_ns();
		if (b == 0 || (double)(t1 - t0) / per < best)
			best = (double)(t1 - t0) / per;
	}
	close(fd);
	printf("%.2f %ld\n", best, n / 100 + per * BATCHES);
}

/*
 * Both processes are pinned to CPU 0 (pin() before the fork): every pass
 * of the byte is a switch from the writer, which then blocks reading, to
 * the reader.
 */
static void run_switch(long n)
{
	long rounds = n / 2 > 0 ? n / 2 : 1, per = rounds / BATCHES > 0 ? rounds / BATCHES : 1;
	int ab[2], ba[2];
	double best = 0;
	char c = 0;
	pid_t pid;

	if (pipe(ab) != 0 || pipe(ba) != 0) {
		perror("loadgen: pipe");
		exit(1);
	}
	pid = fork();
	if (pid < 0) {
		perror("loadgen: fork");
		exit(1);
	}
	if (pid == 0) {
		close(ab[1]);	/* so that the parent's close is our end of file */
		close(ba[0]);
		while (read(ab[0], &c, 1) == 1 && write(ba[1], &c, 1) == 1)
			;
		_exit(0);
	}
	close(ab[0]);
	close(ba[1]);
	for (int b = 0; b < BATCHES; b++) {
		unsigned long long t0 = now_ns(), t1;

		for (long i = 0; i < per; i++) {
			if (write(ab[1], &c, 1) != 1 || read(ba[0], &c, 1) != 1) {
				perror("loadgen: switch");
				exit(1);
			}
		}
		t1 = now_ns();
		if (b == 0 || (double)(t1 - t0) / (2 * per) < best)
			best = (double)(t1 - t0) / (2 * per);
	}
	close(ab[1]);
	waitpid(pid, NULL, 0);
	printf("%.2f %ld\n", best, 2 * per * BATCHES);
}

/*
 * Calls in bursts of 1 ms worth of events, sleeping until the schedule says
 * the next burst is due, so that the tracer sees a steady rate.
 */
static void run_paced(long n, long rate)
{
	long burst = rate / 1000 > 0 ? rate / 1000 : 1;
	unsigned long long t0 = now_ns(), t1;
	long done = 0;

	while (done < n) {
		long k = n - done < burst ? n - done : burst;
		unsigned long long due;

		for (long i = 0; i < k; i++)
			syscall(SYS_getppid);
		done += k;
		due = t0 + (unsigned long long)((double)done * 1e9 / rate);
		while (now_ns() < due) {
			struct timespec d = { 0, 100000 };

			nanosleep(&d, NULL);
		}
	}
	t1 = now_ns();
	printf("%.0f\n", (double)n * 1e9 / (t1 - t0));
}

int main(int argc, char **argv)
{
	long n = argc > 2 ? atol(argv[2]) : 1000000;

	if (argc < 2) {
		fprintf(stderr, "usage: loadgen getppid|func|read|switch|paced|marker [N [RATE]]\n");
		return 2;
	}
	pin(0);
	if (strcmp(argv[1], "getppid") == 0)
		run_getppid(n);
	else if (strcmp(argv[1], "func") == 0)
		run_func(n);
	else if (strcmp(argv[1], "read") == 0)
		run_read(n);
	else if (strcmp(argv[1], "switch") == 0)
		run_switch(n);
	else if (strcmp(argv[1], "paced") == 0 && argc > 3)
		run_paced(n, atol(argv[3]));
	else if (strcmp(argv[1], "marker") == 0)
		syscall(SYS_sched_get_priority_min, SCHED_OTHER);
	else {
		fprintf(stderr, "loadgen: unknown mode %s\n", argv[1]);
		return 2;
	}
	return 0;
}
