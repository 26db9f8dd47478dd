/*
 * Stores into bit-field members of D variables (struct s { int a : 3; } g;
 * g.a = 5; g.a++;).  The code generator's stores into members of a D
 * variable (dt_cg_asgn_obj, dt_cg_incdec_obj) have the member's address in
 * a register, a map value the verifier lets us write; a bit-field is a
 * read-modify-write of the smallest container holding its bits (the one
 * dt_cg_ptr.c reads it from), so that its neighbours keep their bits.
 */
#include "dt_cg.h"
#include "dt_cg_bitfield.h"

/* A bit-field member's position: its first bit in the byte at its address. */
static void dt_bf_where(const dt_node_t *lvn, uint32_t *bitoff, uint32_t *bits, int *size)
{
	size_t need;

	*bitoff = lvn->dn_value % 8;
	*bits = lvn->dn_iflags;
	need = (*bitoff + *bits + 7) / 8;
	*size = need <= 1 ? BPF_B : need <= 2 ? BPF_H : need <= 4 ? BPF_W : BPF_DW;
}

int dt_cg_is_bitfield(const dt_node_t *lvn)
{
	return (lvn->dn_kind == DT_NODE_DOT || lvn->dn_kind == DT_NODE_ARROW) &&
	       lvn->dn_iflags != 0;
}

int dt_cg_bitfield_load(dt_cg_t *cg, const dt_node_t *lvn, int addr)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	uint32_t bitoff, bits;
	int size, r = dt_cg_reg_alloc(cg, lvn);

	dt_bf_where(lvn, &bitoff, &bits, &size);
	dt_emit(p, BPF_LOAD(size, r, addr, 0));
	/* the field's bits to the top, then back down with the sign */
	dt_emit(p, BPF_ALU64_IMM(BPF_LSH, r, 64 - bitoff - bits));
	dt_emit(p, BPF_ALU64_IMM(dt_type_is_signed(lvn->dn_type) ? BPF_ARSH : BPF_RSH, r,
				 64 - bits));
	return r;
}

void dt_cg_bitfield_store(dt_cg_t *cg, const dt_node_t *lvn, int addr, int val)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	uint32_t bitoff, bits;
	int size, cur = dt_cg_reg_alloc(cg, lvn), tmp = dt_cg_reg_alloc(cg, lvn);
	uint64_t m;

	dt_bf_where(lvn, &bitoff, &bits, &size);
	m = (bits == 64 ? ~0ULL : (1ULL << bits) - 1) << bitoff;
	dt_emit(p, BPF_LOAD(size, cur, addr, 0));
	dt_emit_ld64(p, tmp, ~m);
	dt_emit(p, BPF_ALU64_REG(BPF_AND, cur, tmp));
	/* val's low bits moved into place, nothing else: up to the top, down to bitoff */
	dt_emit(p, BPF_MOV_REG(tmp, val));
	dt_emit(p, BPF_ALU64_IMM(BPF_LSH, tmp, 64 - bits));
	dt_emit(p, BPF_ALU64_IMM(BPF_RSH, tmp, 64 - bits - bitoff));
	dt_emit(p, BPF_ALU64_REG(BPF_OR, cur, tmp));
	dt_emit(p, BPF_STORE(size, addr, 0, cur));
	dt_cg_reg_free(cg, tmp);
	dt_cg_reg_free(cg, cur);
	/* the value of the assignment is what the field now holds */
	dt_emit(p, BPF_ALU64_IMM(BPF_LSH, val, 64 - bits));
	dt_emit(p, BPF_ALU64_IMM(dt_type_is_signed(lvn->dn_type) ? BPF_ARSH : BPF_RSH, val,
				 64 - bits));
}
