/*
 * The fbt provider: fbt:MODULE:FUNCTION:entry and :return for every kernel
 * function the kernel lets be traced, that is every line of tracefs'
 * available_filter_functions ("vfs_read", "ext4_file_open [ext4]"; module
 * vmlinux for the core kernel).
 *
 * Arguments.  Entry: arg0.. are the function's parameters, args[] typed
 * from its BTF prototype (dt_btf_args.c).  Return: arg1 and args[1] are
 * the return value (typed), arg0 is the offset of the returning
 * instruction in illumos, which neither fexit nor kretprobe can know: it
 * is -1, as on Oracle Linux's DTrace.  A function without BTF (optimised
 * clones such as foo.isra.0, modules built without BTF) has untyped
 * arguments: arg0.. are the argument registers.
 *
 * How a probe is loaded is chosen per enabling (doc/fbt.md has the
 * measurements behind it), in this order:
 *   fentry/fexit  when the kernel allows them, the function has BTF that
 *                 a BPF trampoline can serve (no varargs, no parameter on
 *                 the stack) and the enabling has at most
 *                 DT_FBT_FENTRY_MAX fbt probes:
 *                 cheapest per event (a direct call, the arguments are
 *                 the context's slots), but one program and one verifier
 *                 run per function, since the program is bound to the
 *                 function's BTF id;
 *   kprobe.multi  for more: one program for every function, one link
 *                 with a cookie (the probe id) per function;
 *   kprobe        without kprobe.multi (Debian 12's 6.1): one program for
 *                 every function, a perf event per function linked with
 *                 the probe id as cookie;
 *   fentry        for everything when the kernel has no kprobes.
 * A clause calling d_path() needs fentry: its probes are loaded so
 * whatever their number, and the kernel's allow list of bpf_d_path()
 * decides the rest.  kprobe programs read the parameters from the
 * registers of the calling convention, slot for slot as fentry's context
 * holds them (dt_abi_argregs), and the 7th and later from the stack.
 *
 * A wide kprobe enabling leaves out, with one line saying so, the
 * functions the kernel refuses to kprobe although ftrace lists them (its
 * kprobe blacklist; names shared by several static functions).
 *
 * Populating: available_filter_functions has tens of thousands of lines
 * (0.5 s to read under emulation) and 80,000 probes take as long to make.
 * A description naming functions gets only theirs (may_match): one
 * function of vmlinux named exactly (fbt::vfs_read:entry) is found in
 * vmlinux's BTF without reading the list (it may still be untraceable,
 * notrace: attaching then says so); a glob is matched against the list,
 * read once per handle.  Only a description without a function field
 * (fbt:::entry, -l -P fbt) makes the whole catalogue.
 *
 * On a kernel with neither kprobes nor fentry (the unavailable hook) the
 * provider has no probes and says why.
 */
#include <assert.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_regs_abi.h"
#include "dt_features.h"
#include "dt_btf_args.h"

#ifndef DT_FBT_FENTRY_MAX
#define DT_FBT_FENTRY_MAX	8	/* fbt probes of an enabling still loaded as fentry */
#endif
#define DT_KPROBE_PMU_DIR	"/sys/bus/event_source/devices/kprobe"
#define DT_FBT_INVALID		"__ftrace_invalid_address__"	/* placeholders in the list */
/*
 * Kernel stack frames before the probed function's caller (dt_mstate_t.kskip),
 * so that stack() and caller start there as in illumos: a kprobe at entry
 * sees the function itself first (its regs->ip); an fentry or fexit
 * program's stack starts with the program, the BPF trampoline and the
 * function (the trampoline's return address).  A kretprobe's stack starts
 * at the return address: the caller.
 */
#define DT_FBT_KSKIP_KPROBE	1
#define DT_FBT_KSKIP_TRAMP	3

/* pr_data: bit 0 a return probe; bits 8-15 how its program is loaded (set by progspec). */
#define DT_FBT_RETURN		1
#define DT_FBT_MODE(pr)		((int)(((pr)->pr_data >> 8) & 0xff))

enum { DT_FBT_NONE, DT_FBT_FENTRY, DT_FBT_KMULTI, DT_FBT_KPROBE };

