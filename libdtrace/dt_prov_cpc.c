/*
 * The cpc provider (CPU performance counters): cpc:::EVENT-MODE-COUNT fires
 * on a CPU each time COUNT events of EVENT have happened there, counting
 * only in user mode, in the kernel or in both (MODE user, kernel, all).
 * The grammar and limits are the Oracle Solaris 11 guide's and illumos'
 * (../shared/docs/STABLE-PROVIDERS.md section 10):
 *
 *	cpc:::<event>-<mode>[-<mask or attributes>]-<count>
 *
 * Each probe is a perf event per online CPU (or the -x cpu one) sampling
 * every COUNT events, with the program linked to it
 * (BPF_PROG_TYPE_PERF_EVENT), as profile's (its trampoline: arg0 the
 * interrupted kernel PC, arg1 the user PC, the other 0).  As in DTrace,
 * the probes declare no typed args[].
 *
 * Events: Linux perf's software events under perf's names with '_' for
 * '-' ('-' separates the fields of a probe name): cpu_clock, page_faults...,
 * which work on every machine; the generic hardware events, under their
 * PAPI names (generic_events(3CPC)) and perf's, where the machine has a PMU
 * that counts them; platform (PMU-specific) events by their code as perf
 * writes them (r3c, r01c2), the only ones a mask applies to (x86: the
 * event select's mask byte).  Attributes are not taken yet.
 *
 * No probe is listed: one is created when a description names it
 * (provide()).  A name that cannot be a probe creates none, as in illumos;
 * the description then fails with the reason (absent()): a malformed name,
 * a count under the minimum, a hardware event this machine cannot count.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include "dt_impl.h"

#define DT_CPC_MIN_COUNT	5000	/* illumos' dcpc-min-overflow default */
#define DT_CPC_MAX_COUNT	((1ULL << 63) - 1)	/* perf's largest sample period */
#define DT_CPC_MAXFIELDS	8

