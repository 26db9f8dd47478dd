/*
 * Cooking of what reaches into memory: pointers (*, &, arithmetic),
 * struct and union members (., ->), subscripts of pointers and arrays,
 * casts, sizeof, and curthread.  A node whose type is a struct, union or
 * array has DT_NF_REF: its value is its address, and only a member or
 * element of scalar type is read from memory (dt_cg_ptr.c).  DOT and
 * ARROW nodes keep the member's offset in bits in dn_value and its
 * bit-field width (0 if none) in dn_iflags.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_cook.h"
#include "dt_decl.h"
#include "dt_btf.h"
#include <bpf/btf.h>

int dt_is_ref_kind(dt_type_t t)
{
	dt_tkind_t k = dt_type_kind(t);

	return k == DT_TK_STRUCT || k == DT_TK_UNION || k == DT_TK_ARRAY;
}

/*
 * A memory object of type t: an lvalue, writable only inside a D variable
 * (flags DT_NF_DSTORE): D does not store to kernel memory.
 */
static void dt_cook_object(dt_node_t *dnp, dt_type_t t, unsigned flags)
{
	dnp->dn_type = t;
	dnp->dn_flags |= DT_NF_LVALUE | (flags & (DT_NF_USERLAND | DT_NF_DSTORE));
	dnp->dn_flags &= ~(DT_NF_WRITABLE | DT_NF_ALLOCA | DT_NF_ALLOCAOBJ);
	if (flags & DT_NF_DSTORE)
		dnp->dn_flags |= DT_NF_WRITABLE;
	else
		dnp->dn_flags &= ~DT_NF_DSTORE;
	if (flags & (DT_NF_ALLOCA | DT_NF_ALLOCAOBJ))
		dnp->dn_flags |= DT_NF_WRITABLE | DT_NF_ALLOCAOBJ;	/* dt_cg_alloca.c */
	if (dt_is_ref_kind(t))
		dnp->dn_flags |= DT_NF_REF;
	else
		dnp->dn_flags &= ~DT_NF_REF;
}

int dt_type_is_charseq(dt_type_t t)
{
	dt_type_t e;
	dt_tkind_t k = dt_type_kind(t);

	if (k == DT_TK_ARRAY)
		e = dt_type_elem(t, NULL);
	else if (k == DT_TK_PTR)
		e = dt_type_pointee(t);
	else
		return 0;
	e = dt_type_resolve(e);
	return dt_type_kind(e) == DT_TK_INT && dt_type_size(e) == 1;
}

void dt_cook_deref(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *c = dnp->dn_child[0];
	dt_type_t t;

	dt_cook_node(pcb, c);
	if (dt_type_is_string(c->dn_type)) {
		/* *s: the first char of a string, which is a char pointer in DTrace */
		dt_cook_object(dnp, dt_type_int(pcb->pcb_hdl, 1, 1), 0);
		return;
	}
	switch (dt_type_kind(c->dn_type)) {
	case DT_TK_PTR:
		t = dt_type_pointee(c->dn_type);
		break;
	case DT_TK_ARRAY:
		t = dt_type_elem(c->dn_type, NULL);
		break;
	default:
		dnerror(dnp, D_DEREF_NONPTR, "cannot dereference non-pointer type");
	}
	if (dt_type_kind(t) == DT_TK_VOID)
		dnerror(dnp, D_DEREF_VOID, "cannot dereference pointer to void");
	if (dt_type_kind(t) == DT_TK_FUNC)
		dnerror(dnp, D_DEREF_FUNC, "cannot dereference pointer to function");
	if (dt_type_is_forward(t))
		dnerror(dnp, D_OP_INCOMPLETE, "cannot dereference pointer to an incomplete type");
	dt_cook_object(dnp, t, c->dn_flags & (DT_NF_USERLAND | DT_NF_ALLOCA));
}

