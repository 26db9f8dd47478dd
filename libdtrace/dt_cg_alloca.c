/*
 * Stores through pointers into alloca() memory (p = alloca(8); *p = 1;
 * p->m = 2; p[i] = 3).  The cook stage marks pointers into alloca memory
 * (DT_NF_ALLOCA, carried through casts, arithmetic and variables) and the
 * objects they point to (DT_NF_ALLOCAOBJ, writable).  A pointer kept in a
 * variable is a plain number to the verifier, which lets a program write
 * only through pointers it can bound: so the address is turned back into
 * the scratch value's pointer (r7) plus an offset checked to lie in the
 * clause's alloca area; any other address is the "invalid address" fault.
 * Assignments and ++/-- take this checked address (dt_cg_addr_wr()) and
 * go the way of members of D variables.
 * copyinto() and bcopy() write there the same way (dt_subr.c).
 * Reads through such pointers may see only the memory the clause has taken
 * so far, as in illumos: below it or past it is the "invalid address"
 * fault, an object that starts inside but ends past it "invalid size".
 */
#include "dt_cg.h"
#include "dt_cg_alloca.h"

void dt_cg_alloca_ptr(dt_cg_t *cg, const dt_node_t *dnp, int a, uint64_t size)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	uint32_t lo = dt_mem_alloca(cg->cg_dtp), key = dt_mem_key(cg->cg_dtp);
	uint64_t scratch = dt_opt(cg->cg_dtp, DT_OPT_SCRATCHSIZE);
	int b, bad = dt_label_new(p), done = dt_label_new(p);

	if (size == 0 || size > scratch)
		dnerror(dnp, D_ALLOCA_SIZE, "%llu bytes of alloca() memory are more than "
			"scratchsize %llu", (unsigned long long)size, (unsigned long long)scratch);
	b = dt_cg_reg_alloc(cg, dnp);
	/*
	 * The address and the scratch value's address as numbers: through
	 * memory, as the verifier sees a pointer where alloca()'s value is used
	 * directly and a number where it was kept in a variable.
	 */
	dt_emit(p, BPF_STORE(BPF_DW, 7, key, a));
	dt_emit(p, BPF_LOAD(BPF_DW, a, 7, key));
	dt_emit(p, BPF_STORE(BPF_DW, 7, key, 7));
	dt_emit(p, BPF_LOAD(BPF_DW, b, 7, key));
	dt_emit(p, BPF_ALU64_REG(BPF_SUB, a, b));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JLT, a, lo, 0), bad);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JGT, a, lo + scratch - size, 0), bad);
	dt_emit(p, BPF_MOV_REG(b, 7));
	dt_emit(p, BPF_ALU64_REG(BPF_ADD, b, a));
	dt_emit(p, BPF_MOV_REG(a, b));
	dt_emit_jmp(p, BPF_GOTO(0), done);
	dt_label_place(p, bad);
	dt_emit(p, BPF_ALU64_REG(BPF_ADD, a, b));	/* the address, for the message */
	dt_cg_fault(cg, DTRACEFLT_BADADDR, a);
	dt_label_place(p, done);
	dt_cg_reg_free(cg, b);
}

void dt_cg_alloca_rd(dt_cg_t *cg, const dt_node_t *dnp, int a, uint64_t size)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	uint32_t lo = dt_mem_alloca(cg->cg_dtp), key = dt_mem_key(cg->cg_dtp);
	uint32_t hi = lo + cg->cg_alloca;
	int b = dt_cg_reg_alloc(cg, dnp), c = dt_cg_reg_alloc(cg, dnp);
	int badaddr = dt_label_new(p), badsize = dt_label_new(p), ok = dt_label_new(p);

	/* b = a - r7, both as numbers (see dt_cg_alloca_ptr) */
	dt_emit(p, BPF_STORE(BPF_DW, 7, key, a));
	dt_emit(p, BPF_LOAD(BPF_DW, b, 7, key));
	dt_emit(p, BPF_STORE(BPF_DW, 7, key, 7));
	dt_emit(p, BPF_LOAD(BPF_DW, c, 7, key));
	dt_emit(p, BPF_ALU64_REG(BPF_SUB, b, c));
	/* if (b < lo || b >= hi) fault(BADADDR, a) */
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JLT, b, lo, 0), badaddr);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JGE, b, hi, 0), badaddr);
	/* if (b + size > hi) fault(BADSIZE, size) */
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JLE, b, hi - size, 0), ok);
	dt_label_place(p, badsize);
	dt_emit(p, BPF_MOV_IMM(b, size));
	dt_cg_fault(cg, DTRACEFLT_BADSIZE, b);
	dt_label_place(p, badaddr);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, a);
	dt_label_place(p, ok);
	dt_cg_reg_free(cg, c);
	dt_cg_reg_free(cg, b);
}

/* Stores into alloca() memory are of whole scalars: no struct copies, no bit-fields. */
static size_t dt_cg_alloca_size(const dt_node_t *lvn)
{
	size_t size = dt_type_size(lvn->dn_type);
	char n[128];

	if (size == 0 || size > 8 || (size & (size - 1)) || !dt_type_is_scalar(lvn->dn_type) ||
	    ((lvn->dn_kind == DT_NODE_DOT || lvn->dn_kind == DT_NODE_ARROW) && lvn->dn_iflags))
		dnerror(lvn, D_UNKNOWN, "storing a value of type %s through a pointer is not "
			"supported yet: only scalars (not bit-fields) are stored",
			dt_type_name(lvn->dn_type, n, sizeof(n)));
	return size;
}

int dt_cg_alloca_addr(dt_cg_t *cg, dt_node_t *lvn)
{
	size_t size = dt_cg_alloca_size(lvn);
	int a = dt_cg_addr(cg, lvn);

	dt_cg_alloca_ptr(cg, lvn, a, size);
	return a;
}
