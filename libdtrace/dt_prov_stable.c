/*
 * The stable providers' shared layer (dt_prov_stable.h): everything a
 * provider made of a table of dt_stprobe_t needs, so that what varies per
 * probe is a table entry, not code.
 *
 * Probes: PROVIDER:MOD::NAME for each table entry whose tracepoint this
 * kernel has (tracefs' events, one stat each); the others are absent from
 * wildcards, and a description naming one gets the reason (absent hook).
 *
 * Arguments: argN is the entry's value N; a tracepoint argument without a
 * member path is a context slot (DT_ARGLOC_CTX: dt_tramp_args() reads it
 * with one load), anything else is filled by the trampoline (NONE).
 * args[N] is xlate<sa_xlate>((sa_native)argN) when sa_xlate is set.
 *
 * Loading: as rawtp loads a tracepoint (dt_rawtp.h): tp_btf, bound to the
 * tracepoint's BTF id, else raw_tp; a probe on a kernel function
 * (sp_func), fentry or fexit.  Each probe has a program of its own
 * (ps_share): two stable probes on one tracepoint (signal-send and
 * signal-discard) are two programs on it, each with its conditions.
 *
 * Trampoline: the probe id (a constant), the conditions (a jump to the
 * end for each that fails: a handful of loads and compares, run whatever
 * the clauses read), then only the arguments the clauses read.  Nothing
 * else runs per event: no helper call with tp_btf unless a value is the
 * current task.
 */
#define _GNU_SOURCE	/* asprintf */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_cg.h"
#include "dt_tracefs.h"
#include "dt_features.h"
#include "dt_btf_args.h"
#include "dt_rawtp.h"
#include "dt_prov_stable.h"

#define DT_ARGV(i)	((int)offsetof(dt_mstate_t, argv) + 8 * (i))

/* Kernel stack frames before the tracepoint's caller, as rawtp's (DT_RAWTP_KSKIP). */
#define DT_STABLE_KSKIP	3

static const dt_stprov_t *dt_stable_table(const dt_provider_t *pv)
{
	return pv->pv_impl->impl_data;
}

static const dt_stprobe_t *dt_stable_probe(const dt_probe_t *pr)
{
	return &dt_stable_table(pr->pr_prov)->st_probes[pr->pr_data];
}

/* A stable provider's pv_data. */
typedef struct dt_stpv {
	dt_btf_mods_t *mods;		/* the kernel's BTF, by module */
	int begin_map;			/* intervals (st_begin_event): their begins, or -1 */
} dt_stpv_t;

static dt_stpv_t *dt_stable_pv(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_stpv_t *spv = pv->pv_data;

	if (spv != NULL)
		return spv;
	if ((spv = calloc(1, sizeof(*spv))) == NULL ||
	    (spv->mods = dt_btf_mods_create()) == NULL) {
		free(spv);
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		return NULL;
	}
	spv->begin_map = -1;
	pv->pv_data = spv;
	return spv;
}

static dt_btf_mods_t *dt_stable_mods(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_stpv_t *spv = dt_stable_pv(dtp, pv);

	return spv == NULL ? NULL : spv->mods;
}

/* The BTF FUNC of the function sp rides on, in vmlinux: 0, or -1 (no message). */
static int dt_stable_func(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_stprobe_t *sp,
			  uint32_t *id, const char **mod)
{
	dt_btf_mods_t *mods = dt_stable_mods(dtp, pv);

	return mods == NULL ? -1 : dt_btf_mods_find(dtp, mods, sp->sp_func, BTF_KIND_FUNC, NULL,
						    0, id, mod);
}

/*
 * Can an fentry program attach to function id?  BTF may describe a
 * function the compiler inlined everywhere (Debian's 6.1 has enqueue_task,
 * which kallsyms lacks): the kernel refuses to load a program for it.
 */
static int dt_stable_attachable(uint32_t id)
{
	static const struct bpf_insn insns[] = {
		BPF_MOV_IMM(BPF_REG_0, 0),	/* return 0 */
		BPF_RETURN(),
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = BPF_TRACE_FENTRY,
		    .attach_btf_id = id);
	int fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_stable", "GPL", insns, 2, &opts);

	if (fd < 0)
		return 0;
	close(fd);
	return 1;
}

/*
 * Does this kernel have what sp rides on?  A tracepoint (tracefs;
 * unreadable: maybe), or a function with BTF and fentry programs allowed;
 * when the function has an alternative (a later entry of the same name),
 * one an fentry program can attach to.
 */
static int dt_stable_has_event(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_stprobe_t *sp)
{
	const dt_stprov_t *st = dt_stable_table(pv);
	const char *mod;
	uint32_t id;

	if (sp->sp_func == NULL)
		return dt_tracefs_event_exists(dtp, sp->sp_group, sp->sp_event) != 0;
	if (!dt_kfeature(dtp, DT_KF_FENTRY, NULL) || dt_stable_func(dtp, pv, sp, &id, &mod) != 0)
		return 0;
	for (const dt_stprobe_t *alt = sp + 1; alt < st->st_probes + st->st_nprobes; alt++) {
		if (strcmp(alt->sp_name, sp->sp_name) == 0)
			return dt_stable_attachable(id);
	}
	return 1;
}

/*
 * Several entries may have one name: alternatives, the first this kernel
 * has being the probe (sched:::tick on sched_tick, else scheduler_tick,
 * its name before Linux 6.10: chosen by what BTF has, not by version).
 * Is an earlier entry of entry i's name there?
 */
