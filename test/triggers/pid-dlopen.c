/*
 * Trigger: dlopen()s libpid-dlopen.so (beside it, built by the suite)
 * once it runs, then calls dlt_add() N times (argv[1], default 5) and
 * dlt_twice() once (which calls dlt_add() too), so that pid probes in the
 * library, which was not mapped when dtrace matched its descriptions,
 * count N + 1 and 1 calls.  Prints the sum so a test can check arguments.
 * With a file name (argv[2]), writes its pid there and waits for a byte on
 * its stdin before the dlopen() (dtrace -p attaches meanwhile).
 */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char path[PATH_MAX], *slash;
	int n = argc > 1 ? atoi(argv[1]) : 5, sum = 0;
	ssize_t len = readlink("/proc/self/exe", path, sizeof(path) - 32);
	int (*add)(int, int), (*twice)(int);
	void *h;

	if (len <= 0)
		return 1;
	if (argc > 2) {
		FILE *fp = fopen(argv[2], "w");
		char c;

		if (fp == NULL)
			return 1;
		fprintf(fp, "%d\n", (int)getpid());
		fclose(fp);
		if (read(0, &c, 1) != 1)
			return 1;
	}
	path[len] = '\0';
	slash = strrchr(path, '/');
	strcpy(slash + 1, "libpid-dlopen.so");
	h = dlopen(path, RTLD_NOW);
	if (h == NULL) {
		fprintf(stderr, "%s\n", dlerror());
		return 1;
	}
	add = (int (*)(int, int))dlsym(h, "dlt_add");
	twice = (int (*)(int))dlsym(h, "dlt_twice");
	if (add == NULL || twice == NULL)
		return 1;
	for (int i = 0; i < n; i++)
		sum = add(sum, i);
	sum = twice(sum);
	printf("%d\n", sum);
	return 0;
}
