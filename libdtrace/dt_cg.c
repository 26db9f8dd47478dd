/*
 * Code generation: one cooked clause becomes a fragment of BPF (DESIGN.md
 * flow, step 5) that trampolines inline after their prologue (dt_cg_tramp.c).
 *
 * Conventions inside a fragment:
 *   r6  the probe's native context (for helpers that need it)
 *   r7  the per-CPU scratch value: dt_mstate_t, then the output record
 *   r1-r5, r8, r9, r0  expression temporaries (dt_regset.c); around helper
 *       and function calls the live caller-saved ones are spilled to the stack
 * The clause's output record is built at r7 + DT_MEM_BUF: the dt_rec_hdr,
 * then the data described by st_recs, and is sent with one perf output at the
 * end of the clause.  A fault reports itself through dt_probe_error (bpf/) and
 * jumps past the output: the rest of the clause is skipped, tracing goes on.
 */
#include <assert.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "dt_ident.h"
#include "dt_cook.h"
#include "dt_cg.h"
#include "dt_printf.h"
#include "dt_subr.h"
#include "dt_cg_bitfield.h"
#include "dt_cg_alloca.h"

#define REC_BASE	(DT_MEM_BUF + (int)sizeof(dt_rec_hdr_t))
#define MST(f)		((int)offsetof(dt_mstate_t, f))



/* ---- registers ---- */

static const int dt_cg_regorder[] = { 8, 9, 1, 2, 3, 4, 5 };

int dt_cg_reg_alloc(dt_cg_t *cg, const dt_node_t *dnp)
{
	for (size_t i = 0; i < sizeof(dt_cg_regorder) / sizeof(int); i++) {
		int r = dt_cg_regorder[i];

		if (!(cg->cg_live & (1u << r))) {
			cg->cg_live |= 1u << r;
			return r;
		}
	}
	dnerror(dnp, D_NOREG, "insufficient registers to generate code");
}

/* The number of expression registers not in use. */
static int dt_cg_reg_nfree(const dt_cg_t *cg)
{
	int n = 0;

	for (size_t i = 0; i < sizeof(dt_cg_regorder) / sizeof(int); i++)
		n += !(cg->cg_live & (1u << dt_cg_regorder[i]));
	return n;
}

/*
 * Before the right operand of a binary operator is evaluated: when few
 * registers are left, the left operand's value (a number or a pointer that
 * owns no temporary string) goes to a stack slot and its register is free,
 * so that long chains of arithmetic need no register per level.  Returns
 * the slot's depth + 1, or 0 when l stays in its register.
 *
 *	*(u64 *)(fp + DT_CG_SPILL_SLOT(n)) = l;
 */
static int dt_cg_spill(dt_cg_t *cg, int l)
{
	if (dt_cg_reg_nfree(cg) > 2 || cg->cg_tstr_of[l] != 0 || cg->cg_nspill >= DT_CG_NSPILL)
		return 0;
	dt_emit(cg->cg_prog, BPF_STORE(BPF_DW, BPF_REG_FP, DT_CG_SPILL_SLOT(cg->cg_nspill), l));
	dt_cg_reg_free(cg, l);
	return ++cg->cg_nspill;
}

/* After it: the left operand back in a register (l = *(u64 *)(fp + slot)). */
static int dt_cg_fill(dt_cg_t *cg, const dt_node_t *dnp, int spilled, int l)
{
	if (spilled == 0)
		return l;
	assert(spilled == cg->cg_nspill);
	l = dt_cg_reg_alloc(cg, dnp);
	dt_emit(cg->cg_prog, BPF_LOAD(BPF_DW, l, BPF_REG_FP, DT_CG_SPILL_SLOT(--cg->cg_nspill)));
	return l;
}

void dt_cg_reg_free(dt_cg_t *cg, int r)
{
	cg->cg_live &= ~(1u << r);
	dt_cg_tstr_release(cg, r);
}

/* Stack slot where caller-saved register r is kept across calls. */
static int dt_cg_slot(int r)
{
	return -8 * r;
}

/*
 * A call: to helper (id >= 0) or support function func, with map as its
 * first argument when map is not NULL, then arguments from registers
 * (argv[i] >= 0) or immediates (argv[i] == -1: imm[i]).  Live caller-saved
 * registers are spilled around it; the result is left in r0.  Arguments are
 * taken from the spill slots, so setting one never clobbers another.  With
 * mapslot (< 0) instead of map, the map is the pointer kept in that stack
 * slot (an inner map, dt_cg_agg.c).
 */
static void dt_cg_call_common(dt_cg_t *cg, int helper, const char *func, const char *map,
			      int32_t mapslot, int argc, const int *argv, const int64_t *imm)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int first = map != NULL || mapslot < 0 ? 2 : 1, r, i;

	for (r = 1; r <= 5; r++)
		if (cg->cg_live & (1u << r))
			dt_emit(p, BPF_STORE(BPF_DW, BPF_REG_FP, dt_cg_slot(r), r));
	for (i = 0; i < argc; i++) {
		int src = argv[i], dst = i + first;

		if (src == -1)
			dt_emit_ld64(p, dst, (uint64_t)imm[i]);
		else if (src >= 1 && src <= 5)
			dt_emit(p, BPF_LOAD(BPF_DW, dst, BPF_REG_FP, dt_cg_slot(src)));
		else if (src != dst)
			dt_emit(p, BPF_MOV_REG(dst, src));
	}
	if (map != NULL)
		dt_emit_reloc(p, 1, DT_RELOC_MAP, map, 0);
	else if (mapslot < 0)
		dt_emit(p, BPF_LOAD(BPF_DW, 1, BPF_REG_FP, mapslot));	/* r1 = the map */
	if (func != NULL)
		dt_emit_call_func(p, func);
	else
		dt_emit(p, BPF_CALL_HELPER(helper));
	for (r = 1; r <= 5; r++)
		if (cg->cg_live & (1u << r))
			dt_emit(p, BPF_LOAD(BPF_DW, r, BPF_REG_FP, dt_cg_slot(r)));
}

void dt_cg_call(dt_cg_t *cg, int helper, const char *func, int argc, const int *argv,
		const int64_t *imm)
{
	dt_cg_call_common(cg, helper, func, NULL, 0, argc, argv, imm);
}

/*
 * r0 = helper(map, args...): a map helper; the other arguments as for
 * dt_cg_call.  An update's or delete's result is sign-extended from 32
 * bits: before Linux 6.4 the verifier turns those calls into direct calls
 * of the map's int-returning method, so an error came back zero-extended
 * (0x00000000ffffffef for -EEXIST) and failed 64-bit comparisons.
 */
void dt_cg_map_call(dt_cg_t *cg, int helper, const char *map, int argc, const int *argv,
		    const int64_t *imm)
{
	dt_cg_map_call_at(cg, helper, map, 0, argc, argv, imm);
}

void dt_cg_map_call_at(dt_cg_t *cg, int helper, const char *map, int32_t mapslot, int argc,
		       const int *argv, const int64_t *imm)
{
	dt_cg_call_common(cg, helper, NULL, map, mapslot, argc, argv, imm);
	if (helper == BPF_FUNC_map_update_elem || helper == BPF_FUNC_map_delete_elem) {
		dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_LSH, 0, 32));
		dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ARSH, 0, 32));
	}
}

/* r0 = bpf_map_lookup_elem(map, key), key being a register; live registers survive. */
void dt_cg_map_lookup(dt_cg_t *cg, const char *map, int key)
{
	dt_cg_map_call(cg, BPF_FUNC_map_lookup_elem, map, 1, &key, NULL);
}

/* Move the result of a call into a new register. */
static int dt_cg_result(dt_cg_t *cg, const dt_node_t *dnp)
{
	int r = dt_cg_reg_alloc(cg, dnp);

	dt_emit(cg->cg_prog, BPF_MOV_REG(r, 0));
	return r;
}

/* Bring a 64-bit register value to the width and signedness of type t. */
void dt_cg_fit(dt_cg_t *cg, int r, dt_type_t t)
{
	size_t s = dt_type_size(t);
	int bits = 64 - 8 * (int)s;

	if (s == 0 || s >= 8 || !dt_type_is_integer(t))
		return;
	if (s == 4 && !dt_type_is_signed(t)) {
		dt_emit(cg->cg_prog, BPF_ALU32_REG(BPF_MOV, r, r));
		return;
	}
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_LSH, r, bits));
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(dt_type_is_signed(t) ? BPF_ARSH : BPF_RSH, r, bits));
}