static int dt_stable_shadowed(dtrace_hdl_t *dtp, dt_provider_t *pv, uint32_t i)
{
	const dt_stprov_t *st = dt_stable_table(pv);

	for (uint32_t j = 0; j < i; j++) {
		if (strcmp(st->st_probes[j].sp_name, st->st_probes[i].sp_name) == 0 &&
		    dt_stable_has_event(dtp, pv, &st->st_probes[j]))
			return 1;
	}
	return 0;
}

int dt_stable_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	const dt_stprov_t *st = dt_stable_table(pv);

	if (dt_stable_mods(dtp, pv) == NULL)
		return -1;
	/* a provider that cannot work here publishes no probes (unavailable says why) */
	if (dt_stable_unavailable(dtp, pv) != NULL)
		return 0;
	for (uint32_t i = 0; i < st->st_nprobes; i++) {
		if (!dt_stable_has_event(dtp, pv, &st->st_probes[i]) ||
		    dt_stable_shadowed(dtp, pv, i))
			continue;
		if (dt_probe_insert(dtp, pv, st->st_mod, "", st->st_probes[i].sp_name, i) == NULL)
			return -1;
	}
	return 0;
}

static int dt_stable_any(const char *pattern)
{
	return pattern == NULL || *pattern == '\0';
}

/* Without reading anything: could pd name a probe of pv's table? */
int dt_stable_may_match(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	const dt_stprov_t *st = dt_stable_table(pv);

	(void)dtp;
	if (!dt_stable_any(pd->mod) && !dt_gmatch(st->st_mod, pd->mod))
		return 0;
	if (!dt_stable_any(pd->fun) && !dt_gmatch("", pd->fun))
		return 0;
	if (dt_stable_any(pd->prb))
		return 1;
	for (uint32_t i = 0; i < st->st_nprobes; i++) {
		if (dt_gmatch(st->st_probes[i].sp_name, pd->prb))
			return 1;
	}
	return 0;
}

const char *dt_stable_unavailable(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	return dt_rawtp_why(dtp, pv->pv_name);
}

/* A description naming (without globs) a probe of the table that this kernel lacks. */
const char *dt_stable_absent(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	static __thread char why[300];
	const dt_stprov_t *st = dt_stable_table(pv);

	if (dt_stable_any(pd->prb) || dt_is_glob(pd->prb))
		return NULL;
	if (!dt_stable_any(pd->mod) && !dt_gmatch(st->st_mod, pd->mod))
		return NULL;
	if (!dt_stable_any(pd->fun) && !dt_gmatch("", pd->fun))
		return NULL;
	/* one of the alternatives of that name is there: not absent */
	for (uint32_t i = 0; i < st->st_nprobes; i++) {
		if (strcmp(st->st_probes[i].sp_name, pd->prb) == 0 &&
		    dt_stable_has_event(dtp, pv, &st->st_probes[i]))
			return NULL;
	}
	/* the reason: the first entry's */
	for (uint32_t i = 0; i < st->st_nprobes; i++) {
		const dt_stprobe_t *sp = &st->st_probes[i];
		const char *fewhy;

		if (strcmp(sp->sp_name, pd->prb) != 0)
			continue;
		if (sp->sp_func == NULL)
			snprintf(why, sizeof(why), "probe %s:::%s cannot be used on this kernel: it "
				 "rides on tracepoint %s:%s, which this kernel does not have",
				 pv->pv_name, sp->sp_name, sp->sp_group, sp->sp_event);
		else if (!dt_kfeature(dtp, DT_KF_FENTRY, &fewhy))
			snprintf(why, sizeof(why), "probe %s:::%s cannot be used on this kernel: it "
				 "rides on kernel function %s, with an %s program: %s", pv->pv_name,
				 sp->sp_name, sp->sp_func, sp->sp_return ? "fexit" : "fentry", fewhy);
		else
			snprintf(why, sizeof(why), "probe %s:::%s cannot be used on this kernel: it "
				 "rides on kernel function %s, which the kernel's type information "
				 "(BTF) does not have", pv->pv_name, sp->sp_name, sp->sp_func);
		return why;
	}
	return NULL;
}

/* Is a firing of the probe about another thread than the current one (sp_about)? */
int dt_stable_about(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	(void)dtp;
	return dt_stable_probe(pr)->sp_about.sv_src != DT_STV_NONE;
}

void dt_stable_provider_destroy(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_stpv_t *spv = pv->pv_data;

	(void)dtp;
	if (spv == NULL)
		return;
	dt_btf_mods_destroy(spv->mods);
	if (spv->begin_map >= 0)
		close(spv->begin_map);
	free(spv);
	pv->pv_data = NULL;
}

/*
 * Intervals.  The map: key { object (the lock), pid_tgid }, value
 * { begin time (ns), the begin tracepoint's st_begin_arg }.  Keyed by the
 * object too, since intervals nest in one thread (a mutex's wait_lock
 * contended while waiting for the mutex; an interrupt's spin lock while
 * the interrupted thread spins on another).  An LRU hash: begins whose end
 * was not seen (dtrace started or stopped between) are evicted, not
 * leaked.  Nothing deletes an entry at the end: several probes may end
 * one interval (each a program of its own), and the next begin of the
 * same lock in the thread overwrites it.
 */
