/*
 * Code generation for memory objects: *p, p->m, s.m, p[i], a[i], &x,
 * casts, pointer arithmetic and curthread.  An object of struct, union or
 * array type is represented by its address; a scalar one is read with
 * bpf_probe_read_kernel (or _user for user addresses) into the stack and
 * loaded from there.  A read that fails raises the "invalid address" fault
 * with the address, and the clause stops (dt_cg_fault).
 */
#include <stddef.h>
#include "dt_cg.h"
#include "dt_cg_alloca.h"
#include "dt_cook.h"
#include "dt_subr.h"

static int dt_cg_size(size_t s)
{
	return s == 1 ? BPF_B : s == 2 ? BPF_H : s == 4 ? BPF_W : BPF_DW;
}

/*
 * Read the scalar of type t at the address in register addr (which becomes
 * the result): bits > 0 for a bit-field at bit bitoff of that address.
 */
static int dt_cg_load(dt_cg_t *cg, const dt_node_t *dnp, int addr, dt_type_t t,
		      uint32_t bitoff, uint32_t bits)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int helper = dnp->dn_flags & DT_NF_USERLAND ? BPF_FUNC_probe_read_user :
			     BPF_FUNC_probe_read_kernel;
	int ok = dt_label_new(p), dst = dt_cg_reg_alloc(cg, dnp);
	size_t size = dt_type_size(t);
	int argv[3] = { dst, -1, addr };
	int64_t imm[3] = { 0, 0, 0 };

	if (bits > 0) {
		size_t need = (bitoff + bits + 7) / 8;

		size = need <= 1 ? 1 : need <= 2 ? 2 : need <= 4 ? 4 : 8;
	}
	if (size == 0 || size > 8)
		dnerror(dnp, D_UNKNOWN, "reading an object of this size is not supported yet");
	imm[1] = size;
	if (dnp->dn_flags & DT_NF_ALLOCAOBJ)
		dt_cg_alloca_rd(cg, dnp, addr, size);
	dt_emit(p, BPF_STORE_IMM(BPF_DW, BPF_REG_FP, DT_CG_TMP_SLOT, 0));
	dt_emit(p, BPF_MOV_REG(dst, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, dst, DT_CG_TMP_SLOT));
	dt_cg_call(cg, helper, NULL, 3, argv, imm);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, addr);
	dt_label_place(p, ok);
	dt_cg_reg_free(cg, dst);
	dt_emit(p, BPF_LOAD(dt_cg_size(size), addr, BPF_REG_FP, DT_CG_TMP_SLOT));
	if (bits > 0) {
		int sg = dt_type_is_signed(t);

		/* the field's bits to the top, then back down with the sign */
		dt_emit(p, BPF_ALU64_IMM(BPF_LSH, addr, 64 - bitoff - bits));
		dt_emit(p, BPF_ALU64_IMM(sg ? BPF_ARSH : BPF_RSH, addr, 64 - bits));
		return addr;
	}
	dt_cg_fit(cg, addr, t);
	return addr;
}

/*
 * The address of a D variable of struct, union or array type; to write
 * into (wr), a dynamic variable's entry is created if missing.
 */
static int dt_cg_var_obj_addr(dt_cg_t *cg, dt_node_t *dnp, int wr)
{
	dt_cg_lv_t lv;
	int r;

	if (!wr)
		return dt_cg_expr(cg, dnp);
	dt_cg_lv_begin(cg, dnp, &lv);
	r = dt_cg_lv_waddr(cg, &lv);
	dt_cg_lv_end(cg, &lv);
	return r;
}

static int dt_cg_addr_mode(dt_cg_t *cg, dt_node_t *dnp, int wr);

/* The address of a memory object node (DEREF, DOT, ARROW, subscript). */
int dt_cg_addr(dt_cg_t *cg, dt_node_t *dnp)
{
	return dt_cg_addr_mode(cg, dnp, 0);
}

/*
 * The address of a member or element of a D variable, or of an object in
 * alloca() memory, to store into it.
 */
int dt_cg_addr_wr(dt_cg_t *cg, dt_node_t *dnp)
{
	if (dnp->dn_flags & DT_NF_ALLOCAOBJ)
		return dt_cg_alloca_addr(cg, dnp);
	return dt_cg_addr_mode(cg, dnp, 1);
}

