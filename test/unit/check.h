/*
 * The few checks the C unit tests share: count passes and failures, print
 * each failure, end with the runner's closing line, and find the files a
 * test loads.
 */
#ifndef TEST_CHECK_H
#define TEST_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int npass, nfail;

static inline void check(int ok, const char *what)
{
	if (ok) {
		npass++;
	} else {
		nfail++;
		printf("FAIL: %s\n", what);
	}
}

static inline void check_str(const char *got, const char *want, const char *what)
{
	int ok = got != NULL && want != NULL ? strcmp(got, want) == 0 : got == want;

	check(ok, what);
	if (!ok)
		printf("  want: [%s]\n  got:  [%s]\n", want ? want : "(null)",
		       got ? got : "(null)");
}

static inline void check_int(long long got, long long want, const char *what)
{
	check(got == want, what);
	if (got != want)
		printf("  want: %lld\n  got:  %lld\n", want, got);
}

/* The closing line; the exit status of the test. */
static inline int check_done(void)
{
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail != 0;
}

/* argv[i], else $env, else $dirvar/file, else build/file. */
static inline const char *test_path(int argc, char **argv, int i, const char *env,
			     const char *dirvar, const char *file, char *buf,
			     size_t len)
{
	const char *dir = getenv(dirvar);

	if (argc > i)
		return argv[i];
	if (getenv(env) != NULL)
		return getenv(env);
	snprintf(buf, len, "%s/%s", dir ? dir : "build", file);
	return buf;
}

#endif /* TEST_CHECK_H */