static int dt_bpf_size(size_t s)
{
	switch (s) {
	case 1: return BPF_B;
	case 2: return BPF_H;
	case 4: return BPF_W;
	default: return BPF_DW;
	}
}

/* ---- faults ---- */

void dt_cg_fault(dt_cg_t *cg, int fault, int addr_reg)
{
	int argv[5] = { 6, -1, -1, addr_reg, -1 };
	int64_t imm[5] = { 0, cg->cg_stmt->st_id, fault, 0, cg->cg_prog->bp_ninsns };

	if (addr_reg < 0)
		argv[3] = -1;
	dt_cg_call(cg, -1, "dt_error", 5, argv, imm);
	dt_emit_jmp(cg->cg_prog, BPF_GOTO(0), cg->cg_lbl_skip);
}

/* ---- built-in variables ---- */

/* r = the task's accumulated run time, task->se.sum_exec_runtime */
static void dt_cg_vtime(dt_cg_t *cg, int r)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int argv[3] = { 0, -1, r };
	int64_t imm[3] = { 0, 8, 0 };

	dt_cg_task0(cg);		/* r0 = the task (dt_cg_about.c) */
	dt_emit(p, BPF_MOV_REG(r, 0));
	dt_emit_reloc(p, 0, DT_RELOC_CONST, "TASK_SUM_EXEC_RUNTIME", 0);
	dt_emit(p, BPF_ALU64_REG(BPF_ADD, r, 0));
	dt_emit(p, BPF_STORE_IMM(BPF_DW, BPF_REG_FP, DT_CG_TMP_SLOT, 0));
	dt_emit(p, BPF_MOV_REG(0, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 0, DT_CG_TMP_SLOT));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel, NULL, 3, argv, imm);
	dt_emit(p, BPF_LOAD(BPF_DW, r, BPF_REG_FP, DT_CG_TMP_SLOT));
}

/*
 * timestamp (off: MST(tstamp)) or vtimestamp (MST(vtstamp)), read once in
 * a clause as in DTrace, where two reads in one clause are equal; each
 * clause reads its own (dt_cg_clause clears both at the clause's end):
 *	r = mst->X; if (r == 0) { r = now(); mst->X = r; }
 */
static int dt_cg_tstamp(dt_cg_t *cg, const dt_node_t *dnp, int off)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int have = dt_label_new(p), r = dt_cg_reg_alloc(cg, dnp);

	cg->cg_tstamp = 1;
	dt_emit(p, BPF_LOAD(BPF_DW, r, 7, off));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, r, 0, 0), have);
	if (off == MST(vtstamp))
		dt_cg_vtime(cg, r);
	else {
		dt_cg_call(cg, BPF_FUNC_ktime_get_ns, NULL, 0, NULL, NULL);
		dt_emit(p, BPF_MOV_REG(r, 0));
	}
	dt_emit(p, BPF_STORE(BPF_DW, 7, off, r));
	dt_label_place(p, have);
	return r;
}

static int dt_cg_bvar(dt_cg_t *cg, const dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int id = dnp->dn_ident->di_id, r;

	if (id >= DT_BV_ARG0 && id < DT_BV_ARG0 + DT_MAX_ARGS) {
		r = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_LOAD(BPF_DW, r, 7, MST(argv) + 8 * (id - DT_BV_ARG0)));
		return r;
	}
	switch (id) {
	case DT_BV_PID:
	case DT_BV_TID:
		dt_cg_task_call(cg, BPF_FUNC_get_current_pid_tgid, NULL, "dt_task_pid_tgid");
		r = dt_cg_result(cg, dnp);
		if (id == DT_BV_PID)
			dt_emit(p, BPF_ALU64_IMM(BPF_RSH, r, 32));
		else
			dt_emit(p, BPF_ALU32_REG(BPF_MOV, r, r));
		return r;
	case DT_BV_UID:
	case DT_BV_GID:
		dt_cg_task_call(cg, BPF_FUNC_get_current_uid_gid, NULL, "dt_task_uid_gid");
		r = dt_cg_result(cg, dnp);
		if (id == DT_BV_GID)
			dt_emit(p, BPF_ALU64_IMM(BPF_RSH, r, 32));
		else
			dt_emit(p, BPF_ALU32_REG(BPF_MOV, r, r));
		return r;
	case DT_BV_PPID:
		dt_cg_task_call(cg, -1, "dt_bvar_ppid", "dt_task_ppid");
		return dt_cg_result(cg, dnp);
	case DT_BV_TIMESTAMP:
		return dt_cg_tstamp(cg, dnp, MST(tstamp));
	case DT_BV_WALLTIMESTAMP:
		/* the clause's timestamp on the wall clock */
		r = dt_cg_tstamp(cg, dnp, MST(tstamp));
		dt_emit_reloc(p, 0, DT_RELOC_CONST, "WALLCLOCK_OFFSET", 0);
		dt_emit(p, BPF_ALU64_REG(BPF_ADD, r, 0));
		return r;
	case DT_BV_VTIMESTAMP:
		return dt_cg_tstamp(cg, dnp, MST(vtstamp));
	case DT_BV_CURTHREAD:
		return dt_cg_curthread(cg, dnp);
	case DT_BV_RUNTHREAD:
		return dt_cg_runthread(cg, dnp);	/* dt_cg_about.c */
	case DT_BV_CURCPU:
		return dt_cg_curcpu(cg, dnp);
	case DT_BV_ID:
		r = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_LOAD(BPF_W, r, 7, MST(prid)));
		return r;
	case DT_BV_EXECNAME:
		return dt_cg_execname(cg, dnp);
	case DT_BV_PROBEPROV:
	case DT_BV_PROBEMOD:
	case DT_BV_PROBEFUNC:
	case DT_BV_PROBENAME:
		return dt_cg_probefield(cg, dnp, id - DT_BV_PROBEPROV + 1);
	case DT_BV_EPID:
		/* enabled probe id: clause (statement) + 1 in the high half, probe id low */
		r = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_LOAD(BPF_W, r, 7, MST(prid)));
		dt_emit_ld64(p, 0, (uint64_t)(cg->cg_stmt->st_id + 1) << 32);
		dt_emit(p, BPF_ALU64_REG(BPF_OR, r, 0));
		return r;
	case DT_BV_CALLER:
	case DT_BV_UCALLER:
	case DT_BV_STACKDEPTH:
	case DT_BV_USTACKDEPTH:
		return dt_cg_stack_bvar(cg, dnp, id);	/* dt_cg_stack.c */
	case DT_BV_ERRNO:
		r = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_LOAD(BPF_W, r, 7, MST(syserrno)));
		dt_cg_fit(cg, r, dnp->dn_type);
		return r;
	default:
		dnerror(dnp, D_UNKNOWN, "%s cannot be used as a value yet", dnp->dn_ident->di_name);
	}
}

/* ---- operators ---- */

static int dt_cg_cmp_jop(int op, int sg)
{
	switch (op) {
	case DT_OP_EQU: return BPF_JEQ;
	case DT_OP_NEQ: return BPF_JNE;
	case DT_OP_LT: return sg ? BPF_JSLT : BPF_JLT;
	case DT_OP_LE: return sg ? BPF_JSLE : BPF_JLE;
	case DT_OP_GT: return sg ? BPF_JSGT : BPF_JGT;
	default: return sg ? BPF_JSGE : BPF_JGE;
	}
}

/* dst = cond ? 1 : 0, where cond is "jump taken". */
void dt_cg_setcc(dt_cg_t *cg, int dst, struct bpf_insn jmp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int lt = dt_label_new(p), le = dt_label_new(p);

	dt_emit_jmp(p, jmp, lt);
	dt_emit(p, BPF_MOV_IMM(dst, 0));
	dt_emit_jmp(p, BPF_GOTO(0), le);
	dt_label_place(p, lt);
	dt_emit(p, BPF_MOV_IMM(dst, 1));
	dt_label_place(p, le);
}