void dt_cook_addrof(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *c = dnp->dn_child[0];

	dt_cook_node(pcb, c);
	if (c->dn_kind == DT_NODE_VAR || (c->dn_kind == DT_NODE_ARRAY &&
					  !(c->dn_flags & DT_NF_SUBSCRIPT)))
		dnerror(dnp, D_ADDROF_VAR, "cannot take address of dynamic variable");
	if (c->dn_iflags != 0 && (c->dn_kind == DT_NODE_DOT || c->dn_kind == DT_NODE_ARROW))
		dnerror(dnp, D_ADDROF_BITFIELD, "cannot take address of bit-field");
	if (!(c->dn_flags & DT_NF_LVALUE))
		dnerror(dnp, D_ADDROF_LVAL, "unacceptable operand for unary & operator");
	dnp->dn_type = dt_type_ptr(pcb->pcb_hdl, c->dn_type);
	dnp->dn_flags = (dnp->dn_flags & ~(DT_NF_LVALUE | DT_NF_REF)) | (c->dn_flags & DT_NF_USERLAND);
}

void dt_cook_member(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *c = dnp->dn_child[0];
	int arrow = dnp->dn_kind == DT_NODE_ARROW;
	dt_type_t sou;
	dt_member_t m;
	dt_tkind_t k;
	char buf[256];

	dt_cook_node(pcb, c);
	if (dt_xlator_cook_member(pcb, dnp))
		return;	/* a member of translated data */
	if (arrow) {
		if (dt_type_kind(c->dn_type) != DT_TK_PTR)
			dnerror(dnp, D_OP_PTR, "operator -> must be applied to a pointer");
		sou = dt_type_pointee(c->dn_type);
	} else {
		sou = c->dn_type;
	}
	k = dt_type_kind(sou);
	if (k != DT_TK_STRUCT && k != DT_TK_UNION)
		dnerror(dnp, D_OP_SOU, "operator %s cannot be applied to %stype \"%s\"; must be "
			"applied to a struct or union%s", arrow ? "->" : ".", arrow ? "pointer to " : "",
			dt_type_name(sou, buf, sizeof(buf)), arrow ? " pointer" : "");
	if (dt_type_is_forward(sou))
		dnerror(dnp, D_OP_INCOMPLETE, "operator %s cannot be applied to a forward "
			"declaration: no %s definition is available", arrow ? "->" : ".",
			dt_type_name(sou, buf, sizeof(buf)));
	if (dt_type_member(sou, dnp->dn_string, &m) != 0)
		dnerror(dnp, D_TYPE_MEMBER, "%s is not a member of %s", dnp->dn_string,
			dt_type_name(sou, buf, sizeof(buf)));
	dnp->dn_value = m.offset_bits;
	dnp->dn_iflags = m.bitfield_size;
	dt_cook_object(dnp, m.type, c->dn_flags & (arrow ? DT_NF_USERLAND | DT_NF_ALLOCA :
						    DT_NF_USERLAND | DT_NF_DSTORE | DT_NF_ALLOCAOBJ));
}