/* Argument slots a BPF trampoline passes: the argument registers (Linux 6.1) */
#define DT_FBT_TRAMP_SLOTS	DT_ABI_NREGS
#define DT_ARGV(i)	((int)offsetof(dt_mstate_t, argv) + 8 * (i))

/* The provider's own (pv_data). */
typedef struct dt_fbt {
	dt_btf_mods_t *fb_mods;
	int fb_kptype;		/* the kprobe PMU's perf type, -1 until read */
	int fb_kpret;		/* its config bit for return probes */
	int fb_cpu;		/* the CPU kprobe perf events are opened on, -1 until read */
	int fb_planned;		/* the enabling has been counted */
	char *fb_text;		/* available_filter_functions, split in place */
	const char **fb_funcs, **fb_fmods;	/* each function's name and module */
	size_t fb_nfuncs;
	uint32_t fb_nenabled;	/* fbt probes with clauses */
} dt_fbt_t;

static dt_fbt_t *dt_fbt_state(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_fbt_t *fb = pv->pv_data;

	if (fb != NULL)
		return fb;
	fb = calloc(1, sizeof(*fb));
	if (fb == NULL || (fb->fb_mods = dt_btf_mods_create()) == NULL) {
		free(fb);
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		return NULL;
	}
	fb->fb_kptype = -1;
	fb->fb_cpu = -1;
	pv->pv_data = fb;
	return fb;
}

static int dt_fbt_is_return(const dt_probe_t *pr)
{
	return pr->pr_data & DT_FBT_RETURN;
}

static const char *dt_fbt_unavailable(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	static __thread char why[400];
	const char *kp, *fe;

	(void)pv;
	if (dt_kfeature(dtp, DT_KF_KPROBE, &kp) || dt_kfeature(dtp, DT_KF_FENTRY, &fe))
		return NULL;
	snprintf(why, sizeof(why), "fbt probes cannot be used on this kernel: %s; %s", kp, fe);
	return why;
}

static int dt_fbt_insert(dtrace_hdl_t *dtp, dt_provider_t *pv, const char *mod, const char *func)
{
	if (dt_probe_insert(dtp, pv, mod, func, "entry", 0) == NULL ||
	    dt_probe_insert(dtp, pv, mod, func, "return", DT_FBT_RETURN) == NULL)
		return -1;
	return 0;
}

/* "name" or "name [module]": split in place; the module is "vmlinux" for the core. */
static const char *dt_fbt_parse_line(char *line, const char **mod)
{
	char *sp = strchr(line, ' '), *end;

	*mod = "vmlinux";
	if (sp == NULL)
		return line;
	*sp = '\0';
	if (sp[1] == '[' && (end = strchr(sp + 2, ']')) != NULL) {
		*end = '\0';
		*mod = sp + 2;
	}
	return line;
}

/*
 * The kernel's traceable functions, read once: fb_funcs[i] is a function's
 * name, fb_mods[i] its module, both pointing into fb_text.
 */
static int dt_fbt_read_list(dtrace_hdl_t *dtp, dt_fbt_t *fb)
{
	const char *tfs = dt_tracefs_path(dtp), *mod, *func;
	char path[512], *text = NULL, *line, *save = NULL;
	size_t len = 0, n = 0, cap = 0;
	FILE *fp;

	if (fb->fb_text != NULL)
		return 0;
	if (tfs == NULL)
		return -1;
	snprintf(path, sizeof(path), "%s/available_filter_functions", tfs);
	fp = fopen(path, "re");
	if (fp == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot read the kernel's traceable functions "
				     "(%s): %s", path, strerror(errno));
	/* tracefs files have no size: read to the end */
	for (;;) {
		size_t got;

		if (len + 65536 + 1 > cap) {
			char *t = realloc(text, cap = cap ? 2 * cap : 1 << 20);

			if (t == NULL)
				goto nomem;
			text = t;
		}
		got = fread(text + len, 1, cap - len - 1, fp);
		if (got == 0)
			break;
		len += got;
	}
	fclose(fp);
	fp = NULL;
	text[len] = '\0';
	fb->fb_text = text;
	cap = 0;
	for (line = strtok_r(text, "\n", &save); line != NULL; line = strtok_r(NULL, "\n", &save)) {
		func = dt_fbt_parse_line(line, &mod);
		if (*func == '\0' || strncmp(func, DT_FBT_INVALID, strlen(DT_FBT_INVALID)) == 0)
			continue;
		if (n == cap) {
			const char **f = realloc(fb->fb_funcs, (cap = cap ? 2 * cap : 65536) *
						 sizeof(char *));
			const char **m = f == NULL ? NULL :
					 realloc(fb->fb_fmods, cap * sizeof(char *));

			if (f != NULL)
				fb->fb_funcs = f;
			if (m == NULL)
				goto nomem;
			fb->fb_fmods = m;
		}
		fb->fb_funcs[n] = func;
		fb->fb_fmods[n++] = mod;
	}
	fb->fb_nfuncs = n;
	return 0;
nomem:
	if (fp != NULL)
		fclose(fp);
	if (fb->fb_text == NULL)
		free(text);
	return dt_set_errmsg(dtp, D_NONE, "out of memory");
}

