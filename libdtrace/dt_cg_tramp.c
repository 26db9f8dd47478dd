/*
 * Trampolines (DESIGN.md flow, step 6): the BPF program attached to a set of
 * probes that share the same provider and the same clauses.  It finds the
 * per-CPU scratch value, checks that tracing is in the right phase for this
 * probe (BEGIN before everything, END after), lets the provider fill the
 * machine state from its native context, and then runs the clauses'
 * fragments inline, in program order.  A single clause whose predicate
 * needs none of that (`/pid == 1/`) has its predicate run first of all;
 * clauses that read no machine state (`@ = count();`) get neither the
 * scratch lookup nor the filling.
 */
#include <assert.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "dt_cg.h"

static void dt_tramp_state_addr(dt_bpf_prog_t *p, int reg)
{
	dt_emit_reloc(p, reg, DT_RELOC_MAPVAL, "state", 0);
}

/* if (state.activity != want) goto out */
static void dt_tramp_check_activity(dt_bpf_prog_t *p, uint32_t want, int out)
{
	dt_tramp_state_addr(p, 1);
	dt_emit(p, BPF_LOAD(BPF_W, 0, 1, 4 * DT_STATE_ACTIVITY));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, want, 0), out);
}

/* state.activity = to (if it is still 'from'); state.cpukey = this CPU */
static void dt_tramp_set_activity(dt_bpf_prog_t *p, uint32_t from, uint32_t to, int cpukey)
{
	int skip = dt_label_new(p);

	dt_emit(p, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	dt_tramp_state_addr(p, 1);
	dt_emit(p, BPF_STORE(BPF_W, 1, 4 * cpukey, 0));
	dt_emit(p, BPF_LOAD(BPF_W, 0, 1, 4 * DT_STATE_ACTIVITY));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, from, 0), skip);
	dt_emit(p, BPF_STORE_IMM(BPF_W, 1, 4 * DT_STATE_ACTIVITY, to));
	dt_label_place(p, skip);
}

/*
 * Append a finished fragment from its instruction 'first' on (no jump of
 * the rest may lead before it), rebasing its relocations; calls to
 * function 'from' become calls to 'to' (both may be NULL).
 */
static int dt_cg_inline_from(dt_bpf_prog_t *p, const dt_bpf_prog_t *frag, uint32_t first,
			     const char *from, const char *to)
{
	uint32_t base = p->bp_ninsns - first;

	for (uint32_t i = first; i < frag->bp_ninsns; i++)
		dt_emit(p, frag->bp_insns[i]);
	if (p->bp_nomem)
		return -1;
	dt_prog_set_label_name(p, base + first, frag->bp_name);
	for (uint32_t i = 0; i < frag->bp_nrelocs; i++) {
		const dt_reloc_t *r = &frag->bp_relocs[i];
		const char *sym = r->ir_sym;

		assert(r->ir_insn >= first);
		if (from != NULL && r->ir_kind == DT_RELOC_CALL && strcmp(sym, from) == 0)
			sym = to;
		if (dt_prog_add_reloc(p, base + r->ir_insn, r->ir_kind, sym, r->ir_addend) != 0)
			return -1;
	}
	return 0;
}

int dt_cg_inline(dt_bpf_prog_t *p, const dt_bpf_prog_t *frag, const char *from, const char *to)
{
	return dt_cg_inline_from(p, frag, 0, from, to);
}

/*
 * The clause whose predicate the trampoline runs first, or NULL: the only
 * clause, if its predicate can run early (dt_stmt_t.st_pred).  Not for
 * BEGIN and END, whose trampolines end by moving the tracing phase on
 * whatever their predicates say.
 */
static const dt_stmt_t *dt_tramp_early_pred(dtrace_hdl_t *dtp, const dt_probe_t *prp)
{
	const dt_stmt_t *st;

	if (prp->pr_nclauses != 1 || prp->pr_id == DT_PRID_BEGIN || prp->pr_id == DT_PRID_END)
		return NULL;
	st = dtp->dt_stmts[prp->pr_clauses[0]];
	return st->st_pred != NULL ? st : NULL;
}

/* r7 = this CPU's scratch value (jump to out if there is none). */
void dt_cg_scratch(dt_bpf_prog_t *p, int out)
{
	int percpu = dt_label_new(p);

	/* key 0 of a per-CPU array, or this CPU's key (bpf_support.h, dt_mem_key) */
	dt_emit(p, BPF_STORE_IMM(BPF_W, BPF_REG_FP, DT_CG_KEY_SLOT, 0));
	dt_emit_reloc(p, 1, DT_RELOC_CONST, "MEM_CPUKEY", 0);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 1, 0, 0), percpu);
	dt_emit(p, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	dt_emit(p, BPF_STORE(BPF_W, BPF_REG_FP, DT_CG_KEY_SLOT, 0));
	dt_label_place(p, percpu);
	dt_emit_reloc(p, 1, DT_RELOC_MAP, "mem", 0);
	dt_emit(p, BPF_MOV_REG(2, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 2, DT_CG_KEY_SLOT));
	dt_emit(p, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), out);
	dt_emit(p, BPF_MOV_REG(7, 0));
}