static int dt_cg_addr_mode(dt_cg_t *cg, dt_node_t *dnp, int wr)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	dt_node_t *c = dnp->dn_child[0];
	int r, i;

	if (dnp->dn_kind == DT_NODE_VAR || (dnp->dn_kind == DT_NODE_ARRAY &&
					    !(dnp->dn_flags & (DT_NF_SUBSCRIPT | DT_NF_ARGS))))
		return dt_cg_var_obj_addr(cg, dnp, wr && (dnp->dn_flags & DT_NF_DSTORE));
	switch (dnp->dn_kind) {
	case DT_NODE_OP1:	/* *p: the pointer's value (or an array's address) */
		return dt_cg_expr(cg, c);
	case DT_NODE_ARROW:
		r = dt_cg_expr(cg, c);
		if (dnp->dn_value / 8 != 0)
			dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, (int32_t)(dnp->dn_value / 8)));
		return r;
	case DT_NODE_DOT:
		r = dt_cg_addr_mode(cg, c, wr);
		if (dnp->dn_value / 8 != 0)
			dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, (int32_t)(dnp->dn_value / 8)));
		return r;
	case DT_NODE_ARRAY: {
		uint32_t n = 0;
		size_t esize;
		int ok = dt_label_new(p);

		if (dt_type_kind(c->dn_type) == DT_TK_ARRAY)
			esize = dt_type_size(dt_type_elem(c->dn_type, &n));
		else if (dt_type_is_string(c->dn_type)) {
			/* s[i]: where its chars are; a variable i within strsize */
			esize = 1;
			n = (uint32_t)dt_opt(cg->cg_dtp, DT_OPT_STRSIZE);
		}
		else
			esize = dt_type_size(dt_type_pointee(c->dn_type));
		r = dt_type_kind(c->dn_type) == DT_TK_ARRAY ? dt_cg_addr_mode(cg, c, wr) :
							       dt_cg_expr(cg, c);
		if (dt_type_is_string(c->dn_type)) {
			/*
			 * a string's address (in a map value) plus any index: a
			 * number for the verifier, as the read is a helper's
			 */
			uint32_t key = dt_mem_key(cg->cg_dtp);

			dt_emit(p, BPF_STORE(BPF_DW, 7, key, r));
			dt_emit(p, BPF_LOAD(BPF_DW, r, 7, key));
		}
		i = dt_cg_expr(cg, dnp->dn_args);
		if (n > 0 && dnp->dn_args->dn_kind != DT_NODE_INT) {
			dt_emit_jmp(p, BPF_JMP_IMM(BPF_JLT, i, n, 0), ok);
			dt_cg_fault(cg, DTRACEFLT_BADINDEX, i);
			dt_label_place(p, ok);
		}
		if (esize != 1)
			dt_emit(p, BPF_ALU64_IMM(BPF_MUL, i, (int32_t)esize));
		dt_emit(p, BPF_ALU64_REG(BPF_ADD, r, i));
		dt_cg_reg_free(cg, i);
		return r;
	}
	case DT_NODE_SYM:	/* a kernel variable: its address */
		r = dt_cg_reg_alloc(cg, dnp);
		dt_emit_ld64(p, r, dnp->dn_value);
		return r;
	default:
		/* other objects are their own value (struct-valued expressions) */
		return dt_cg_expr(cg, dnp);
	}
}

/* The value of a memory object: its address if it is a struct/union/array. */
int dt_cg_object(dt_cg_t *cg, dt_node_t *dnp)
{
	int r = dt_cg_addr(cg, dnp);
	uint32_t bits = 0, bitoff = 0;

	if (dnp->dn_flags & DT_NF_REF)
		return r;
	if (dnp->dn_kind == DT_NODE_DOT || dnp->dn_kind == DT_NODE_ARROW) {
		bits = dnp->dn_iflags;
		bitoff = dnp->dn_value % 8;
	}
	return dt_cg_load(cg, dnp, r, dnp->dn_type, bitoff, bits);
}

/* p + i, p - i, p - q. */
int dt_cg_ptrarith(dt_cg_t *cg, dt_node_t *dnp, int l, int r)
{
	dt_node_t *ln = dnp->dn_child[0], *rn = dnp->dn_child[1];
	int lp = dt_type_kind(ln->dn_type) == DT_TK_PTR, rp = dt_type_kind(rn->dn_type) == DT_TK_PTR;
	size_t size = dt_type_size(dt_type_pointee((lp ? ln : rn)->dn_type));
	dt_bpf_prog_t *p = cg->cg_prog;

	if (lp && rp) {
		dt_emit(p, BPF_ALU64_REG(BPF_SUB, l, r));
		if (size > 1) {
			/* a signed division by the element size */
			int neg = dt_label_new(p), done = dt_label_new(p);

			dt_emit_jmp(p, BPF_JMP_IMM(BPF_JSLT, l, 0, 0), neg);
			dt_emit(p, BPF_ALU64_IMM(BPF_DIV, l, (int32_t)size));
			dt_emit_jmp(p, BPF_GOTO(0), done);
			dt_label_place(p, neg);
			dt_emit(p, BPF_NEG_REG(l));
			dt_emit(p, BPF_ALU64_IMM(BPF_DIV, l, (int32_t)size));
			dt_emit(p, BPF_NEG_REG(l));
			dt_label_place(p, done);
		}
		return l;
	}
	if (size > 1)
		dt_emit(p, BPF_ALU64_IMM(BPF_MUL, lp ? r : l, (int32_t)size));
	dt_emit(p, BPF_ALU64_REG(dnp->dn_op == DT_OP_SUB ? BPF_SUB : BPF_ADD, l, r));
	return l;
}