#define DT_STABLE_NBEGINS	4096
#define DT_STABLE_BKEY		DT_CG_KEY_SLOT		/* the key, 16 bytes: fp-64..fp-49 */
#define DT_STABLE_BVAL		(DT_CG_KEY_SLOT - 16)	/* the begin program's value */

/* ld_imm64 dst = the map (by fd: the layer's, not the linker's) */
#define DT_STABLE_LD_MAP(dst, fd)					\
	BPF_INSN(BPF_LD | BPF_DW | BPF_IMM, dst, BPF_PSEUDO_MAP_FD, 0, fd),	\
	BPF_INSN(0, 0, 0, 0, 0)

static int dt_stable_begin_map(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_stpv_t *spv = dt_stable_pv(dtp, pv);

	if (spv == NULL)
		return -1;
	if (spv->begin_map < 0) {
		spv->begin_map = bpf_map_create(BPF_MAP_TYPE_LRU_HASH, "stbegin", 16, 16,
						DT_STABLE_NBEGINS, NULL);
		if (spv->begin_map < 0)
			return dt_set_errmsg(dtp, D_NONE, "cannot create BPF map stbegin: %s",
					     strerror(errno));
	}
	return spv->begin_map;
}

/*
 * Attach a program recording the provider's begins for probe pr: the link
 * is pr's, closed when pr is detached.  A program of its own per probe:
 * kernels before 6.x refuse one program attached twice to a raw
 * tracepoint (EEXIST), and two probes ending intervals may be enabled
 * at once (their programs record the same begins).
 */
static int dt_stable_begin_attach(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	const dt_stprov_t *st = dt_stable_table(pr->pr_prov);
	int map, prog, fd;

	if ((map = dt_stable_begin_map(dtp, pr->pr_prov)) < 0)
		return -1;
	struct bpf_insn insns[] = {
		/* key = { ((u64 *)ctx)[key], bpf_get_current_pid_tgid() } */
		BPF_MOV_REG(BPF_REG_6, BPF_REG_1),
		BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, 8 * st->st_begin_key),
		BPF_STORE(BPF_DW, BPF_REG_FP, DT_STABLE_BKEY, BPF_REG_1),
		BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid),
		BPF_STORE(BPF_DW, BPF_REG_FP, DT_STABLE_BKEY + 8, BPF_REG_0),
		/* value = { bpf_ktime_get_ns(), ((u64 *)ctx)[arg] } */
		BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns),
		BPF_STORE(BPF_DW, BPF_REG_FP, DT_STABLE_BVAL, BPF_REG_0),
		BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, 8 * st->st_begin_arg),
		BPF_STORE(BPF_DW, BPF_REG_FP, DT_STABLE_BVAL + 8, BPF_REG_1),
		/* bpf_map_update_elem(map, &key, &value, BPF_ANY); return 0 */
		DT_STABLE_LD_MAP(BPF_REG_1, map),
		BPF_MOV_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STABLE_BKEY),
		BPF_MOV_REG(BPF_REG_3, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, DT_STABLE_BVAL),
		BPF_MOV_IMM(BPF_REG_4, BPF_ANY),
		BPF_CALL_HELPER(BPF_FUNC_map_update_elem),
		BPF_MOV_IMM(BPF_REG_0, 0),
		BPF_RETURN(),
	};

	prog = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "dt_stbegin", "GPL", insns,
			     sizeof(insns) / sizeof(insns[0]), NULL);
	if (prog < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot load the program of %s:%s for probe "
				     "%s:::%s: %s", st->st_begin_group, st->st_begin_event,
				     pr->pr_prov->pv_name, pr->pr_name, strerror(errno));
	fd = bpf_raw_tracepoint_open(st->st_begin_event, prog);
	close(prog);			/* the link holds it */
	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot attach to %s:%s for probe %s:::%s: %s",
				     st->st_begin_group, st->st_begin_event,
				     pr->pr_prov->pv_name, pr->pr_name, strerror(errno));
	return dt_attach_keep_fd(dtp, pr, fd);
}

/*
 * What the probe rides on: the prototype of the tracepoint (a FUNC_PROTO
 * whose first parameter is void *__data: *skip 1) or of the function (*skip
 * 0), the BTF id of the tracepoint's typedef or of the FUNC, and its
 * module; -1 + message.
 */
static int dt_stable_site(dtrace_hdl_t *dtp, dt_probe_t *pr, struct btf **btfp, uint32_t *proto,
			  int *skip, uint32_t *idp, const char **modp)
{
	const dt_stprobe_t *sp = dt_stable_probe(pr);
	dt_btf_mods_t *mods = dt_stable_mods(dtp, pr->pr_prov);
	const struct btf_type *t;
	struct btf *btf;
	const char *mod;
	uint32_t id;

	if (mods == NULL)
		return -1;
	if (sp->sp_func != NULL) {
		if (dt_stable_func(dtp, pr->pr_prov, sp, &id, &mod) != 0 ||
		    (btf = dt_btf_mods_get(dtp, mods, mod)) == NULL)
			return dt_set_errmsg(dtp, D_NONE, "probe %s:::%s: the kernel's type "
					     "information (BTF) has no function %s",
					     pr->pr_prov->pv_name, pr->pr_name, sp->sp_func);
		*skip = 0;
	} else {
		if (dt_rawtp_lookup(dtp, mods, sp->sp_group, sp->sp_event, &btf, &id, &mod) != 0)
			return dt_set_errmsg(dtp, D_NONE, "probe %s:::%s: the kernel's type "
					     "information (BTF) has no tracepoint %s",
					     pr->pr_prov->pv_name, pr->pr_name, sp->sp_event);
		*skip = 1;
	}
	if (idp != NULL)
		*idp = id;
	if (modp != NULL)
		*modp = mod;
	/* btf_trace_EVENT: a typedef of a pointer to the prototype; a FUNC: its prototype */
	for (t = btf__type_by_id(btf, id); t != NULL && !btf_is_func_proto(t);
	     t = btf__type_by_id(btf, id))
		id = t->type;
	if (t == NULL)
		return dt_set_errmsg(dtp, D_NONE, "probe %s:::%s: no prototype for %s",
				     pr->pr_prov->pv_name, pr->pr_name,
				     sp->sp_func != NULL ? sp->sp_func : sp->sp_event);
	*btfp = btf;
	*proto = id;
	return 0;
}

