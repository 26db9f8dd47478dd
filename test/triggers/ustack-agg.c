/*
 * Trigger for @[ustack()] keys unwound in BPF (test/unittest/ustack/tst.agg*.sh):
 *
 *	ustack-agg [-e] [-p PIDFILE] N MS
 *
 * dlopen()s libustack-nofp.so (beside it: built without frame pointers)
 * once it runs, so that its tables are loaded only after dtrace has
 * started; then agg_early() calls nofp_a() N times (getppid() four library
 * functions deep), sleeps MS milliseconds (dtrace loads the library's
 * tables meanwhile), and agg_late() calls nofp_a() and nofp_sort() (umask()
 * from qsort's callback) N times each, in a loop whose locals change at
 * each turn.  So each late call path is one key counted N times.
 * -e: exec itself first (the same arguments without -e): the image that
 * makes the calls is not the one dtrace started with.
 * -p: load the library, write its pid to PIDFILE and wait for a byte on
 * its stdin (dtrace -p attaches meanwhile, and finds the library mapped).
 */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int (*nofp_a)(int);
static int (*nofp_sort)(void);
volatile long agg_sink;

static __attribute__((noinline)) long agg_early(long n)
{
	long r = 0;

	for (long i = 0; i < n; i++)
		r += nofp_a((int)i);
	agg_sink += r;
	return r;
}

static __attribute__((noinline)) long agg_late(long n)
{
	long r = 0;

	for (long i = 0; i < n; i++) {
		r += nofp_a((int)(i * 3));
		r += nofp_sort();
	}
	agg_sink += r;
	return r;
}

static int agg_load(const char *self)
{
	char path[PATH_MAX], *slash;
	ssize_t len = readlink(self, path, sizeof(path) - 32);
	void *h;

	if (len <= 0)
		return -1;
	path[len] = '\0';
	slash = strrchr(path, '/');
	strcpy(slash + 1, "libustack-nofp.so");
	if ((h = dlopen(path, RTLD_NOW)) == NULL) {
		fprintf(stderr, "%s\n", dlerror());
		return -1;
	}
	nofp_a = (int (*)(int))dlsym(h, "nofp_a");
	nofp_sort = (int (*)(void))dlsym(h, "nofp_sort");
	return nofp_a != NULL && nofp_sort != NULL ? 0 : -1;
}

static int agg_wait(const char *pidfile)
{
	FILE *fp = fopen(pidfile, "w");
	char c;

	if (fp == NULL)
		return -1;
	fprintf(fp, "%d\n", (int)getpid());
	fclose(fp);
	return read(0, &c, 1) == 1 ? 0 : -1;
}

int main(int argc, char **argv)
{
	struct timespec ts;
	long n, ms;
	int i = 1;

	if (argc > i && strcmp(argv[i], "-e") == 0) {
		argv[i] = argv[0];
		execv("/proc/self/exe", argv + i);
		perror("exec");
		return 1;
	}
	if (argc > i + 1 && strcmp(argv[i], "-p") == 0) {
		if (agg_load("/proc/self/exe") != 0 || agg_wait(argv[i + 1]) != 0)
			return 1;
		i += 2;
	}
	if (argc != i + 2 || (nofp_a == NULL && agg_load("/proc/self/exe") != 0)) {
		fprintf(stderr, "usage: ustack-agg [-e] [-p PIDFILE] N MS\n");
		return 1;
	}
	n = atol(argv[i]);
	ms = atol(argv[i + 1]);
	agg_early(n);
	ts.tv_sec = ms / 1000;
	ts.tv_nsec = ms % 1000 * 1000000;
	nanosleep(&ts, NULL);
	agg_late(n);
	return 0;
}