/* Signed division and modulo: BPF's are unsigned before ISA v4. */
static void dt_cg_sdiv(dt_cg_t *cg, const dt_node_t *dnp, int op, int l, int r)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int neg = dt_cg_reg_alloc(cg, dnp);
	int l1 = dt_label_new(p), l2 = dt_label_new(p), l3 = dt_label_new(p);

	/* neg = sign of the result: dividend's for %, both for / */
	dt_emit(p, BPF_MOV_REG(neg, l));
	if (op == DT_OP_DIV)
		dt_emit(p, BPF_ALU64_REG(BPF_XOR, neg, r));
	dt_emit(p, BPF_ALU64_IMM(BPF_RSH, neg, 63));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JSGE, l, 0, 0), l1);
	dt_emit(p, BPF_NEG_REG(l));
	dt_label_place(p, l1);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JSGE, r, 0, 0), l2);
	dt_emit(p, BPF_NEG_REG(r));
	dt_label_place(p, l2);
	dt_emit(p, BPF_ALU64_REG(op == DT_OP_DIV ? BPF_DIV : BPF_MOD, l, r));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, neg, 0, 0), l3);
	dt_emit(p, BPF_NEG_REG(l));
	dt_label_place(p, l3);
	dt_cg_reg_free(cg, neg);
}

/* l = l op r for arithmetic and bitwise operators, in type t. */
static void dt_cg_arith(dt_cg_t *cg, const dt_node_t *dnp, int op, int l, int r, dt_type_t t)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int sg = dt_type_is_signed(t), bop;

	switch (op) {
	case DT_OP_ADD: bop = BPF_ADD; break;
	case DT_OP_SUB: bop = BPF_SUB; break;
	case DT_OP_MUL: bop = BPF_MUL; break;
	case DT_OP_BAND: bop = BPF_AND; break;
	case DT_OP_BOR: bop = BPF_OR; break;
	case DT_OP_XOR: bop = BPF_XOR; break;
	case DT_OP_LSH: bop = BPF_LSH; break;
	case DT_OP_RSH: bop = sg ? BPF_ARSH : BPF_RSH; break;
	case DT_OP_DIV:
	case DT_OP_MOD: {
		int ok = dt_label_new(p);

		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, r, 0, 0), ok);
		dt_cg_fault(cg, DTRACEFLT_DIVZERO, -1);
		dt_label_place(p, ok);
		if (sg)
			dt_cg_sdiv(cg, dnp, op, l, r);
		else
			dt_emit(p, BPF_ALU64_REG(op == DT_OP_DIV ? BPF_DIV : BPF_MOD, l, r));
		return;
	}
	default:
		dnerror(dnp, D_UNKNOWN, "operator %s is not supported yet", dt_op_name(op));
	}
	/* in 64 bits, as DTrace: truncated to t only where stored or recorded */
	dt_emit(p, BPF_ALU64_REG(bop, l, r));
}

static int dt_cg_logical(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int op = dnp->dn_op, l, r;
	int lshort = dt_label_new(p), lend = dt_label_new(p);

	l = dt_cg_expr(cg, dnp->dn_child[0]);
	if (op == DT_OP_LXOR) {
		r = dt_cg_expr(cg, dnp->dn_child[1]);
		dt_cg_setcc(cg, l, BPF_JMP_IMM(BPF_JNE, l, 0, 0));
		dt_cg_setcc(cg, r, BPF_JMP_IMM(BPF_JNE, r, 0, 0));
		dt_emit(p, BPF_ALU64_REG(BPF_XOR, l, r));
		dt_cg_reg_free(cg, r);
		return l;
	}
	/* && jumps to "false" on a zero operand, || to "true" on a non-zero one */
	dt_emit_jmp(p, BPF_JMP_IMM(op == DT_OP_LAND ? BPF_JEQ : BPF_JNE, l, 0, 0), lshort);
	r = dt_cg_expr(cg, dnp->dn_child[1]);
	dt_emit_jmp(p, BPF_JMP_IMM(op == DT_OP_LAND ? BPF_JEQ : BPF_JNE, r, 0, 0), lshort);
	dt_cg_reg_free(cg, r);
	dt_emit(p, BPF_MOV_IMM(l, op == DT_OP_LAND));
	dt_emit_jmp(p, BPF_GOTO(0), lend);
	dt_label_place(p, lshort);
	dt_emit(p, BPF_MOV_IMM(l, op != DT_OP_LAND));
	dt_label_place(p, lend);
	return l;
}

/*
 * Assignment and compound assignment to a variable of any scope.  The value
 * of the expression is the new value; with want == 0 (an expression
 * statement) no register is returned (-1).
 */
/*
 * Assignment to a member or element inside a D variable (DT_NF_DSTORE): a
 * store through the address of the storage.
 */
static int dt_cg_asgn_obj(dt_cg_t *cg, dt_node_t *dnp, int want)
{
	dt_node_t *lvn = dnp->dn_child[0];
	size_t size = dt_type_size(lvn->dn_type);
	int a, v, cur, bf = dt_cg_is_bitfield(lvn);
	char n[128];

	if (!bf && (size == 0 || size > 8 || !dt_type_is_scalar(lvn->dn_type)))
		dnerror(dnp, D_UNKNOWN, "assignment to a member or element of type %s is not "
			"supported yet: they are stored one scalar at a time",
			dt_type_name(lvn->dn_type, n, sizeof(n)));
	a = dt_cg_addr_wr(cg, lvn);
	v = dt_cg_expr(cg, dnp->dn_child[1]);
	if (dnp->dn_op != DT_OP_ASGN) {
		if (bf)
			cur = dt_cg_bitfield_load(cg, lvn, a);
		else {
			cur = dt_cg_reg_alloc(cg, dnp);
			dt_emit(cg->cg_prog, BPF_LOAD(dt_bpf_size(size), cur, a, 0));
			dt_cg_fit(cg, cur, lvn->dn_type);
		}
		dt_cg_arith(cg, dnp, dt_op_of_asgn(dnp->dn_op), cur, v, lvn->dn_type);
		dt_cg_reg_free(cg, v);
		v = cur;
	}
	if (bf)
		dt_cg_bitfield_store(cg, lvn, a, v);
	else {
		dt_cg_fit(cg, v, lvn->dn_type);
		dt_emit(cg->cg_prog, BPF_STORE(dt_bpf_size(size), a, 0, v));
	}
	dt_cg_reg_free(cg, a);
	if (!want) {
		dt_cg_reg_free(cg, v);
		return -1;
	}
	return v;
}

static int dt_cg_asgn(dt_cg_t *cg, dt_node_t *dnp, int want)
{
	dt_node_t *lvn = dnp->dn_child[0];
	dt_cg_lv_t lv;
	int v = -1, cur;

	if (lvn->dn_flags & DT_NF_ALLOCAOBJ)
		return dt_cg_asgn_obj(cg, dnp, want);	/* into alloca() memory: dt_cg_addr_wr() */
	if ((lvn->dn_flags & DT_NF_DSTORE) && lvn->dn_kind != DT_NODE_VAR &&
	    (lvn->dn_kind != DT_NODE_ARRAY || (lvn->dn_flags & DT_NF_SUBSCRIPT)))
		return dt_cg_asgn_obj(cg, dnp, want);	/* a member or element of a variable */
	if (lvn->dn_kind != DT_NODE_VAR && lvn->dn_kind != DT_NODE_ARRAY)
		dnerror(dnp, D_UNKNOWN, "assignment to this kind of lvalue is not supported yet");
	/*
	 * a[k] = v evaluates v before k, as DTrace does (a[x++] = x stores
	 * the old x); a[k] op= v evaluates k once, then v.
	 */
	if (dnp->dn_op == DT_OP_ASGN)
		v = dt_type_is_string(lvn->dn_type) ? dt_cg_strval(cg, dnp->dn_child[1]) :
		    dt_cg_expr(cg, dnp->dn_child[1]);
	dt_cg_lv_begin(cg, lvn, &lv);
	lv.user = (dnp->dn_child[1]->dn_flags & DT_NF_USERLAND) != 0;
	if (dnp->dn_op != DT_OP_ASGN) {
		v = dt_type_is_string(lvn->dn_type) ? dt_cg_strval(cg, dnp->dn_child[1]) :
		    dt_cg_expr(cg, dnp->dn_child[1]);
		cur = dt_cg_lv_load(cg, &lv);
		dt_cg_arith(cg, dnp, dt_op_of_asgn(dnp->dn_op), cur, v, lvn->dn_type);
		dt_cg_reg_free(cg, v);
		v = cur;
	}
	if (!dt_type_is_string(lvn->dn_type) && !dt_is_ref_kind(lvn->dn_type))
		dt_cg_fit(cg, v, lvn->dn_type);
	dt_cg_lv_store(cg, &lv, v);
	if (dt_type_is_string(lvn->dn_type) || dt_is_ref_kind(lvn->dn_type)) {
		/* the value is the variable's copy */
		dt_cg_reg_free(cg, v);
		v = want ? dt_cg_lv_load(cg, &lv) : -1;
	} else if (!want) {
		dt_cg_reg_free(cg, v);
		v = -1;
	}
	dt_cg_lv_end(cg, &lv);
	return v;
}