static int dt_fbt_any(const char *pattern)
{
	return pattern == NULL || *pattern == '\0';
}

/* Insert the probes of every function whose module and name match (NULL: all). */
static int dt_fbt_insert_matching(dtrace_hdl_t *dtp, dt_provider_t *pv, const char *modpat,
				  const char *funcpat)
{
	dt_fbt_t *fb = dt_fbt_state(dtp, pv);

	if (fb == NULL || dt_fbt_read_list(dtp, fb) != 0)
		return -1;
	for (size_t i = 0; i < fb->fb_nfuncs; i++) {
		if ((!dt_fbt_any(funcpat) && !dt_gmatch(fb->fb_funcs[i], funcpat)) ||
		    (!dt_fbt_any(modpat) && !dt_gmatch(fb->fb_fmods[i], modpat)))
			continue;
		if (dt_fbt_insert(dtp, pv, fb->fb_fmods[i], fb->fb_funcs[i]) != 0)
			return -1;
	}
	return 0;
}

static int dt_fbt_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	if (dt_fbt_unavailable(dtp, pv) != NULL)
		return 0;	/* no probes; descriptions are told why */
	return dt_fbt_insert_matching(dtp, pv, NULL, NULL);
}

/*
 * Only entry and return.  A description naming functions (fbt::vfs_*:entry)
 * gets the probes of those functions at once, and 0, so that the whole
 * catalogue (some 80,000 probes) is not made: one function of vmlinux
 * named exactly is found in vmlinux's BTF without reading the list of
 * traceable functions; others are matched against that list, read once.
 */
static int dt_fbt_may_match(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	dt_fbt_t *fb;
	uint32_t id;
	const char *mod;

	if (!dt_fbt_any(pd->prb) && !dt_gmatch("entry", pd->prb) && !dt_gmatch("return", pd->prb))
		return 0;
	if (dt_fbt_any(pd->fun) || pv->pv_populated ||
	    dt_fbt_unavailable(dtp, pv) != NULL || (fb = dt_fbt_state(dtp, pv)) == NULL)
		return 1;
	if (!dt_is_glob(pd->fun) && (dt_fbt_any(pd->mod) || strcmp(pd->mod, "vmlinux") == 0) &&
	    dt_btf_mods_find(dtp, fb->fb_mods, pd->fun, BTF_KIND_FUNC, NULL, 0, &id, &mod) == 0)
		return dt_fbt_insert(dtp, pv, "vmlinux", pd->fun) == 0 ? 0 : 1;
	/* a failure is the populating's to report */
	return dt_fbt_insert_matching(dtp, pv, pd->mod, pd->fun) == 0 ? 0 : 1;
}

/* The function's BTF FUNC: its BTF and id; -1 (no message) if it has none. */
static int dt_fbt_btf(dtrace_hdl_t *dtp, dt_probe_t *pr, struct btf **btfp, uint32_t *id)
{
	dt_fbt_t *fb = dt_fbt_state(dtp, pr->pr_prov);
	struct btf *btf;
	int i;

	if (fb == NULL)
		return -1;
	btf = dt_btf_mods_get(dtp, fb->fb_mods, pr->pr_mod);
	if (btf == NULL)
		return -1;
	i = btf__find_by_name_kind(btf, pr->pr_func, BTF_KIND_FUNC);
	if (i <= 0)
		return -1;
	*btfp = btf;
	*id = (uint32_t)i;
	return 0;
}

