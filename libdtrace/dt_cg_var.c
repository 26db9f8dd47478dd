/*
 * Variables in generated code, for every scope of D-LANGUAGE.md section 3:
 *
 *   globals       one array map value ("gvars"), addressed directly
 *   this->x       the scratch value's this-area: shared by the clauses of a firing
 *   self->x, a[k], self->a[k]
 *                 one hash map per variable ("dv_N"), keyed by [thread,] then
 *                 each key in its slot (dt_ident_dyn_create); a missing entry
 *                 reads as 0 or "", storing 0 deletes the entry, and a store
 *                 that finds the map full is counted as a dynamic variable
 *                 drop (DT_STATE_DYNDROPS) that the consumer reports.
 *
 * An lvalue's keys are evaluated once (dt_cg_lv_begin), then the key is
 * built in the scratch value's key buffer before each map operation.
 *
 * A struct, union or array value is its address, in every scope.  In a
 * dynamic variable that is the map value; a missing entry reads as the
 * zeroes at the start of the "dvzero" map.  Storing a whole value, or a
 * member or element of one (dt_cg_lv_waddr), first creates a zeroed entry;
 * when the map is full the store lands in the sink after the zeroes (as
 * large as the largest such value), and is counted as a drop.  Such values are never freed by a store: as in
 * DTrace, only a scalar 0 frees a variable.
 */
#include <stddef.h>
#include "dt_cg.h"
#include "dt_cook.h"
#include "dt_cg_bitfield.h"

void dt_cg_lv_begin(dt_cg_t *cg, dt_node_t *dnp, dt_cg_lv_t *lv)
{
	dt_node_t *k;

	lv->node = dnp;
	lv->idp = dnp->dn_ident;
	lv->nkeys = 0;
	lv->user = 0;
	if (dnp->dn_kind != DT_NODE_ARRAY)
		return;
	for (k = dnp->dn_args; k != NULL; k = k->dn_next)	/* a char array key: a string */
		lv->keys[lv->nkeys++] = dt_type_kind(k->dn_type) == DT_TK_ARRAY ?
					dt_cg_strval(cg, k) : dt_cg_expr(cg, k);
}

void dt_cg_lv_end(dt_cg_t *cg, dt_cg_lv_t *lv)
{
	for (int i = 0; i < lv->nkeys; i++)
		dt_cg_reg_free(cg, lv->keys[i]);
	lv->nkeys = 0;
}

static int dt_cg_size(size_t s)
{
	return s == 1 ? BPF_B : s == 2 ? BPF_H : s == 4 ? BPF_W : BPF_DW;
}

/* Build the key of a dynamic variable in the key buffer; leave its address in a new register. */
static int dt_cg_key(dt_cg_t *cg, const dt_cg_lv_t *lv)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	const dt_ident_t *idp = lv->idp;
	uint32_t base = dt_mem_key(cg->cg_dtp), strsz = dt_mem_strsz(cg->cg_dtp);
	int r;

	if (idp->di_flags & DT_IDFLG_TLS) {
		/* the thread's key: its pid_tgid (dt_cg_about.c) */
		dt_cg_task_call(cg, BPF_FUNC_get_current_pid_tgid, NULL, "dt_task_pid_tgid");
		dt_emit(p, BPF_STORE(BPF_DW, 7, base, 0));
	}
	const dt_node_t *k = lv->node->dn_args;

	if (idp->di_keysize > DT_CG_KEYMAX)
		dnerror(lv->node, D_KEY_TYPE, "the keys of %s%s take %u bytes, more than %u",
			idp->di_flags & DT_IDFLG_TLS ? "self->" : "", idp->di_name,
			idp->di_keysize, DT_CG_KEYMAX);
	for (int i = 0; i < lv->nkeys; i++, k = k->dn_next) {
		uint32_t off = base + idp->di_keyoffs[i];
		dt_tkind_t kind = dt_type_kind(idp->di_keytypes[i]);

		if (kind == DT_TK_STRUCT || kind == DT_TK_UNION) {
			/* its bytes, the slot's padding zeroed: the map compares whole keys */
			uint32_t size = dt_type_size(idp->di_keytypes[i]);

			for (uint32_t z = size & ~7u; z < size; z += 8)
				dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, off + z, 0));
			r = dt_cg_reg_alloc(cg, lv->node);
			dt_emit(p, BPF_MOV_REG(r, 7));
			dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, off));
			dt_cg_obj_copy(cg, k, r, lv->keys[i], size);
			dt_cg_reg_free(cg, r);
			continue;
		}
		if (!dt_type_is_string(idp->di_keytypes[i])) {
			dt_emit(p, BPF_STORE(BPF_DW, 7, off, lv->keys[i]));
			continue;
		}
		/* the map compares whole keys: zero the bytes after the NUL */
		for (uint32_t z = 0; z < strsz; z += 8)
			dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, off + z, 0));
		r = dt_cg_reg_alloc(cg, lv->node);
		dt_emit(p, BPF_MOV_REG(r, 7));
		dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, off));
		dt_cg_str_copy(cg, r, lv->keys[i]);
		dt_cg_reg_free(cg, r);
	}
	r = dt_cg_reg_alloc(cg, lv->node);
	dt_emit(p, BPF_MOV_REG(r, 7));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, base));
	return r;
}

