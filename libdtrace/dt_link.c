/*
 * The linker (DESIGN.md, step 6: "Link").
 *
 * A generated program (a trampoline with its clauses) refers to support
 * functions by name (DT_RELOC_CALL) and to maps and link-time constants
 * through ld_imm64 relocations.  dt_link() appends the support functions the
 * program reaches (by a call, or by taking a bpf_loop callback's address,
 * DT_RELOC_FUNC), in the order it first reaches them, each once, as BPF
 * subprograms after the main program; only those are loaded, which keeps
 * verification short.  The functions are copied through the emitters of
 * dt_bpfprog.c, so their relocations become the program's own and are
 * resolved like those of generated code.
 *
 * The support object does not know whether an extern symbol is a map or a
 * constant (both are just addresses to clang): its loads are recorded as
 * DT_RELOC_CONST, and here a name the resolver knows as a map wins.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "dt_link.h"

/* A function already in the program. */
typedef struct dt_linked {
	const char *lf_name;		/* borrowed from the program's labels */
	uint32_t lf_start;
} dt_linked_t;

typedef struct dt_linkctx {
	dt_bpfobj_t *lc_obj;
	dt_bpf_prog_t *lc_prog;
	const dt_link_resolver_t *lc_res;
	char *lc_err;
	size_t lc_errlen;
	dt_linked_t *lc_funcs;
	uint32_t lc_nfuncs, lc_fcap;
} dt_linkctx_t;

