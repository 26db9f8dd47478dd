/*
 * rusage: runs a tracer for bench/bench.py and reports what it cost.
 *
 *   rusage OUTFILE COMMAND [ARG]...
 *
 * Forks and executes COMMAND, forwards SIGINT and SIGTERM to it, waits for
 * it and writes "WALL_NS MAXRSS_KIB USER_US SYS_US STATUS" to OUTFILE; exits
 * with COMMAND's exit status.  OUTFILE.pid holds COMMAND's pid meanwhile.
 *
 * Why not measure from Python: a process's ru_maxrss starts from the
 * high-water mark of the memory it was forked from, kept across exec (the
 * kernel's exec_mmap records the old mm's peak), so a tracer forked from the
 * Python harness would be charged the harness's 10+ MiB.  Forked from this
 * small program it is charged about 1 MiB, the same for both tracers.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

static volatile pid_t child;

static void forward(int sig)
{
	if (child > 0)
		kill(child, sig);
}

static unsigned long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

/* OUTFILE.pid names the tracer, whose BPF programs bench.py inspects. */
static int write_pid(const char *outfile, pid_t pid)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s.pid", outfile);
	f = fopen(path, "w");
	if (f == NULL) {
		perror(path);
		return -1;
	}
	fprintf(f, "%d\n", (int)pid);
	return fclose(f);
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = forward };
	unsigned long long t0;
	struct rusage ru;
	int status;
	FILE *f;

	if (argc < 3) {
		fprintf(stderr, "usage: rusage OUTFILE COMMAND [ARG]...\n");
		return 2;
	}
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	t0 = now_ns();
	child = fork();
	if (child < 0) {
		perror("rusage: fork");
		return 2;
	}
	if (child == 0) {
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	if (write_pid(argv[1], child) != 0)
		return 2;
	while (wait4(child, &status, 0, &ru) < 0) {
		if (errno != EINTR) {	/* EINTR: a forwarded signal */
			perror("rusage: wait4");
			return 2;
		}
	}
	f = fopen(argv[1], "w");
	if (f == NULL) {
		perror(argv[1]);
		return 2;
	}
	fprintf(f, "%llu %ld %ld %ld %d\n", now_ns() - t0, ru.ru_maxrss,
		ru.ru_utime.tv_sec * 1000000L + ru.ru_utime.tv_usec,
		ru.ru_stime.tv_sec * 1000000L + ru.ru_stime.tv_usec,
		WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
	fclose(f);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