static int dt_cg_incdec(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *lvn = dnp->dn_child[0];
	int op = dnp->dn_op, v, res;
	int delta = op == DT_OP_PREINC || op == DT_OP_POSTINC ? 1 : -1;
	dt_cg_lv_t lv;

	if ((lvn->dn_flags & DT_NF_ALLOCAOBJ) ||
	    ((lvn->dn_flags & DT_NF_DSTORE) && lvn->dn_kind != DT_NODE_VAR &&
	     (lvn->dn_kind != DT_NODE_ARRAY || (lvn->dn_flags & DT_NF_SUBSCRIPT))))
		return dt_cg_incdec_obj(cg, dnp);	/* a member or element of a variable */
	if (lvn->dn_kind != DT_NODE_VAR && lvn->dn_kind != DT_NODE_ARRAY)
		dnerror(dnp, D_UNKNOWN, "operator %s on this kind of lvalue is not supported yet",
			dt_op_name(op));
	dt_cg_lv_begin(cg, lvn, &lv);
	v = dt_cg_lv_load(cg, &lv);
	res = v;
	if (op == DT_OP_POSTINC || op == DT_OP_POSTDEC) {
		res = dt_cg_reg_alloc(cg, dnp);
		dt_emit(cg->cg_prog, BPF_MOV_REG(res, v));
	}
	if (dt_type_kind(lvn->dn_type) == DT_TK_PTR)
		delta *= (int)dt_type_size(dt_type_pointee(lvn->dn_type));
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, v, delta));
	dt_cg_fit(cg, v, lvn->dn_type);
	dt_cg_lv_store(cg, &lv, v);
	if (res != v)
		dt_cg_reg_free(cg, v);
	dt_cg_lv_end(cg, &lv);
	return res;
}

/* A variable (or associative array element) as a value. */
static int dt_cg_var(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_cg_lv_t lv;
	int r;

	dt_cg_lv_begin(cg, dnp, &lv);
	r = dt_cg_lv_load(cg, &lv);
	dt_cg_lv_end(cg, &lv);
	return r;
}

static int dt_cg_op1(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int r;

	switch (dnp->dn_op) {
	case DT_OP_PREINC: case DT_OP_PREDEC: case DT_OP_POSTINC: case DT_OP_POSTDEC:
		return dt_cg_incdec(cg, dnp);
	case DT_OP_DEREF:
		return dt_cg_object(cg, dnp);
	case DT_OP_ADDROF:
		return dt_cg_addr(cg, dnp->dn_child[0]);
	default:
		break;
	}
	r = dt_cg_expr(cg, dnp->dn_child[0]);
	switch (dnp->dn_op) {
	case DT_OP_INEG:
		dt_emit(p, BPF_NEG_REG(r));
		break;
	case DT_OP_BNEG:
		dt_emit(p, BPF_ALU64_IMM(BPF_XOR, r, -1));
		break;
	case DT_OP_LNEG:
		dt_cg_setcc(cg, r, BPF_JMP_IMM(BPF_JEQ, r, 0, 0));
		return r;
	case DT_OP_IPOS:
		break;
	default:
		dnerror(dnp, D_UNKNOWN, "operator %s is not supported yet", dt_op_name(dnp->dn_op));
	}
	return r;
}

/*
 * s + i, i + s, s - i (dt_cook_strarith): the string read from the address
 * of s's chars plus or minus i, into a temporary string.
 */
static int dt_cg_strarith(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int sl = dt_type_is_string(dnp->dn_child[0]->dn_type);
	int l = dt_cg_expr(cg, dnp->dn_child[0]), r = dt_cg_expr(cg, dnp->dn_child[1]);
	int s = sl ? l : r, i = sl ? r : l, a = dt_cg_reg_alloc(cg, dnp), t;
	uint32_t key = dt_mem_key(cg->cg_dtp);

	/* a = (uint64_t)s op i: a number for the verifier, read by a helper */
	dt_emit(p, BPF_STORE(BPF_DW, 7, key, s));
	dt_emit(p, BPF_LOAD(BPF_DW, a, 7, key));
	dt_emit(p, BPF_ALU64_REG(dnp->dn_op == DT_OP_ADD ? BPF_ADD : BPF_SUB, a, i));
	dt_cg_reg_free(cg, i);
	t = dt_cg_readstr(cg, dnp, a, -1, BPF_FUNC_probe_read_kernel_str);
	dt_cg_reg_free(cg, a);
	dt_cg_reg_free(cg, s);
	return t;
}

static int dt_cg_op2(dt_cg_t *cg, dt_node_t *dnp)
{
	int op = dnp->dn_op, l, r, spilled;

	if (op >= DT_OP_ASGN && op <= DT_OP_RSH_EQ)
		return dt_cg_asgn(cg, dnp, 1);
	if (op == DT_OP_LAND || op == DT_OP_LOR || op == DT_OP_LXOR)
		return dt_cg_logical(cg, dnp);
	if (op == DT_OP_COMMA) {
		dt_cg_reg_free(cg, dt_cg_expr(cg, dnp->dn_child[0]));
		return dt_cg_expr(cg, dnp->dn_child[1]);
	}
	if (op >= DT_OP_EQU && op <= DT_OP_GE && (dt_type_is_string(dnp->dn_child[0]->dn_type) ||
						 dt_type_is_string(dnp->dn_child[1]->dn_type))) {
		l = dt_cg_strval(cg, dnp->dn_child[0]);
		r = dt_cg_strval(cg, dnp->dn_child[1]);
		dt_cg_str_cmp(cg, op, l, r);
		dt_cg_reg_free(cg, r);
		return l;
	}
	if ((op == DT_OP_ADD || op == DT_OP_SUB) && dt_type_is_string(dnp->dn_type))
		return dt_cg_strarith(cg, dnp);
	l = dt_cg_expr(cg, dnp->dn_child[0]);
	spilled = dt_cg_spill(cg, l);
	r = dt_cg_expr(cg, dnp->dn_child[1]);
	l = dt_cg_fill(cg, dnp, spilled, l);
	if ((op == DT_OP_ADD || op == DT_OP_SUB) &&
	    (dt_type_kind(dnp->dn_child[0]->dn_type) == DT_TK_PTR ||
	     dt_type_kind(dnp->dn_child[1]->dn_type) == DT_TK_PTR))
		dt_cg_ptrarith(cg, dnp, l, r);
	else if (op >= DT_OP_EQU && op <= DT_OP_GE)
		dt_cg_setcc(cg, l, BPF_JMP_REG(dt_cg_cmp_jop(op, dnp->dn_flags & DT_NF_SIGNED), l, r, 0));
	else
		dt_cg_arith(cg, dnp, op, l, r, dnp->dn_type);
	dt_cg_reg_free(cg, r);
	return l;
}

/*
 * c ? a : b.  The result is a's register.  On the path of b, a's register
 * (and the temporary strings it owns) is dead, so it is free while b is
 * evaluated: nested ?: chains need one register, not one per level.
 */
static int dt_cg_op3(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int lelse = dt_label_new(p), lend = dt_label_new(p);
	unsigned slots;
	int c, v, w;

	c = dt_cg_expr(cg, dnp->dn_child[0]);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, c, 0, 0), lelse);
	dt_cg_reg_free(cg, c);
	v = dt_cg_expr(cg, dnp->dn_child[1]);
	dt_emit_jmp(p, BPF_GOTO(0), lend);
	dt_label_place(p, lelse);
	slots = cg->cg_tstr_of[v];
	dt_cg_reg_free(cg, v);
	w = dt_cg_expr(cg, dnp->dn_child[2]);
	if (w != v) {
		if (cg->cg_live & (1u << v))
			dnerror(dnp, D_NOREG, "insufficient registers to generate code");
		dt_emit(p, BPF_MOV_REG(v, w));
		cg->cg_live |= 1u << v;
		dt_cg_tstr_move(cg, v, w);
		dt_cg_reg_free(cg, w);
	}
	/* v holds either arm's value: it owns both arms' buffers */
	cg->cg_tstr_of[v] |= slots;
	cg->cg_tstr_busy |= slots;
	dt_label_place(p, lend);
	return v;
}

