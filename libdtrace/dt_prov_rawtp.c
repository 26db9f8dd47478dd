/*
 * The rawtp provider: rawtp:GROUP::EVENT for every kernel tracepoint, with
 * the arguments the kernel passes to the tracepoint itself (not the
 * record sdt reads): rawtp:sched::sched_process_exec's args[0] is the
 * struct task_struct * of the task, typed from BTF.
 *
 * Probes: the lines GROUP:EVENT of tracefs' available_events (one file,
 * as sdt reads it), less what is no tracepoint of the kernel's code: the
 * system call events ftrace makes, and dynamic events (kprobe, uprobe...
 * events that tools made, in any group: dt_tracefs_tracepoints()).
 * Populating reads nothing else, so listing and startup stay fast.
 *
 * Arguments: the parameters of the typedef btf_trace_<EVENT>, a pointer
 * to the prototype of the tracepoint's probe functions whose first
 * parameter is the tracepoint's `void *__data` (skipped); found in
 * vmlinux's BTF, else in the BTF of the module named like the group, else
 * in any module's (dt_btf_args.c).  Each is a u64 slot of the program's
 * context: argN is slot N, with one load (dt_tramp_args()).
 *
 * Loading (progspec): tp_btf where the kernel allows it
 * (BPF_PROG_TYPE_TRACING, BPF_TRACE_RAW_TP, attach BTF id the typedef's):
 * the verifier then knows each argument's type.  raw_tp
 * (BPF_PROG_TYPE_RAW_TRACEPOINT) otherwise.  Either way each probe has a
 * program of its own, so its probe id is a constant: a tp_btf program is
 * bound to its tracepoint, and raw_tp links carry no cookie before Linux
 * 6.10.  A kernel refusing both gets an error saying so (unavailable).
 *
 * Attachment: bpf_raw_tracepoint_open(), the name for raw_tp, none for
 * tp_btf (the BTF id says it); the link fd is kept in pr_fds and closing
 * it detaches.
 */
#define _GNU_SOURCE	/* asprintf */
#include <assert.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_tracefs.h"
#include "dt_features.h"
#include "dt_btf_args.h"
#include "dt_rawtp.h"

/*
 * Groups of the kernel's trace events that are no tracepoint of its code
 * (dynamic events, in any group, dt_tracefs_tracepoints() leaves out).
 */
static const char *const dt_rawtp_nogroups[] = {
	"syscalls",	/* made by ftrace on raw_syscalls' sys_enter and sys_exit */
};

static int dt_rawtp_skip_group(const char *group)
{
	for (size_t i = 0; i < sizeof(dt_rawtp_nogroups) / sizeof(dt_rawtp_nogroups[0]); i++) {
		if (strcmp(dt_rawtp_nogroups[i], group) == 0)
			return 1;
	}
	return 0;
}

typedef struct dt_rawtp_pop {
	dtrace_hdl_t *dtp;
	dt_provider_t *pv;
} dt_rawtp_pop_t;

static int dt_rawtp_event_add(const char *group, const char *event, void *arg)
{
	dt_rawtp_pop_t *pop = arg;

	if (dt_rawtp_skip_group(group))
		return 0;
	return dt_probe_insert(pop->dtp, pop->pv, group, "", event, 0) == NULL ? -1 : 0;
}

static int dt_rawtp_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_rawtp_pop_t pop = { dtp, pv };

	if (pv->pv_data == NULL && (pv->pv_data = dt_btf_mods_create()) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	return dt_tracefs_tracepoints(dtp, dt_rawtp_event_add, &pop);
}

static int dt_rawtp_any(const char *pattern)
{
	return pattern == NULL || *pattern == '\0';
}

/*
 * rawtp probes have an empty function field.  A description not naming
 * the provider (":::BEGIN") is ruled out, without reading the list of
 * events, when no group has an event of that name.
 */
static int dt_rawtp_may_match(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	(void)pv;
	if (!dt_rawtp_any(pd->fun) && !dt_gmatch("", pd->fun))
		return 0;
	if (!dt_rawtp_any(pd->mod) && !dt_is_glob(pd->mod) && dt_rawtp_skip_group(pd->mod))
		return 0;
	if (!dt_rawtp_any(pd->prv) && strcmp(pd->prv, "rawtp") == 0)
		return 1;
	if (dt_rawtp_any(pd->prb) || dt_is_glob(pd->prb))
		return 1;
	return dt_tracefs_event_exists(dtp, dt_rawtp_any(pd->mod) ? "" : pd->mod, pd->prb) != 0;
}

int dt_rawtp_lookup(dtrace_hdl_t *dtp, dt_btf_mods_t *mods, const char *group,
		    const char *event, struct btf **btfp, uint32_t *id, const char **mod)
{
	char name[256];

	snprintf(name, sizeof(name), "btf_trace_%s", event);
	if (mods == NULL ||
	    dt_btf_mods_find(dtp, mods, name, BTF_KIND_TYPEDEF, group, 1, id, mod) != 0)
		return -1;
	*btfp = dt_btf_mods_get(dtp, mods, *mod);
	return *btfp == NULL ? -1 : 0;
}