/* A hardware cache event's config: cache, operation and result. */
#define DT_CPC_CACHE(c, op, res) \
	((c) | (PERF_COUNT_HW_CACHE_OP_##op << 8) | (PERF_COUNT_HW_CACHE_RESULT_##res << 16))

typedef struct dt_cpc_event {
	const char *ce_name;	/* the D spelling */
	uint32_t ce_type;	/* PERF_TYPE_SOFTWARE, _HARDWARE, _HW_CACHE */
	uint64_t ce_config;
} dt_cpc_event_t;

static const dt_cpc_event_t dt_cpc_events[] = {
	/* software events: perf's names and aliases, and the kernel's enum names */
	{ "cpu_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK },
	{ "task_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK },
	{ "page_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS },
	{ "faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS },
	{ "context_switches", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES },
	{ "cs", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES },
	{ "cpu_migrations", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS },
	{ "migrations", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS },
	{ "minor_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MIN },
	{ "major_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MAJ },
	{ "alignment_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_ALIGNMENT_FAULTS },
	{ "emulation_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_EMULATION_FAULTS },
	{ "cgroup_switches", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CGROUP_SWITCHES },
	{ "perf_count_sw_cpu_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK },
	{ "perf_count_sw_task_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK },
	{ "perf_count_sw_page_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS },
	{ "perf_count_sw_context_switches", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES },
	{ "perf_count_sw_cpu_migrations", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS },
	{ "perf_count_sw_page_faults_min", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MIN },
	{ "perf_count_sw_page_faults_maj", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MAJ },
	{ "perf_count_sw_alignment_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_ALIGNMENT_FAULTS },
	{ "perf_count_sw_emulation_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_EMULATION_FAULTS },
	{ "perf_count_sw_cgroup_switches", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CGROUP_SWITCHES },
	/* generic hardware events: PAPI names (generic_events(3CPC)) */
	{ "PAPI_tot_cyc", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES },
	{ "PAPI_tot_ins", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS },
	{ "PAPI_br_ins", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS },
	{ "PAPI_br_msp", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES },
	{ "PAPI_l3_tca", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_REFERENCES },
	{ "PAPI_l3_tcm", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES },
	{ "PAPI_res_stl", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_BACKEND },
	{ "PAPI_l1_dcm", PERF_TYPE_HW_CACHE, DT_CPC_CACHE(PERF_COUNT_HW_CACHE_L1D, READ, MISS) },
	{ "PAPI_l1_icm", PERF_TYPE_HW_CACHE, DT_CPC_CACHE(PERF_COUNT_HW_CACHE_L1I, READ, MISS) },
	{ "PAPI_tlb_dm", PERF_TYPE_HW_CACHE, DT_CPC_CACHE(PERF_COUNT_HW_CACHE_DTLB, READ, MISS) },
	{ "PAPI_tlb_im", PERF_TYPE_HW_CACHE, DT_CPC_CACHE(PERF_COUNT_HW_CACHE_ITLB, READ, MISS) },
	/* generic hardware events: perf's names */
	{ "cpu_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES },
	{ "cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES },
	{ "instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS },
	{ "cache_references", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_REFERENCES },
	{ "cache_misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES },
	{ "branch_instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS },
	{ "branches", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS },
	{ "branch_misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES },
	{ "bus_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BUS_CYCLES },
	{ "stalled_cycles_frontend", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_FRONTEND },
	{ "idle_cycles_frontend", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_FRONTEND },
	{ "stalled_cycles_backend", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_BACKEND },
	{ "idle_cycles_backend", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_BACKEND },
	{ "ref_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES },
};

/*
 * The other generic events of generic_events(3CPC) (and of its platform
 * tables): valid names with no Linux generic event to count them by.
 * PAPI_l{1,2,3}_<suffix> are the cache families.
 */
static const char *const dt_cpc_papi_other[] = {
	"br_cn", "br_ntk", "br_prc", "br_tkn", "br_ucn", "bru_idl", "btac_m",
	"ca_cln", "ca_inv", "ca_itv", "ca_shr", "ca_snp", "csr_fal", "csr_suc", "csr_tot",
	"fad_ins", "fdv_ins", "fma_ins", "fml_ins", "fnv_ins", "fp_ins", "fp_ops", "fp_stal",
	"fpu_idl", "fsq_ins", "ful_ccy", "ful_icy", "fxu_idl", "hw_int", "int_ins",
	"tot_iis", "vec_ins", "ld_ins", "lst_ins", "lsu_idl", "mem_rcy", "mem_scy",
	"mem_wcy", "prf_dm", "sr_ins", "stl_ccy", "stl_icy", "syc_ins",
	"tlb_sd", "tlb_tl", "tlb_tm",
};
static const char *const dt_cpc_papi_cache[] = {
	"dca", "dch", "dcm", "dcr", "dcw", "ica", "ich", "icm", "icr", "icw",
	"ldm", "stm", "tca", "tch", "tcm", "tcr", "tcw",
};

#define DT_CPC_NELEM(a)	(sizeof(a) / sizeof((a)[0]))

static const struct {
	const char *name;
	int exclude_user, exclude_kernel;
} dt_cpc_modes[] = {
	{ "user", 0, 1 },
	{ "kernel", 1, 0 },
	{ "all", 0, 0 },
};

/* A probe name, parsed. */
typedef struct dt_cpc_spec {
	uint32_t cs_type;	/* perf_event_attr's type and config */
	uint64_t cs_config;
	int cs_mode;		/* index in dt_cpc_modes */
	uint64_t cs_count;
} dt_cpc_spec_t;

static const dt_cpc_event_t *dt_cpc_event(const char *name, size_t len)
{
	for (size_t i = 0; i < DT_CPC_NELEM(dt_cpc_events); i++) {
		if (strlen(dt_cpc_events[i].ce_name) == len &&
		    strncmp(dt_cpc_events[i].ce_name, name, len) == 0)
			return &dt_cpc_events[i];
	}
	return NULL;
}

/* A generic (PAPI_*) name that Linux has no generic event for? */
static int dt_cpc_papi_unmapped(const char *name, size_t len)
{
	const char *s = name + 5;
	size_t n;

	if (len <= 5 || strncmp(name, "PAPI_", 5) != 0)
		return 0;
	n = len - 5;
	for (size_t i = 0; i < DT_CPC_NELEM(dt_cpc_papi_other); i++) {
		if (strlen(dt_cpc_papi_other[i]) == n && strncmp(dt_cpc_papi_other[i], s, n) == 0)
			return 1;
	}
	if (n != 6 || s[0] != 'l' || s[1] < '1' || s[1] > '3' || s[2] != '_')
		return 0;
	for (size_t i = 0; i < DT_CPC_NELEM(dt_cpc_papi_cache); i++) {
		if (strncmp(dt_cpc_papi_cache[i], s + 3, 3) == 0)
			return 1;
	}
	return 0;
}

/* A hexadecimal number of 1 to 16 digits: 0 with *val, else -1. */
static int dt_cpc_hex(const char *s, size_t len, uint64_t *val)
{
	uint64_t v = 0;

	if (len == 0 || len > 16)
		return -1;
	for (size_t i = 0; i < len; i++) {
		int c = s[i];

		if (c >= '0' && c <= '9')
			v = v << 4 | (c - '0');
		else if (c >= 'a' && c <= 'f')
			v = v << 4 | (c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			v = v << 4 | (c - 'A' + 10);
		else
			return -1;
	}
	*val = v;
	return 0;
}

/*
 * The middle fields of a platform event's name: one, its unit mask
 * ("0x1e"), which goes in the event select's mask byte (x86: config bits
 * 8-15), where the event code given leaves it free.  Attributes
 * (attr_value...) are not taken yet.  0, or -1 (invalid) or -2 (not
 * supported) with the reason.
 */
static int dt_cpc_mask(dt_cpc_spec_t *cs, const char *f, size_t fl, int nfields,
		       const char *event, char *why, size_t len)
{
	uint64_t mask;

	if (nfields > 1 || memchr(f, '_', fl) != NULL) {
		snprintf(why, len, "attributes of platform events are not supported yet");
		return -2;
	}
	if (fl < 3 || f[0] != '0' || (f[1] != 'x' && f[1] != 'X') ||
	    dt_cpc_hex(f + 2, fl - 2, &mask) != 0) {
		snprintf(why, len, "mask '%.*s' is not a hexadecimal number (0x...)", (int)fl, f);
		return -1;
	}
#if defined(__x86_64__)
	if (mask > 0xff) {
		snprintf(why, len, "mask 0x%llx is above the maximum, 0xff",
			 (unsigned long long)mask);
		return -1;
	}
	if (cs->cs_config & 0xff00) {
		snprintf(why, len, "event %s already holds a mask (its bits 8-15)", event);
		return -1;
	}
	cs->cs_config |= mask << 8;
	return 0;
#else
	(void)cs;
	(void)event;
	snprintf(why, len, "this architecture's counters take no mask");
	return -2;
#endif
}

/* perf_event_attr of a probe (the period and the CPU aside). */
static void dt_cpc_attr(const dt_cpc_spec_t *cs, struct perf_event_attr *attr)
{
	memset(attr, 0, sizeof(*attr));
	attr->size = sizeof(*attr);
	attr->type = cs->cs_type;
	attr->config = cs->cs_config;
	attr->sample_period = cs->cs_count;
	attr->exclude_user = dt_cpc_modes[cs->cs_mode].exclude_user;
	attr->exclude_kernel = dt_cpc_modes[cs->cs_mode].exclude_kernel;
	attr->exclude_hv = attr->exclude_kernel;
}

/*
 * Can this machine count a hardware event?  Asked of the kernel by opening
 * it (disabled) for this thread: 0, or -2 with the reason in why.  A refusal
 * for want of privilege is left to the enabling, which says so.
 */
static int dt_cpc_countable(const dt_cpc_spec_t *cs, const char *event, char *why, size_t len)
{
	struct perf_event_attr attr;
	int fd, err;

	if (cs->cs_type == PERF_TYPE_SOFTWARE)
		return 0;
	dt_cpc_attr(cs, &attr);
	attr.disabled = 1;
	fd = dt_perf_event_open(&attr, 0, -1);
	if (fd >= 0) {
		close(fd);
		return 0;
	}
	err = errno;
	if (err == EACCES || err == EPERM)
		return 0;
	/* no PMU at all: not even cycles can be counted */
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_HARDWARE;
	attr.config = PERF_COUNT_HW_CPU_CYCLES;
	attr.disabled = 1;
	fd = dt_perf_event_open(&attr, 0, -1);
	if (fd < 0 && (errno == ENOENT || errno == ENODEV || errno == EOPNOTSUPP))
		snprintf(why, len, "hardware event %s needs CPU performance counters, and this "
			 "machine has none (no hardware PMU)", event);
	else
		snprintf(why, len, "this machine's CPU performance counters cannot count hardware "
			 "event %s in mode %s: %s", event, dt_cpc_modes[cs->cs_mode].name,
			 strerror(err));
	if (fd >= 0)
		close(fd);
	return -2;
}

/*
 * Parse a probe name: 0 with cs filled, or with the reason it is no probe in
 * why: -1 for a name that is invalid, -2 for one this machine cannot serve.
 * check: also ask the kernel whether a hardware event can be counted here.
 */
static int dt_cpc_parse(const char *name, dt_cpc_spec_t *cs, int check, char *why, size_t len)
{
	const char *f[DT_CPC_MAXFIELDS], *p;
	size_t fl[DT_CPC_MAXFIELDS];
	const dt_cpc_event_t *ev;
	char event[64];
	int n = 0, i, platform = 0;
	uint64_t count = 0;

	for (p = name; n < DT_CPC_MAXFIELDS; n++) {
		const char *e = strchr(p, '-');

		f[n] = p;
		fl[n] = e == NULL ? strlen(p) : (size_t)(e - p);
		if (e == NULL)
			break;
		p = e + 1;
	}
	if (n == DT_CPC_MAXFIELDS || n < 2) {
		snprintf(why, len, "names are <event>-<mode>[-<mask>]-<count>");
		return -1;
	}
	n++;
	snprintf(event, sizeof(event), "%.*s", (int)(fl[0] < 63 ? fl[0] : 63), f[0]);
	ev = dt_cpc_event(f[0], fl[0]);
	if (ev != NULL) {
		cs->cs_type = ev->ce_type;
		cs->cs_config = ev->ce_config;
	} else if (f[0][0] == 'r' && dt_cpc_hex(f[0] + 1, fl[0] - 1, &cs->cs_config) == 0) {
		cs->cs_type = PERF_TYPE_RAW;	/* a platform event by its code, as perf's rNNN */
		platform = 1;
	} else {
		if (dt_cpc_papi_unmapped(f[0], fl[0]))
			snprintf(why, len, "generic event %s has no Linux perf event to count it by",
				 event);
		else
			snprintf(why, len, "unknown event '%s'", event);
		return dt_cpc_papi_unmapped(f[0], fl[0]) ? -2 : -1;
	}
	for (cs->cs_mode = 0; cs->cs_mode < (int)DT_CPC_NELEM(dt_cpc_modes); cs->cs_mode++) {
		const char *m = dt_cpc_modes[cs->cs_mode].name;

		if (strlen(m) == fl[1] && strncmp(m, f[1], fl[1]) == 0)
			break;
	}
	if (cs->cs_mode == (int)DT_CPC_NELEM(dt_cpc_modes)) {
		snprintf(why, len, "unknown mode '%.*s' (user, kernel or all)", (int)fl[1], f[1]);
		return -1;
	}
	p = f[n - 1];
	for (i = 0; p[i] >= '0' && p[i] <= '9'; i++) {
		/* past the maximum it stays at maximum + 1 (no wrap) */
		if (count > DT_CPC_MAX_COUNT / 10)
			count = DT_CPC_MAX_COUNT + 1;
		else
			count = count * 10 + (p[i] - '0');
	}
	if (i == 0 || p[i] != '\0') {
		snprintf(why, len, "count '%s' is not a decimal number", p);
		return -1;
	}
	if (count > DT_CPC_MAX_COUNT) {
		snprintf(why, len, "count %s is above the maximum, %llu", p,
			 (unsigned long long)DT_CPC_MAX_COUNT);
		return -1;
	}
	if (count < DT_CPC_MIN_COUNT) {
		snprintf(why, len, "count %llu is below the minimum, %d",
			 (unsigned long long)count, DT_CPC_MIN_COUNT);
		return -1;
	}
	cs->cs_count = count;
	if (n > 3 && !platform) {
		snprintf(why, len, "event %s takes no mask or attributes (only platform events do)",
			 event);
		return -1;
	}
	if (n > 3 && (i = dt_cpc_mask(cs, f[2], fl[2], n - 3, event, why, len)) != 0)
		return i;
	return check ? dt_cpc_countable(cs, event, why, len) : 0;
}

/* cpc probes have empty module and function: does the pattern allow that? */
static int dt_cpc_empty_ok(const char *pattern)
{
	return pattern == NULL || dt_gmatch("", pattern);
}

static int dt_cpc_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	(void)dtp;
	(void)pv;
	return 0;	/* none listed: probes are made on demand */
}

static int dt_cpc_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const char *mod,
			  const char *func, const char *name)
{
	dt_cpc_spec_t cs;
	char why[256];

	if (!dt_cpc_empty_ok(mod) || !dt_cpc_empty_ok(func) ||
	    dt_cpc_parse(name, &cs, 1, why, sizeof(why)) != 0)
		return -1;
	return dt_probe_insert(dtp, pv, "", "", name, 0) == NULL ? -1 : 0;
}

/* A description may match a cpc probe if it can name one (:::BEGIN cannot). */
static int dt_cpc_may_match(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	(void)pv;
	dt_cpc_spec_t cs;
	char why[256];

	(void)dtp;
	if (!dt_cpc_empty_ok(pd->mod) || !dt_cpc_empty_ok(pd->fun))
		return 0;
	if (pd->prb == NULL || *pd->prb == '\0' || dt_is_glob(pd->prb))
		return 1;
	return dt_cpc_parse(pd->prb, &cs, 0, why, sizeof(why)) == 0;
}

/* Why a description naming one cpc probe (no globs) matched none. */
static const char *dt_cpc_absent(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	static __thread char why[512];
	char reason[256];
	dt_cpc_spec_t cs;
	int rc;

	(void)dtp;
	if (pd->prb == NULL || *pd->prb == '\0' || dt_is_glob(pd->prb) ||
	    !dt_cpc_empty_ok(pd->mod) || !dt_cpc_empty_ok(pd->fun))
		return NULL;
	rc = dt_cpc_parse(pd->prb, &cs, 1, reason, sizeof(reason));
	if (rc == 0)
		return NULL;
	snprintf(why, sizeof(why), "probe %s:::%s %s: %s", pv->pv_name, pd->prb,
		 rc == -1 ? "is invalid" : "cannot be used on this machine", reason);
	return why;
}

static int dt_cpc_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	int64_t cpu = dt_opt(dtp, DT_OPT_CPU);
	struct perf_event_attr attr;
	dt_cpc_spec_t cs;
	char why[256];
	int *cpus, n;

	if (dt_cpc_parse(pr->pr_name, &cs, 0, why, sizeof(why)) != 0)
		return dt_set_errmsg(dtp, D_NONE, "cpc:::%s: %s", pr->pr_name, why);
	if (cpu != DT_OPT_UNSET) {
		cpus = malloc(sizeof(int));
		if (cpus == NULL)
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		*cpus = (int)cpu;
		n = 1;
	} else if ((n = dt_online_cpus(dtp, &cpus)) < 0) {
		return -1;
	}
	dt_cpc_attr(&cs, &attr);
	return dt_attach_perf_cpus(dtp, pr, prog_fd, &attr, cpus, n, "cpc");
}

const dt_provimpl_t dt_prov_cpc = {
	.name = "cpc",
	.attr_desc = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.attr_args = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.prog_type = BPF_PROG_TYPE_PERF_EVENT,
	.populate = dt_cpc_populate,
	.provide = dt_cpc_provide,
	.may_match = dt_cpc_may_match,
	.absent = dt_cpc_absent,
	.trampoline = dt_profile_trampoline,
	.attach = dt_cpc_attach,
	.detach = dt_detach_fds,
};