/*
 * strtok(NULL, ...) goes on only in a string given to strtok() in the same
 * firing (illumos keeps it in the machine state): no string yet.
 */
static void dt_tramp_strtok_reset(dtrace_hdl_t *dtp, dt_bpf_prog_t *p)
{
	uint32_t strsz = dt_mem_strsz(dtp);
	uint32_t pos = dt_mem_strtok(dtp) + ((strsz + 7) & ~7u);

	/* *(uint64_t *)(r7 + pos) = DT_STRTOK_NONE (an offset beyond 16 bits) */
	dt_emit(p, BPF_MOV_REG(1, 7));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 1, pos));
	dt_emit(p, BPF_STORE_IMM(BPF_DW, 1, 0, (int32_t)DT_STRTOK_NONE));
}

/* Does the instruction name r7? */
static int dt_insn_r7(const struct bpf_insn *in)
{
	return in->src_reg == BPF_REG_7 || in->dst_reg == BPF_REG_7;
}

/*
 * What the clauses read of the argument slots and errno of the machine
 * state, found in their code: every read of the machine state is a load
 * through r7 (arg0-9, args[N], translators and inlines over them alike),
 * so the provider fills only those slots.  ERROR's clauses do not count:
 * dt_error() gives them their own arguments.  DT_TRAMP_USES_MSTATE if
 * they need the scratch value at all: they name r7 (records, strings,
 * keys, prid...), or call a function (dt_error reads the prid the
 * trampoline stored; support functions may look the scratch value up
 * themselves).  `@ = count();` needs none of it.
 */
uint32_t dt_cg_tramp_uses(dtrace_hdl_t *dtp, const dt_probe_t *prp)
{
	const int argv = offsetof(dt_mstate_t, argv), syserrno = offsetof(dt_mstate_t, syserrno);
	uint32_t uses = 0;

	for (uint32_t i = 0; i < prp->pr_nclauses; i++) {
		const dt_bpf_prog_t *frag = dtp->dt_stmts[prp->pr_clauses[i]]->st_code;

		for (uint32_t j = 0; j < frag->bp_nrelocs; j++) {
			if (frag->bp_relocs[j].ir_kind != DT_RELOC_CALL)
				continue;
			uses |= DT_TRAMP_USES_MSTATE;
			if (strcmp(frag->bp_relocs[j].ir_sym, "dt_strtok") == 0)
				uses |= DT_TRAMP_USES_STRTOK;
		}
		for (uint32_t j = 0; j < frag->bp_ninsns; j++) {
			const struct bpf_insn *in = &frag->bp_insns[j];

			if (dt_insn_r7(in))
				uses |= DT_TRAMP_USES_MSTATE;
			if (BPF_CLASS(in->code) != BPF_LDX || in->src_reg != BPF_REG_7)
				continue;
			if (in->off >= argv && in->off < argv + 8 * DT_MAX_ARGS)
				uses |= 1u << ((in->off - argv) / 8);
			else if (in->off == syserrno)
				uses |= DT_TRAMP_USES_ERRNO;
			else if (in->off == (int)offsetof(dt_mstate_t, about))
				uses |= DT_TRAMP_USES_ABOUT;
		}
	}
	return uses;
}

/* Does the code from instruction 'first' on name r7? */
static int dt_prog_uses_r7(const dt_bpf_prog_t *p, uint32_t first)
{
	for (uint32_t i = first; i < p->bp_ninsns; i++) {
		if (dt_insn_r7(&p->bp_insns[i]))
			return 1;
	}
	return 0;
}

/*
 * Build the program; with tr->tr_uses lacking DT_TRAMP_USES_MSTATE, without
 * the scratch lookup, unless the provider's trampoline names r7 all the
 * same: *again is then set and NULL returned.
 */