/*
 * The prototype, and the arguments as descriptors (slot of each; count
 * returned); *nslots the slots they take (a function's return value is
 * the next).  -1 + message.
 */
static int dt_stable_tp(dtrace_hdl_t *dtp, dt_probe_t *pr, const struct btf **btfp,
			uint32_t *proto, int *skip, dt_argdesc_t *argv, int *nslots)
{
	struct btf *btf;

	if (dt_stable_site(dtp, pr, &btf, proto, skip, NULL, NULL) != 0)
		return -1;
	*btfp = btf;
	return dt_btf_args(dtp, btf, *proto, *skip, argv, nslots, NULL);
}

static void dt_stable_free_args(dt_argdesc_t *argv, int n)
{
	for (int i = 0; i < n; i++) {
		free(argv[i].ad_native);
		free(argv[i].ad_xlate);
	}
}

int dt_stable_probe_args(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_argdesc_t *argv)
{
	const dt_stprobe_t *sp = dt_stable_probe(pr);
	dt_argdesc_t tp[DT_MAX_ARGS];
	const struct btf *btf;
	uint32_t proto;
	int ntp = -1, n, skip, nslots;

	memset(tp, 0, sizeof(tp));
	for (n = 0; n < DT_STABLE_MAXARGS && sp->sp_args[n].sa_val.sv_src != DT_STV_NONE; n++) {
		const dt_starg_t *sa = &sp->sp_args[n];
		int plain = sa->sa_val.sv_src == DT_STV_SLOT && sa->sa_val.sv_path == NULL;

		if (plain && ntp < 0 &&
		    (ntp = dt_stable_tp(dtp, pr, &btf, &proto, &skip, tp, &nslots)) < 0)
			goto fail;
		if (plain && sa->sa_val.sv_slot >= ntp) {
			dt_set_errmsg(dtp, D_NONE, "probe %s:::%s: %s has no argument %d",
				      pr->pr_prov->pv_name, pr->pr_name,
				      sp->sp_func != NULL ? sp->sp_func : sp->sp_event,
				      sa->sa_val.sv_slot);
			goto fail;
		}
		assert(sa->sa_native != NULL || plain);
		argv[n].ad_native = strdup(sa->sa_native != NULL ? sa->sa_native :
					   tp[sa->sa_val.sv_slot].ad_native);
		if (argv[n].ad_native == NULL ||
		    (sa->sa_xlate != NULL && (argv[n].ad_xlate = strdup(sa->sa_xlate)) == NULL)) {
			dt_set_errmsg(dtp, D_NONE, "out of memory");
			goto fail;
		}
		argv[n].ad_mapping = n;
		argv[n].ad_flags = sa->sa_flags;
		if (plain) {
			argv[n].ad_loc = tp[sa->sa_val.sv_slot].ad_loc;
			argv[n].ad_off = tp[sa->sa_val.sv_slot].ad_off;
			argv[n].ad_flags |= tp[sa->sa_val.sv_slot].ad_flags & DT_ARG_USER;
		} else {
			argv[n].ad_loc = DT_ARGLOC_NONE;	/* the trampoline computes it */
		}
	}
	dt_stable_free_args(tp, DT_MAX_ARGS);
	return n;
fail:
	dt_stable_free_args(tp, DT_MAX_ARGS);
	return -1;			/* the core frees argv */
}

int dt_stable_progspec(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, dt_progspec_t *ps)
{
	const dt_stprobe_t *sp = dt_stable_probe(pr);
	dt_btf_mods_t *mods = dt_stable_mods(dtp, pr->pr_prov);

	const char *mod, *why;
	struct btf *btf;
	uint32_t proto, id;
	int skip, fd;

	(void)uses;
	if (mods == NULL)
		return -1;
	if (sp->sp_func != NULL) {
		if (!dt_kfeature(dtp, DT_KF_FENTRY, &why))
			return dt_set_errmsg(dtp, D_NONE, "probe %s:::%s needs an fentry program: %s",
					     pr->pr_prov->pv_name, pr->pr_name, why);
		if (dt_stable_site(dtp, pr, &btf, &proto, &skip, &id, &mod) != 0 ||
		    (fd = dt_btf_mods_fd(dtp, mods, mod)) < 0)
			return -1;
		ps->ps_type = BPF_PROG_TYPE_TRACING;
		ps->ps_attach = sp->sp_return ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY;
		ps->ps_btf_id = id;
		ps->ps_btf_fd = fd;
	} else if (dt_rawtp_spec(dtp, mods, sp->sp_group, sp->sp_event, pr->pr_id, ps) != 0) {
		return -1;
	}
	/*
	 * a program per probe, even for probes on one tracepoint (signal-send
	 * and signal-discard in one clause): its conditions are the probe's
	 */
	ps->ps_share = pr->pr_id;
	return 0;
}

