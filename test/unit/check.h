/*
 * The few checks the C unit tests share: count passes and failures, print
 * each failure, and end with the runner's closing line.
 */
#ifndef TEST_CHECK_H
#define TEST_CHECK_H

#include <stdio.h>
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

#endif /* TEST_CHECK_H */
