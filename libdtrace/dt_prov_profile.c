/*
 * The profile provider: profile:::profile-N fires on every CPU, tick-N on
 * one, at a rate or period N (D-LANGUAGE.md section 9).  Each is a perf
 * software cpu-clock event per CPU, sampling every period nanoseconds, with
 * the program linked to it (BPF_PROG_TYPE_PERF_EVENT).  A few rates are
 * listed; any other valid name is created when a description asks for it
 * (provide()).  arg0 is the interrupted kernel PC, arg1 the user PC; the one
 * not in effect is 0.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <linux/bpf_perf_event.h>
#include <linux/perf_event.h>
#include <asm/ptrace.h>
#include "dt_impl.h"

#define DT_PROFILE_MIN_NS	200000ULL	/* 200us: shorter is not a probe */
#define NANOSEC			1000000000ULL

/*
 * Architecture: where the interrupted PC and the privilege mode are in the
 * perf event context's registers (struct bpf_perf_event_data starts with
 * them), and which value of (mode & MASK) means user mode.
 */
#define DT_REGS			offsetof(struct bpf_perf_event_data, regs)
#if defined(__x86_64__)
#define DT_REGS_PC		(DT_REGS + offsetof(struct pt_regs, rip))
#define DT_REGS_MODE		(DT_REGS + offsetof(struct pt_regs, cs))
#define DT_MODE_MASK		3	/* CPL: 0 in the kernel */
#define DT_MODE_USER_IS_ZERO	0
#elif defined(__aarch64__)
#define DT_REGS_PC		(DT_REGS + offsetof(struct user_pt_regs, pc))
#define DT_REGS_MODE		(DT_REGS + offsetof(struct user_pt_regs, pstate))
#define DT_MODE_MASK		0xf	/* PSR_MODE_MASK: EL0t is 0 */
#define DT_MODE_USER_IS_ZERO	1
#else
#error "profile provider: unknown architecture (add its registers here)"
#endif

static const char *const dt_profile_listed[] = {
	"profile-97", "profile-199", "profile-499", "profile-997", "profile-1999",
	"profile-4001", "profile-4999",
	"tick-1", "tick-10", "tick-100", "tick-500", "tick-1000", "tick-5000",
};

static const struct {
	const char *name;
	uint64_t ns;		/* 0: a rate in hertz */
} dt_profile_units[] = {
	{ "", 0 }, { "hz", 0 },
	{ "ns", 1 }, { "nsec", 1 },
	{ "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 },
	{ "s", NANOSEC }, { "sec", NANOSEC },
	{ "m", 60 * NANOSEC }, { "min", 60 * NANOSEC },
	{ "h", 3600 * NANOSEC }, { "hour", 3600 * NANOSEC },
	{ "d", 86400 * NANOSEC }, { "day", 86400 * NANOSEC },
};

/*
 * Period in ns of a probe name ("profile-97", "tick-10ms"), or 0 if the name
 * is not a profile probe (or asks for less than the minimum period).
 */
static uint64_t dt_profile_period(const char *name)
{
	const char *p;
	uint64_t n = 0, period = 0;
	size_t i;

	if (strncmp(name, "profile-", 8) == 0)
		p = name + 8;
	else if (strncmp(name, "tick-", 5) == 0)
		p = name + 5;
	else
		return 0;
	if (*p < '0' || *p > '9')
		return 0;
	for (; *p >= '0' && *p <= '9'; p++) {
		if (n > (UINT64_MAX - 9) / 10)
			return 0;
		n = n * 10 + (*p - '0');
	}
	for (i = 0; i < sizeof(dt_profile_units) / sizeof(dt_profile_units[0]); i++) {
		if (strcmp(p, dt_profile_units[i].name) != 0)
			continue;
		if (dt_profile_units[i].ns == 0)
			period = n == 0 ? 0 : NANOSEC / n;
		else if (n <= UINT64_MAX / dt_profile_units[i].ns)
			period = n * dt_profile_units[i].ns;
		break;
	}
	return period >= DT_PROFILE_MIN_NS ? period : 0;
}

static int dt_profile_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	size_t i;

	for (i = 0; i < sizeof(dt_profile_listed) / sizeof(dt_profile_listed[0]); i++) {
		if (dt_probe_insert(dtp, pv, "", "", dt_profile_listed[i],
				    dt_profile_period(dt_profile_listed[i])) == NULL)
			return -1;
	}
	return 0;
}

