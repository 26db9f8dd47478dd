/*
 * Unit test of glob matching (dt_glob.c) and of probe description parsing
 * (dt_pdesc_parse() in dt_probe.c): the rules of D-LANGUAGE.md 1.3.  Needs
 * nothing from the machine; the catalogue and the providers are tested by
 * test_probe.c.
 *
 * Usage: test_glob    (prints "N passed, N failed"; exit status 1 on failure)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "check.h"




/*
 * Glob matching.
 */
static void test_glob(void)
{
	static const struct {
		const char *s, *pat;
		int want;
	} cases[] = {
		{ "read", "read", 1 }, { "read", "rea", 0 }, { "rea", "read", 0 },
		{ "", "", 1 }, { "a", "", 0 },
		{ "read", "*", 1 }, { "", "*", 1 }, { "read", "r*", 1 }, { "read", "*d", 1 },
		{ "read", "*x*", 0 }, { "read", "r**d", 1 },
		{ "sys_enter_read", "*enter*read", 1 }, { "aaa", "a*a*a", 1 }, { "aa", "a*a*a", 0 },
		{ "read", "r?ad", 1 }, { "read", "r?d", 0 }, { "", "?", 0 },
		{ "read", "[a-z]ead", 1 }, { "Read", "[a-z]ead", 0 }, { "read", "[pqr]ead", 1 },
		{ "read", "[!x]ead", 1 }, { "xead", "[!x]ead", 0 }, { "xead", "[!a-w]ead", 1 },
		{ "a]", "a[]]", 1 }, { "a-", "a[x-]", 1 }, { "[ab", "[ab", 1 },
		{ "a*b", "a\\*b", 1 }, { "axb", "a\\*b", 0 }, { "a:b", "a\\:b", 1 },
		{ "a?", "a\\?", 1 }, { "ab", "a\\?", 0 }, { "a\\", "a\\", 1 },
		{ "a[b", "a\\[b", 1 }, { "tick-1sec", "tick-*", 1 }, { "profile-97", "tick-*", 0 },
	};
	char what[128];
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(what, sizeof(what), "gmatch(\"%s\", \"%s\") == %d", cases[i].s, cases[i].pat,
			 cases[i].want);
		check(dt_gmatch(cases[i].s, cases[i].pat) == cases[i].want, what);
	}
	check(!dt_is_glob("read"), "read is not a glob");
	check(dt_is_glob("re*"), "re* is a glob");
	check(dt_is_glob("[ab]"), "[ab] is a glob");
	check(dt_is_glob("a\\:b"), "an escape is not plain text");
}

/*
 * Probe descriptions.
 */
static void check_pdesc(dtrace_hdl_t *dtp, const char *text, int spec, const char *want)
{
	dt_pdesc_t pd;
	char buf[256], what[256];

	snprintf(what, sizeof(what), "parse \"%s\" (spec %d)", text, spec);
	if (dt_pdesc_parse(dtp, text, spec, &pd) != 0) {
		check(0, what);
		printf("  error: %s\n", dtp->dt_errmsg);
		return;
	}
	check_str(dt_pdesc_string(&pd, buf, sizeof(buf)), want, what);
	dt_pdesc_free(&pd);
}

static void check_pdesc_overspec(dtrace_hdl_t *dtp, const char *text, int spec)
{
	dt_pdesc_t pd;
	char want[256], what[256];

	snprintf(what, sizeof(what), "\"%s\" (spec %d) is overspecified", text, spec);
	snprintf(want, sizeof(want),
		 "invalid probe description \"%s\": Overspecified probe description", text);
	dtp->dt_errtag = D_NONE;
	check(dt_pdesc_parse(dtp, text, spec, &pd) == -1, what);
	check(dtp->dt_errtag == D_PDESC_INVAL, "overspecified: tag D_PDESC_INVAL");
	check_str(dtp->dt_errmsg, want, "overspecified: message");
}

static void test_pdesc(dtrace_hdl_t *dtp)
{
	dt_pdesc_t pd;

	check_pdesc(dtp, "BEGIN", DTRACE_PROBESPEC_NAME, ":::BEGIN");
	check_pdesc(dtp, "read:entry", DTRACE_PROBESPEC_NAME, "::read:entry");
	check_pdesc(dtp, "vmlinux:read:entry", DTRACE_PROBESPEC_NAME, ":vmlinux:read:entry");
	check_pdesc(dtp, "syscall::read:entry", DTRACE_PROBESPEC_NAME, "syscall::read:entry");
	check_pdesc(dtp, "syscall::read:entry", DTRACE_PROBESPEC_NONE, "syscall::read:entry");
	check_pdesc(dtp, "tick-1sec", DTRACE_PROBESPEC_NONE, ":::tick-1sec");
	check_pdesc(dtp, "", DTRACE_PROBESPEC_NAME, ":::");
	check_pdesc(dtp, ":::", DTRACE_PROBESPEC_NAME, ":::");
	check_pdesc(dtp, "x", DTRACE_PROBESPEC_PROVIDER, "x:::");
	check_pdesc(dtp, "x", DTRACE_PROBESPEC_MOD, ":x::");
	check_pdesc(dtp, "p:x", DTRACE_PROBESPEC_MOD, "p:x::");
	check_pdesc(dtp, "x", DTRACE_PROBESPEC_FUNC, "::x:");
	check_pdesc(dtp, "m:x", DTRACE_PROBESPEC_FUNC, ":m:x:");
	check_pdesc(dtp, "p:m:x", DTRACE_PROBESPEC_FUNC, "p:m:x:");
	check_pdesc(dtp, "x", DTRACE_PROBESPEC_NAME, ":::x");
	check_pdesc(dtp, "f:x", DTRACE_PROBESPEC_NAME, "::f:x");
	check_pdesc(dtp, "syscall::a\\:b:entry", DTRACE_PROBESPEC_NAME, "syscall::a\\:b:entry");
	check_pdesc(dtp, "a\\:b", DTRACE_PROBESPEC_NAME, ":::a\\:b");

	check_pdesc_overspec(dtp, "a:b:c:d:e", DTRACE_PROBESPEC_NAME);
	check_pdesc_overspec(dtp, "a:b:c:d:e:f:g", DTRACE_PROBESPEC_NONE);
	check_pdesc_overspec(dtp, "a:b", DTRACE_PROBESPEC_PROVIDER);
	check_pdesc_overspec(dtp, "a:b:c", DTRACE_PROBESPEC_MOD);
	check_pdesc_overspec(dtp, "a:b:c:d", DTRACE_PROBESPEC_FUNC);

	check(dt_pdesc_parse(dtp, "123", DTRACE_PROBESPEC_NAME, &pd) == 0 && pd.id == 123,
	      "a number is a probe id");
	dt_pdesc_free(&pd);
	check(dt_pdesc_parse(dtp, "12a", DTRACE_PROBESPEC_NAME, &pd) == 0 && pd.id == 0,
	      "12a is a name, not an id");
	dt_pdesc_free(&pd);
}

int main(void)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof(*dtp));

	if (dtp == NULL)
		return 1;
	dt_options_init(dtp);
	test_glob();
	test_pdesc(dtp);
	free(dtp);
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail ? 1 : 0;
}
