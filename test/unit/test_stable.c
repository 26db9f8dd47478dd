/*
 * Unit test of the stable providers' layer (dt_prov_stable.c) with a
 * table of its own: probes whose tracepoint this kernel has are listed,
 * one whose tracepoint it lacks is quietly absent from wildcards and,
 * named, matches nothing with the reason (the absent hook); argument
 * descriptors come from the table (native type from the tracepoint's BTF
 * or the table, translated type, a context slot for a plain tracepoint
 * argument, no location for a member path or a hook); descriptions that
 * cannot name one of its probes do not populate it; probes on kernel
 * functions exist where fentry programs load (not on the development
 * machine: the reason says why), with their parameters as arguments;
 * entries of one name are alternatives (the first the kernel has is the
 * probe); a probe with sp_about says so through the about hook.
 *
 * Needs root and tracefs (exits 77, skipped, without them).
 * Usage: test_stable    (prints "N passed, N failed"; exit status 1 on failure)
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_prov_stable.h"
#include "dt_features.h"
#include "check.h"

static int hook(dt_stctx_t *c, const dt_stval_t *v)
{
	(void)c;
	(void)v;
	return 0;
}

static const dt_stprobe_t tprobes[] = {
	{ "here", "sched", "sched_process_fork",
	  .sp_args = {
		{ { DT_STV_SLOT, 1 }, NULL, "psinfo_t *" },
		{ { DT_STV_SLOT, 1, "pid" }, "int" },
		{ { DT_STV_HOOK, .sv_hook = hook }, "int" },
		{ { DT_STV_SLOT, 0 } },
	  } },
	{ "missing", "nosuch_group", "no_such_event" },
	{ "also-here", "sched", "sched_process_exec" },
	{ "fn", .sp_func = "do_exit",
	  .sp_args = {
		{ { DT_STV_SLOT, 0 } },
	  } },
	{ "fn-return", .sp_func = "do_sigtimedwait", .sp_return = 1,
	  .sp_args = {
		{ { DT_STV_RET }, "int" },
	  } },
	{ "fn-missing", .sp_func = "no_such_kernel_function" },
	/* alternatives: the first the kernel has is the probe */
	{ "alt", "nosuch_group", "no_such_event" },
	{ "alt", "sched", "sched_process_free" },
	{ "alt", "sched", "sched_process_exit" },
	{ "alt-none", "nosuch_group", "no_such_event_a" },
	{ "alt-none", "nosuch_group", "no_such_event_b" },
	/* about another thread than the current one */
	{ "about", "sched", "sched_switch", .sp_about = { DT_STV_SLOT, 2 } },
};

static const dt_stprov_t ttable = {
	.st_mod = "vmlinux",
	.st_probes = tprobes,
	.st_nprobes = sizeof(tprobes) / sizeof(tprobes[0]),
};

static int populated;

static int tpopulate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	populated++;
	return dt_stable_populate(dtp, pv);
}

static int count(dtrace_hdl_t *dtp, const char *text)
{
	dt_pdesc_t pd;
	int n;

	if (dt_pdesc_parse(dtp, text, DTRACE_PROBESPEC_NAME, &pd) != 0)
		return -2;
	n = dt_probe_iter(dtp, &pd, NULL, NULL);
	dt_pdesc_free(&pd);
	return n;
}

static const char *why(dtrace_hdl_t *dtp, const char *text)
{
	const char *w;
	dt_pdesc_t pd;

	if (dt_pdesc_parse(dtp, text, DTRACE_PROBESPEC_NAME, &pd) != 0)
		return "(parse error)";
	w = dt_probe_unavailable(dtp, &pd);
	dt_pdesc_free(&pd);
	return w;
}

