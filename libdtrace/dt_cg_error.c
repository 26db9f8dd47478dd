/*
 * The ERROR probe.  A fault in a clause calls the generated function
 * dt_error(ctx, clause, fault, addr, pc): it sends the fault record that the
 * consumer prints (support function dt_probe_error in bpf/), then runs the
 * clauses enabled on dtrace:::ERROR, inline, with ERROR's arguments in the
 * machine state (arg1 probe id, arg2 clause, arg3 pc, arg4 fault, arg5
 * address).  The faulting firing's probe id and arguments are saved around
 * them: its later clauses still run.  A fault inside an ERROR clause cannot
 * call dt_error again (BPF has no recursion): it calls dt_error_nested,
 * which only counts it ("error in ERROR probe enabling").
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "dt_cg.h"

#define MST(f)		((int)offsetof(dt_mstate_t, f))
/* Below the slots the clause fragments use (DT_CG_KEY_SLOT and above). */
#define SAVE_ARGS	(-80)	/* r2..r5: -80, -88, -96, -104 */
#define SAVE_PRID	(-112)
#define SAVE_ARGV	(-120)	/* argv[0..5]: -120 .. -160 */
#define NSAVED_ARGV	6

/* Save the firing's state, then make the machine state ERROR's. */
static void dt_error_enter(dt_bpf_prog_t *p)
{
	dt_emit(p, BPF_LOAD(BPF_W, 0, 7, MST(prid)));
	dt_emit(p, BPF_STORE(BPF_DW, BPF_REG_FP, SAVE_PRID, 0));
	for (int i = 0; i < NSAVED_ARGV; i++) {
		dt_emit(p, BPF_LOAD(BPF_DW, 1, 7, MST(argv) + 8 * i));
		dt_emit(p, BPF_STORE(BPF_DW, BPF_REG_FP, SAVE_ARGV - 8 * i, 1));
	}
	dt_emit(p, BPF_STORE_IMM(BPF_W, 7, MST(prid), 3));
	/* ERROR is a firing of its own: its clauses read their own timestamps */
	dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, MST(tstamp), 0));
	dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, MST(vtstamp), 0));
	dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, MST(argv), 0));
	dt_emit(p, BPF_STORE(BPF_DW, 7, MST(argv) + 8, 0));	/* arg1: probe id */
	/* arg2 clause, arg3 pc, arg4 fault, arg5 address */
	static const int from[4] = { 0, 3, 1, 2 };	/* index into r2..r5 saves */
	for (int i = 0; i < 4; i++) {
		dt_emit(p, BPF_LOAD(BPF_DW, 1, BPF_REG_FP, SAVE_ARGS - 8 * from[i]));
		dt_emit(p, BPF_STORE(BPF_DW, 7, MST(argv) + 8 * (2 + i), 1));
	}
}

static void dt_error_leave(dt_bpf_prog_t *p)
{
	dt_emit(p, BPF_LOAD(BPF_DW, 0, BPF_REG_FP, SAVE_PRID));
	dt_emit(p, BPF_STORE(BPF_W, 7, MST(prid), 0));
	for (int i = 0; i < NSAVED_ARGV; i++) {
		dt_emit(p, BPF_LOAD(BPF_DW, 1, BPF_REG_FP, SAVE_ARGV - 8 * i));
		dt_emit(p, BPF_STORE(BPF_DW, 7, MST(argv) + 8 * i, 1));
	}
}

/* dt_error(ctx, clause, fault, addr, pc) */
dt_bpf_prog_t *dt_cg_error_func(dtrace_hdl_t *dtp)
{
	dt_probe_t *prp = dt_probe_by_id(dtp, DT_PRID_ERROR);
	dt_bpf_prog_t *p = dt_prog_create("dt_error");
	int out;

	if (p == NULL)
		return NULL;
	out = dt_label_new(p);
	dt_emit(p, BPF_MOV_REG(6, 1));
	for (int r = 2; r <= 5; r++)
		dt_emit(p, BPF_STORE(BPF_DW, BPF_REG_FP, SAVE_ARGS - 8 * (r - 2), r));
	dt_emit_call_func(p, "dt_probe_error");
	if (prp != NULL && prp->pr_nclauses > 0) {
		dt_cg_scratch(p, out);
		dt_error_enter(p);
		for (uint32_t i = 0; i < prp->pr_nclauses; i++) {
			/* no recursion: a fault in an ERROR clause calls dt_error_nested */
			if (dt_cg_inline(p, dtp->dt_stmts[prp->pr_clauses[i]]->st_code,
					 "dt_error", "dt_error_nested") != 0)
				goto fail;
		}
		dt_error_leave(p);
	}
	return dt_prog_end_return0(p, out);
fail:
	dt_prog_destroy(p);
	return NULL;
}

/* dt_error_nested(...): count a fault in an ERROR clause. */
dt_bpf_prog_t *dt_cg_error_nested_func(void)
{
	dt_bpf_prog_t *p = dt_prog_create("dt_error_nested");

	if (p == NULL)
		return NULL;
	dt_emit_reloc(p, 1, DT_RELOC_MAPVAL, "state", 0);
	dt_emit(p, BPF_MOV_IMM(2, 1));
	dt_emit(p, BPF_XADD_REG(BPF_W, 1, 4 * DT_STATE_DBLERR, 2));
	return dt_prog_end_return0(p, dt_label_new(p));
}