/* A register pointing to a this-> variable. */
static int dt_cg_this_addr(dt_cg_t *cg, const dt_cg_lv_t *lv)
{
	int r = dt_cg_reg_alloc(cg, lv->node);

	dt_emit(cg->cg_prog, BPF_MOV_REG(r, 7));
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, r, dt_mem_this(cg->cg_dtp) + lv->idp->di_offset));
	return r;
}

static int dt_cg_var_addr(dt_cg_t *cg, const dt_cg_lv_t *lv)
{
	int r;

	if (lv->idp->di_kind == DT_IDENT_THIS)
		return dt_cg_this_addr(cg, lv);
	r = dt_cg_reg_alloc(cg, lv->node);
	dt_emit_reloc(cg->cg_prog, r, DT_RELOC_MAPVAL, "gvars", lv->idp->di_offset);
	return r;
}

static int dt_cg_dyn_load(dt_cg_t *cg, const dt_cg_lv_t *lv)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	const dt_ident_t *idp = lv->idp;
	int key = dt_cg_key(cg, lv), r, none = dt_label_new(p), done = dt_label_new(p);
	int by_addr = dt_type_is_string(idp->di_type) || dt_is_ref_kind(idp->di_type);

	dt_cg_map_lookup(cg, idp->di_mapname, key);
	r = key;	/* reuse the key's register for the value */
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), none);
	if (by_addr)
		dt_emit(p, BPF_MOV_REG(r, 0));
	else
		dt_emit(p, BPF_LOAD(dt_cg_size(idp->di_size), r, 0, 0));
	dt_emit_jmp(p, BPF_GOTO(0), done);
	dt_label_place(p, none);
	if (dt_type_is_string(idp->di_type))
		dt_emit_reloc(p, r, DT_RELOC_MAPVAL, "strtab", 0);	/* "" */
	else if (by_addr)
		dt_emit_reloc(p, r, DT_RELOC_MAPVAL, "dvzero", 0);
	else
		dt_emit(p, BPF_MOV_IMM(r, 0));
	dt_label_place(p, done);
	return r;
}

int dt_cg_lv_load(dt_cg_t *cg, const dt_cg_lv_t *lv)
{
	const dt_ident_t *idp = lv->idp;
	int r;

	if (idp->di_kind == DT_IDENT_DYN) {
		r = dt_cg_dyn_load(cg, lv);
	} else {
		r = dt_cg_var_addr(cg, lv);
		if (dt_type_is_string(idp->di_type) || dt_is_ref_kind(idp->di_type))
			return r;	/* a string's (a struct's) value is where it is */
		dt_emit(cg->cg_prog, BPF_LOAD(dt_cg_size(idp->di_size), r, r, 0));
	}
	if (!dt_type_is_string(idp->di_type) && !dt_is_ref_kind(idp->di_type))
		dt_cg_fit(cg, r, idp->di_type);
	return r;
}