/*
 * Entry: the parameters.  Return: args[0] the (unknown) offset, args[1]
 * the return value (none for a void function).
 */
static int dt_fbt_probe_args(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_argdesc_t *argv)
{
	dt_argdesc_t tmp[DT_MAX_ARGS];
	struct btf *btf;
	uint32_t id;
	char *ret = NULL;
	int n, nslots;

	if (dt_fbt_btf(dtp, pr, &btf, &id) != 0)
		return 0;	/* untyped: argN are registers */
	if (!dt_fbt_is_return(pr))
		return dt_btf_args(dtp, btf, id, 0, argv, &nslots, NULL);
	memset(tmp, 0, sizeof(tmp));
	n = dt_btf_args(dtp, btf, id, 0, tmp, &nslots, &ret);
	for (int i = 0; i < n; i++)
		free(tmp[i].ad_native);
	if (n < 0)
		return -1;
	argv[0].ad_native = strdup("int");
	if (ret == NULL)
		return 1;
	argv[1].ad_native = ret;
	argv[1].ad_loc = nslots < 0 ? DT_ARGLOC_NONE : DT_ARGLOC_CTX;
	argv[1].ad_off = nslots;
	return 2;
}

/* Does one of the probe's clauses call bpf_d_path()?  (Only fentry may.) */
static int dt_fbt_wants_d_path(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	for (uint32_t i = 0; i < pr->pr_nclauses; i++) {
		const dt_bpf_prog_t *frag = dtp->dt_stmts[pr->pr_clauses[i]]->st_code;

		for (uint32_t j = 0; j < frag->bp_ninsns; j++) {
			const struct bpf_insn *in = &frag->bp_insns[j];

			if (in->code == (BPF_JMP | BPF_CALL) && in->src_reg == 0 &&
			    in->imm == BPF_FUNC_d_path)
				return 1;
		}
	}
	return 0;
}

/* Count the enabling's fbt probes once (progspec is asked for each). */
static void dt_fbt_plan(dtrace_hdl_t *dtp, dt_provider_t *pv, dt_fbt_t *fb)
{
	if (fb->fb_planned)
		return;
	fb->fb_planned = 1;
	for (uint32_t id = 1; id <= dtp->dt_nprobes; id++) {
		const dt_probe_t *pr = dtp->dt_probes[id];

		if (pr != NULL && pr->pr_prov == pv && pr->pr_nclauses > 0)
			fb->fb_nenabled++;
	}
}

/*
 * Can a BPF trampoline call fentry/fexit programs at this function?  Not
 * with variable arguments, a parameter passed on the stack (a struct over
 * 16 bytes), more argument registers than the trampoline saves, or a
 * struct returned by value (the kernel refuses to load such programs).
 */
static int dt_fbt_trampolinable(const struct btf *btf, uint32_t id, const char **why)
{
	const struct btf_type *t = btf__type_by_id(btf, btf__type_by_id(btf, id)->type);
	const struct btf_param *p = btf_params(t);
	int vlen = btf_vlen(t), slots = 0;

	for (int i = 0; i < vlen; i++) {
		long size = p[i].type == 0 ? -1 : btf__resolve_size(btf, p[i].type);

		if (size <= 0 || size > 16) {
			*why = p[i].type == 0 ? "the function has variable arguments" :
			       "a parameter of the function is passed on the stack";
			return 0;
		}
		slots += (int)((size + 7) / 8);
	}
	if (slots > DT_FBT_TRAMP_SLOTS) {
		*why = "the function has more parameters than BPF trampolines pass";
		return 0;
	}
	if (t->type != 0 && btf__resolve_size(btf, t->type) > 8) {
		*why = "the function returns a struct";
		return 0;
	}
	return 1;
}

/*
 * How the probe is loaded (see the top of the file), and for fentry the
 * function's BTF id in *id; -1 + message if it cannot be.  A wide
 * enabling on a kernel with kprobes needs no BTF, nor the fentry test.
 */