/* Profile probes have empty module and function: does the pattern allow that? */
static int dt_profile_empty_ok(const char *pattern)
{
	return pattern == NULL || dt_gmatch("", pattern);
}

static int dt_profile_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const char *mod,
			      const char *func, const char *name)
{
	uint64_t period = dt_profile_period(name);

	if (period == 0 || !dt_profile_empty_ok(mod) || !dt_profile_empty_ok(func))
		return -1;
	return dt_probe_insert(dtp, pv, "", "", name, period) == NULL ? -1 : 0;
}

static int dt_profile_may_match(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	(void)pv;
	(void)dtp;
	if (!dt_profile_empty_ok(pd->mod) || !dt_profile_empty_ok(pd->fun))
		return 0;
	if (pd->prb == NULL || *pd->prb == '\0' || dt_is_glob(pd->prb))
		return 1;
	return strncmp(pd->prb, "profile-", 8) == 0 || strncmp(pd->prb, "tick-", 5) == 0;
}

/* Also the cpc provider's trampoline (dt_probe.h). */
void dt_profile_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;
	int user = dt_label_new(dp), done = dt_label_new(dp);
	const int argv0 = offsetof(dt_mstate_t, argv), argv1 = argv0 + 8;

	(void)dtp;
	dt_tramp_prid(dp);
	dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, DT_REGS_PC));
	dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_2, BPF_REG_6, DT_REGS_MODE));
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, DT_MODE_MASK));
	dt_emit_jmp(dp, BPF_JMP_IMM(DT_MODE_USER_IS_ZERO ? BPF_JEQ : BPF_JNE, BPF_REG_2, 0, 0),
		    user);
	dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, argv0, BPF_REG_1));
	dt_emit(dp, BPF_STORE_IMM(BPF_DW, BPF_REG_7, argv1, 0));
	dt_emit_jmp(dp, BPF_GOTO(0), done);
	dt_label_place(dp, user);
	dt_emit(dp, BPF_STORE_IMM(BPF_DW, BPF_REG_7, argv0, 0));
	dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, argv1, BPF_REG_1));
	dt_label_place(dp, done);
	dt_tramp_clear_args(dp, 2, 1);
}

/* CPUs to sample: all online ones (profile) or the first (tick), or -x cpu. */
static int dt_profile_cpus(dtrace_hdl_t *dtp, const dt_probe_t *pr, int **cpus)
{
	int64_t cpu = dt_opt(dtp, DT_OPT_CPU);
	int n;

	if (cpu != DT_OPT_UNSET) {
		*cpus = malloc(sizeof(int));
		if (*cpus == NULL)
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		**cpus = (int)cpu;
		return 1;
	}
	n = dt_online_cpus(dtp, cpus);
	if (n > 0 && strncmp(pr->pr_name, "tick-", 5) == 0)
		n = 1;
	return n;
}

static int dt_profile_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	struct perf_event_attr attr;
	int *cpus, n;

	n = dt_profile_cpus(dtp, pr, &cpus);
	if (n < 0)
		return -1;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_CPU_CLOCK;
	attr.sample_period = pr->pr_data;
	return dt_attach_perf_cpus(dtp, pr, prog_fd, &attr, cpus, n, "profile");
}

const dt_provimpl_t dt_prov_profile = {
	.name = "profile",
	.attr_desc = { DT_STAB_UNSTABLE, DT_STAB_UNSTABLE, DT_CLASS_COMMON },
	.attr_args = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.prog_type = BPF_PROG_TYPE_PERF_EVENT,
	.populate = dt_profile_populate,
	.provide = dt_profile_provide,
	.trampoline = dt_profile_trampoline,
	.attach = dt_profile_attach,
	.detach = dt_detach_fds,
	.may_match = dt_profile_may_match,
};