int dt_cg_expr(dt_cg_t *cg, dt_node_t *dnp)
{
	int r;

	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		r = dt_cg_reg_alloc(cg, dnp);
		if ((int64_t)dnp->dn_value == (int32_t)dnp->dn_value)
			dt_emit(cg->cg_prog, BPF_MOV_IMM(r, (int32_t)dnp->dn_value));
		else
			dt_emit_ld64(cg->cg_prog, r, dnp->dn_value);
		return r;
	case DT_NODE_VAR:
		if (dnp->dn_ident->di_kind == DT_IDENT_BUILTIN)
			return dt_cg_bvar(cg, dnp);
		if (dnp->dn_ident->di_kind == DT_IDENT_INLINE) {
			dt_node_t *e = dnp->dn_ident->di_expr;

			if (dt_type_is_string(dnp->dn_type))
				return dt_cg_strval(cg, e);
			r = dt_cg_expr(cg, e);
			if (dt_type_is_integer(dnp->dn_type))
				dt_cg_fit(cg, r, dnp->dn_type);
			return r;
		}
		return dt_cg_var(cg, dnp);
	case DT_NODE_ARRAY:
		if (dnp->dn_flags & DT_NF_ARGS) {
			/* args[N]: argN as its type */
			r = dt_cg_reg_alloc(cg, dnp);
			dt_emit(cg->cg_prog, BPF_LOAD(BPF_DW, r, 7, MST(argv) +
						      8 * (int)dnp->dn_args->dn_value));
			if (dt_type_is_integer(dnp->dn_type))
				dt_cg_fit(cg, r, dnp->dn_type);
			return r;
		}
		if (dnp->dn_flags & DT_NF_SUBSCRIPT)
			return dt_cg_object(cg, dnp);
		if (dnp->dn_ident->di_kind == DT_IDENT_BUILTIN)
			return dt_cg_uregs(cg, dnp);
		return dt_cg_var(cg, dnp);
	case DT_NODE_DOT:
	case DT_NODE_ARROW:
	case DT_NODE_SYM:
		return dt_cg_object(cg, dnp);
	case DT_NODE_CAST:
		return dt_cg_cast(cg, dnp);
	case DT_NODE_OP1:
		return dt_cg_op1(cg, dnp);
	case DT_NODE_OP2:
		return dt_cg_op2(cg, dnp);
	case DT_NODE_OP3:
		return dt_cg_op3(cg, dnp);
	case DT_NODE_FUNC:
		/* stacks, symbols: only recorded (dt_cg_store_value, keys); actions: void */
		if (dt_cg_stack_value(dnp) || dt_ident_is_action(dnp->dn_child[0]->dn_string))
			dt_cook_tracing_func(dnp);
		if (dt_cg_is_aggfunc(dnp))
			dnerror_unplaced(dnp, D_CG_EXPR, "aggregating function %s( ) may not be "
					 "called from a D expression (D program context required)",
					 dnp->dn_child[0]->dn_string);
		return dt_subr_cg(cg, dnp);
	case DT_NODE_STRINGOF:
		if (dt_type_is_charseq(dnp->dn_child[0]->dn_type) &&
		    dt_type_kind(dnp->dn_child[0]->dn_type) == DT_TK_ARRAY)
			return dt_cg_strval(cg, dnp->dn_child[0]);
		r = dt_cg_expr(cg, dnp->dn_child[0]);
		if (dt_type_is_string(dnp->dn_child[0]->dn_type))
			return r;
		/* an address: the string in (kernel or user) memory there */
		{
			int s = dt_cg_readstr(cg, dnp, r, -1,
					      dnp->dn_child[0]->dn_flags & DT_NF_USERLAND ?
					      BPF_FUNC_probe_read_user_str :
					      BPF_FUNC_probe_read_kernel_str);

			dt_cg_reg_free(cg, r);
			return s;
		}
	case DT_NODE_STRING:
		return dt_cg_str_const(cg, dnp, dnp->dn_string);
	default:
		dnerror(dnp, D_UNKNOWN, "%s expressions are not supported yet",
			dt_node_kind_name(dnp->dn_kind));
	}
}

/* ---- records ---- */

dt_recdesc_t *dt_cg_rec(dt_cg_t *cg, const dt_node_t *dnp, dt_act_t act, uint32_t size,
			uint32_t align)
{
	dt_stmt_t *st = cg->cg_stmt;
	dt_recdesc_t *rd;

	if (st->st_nrecs == st->st_rcap) {
		uint32_t n = st->st_rcap ? st->st_rcap * 2 : 8;
		dt_recdesc_t *nr = realloc(st->st_recs, n * sizeof(*nr));

		if (nr == NULL)
			dnerror(dnp, D_UNKNOWN, "out of memory");
		st->st_recs = nr;
		st->st_rcap = n;
	}
	rd = &st->st_recs[st->st_nrecs++];
	memset(rd, 0, sizeof(*rd));
	rd->rd_act = act;
	if (align > 1)
		st->st_size = (st->st_size + align - 1) & ~(align - 1);
	rd->rd_offset = st->st_size;
	rd->rd_size = size;
	st->st_size += size;
	if (sizeof(dt_rec_hdr_t) + st->st_size > dt_mem_recsize(cg->cg_dtp))
		dnerror(dnp, D_UNKNOWN, "clause records more than %u bytes",
			dt_mem_recsize(cg->cg_dtp) - (uint32_t)sizeof(dt_rec_hdr_t));
	return rd;
}