static int dt_fbt_choose(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_fbt_t *fb, uint32_t *id)
{
	const char *kpwhy, *fewhy = "the function has no BTF";
	int d_path = dt_fbt_wants_d_path(dtp, pr);
	int kprobe = dt_kfeature(dtp, DT_KF_KPROBE, &kpwhy);
	int fentry = 0;
	struct btf *btf;

	if (kprobe && !d_path && fb->fb_nenabled > DT_FBT_FENTRY_MAX)
		return dt_kfeature(dtp, DT_KF_KPROBE_MULTI, NULL) ? DT_FBT_KMULTI : DT_FBT_KPROBE;
	if (dt_fbt_btf(dtp, pr, &btf, id) == 0 && dt_fbt_trampolinable(btf, *id, &fewhy))
		fentry = dt_kfeature(dtp, DT_KF_FENTRY, &fewhy);
	if (fentry)
		return DT_FBT_FENTRY;
	if (d_path)
		return dt_set_errmsg(dtp, D_NONE, "d_path( ) in a clause of fbt:%s:%s:%s needs "
				     "an fentry program: %s", pr->pr_mod, pr->pr_func, pr->pr_name,
				     fewhy);
	if (kprobe)
		return dt_kfeature(dtp, DT_KF_KPROBE_MULTI, NULL) ? DT_FBT_KMULTI : DT_FBT_KPROBE;
	return dt_set_errmsg(dtp, D_NONE, "probe fbt:%s:%s:%s cannot be used: %s; %s",
			     pr->pr_mod, pr->pr_func, pr->pr_name, kpwhy, fewhy);
}

static int dt_fbt_progspec(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, dt_progspec_t *ps)
{
	dt_fbt_t *fb = dt_fbt_state(dtp, pr->pr_prov);
	uint32_t id = 0;
	int mode, fd;

	(void)uses;
	if (fb == NULL)
		return -1;
	dt_fbt_plan(dtp, pr->pr_prov, fb);
	mode = dt_fbt_choose(dtp, pr, fb, &id);
	if (mode < 0)
		return -1;
	pr->pr_data = (pr->pr_data & DT_FBT_RETURN) | (uint64_t)mode << 8;
	switch (mode) {
	case DT_FBT_FENTRY:
		fd = dt_btf_mods_fd(dtp, fb->fb_mods, pr->pr_mod);
		if (fd < 0)
			return -1;
		ps->ps_type = BPF_PROG_TYPE_TRACING;
		ps->ps_attach = dt_fbt_is_return(pr) ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY;
		ps->ps_btf_id = id;
		ps->ps_btf_fd = fd;
		return 0;
	case DT_FBT_KMULTI:
		ps->ps_attach = BPF_TRACE_KPROBE_MULTI;
		/* fall through */
	default:
		ps->ps_type = BPF_PROG_TYPE_KPROBE;
		/* entry and return probes fetch their arguments differently */
		ps->ps_share = dt_fbt_is_return(pr);
		return 0;
	}
}

/* mstate->prid: a constant for one probe, else (u32)bpf_get_attach_cookie(ctx). */
static void dt_fbt_prid(dt_tramp_t *tr)
{
	if (tr->tr_nprobes == 1)
		dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid),
						   tr->tr_probes[0]->pr_id));
	else
		dt_tramp_prid(tr->tr_prog);
}

/* argv[i] = 0 for every slot the clauses read in mask. */
static void dt_fbt_clear(dt_tramp_t *tr, uint32_t mask)
{
	for (int i = 0; i < DT_MAX_ARGS; i++) {
		if (tr->tr_uses & mask & (1u << i))
			dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_DW, BPF_REG_7, DT_ARGV(i), 0));
	}
}

/* if (clauses read arg0) argv[0] = -1: the returning instruction is unknown */
static void dt_fbt_ret_offset(dt_tramp_t *tr)
{
	if (tr->tr_uses & 1)
		dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_DW, BPF_REG_7, DT_ARGV(0), -1));
}

/* fexit: argv[1] = ((u64 *)ctx)[nslots], the return value; arg0 -1. */
static void dt_fbt_tramp_fexit(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;
	const dt_argdesc_t *argv;
	int argc = dt_probe_args(dtp, tr->tr_probes[0], &argv);

	if (argc < 0) {
		tr->tr_failed = 1;
		return;
	}
	dt_fbt_ret_offset(tr);
	dt_fbt_clear(tr, ~3u);
	if (!(tr->tr_uses & 2))
		return;
	if (argc < 2 || argv[1].ad_loc != DT_ARGLOC_CTX) {
		dt_fbt_clear(tr, 2);	/* a void function */
		return;
	}
	dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, 8 * argv[1].ad_off));
	dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, DT_ARGV(1), BPF_REG_1));
}