/* p[i] and a[i]: the element; a constant index outside an array is an error. */
void dt_cook_subscript(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *base = dnp->dn_child[0], *idx = dnp->dn_args;
	uint32_t n = 0;
	dt_type_t e;
	int scalar;

	dt_cook_node(pcb, base);
	/* s[i]: a char of a string, a char pointer in DTrace (not written through) */
	if (dt_type_is_string(base->dn_type) && idx != NULL && idx->dn_next == NULL) {
		dt_cook_node(pcb, idx);
		if (!dt_type_is_integer(idx->dn_type))
			dnerror(dnp, D_OP_INT, "operator [ ] requires an integer subscript");
		dnp->dn_flags |= DT_NF_SUBSCRIPT;
		dt_cook_object(dnp, dt_type_int(pcb->pcb_hdl, 1, 1), 0);
		return;
	}
	/*
	 * More than one subscript (or a string) of a scalar variable asks for
	 * an associative array; one subscript of a scalar is DTrace's *(x + i)
	 * of a non-pointer.
	 */
	scalar = dt_type_kind(base->dn_type) != DT_TK_ARRAY &&
		 dt_type_kind(base->dn_type) != DT_TK_PTR;
	if (scalar && (base->dn_kind == DT_NODE_VAR || base->dn_kind == DT_NODE_IDENT) &&
	    (idx == NULL || idx->dn_next != NULL || idx->dn_kind == DT_NODE_STRING))
		dnerror(dnp, D_ARR_BADREF, "cannot access scalar %s as an associative array",
			base->dn_string);
	if (idx == NULL || idx->dn_next != NULL)
		dnerror(dnp, D_ARR_BADREF, "a pointer or array takes one subscript");
	if (scalar)
		dnerror(dnp, D_DEREF_NONPTR, "cannot dereference non-pointer type");
	dt_cook_node(pcb, idx);
	if (!dt_type_is_integer(idx->dn_type))
		dnerror(dnp, D_OP_INT, "operator [ ] requires an integer subscript");
	switch (dt_type_kind(base->dn_type)) {
	case DT_TK_ARRAY:
		e = dt_type_elem(base->dn_type, &n);
		if (idx->dn_kind == DT_NODE_INT && n > 0 &&
		    (idx->dn_value >= n || (dt_type_is_signed(idx->dn_type) &&
					    (int64_t)idx->dn_value < 0)))
			dnerror(dnp, D_ARR_BOUNDS, "index outside array bounds: %lld, max is %u",
				(long long)idx->dn_value, n);
		break;
	case DT_TK_PTR:
		e = dt_type_pointee(base->dn_type);
		if (dt_type_kind(e) == DT_TK_VOID)
			dnerror(dnp, D_DEREF_VOID, "cannot dereference pointer to void");
		break;
	default:
		dnerror(dnp, D_DEREF_NONPTR, "cannot dereference non-pointer type");
	}
	dnp->dn_flags |= DT_NF_SUBSCRIPT;
	dt_cook_object(dnp, e, base->dn_flags & (dt_type_kind(base->dn_type) == DT_TK_ARRAY ?
						 DT_NF_USERLAND | DT_NF_DSTORE | DT_NF_ALLOCAOBJ :
						 DT_NF_USERLAND | DT_NF_ALLOCA));
}

void dt_cook_cast(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *e = dnp->dn_child[1];
	dt_type_t t;
	dt_tkind_t tk, ek;

	dt_decl_typename(pcb, dnp->dn_child[0], &t);
	dt_cook_node(pcb, e);
	tk = dt_type_kind(t);
	ek = dt_type_kind(e->dn_type);
	if (tk == DT_TK_VOID) {
		dnp->dn_type = t;
		return;
	}
	if (dt_type_is_string(t) && (dt_type_is_charseq(e->dn_type) ||
				     (dt_type_is_scalar(e->dn_type) && !dt_node_is_xlated(e)))) {
		/*
		 * (string)a of a char array or pointer: its chars, as stringof(a);
		 * of another scalar (DTrace casts any scalar to a string): the
		 * string at that address, as stringof(arg0)
		 */
		dnp->dn_kind = DT_NODE_STRINGOF;
		dnp->dn_child[0] = e;
		dnp->dn_child[1] = NULL;
		dnp->dn_type = t;
		dnp->dn_flags = (dnp->dn_flags & ~DT_NF_LVALUE) | DT_NF_REF;
		return;
	}
	if (dt_type_is_string(t) && dt_type_is_string(e->dn_type)) {
		dnp->dn_type = t;
		return;
	}
	if (tk != DT_TK_PTR && dt_node_is_xlated(e))
		dnerror(dnp, D_CAST_INVAL, "invalid cast expression: a pointer to translated data "
			"cannot be cast to an integer");
	if ((tk != DT_TK_INT && tk != DT_TK_ENUM && tk != DT_TK_PTR) ||
	    (!dt_type_is_scalar(e->dn_type) && (ek != DT_TK_ARRAY || tk != DT_TK_PTR))) {
		char n1[128], n2[128];

		dnerror(dnp, D_CAST_INVAL, "invalid cast expression: \"%s\" to \"%s\"",
			dt_type_name(e->dn_type, n1, sizeof(n1)), dt_type_name(t, n2, sizeof(n2)));
	}
	dnp->dn_type = t;
	dnp->dn_flags |= e->dn_flags & (DT_NF_USERLAND | (tk == DT_TK_PTR ? DT_NF_ALLOCA : 0));
	if (e->dn_kind == DT_NODE_INT && tk != DT_TK_PTR)
		dt_make_int(dnp, e->dn_value, t);
}