static dt_bpf_prog_t *dt_cg_tramp_build(dtrace_hdl_t *dtp, dt_tramp_t *tr, const char *name,
					int *again)
{
	const dt_probe_t *prp = tr->tr_probes[0];
	const dt_provimpl_t *impl = prp->pr_prov->pv_impl;
	dt_bpf_prog_t *p = dt_prog_create(name);
	int out, held, nested, is_begin = prp->pr_id == DT_PRID_BEGIN, is_end = prp->pr_id == DT_PRID_END;
	int mstate = (tr->tr_uses & DT_TRAMP_USES_MSTATE) != 0;
	uint32_t want = is_begin ? DT_ACTIVITY_INACTIVE :
			is_end ? DT_ACTIVITY_DRAINING : DT_ACTIVITY_ACTIVE;
	uint32_t provider;
	const dt_stmt_t *early;

	if (p == NULL)
		return NULL;
	out = dt_label_new(p);
	held = dt_label_new(p);
	nested = dt_label_new(p);
	early = dt_tramp_early_pred(dtp, prp);
	/* r6 = context; r7 = this CPU's scratch value */
	dt_emit(p, BPF_MOV_REG(6, 1));
	/* r7 = 0: no scratch value held yet (out releases a held one) */
	if (mstate)
		dt_emit(p, BPF_MOV_IMM(7, 0));
	/* if (!pred) return 0: a false predicate fills nothing */
	if (early != NULL && dt_cg_inline(p, early->st_pred, NULL, NULL) != 0)
		goto fail;
	/* no clause reads the machine state: no lookup (a helper call), nothing to fill */
	if (mstate) {
		dt_cg_scratch(p, out);
		/*
		 * if (mstate->busy) goto nested (an interrupted firing on
		 * this CPU uses it: this one is dropped); mstate->busy = 1
		 */
		dt_emit(p, BPF_LOAD(BPF_W, 0, 7, offsetof(dt_mstate_t, busy)));
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), nested);
		dt_emit(p, BPF_STORE_IMM(BPF_W, 7, offsetof(dt_mstate_t, busy), 1));
	}
	/* the phase check comes first: nothing is done for probes that may not fire */
	dt_tramp_check_activity(p, want, out);
	tr->tr_prog = p;
	tr->tr_out = out;
	tr->tr_failed = 0;
	/* mstate->kskip = 0: no frame before the caller, unless the provider says so */
	if (mstate)
		dt_emit(p, BPF_STORE_IMM(BPF_W, 7, offsetof(dt_mstate_t, kskip), 0));
	if (tr->tr_uses & DT_TRAMP_USES_STRTOK)
		dt_tramp_strtok_reset(dtp, p);
	provider = p->bp_ninsns;
	impl->trampoline(dtp, tr);
	if (tr->tr_failed)
		goto fail;
	if (mstate && (tr->tr_uses & DT_TRAMP_USES_ABOUT)) {
		/* mstate->about = the current task: the provider stored none (dt_cg_about.c) */
		dt_emit(p, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
		dt_emit(p, BPF_STORE(BPF_DW, 7, offsetof(dt_mstate_t, about), 0));
	}
	if (!mstate && dt_prog_uses_r7(p, provider)) {
		*again = 1;
		goto fail;
	}
	for (uint32_t i = 0; i < prp->pr_nclauses; i++) {
		dt_stmt_t *st = dtp->dt_stmts[prp->pr_clauses[i]];

		/* past the predicate run already */
		if (dt_cg_inline_from(p, st->st_code, st == early ? st->st_body : 0, NULL, NULL) != 0)
			goto fail;
		/* exit() ends this firing: later clauses do not run */
		if (st->st_exits && !is_end)
			dt_tramp_check_activity(p, want, out);
	}
	if (is_begin)
		dt_tramp_set_activity(p, DT_ACTIVITY_INACTIVE, DT_ACTIVITY_ACTIVE, DT_STATE_BEGIN_CPU);
	if (is_end)
		dt_tramp_set_activity(p, DT_ACTIVITY_DRAINING, DT_ACTIVITY_STOPPED, DT_STATE_END_CPU);
	if (!mstate)
		return dt_prog_end_return0(p, out);
	/* out: if (r7 != NULL) mstate->busy = 0 (released); goto held */
	dt_label_place(p, out);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 7, 0, 0), held);
	dt_emit(p, BPF_STORE_IMM(BPF_W, 7, offsetof(dt_mstate_t, busy), 0));
	dt_emit_jmp(p, BPF_GOTO(0), held);
	/* nested: state[DT_STATE_NESTDROPS]++ (atomically); held: return 0 */
	dt_label_place(p, nested);
	dt_tramp_state_addr(p, 1);
	dt_emit(p, BPF_MOV_IMM(2, 1));
	dt_emit(p, BPF_XADD_REG(BPF_W, 1, 4 * DT_STATE_NESTDROPS, 2));
	return dt_prog_end_return0(p, held);
fail:
	dt_prog_destroy(p);
	tr->tr_prog = NULL;
	return NULL;
}

/*
 * The program for tr's probes (at least one; all have the clauses of the
 * first).  The provider's trampoline sees tr: with one probe its id is a
 * constant, and what it may read from the context can depend on every
 * probe the program will be attached to.
 */
dt_bpf_prog_t *dt_cg_tramp(dtrace_hdl_t *dtp, dt_tramp_t *tr, const char *name)
{
	dt_bpf_prog_t *p;
	int again = 0;

	assert(tr->tr_nprobes > 0);
	tr->tr_uses = dt_cg_tramp_uses(dtp, tr->tr_probes[0]);
	p = dt_cg_tramp_build(dtp, tr, name, &again);
	if (p == NULL && again) {
		/* a provider that fills the machine state whatever tr_uses says */
		tr->tr_uses = dt_cg_tramp_uses(dtp, tr->tr_probes[0]);
		tr->tr_uses |= DT_TRAMP_USES_MSTATE;
		p = dt_cg_tramp_build(dtp, tr, name, &again);
	}
	return p;
}