int dt_stable_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	const dt_stprobe_t *sp = dt_stable_probe(pr);
	int fd;

	/* the begins first: an end without its begin does not fire */
	if (sp->sp_interval && dt_stable_begin_attach(dtp, pr) != 0)
		return -1;
	if (sp->sp_func == NULL)
		return dt_rawtp_open(dtp, pr, sp->sp_event, prog_fd);
	/* fentry, fexit: the program's attach BTF id says where */
	fd = bpf_raw_tracepoint_open(NULL, prog_fd);
	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot attach to probe %s:%s:%s:%s: %s",
				     pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func, pr->pr_name,
				     strerror(errno));
	return dt_attach_keep_fd(dtp, pr, fd);
}

/*
 * Member paths.  A step of a resolved path: follow the pointer at byte
 * off (deref), or, last, load size bytes at off.
 */
#define DT_STPATH_MAX	8

typedef struct dt_stpath {
	int nderef;			/* pointers followed before the last load */
	int32_t derefs[DT_STPATH_MAX];	/* their offsets */
	int32_t off;			/* the last load's offset */
	int size;			/* and size: 1, 2, 4, 8 */
	int is_signed;
} dt_stpath_t;

/* id, skipping typedefs and qualifiers */
static uint32_t dt_stable_skip(const struct btf *btf, uint32_t id)
{
	const struct btf_type *t;

	while ((t = btf__type_by_id(btf, id)) != NULL &&
	       (btf_is_typedef(t) || btf_is_const(t) || btf_is_volatile(t) ||
		btf_is_restrict(t) || btf_is_type_tag(t)))
		id = t->type;
	return id;
}

/* Member name of struct or union sid (looking into anonymous members): type and byte offset. */
static int dt_stable_member(const struct btf *btf, uint32_t sid, const char *name, size_t len,
			    uint32_t *mid, int32_t *off)
{
	const struct btf_type *t = btf__type_by_id(btf, dt_stable_skip(btf, sid));
	const struct btf_member *m;

	if (t == NULL || !btf_is_composite(t))
		return -1;
	m = btf_members(t);
	for (int i = 0; i < btf_vlen(t); i++, m++) {
		const char *mname = btf__name_by_offset(btf, m->name_off);
		uint32_t bits = btf_member_bit_offset(t, i);

		if (btf_member_bitfield_size(t, i) != 0 || bits % 8 != 0)
			continue;
		if (mname != NULL && *mname != '\0') {
			if (strlen(mname) == len && strncmp(mname, name, len) == 0) {
				*mid = m->type;
				*off = bits / 8;
				return 0;
			}
		} else if (dt_stable_member(btf, m->type, name, len, mid, off) == 0) {
			*off += bits / 8;
			return 0;
		}
	}
	return -1;
}

/*
 * Resolve path ("a.b->c", "regs[1]") from a pointer to type id (a struct
 * or union); -1 + message naming what is missing.
 */
static int dt_stable_path(dtrace_hdl_t *dtp, const struct btf *btf, uint32_t id,
			  const char *path, dt_stpath_t *rp)
{
	const char *p = path;
	const struct btf_type *t;
	int32_t off = 0, moff;
	uint32_t mid;

	memset(rp, 0, sizeof(*rp));
	if (strncmp(p, "->", 2) == 0)
		p += 2;
	for (;;) {
		size_t len = 0;

		while (isalnum((unsigned char)p[len]) || p[len] == '_')
			len++;
		if (len == 0 || dt_stable_member(btf, id, p, len, &mid, &moff) != 0)
			return dt_set_errmsg(dtp, D_NONE, "the kernel's type information (BTF) has "
					     "no member %.*s where %s needs it", (int)len, p, path);
		off += moff;
		id = mid;
		p += len;
		while (*p == '[') {
			char *end;
			long n = strtol(p + 1, &end, 10);
			const struct btf_type *a = btf__type_by_id(btf, dt_stable_skip(btf, id));
			long esize;

			if (a == NULL || !btf_is_array(a) || *end != ']' ||
			    (esize = btf__resolve_size(btf, btf_array(a)->type)) <= 0)
				return dt_set_errmsg(dtp, D_NONE, "bad index in %s", path);
			off += n * esize;
			id = btf_array(a)->type;
			p = end + 1;
		}
		if (*p == '.') {
			p++;
			continue;
		}
		if (strncmp(p, "->", 2) == 0) {
			t = btf__type_by_id(btf, dt_stable_skip(btf, id));
			if (t == NULL || !btf_is_ptr(t) || rp->nderef == DT_STPATH_MAX)
				return dt_set_errmsg(dtp, D_NONE, "%s: not a pointer before ->", path);
			rp->derefs[rp->nderef++] = off;
			off = 0;
			id = t->type;
			p += 2;
			continue;
		}
		break;
	}
	t = btf__type_by_id(btf, dt_stable_skip(btf, id));
	rp->off = off;
	rp->size = t == NULL ? 0 : (int)btf__resolve_size(btf, id);
	if (*p != '\0' || t == NULL ||
	    !(btf_is_int(t) || btf_is_ptr(t) || btf_is_enum(t) || btf_is_enum64(t)) ||
	    (rp->size != 1 && rp->size != 2 && rp->size != 4 && rp->size != 8))
		return dt_set_errmsg(dtp, D_NONE, "%s: not a path to an integer or a pointer", path);
	rp->is_signed = btf_is_int(t) && (btf_int_encoding(t) & BTF_INT_SIGNED);
	return 0;
}