/* Record the value of an expression (an integer, or a string we know how to get). */
void dt_cg_store_value(dt_cg_t *cg, dt_node_t *dnp, dt_act_t act)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	dt_recdesc_t *rd;
	size_t size;
	int r, fp;

	if (dt_cg_stack_kind(dnp)) {
		if (act == DT_ACT_TRACE)	/* trace(stack()): a value, as DTrace sees it */
			dt_cook_tracing_func(dnp);
		dt_cg_stack_rec(cg, dnp);	/* stack(), sym()...: dt_cg_stack.c */
		return;
	}
	if (dnp->dn_kind == DT_NODE_STRING) {
		rd = dt_cg_rec(cg, dnp, act, 0, 1);
		rd->rd_flags = DT_RF_STRING;
		/* cut at strsize, as its value is (dt_cg_str_const) */
		rd->rd_str = strndup(dnp->dn_string, dt_mem_strsz(cg->cg_dtp) - 1);
		if (rd->rd_str == NULL)
			dnerror(dnp, D_UNKNOWN, "out of memory");
		return;
	}
	if (dt_type_is_string(dnp->dn_type) && dnp->dn_kind == DT_NODE_VAR &&
	    dnp->dn_ident->di_kind == DT_IDENT_BUILTIN) {
		int id = dnp->dn_ident->di_id;

		if (id == DT_BV_EXECNAME) {
			int argv[2] = { 0, -1 };
			int64_t imm[2] = { 0, 16 };

			rd = dt_cg_rec(cg, dnp, act, 16, 1);
			rd->rd_flags = DT_RF_STRING;
			if (cg->cg_stmt->st_about) {
				/* the comm of the task the firing is about (dt_cg_about.c) */
				int r = dt_cg_reg_alloc(cg, dnp);

				dt_emit(p, BPF_MOV_REG(r, 7));
				dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, REC_BASE + rd->rd_offset));
				dt_cg_task_comm(cg, r, 16);
				dt_cg_reg_free(cg, r);
				return;
			}
			dt_emit(p, BPF_MOV_REG(0, 7));
			dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 0, REC_BASE + rd->rd_offset));
			dt_cg_call(cg, BPF_FUNC_get_current_comm, NULL, 2, argv, imm);
			return;
		}
		if (id >= DT_BV_PROBEPROV && id <= DT_BV_PROBENAME) {
			rd = dt_cg_rec(cg, dnp, act, 0, 1);
			rd->rd_flags = DT_RF_STRING;
			rd->rd_pfield = id - DT_BV_PROBEPROV + 1;
			return;
		}
	}
	if (dt_type_is_string(dnp->dn_type) ||
	    (act == DT_ACT_PRINTF_ARG && dt_type_kind(dnp->dn_type) == DT_TK_ARRAY &&
	     dt_type_is_charseq(dnp->dn_type))) {
		int dst;

		r = dt_cg_strval(cg, dnp);
		rd = dt_cg_rec(cg, dnp, act, dt_mem_strsz(cg->cg_dtp), 1);
		rd->rd_flags = DT_RF_STRING;
		dst = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_MOV_REG(dst, 7));
		dt_emit(p, BPF_ALU64_IMM(BPF_ADD, dst, REC_BASE + rd->rd_offset));
		dt_cg_str_copy(cg, dst, r);
		dt_cg_reg_free(cg, dst);
		dt_cg_reg_free(cg, r);
		return;
	}
	if (dt_type_kind(dnp->dn_type) == DT_TK_STRUCT || dt_type_kind(dnp->dn_type) == DT_TK_UNION ||
	    dt_type_kind(dnp->dn_type) == DT_TK_ARRAY) {
		dt_cg_store_bytes(cg, dnp, act);	/* dt_cg_act.c */
		return;
	}
	/*
	 * A float or a double (a member of a kernel or user structure) is
	 * recorded as its bits: trace() prints them as an integer, as DTrace
	 * does, printf's %e, %f and %g as the number.
	 */
	fp = dt_type_kind(dnp->dn_type) == DT_TK_FLOAT;
	if (fp && dt_type_size(dnp->dn_type) != 4 && dt_type_size(dnp->dn_type) != 8)
		dnerror(dnp, D_UNKNOWN, "recording values of this type is not supported yet");
	if (!dt_type_is_scalar(dnp->dn_type) && !fp)
		dnerror(dnp, D_UNKNOWN, "recording values of this type is not supported yet");
	size = dt_type_size(dnp->dn_type);
	if (size == 0 || size > 8)
		size = 8;
	r = dt_cg_expr(cg, dnp);
	rd = dt_cg_rec(cg, dnp, act, size, size);
	rd->rd_flags = fp ? DT_RF_FLOAT : dt_type_is_signed(dnp->dn_type) ? DT_RF_SIGNED : 0;
	dt_emit(p, BPF_STORE(dt_bpf_size(size), 7, REC_BASE + rd->rd_offset, r));
	dt_cg_reg_free(cg, r);
}

/* ---- actions ---- */

void dt_cg_argcount(const dt_node_t *dnp, const char *fn, int n, int min, int max)
{
	if (n < min || n > max) {
		const char *how = min == max ? "" : n < min ? "at least " : "at most ";

		dnerror(dnp, D_PROTO_LEN, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
			fn, n, n == 1 ? "" : "s", how, n < min ? min : max);
	}
}

static void dt_cg_act_trace(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args)
{
	dt_cg_argcount(dnp, "trace", dt_node_list_len(args), 1, 1);
	dt_cook_arg(cg->cg_pcb, args);
	if (dt_type_kind(args->dn_type) == DT_TK_VOID && !dt_cg_stack_value(args))
		dnerror_unplaced(dnp, D_TRACE_VOID, "trace( ) may not be applied to a void expression");
	if (dt_type_kind(args->dn_type) == DT_TK_DYN)
		dnerror(dnp, D_TRACE_DYN, "trace( ) may not be applied to a dynamic expression");
	dt_cg_store_value(cg, args, DT_ACT_TRACE);
}

void dt_cg_pfargtype(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_pfargtype_t *at,
		     char *name, char *base, size_t len)
{
	dt_tkind_t k = dt_type_kind(dnp->dn_type);
	int sk = dt_cg_stack_kind(dnp);

	memset(at, 0, sizeof(*at));
	if (sk != 0) {
		/* illumos's type names for stack and symbol values */
		at->kind = sk == DT_ACT_STACK || sk == DT_ACT_USTACK ? DT_PF_STACK : DT_PF_SYM;
		at->name = sk == DT_ACT_STACK || sk == DT_ACT_USTACK ? "stack" :
			   sk == DT_ACT_SYM || sk == DT_ACT_MOD ? "_symaddr" : "_usymaddr";
		at->size = 8;
		return;
	}
	at->name = dt_type_name(dnp->dn_type, name, len);
	at->base = dt_type_name(dt_type_resolve(dnp->dn_type), base, len);
	at->size = dt_type_size(dnp->dn_type);
	at->is_signed = dt_type_is_signed(dnp->dn_type);
	switch (k) {
	case DT_TK_INT:
	case DT_TK_ENUM:
		at->kind = DT_PF_INT;
		break;
	case DT_TK_PTR:
		at->kind = DT_PF_PTR;
		break;
	case DT_TK_STRING:
		at->kind = DT_PF_STRING;
		break;
	case DT_TK_FLOAT:
		at->kind = DT_PF_FLOAT;
		break;
	case DT_TK_ARRAY:
		at->kind = dt_type_is_charseq(dnp->dn_type) ? DT_PF_CHARARRAY : DT_PF_OTHER;
		/* %ls: an array of wchar_t, Linux's 4-byte int (recorded as bytes) */
		if (dt_type_is_integer(dt_type_resolve(dt_type_elem(dnp->dn_type, NULL))) &&
		    dt_type_size(dt_type_elem(dnp->dn_type, NULL)) == 4)
			at->kind = DT_PF_WCHARARRAY;
		break;
	default:
		at->kind = DT_PF_OTHER;
		break;
	}
}

static void dt_cg_act_printf(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args)
{
	int n = dt_node_list_len(args);
	dt_pfargv_t *pfv;
	dt_recdesc_t *rd;
	dt_errtag_t tag;
	char err[1024];

	if (n < 1)
		dnerror(dnp, D_PROTO_LEN, "printf( ) prototype mismatch: 0 args passed, at least 1 expected");
	dt_cg_pffmt(cg, dnp, args, "printf", 1);
	pfv = dt_printf_parse(args->dn_string, 0, err, sizeof(err), &tag);
	if (pfv == NULL)
		dnerror(dnp, tag, "%s", err);
	rd = dt_cg_rec(cg, dnp, DT_ACT_PRINTF, 0, 1);
	rd->rd_fmt = pfv;
	rd->rd_nargs = n - 1;
	/* %A takes plain addresses only when there is a process to look them up in */
	dt_cg_pfargs(cg, dnp, args, pfv, "printf",
		     cg->cg_dtp->dt_target > 0 ? DT_PRINTF_TARGET : 0);
}

static void dt_cg_act_exit(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	dt_recdesc_t *rd;
	int r;

	dt_cg_argcount(dnp, "exit", dt_node_list_len(args), 1, 1);
	dt_cook_arg(cg->cg_pcb, args);
	if (!dt_type_is_integer(args->dn_type))
		dnerror(dnp, D_PROTO_ARG, "exit( ) argument #1 is incompatible with prototype:\n"
			"\tprototype: int\n\t argument: %s",
			dt_type_name(args->dn_type, (char[64]){ 0 }, 64));
	r = dt_cg_expr(cg, args);
	rd = dt_cg_rec(cg, dnp, DT_ACT_EXIT, 4, 4);
	rd->rd_flags = DT_RF_SIGNED;
	dt_emit(p, BPF_STORE(BPF_W, 7, REC_BASE + rd->rd_offset, r));
	/* stop every further probe firing but END's */
	dt_emit_reloc(p, r, DT_RELOC_MAPVAL, "state", 0);
	dt_emit(p, BPF_STORE_IMM(BPF_W, r, 4 * DT_STATE_ACTIVITY, DT_ACTIVITY_DRAINING));
	dt_cg_reg_free(cg, r);
	cg->cg_stmt->st_exits = 1;
}

/* Is it an @a = f() or @a[k] = f() statement (which declares @a)? */
static int dt_cg_is_aggasgn(const dt_node_t *e)
{
	const dt_node_t *l = e->dn_child[0];

	return e->dn_kind == DT_NODE_OP2 && e->dn_op == DT_OP_ASGN && l != NULL &&
	       (l->dn_kind == DT_NODE_AGG ||
		(l->dn_kind == DT_NODE_ARRAY && l->dn_child[0]->dn_kind == DT_NODE_AGG));
}

