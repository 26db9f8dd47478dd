/*
 * Cooking: resolve identifiers and give every node of a clause its D type
 * (DESIGN.md flow, step 3).  Integer expressions follow DTrace's conversions
 * (dt_arith_type) with all computation in 64 bits; constant subexpressions
 * are folded here, so the code generator never sees them.  Constructs that
 * parse but have no code generation yet are rejected here with a message
 * naming them.
 */
#include <stdlib.h>
#include <limits.h>
#include <string.h>
#include "dt_ident.h"
#include "dt_cook.h"
#include "dt_subr.h"
#include "dt_decl.h"
#include "dt_cg.h"
#include "dt_stability.h"

#define dt_cook_expr dt_cook_node

/* A key of struct or union type: its bytes (dt_cg_key). */
static int dt_is_soukey(dt_type_t t)
{
	return (dt_type_kind(t) == DT_TK_STRUCT || dt_type_kind(t) == DT_TK_UNION) &&
	       dt_type_size(t) > 0;
}

static dtrace_hdl_t *hdl(void)
{
	return yypcb->pcb_hdl;
}

static void __attribute__((noreturn)) dt_notyet(const dt_node_t *dnp, const char *what)
{
	dnerror(dnp, D_UNKNOWN, "%s not supported yet", what);
}

/* The type of an integer constant, by value and suffix (D-LANGUAGE.md 1.1). */
static dt_type_t dt_int_type(const dt_node_t *dnp)
{
	static const struct { size_t size; int sign; uint64_t max; } order[] = {
		{ 4, 1, INT32_MAX }, { 4, 0, UINT32_MAX }, { 8, 1, INT64_MAX },
		{ 8, 0, UINT64_MAX }
	};
	unsigned f = dnp->dn_iflags;
	int start = 0, i;

	if (f & DT_IF_CHAR)
		return dt_type_int(hdl(), 4, 1);
	if ((f & DT_IF_DECIMAL) && !(f & DT_IF_UNSIGNED) && dnp->dn_value > INT64_MAX)
		dnerror(dnp, D_INT_OFLOW, "integer constant 0x%llx cannot be represented in any "
			"built-in integral type", (unsigned long long)dnp->dn_value);
	if (f & (DT_IF_LONG | DT_IF_LONGLONG))
		start = 2;
	for (i = start; i < 4; i++) {
		if ((f & DT_IF_UNSIGNED) && order[i].sign)
			continue;
		/* decimal constants without u never become unsigned (but
		 * values above INT64_MAX have nowhere else to go) */
		if ((f & DT_IF_DECIMAL) && !(f & DT_IF_UNSIGNED) && !order[i].sign && i < 3)
			continue;
		if (dnp->dn_value <= order[i].max)
			return dt_type_int(hdl(), order[i].size, order[i].sign);
	}
	return dt_type_int(hdl(), 8, 0);
}

static int is_int(const dt_node_t *dnp)
{
	return dt_type_is_integer(dnp->dn_type);
}

static int is_const(const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_INT;
}

/*
 * DTrace's arithmetic conversions (illumos dt_type_promote): the operand of
 * greater size decides, and of equal sizes the unsigned one; narrow types
 * are not promoted to int first (char + char is a char).  Values are
 * computed in 64 bits and truncated only where stored or recorded.
 */
static dt_type_t dt_arith_type(const dt_node_t *l, const dt_node_t *r)
{
	size_t ls = dt_type_size(l->dn_type), rs = dt_type_size(r->dn_type);
	int lsg = dt_type_is_signed(l->dn_type);
	const dt_node_t *w;

	if (ls != rs)
		w = ls > rs ? l : r;
	else
		w = lsg ? r : l;
	if (dt_type_kind(w->dn_type) != DT_TK_INT)
		return dt_type_int(hdl(), dt_type_size(w->dn_type), dt_type_is_signed(w->dn_type));
	return w->dn_type;
}

/* The type of a unary operator's or a shift's result: the operand's. */
static dt_type_t dt_promote(const dt_node_t *dnp)
{
	if (dt_type_kind(dnp->dn_type) != DT_TK_INT)
		return dt_type_int(hdl(), dt_type_size(dnp->dn_type),
				   dt_type_is_signed(dnp->dn_type));
	return dnp->dn_type;
}

/* Truncate/extend a folded value to its type, as the generated code would. */
uint64_t dt_fit(uint64_t v, dt_type_t t)
{
	size_t s = dt_type_size(t);

	if (s >= 8 || s == 0)
		return v;
	v &= (1ULL << (s * 8)) - 1;
	if (dt_type_is_signed(t) && (v >> (s * 8 - 1)))
		v |= ~((1ULL << (s * 8)) - 1);
	return v;
}

/* A folded arithmetic result: 64 bits, like the code's (not truncated to t). */
static void dt_make_int64(dt_node_t *dnp, uint64_t v, dt_type_t t)
{
	dt_make_int(dnp, v, t);
	dnp->dn_value = v;
}

void dt_make_int(dt_node_t *dnp, uint64_t v, dt_type_t t)
{
	dnp->dn_kind = DT_NODE_INT;
	dnp->dn_value = dt_fit(v, t);
	dnp->dn_type = t;
	dnp->dn_flags = (dnp->dn_flags & ~(DT_NF_LVALUE | DT_NF_WRITABLE)) | DT_NF_CONST;
	dnp->dn_child[0] = dnp->dn_child[1] = dnp->dn_child[2] = NULL;
}

/* -x amin: the attributes of a built-in variable or a kernel symbol. */
static void dt_attr_check_builtin(dt_pcb_t *pcb, const dt_node_t *dnp, const dt_ident_t *idp)
{
	char what[128];

	snprintf(what, sizeof(what), "scalar %s", idp->di_name);
	dt_attr_check(pcb, dnp, dt_attr_ident(idp), what);
}

static void dt_attr_check_ksym(dt_pcb_t *pcb, const dt_node_t *dnp)
{
	char what[128];

	snprintf(what, sizeof(what), "symbol %s", dnp->dn_string);
	dt_attr_check(pcb, dnp, dt_attr_ksym(), what);
}

/*
 * The identifier a name resolves to; a name that is neither a variable nor
 * an enumerator may come from the D library, compiled on this first need.
 */
static dt_ident_t *dt_cook_ident_lookup(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_ident_t *idp = dt_ident_lookup(pcb->pcb_hdl, dnp->dn_string);
	int64_t ev;
	dt_type_t et;
	int rc;

	if (idp != NULL || dt_type_enum_value(pcb->pcb_hdl, dnp->dn_string, &ev, &et) == 0)
		return idp;
	rc = dt_dlib_load(pcb->pcb_hdl);
	yypcb = pcb;
	if (rc < 0) {
		char why[sizeof(pcb->pcb_hdl->dt_errmsg)];

		snprintf(why, sizeof(why), "%s", pcb->pcb_hdl->dt_errmsg);
		dnerror(dnp, D_UNKNOWN, "failed to load the D library: %s", why);
	}
	return rc > 0 ? dt_ident_lookup(pcb->pcb_hdl, dnp->dn_string) : NULL;
}

/* Built-in variables cooked apart (1), refused, or plain variables (0). */
static int dt_cook_builtin(dt_pcb_t *pcb, dt_node_t *dnp, dt_ident_t *idp)
{
	dt_attr_check_builtin(pcb, dnp, idp);
	switch (idp->di_id) {
	case DT_BV_CURTHREAD:
	case DT_BV_RUNTHREAD:
		dt_cook_curthread(pcb, dnp, idp);
		return 1;
	case DT_BV_CURCPU:
		dt_cook_curcpu(pcb, dnp, idp);
		return 1;
	case DT_BV_UREGS:
		dnerror(dnp, D_IDENT_BADREF, "associative array 'uregs' may not be referenced as scalar");
	case DT_BV_ARGS:
		dnerror(dnp, D_IDENT_BADREF, "associative array 'args' may not be referenced as scalar");
	case DT_BV_IPL:
		dnerror(dnp, D_VAR_UNSUP, "built-in variable ipl is not supported: Linux has "
			"no interrupt priority levels that a BPF program can read");
	}
	return 0;
}