static const int dt_ldx_size[9] = { [1] = BPF_B, [2] = BPF_H, [4] = BPF_W, [8] = BPF_DW };

/* r0 = *(uN *)(r0 + off): a load (tp_btf, BTF-typed r0), else a checked read */
static void dt_stable_load(dt_stctx_t *c, int32_t off, int size)
{
	dt_bpf_prog_t *dp = c->sc_prog;

	if (c->sc_direct) {
		dt_emit(dp, BPF_LOAD(dt_ldx_size[size], BPF_REG_0, BPF_REG_0, off));
		return;
	}
	/* bpf_probe_read_kernel(fp + TMP, size, r0 + off); r0 = *(uN *)(fp + TMP) (0 on a fault) */
	dt_emit(dp, BPF_MOV_REG(BPF_REG_3, BPF_REG_0));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_FP));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_CG_TMP_SLOT));
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_2, size));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_emit(dp, BPF_LOAD(dt_ldx_size[size], BPF_REG_0, BPF_REG_FP, DT_CG_TMP_SLOT));
}

/* The type id the value's path starts from: the pointee of a slot's pointer, or task_struct. */
static int dt_stable_base(dt_stctx_t *c, const dt_stval_t *v, uint32_t *id)
{
	const struct btf_type *t;
	int32_t sid;

	if (v->sv_src == DT_STV_TASK) {
		sid = btf__find_by_name_kind(c->sc_btf, "task_struct", BTF_KIND_STRUCT);
		if (sid < 0)
			return dt_set_errmsg(c->sc_dtp, D_NONE, "the kernel's type information "
					     "(BTF) has no struct task_struct");
		*id = sid;
		return 0;
	}
	t = btf__type_by_id(c->sc_btf, c->sc_proto);
	t = btf__type_by_id(c->sc_btf, dt_stable_skip(c->sc_btf, v->sv_src == DT_STV_RET ? t->type :
						      btf_params(t)[v->sv_slot + c->sc_skip].type));
	if (t == NULL || !btf_is_ptr(t))
		return dt_set_errmsg(c->sc_dtp, D_NONE, "argument %d of %s is not a pointer "
				     "(path %s)", v->sv_slot, c->sc_probe->sp_func != NULL ?
				     c->sc_probe->sp_func : c->sc_probe->sp_event, v->sv_path);
	*id = t->type;
	return 0;
}

static int dt_stable_emit_path(dt_stctx_t *, uint32_t, const char *);

/*
 * r0 = what the begin of the interval of object slot v->sv_slot recorded
 * in this thread: the time since (DT_STV_SINCE, 0 if none) or its
 * argument (DT_STV_BEGUN, ~0 if none).
 */
static int dt_stable_emit_begin(dt_stctx_t *c, const dt_stval_t *v)
{
	dt_bpf_prog_t *dp = c->sc_prog;
	const dt_stval_t obj = { DT_STV_SLOT, v->sv_slot };
	int none = dt_label_new(dp), done = dt_label_new(dp);

	if (c->sc_begin_map < 0)
		return dt_set_errmsg(c->sc_dtp, D_NONE, "probe %s is not an interval's end",
				     c->sc_probe->sp_name);
	/* key = { ((u64 *)ctx)[slot], bpf_get_current_pid_tgid() } */
	if (dt_stable_emit_val(c, &obj) != 0)
		return -1;
	dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_FP, DT_STABLE_BKEY, BPF_REG_0));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_FP, DT_STABLE_BKEY + 8, BPF_REG_0));
	/* r0 = bpf_map_lookup_elem(stbegin, &key); if (r0 == NULL) goto none */
	dt_emit(dp, BPF_INSN(BPF_LD | BPF_DW | BPF_IMM, BPF_REG_1, BPF_PSEUDO_MAP_FD, 0,
			     c->sc_begin_map));
	dt_emit(dp, BPF_INSN(0, 0, 0, 0, 0));
	dt_emit(dp, BPF_MOV_REG(BPF_REG_2, BPF_REG_FP));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STABLE_BKEY));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), none);
	if (v->sv_src == DT_STV_SINCE) {
		/* r9 = r0->time; r0 = bpf_ktime_get_ns() - r9 */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_9, BPF_REG_0, 0));
		dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
		dt_emit(dp, BPF_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_9));
	} else {
		/* r0 = r0->arg */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_0, BPF_REG_0, 8));
	}
	dt_emit_jmp(dp, BPF_GOTO(0), done);
	/* none: r0 = 0 (SINCE) or ~0 (BEGUN) */
	dt_label_place(dp, none);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, v->sv_src == DT_STV_SINCE ? 0 : -1));
	dt_label_place(dp, done);
	return 0;
}