/* Copy size bytes of an object at src (a kernel or user address) to D storage at dst. */
static void dt_cg_obj_read(dt_cg_t *cg, int dst, int src, uint32_t size, int user)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int ok = dt_label_new(p);
	int argv[3] = { dst, -1, src };
	int64_t imm[3] = { 0, size, 0 };

	dt_cg_call(cg, user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel, NULL, 3,
		   argv, imm);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, src);
	dt_label_place(p, ok);
}

/* Copy size bytes of the object dnp at src to D storage at dst. */
void dt_cg_obj_copy(dt_cg_t *cg, const dt_node_t *dnp, int dst, int src, uint32_t size)
{
	dt_cg_obj_read(cg, dst, src, size, (dnp->dn_flags & DT_NF_USERLAND) != 0);
}

/* Count a dynamic variable drop (r0 is clobbered). */
static void dt_cg_dyn_count_drop(dt_cg_t *cg, const dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int one = dt_cg_reg_alloc(cg, dnp);

	dt_emit_reloc(p, 0, DT_RELOC_MAPVAL, "state", 0);
	dt_emit(p, BPF_MOV_IMM(one, 1));
	dt_emit(p, BPF_XADD_REG(BPF_W, 0, 4 * DT_STATE_DYNDROPS, one));
	dt_cg_reg_free(cg, one);
}

/* Count a store that found the dynamic variable space full (r0 != 0). */
static void dt_cg_dyn_drop(dt_cg_t *cg, const dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int ok = dt_label_new(p);

	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), ok);
	dt_cg_dyn_count_drop(cg, dnp);
	dt_label_place(p, ok);
}

/*
 * The address of a dynamic variable's value for writing into it: its
 * entry, created zeroed if missing; the sink when there is no room.
 */
static int dt_cg_dyn_waddr(dt_cg_t *cg, const dt_cg_lv_t *lv)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	const dt_ident_t *idp = lv->idp;
	int key = dt_cg_key(cg, lv), have = dt_label_new(p), zero, argv[3];
	int64_t imm[3] = { 0, 0, BPF_NOEXIST };

	dt_cg_map_lookup(cg, idp->di_mapname, key);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), have);
	zero = dt_cg_reg_alloc(cg, lv->node);
	dt_emit_reloc(p, zero, DT_RELOC_MAPVAL, "dvzero", 0);
	argv[0] = key, argv[1] = zero, argv[2] = -1;
	/* another CPU may create it first: look it up again whatever the result */
	dt_cg_map_call(cg, BPF_FUNC_map_update_elem, idp->di_mapname, 3, argv, imm);
	dt_cg_reg_free(cg, zero);
	dt_cg_map_lookup(cg, idp->di_mapname, key);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), have);
	dt_cg_dyn_count_drop(cg, lv->node);
	/* the sink follows the zeroes, whose size only the linker knows */
	dt_emit_reloc(p, 0, DT_RELOC_MAPVAL, "dvzero", 0);
	dt_emit_reloc(p, key, DT_RELOC_CONST, "DVZERO_SINK", 0);
	dt_emit(p, BPF_ALU64_REG(BPF_ADD, 0, key));
	dt_label_place(p, have);
	dt_emit(p, BPF_MOV_REG(key, 0));	/* the key's register now holds the address */
	return key;
}

/* The address of a variable of struct, union or array type, to write into. */
int dt_cg_lv_waddr(dt_cg_t *cg, const dt_cg_lv_t *lv)
{
	if (lv->idp->di_kind == DT_IDENT_DYN)
		return dt_cg_dyn_waddr(cg, lv);
	return dt_cg_var_addr(cg, lv);
}

/* An object (a register holding its address) stored into a dynamic variable. */
static void dt_cg_dyn_store_obj(dt_cg_t *cg, const dt_cg_lv_t *lv, int val)
{
	int a = dt_cg_dyn_waddr(cg, lv);

	dt_cg_obj_read(cg, a, val, lv->idp->di_size, lv->user);
	dt_cg_reg_free(cg, a);
}