/* The BTF typedef btf_trace_<event>: its BTF, id and module; -1 + message. */
static int dt_rawtp_btf(dtrace_hdl_t *dtp, dt_probe_t *pr, struct btf **btfp, uint32_t *id,
			const char **mod)
{
	if (dt_rawtp_lookup(dtp, pr->pr_prov->pv_data, pr->pr_mod, pr->pr_name, btfp, id,
			    mod) != 0)
		return dt_set_errmsg(dtp, D_NONE, "probe rawtp:%s::%s: the kernel's type information "
				     "(BTF) has no raw tracepoint %s", pr->pr_mod, pr->pr_name,
				     pr->pr_name);
	return 0;
}

/* The tracepoint's parameters after `void *__data`: one context slot each. */
static int dt_rawtp_probe_args(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_argdesc_t *argv)
{
	struct btf *btf;
	const char *mod;
	uint32_t id;

	if (dt_rawtp_btf(dtp, pr, &btf, &id, &mod) != 0)
		return -1;
	return dt_btf_args(dtp, btf, id, 1, argv, NULL, NULL);
}

const char *dt_rawtp_why(dtrace_hdl_t *dtp, const char *prov)
{
	static __thread char why[400];
	const char *tp_btf, *raw_tp;

	if (dt_kfeature(dtp, DT_KF_TP_BTF, &tp_btf) || dt_kfeature(dtp, DT_KF_RAW_TP, &raw_tp))
		return NULL;
	snprintf(why, sizeof(why), "%s probes cannot be used on this kernel: %s; %s", prov,
		 tp_btf, raw_tp);
	return why;
}

static const char *dt_rawtp_unavailable(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	return dt_rawtp_why(dtp, pv->pv_name);
}

int dt_rawtp_spec(dtrace_hdl_t *dtp, dt_btf_mods_t *mods, const char *group, const char *event,
		  uint64_t share, dt_progspec_t *ps)
{
	const char *why, *mod;
	struct btf *btf;
	uint32_t id;
	int fd;

	if (dt_kfeature(dtp, DT_KF_TP_BTF, NULL)) {
		if (dt_rawtp_lookup(dtp, mods, group, event, &btf, &id, &mod) != 0)
			return dt_set_errmsg(dtp, D_NONE, "the kernel's type information (BTF) has "
					     "no raw tracepoint %s", event);
		if ((fd = dt_btf_mods_fd(dtp, mods, mod)) < 0)
			return -1;
		ps->ps_type = BPF_PROG_TYPE_TRACING;
		ps->ps_attach = BPF_TRACE_RAW_TP;
		ps->ps_btf_id = id;
		ps->ps_btf_fd = fd;
		return 0;
	}
	if (dt_kfeature(dtp, DT_KF_RAW_TP, NULL)) {
		ps->ps_type = BPF_PROG_TYPE_RAW_TRACEPOINT;
		ps->ps_share = share;	/* no cookie: a program per probe */
		return 0;
	}
	why = dt_rawtp_why(dtp, "rawtp");
	return dt_set_errmsg(dtp, D_NONE, "%s", why);
}

static int dt_rawtp_progspec(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, dt_progspec_t *ps)
{
	(void)uses;
	return dt_rawtp_spec(dtp, pr->pr_prov->pv_data, pr->pr_mod, pr->pr_name, pr->pr_id, ps);
}

/*
 * Kernel stack frames before the function that hit the tracepoint
 * (dt_mstate_t.kskip): the program, bpf_trace_runN() and the
 * tracepoint's __traceiter_EVENT(), so that stack() starts, and caller
 * is, where the tracepoint is in the kernel's code.
 */
#define DT_RAWTP_KSKIP	3

/*
 * mstate->prid = the probe's id (a constant); mstate->kskip; then the
 * arguments the clauses read.
 */
static void dt_rawtp_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	assert(tr->tr_nprobes == 1);
	dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid),
					   tr->tr_probes[0]->pr_id));
	dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, kskip),
					   DT_RAWTP_KSKIP));
	dt_tramp_args(dtp, tr);
}

int dt_rawtp_open(dtrace_hdl_t *dtp, dt_probe_t *pr, const char *event, int prog_fd)
{
	/* a tp_btf program knows its tracepoint from its BTF id */
	const char *name = dt_kfeature(dtp, DT_KF_TP_BTF, NULL) ? NULL : event;
	int fd = bpf_raw_tracepoint_open(name, prog_fd);

	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot attach to probe %s:%s:%s:%s: %s",
				     pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func, pr->pr_name,
				     strerror(errno));
	return dt_attach_keep_fd(dtp, pr, fd);
}

static int dt_rawtp_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	return dt_rawtp_open(dtp, pr, pr->pr_name, prog_fd);
}

static void dt_rawtp_provider_destroy(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	(void)dtp;
	dt_btf_mods_destroy(pv->pv_data);
	pv->pv_data = NULL;
}

const dt_provimpl_t dt_prov_rawtp = {
	.name = "rawtp",
	.attr_desc = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.attr_args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.populate = dt_rawtp_populate,
	.may_match = dt_rawtp_may_match,
	.probe_args = dt_rawtp_probe_args,
	.progspec = dt_rawtp_progspec,
	.trampoline = dt_rawtp_trampoline,
	.attach = dt_rawtp_attach,
	.detach = dt_detach_fds,
	.provider_destroy = dt_rawtp_provider_destroy,
	.unavailable = dt_rawtp_unavailable,
};