/* kretprobe: argv[1] = regs->ax (the return value register); arg0 -1. */
static void dt_fbt_tramp_kretprobe(dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;

	dt_fbt_ret_offset(tr);
	dt_fbt_clear(tr, ~3u);
	if (!(tr->tr_uses & 2))
		return;
	dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, DT_ABI_RETREG));
	dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, DT_ARGV(1), BPF_REG_1));
}

/*
 * The slot argument i is in for every probe of tr: its descriptor's when
 * the probes agree (a by-value struct shifts the slots of the parameters
 * after it), else slot i, the register as such.
 */
static int dt_fbt_slot(dtrace_hdl_t *dtp, dt_tramp_t *tr, int i)
{
	int slot = -1;

	for (uint32_t p = 0; p < tr->tr_nprobes; p++) {
		const dt_argdesc_t *argv;
		int argc = dt_probe_args(dtp, tr->tr_probes[p], &argv), s = i;

		if (argc > i && argv[i].ad_loc == DT_ARGLOC_CTX)
			s = argv[i].ad_off;
		if (slot >= 0 && s != slot)
			return i;
		slot = s;
	}
	return slot < 0 ? i : slot;
}

/* kprobe: argv[i] = the register or stack slot of the argument's slot. */
static void dt_fbt_tramp_kprobe(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;

	for (int i = 0; i < DT_MAX_ARGS; i++) {
		int slot;

		if (!(tr->tr_uses & (1u << i)))
			continue;
		slot = dt_fbt_slot(dtp, tr, i);
		if (slot < DT_ABI_NREGS) {
			/* argv[i] = *(u64 *)((char *)regs + reg[slot]) */
			dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, dt_abi_argregs[slot]));
			dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, DT_ARGV(i), BPF_REG_1));
			continue;
		}
		/* bpf_probe_read_kernel(&argv[i], 8, regs->sp + STACK0 + 8 * (slot - nregs)) */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_3, BPF_REG_6, DT_ABI_SP));
		dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3,
					  DT_ABI_STACK0 + 8 * (slot - DT_ABI_NREGS)));
		dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_7));
		dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_ARGV(i)));
		dt_emit(dp, BPF_MOV_IMM(BPF_REG_2, 8));
		dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	}
}

static void dt_fbt_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	const dt_probe_t *pr = tr->tr_probes[0];
	int ret = dt_fbt_is_return(pr), tracing = tr->tr_spec->ps_type == BPF_PROG_TYPE_TRACING;
	int kskip = tracing ? DT_FBT_KSKIP_TRAMP : ret ? 0 : DT_FBT_KSKIP_KPROBE;

	assert(!tracing || tr->tr_nprobes == 1);
	/* no clause reads the machine state (`@ = count();`): nothing to fill, no r7 */
	if (!(tr->tr_uses & DT_TRAMP_USES_MSTATE))
		return;
	dt_fbt_prid(tr);
	/* mstate->kskip = the frames before the probed function's caller */
	if (kskip != 0)
		dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, kskip),
						   kskip));
	if (tr->tr_uses & DT_TRAMP_USES_ERRNO)
		dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7,
						   offsetof(dt_mstate_t, syserrno), 0));
	if (tracing) {
		if (ret)
			dt_fbt_tramp_fexit(dtp, tr);
		else if (dt_tramp_args(dtp, tr) != 0)
			tr->tr_failed = 1;
	} else if (ret) {
		dt_fbt_tramp_kretprobe(tr);
	} else {
		dt_fbt_tramp_kprobe(dtp, tr);
	}
}

/* The message, with errno left as err for the caller. */
static int dt_fbt_attach_error(dtrace_hdl_t *dtp, const dt_probe_t *pr, const char *how, int err)
{
	const char *hint = err == ENOENT || err == EINVAL || err == EBUSY ||
			   err == EOPNOTSUPP || err == EPERM ?
			   " (not traceable: notrace, inlined, or reserved to the kernel)" : "";

	dt_set_errmsg(dtp, D_NONE, "cannot attach to probe fbt:%s:%s:%s (%s): %s%s",
		      pr->pr_mod, pr->pr_func, pr->pr_name, how, strerror(err), hint);
	errno = err;
	return -1;
}