static int dt_link_err(dt_linkctx_t *lc, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int dt_link_err(dt_linkctx_t *lc, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(lc->lc_err, lc->lc_errlen, fmt, ap);
	va_end(ap);
	return -1;
}

static int dt_link_map_fd(dt_linkctx_t *lc, const char *name)
{
	if (lc->lc_res == NULL || lc->lc_res->map_fd == NULL)
		return -1;
	return lc->lc_res->map_fd(lc->lc_res->arg, name);
}

static int dt_link_const(dt_linkctx_t *lc, const char *name, int64_t *val)
{
	if (lc->lc_res == NULL || lc->lc_res->constant == NULL)
		return -1;
	return lc->lc_res->constant(lc->lc_res->arg, name, val);
}

/* Patch the ld_imm64 of relocation ri; from_obj: a support object extern. */
static int dt_link_data(dt_linkctx_t *lc, uint32_t ri, int from_obj)
{
	dt_bpf_prog_t *prog = lc->lc_prog;
	dt_reloc_t *r = &prog->bp_relocs[ri];
	struct bpf_insn *ip = &prog->bp_insns[r->ir_insn];
	int64_t val;
	int fd;

	if (r->ir_insn + 1 >= prog->bp_ninsns ||
	    ip->code != (BPF_LD | BPF_DW | BPF_IMM))
		return dt_link_err(lc, "relocation for %s at instruction %u is "
				   "not on an ld_imm64", r->ir_sym, r->ir_insn);
	if (from_obj && r->ir_kind == DT_RELOC_CONST &&
	    dt_link_map_fd(lc, r->ir_sym) >= 0) {
		if (r->ir_addend != 0)
			return dt_link_err(lc, "relocation for map %s with "
					   "offset %lld", r->ir_sym,
					   (long long)r->ir_addend);
		r->ir_kind = DT_RELOC_MAP;
	}

	switch (r->ir_kind) {
	case DT_RELOC_MAP:
	case DT_RELOC_MAPVAL:
		fd = dt_link_map_fd(lc, r->ir_sym);
		if (fd < 0)
			return dt_link_err(lc, "relocation for unknown map %s",
					   r->ir_sym);
		if (r->ir_kind == DT_RELOC_MAP) {
			ip[0].src_reg = BPF_PSEUDO_MAP_FD;
			ip[1].imm = 0;
		} else if (r->ir_addend < 0 || r->ir_addend > UINT32_MAX) {
			return dt_link_err(lc, "relocation for map %s with "
					   "offset %lld out of range", r->ir_sym,
					   (long long)r->ir_addend);
		} else {
			ip[0].src_reg = BPF_PSEUDO_MAP_VALUE;
			ip[1].imm = (int32_t)(uint32_t)r->ir_addend;
		}
		ip[0].imm = fd;
		return 0;
	case DT_RELOC_CONST:
		if (dt_link_const(lc, r->ir_sym, &val) < 0)
			return dt_link_err(lc, "relocation for unknown %s %s",
					   from_obj ? "symbol" : "constant",
					   r->ir_sym);
		val = (int64_t)((uint64_t)val + (uint64_t)r->ir_addend);
		ip[0].src_reg = 0;
		ip[0].imm = (int32_t)(uint32_t)val;
		ip[1].imm = (int32_t)(uint32_t)((uint64_t)val >> 32);
		return 0;
	default:
		return dt_link_err(lc, "relocation of unknown kind %d for %s",
				   r->ir_kind, r->ir_sym);
	}
}

/* Resolve the data relocations in [first, end). */
static int dt_link_data_range(dt_linkctx_t *lc, uint32_t first, uint32_t end,
			      int from_obj)
{
	uint32_t i;

	for (i = first; i < end; i++) {
		if (lc->lc_prog->bp_relocs[i].ir_kind == DT_RELOC_CALL ||
		    lc->lc_prog->bp_relocs[i].ir_kind == DT_RELOC_FUNC)
			continue;
		if (dt_link_data(lc, i, from_obj) < 0)
			return -1;
	}
	return 0;
}

/*
 * Append a function (code and relocations) to the program, through the
 * emitters so that its relocations are recorded like generated ones.
 * labels, if not NULL, names some of its instructions.
 */
static int dt_link_append(dt_linkctx_t *lc, const char *name,
			  const struct bpf_insn *insns, uint32_t ninsns,
			  const dt_reloc_t *relocs, uint32_t nrelocs,
			  char *const *labels, int from_obj)
{
	dt_bpf_prog_t *prog = lc->lc_prog;
	uint32_t start = prog->bp_ninsns, first = prog->bp_nrelocs;
	int32_t *relat = malloc((ninsns + 1) * sizeof(int32_t));
	uint32_t i;

	if (relat == NULL)
		return dt_link_err(lc, "out of memory");
	for (i = 0; i < ninsns; i++)
		relat[i] = -1;
	for (i = 0; i < nrelocs; i++) {
		uint32_t at = relocs[i].ir_insn;

		if (at >= ninsns || relat[at] >= 0 ||
		    (relocs[i].ir_kind != DT_RELOC_CALL && at + 1 >= ninsns)) {
			free(relat);
			return dt_link_err(lc, "function %s: bad relocation for %s",
					   name, relocs[i].ir_sym);
		}
		relat[at] = i;
	}

	for (i = 0; i < ninsns; i++) {
		const dt_reloc_t *r = relat[i] >= 0 ? &relocs[relat[i]] : NULL;

		if (labels != NULL && labels[i] != NULL)
			dt_prog_set_label_name(prog, start + i, labels[i]);
		if (r == NULL)
			dt_emit(prog, insns[i]);
		else if (r->ir_kind == DT_RELOC_CALL)
			dt_emit_call_func(prog, r->ir_sym);
		else {
			dt_emit_reloc(prog, insns[i].dst_reg, r->ir_kind,
				      r->ir_sym, r->ir_addend);
			i++;
		}
	}
	free(relat);
	dt_prog_set_label_name(prog, start, name);
	if (prog->bp_nomem)
		return dt_link_err(lc, "out of memory");
	if (dt_link_data_range(lc, first, prog->bp_nrelocs, from_obj) < 0)
		return -1;
	return start;
}

static int dt_link_remember(dt_linkctx_t *lc, uint32_t start)
{
	if (lc->lc_nfuncs == lc->lc_fcap) {
		uint32_t ncap = lc->lc_fcap ? lc->lc_fcap * 2 : 16;
		dt_linked_t *p = realloc(lc->lc_funcs, ncap * sizeof(*p));

		if (p == NULL)
			return dt_link_err(lc, "out of memory");
		lc->lc_funcs = p;
		lc->lc_fcap = ncap;
	}
	lc->lc_funcs[lc->lc_nfuncs].lf_name = lc->lc_prog->bp_labels[start];
	lc->lc_funcs[lc->lc_nfuncs++].lf_start = start;
	return 0;
}

/* The first instruction of function name in the program, appended if need be. */
static int dt_link_func(dt_linkctx_t *lc, const char *name)
{
	dt_bpf_prog_t *prog = lc->lc_prog;
	const dt_bpffunc_t *bf = lc->lc_obj ? dt_bpfobj_func(lc->lc_obj, name) : NULL;
	const dt_bpf_prog_t *fp = NULL;
	uint32_t i;
	int start;

	for (i = 0; i < lc->lc_nfuncs; i++) {
		if (strcmp(lc->lc_funcs[i].lf_name, name) == 0)
			return lc->lc_funcs[i].lf_start;
	}
	/* Linked by an earlier dt_link() of the same program. */
	for (i = 0; i < prog->bp_ninsns; i++) {
		if (prog->bp_labels[i] != NULL &&
		    strcmp(prog->bp_labels[i], name) == 0)
			break;
	}
	if (i < prog->bp_ninsns)
		start = i;
	else if (bf != NULL)
		start = dt_link_append(lc, name, bf->bf_insns, bf->bf_ninsns,
				       bf->bf_relocs, bf->bf_nrelocs, NULL, 1);
	else {
		if (lc->lc_res != NULL && lc->lc_res->func != NULL)
			fp = lc->lc_res->func(lc->lc_res->arg, name);
		if (fp == NULL)
			return dt_link_err(lc, "relocation for unknown function %s",
					   name);
		if (fp->bp_nfix != 0 || fp->bp_nomem)
			return dt_link_err(lc, "function %s is not finished", name);
		start = dt_link_append(lc, name, fp->bp_insns, fp->bp_ninsns,
				       fp->bp_relocs, fp->bp_nrelocs,
				       fp->bp_labels, 0);
	}
	if (start < 0 || dt_link_remember(lc, start) < 0)
		return -1;
	return start;
}

int dt_link(dt_bpfobj_t *obj, dt_bpf_prog_t *prog,
	    const dt_link_resolver_t *res, char *err, size_t errlen)
{
	dt_linkctx_t lc = {
		.lc_obj = obj, .lc_prog = prog, .lc_res = res,
		.lc_err = err, .lc_errlen = errlen,
	};
	uint32_t i;
	int rc = -1;

	if (prog->bp_nomem)
		return dt_link_err(&lc, "out of memory building %s", prog->bp_name);
	if (dt_prog_finish(prog) < 0)
		return dt_link_err(&lc, "%s: jump to a label that is not placed "
				   "or out of range", prog->bp_name);
	if (dt_link_data_range(&lc, 0, prog->bp_nrelocs, 0) < 0)
		return -1;

	/* Appending functions adds relocations: the loop sees them too. */
	for (i = 0; i < prog->bp_nrelocs; i++) {
		struct bpf_insn *ip;
		int start;

		if (prog->bp_relocs[i].ir_kind != DT_RELOC_CALL &&
		    prog->bp_relocs[i].ir_kind != DT_RELOC_FUNC)
			continue;
		start = dt_link_func(&lc, prog->bp_relocs[i].ir_sym);
		if (start < 0)
			goto out;
		ip = &prog->bp_insns[prog->bp_relocs[i].ir_insn];
		if (prog->bp_relocs[i].ir_kind == DT_RELOC_FUNC) {
			/* a callback: the kernel's pc-relative function address */
			ip->src_reg = BPF_PSEUDO_FUNC;
			ip->imm = start - ((int)prog->bp_relocs[i].ir_insn + 1);
			continue;
		}
		if (ip->code != (BPF_JMP | BPF_CALL)) {
			dt_link_err(&lc, "relocation for %s at instruction %u is "
				    "not on a call", prog->bp_relocs[i].ir_sym,
				    prog->bp_relocs[i].ir_insn);
			goto out;
		}
		ip->src_reg = BPF_PSEUDO_CALL;
		ip->imm = start - ((int)prog->bp_relocs[i].ir_insn + 1);
	}
	rc = 0;
out:
	free(lc.lc_funcs);
	return rc;
}