void dt_cook_sizeof(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *c = dnp->dn_child[0];
	dt_type_t t;
	size_t size;

	if (c->dn_kind == DT_NODE_TYPE) {
		dt_decl_typename(pcb, c, &t);
	} else {
		dt_cook_node(pcb, c);
		if ((c->dn_kind == DT_NODE_DOT || c->dn_kind == DT_NODE_ARROW) && c->dn_iflags != 0)
			dnerror(dnp, D_SIZEOF_BITFIELD, "cannot apply sizeof to a bit-field");
		t = c->dn_type;
	}
	/* a string is strsize bytes, as in DTrace (the NUL past them is ours) */
	size = dt_type_is_string(t) ? (size_t)dt_opt(pcb->pcb_hdl, DT_OPT_STRSIZE) :
	       dt_type_size(t);
	if (size == 0)
		dnerror(dnp, D_SIZEOF_TYPE, "cannot apply sizeof to an operand of unknown size");
	dt_make_int(dnp, size, dt_type_int(pcb->pcb_hdl, 8, 0));
}

/*
 * p + i, i + p, p - i (scaled by the size of what p points to) and p - q
 * (in elements): returns 0 when neither operand is a pointer.
 */
int dt_cook_ptrarith(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_child[0], *r = dnp->dn_child[1];
	int lp = dt_type_kind(l->dn_type) == DT_TK_PTR, rp = dt_type_kind(r->dn_type) == DT_TK_PTR;
	dt_node_t *ptr = lp ? l : r;
	size_t size;

	if (!lp && !rp)
		return 0;
	size = dt_type_size(dt_type_pointee(ptr->dn_type));
	/* as in illumos, a void * is no pointer to arithmetic on an integer */
	if (size == 0 && !(lp && rp)) {
		char n1[128], n2[128];

		dnerror(dnp, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
			dt_type_name(l->dn_type, n1, sizeof(n1)), dt_op_name(dnp->dn_op),
			dt_type_name(r->dn_type, n2, sizeof(n2)));
	}
	if (size == 0)
		dnerror(dnp, D_OP_VFPTR, "operator %s requires a pointer to a sized type",
			dt_op_name(dnp->dn_op));
	if (lp && rp) {
		char n1[128], n2[128];

		if (dnp->dn_op != DT_OP_SUB || !dt_type_same(dt_type_pointee(l->dn_type),
							     dt_type_pointee(r->dn_type)))
			dnerror(dnp, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
				dt_type_name(l->dn_type, n1, sizeof(n1)), dt_op_name(dnp->dn_op),
				dt_type_name(r->dn_type, n2, sizeof(n2)));
		dnp->dn_type = dt_type_int(pcb->pcb_hdl, 8, 1);
	} else {
		if ((lp ? r : l)->dn_kind != DT_NODE_INT && !dt_type_is_integer((lp ? r : l)->dn_type))
			dnerror(dnp, D_OP_ARITH, "operator %s requires operands of arithmetic type",
				dt_op_name(dnp->dn_op));
		if (rp && dnp->dn_op == DT_OP_SUB)
			dnerror(dnp, D_OP_INCOMPAT, "operands have incompatible types");
		dnp->dn_type = ptr->dn_type;
		dnp->dn_flags |= ptr->dn_flags & (DT_NF_USERLAND | DT_NF_ALLOCA);
	}
	return 1;
}