/*
 * Cook the actions before code generation (cooking a cooked tree changes
 * nothing), after the predicate; trial (dt_cg_precook_trial): skip what
 * declares aggregations, which must not be declared from a trial.
 */
static void dt_cg_precook(dt_cg_t *cg, dt_node_t *body, int trial)
{
	for (dt_node_t *s = body; s != NULL; s = s->dn_next) {
		dt_node_t *e = s->dn_child[0];
		dt_ident_t *idp;

		if (s->dn_kind != DT_NODE_DEXPR || e == NULL || (trial && dt_cg_is_aggasgn(e)))
			continue;
		if (e->dn_kind == DT_NODE_FUNC && e->dn_child[0]->dn_kind == DT_NODE_IDENT &&
		    (idp = dt_ident_lookup(cg->cg_dtp, e->dn_child[0]->dn_string)) != NULL &&
		    idp->di_kind == DT_IDENT_FUNC &&
		    (idp->di_id != DT_FN_OTHER || dt_ident_is_action(idp->di_name))) {
			if (dt_cg_agg_is_act(idp->di_name))
				continue;	/* cooked with its code (dt_cg_agg.c) */
			if (idp->di_id == DT_FN_OTHER && !dt_cg_act_is_output(idp->di_name) &&
			    !dt_cg_stack_kind(e) && strcmp(idp->di_name, "jstack") != 0)
				dnerror(e, D_UNKNOWN, "%s( ) is not supported yet", idp->di_name);
			for (dt_node_t *a = e->dn_args; a != NULL; a = a->dn_next)
				dt_cook_arg(cg->cg_pcb, a);
			continue;
		}
		dt_cook_value(cg->cg_pcb, e);
	}
}

/*
 * A predicate may read a variable its clause's actions assign first
 * (/x == 0/ { x = 1; }), and the actions one that the predicate assigns
 * first (/n++ == 0/ { trace(n); }), as in DTrace.  A trial cooking of a
 * copy of the actions declares their variables before the predicate is
 * cooked; its errors are forgotten: cooked again after the predicate, the
 * actions raise them then, in their order.
 */
static void dt_cg_precook_trial(dt_cg_t *cg, const dt_node_t *body)
{
	dt_pcb_t *pcb = cg->cg_pcb;
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_node_t *volatile copy = NULL;	/* used after setjmp returns */
	dt_errtag_t tag = dtp->dt_errtag;
	char *msg = strdup(dtp->dt_errmsg);
	const struct dt_asgn_name *asgn_names = pcb->pcb_asgn_names;
	int nbind = pcb->pcb_nbind;
	jmp_buf saved;

	if (msg == NULL)
		dnerror(body, D_UNKNOWN, "out of memory");
	copy = dt_node_copy_list(pcb, body);
	memcpy(saved, pcb->pcb_jmpbuf, sizeof(saved));
	if (setjmp(pcb->pcb_jmpbuf) == 0)
		dt_cg_precook(cg, copy, 1);
	memcpy(pcb->pcb_jmpbuf, saved, sizeof(saved));
	/* what an error left half done: on the unwound stack */
	pcb->pcb_asgn_names = asgn_names;
	pcb->pcb_nbind = nbind;
	yypcb = pcb;
	dtp->dt_errtag = tag;
	snprintf(dtp->dt_errmsg, sizeof(dtp->dt_errmsg), "%s", msg);
	free(msg);
}

static void dt_cg_stmt(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *e = dnp->dn_child[0];
	dt_ident_t *idp;

	if (e->dn_kind == DT_NODE_FUNC && e->dn_child[0]->dn_kind == DT_NODE_IDENT &&
	    (idp = dt_ident_lookup(cg->cg_dtp, e->dn_child[0]->dn_string)) != NULL &&
	    idp->di_kind == DT_IDENT_FUNC) {
		switch (idp->di_id) {
		case DT_FN_TRACE:
			dt_cg_act_trace(cg, e, e->dn_args);
			return;
		case DT_FN_PRINTF:
			dt_cg_act_printf(cg, e, e->dn_args);
			return;
		case DT_FN_EXIT:
			dt_cg_act_exit(cg, e, e->dn_args);
			return;
		default:
			if (dt_cg_act_output(cg, e, idp->di_name))	/* dt_cg_act.c */
				return;
			if (dt_cg_agg_act(cg, e, idp->di_name))	/* dt_cg_agg.c */
				return;
			if (dt_cg_stack_kind(e)) {
				dt_cg_stack_rec(cg, e);	/* dt_cg_stack.c */
				return;
			}
			if (strcmp(idp->di_name, "jstack") == 0)
				dt_cg_jstack(cg->cg_pcb, e);	/* dt_cg_stack.c */
			if (dt_ident_is_action(idp->di_name))
				dnerror(e, D_UNKNOWN, "%s( ) is not supported yet", idp->di_name);
			break;	/* a subroutine: its value is discarded */
		}
	}
	if (e->dn_kind == DT_NODE_AGG)
		dnerror(e, D_AGG_NULL, "expression has null effect: %s",
			strcmp(e->dn_string, "@") == 0 ? "@_" : e->dn_string);
	dt_cook_value(cg->cg_pcb, e);
	if (e->dn_kind == DT_NODE_INT || e->dn_kind == DT_NODE_STRING)
		return;	/* no effect */
	if (e->dn_kind == DT_NODE_OP2 && e->dn_child[0]->dn_kind == DT_NODE_AGG) {
		dt_cg_agg(cg, e);	/* dt_cg_agg.c */
		return;
	}
	if (e->dn_kind == DT_NODE_OP2 && e->dn_op >= DT_OP_ASGN && e->dn_op <= DT_OP_RSH_EQ) {
		dt_cg_asgn(cg, e, 0);
		return;
	}
	dt_cg_reg_free(cg, dt_cg_expr(cg, e));
}

/* Does the body record data (Linux: only data-recording actions make a record)? */
static int dt_cg_body_records(dtrace_hdl_t *dtp, dt_node_t *body)
{
	dt_node_t *s;
	dt_ident_t *idp;

	if (body == NULL)
		return 1;
	for (s = body; s != NULL; s = s->dn_next) {
		dt_node_t *e = s->dn_child[0];

		if (s->dn_kind == DT_NODE_DEXPR && e != NULL && e->dn_kind == DT_NODE_FUNC &&
		    e->dn_child[0]->dn_kind == DT_NODE_IDENT &&
		    (idp = dt_ident_lookup(dtp, e->dn_child[0]->dn_string)) != NULL &&
		    idp->di_kind == DT_IDENT_FUNC && dt_ident_is_action(idp->di_name))
			return 1;
	}
	return 0;
}

static void dt_cg_output(dt_cg_t *cg)
{
	dt_bpf_prog_t *p = cg->cg_prog;

	dt_emit(p, BPF_MOV_REG(1, 6));
	dt_emit_reloc(p, 2, DT_RELOC_MAP, "buffers", 0);
	dt_emit(p, BPF_ALU32_IMM(BPF_MOV, 3, -1));	/* BPF_F_CURRENT_CPU */
	dt_emit(p, BPF_MOV_REG(4, 7));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 4, DT_MEM_BUF));
	/* a record ending in a ustack() stack copy is sent without its unused end */
	if (!dt_cg_ustack_outsize(cg))	/* dt_cg_stack.c */
		dt_emit(p, BPF_MOV_IMM(5, (int)sizeof(dt_rec_hdr_t) + cg->cg_stmt->st_size));
	dt_emit(p, BPF_CALL_HELPER(BPF_FUNC_perf_event_output));
	if (cg->cg_stmt->st_exits) {
		/* the trace rings wake the consumer at a watermark: exit() at once */
		dt_emit(p, BPF_MOV_REG(1, 6));
		dt_emit_reloc(p, 2, DT_RELOC_MAP, "wakeup", 0);
		dt_emit(p, BPF_ALU32_IMM(BPF_MOV, 3, -1));	/* BPF_F_CURRENT_CPU */
		dt_emit(p, BPF_MOV_REG(4, 7));
		dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 4, DT_MEM_BUF));
		dt_emit(p, BPF_MOV_IMM(5, 8));
		dt_emit(p, BPF_CALL_HELPER(BPF_FUNC_perf_event_output));
	}
}