int main(void)
{
	dt_provimpl_t impl = DT_STABLE_PROVIDER("stbl", &ttable);
	const dt_argdesc_t *argv;
	dt_probe_t *pr;
	dtrace_hdl_t *dtp;
	const char *w, *fewhy = NULL;
	int err, n, fentry;

	if (geteuid() != 0) {
		printf("skipped: needs root (tracefs, BPF)\n");
		return 77;
	}
	dtp = dtrace_open(&err);
	if (dtp == NULL) {
		printf("dtrace_open: %s\n", dt_open_error());
		return 1;
	}
	if (dt_tracefs_path(dtp) == NULL) {
		printf("skipped: no tracefs: %s\n", dtp->dt_errmsg);
		dtrace_close(dtp);
		return 77;
	}
	impl.populate = tpopulate;
	check(dt_provider_create(dtp, &impl, "stbl", NULL) != NULL, "register stbl");

	check_int(count(dtp, ":::BEGIN"), 1, ":::BEGIN");
	check_int(count(dtp, "stbl:::nothing-like-it"), 0, "stbl:::nothing-like-it");
	check_int(populated, 0, "descriptions naming none of its probes do not populate it");
	check_int(count(dtp, "stbl:::"), dt_kfeature(dtp, DT_KF_FENTRY, NULL) ? 6 : 4,
		  "stbl::: lists the probes whose tracepoint exists (and functions, with fentry)");
	check_int(populated, 1, "populated once");
	check_int(count(dtp, "stbl:vmlinux::here"), 1, "module vmlinux, no function");
	check_int(count(dtp, "stbl:genunix::here"), 0, "another module");
	check_int(count(dtp, "stbl:::missing"), 0, "a probe whose tracepoint is missing");
	w = why(dtp, "stbl:::missing");
	check(w != NULL && strstr(w, "stbl:::missing") != NULL &&
	      strstr(w, "nosuch_group:no_such_event") != NULL,
	      "named, it gets the reason, naming the tracepoint");
	check(why(dtp, "stbl:::miss*") == NULL, "a glob gets none");
	check(why(dtp, "stbl:::here") == NULL, "a probe that exists gets none");

	pr = dt_probe_lookup(dtp, "stbl", "vmlinux", "", "here");
	check(pr != NULL, "stbl:vmlinux::here");
	n = pr == NULL ? -1 : dt_probe_args(dtp, pr, &argv);
	check_int(n, 4, "four arguments");
	if (n == 4) {
		check_str(argv[0].ad_native, "struct task_struct *", "arg0: the tracepoint's type");
		check_str(argv[0].ad_xlate, "psinfo_t *", "args[0]: translated");
		check_int(argv[0].ad_loc, DT_ARGLOC_CTX, "arg0: a context slot");
		check_int(argv[0].ad_off, 1, "arg0: slot 1");
		check_int(argv[0].ad_mapping, 0, "args[0] from arg0");
		check_str(argv[1].ad_native, "int", "arg1: the table's type");
		check(argv[1].ad_xlate == NULL, "args[1]: not translated");
		check_int(argv[1].ad_loc, DT_ARGLOC_NONE, "arg1: a member path, the trampoline's");
		check_int(argv[2].ad_loc, DT_ARGLOC_NONE, "arg2: a hook, the trampoline's");
		check_str(argv[3].ad_native, "struct task_struct *", "arg3: slot 0's type");
		check_int(argv[3].ad_off, 0, "arg3: slot 0");
		check_int(argv[3].ad_mapping, 3, "args[3] from arg3");
	}

	/* alternatives: one probe, the first entry whose tracepoint exists */
	check_int(count(dtp, "stbl:::alt"), 1, "alt: one probe of three entries");
	pr = dt_probe_lookup(dtp, "stbl", "vmlinux", "", "alt");
	check(pr != NULL && pr->pr_data == 7, "alt: the first entry there (sched_process_free)");
	check(why(dtp, "stbl:::alt") == NULL, "alt: no reason");
	w = why(dtp, "stbl:::alt-none");
	check(w != NULL && strstr(w, "no_such_event_a") != NULL,
	      "alt-none: the reason names the first entry's tracepoint");

	/* the thread a probe is about (sp_about): the provider's about hook */
	pr = dt_probe_lookup(dtp, "stbl", "vmlinux", "", "about");
	check(pr != NULL && impl.about(dtp, pr) != 0, "about: about another thread");
	pr = dt_probe_lookup(dtp, "stbl", "vmlinux", "", "here");
	check(pr != NULL && impl.about(dtp, pr) == 0, "here: about the current thread");

	/* probes on kernel functions: where fentry programs load, and the function has BTF */
	fentry = dt_kfeature(dtp, DT_KF_FENTRY, &fewhy);
	check_int(count(dtp, "stbl:::fn*"), fentry ? 2 : 0, "fn, fn-return where fentry works");
	check_int(count(dtp, "stbl:::fn-missing"), 0, "fn-missing: no such function");
	w = why(dtp, "stbl:::fn-missing");
	check(w != NULL && strstr(w, "no_such_kernel_function") != NULL, "fn-missing's reason");
	w = why(dtp, "stbl:::fn");
	if (fentry) {
		check(w == NULL, "fn: no reason");
		pr = dt_probe_lookup(dtp, "stbl", "vmlinux", "", "fn");
		n = pr == NULL ? -1 : dt_probe_args(dtp, pr, &argv);
		check_int(n, 1, "fn: one argument");
		if (n == 1) {
			check(strncmp(argv[0].ad_native, "long", 4) == 0,
			      "fn's arg0: do_exit's long code");
			check_int(argv[0].ad_loc, DT_ARGLOC_CTX, "fn's arg0: a context slot");
			check_int(argv[0].ad_off, 0, "fn's arg0: slot 0");
		}
	} else {
		check(w != NULL && strstr(w, "do_exit") != NULL && strstr(w, "fentry") != NULL &&
		      strstr(w, fewhy) != NULL, "fn: why, naming the function and fentry");
	}
	dtrace_close(dtp);
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail ? 1 : 0;
}