/* curthread: the current task, as struct task_struct *. */
void dt_cook_curthread(dt_pcb_t *pcb, dt_node_t *dnp, dt_ident_t *idp)
{
	dt_type_t t;

	if (dt_type_by_name(pcb->pcb_hdl, "struct task_struct", &t) != 0)
		dnerror(dnp, D_TYPE_ERR, "no kernel type information for curthread "
			"(struct task_struct)");
	dnp->dn_kind = DT_NODE_VAR;
	dnp->dn_ident = idp;
	dnp->dn_type = dt_type_ptr(pcb->pcb_hdl, t);
	dnp->dn_flags &= ~(DT_NF_LVALUE | DT_NF_WRITABLE);
}

/* curcpu: this CPU's cpuinfo_t (a type of the D library), in the "cpuinfo" map. */
void dt_cook_curcpu(dt_pcb_t *pcb, dt_node_t *dnp, dt_ident_t *idp)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_type_t t;

	if (dt_type_by_name(dtp, "cpuinfo_t", &t) != 0 &&
	    (dt_dlib_load(dtp) <= 0 || (yypcb = pcb, dt_type_by_name(dtp, "cpuinfo_t", &t) != 0)))
		dnerror(dnp, D_TYPE_ERR, "curcpu needs type cpuinfo_t from the D library");
	yypcb = pcb;
	dtp->dt_cpuinfo_type = t;
	dnp->dn_kind = DT_NODE_VAR;
	dnp->dn_ident = idp;
	dnp->dn_type = dt_type_ptr(dtp, t);
	dnp->dn_flags &= ~(DT_NF_LVALUE | DT_NF_WRITABLE);
}

/* The address of a kernel data symbol from /proc/kallsyms, 0 if none. */
static uint64_t dt_ksym_addr(const char *name)
{
	FILE *fp = fopen("/proc/kallsyms", "re");
	char line[512], sym[256], type;
	unsigned long long addr;
	uint64_t found = 0;

	if (fp == NULL)
		return 0;
	while (found == 0 && fgets(line, sizeof(line), fp) != NULL) {
		if (sscanf(line, "%llx %c %255s", &addr, &type, sym) != 3)
			continue;
		if (strchr("dDbBrR", type) != NULL && strcmp(sym, name) == 0)
			found = addr;
	}
	fclose(fp);
	return found;
}

/*
 * `sym and module`sym: a kernel variable, as an object at its address.  Its
 * type comes from a BTF VAR: kernels whose BTF has only per-CPU variables
 * (pahole before global_var encoding) cannot type other globals.
 */
void dt_cook_ksym(dt_pcb_t *pcb, dt_node_t *dnp)
{
	const char *name = strchr(dnp->dn_string, '`') + 1;
	struct btf *btf = dt_btf_vmlinux(pcb->pcb_hdl);
	uint64_t addr = dt_ksym_addr(name);
	const struct btf_type *v;
	int id;

	if (addr == 0)
		dnerror(dnp, D_IDENT_UNDEF, "failed to resolve %s: Unknown symbol name",
			dnp->dn_string);
	id = btf == NULL ? -1 : btf__find_by_name_kind(btf, name, BTF_KIND_VAR);
	if (id < 0)
		dnerror(dnp, D_SYM_NOTYPES, "no symbolic type information is available for %s: the "
			"kernel's BTF does not describe that variable", dnp->dn_string);
	v = btf__type_by_id(btf, id);
	if (btf_var(v)->linkage != BTF_VAR_GLOBAL_ALLOCATED && btf_var(v)->linkage != BTF_VAR_STATIC)
		dnerror(dnp, D_SYM_NOTYPES, "no symbolic type information is available for %s",
			dnp->dn_string);
	dnp->dn_kind = DT_NODE_SYM;
	dnp->dn_value = addr;
	dt_cook_object(dnp, (dt_type_t){ .dtt_btf = btf, .dtt_id = v->type }, 0);
}