static void dt_cook_ident(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_ident_t *idp;
	int64_t ev;
	dt_type_t et;

	if (dt_xlator_cook_param(pcb, dnp))
		return;	/* a translator's parameter: now its input */
	if (strchr(dnp->dn_string, '`') != NULL) {
		dt_attr_check_ksym(pcb, dnp);
		dt_cook_ksym(pcb, dnp);
		return;
	}
	/* self or this without -> (the lexer made it an identifier) */
	if (strcmp(dnp->dn_string, "self") == 0 || strcmp(dnp->dn_string, "this") == 0)
		dnerror(dnp, D_IDENT_BADREF, "pointer '%s' may not be referenced as scalar",
			dnp->dn_string);
	idp = dt_cook_ident_lookup(pcb, dnp);

	/* an enumerator of an enum the program declared */
	if (idp == NULL && dt_type_enum_value(pcb->pcb_hdl, dnp->dn_string, &ev, &et) == 0) {
		dt_make_int(dnp, (uint64_t)ev, et);
		return;
	}
	if (idp == NULL || idp->di_kind == DT_IDENT_FUNC) {
		if (idp != NULL)
			dnerror(dnp, D_FUNC_IDKIND, "%s( ) may not be used as a variable", dnp->dn_string);
		/* read in the value that first assigns it: DTrace has created it already */
		for (const struct dt_asgn_name *a = pcb->pcb_asgn_names; a != NULL; a = a->outer) {
			if (strcmp(a->name, dnp->dn_string) == 0)
				dnerror(dnp, D_VAR_UNDEF, "%s has not yet been declared or assigned",
					dnp->dn_string);
		}
		dnerror(dnp, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name",
			dnp->dn_string);
	}
	if (idp->di_kind == DT_IDENT_CONST) {
		dt_make_int(dnp, idp->di_value, idp->di_type);
		return;
	}
	if (idp->di_kind == DT_IDENT_DYN)
		dnerror(dnp, D_IDENT_BADREF, "associative array '%s' may not be referenced as scalar",
			dnp->dn_string);
	if (idp->di_kind == DT_IDENT_INLINE) {
		/* evaluated where used: the node stands for the inline's expression */
		dnp->dn_kind = DT_NODE_VAR;
		dnp->dn_ident = idp;
		dnp->dn_type = idp->di_type;
		dnp->dn_flags |= idp->di_expr->dn_flags & (DT_NF_REF | DT_NF_USERLAND);
		return;
	}
	if (idp->di_kind == DT_IDENT_BUILTIN && dt_cook_builtin(pcb, dnp, idp))
		return;
	dnp->dn_kind = DT_NODE_VAR;
	dnp->dn_ident = idp;
	dnp->dn_type = idp->di_type;
	dnp->dn_flags |= DT_NF_LVALUE | (idp->di_flags & DT_IDFLG_ALLOCA ? DT_NF_ALLOCA : 0);
	if (idp->di_kind == DT_IDENT_GLOBAL)
		dnp->dn_flags |= DT_NF_WRITABLE;
	if (idp->di_kind == DT_IDENT_GLOBAL && dt_is_ref_kind(idp->di_type))
		dnp->dn_flags |= DT_NF_REF | DT_NF_DSTORE;
	if (dt_type_is_string(idp->di_type))
		dnp->dn_flags |= DT_NF_REF;
}

/*
 * The target of an assignment or of ++/--: a global variable, created on
 * first assignment with the type 't' (or int for ++, --, op=).
 */
static void dt_cook_keys(dt_pcb_t *pcb, dt_node_t *keys);
static int dt_is_strkey(const dt_node_t *k);

/* An op= on a variable nothing assigned yet (DTrace refuses it, as a read). */
static _Noreturn void dt_cook_unassigned(const dt_node_t *dnp, const dt_node_t *var)
{
	dnerror(dnp, D_VAR_UNDEF, "%s%s has not yet been declared or assigned",
		var->dn_kind == DT_NODE_SELF ? "self->" : var->dn_kind == DT_NODE_THIS ? "this->" : "",
		var->dn_string);
}

/*
 * Create the variable an assignment names with type t, if it does not
 * exist yet; unless !create (op=), which refuses to.
 */
static void dt_cook_declare(dt_pcb_t *pcb, dt_node_t *dnp, dt_type_t t, int create)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_ident_t *idp = NULL;

	if (create && dt_type_kind(t) == DT_TK_ARRAY && dt_type_is_charseq(t))
		t = dt_type_string(pcb->pcb_hdl);	/* char [N]: kept as a string */
	/* D has no floating-point arithmetic: DTrace refuses even double = double */
	if (create && dt_type_kind(t) == DT_TK_FLOAT) {
		char n[128];

		dt_type_name(t, n, sizeof(n));
		dnerror(dnp, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" = \"%s\"",
			n, n);
	}
	if (create && !dt_type_is_integer(t) && !dt_type_is_string(t) &&
	    dt_type_kind(t) != DT_TK_PTR && !dt_is_ref_kind(t))
		dnerror(dnp, D_UNKNOWN, "variables of this type are not supported yet");
	switch (dnp->dn_kind) {
	case DT_NODE_IDENT:
		if (dt_ident_lookup(dtp, dnp->dn_string) != NULL)
			return;
		if (!create && dt_cook_ident_lookup(pcb, dnp) == NULL &&
		    dt_type_enum_value(dtp, dnp->dn_string, &(int64_t){ 0 }, &(dt_type_t){ 0 }) != 0)
			dt_cook_unassigned(dnp, dnp);
		if (!create)
			return;	/* a D library name or an enumerator: not writable */
		if (dt_type_enum_value(dtp, dnp->dn_string, NULL, NULL) == 0 ||
		    strcmp(dnp->dn_string, "self") == 0 || strcmp(dnp->dn_string, "this") == 0)
			return;	/* an enumerator is no lvalue (D_OP_LVAL), self no scalar */
		idp = dt_ident_global_create(dtp, dnp->dn_string, t);
		break;
	case DT_NODE_SELF:
		if (dt_ident_lookup_kind(dtp, dnp->dn_string, DT_IDENT_DYN, 1) != NULL)
			return;
		if (!create)
			dt_cook_unassigned(dnp, dnp);
		idp = dt_decl_dyn_create(pcb, dnp->dn_line, dnp->dn_string, t, 1, 0, NULL);
		break;
	case DT_NODE_THIS:
		if (dt_ident_lookup_kind(dtp, dnp->dn_string, DT_IDENT_THIS, 0) != NULL)
			return;
		if (!create)
			dt_cook_unassigned(dnp, dnp);
		idp = dt_ident_this_create(dtp, dnp->dn_string, t);
		break;
	case DT_NODE_ARRAY: {
		dt_node_t *base = dnp->dn_child[0], *k;
		int tls = base->dn_kind == DT_NODE_SELF, n = 0;
		dt_type_t keys[DT_MAX_KEYS];

		/* this->p[i] = v subscripts a pointer or array; this-> has no associative arrays */
		if (base->dn_kind == DT_NODE_THIS &&
		    dt_ident_lookup_kind(dtp, base->dn_string, DT_IDENT_THIS, 0) != NULL)
			return;
		if (base->dn_kind == DT_NODE_THIS)
			dnerror(dnp, D_ARR_LOCAL, "local variable this->%s may not be used as an "
				"associative array", base->dn_string);
		if (base->dn_kind != DT_NODE_IDENT && !tls)
			return;
		if (tls ? dt_ident_lookup_kind(dtp, base->dn_string, DT_IDENT_DYN, 1) != NULL :
			  dt_ident_lookup(dtp, base->dn_string) != NULL)
			return;
		if (!create)
			dt_cook_unassigned(dnp, base);
		dt_cook_keys(pcb, dnp->dn_args);
		for (k = dnp->dn_args; k != NULL; k = k->dn_next) {
			if (n == DT_MAX_KEYS)
				dnerror(dnp, D_ARR_BADREF, "%s[ ] has more than %d keys", base->dn_string,
					DT_MAX_KEYS);
			keys[n++] = dt_is_strkey(k) ? dt_type_string(dtp) :
				    dt_is_soukey(k->dn_type) ? k->dn_type :
				    dt_type_int(dtp, 8, dt_type_is_signed(k->dn_type));
		}
		idp = dt_decl_dyn_create(pcb, dnp->dn_line, base->dn_string, t, tls, n, keys);
		break;
	}
	default:
		return;
	}
	if (idp == NULL)
		dnerror(dnp, D_UNKNOWN, "out of memory");
}

/*
 * The target of an assignment or of ++/--: a variable of any scope, created
 * on first assignment with the type 't' (int64_t for ++, --); op= creates
 * none (!create).
 */