int dt_stable_emit_val(dt_stctx_t *c, const dt_stval_t *v)
{
	dt_bpf_prog_t *dp = c->sc_prog;
	uint32_t id = 0;

	switch (v->sv_src) {
	case DT_STV_HOOK:
		return v->sv_hook(c, v);
	case DT_STV_SLOT:
		if (v->sv_slot >= c->sc_nslots)
			return dt_set_errmsg(c->sc_dtp, D_NONE, "%s has no argument %d",
					     c->sc_probe->sp_func != NULL ? c->sc_probe->sp_func :
					     c->sc_probe->sp_event, v->sv_slot);
		/* r0 = ((u64 *)ctx)[slot] */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_0, BPF_REG_6, 8 * v->sv_slot));
		break;
	case DT_STV_RET:
		if (!c->sc_probe->sp_return || c->sc_retslot < 0)
			return dt_set_errmsg(c->sc_dtp, D_NONE, "probe %s has no return value",
					     c->sc_probe->sp_name);
		/* r0 = ((u64 *)ctx)[nslots]: fexit's return value */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_0, BPF_REG_6, 8 * c->sc_retslot));
		break;
	case DT_STV_TASK:
		/* r0 = the current task (BTF-typed with tp_btf) */
		dt_emit(dp, BPF_CALL_HELPER(c->sc_direct ? BPF_FUNC_get_current_task_btf :
					    BPF_FUNC_get_current_task));
		break;
	case DT_STV_SINCE:
	case DT_STV_BEGUN:
		return dt_stable_emit_begin(c, v);
	default:
		assert(0);
		return -1;
	}
	if (v->sv_path == NULL)
		return 0;
	if (dt_stable_base(c, v, &id) != 0)
		return -1;
	return dt_stable_emit_path(c, id, v->sv_path);
}

/* The struct named s in the probe's BTF: its id, or 0 + message. */
static uint32_t dt_stable_struct(dt_stctx_t *c, const char *s)
{
	int32_t id = btf__find_by_name_kind(c->sc_btf, s, BTF_KIND_STRUCT);

	if (id <= 0) {
		dt_set_errmsg(c->sc_dtp, D_NONE, "the kernel's type information (BTF) has "
			      "no struct %s", s);
		return 0;
	}
	return id;
}

int dt_stable_emit_member(dt_stctx_t *c, const char *s, const char *path)
{
	uint32_t id = dt_stable_struct(c, s);
	int direct = c->sc_direct, rc;

	if (id == 0)
		return -1;
	/* a pointer a hook computed has no BTF type the verifier knows: read it */
	c->sc_direct = 0;
	rc = dt_stable_emit_path(c, id, path);
	c->sc_direct = direct;
	return rc;
}

int dt_stable_offsetof(dt_stctx_t *c, const char *s, const char *path, int32_t *off)
{
	uint32_t id = dt_stable_struct(c, s);
	dt_stpath_t rp;

	if (id == 0 || dt_stable_path(c->sc_dtp, c->sc_btf, id, path, &rp) != 0)
		return -1;
	if (rp.nderef != 0)
		return dt_set_errmsg(c->sc_dtp, D_NONE, "%s: no offset (it follows a pointer)",
				     path);
	*off = rp.off;
	return 0;
}

/* r0 = ((T *)r0)->path, T the type id: loads or reads as the program allows */
static int dt_stable_emit_path(dt_stctx_t *c, uint32_t id, const char *spath)
{
	dt_bpf_prog_t *dp = c->sc_prog;
	dt_stpath_t path;
	int null, done;

	if (dt_stable_path(c->sc_dtp, c->sc_btf, id, spath, &path) != 0)
		return -1;
	/*
	 * With tp_btf a pointer the kernel marks as possibly NULL (tcp_send_reset's
	 * skb) must be tested before a load: if (r0 == 0) goto null (the value is
	 * 0, made a scalar there: older verifiers (6.1) keep the pointer's type
	 * on that branch, and refuse arithmetic on it)
	 */
	null = dt_label_new(dp);
	done = dt_label_new(dp);
	for (int i = 0; i < path.nderef; i++) {
		if (c->sc_direct)
			dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), null);
		dt_stable_load(c, path.derefs[i], 8);	/* r0 = *(void **)(r0 + off) */
	}
	if (c->sc_direct)
		dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), null);
	dt_stable_load(c, path.off, path.size);		/* r0 = *(uN *)(r0 + off) */
	if (path.is_signed && path.size < 8) {
		/* r0 = (int64_t)r0 << shift >> shift: sign-extended */
		dt_emit(dp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0, 64 - 8 * path.size));
		dt_emit(dp, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_0, 64 - 8 * path.size));
	}
	if (c->sc_direct) {
		/* goto done; null: r0 = 0; done: */
		dt_emit_jmp(dp, BPF_GOTO(0), done);
		dt_label_place(dp, null);
		dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 0));
		dt_label_place(dp, done);
	} else {
		dt_label_place(dp, null);	/* never jumped to */
	}
	return 0;
}

/* Does condition sc apply to this tracepoint (sc_when)? */
static int dt_stable_applies(const dt_stctx_t *c, const dt_stcond_t *sc)
{
	if (sc->sc_when > 0)
		return c->sc_nslots > sc->sc_when - 1;
	if (sc->sc_when < 0)
		return c->sc_nslots <= -sc->sc_when - 1;
	return 1;
}