/* The kprobe PMU's perf type and return-probe bit, read once. */
static int dt_fbt_kprobe_pmu(dtrace_hdl_t *dtp, dt_fbt_t *fb)
{
	char buf[64];
	FILE *fp;

	if (fb->fb_kptype >= 0)
		return 0;
	fp = fopen(DT_KPROBE_PMU_DIR "/type", "re");
	if (fp == NULL || fscanf(fp, "%d", &fb->fb_kptype) != 1) {
		if (fp != NULL)
			fclose(fp);
		fb->fb_kptype = -1;
		return dt_set_errmsg(dtp, D_NONE, "cannot read %s/type", DT_KPROBE_PMU_DIR);
	}
	fclose(fp);
	fb->fb_kpret = 0;
	fp = fopen(DT_KPROBE_PMU_DIR "/format/retprobe", "re");
	if (fp != NULL) {
		if (fgets(buf, sizeof(buf), fp) != NULL && strncmp(buf, "config:", 7) == 0)
			fb->fb_kpret = atoi(buf + 7);
		fclose(fp);
	}
	return 0;
}

/* A kprobe (or kretprobe) perf event on the function, linked with the probe id as cookie. */
static int dt_fbt_attach_kprobe(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	dt_fbt_t *fb = pr->pr_prov->pv_data;
	struct perf_event_attr attr;
	int *cpus, fd;

	if (dt_fbt_kprobe_pmu(dtp, fb) != 0)
		return -1;
	if (fb->fb_cpu < 0) {
		if (dt_online_cpus(dtp, &cpus) < 0)
			return -1;
		fb->fb_cpu = cpus[0];
		free(cpus);
	}
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = fb->fb_kptype;
	attr.config = dt_fbt_is_return(pr) ? 1ull << fb->fb_kpret : 0;
	attr.config1 = (uintptr_t)pr->pr_func;	/* kprobe_func */
	attr.config2 = 0;			/* probe_offset */
	attr.sample_period = 1;
	/* one CPU is enough: the program runs wherever the kprobe fires */
	fd = dt_perf_event_open(&attr, -1, fb->fb_cpu);
	if (fd < 0)
		return dt_fbt_attach_error(dtp, pr, dt_fbt_is_return(pr) ? "kretprobe" : "kprobe",
					   errno);
	return dt_attach_perf_event(dtp, pr, prog_fd, fd);
}

static int dt_fbt_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	int fd;

	if (DT_FBT_MODE(pr) != DT_FBT_FENTRY)
		return dt_fbt_attach_kprobe(dtp, pr, prog_fd);
	/* the program's BTF id names the function */
	fd = bpf_raw_tracepoint_open(NULL, prog_fd);
	if (fd < 0)
		return dt_fbt_attach_error(dtp, pr, dt_fbt_is_return(pr) ? "fexit" : "fentry", errno);
	return dt_attach_keep_fd(dtp, pr, fd);
}

/*
 * kprobe.multi: one link for the whole group, each function with its
 * probe id as cookie; kept on the first probe.
 */
static int dt_fbt_attach_multi(dtrace_hdl_t *dtp, dt_probe_t **prs, uint32_t n, int prog_fd)
{
	const char **syms = calloc(n, sizeof(char *));
	uint64_t *cookies = calloc(n, sizeof(uint64_t));
	LIBBPF_OPTS(bpf_link_create_opts, opts);
	int fd, err;

	if (syms == NULL || cookies == NULL) {
		free(syms);
		free(cookies);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	for (uint32_t i = 0; i < n; i++) {
		syms[i] = prs[i]->pr_func;
		cookies[i] = prs[i]->pr_id;
	}
	opts.kprobe_multi.syms = syms;
	opts.kprobe_multi.cookies = (const __u64 *)cookies;
	opts.kprobe_multi.cnt = n;
	opts.kprobe_multi.flags = dt_fbt_is_return(prs[0]) ? BPF_F_KPROBE_MULTI_RETURN : 0;
	fd = bpf_link_create(prog_fd, 0, BPF_TRACE_KPROBE_MULTI, &opts);
	err = errno;
	free(syms);
	free(cookies);
	if (fd < 0)
		return dt_fbt_attach_error(dtp, prs[0], "kprobe.multi", err);
	return dt_attach_keep_fd(dtp, prs[0], fd);
}

/*
 * Each kprobe takes two descriptors (perf event and link): a glob over a
 * thousand functions needs more than the usual soft limit of 1024, so
 * it is raised as far as the hard limit allows.
 */
static void dt_fbt_nofile(uint32_t n)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY ||
	    rl.rlim_cur >= rl.rlim_max || rl.rlim_cur > 256 + 2 * (rlim_t)n * 2)
		return;
	rl.rlim_cur = rl.rlim_max;
	setrlimit(RLIMIT_NOFILE, &rl);
}