static void dt_cg_dyn_store(dt_cg_t *cg, const dt_cg_lv_t *lv, int val)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	const dt_ident_t *idp = lv->idp;
	int key = dt_cg_key(cg, lv), del = dt_label_new(p), done = dt_label_new(p);
	int argv[3], vp;
	int64_t imm[3] = { 0, 0, BPF_ANY };

	if (dt_type_is_string(idp->di_type)) {
		/*
		 * storing "" (as self->s = 0 does) frees the variable, which
		 * reads as "" again: if (*(uint8_t *)val == 0) goto del
		 */
		vp = dt_cg_reg_alloc(cg, lv->node);
		dt_emit(p, BPF_LOAD(BPF_B, vp, val, 0));
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, vp, 0, 0), del);
		dt_cg_reg_free(cg, vp);
		vp = val;	/* STRSZ readable bytes: the map copies them */
	} else {
		/* storing 0 frees the variable */
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, val, 0, 0), del);
		dt_emit(p, BPF_STORE(BPF_DW, BPF_REG_FP, DT_CG_TMP_SLOT - 8, val));
		vp = dt_cg_reg_alloc(cg, lv->node);
		dt_emit(p, BPF_MOV_REG(vp, BPF_REG_FP));
		dt_emit(p, BPF_ALU64_IMM(BPF_ADD, vp, DT_CG_TMP_SLOT - 8));
	}
	argv[0] = key, argv[1] = vp, argv[2] = -1;
	dt_cg_map_call(cg, BPF_FUNC_map_update_elem, idp->di_mapname, 3, argv, imm);
	dt_cg_dyn_drop(cg, lv->node);
	if (!dt_type_is_string(idp->di_type))
		dt_cg_reg_free(cg, vp);
	dt_emit_jmp(p, BPF_GOTO(0), done);
	dt_label_place(p, del);
	argv[0] = key;
	dt_cg_map_call(cg, BPF_FUNC_map_delete_elem, idp->di_mapname, 1, argv, imm);
	dt_label_place(p, done);
	dt_cg_reg_free(cg, key);
}

void dt_cg_lv_store(dt_cg_t *cg, const dt_cg_lv_t *lv, int val)
{
	const dt_ident_t *idp = lv->idp;
	int a;

	if (idp->di_kind == DT_IDENT_DYN) {
		if (dt_is_ref_kind(idp->di_type))
			dt_cg_dyn_store_obj(cg, lv, val);
		else
			dt_cg_dyn_store(cg, lv, val);
		return;
	}
	a = dt_cg_var_addr(cg, lv);
	if (dt_type_is_string(idp->di_type))
		dt_cg_str_copy(cg, a, val);
	else if (dt_is_ref_kind(idp->di_type))
		dt_cg_obj_read(cg, a, val, idp->di_size, lv->user);
	else
		dt_emit(cg->cg_prog, BPF_STORE(dt_cg_size(idp->di_size), a, 0, val));
	dt_cg_reg_free(cg, a);
}

/* ++ and -- on a scalar member or element inside a D variable. */
int dt_cg_incdec_obj(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	dt_node_t *lvn = dnp->dn_child[0];
	int op = dnp->dn_op, post = op == DT_OP_POSTINC || op == DT_OP_POSTDEC;
	int delta = op == DT_OP_PREINC || op == DT_OP_POSTINC ? 1 : -1;
	size_t size = dt_type_size(lvn->dn_type);
	int a, v, res;

	int bf = dt_cg_is_bitfield(lvn);

	if (!bf && (size == 0 || size > 8))
		dnerror(dnp, D_UNKNOWN, "operator %s on this kind of member is not supported yet",
			dt_op_name(op));
	if (dt_type_kind(lvn->dn_type) == DT_TK_PTR)
		delta *= (int)dt_type_size(dt_type_pointee(lvn->dn_type));
	a = dt_cg_addr_wr(cg, lvn);
	if (bf)
		v = dt_cg_bitfield_load(cg, lvn, a);
	else {
		v = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_LOAD(dt_cg_size(size), v, a, 0));
		dt_cg_fit(cg, v, lvn->dn_type);
	}
	res = v;
	if (post) {
		res = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_MOV_REG(res, v));
	}
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, v, delta));
	if (bf)
		dt_cg_bitfield_store(cg, lvn, a, v);
	else {
		dt_cg_fit(cg, v, lvn->dn_type);
		dt_emit(p, BPF_STORE(dt_cg_size(size), a, 0, v));
	}
	if (res != v)
		dt_cg_reg_free(cg, v);
	dt_cg_reg_free(cg, a);
	return res;
}