/* if (!condition) goto out */
static int dt_stable_cond(dt_stctx_t *c, const dt_stcond_t *sc, int out)
{
	dt_bpf_prog_t *dp = c->sc_prog;
	int ok;

	for (int i = 0; i < sc->sc_nk || (sc->sc_op != DT_STC_IN && i < 1); i++)
		assert(sc->sc_k[i] == (int32_t)sc->sc_k[i]);
	if (sc->sc_op == DT_STC_EQV) {
		/* r8 = val2 (r8 is not the clauses' before they start) */
		if (dt_stable_emit_val(c, &sc->sc_val2) != 0)
			return -1;
		dt_emit(dp, BPF_MOV_REG(BPF_REG_8, BPF_REG_0));
	}
	if (dt_stable_emit_val(c, &sc->sc_val) != 0)
		return -1;
	switch (sc->sc_op) {
	case DT_STC_EQ:
		/* if (r0 != k) goto out */
		dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, (int32_t)sc->sc_k[0], 0), out);
		break;
	case DT_STC_NE:
		/* if (r0 == k) goto out */
		dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, (int32_t)sc->sc_k[0], 0), out);
		break;
	case DT_STC_SLT:
		/* if ((int64_t)r0 >= k) goto out */
		dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, (int32_t)sc->sc_k[0], 0), out);
		break;
	case DT_STC_SGT:
		/* if ((int64_t)r0 <= k) goto out */
		dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JSLE, BPF_REG_0, (int32_t)sc->sc_k[0], 0), out);
		break;
	case DT_STC_IN:
		/* if (r0 == k0 || r0 == k1 ...) goto ok; goto out; ok: */
		ok = dt_label_new(dp);
		for (int i = 0; i < sc->sc_nk; i++)
			dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, (int32_t)sc->sc_k[i], 0), ok);
		dt_emit_jmp(dp, BPF_GOTO(0), out);
		dt_label_place(dp, ok);
		break;
	case DT_STC_EQV:
		/* if (r0 != r8) goto out */
		dt_emit_jmp(dp, BPF_JMP_REG(BPF_JNE, BPF_REG_0, BPF_REG_8, 0), out);
		break;
	default:
		assert(0);
	}
	return 0;
}

/*
 * mstate->prid, kskip; the conditions (whatever the clauses read: they
 * decide whether the probe fires); then the arguments the clauses read:
 * context slots with dt_tramp_args(), computed ones here.
 */
void dt_stable_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_probe_t *pr = tr->tr_probes[0];
	const dt_stprobe_t *sp = dt_stable_probe(pr);
	int mstate = (tr->tr_uses & DT_TRAMP_USES_MSTATE) != 0;
	dt_argdesc_t tp[DT_MAX_ARGS];
	const dt_argdesc_t *argv;
	uint32_t uses = tr->tr_uses, computed = 0;
	dt_stctx_t c = {
		.sc_dtp = dtp,
		.sc_prog = tr->tr_prog,
		.sc_probe = sp,
		.sc_direct = tr->tr_spec->ps_type == BPF_PROG_TYPE_TRACING,
		.sc_begin_map = -1,
	};
	int argc;

	assert(tr->tr_nprobes == 1);
	if (sp->sp_interval && (c.sc_begin_map = dt_stable_begin_map(dtp, pr->pr_prov)) < 0)
		goto fail;
	memset(tp, 0, sizeof(tp));
	c.sc_nslots = dt_stable_tp(dtp, pr, &c.sc_btf, &c.sc_proto, &c.sc_skip, tp, &c.sc_retslot);
	dt_stable_free_args(tp, DT_MAX_ARGS);
	if (c.sc_nslots < 0 || (argc = dt_probe_args(dtp, pr, &argv)) < 0)
		goto fail;
	if (mstate) {
		dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid),
						   pr->pr_id));
		dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, kskip),
						   DT_STABLE_KSKIP));
	}
	for (int i = 0; i < DT_STABLE_MAXCONDS && sp->sp_conds[i].sc_op != DT_STC_NONE; i++) {
		if (dt_stable_applies(&c, &sp->sp_conds[i]) &&
		    dt_stable_cond(&c, &sp->sp_conds[i], tr->tr_out) != 0)
			goto fail;
	}
	if (!mstate)
		return;
	if ((uses & DT_TRAMP_USES_ABOUT) && sp->sp_about.sv_src != DT_STV_NONE) {
		/* mstate->about = the thread the firing is about (dt_cg_about.c) */
		if (dt_stable_emit_val(&c, &sp->sp_about) != 0)
			goto fail;
		dt_emit(tr->tr_prog, BPF_STORE(BPF_DW, BPF_REG_7, offsetof(dt_mstate_t, about),
					       BPF_REG_0));
		uses &= ~DT_TRAMP_USES_ABOUT;
	}
	for (int i = 0; i < argc; i++) {
		if (argv[i].ad_loc == DT_ARGLOC_NONE)
			computed |= 1u << i;
	}
	/* the slots: one load each */
	tr->tr_uses = uses & ~computed;
	if (dt_tramp_args(dtp, tr) != 0) {
		tr->tr_uses = uses;
		goto fail;
	}
	tr->tr_uses = uses;
	for (int i = 0; i < argc; i++) {
		if (!(uses & computed & (1u << i)))
			continue;
		/* argv[i] = the value */
		if (dt_stable_emit_val(&c, &sp->sp_args[i].sa_val) != 0)
			goto fail;
		dt_emit(tr->tr_prog, BPF_STORE(BPF_DW, BPF_REG_7, DT_ARGV(i), BPF_REG_0));
	}
	return;
fail:
	tr->tr_failed = 1;
}