static void dt_cook_lvalue(dt_pcb_t *pcb, dt_node_t *dnp, dt_type_t t, int create,
			   const char *opname)
{
	dt_cook_declare(pcb, dnp, t, create);
	dt_cook_expr(pcb, dnp);
	if (!(dnp->dn_flags & DT_NF_LVALUE))
		dnerror(dnp, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand", opname);
	if (!(dnp->dn_flags & DT_NF_WRITABLE))
		dnerror(dnp, D_OP_WRITE, "operator %s can only be applied to a writable variable", opname);
	if (dnp->dn_ident != NULL)
		dnp->dn_ident->di_flags |= DT_IDFLG_WRITE;
}

static uint64_t dt_fold2(const dt_node_t *dnp, int op, uint64_t a, uint64_t b, dt_type_t t)
{
	int sg = dt_type_is_signed(t);

	switch (op) {
	case DT_OP_ADD: return a + b;
	case DT_OP_SUB: return a - b;
	case DT_OP_MUL: return a * b;
	case DT_OP_DIV:
	case DT_OP_MOD:
		if (b == 0)
			dnerror(dnp, D_DIV_ZERO, "expression contains division by zero");
		if (sg && (int64_t)b == -1)
			return op == DT_OP_DIV ? -a : 0;
		if (op == DT_OP_DIV)
			return sg ? (uint64_t)((int64_t)a / (int64_t)b) : a / b;
		return sg ? (uint64_t)((int64_t)a % (int64_t)b) : a % b;
	case DT_OP_BAND: return a & b;
	case DT_OP_BOR: return a | b;
	case DT_OP_XOR: return a ^ b;
	/* shift counts taken modulo 64, as the code's (and DTrace's) shifts do */
	case DT_OP_LSH: return a << (b & 63);
	case DT_OP_RSH:
		return sg ? (uint64_t)((int64_t)a >> (b & 63)) : a >> (b & 63);
	default: return 0;
	}
}

static int dt_fold_cmp(int op, uint64_t a, uint64_t b, int sg)
{
	int64_t sa = a, sb = b;

	switch (op) {
	case DT_OP_EQU: return a == b;
	case DT_OP_NEQ: return a != b;
	case DT_OP_LT: return sg ? sa < sb : a < b;
	case DT_OP_LE: return sg ? sa <= sb : a <= b;
	case DT_OP_GT: return sg ? sa > sb : a > b;
	default: return sg ? sa >= sb : a >= b;
	}
}

static int dt_op_is_cmp(int op)
{
	return op >= DT_OP_EQU && op <= DT_OP_GE;
}

static int dt_op_is_asgn(int op)
{
	return op >= DT_OP_ASGN && op <= DT_OP_RSH_EQ;
}

/* The arithmetic operator of a compound assignment. */
int dt_op_of_asgn(int op)
{
	static const int map[] = {
		[DT_OP_ADD_EQ] = DT_OP_ADD, [DT_OP_SUB_EQ] = DT_OP_SUB,
		[DT_OP_MUL_EQ] = DT_OP_MUL, [DT_OP_DIV_EQ] = DT_OP_DIV,
		[DT_OP_MOD_EQ] = DT_OP_MOD, [DT_OP_AND_EQ] = DT_OP_BAND,
		[DT_OP_XOR_EQ] = DT_OP_XOR, [DT_OP_OR_EQ] = DT_OP_BOR,
		[DT_OP_LSH_EQ] = DT_OP_LSH, [DT_OP_RSH_EQ] = DT_OP_RSH,
	};
	return op < (int)(sizeof(map) / sizeof(map[0])) ? map[op] : DT_OP_NONE;
}

static void dt_need_int(const dt_node_t *dnp, const dt_node_t *opnd, int op)
{
	if (!is_int(opnd))
		dnerror(dnp, D_OP_INT, "operator %s requires operands of integral type", dt_op_name(op));
}

static void dt_need_scalar(const dt_node_t *dnp, const dt_node_t *opnd, int op)
{
	if (!dt_type_is_scalar(opnd->dn_type))
		dnerror(dnp, D_OP_SCALAR, "operator %s requires operand of scalar type", dt_op_name(op));
}

/* &&, || and ^^: DTrace's words name both operands. */
static void dt_need_scalars(const dt_node_t *dnp, const dt_node_t *l, const dt_node_t *r, int op)
{
	if (!dt_type_is_scalar(l->dn_type) || !dt_type_is_scalar(r->dn_type))
		dnerror(dnp, D_OP_SCALAR, "operator %s requires operands of scalar type",
			dt_op_name(op));
}

/*
 * An array or function is not assignable (D_OP_ARRFUN), not even from an
 * array of the very same type: illumos and Oracle's DTrace refuse it.
 */
static void dt_cook_asgn_arrfun(const dt_node_t *dnp, const dt_node_t *l, const dt_node_t *r)
{
	int kind = dt_type_kind(l->dn_type);
	char n1[64];

	if (kind != DT_TK_ARRAY && kind != DT_TK_FUNC)
		return;
	dnerror(dnp, D_OP_ARRFUN, "operator %s may not be applied to operand of type \"%s\"",
		dt_op_name(dnp->dn_op), dt_type_name(l->dn_type, n1, sizeof(n1)));
}

/*
 * The operands of arithmetic operator aop, alone or in aop= (dnp's
 * operator, named in the messages): integers, and no constant divisor 0.
 */
static void dt_need_arith(const dt_node_t *dnp, const dt_node_t *l, const dt_node_t *r, int aop)
{
	switch (aop) {
	case DT_OP_BAND: case DT_OP_BOR: case DT_OP_XOR:
	case DT_OP_LSH: case DT_OP_RSH: case DT_OP_MOD:
		dt_need_int(dnp, l, dnp->dn_op);
		dt_need_int(dnp, r, dnp->dn_op);
		break;
	default:
		if (!is_int(l) || !is_int(r))
			dnerror(dnp, D_OP_ARITH, "operator %s requires operands of arithmetic type",
				dt_op_name(dnp->dn_op));
	}
	if ((aop == DT_OP_DIV || aop == DT_OP_MOD) && is_const(r) && r->dn_value == 0)
		dnerror(dnp, D_DIV_ZERO, "expression contains division by zero");
}

/* D_OP_INCOMPAT for the operands of a binary operator. */
static _Noreturn void dt_op_incompat(const dt_node_t *dnp, const dt_node_t *l, const dt_node_t *r,
				     int op)
{
	char n1[64], n2[64];

	dnerror(dnp, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
		dt_type_name(l->dn_type, n1, sizeof(n1)), dt_op_name(op),
		dt_type_name(r->dn_type, n2, sizeof(n2)));
}

/* An aggregation is no operand (D_OP_DYN). */
static void dt_no_dyn(const dt_node_t *dnp, const dt_node_t *opnd, int op, int nopnds)
{
	if (dt_type_kind(opnd->dn_type) == DT_TK_DYN)
		dnerror(dnp, D_OP_DYN, "operator %s operand%s cannot be of dynamic type",
			dt_op_name(op), nopnds > 1 ? "s" : "");
}

static void dt_no_xlated(const dt_node_t *where, const dt_node_t *e);

/*
 * A string beside the integer constant 0 (NULL), compared with it or
 * assigned it: in DTrace a string is a pointer and 0 the null one.  Here a
 * string is always text, and the null string reads as "" (a string
 * variable never assigned, strstr() finding nothing), so the 0 becomes ""
 * (doc/compat.md): s == NULL tests for the empty string, and self->s = 0
 * stores "", which frees a dynamic variable.  1 if n was made "".
 */
static int dt_null_str(dt_node_t *n)
{
	char *e;

	if (!is_const(n) || n->dn_value != 0 || !dt_type_is_integer(n->dn_type))
		return 0;
	e = strdup("");
	if (e == NULL)
		dnerror(n, D_UNKNOWN, "failed to allocate memory");
	free(n->dn_string);
	n->dn_string = e;
	n->dn_kind = DT_NODE_STRING;
	n->dn_type = dt_type_string(hdl());
	n->dn_flags = (n->dn_flags & ~DT_NF_CONST) | DT_NF_REF;
	return 1;
}

/*
 * A pointer variable remembers whether it holds pointers into alloca()
 * memory, which may be written through (dt_cg_alloca.c), or others: not
 * both, as the code generator must know which a store goes through.
 */
static void dt_cook_alloca_var(dt_node_t *l, const dt_node_t *r)
{
	dt_ident_t *idp = l->dn_ident;
	unsigned f;

	if (idp == NULL || dt_type_kind(l->dn_type) != DT_TK_PTR ||
	    (r->dn_kind == DT_NODE_INT && r->dn_value == 0))
		return;
	f = r->dn_flags & DT_NF_ALLOCA ? DT_IDFLG_ALLOCA : DT_IDFLG_NOALLOCA;
	if (idp->di_flags & (f ^ (DT_IDFLG_ALLOCA | DT_IDFLG_NOALLOCA)))
		dnerror(l, D_ALLOCA_INCOMPAT, "%s%s cannot hold both pointers into alloca() memory "
			"and other pointers", l->dn_kind == DT_NODE_VAR &&
			(idp->di_flags & DT_IDFLG_TLS) ? "self->" : idp->di_kind == DT_IDENT_THIS ?
			"this->" : "", idp->di_name);
	idp->di_flags |= f;
	l->dn_flags |= f == DT_IDFLG_ALLOCA ? DT_NF_ALLOCA : 0;
}

/* count(), sum()... where a value is computed (their type: dt_type_aggfunc()). */
static int dt_is_aggfunc_value(const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_FUNC && dt_type_kind(dnp->dn_type) == DT_TK_DYN;
}

/* A call of an action (trace(), exit(), ...): DTrace types it void. */
static int dt_is_action_call(const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_FUNC && dnp->dn_child[0]->dn_kind == DT_NODE_IDENT &&
	       dt_ident_is_action(dnp->dn_child[0]->dn_string) && !dt_cg_stack_value(dnp);
}

/* Whether the target of an assignment names a variable that exists already. */
static int dt_lvalue_declared(dtrace_hdl_t *dtp, const dt_node_t *l)
{
	switch (l->dn_kind) {
	case DT_NODE_IDENT:
		return dt_ident_lookup(dtp, l->dn_string) != NULL;
	case DT_NODE_SELF:
		return dt_ident_lookup_kind(dtp, l->dn_string, DT_IDENT_DYN, 1) != NULL;
	case DT_NODE_THIS:
		return dt_ident_lookup_kind(dtp, l->dn_string, DT_IDENT_THIS, 0) != NULL;
	case DT_NODE_ARRAY:
		return dt_lvalue_declared(dtp, l->dn_child[0]);
	default:
		return 1;
	}
}

/*
 * A call of a tracing function (an action, stack(), sym()...) where a value
 * is computed: DTrace finds it while generating code, so the message names
 * no region.
 */
_Noreturn void dt_cook_tracing_func(const dt_node_t *dnp)
{
	dnerror_unplaced(dnp, D_CG_EXPR, "tracing function %s( ) may not be called from a "
			 "D expression (D program context required)",
			 dnp->dn_kind == DT_NODE_FUNC ? dnp->dn_child[0]->dn_string : "?");
}

/*
 * v = e where e is void (an action) or a stack or symbol (DTrace's typedefs
 * of void): a stack or symbol may be assigned to a new variable or one of
 * its very type, for the code generator to refuse (D_CG_EXPR, as DTrace);
 * else the operands are incompatible, a new variable being void.
 */
static _Noreturn void dt_cook_void_asgn(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_child[0], *r = dnp->dn_child[1];
	dt_stackval_t sv = dt_type_stackval_kind(r->dn_type);
	char n[2][64];

	if (!dt_lvalue_declared(pcb->pcb_hdl, l)) {
		if (sv != DT_SV_NONE)
			dt_cook_tracing_func(r);
		snprintf(n[0], sizeof(n[0]), "void");
	} else {
		dt_cook_expr(pcb, l);
		if (sv != DT_SV_NONE && dt_type_stackval_kind(l->dn_type) == sv)
			dt_cook_tracing_func(r);
		dt_type_name(l->dn_type, n[0], sizeof(n[0]));
	}
	dt_type_name(r->dn_type, n[1], sizeof(n[1]));
	dnerror(dnp, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"", n[0],
		dt_op_name(dnp->dn_op), n[1]);
}

static void dt_cook_asgn(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_child[0], *r = dnp->dn_child[1];
	int op = dnp->dn_op;
	struct dt_asgn_name asgn;

	if (l->dn_kind == DT_NODE_AGG ||
	    (l->dn_kind == DT_NODE_ARRAY && l->dn_child[0]->dn_kind == DT_NODE_AGG)) {
		dt_cook_agg(pcb, dnp);	/* dt_cg_agg.c */
		return;
	}
	if (l->dn_kind == DT_NODE_IDENT) {
		asgn.name = l->dn_string;
		asgn.outer = pcb->pcb_asgn_names;
		pcb->pcb_asgn_names = &asgn;
	}
	dt_cook_expr(pcb, r);
	if (l->dn_kind == DT_NODE_IDENT)
		pcb->pcb_asgn_names = asgn.outer;
	if (l->dn_kind == DT_NODE_FUNC) {
		/* trace(1) = 1, stack() = 1: DTrace finds the types wrong first */
		dt_cook_expr(pcb, l);
		if (dt_type_kind(l->dn_type) == DT_TK_VOID)
			dt_op_incompat(dnp, l, r, op);
	}
	if (op == DT_OP_ASGN && dt_type_kind(r->dn_type) == DT_TK_VOID)
		dt_cook_void_asgn(pcb, dnp);
	if (dt_is_aggfunc_value(r)) {
		/* x = count(): DTrace names a new variable a scalar */
		char n1[64], n2[64];

		if (dt_lvalue_declared(pcb->pcb_hdl, l))
			dt_cook_expr(pcb, l);
		dnerror(dnp, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
			dt_lvalue_declared(pcb->pcb_hdl, l) ? dt_type_name(l->dn_type, n1, sizeof(n1)) :
			"scalar", dt_op_name(op), dt_type_name(r->dn_type, n2, sizeof(n2)));
	}
	dt_no_dyn(dnp, r, op, 2);
	dt_no_xlated(dnp, r);
	dt_cook_lvalue(pcb, l, r->dn_type, op == DT_OP_ASGN, dt_op_name(op));
	dt_cook_asgn_arrfun(dnp, l, r);
	if (op == DT_OP_ASGN)
		dt_cook_alloca_var(l, r);
	if (op == DT_OP_ASGN) {
		if (dt_type_is_string(l->dn_type) && dt_null_str(r))
			;	/* 0 assigned to a string: "" */
		else if (dt_type_is_string(l->dn_type) && dt_type_is_charseq(r->dn_type))
			;	/* a char array or pointer assigned to a string: its characters */
		else if (dt_is_ref_kind(l->dn_type) || dt_is_ref_kind(r->dn_type)) {
			if (!dt_type_same(l->dn_type, r->dn_type))
				dt_op_incompat(dnp, l, r, op);
		}
		else if (dt_type_kind(l->dn_type) == DT_TK_PTR && dt_type_is_integer(r->dn_type) &&
			 !(is_const(r) && r->dn_value == 0))
			dt_op_incompat(dnp, l, r, op);
		else if (dt_type_is_string(l->dn_type) != dt_type_is_string(r->dn_type) ||
		    (!dt_type_is_scalar(r->dn_type) && !dt_type_is_string(r->dn_type)))
			dt_op_incompat(dnp, l, r, op);
	} else if ((op == DT_OP_ADD_EQ || op == DT_OP_SUB_EQ) && is_int(l) && !is_int(r)) {
		/* DTrace's words for an integer plus a pointer, a void or a stack */
		if (dt_type_is_string(r->dn_type))
			dt_op_incompat(dnp, l, r, op);
		dnerror(dnp, D_OP_VFPTR, "operator %s requires left-hand scalar operand of known size",
			dt_op_name(op));
	} else
		dt_need_arith(dnp, l, r, dt_op_of_asgn(op));
	dnp->dn_type = l->dn_type;
}

/* A pointer compares with a pointer or the constant 0, not other integers (illumos). */
static int dt_cmp_ptrcompat(const dt_node_t *l, const dt_node_t *r)
{
	int lp = dt_type_kind(l->dn_type) == DT_TK_PTR, rp = dt_type_kind(r->dn_type) == DT_TK_PTR;

	return lp == rp || (is_const(lp ? r : l) && (lp ? r : l)->dn_value == 0);
}

/* The kind of a global identifier as DTrace names it in messages. */
static const char *dt_ident_kind_name(const dt_ident_t *idp)
{
	switch (idp->di_kind) {
	case DT_IDENT_FUNC:
		return "function";
	case DT_IDENT_DYN:
		return "associative array";
	case DT_IDENT_INLINE:
		return "inline";
	default:
		return "scalar";
	}
}

/*
 * Compared with an enum, a bare identifier may name one of its enumerators
 * (illumos): it becomes that constant, unless a global has the same name.
 */
static void dt_cook_enum_tag(dt_pcb_t *pcb, dt_node_t *dnp, dt_node_t *l, dt_node_t *r)
{
	dt_ident_t *idp;
	int64_t v;
	char n1[64];

	if (r->dn_kind != DT_NODE_IDENT || strchr(r->dn_string, '`') != NULL ||
	    dt_decl_enumerator(l->dn_type, r->dn_string, &v) != 0)
		return;
	idp = dt_ident_lookup(pcb->pcb_hdl, r->dn_string);
	if (idp != NULL && idp->di_kind != DT_IDENT_CONST)
		dnerror(dnp, D_IDENT_AMBIG, "ambiguous use of operator %s: %s is both a %s enum tag "
			"and a global %s", dt_op_name(dnp->dn_op), r->dn_string,
			dt_type_name(l->dn_type, n1, sizeof(n1)), dt_ident_kind_name(idp));
	dt_make_int(r, (uint64_t)v, l->dn_type);
}

/*
 * Relational operators: strings (and char arrays or pointers beside a
 * string) compare as strings; otherwise scalars, pointers only with
 * compatible pointers or 0.
 */
static void dt_cook_cmp(dt_node_t *dnp, dt_node_t *l, dt_node_t *r, int op)
{
	int ls = dt_type_is_string(l->dn_type), rs = dt_type_is_string(r->dn_type);
	int lv = dt_type_kind(l->dn_type) == DT_TK_VOID, rv = dt_type_kind(r->dn_type) == DT_TK_VOID;

	/*
	 * Voids (actions, stacks, symbols) compare with voids as DTrace sees
	 * them, for the code generator to refuse (D_CG_EXPR); not with others.
	 */
	if (lv || rv) {
		if (!lv || !rv)
			dt_op_incompat(dnp, l, r, op);
		dnp->dn_type = dt_type_int(hdl(), 4, 1);
		return;
	}
	if (ls || rs) {
		/* a char array or char pointer compares as a string with a string */
		if (ls != rs && !dt_null_str(ls ? r : l) &&
		    !dt_type_is_charseq(ls ? r->dn_type : l->dn_type))
			dt_op_incompat(dnp, l, r, op);
		dnp->dn_type = dt_type_int(hdl(), 4, 1);
		if (l->dn_kind == DT_NODE_STRING && r->dn_kind == DT_NODE_STRING) {
			int c = strcmp(l->dn_string, r->dn_string);

			dt_make_int(dnp, dt_fold_cmp(op, (uint64_t)(int64_t)c, 0, 1),
				    dnp->dn_type);
		}
		return;
	}
	dt_need_scalar(dnp, l, op);
	dt_need_scalar(dnp, r, op);
	if (!dt_cmp_ptrcompat(l, r) ||
	    (dt_type_kind(l->dn_type) == DT_TK_PTR && dt_type_kind(r->dn_type) == DT_TK_PTR &&
	     !dt_type_compatible(l->dn_type, r->dn_type)))
		dt_op_incompat(dnp, l, r, op);
	dnp->dn_type = dt_type_int(hdl(), 4, 1);
	if (is_const(l) && is_const(r)) {
		dt_type_t t = dt_arith_type(l, r);

		dt_make_int(dnp, dt_fold_cmp(op, l->dn_value, r->dn_value,
					     dt_type_is_signed(t)), dnp->dn_type);
	}
	/* the code generator compares with the common type's signedness */
	dnp->dn_flags |= dt_type_is_signed(dt_arith_type(l, r)) ? DT_NF_SIGNED : 0;
}

/*
 * s + i, i + s, s - i: a string is a char pointer in DTrace, and this
 * arithmetic the string from the char it points to (dt_cg_op2).  1 if it
 * is that.
 */
static int dt_cook_strarith(dt_node_t *dnp, const dt_node_t *l, const dt_node_t *r)
{
	int ls = dt_type_is_string(l->dn_type), rs = dt_type_is_string(r->dn_type);

	if (!(ls && is_int(r)) && !(dnp->dn_op == DT_OP_ADD && rs && is_int(l)))
		return 0;
	dnp->dn_type = dt_type_string(hdl());
	dnp->dn_flags |= DT_NF_REF;
	return 1;
}

static void dt_cook_op2(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_child[0], *r = dnp->dn_child[1];
	int op = dnp->dn_op;

	if (op == DT_OP_COMMA && (dt_is_action_call(l) || dt_is_action_call(r) ||
				  dt_cg_stack_value(l) || dt_cg_stack_value(r)))
		dnerror(dnp, D_OP_ACT, "operator , operands cannot be actions");
	if (dt_op_is_asgn(op)) {
		dt_cook_asgn(pcb, dnp);
		return;
	}
	dt_cook_expr(pcb, l);
	if (dt_op_is_cmp(op))
		dt_cook_enum_tag(pcb, dnp, l, r);
	dt_cook_expr(pcb, r);
	if (op != DT_OP_COMMA && (dt_is_aggfunc_value(l) || dt_is_aggfunc_value(r)))
		dt_op_incompat(dnp, l, r, op);
	dt_no_dyn(dnp, l, op, 2);
	dt_no_dyn(dnp, r, op, 2);
	if (op == DT_OP_COMMA) {
		dnp->dn_type = r->dn_type;
		return;
	}
	if (op == DT_OP_LAND || op == DT_OP_LOR || op == DT_OP_LXOR) {
		dt_need_scalars(dnp, l, r, op);
		dnp->dn_type = dt_type_int(hdl(), 4, 1);
		if (is_const(l) && is_const(r)) {
			int a = l->dn_value != 0, b = r->dn_value != 0;

			dt_make_int(dnp, op == DT_OP_LAND ? a && b : op == DT_OP_LOR ? a || b : a ^ b,
				    dnp->dn_type);
		}
		return;
	}
	if (dt_op_is_cmp(op)) {
		dt_cook_cmp(dnp, l, r, op);
		return;
	}
	/* void + 1: DTrace's pointer arithmetic finds no type to add to */
	if ((op == DT_OP_ADD || op == DT_OP_SUB) &&
	    (dt_type_kind(l->dn_type) == DT_TK_VOID || dt_type_kind(r->dn_type) == DT_TK_VOID))
		dt_op_incompat(dnp, l, r, op);
	if ((op == DT_OP_ADD || op == DT_OP_SUB) && dt_cook_strarith(dnp, l, r))
		return;
	if ((op == DT_OP_ADD || op == DT_OP_SUB) && dt_cook_ptrarith(pcb, dnp))
		return;
	dt_need_arith(dnp, l, r, op);
	if (op == DT_OP_LSH || op == DT_OP_RSH)
		dnp->dn_type = dt_promote(l);
	else
		dnp->dn_type = dt_arith_type(l, r);
	if (is_const(l) && is_const(r))
		dt_make_int64(dnp, dt_fold2(dnp, op, l->dn_value, r->dn_value, dnp->dn_type),
			      dnp->dn_type);
}

static void dt_cook_op1(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *c = dnp->dn_child[0];
	int op = dnp->dn_op;
	dt_type_t t;

	switch (op) {
	case DT_OP_PREINC: case DT_OP_PREDEC: case DT_OP_POSTINC: case DT_OP_POSTDEC:
		/* a variable ++ or -- creates is an int64_t, as in DTrace */
		if (dt_type_by_name(pcb->pcb_hdl, "int64_t", &t) != 0)
			t = dt_type_int(pcb->pcb_hdl, 8, 1);
		if (c->dn_kind == DT_NODE_FUNC) {
			/* trace(1)++: DTrace finds the type wrong first */
			dt_cook_expr(pcb, c);
			if (!dt_type_is_scalar(c->dn_type))
				dnerror(dnp, D_OP_SCALAR, "operator %s requires operand of scalar "
					"type", dt_op_name(op));
		}
		dt_cook_lvalue(pcb, c, t, 1, dt_op_name(op));
		if (!dt_type_is_scalar(c->dn_type))
			dnerror(dnp, D_OP_SCALAR, "operator %s requires operand of scalar type",
				dt_op_name(op));
		if (dt_type_kind(c->dn_type) == DT_TK_PTR &&
		    dt_type_size(dt_type_pointee(c->dn_type)) == 0)
			dnerror(dnp, D_OP_VFPTR, "operator %s requires an operand of known size",
				dt_op_name(op));
		dnp->dn_type = c->dn_type;
		return;
	case DT_OP_DEREF:
		dt_cook_deref(pcb, dnp);
		return;
	case DT_OP_ADDROF:
		dt_cook_addrof(pcb, dnp);
		return;
	default:
		break;
	}
	dt_cook_expr(pcb, c);
	if (!dt_is_aggfunc_value(c))	/* -count(): the operator's own words */
		dt_no_dyn(dnp, c, op, 1);
	if (op == DT_OP_LNEG) {
		if (!dt_type_is_scalar(c->dn_type))
			dnerror(dnp, D_OP_SCALAR, "operator ! requires an operand of scalar type");
		dnp->dn_type = dt_type_int(hdl(), 4, 1);
		if (is_const(c))
			dt_make_int(dnp, c->dn_value == 0, dnp->dn_type);
		return;
	}
	if (op == DT_OP_BNEG && !is_int(c))
		dnerror(dnp, D_OP_INT, "operator %s requires an operand of integral type",
			dt_op_name(op));
	else if (!is_int(c))
		dnerror(dnp, D_OP_ARITH, "operator %s requires an operand of arithmetic type",
			dt_op_name(op));
	dnp->dn_type = dt_promote(c);
	if (is_const(c)) {
		uint64_t v = c->dn_value;

		dt_make_int64(dnp, op == DT_OP_INEG ? -v : op == DT_OP_BNEG ? ~v : v, dnp->dn_type);
	}
}

static void dt_cook_op3(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *c = dnp->dn_child[0], *l = dnp->dn_child[1], *r = dnp->dn_child[2];

	dt_cook_expr(pcb, c);
	if (!dt_type_is_scalar(c->dn_type))
		dnerror(dnp, D_OP_SCALAR, "operator ?: expression must be of scalar type");
	for (int i = 1; i <= 2; i++) {
		dt_node_t *a = dnp->dn_child[i];

		if (a->dn_kind == DT_NODE_FUNC && a->dn_child[0]->dn_kind == DT_NODE_IDENT &&
		    dt_ident_is_action(a->dn_child[0]->dn_string))
			dnerror(a, D_OP_ACT, "action cannot be used in a conditional context");
	}
	dt_cook_expr(pcb, l);
	dt_cook_expr(pcb, r);
	if (dt_type_kind(c->dn_type) == DT_TK_DYN || dt_type_kind(l->dn_type) == DT_TK_DYN ||
	    dt_type_kind(r->dn_type) == DT_TK_DYN)
		dnerror(dnp, D_OP_DYN, "operator ?: operands cannot be of dynamic type");
	if (dt_type_is_string(l->dn_type) || dt_type_is_string(r->dn_type)) {
		if (!dt_type_is_string(l->dn_type) || !dt_type_is_string(r->dn_type))
			dnerror(dnp, D_OP_INCOMPAT, "operator ?: operands must have compatible types");
		dnp->dn_type = l->dn_type;
		dnp->dn_flags |= DT_NF_REF;
		return;
	}
	if (!dt_type_is_scalar(l->dn_type) || !dt_type_is_scalar(r->dn_type))
		dnerror(dnp, D_OP_INCOMPAT, "operator ?: operands must have compatible types");
	if (dt_type_kind(l->dn_type) == DT_TK_PTR || dt_type_kind(r->dn_type) == DT_TK_PTR) {
		/* a pointer and a pointer, or a pointer and an integer (NULL) */
		dnp->dn_type = dt_type_kind(l->dn_type) == DT_TK_PTR ? l->dn_type : r->dn_type;
		dnp->dn_flags |= (l->dn_flags | r->dn_flags) & DT_NF_USERLAND;
		return;
	}
	dnp->dn_type = dt_arith_type(l, r);
	if (is_const(c) && is_const(l) && is_const(r))
		dt_make_int64(dnp, c->dn_value ? l->dn_value : r->dn_value, dnp->dn_type);
}

/*
 * The prototypes of the actions, as DTrace checks them when an action is
 * used as a value (as a statement, each action's code generator checks
 * its own, dt_cg_act.c): how many arguments, and of what kind.
 */
typedef enum dt_apkind {
	DT_AP_ANY = 0,	/* no check */
	DT_AP_INT,	/* an integer */
	DT_AP_PTR,	/* a pointer, a string, or the constant 0 */
	DT_AP_STR,	/* a string, a char array or pointer, a void pointer */
} dt_apkind_t;

typedef struct dt_actproto {
	const char *name;
	int min, max;	/* max INT_MAX: varargs */
	struct {
		dt_apkind_t kind;
		const char *text;	/* the prototype DTrace names */
	} arg[3];
} dt_actproto_t;

#define AP(k, t) { DT_AP_##k, t }
static const dt_actproto_t dt_actprotos[] = {
	{ "trace", 1, 1, { { 0 } } },
	{ "printf", 1, INT_MAX, { AP(STR, "string") } },
	{ "exit", 1, 1, { AP(INT, "int") } },
	{ "tracemem", 2, 3, { { 0 }, AP(INT, "size_t"), AP(INT, "size_t") } },
	{ "printa", 1, INT_MAX, { { 0 } } },
	{ "print", 1, 1, { AP(PTR, "void *") } },
	{ "setopt", 1, 2, { AP(STR, "char *"), AP(STR, "char *") } },
	{ "pcap", 2, 2, { AP(PTR, "void *"), AP(INT, "int") } },
	{ "normalize", 2, 2, { { 0 }, AP(INT, "uint64_t") } },
	{ "denormalize", 1, 1, { { 0 } } },
	{ "clear", 1, 1, { { 0 } } },
	{ "trunc", 1, 2, { { 0 }, AP(INT, "int64_t") } },
	{ "speculate", 1, 1, { AP(INT, "int") } },
	{ "commit", 1, 1, { AP(INT, "int") } },
	{ "discard", 1, 1, { AP(INT, "int") } },
	{ "system", 1, INT_MAX, { { 0 } } },
	{ "raise", 1, 1, { AP(INT, "int") } },
	{ "stop", 0, 0, { { 0 } } },
	{ "copyout", 3, 3, { AP(PTR, "void *"), AP(INT, "uintptr_t"), AP(INT, "size_t") } },
	{ "copyoutstr", 3, 3, { AP(STR, "char *"), AP(INT, "uintptr_t"), AP(INT, "size_t") } },
	{ "freopen", 1, INT_MAX, { { 0 } } },
	{ "breakpoint", 0, 0, { { 0 } } },
	{ "panic", 0, 0, { { 0 } } },
	{ "chill", 1, 1, { AP(INT, "int") } },
	{ "ftruncate", 0, 0, { { 0 } } },
};
#undef AP

static int dt_actproto_ok(dt_apkind_t k, const dt_node_t *a)
{
	dt_type_t t = a->dn_type;
	int zero = is_const(a) && a->dn_value == 0 && is_int(a);

	switch (k) {
	case DT_AP_INT:
		return dt_type_is_integer(t);
	case DT_AP_PTR:
		return dt_type_kind(t) == DT_TK_PTR || dt_type_is_string(t) || zero;
	case DT_AP_STR:
		return dt_type_is_string(t) || dt_type_is_charseq(t) || zero ||
		       (dt_type_kind(t) == DT_TK_PTR &&
			dt_type_kind(dt_type_pointee(t)) == DT_TK_VOID);
	default:
		return 1;
	}
}

/*
 * An action where a value is computed: DTrace types it void, and the
 * operator it is an operand of refuses it (or the code generator:
 * dt_cook_tracing_func()).  Its arguments are cooked and checked against
 * its prototype first, as DTrace does.
 */
static void dt_cook_action_value(dt_pcb_t *pcb, dt_node_t *dnp, dt_ident_t *idp)
{
	const dt_actproto_t *ap = NULL;
	int n = 0, i = 0;
	char tn[128];

	for (dt_node_t *a = dnp->dn_args; a != NULL; a = a->dn_next, n++) {
		if (a->dn_kind == DT_NODE_AGG)
			dt_cook_agg_ref(pcb, a);
		else
			dt_cook_node(pcb, a);
	}
	for (size_t j = 0; j < sizeof(dt_actprotos) / sizeof(dt_actprotos[0]); j++) {
		if (strcmp(dt_actprotos[j].name, idp->di_name) == 0)
			ap = &dt_actprotos[j];
	}
	if (ap != NULL) {
		dt_cg_argcount(dnp, ap->name, n, ap->min, ap->max);
		for (dt_node_t *a = dnp->dn_args; a != NULL && i < 3; a = a->dn_next, i++) {
			if (!dt_actproto_ok(ap->arg[i].kind, a))
				dnerror(dnp, D_PROTO_ARG, "%s( ) argument #%d is incompatible with "
					"prototype:\n\tprototype: %s\n\t argument: %s", ap->name,
					i + 1, ap->arg[i].text,
					dt_type_name(a->dn_type, tn, sizeof(tn)));
		}
	}
	dnp->dn_ident = idp;
	dnp->dn_type = dt_type_void(pcb->pcb_hdl);
}

static void dt_cook_func(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *callee = dnp->dn_child[0];
	dt_ident_t *idp;

	if (callee->dn_kind != DT_NODE_IDENT)
		dnerror(dnp, D_FUNC_IDENT, "function designator is not of function type");
	idp = dt_ident_lookup(pcb->pcb_hdl, callee->dn_string);
	/* DTrace names functions while parsing: a variable not declared is not known yet */
	if (idp == NULL || ((idp->di_kind == DT_IDENT_GLOBAL || idp->di_kind == DT_IDENT_DYN) &&
			    !(idp->di_flags & DT_IDFLG_DECL)))
		dnerror(dnp, D_FUNC_UNDEF, "undefined function name: %s", callee->dn_string);
	if (idp->di_kind != DT_IDENT_FUNC)
		dnerror(dnp, D_FUNC_IDKIND, "%s '%s' may not be referenced as a function",
			idp->di_nkeys > 0 ? "associative array" : "scalar", callee->dn_string);
	if (strcmp(idp->di_name, "ddi_pathname") == 0 || strcmp(idp->di_name, "msgsize") == 0 ||
	    strcmp(idp->di_name, "msgdsize") == 0)
		dnerror(dnp, D_FUNC_UNDEF, "unimplemented subroutine: %s", idp->di_name);
	if (dt_cg_stack_value(dnp)) {
		dt_cook_stack(pcb, dnp);	/* a value of printf, a key: dt_cg_stack.c */
		return;
	}
	if (dt_ident_is_action(idp->di_name)) {
		dt_cook_action_value(pcb, dnp, idp);
		return;
	}
	if (dt_cg_is_aggfunc(dnp)) {
		/* outside @a = f(): a dynamic value no operator takes */
		for (dt_node_t *a = dnp->dn_args; a != NULL; a = a->dn_next)
			dt_cook_node(pcb, a);
		dnp->dn_ident = idp;
		dnp->dn_type = dt_type_aggfunc(pcb->pcb_hdl);
		return;
	}
	if (dt_subr_lookup(idp->di_name) == NULL)
		dnerror(dnp, D_UNKNOWN, "%s( ) is not supported yet", idp->di_name);
	if (dnp->dn_ident == NULL)
		dt_subr_cook(pcb, dnp, dt_subr_lookup(idp->di_name));
	if (strcmp(idp->di_name, "alloca") == 0 || strcmp(idp->di_name, "copyin") == 0)
		dnp->dn_flags |= DT_NF_ALLOCA;
	dnp->dn_ident = idp;
}

/*
 * A self->, this-> or associative array node bound to its variable: a
 * writable lvalue; struct, union and array values are stored in place.
 */
static void dt_cook_dynvar(dt_node_t *dnp, dt_ident_t *idp)
{
	dnp->dn_ident = idp;
	dnp->dn_type = idp->di_type;
	dnp->dn_flags |= DT_NF_LVALUE | DT_NF_WRITABLE |
			 (idp->di_flags & DT_IDFLG_ALLOCA ? DT_NF_ALLOCA : 0);
	if (dt_is_ref_kind(idp->di_type))
		dnp->dn_flags |= DT_NF_REF | DT_NF_DSTORE;
}

/* self->x and this->x as values: they must have been assigned before. */
static void dt_cook_local(dt_pcb_t *pcb, dt_node_t *dnp)
{
	int tls = dnp->dn_kind == DT_NODE_SELF;
	dt_ident_t *idp = dt_ident_lookup_kind(pcb->pcb_hdl, dnp->dn_string,
					       tls ? DT_IDENT_DYN : DT_IDENT_THIS, tls);

	if (idp != NULL && tls && idp->di_nkeys > 0)
		dnerror(dnp, D_IDENT_BADREF, "self->%s is an associative array and may not be used "
			"as a scalar", dnp->dn_string);
	if (idp == NULL)
		dnerror(dnp, D_VAR_UNDEF, "%s%s has not yet been declared or assigned",
			tls ? "self->" : "this->", dnp->dn_string);
	dnp->dn_kind = DT_NODE_VAR;
	dt_cook_dynvar(dnp, idp);
}

/* A key of string type: a string, or a char array (its characters, dt_cg_lv_begin). */
static int dt_is_strkey(const dt_node_t *k)
{
	return dt_type_is_string(k->dn_type) ||
	       (dt_type_kind(k->dn_type) == DT_TK_ARRAY && dt_type_is_charseq(k->dn_type));
}

static void dt_cook_keys(dt_pcb_t *pcb, dt_node_t *keys)
{
	int i = 1;

	for (dt_node_t *k = keys; k != NULL; k = k->dn_next, i++) {
		dt_cook_expr(pcb, k);
		/* a stack or symbol passes, for the code generator to refuse (D_CG_EXPR) */
		if (dt_type_stackval_kind(k->dn_type) != DT_SV_NONE)
			continue;
		if (dt_type_kind(k->dn_type) == DT_TK_VOID || dt_is_aggfunc_value(k)) {
			char n[64];

			dnerror(k, D_KEY_TYPE, "%s expression may not be used as associative "
				"array index: key #%d", dt_type_name(k->dn_type, n, sizeof(n)), i);
		}
		if (!dt_type_is_integer(k->dn_type) && !dt_is_strkey(k) &&
		    dt_type_kind(k->dn_type) != DT_TK_PTR && !dt_is_soukey(k->dn_type))
			dnerror(k, D_KEY_TYPE, "invalid key type for an associative array");
	}
}

/* name[args] of an inline with parameters: its expression for these arguments. */
static void dt_cook_inline_call(dt_pcb_t *pcb, dt_node_t *dnp, dt_ident_t *idp)
{
	dt_node_t *args[DT_MAX_KEYS], *a, *e;
	int n = 0;
	char b1[128], b2[128];

	for (a = dnp->dn_args; a != NULL; a = a->dn_next) {
		if (n == DT_MAX_KEYS)
			break;
		dt_cook_node(pcb, a);
		args[n++] = a;
	}
	if (n != idp->di_nkeys || a != NULL)
		dnerror(dnp, D_PROTO_LEN, "%s[ ] prototype mismatch: %d key%s passed, %d expected",
			idp->di_name, dt_node_list_len(dnp->dn_args),
			dt_node_list_len(dnp->dn_args) == 1 ? "" : "s", idp->di_nkeys);
	for (int i = 0; i < n; i++) {
		if (!dt_type_compatible(idp->di_keytypes[i], args[i]->dn_type) &&
		    !(dt_type_is_integer(idp->di_keytypes[i]) && dt_type_is_integer(args[i]->dn_type)))
			dnerror(dnp, D_PROTO_ARG, "%s[ ] argument #%d is incompatible with prototype:\n"
				"\tprototype: %s\n\t argument: %s", idp->di_name, i + 1,
				dt_type_name(idp->di_keytypes[i], b1, sizeof(b1)),
				dt_type_name(args[i]->dn_type, b2, sizeof(b2)));
	}
	e = dt_bind_cook(pcb, idp->di_expr, n, (const char *const *)idp->di_params, args);
	dt_node_replace(dnp, e);
}

/* name[keys] and self->name[keys]: the keys must match the array's first use. */
static void dt_cook_array(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *base = dnp->dn_child[0], *k;
	int tls = base->dn_kind == DT_NODE_SELF, i = 0;
	dt_ident_t *idp;
	char n1[128], n2[128];

	if (base->dn_kind == DT_NODE_AGG)
		dnerror(dnp, D_AGG_MDIM, "%s may not be used as a multi-dimensional array",
			base->dn_string);
	if (base->dn_kind == DT_NODE_IDENT && strcmp(base->dn_string, "args") == 0) {
		dt_cook_args(pcb, dnp);
		return;
	}
	if (base->dn_kind == DT_NODE_IDENT && strcmp(base->dn_string, "uregs") == 0) {
		dt_cook_uregs(pcb, dnp, dt_ident_lookup(pcb->pcb_hdl, "uregs"));	/* dt_cg_regs.c */
		return;
	}
	idp = tls ? dt_ident_lookup_kind(pcb->pcb_hdl, base->dn_string, DT_IDENT_DYN, 1) :
	      base->dn_kind == DT_NODE_IDENT ? dt_ident_lookup(pcb->pcb_hdl, base->dn_string) : NULL;
	if (!tls && base->dn_kind == DT_NODE_IDENT && idp == NULL && dt_dlib_load(pcb->pcb_hdl) > 0) {
		yypcb = pcb;
		idp = dt_ident_lookup(pcb->pcb_hdl, base->dn_string);	/* fds[] and the like */
	}
	if (idp != NULL && idp->di_kind == DT_IDENT_INLINE && idp->di_nkeys > 0) {
		dt_cook_inline_call(pcb, dnp, idp);
		return;
	}
	if (!tls && (idp == NULL || idp->di_kind != DT_IDENT_DYN) &&
	    (base->dn_kind != DT_NODE_IDENT || idp != NULL)) {
		dt_cook_subscript(pcb, dnp);	/* a pointer or an array */
		return;
	}
	if (tls && idp != NULL && idp->di_nkeys == 0 && (dt_type_kind(idp->di_type) == DT_TK_ARRAY ||
							 dt_type_kind(idp->di_type) == DT_TK_PTR ||
							 dt_type_is_string(idp->di_type))) {
		/* an element of self->x, an array, a pointer or a string */
		dt_cook_subscript(pcb, dnp);
		return;
	}
	if (idp == NULL)
		dnerror(dnp, D_VAR_UNDEF, "%s%s has not yet been declared or assigned",
			tls ? "self->" : "", base->dn_string);
	/* a scalar: DTrace's words for x[a, b] and for x[i] (*(x + i)) */
	if ((idp->di_kind != DT_IDENT_DYN || idp->di_nkeys == 0) &&
	    dt_node_list_len(dnp->dn_args) > 1)
		dnerror(dnp, D_ARR_BADREF, "cannot access scalar %s as an associative array",
			base->dn_string);
	if (idp->di_kind != DT_IDENT_DYN || idp->di_nkeys == 0)
		dnerror(dnp, D_DEREF_NONPTR, "cannot dereference non-pointer type");
	dt_cook_keys(pcb, dnp->dn_args);
	if (dt_node_list_len(dnp->dn_args) != idp->di_nkeys)
		dnerror(dnp, D_PROTO_LEN, "%s[ ] prototype mismatch: %d key%s passed, %d expected",
			base->dn_string, dt_node_list_len(dnp->dn_args),
			dt_node_list_len(dnp->dn_args) == 1 ? "" : "s", idp->di_nkeys);
	for (k = dnp->dn_args; k != NULL; k = k->dn_next, i++) {
		if (dt_is_strkey(k) != dt_type_is_string(idp->di_keytypes[i]) ||
		    dt_is_soukey(k->dn_type) != dt_is_soukey(idp->di_keytypes[i]) ||
		    (dt_is_soukey(k->dn_type) && !dt_type_same(k->dn_type, idp->di_keytypes[i])))
			dnerror(dnp, D_PROTO_ARG, "%s[ ] key #%d is incompatible with prototype:\n"
				"\tprototype: %s\n\t      key: %s", base->dn_string, i + 1,
				dt_type_name(idp->di_keytypes[i], n1, sizeof(n1)),
				dt_type_name(k->dn_type, n2, sizeof(n2)));
	}
	dt_cook_dynvar(dnp, idp);
}

/*
 * stringof: scalars, pointers and strings as illumos allows; arrays are
 * pointers there too, but only char arrays have a string form here.
 */
static void dt_cook_stringof(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_type_t t;
	char buf[128];

	dt_cook_expr(pcb, dnp->dn_child[0]);
	t = dnp->dn_child[0]->dn_type;
	if (dt_type_kind(t) == DT_TK_ARRAY && !dt_type_is_charseq(t))
		dt_notyet(dnp, "stringof of an array other than char [] is");
	if (!dt_type_is_string(t) && !dt_type_is_scalar(t) && !dt_type_is_charseq(t))
		dnerror(dnp, D_STRINGOF_TYPE, "cannot apply stringof to a value of type %s",
			dt_type_name(t, buf, sizeof(buf)));
	dnp->dn_type = dt_type_string(pcb->pcb_hdl);
	dnp->dn_flags |= DT_NF_REF;
}

void dt_cook_node(dt_pcb_t *pcb, dt_node_t *dnp)
{
	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		if (dnp->dn_flags & DT_NF_CONST)
			break;	/* cooked already (or folded) */
		dnp->dn_type = dt_int_type(dnp);
		dnp->dn_flags |= DT_NF_CONST;
		break;
	case DT_NODE_STRING:
		dnp->dn_type = dt_type_string(pcb->pcb_hdl);
		dnp->dn_flags |= DT_NF_REF;
		break;
	case DT_NODE_IDENT:
		dt_cook_ident(pcb, dnp);
		break;
	case DT_NODE_VAR:
	case DT_NODE_SYM:
		break;
	case DT_NODE_OP1:
		dt_cook_op1(pcb, dnp);
		break;
	case DT_NODE_OP2:
		dt_cook_op2(pcb, dnp);
		break;
	case DT_NODE_OP3:
		dt_cook_op3(pcb, dnp);
		break;
	case DT_NODE_FUNC:
		dt_cook_func(pcb, dnp);
		break;
	case DT_NODE_AGG:
		/* only aggregating functions and printa-like actions take it (dt_cg_agg.c) */
		dnp->dn_type = dt_type_dyn(pcb->pcb_hdl);
		break;
	case DT_NODE_SELF:
	case DT_NODE_THIS:
		dt_cook_local(pcb, dnp);
		break;
	case DT_NODE_ARRAY:
		if (dnp->dn_ident == NULL && !(dnp->dn_flags & (DT_NF_SUBSCRIPT | DT_NF_ARGS)))
			dt_cook_array(pcb, dnp);
		break;
	case DT_NODE_DOT:
	case DT_NODE_ARROW:
		dt_cook_member(pcb, dnp);
		break;
	case DT_NODE_CAST:
		dt_cook_cast(pcb, dnp);
		break;
	case DT_NODE_SIZEOF:
		dt_cook_sizeof(pcb, dnp);
		break;
	case DT_NODE_OFFSETOF:
		dt_make_int(dnp, dt_decl_offsetof(pcb, dnp), dt_type_int(pcb->pcb_hdl, 8, 0));
		break;
	case DT_NODE_STRINGOF:
		dt_cook_stringof(pcb, dnp);
		break;
	case DT_NODE_XLATE:
		dt_xlator_cook_xlate(pcb, dnp);
		break;
	default:
		dnerror(dnp, D_UNKNOWN, "%s expressions are not supported yet",
			dt_node_kind_name(dnp->dn_kind));
	}
}

/* The value argument of an action. */
/*
 * Translated data is built member by member, where a member is used: a
 * whole translated struct (or a pointer to one, kept) never exists.
 */
static void dt_no_xlated(const dt_node_t *where, const dt_node_t *e)
{
	char n[128];

	if (dt_node_is_xlated(e))
		dnerror(where, D_UNKNOWN, "translated data of type %s can only be used through its "
			"members (xlate<T *>(e)->m, curpsinfo->pr_pid): whole translated values are "
			"not supported yet", dt_type_name(e->dn_type, n, sizeof(n)));
}

void dt_cook_arg(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_cook_expr(pcb, dnp);
	dt_no_xlated(dnp, dnp);
}

void dt_cook_value(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_cook_expr(pcb, dnp);
}

void dt_cook_predicate(dt_pcb_t *pcb, dt_node_t *dnp)
{
	pcb->pcb_context = DT_CTX_DPRED;
	dt_cook_expr(pcb, dnp);
	if (!dt_type_is_scalar(dnp->dn_type))
		dnerror(dnp, D_PRED_SCALAR, "predicate result must be of scalar type");
}
