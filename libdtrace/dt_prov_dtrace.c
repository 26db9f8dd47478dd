/*
 * The dtrace provider: dtrace:::BEGIN, END and ERROR, probes 1, 2 and 3.
 *
 * BEGIN and END are raw-tracepoint programs that are never attached: the
 * consumer runs them itself with BPF_PROG_TEST_RUN (dt_dtrace_fire()) when
 * tracing starts and when it stops.  The kernel runs a raw tracepoint
 * program synchronously, in the calling task, on the current CPU, so BEGIN
 * and END fire in the dtrace process, before and after everything else.
 * DESIGN.md suggested uprobes on functions of libdtrace; those cost about
 * 25 ms to create and over 100 ms of RCU grace periods to remove, which was
 * nearly all of dtrace's start-up and exit time.  The probe id is passed as
 * the program's only argument.  ERROR has no program of its own: faulting
 * code calls dt_error() (dt_cg_error.c).
 */
#include <errno.h>
#include <string.h>
#include <bpf/bpf.h>
#include "dt_impl.h"

static int dt_dtrace_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	static const char *const names[] = { "BEGIN", "END", "ERROR" };
	uint32_t i;

	for (i = 0; i < 3; i++) {
		dt_probe_t *pr = dt_probe_insert(dtp, pv, "", "", names[i], 0);

		if (pr == NULL)
			return -1;
		if (pr->pr_id != DT_PRID_BEGIN + i)
			return dt_set_errmsg(dtp, D_NONE,
					     "dtrace:::%s would be probe %u: the dtrace provider must be populated first",
					     names[i], pr->pr_id);
	}
	return 0;
}

/*
 * mstate->prid = args[0] of the test run; no arguments;
 * mstate->kskip = DT_KSKIP_NONE: BEGIN and END have no kernel stack (the
 * kernel path that runs them is dtrace's own bpf() call), as in DTrace
 * (stackdepth and caller 0, stack() empty).  bpf_get_stack() refuses those
 * flags and clears its buffer.
 */
static void dt_dtrace_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;

	dt_emit(dp, BPF_LOAD(BPF_DW, 0, 6, 0));
	dt_emit(dp, BPF_STORE(BPF_W, 7, offsetof(dt_mstate_t, prid), 0));
	dt_emit(dp, BPF_STORE_IMM(BPF_W, 7, offsetof(dt_mstate_t, kskip), (int32_t)DT_KSKIP_NONE));
	dt_tramp_clear_args(dp, 0, 1);
}

/* Nothing to attach: remember the program, dt_dtrace_fire() runs it. */
static int dt_dtrace_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	pr->pr_data = (uint64_t)prog_fd + 1;
	return 0;
}

int dt_dtrace_fire(dtrace_hdl_t *dtp, uint32_t prid)
{
	dt_probe_t *pr = dt_probe_by_id(dtp, prid);
	uint64_t args[1] = { prid };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = args, .ctx_size_in = sizeof(args));

	if (pr == NULL || pr->pr_data == 0)
		return 0;
	if (bpf_prog_test_run_opts((int)pr->pr_data - 1, &opts) != 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot fire dtrace:::%s: %s", pr->pr_name,
				     strerror(errno));
	return 0;
}

const dt_provimpl_t dt_prov_dtrace = {
	.name = "dtrace",
	.attr_desc = { DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON },
	.attr_args = { DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON },
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.populate = dt_dtrace_populate,
	.trampoline = dt_dtrace_trampoline,
	.attach = dt_dtrace_attach,
};