/*
 * A pointer made an integer: a pointer the verifier tracks (curcpu's map
 * value, a variable's storage) refuses shifts, masks, products and 32-bit
 * operations, which D allows on (uintptr_t)p.  Going through memory of a
 * map makes it a plain number (a privileged program may store pointers
 * there); the machine state's fault address is free for it until a fault.
 *
 *	mst->fault_addr = r; r = mst->fault_addr;
 */
static void dt_cg_ptr_to_int(dt_cg_t *cg, int r)
{
	dt_emit(cg->cg_prog, BPF_STORE(BPF_DW, 7, (int)offsetof(dt_mstate_t, fault_addr), r));
	dt_emit(cg->cg_prog, BPF_LOAD(BPF_DW, r, 7, (int)offsetof(dt_mstate_t, fault_addr)));
}

int dt_cg_cast(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *e = dnp->dn_child[1];
	int r = dt_type_kind(e->dn_type) == DT_TK_ARRAY ? dt_cg_addr(cg, e) : dt_cg_expr(cg, e);

	/*
	 * A cast to an integer type of the operand's size and signedness
	 * changes nothing (DTrace): (char)(c + c) keeps c + c's 64 bits.
	 */
	if (dt_type_is_integer(dnp->dn_type) && dt_type_is_integer(e->dn_type) &&
	    dt_type_size(dnp->dn_type) == dt_type_size(e->dn_type) &&
	    dt_type_is_signed(dnp->dn_type) == dt_type_is_signed(e->dn_type))
		return r;
	if (dt_type_is_integer(dnp->dn_type) && (dt_type_kind(e->dn_type) == DT_TK_PTR ||
						  dt_type_kind(e->dn_type) == DT_TK_ARRAY))
		dt_cg_ptr_to_int(cg, r);
	if (dt_type_kind(dnp->dn_type) != DT_TK_PTR && dt_type_kind(dnp->dn_type) != DT_TK_VOID)
		dt_cg_fit(cg, r, dnp->dn_type);
	return r;
}

int dt_cg_curthread(dt_cg_t *cg, const dt_node_t *dnp)
{
	int r;

	dt_cg_task0(cg);	/* r0 = the task (dt_cg_about.c) */
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit(cg->cg_prog, BPF_MOV_REG(r, 0));
	return r;
}

/*
 * A string value: a string, or the characters of a char array or char
 * pointer read from (kernel or user) memory into a temporary string.
 */
int dt_cg_strval(dt_cg_t *cg, dt_node_t *dnp)
{
	int addr, s;

	if (dt_type_is_string(dnp->dn_type))
		return dt_cg_expr(cg, dnp);
	addr = dt_type_kind(dnp->dn_type) == DT_TK_ARRAY ? dt_cg_addr(cg, dnp) : dt_cg_expr(cg, dnp);
	s = dt_cg_readstr(cg, dnp, addr, -1, dnp->dn_flags & DT_NF_USERLAND ?
			  BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_kernel_str);
	dt_cg_reg_free(cg, addr);
	return s;
}

/* curcpu: the address of this CPU's entry of the "cpuinfo" map (or 0). */
int dt_cg_curcpu(dt_cg_t *cg, const dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int r;

	dt_cg_call(cg, BPF_FUNC_get_smp_processor_id, NULL, 0, NULL, NULL);
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit(p, BPF_STORE(BPF_W, BPF_REG_FP, DT_CG_TMP_SLOT, 0));
	dt_emit(p, BPF_MOV_REG(r, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, DT_CG_TMP_SLOT));
	dt_cg_map_lookup(cg, "cpuinfo", r);
	/* no entry (it cannot happen): a null pointer, so that reads fault */
	dt_emit(p, BPF_MOV_IMM(r, 0));
	{
		int none = dt_label_new(p);

		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), none);
		dt_emit(p, BPF_MOV_REG(r, 0));
		dt_label_place(p, none);
	}
	return r;
}