/* The comparison that is true when op's is false. */
static int dt_cg_cmp_inverse(int op)
{
	switch (op) {
	case DT_OP_EQU: return DT_OP_NEQ;
	case DT_OP_NEQ: return DT_OP_EQU;
	case DT_OP_LT: return DT_OP_GE;
	case DT_OP_LE: return DT_OP_GT;
	case DT_OP_GT: return DT_OP_LE;
	default: return DT_OP_LT;
	}
}

/*
 * if (e == sense) goto label, for a predicate e.  An integer comparison
 * jumps on its own condition, without making a 0 or 1 first:
 *	if (!(l op r)) goto label	rather than	c = l op r ? 1 : 0;
 *						if (c == 0) goto label
 */
static void dt_cg_branch(dt_cg_t *cg, dt_node_t *e, int sense, int label)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int op = e->dn_op, l, r;

	if (e->dn_kind == DT_NODE_OP2 && op >= DT_OP_EQU && op <= DT_OP_GE &&
	    !dt_type_is_string(e->dn_child[0]->dn_type) &&
	    !dt_type_is_string(e->dn_child[1]->dn_type)) {
		const dt_node_t *c = e->dn_child[1];
		int jop = dt_cg_cmp_jop(sense ? op : dt_cg_cmp_inverse(op),
					e->dn_flags & DT_NF_SIGNED);

		l = dt_cg_expr(cg, e->dn_child[0]);
		/* a constant the immediate holds as it is (sign-extended): no register */
		if (c->dn_kind == DT_NODE_INT && (int64_t)c->dn_value == (int32_t)c->dn_value) {
			dt_emit_jmp(p, BPF_JMP_IMM(jop, l, (int32_t)c->dn_value, 0), label);
			dt_cg_reg_free(cg, l);
			return;
		}
		r = dt_cg_expr(cg, e->dn_child[1]);
		dt_emit_jmp(p, BPF_JMP_REG(jop, l, r, 0), label);
		dt_cg_reg_free(cg, r);
		dt_cg_reg_free(cg, l);
		return;
	}
	r = dt_cg_expr(cg, e);
	dt_emit_jmp(p, BPF_JMP_IMM(sense ? BPF_JNE : BPF_JEQ, r, 0, 0), label);
	dt_cg_reg_free(cg, r);
}

/*
 * Can the predicate run before the trampoline fills the machine state?
 * Only if it touches neither the context (r6) nor the scratch value (r7),
 * names no map, string or function (no relocation), and calls only
 * helpers that read the current task or CPU.
 */
static int dt_cg_pred_early(const dt_bpf_prog_t *frag)
{
	if (frag->bp_nrelocs != 0)
		return 0;
	for (uint32_t i = 0; i < frag->bp_ninsns; i++) {
		const struct bpf_insn *in = &frag->bp_insns[i];

		if (in->dst_reg == BPF_REG_6 || in->dst_reg == BPF_REG_7 ||
		    in->src_reg == BPF_REG_6 || in->src_reg == BPF_REG_7)
			return 0;
		if (in->code != (BPF_JMP | BPF_CALL))
			continue;
		if (in->src_reg != 0 ||
		    (in->imm != BPF_FUNC_get_current_pid_tgid &&
		     in->imm != BPF_FUNC_get_current_uid_gid &&
		     in->imm != BPF_FUNC_get_smp_processor_id))
			return 0;
	}
	return 1;
}

/*
 * The predicate as a fragment of its own that ends the program when false:
 *	if (pred) goto true; return 0; true:
 * or NULL if it cannot run early (dt_cg_pred_early).  A false predicate
 * then costs its helper call and a compare (bench: getppid-pred-false).
 */
static dt_bpf_prog_t *dt_cg_pred_frag(dt_pcb_t *pcb, dt_stmt_t *st, dt_node_t *pred)
{
	dt_cg_t cg = { .cg_pcb = pcb, .cg_dtp = pcb->pcb_hdl, .cg_stmt = st };
	char name[32];
	int ltrue;

	snprintf(name, sizeof(name), "dt_pred_%u", st->st_id);
	cg.cg_prog = dt_prog_create(name);
	if (cg.cg_prog == NULL)
		return NULL;
	cg.cg_lbl_skip = dt_label_new(cg.cg_prog);
	ltrue = dt_label_new(cg.cg_prog);
	dt_cg_branch(&cg, pred, 1, ltrue);
	dt_label_place(cg.cg_prog, cg.cg_lbl_skip);
	dt_emit(cg.cg_prog, BPF_MOV_IMM(0, 0));
	dt_emit(cg.cg_prog, BPF_RETURN());
	dt_label_place(cg.cg_prog, ltrue);
	if (dt_prog_finish(cg.cg_prog) != 0 || !dt_cg_pred_early(cg.cg_prog)) {
		dt_prog_destroy(cg.cg_prog);
		return NULL;
	}
	return cg.cg_prog;
}

dt_bpf_prog_t *dt_cg_clause(dt_pcb_t *pcb, dt_stmt_t *st)
{
	dt_node_t *clause = st->st_node, *s;
	char name[32];
	dt_cg_t cg = { .cg_pcb = pcb, .cg_dtp = pcb->pcb_hdl, .cg_stmt = st };
	dt_bpf_prog_t *p;

	snprintf(name, sizeof(name), "dt_clause_%u", st->st_id);
	dt_cg_about_stmt(pcb->pcb_hdl, st);	/* before any code: builtins depend on it */
	p = cg.cg_prog = dt_prog_create(name);
	if (p == NULL)
		dnerror(clause, D_UNKNOWN, "out of memory");
	st->st_code = p;
	pcb->pcb_stmt = st;
	cg.cg_lbl_skip = dt_label_new(p);
	cg.cg_alloca = 0;
	pcb->pcb_context = DT_CTX_DACT;
	if (clause->dn_child[0] != NULL) {
		dt_cg_precook_trial(&cg, clause->dn_child[1]);
		dt_cook_predicate(pcb, clause->dn_child[0]);
		pcb->pcb_context = DT_CTX_DACT;
	}
	dt_cg_precook(&cg, clause->dn_child[1], 0);
	if (clause->dn_child[0] != NULL) {
		pcb->pcb_context = DT_CTX_DPRED;
		if (clause->dn_child[0]->dn_kind != DT_NODE_INT) {
			/* if (!pred) goto skip */
			dt_cg_branch(&cg, clause->dn_child[0], 0, cg.cg_lbl_skip);
			/* compiled a second time once it is known to compile */
			st->st_pred = dt_cg_pred_frag(pcb, st, clause->dn_child[0]);
			st->st_body = p->bp_ninsns;
		} else if (clause->dn_child[0]->dn_value == 0) {
			/*
			 * A conditional jump, not a goto: the verifier refuses
			 * code that no jump reaches, and prunes this branch.
			 */
			dt_emit(p, BPF_MOV_IMM(0, 0));
			dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), cg.cg_lbl_skip);
		}
	}
	pcb->pcb_context = DT_CTX_DACT;
	st->st_records = dt_cg_body_records(pcb->pcb_hdl, clause->dn_child[1]);
	if (st->st_records) {
		dt_emit(p, BPF_LOAD(BPF_W, 0, 7, MST(prid)));
		dt_emit(p, BPF_STORE(BPF_W, 7, DT_MEM_BUF + (int)offsetof(dt_rec_hdr_t, prid), 0));
		dt_emit(p, BPF_STORE_IMM(BPF_W, 7, DT_MEM_BUF + (int)offsetof(dt_rec_hdr_t, stid),
					 st->st_id));
	}
	for (s = clause->dn_child[1]; s != NULL; s = s->dn_next) {
		if (s->dn_kind != DT_NODE_DEXPR)
			dnerror(s, D_UNKNOWN, "%s statements are not supported yet",
				dt_node_kind_name(s->dn_kind));
		dt_cg_stmt(&cg, s);
	}
	if (st->st_records)
		dt_cg_output(&cg);
	dt_label_place(p, cg.cg_lbl_skip);
	if (cg.cg_tstamp) {
		/* the next clause reads its own timestamps */
		dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, MST(tstamp), 0));
		dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, MST(vtstamp), 0));
	}
	pcb->pcb_context = DT_CTX_DPROG;
	if (dt_prog_finish(p) != 0)
		dnerror(clause, D_UNKNOWN, "code generation failed for clause %u", st->st_id);
	return p;
}