/*
 * Functions the kernel refuses to put a kprobe on although ftrace lists
 * them: its kprobe blacklist (NMI handlers, the kprobe code itself...)
 * says EINVAL, a symbol whose name kallsyms resolves elsewhere (a static
 * function of the same name in another file, xfrm_hash_resize)
 * EADDRNOTAVAIL or EILSEQ, a symbol gone since the list was read ENOENT.
 */
static int dt_fbt_refused(int err)
{
	return err == EINVAL || err == ENOENT || err == EOPNOTSUPP || err == EADDRNOTAVAIL ||
	       err == EILSEQ || err == EBUSY;
}

/*
 * Each probe of the group.  In a wide enabling (a glob) a function the
 * kernel refuses to kprobe is left out, with one line saying how many and
 * which first, as bpftrace leaves out its kprobe blacklist; alone, it is
 * an error.
 */
static int dt_fbt_attach_group(dtrace_hdl_t *dtp, dt_probe_t **prs, uint32_t n, uint32_t gid,
			       int prog_fd)
{
	const dt_probe_t *first = NULL;
	uint32_t left = 0;

	(void)gid;
	if (DT_FBT_MODE(prs[0]) == DT_FBT_KMULTI)
		return dt_fbt_attach_multi(dtp, prs, n, prog_fd);
	dt_fbt_nofile(n);
	for (uint32_t i = 0; i < n; i++) {
		if (dt_fbt_attach(dtp, prs[i], prog_fd) == 0)
			continue;
		if (n == 1 || DT_FBT_MODE(prs[i]) != DT_FBT_KPROBE || !dt_fbt_refused(errno))
			return -1;
		if (left++ == 0)
			first = prs[i];
	}
	if (left > 0)
		dt_report(dtp, DTRACE_REPORT_INFO, "dtrace: %u of %u fbt probes left out: the kernel "
			  "refuses kprobes on their functions (first: fbt:%s:%s:%s)", left, n,
			  first->pr_mod, first->pr_func, first->pr_name);
	return 0;
}

static void dt_fbt_provider_destroy(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_fbt_t *fb = pv->pv_data;

	(void)dtp;
	if (fb == NULL)
		return;
	dt_btf_mods_destroy(fb->fb_mods);
	free(fb->fb_text);
	free(fb->fb_funcs);
	free(fb->fb_fmods);
	free(fb);
	pv->pv_data = NULL;
}

const dt_provimpl_t dt_prov_fbt = {
	.name = "fbt",
	/* illumos' fbt: private names and data, ISA-dependent arguments */
	.attr_desc = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.attr_args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.populate = dt_fbt_populate,
	.may_match = dt_fbt_may_match,
	.probe_args = dt_fbt_probe_args,
	.progspec = dt_fbt_progspec,
	.trampoline = dt_fbt_trampoline,
	.attach = dt_fbt_attach,
	.attach_group = dt_fbt_attach_group,
	.detach = dt_detach_fds,
	/*
	 * a kprobe's removal is serialised in the kernel (kprobe_mutex, perf's
	 * event_mutex): a few threads overlap what it does outside them, more
	 * only contend (doc/fbt.md: 8 threads on 2 CPUs 5.4 s, 64 6.7 s)
	 */
	.detach_per_cpu = 4,
	.provider_destroy = dt_fbt_provider_destroy,
	.unavailable = dt_fbt_unavailable,
};
