/*
 * Declarations: the DECL trees of the parser (dt_parser.h) become D types
 * (dt_types.c) and declared variables.  This is the "resolve and type" step
 * of DESIGN.md for what a program declares: top-level declarations (types
 * defined in the D container, variables handed to the caller), and the type
 * names of casts, sizeof, offsetof, xlate and translators (dt_cook.c calls
 * dt_decl_typename).
 *
 * A declarator's derivations are chained from the name outwards, as C reads
 * them ("p is an array of 4 pointers to char"); the type is built from the
 * specifiers inwards, so the chain is applied from its far end.  Array
 * dimensions, bit-field widths and enumerator values are folded here (INT
 * nodes, enumerators and the integer operators): declarations are processed
 * before any cooking.  Messages are those of illumos DTrace.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_decl.h"
#include "dt_ident.h"

/*
 * An unknown type name: D_UNKNOWN, as D-LANGUAGE.md 12.2 lists for
 * "unresolvable type names" (illumos: xywarn(D_UNKNOWN, ...)).
 */
#define DT_TAG_NOTYPE	D_UNKNOWN

/* Where a declarator appears. */
typedef enum dt_dctx {
	DT_DCTX_VAR,		/* a variable: may be an associative array or end in [] */
	DT_DCTX_TYPEDEF,
	DT_DCTX_MEMBER,
	DT_DCTX_PARAM,
	DT_DCTX_TYPE		/* a type name */
} dt_dctx_t;

/* The top of a variable's declarator: keys, or [] without a dimension. */
typedef struct dt_dtop {
	int nkeys;
	dt_type_t *keys;
	int nulldim;
} dt_dtop_t;

/* The enumerators so far of the enum being defined. */
typedef struct dt_enumctx {
	int n;
	char **names;
	int64_t *values;
} dt_enumctx_t;

/* A folded constant: 64 bits, and whether C would make it unsigned. */
typedef struct dt_cval {
	uint64_t v;
	int uns;
} dt_cval_t;

static dt_type_t dt_decl_spec(dt_pcb_t *, const dt_node_t *decl);
static dt_type_t dt_decl_apply(dt_pcb_t *, dt_type_t, const dt_node_t *dcl, dt_dctx_t,
			       dt_dtop_t *);

static void *dt_decl_alloc(dt_pcb_t *pcb, size_t size, int line)
{
	void *p = dt_types_scratch(pcb->pcb_hdl, size);

	if (p == NULL)
		dt_pcb_error(pcb, D_UNKNOWN, line, "failed to allocate memory");
	return p;
}

/* libbpf could not add a type: it only fails for lack of memory or space. */
static dt_type_t dt_decl_made(dt_pcb_t *pcb, dt_type_t t, int line)
{
	if (t.dtt_btf == NULL)
		dt_pcb_error(pcb, D_UNKNOWN, line, "failed to create type: out of memory");
	return t;
}

static const char *dt_decl_tagword(dt_tns_t ns)
{
	return ns == DT_NS_UNION ? "union" : ns == DT_NS_ENUM ? "enum" : "struct";
}

/*
 * Space a member takes: a string as the strsize option says now (its
 * characters and the NUL), other types as their BTF size.
 */
static uint64_t dt_decl_size(dtrace_hdl_t *dtp, dt_type_t t)
{
	uint32_t n;
	dt_type_t e;

	switch (dt_type_kind(t)) {
	case DT_TK_STRING:
		return (uint64_t)dt_opt(dtp, DT_OPT_STRSIZE) + 1;
	case DT_TK_ARRAY:
		e = dt_type_elem(t, &n);
		return n * dt_decl_size(dtp, e);
	default:
		return dt_type_size(t);
	}
}

/*
 * Constant folding of integer expressions.
 */
static int dt_decl_fold(dt_pcb_t *, const dt_node_t *, const dt_enumctx_t *, dt_cval_t *);

/*
 * An identifier in a constant expression: an enumerator (of the enum being
 * defined too) or an integer inline constant (D library ones compiled on
 * this first need); a name that is nothing is D_IDENT_UNDEF, as DTrace
 * cooks it; a variable is no constant (-1).
 */
static int dt_fold_ident(dt_pcb_t *pcb, const dt_node_t *dnp, const dt_enumctx_t *ec,
			 dt_cval_t *cv)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	const char *name = dnp->dn_string;
	const dt_ident_t *idp;
	int64_t v;
	int i, rc;

	for (i = 0; ec != NULL && i < ec->n; i++) {
		if (strcmp(ec->names[i], name) == 0) {
			*cv = (dt_cval_t){ ec->values[i], 0 };
			return 0;
		}
	}
	idp = dt_ident_lookup(dtp, name);
	if (idp == NULL && dt_type_enum_value(dtp, name, NULL, NULL) != 0 && !pcb->pcb_library) {
		rc = dt_dlib_load(dtp);
		yypcb = pcb;
		if (rc > 0)
			idp = dt_ident_lookup(dtp, name);
	}
	if (dt_type_enum_value(dtp, name, &v, NULL) == 0) {
		*cv = (dt_cval_t){ v, 0 };
		return 0;
	}
	if (idp == NULL)
		dt_pcb_error(pcb, D_IDENT_UNDEF, dnp->dn_line,
			     "failed to resolve %s: Unknown variable name", name);
	if (idp->di_kind != DT_IDENT_CONST)
		return -1;
	*cv = (dt_cval_t){ (uint64_t)idp->di_value, !dt_type_is_signed(idp->di_type) };
	return 0;
}

static int dt_fold_cmp(int op, dt_cval_t a, dt_cval_t b, int uns)
{
	int lt = uns ? a.v < b.v : (int64_t)a.v < (int64_t)b.v;
	int gt = uns ? a.v > b.v : (int64_t)a.v > (int64_t)b.v;

	switch (op) {
	case DT_OP_EQU: return a.v == b.v;
	case DT_OP_NEQ: return a.v != b.v;
	case DT_OP_LT: return lt;
	case DT_OP_LE: return !gt;
	case DT_OP_GT: return gt;
	default: return !lt;	/* DT_OP_GE */
	}
}

static int dt_fold2(dt_pcb_t *pcb, const dt_node_t *dnp, dt_cval_t a, dt_cval_t b, dt_cval_t *cv)
{
	int uns = a.uns || b.uns, op = dnp->dn_op;
	int64_t sa = a.v, sb = b.v;
	uint64_t r;

	switch (op) {
	case DT_OP_ADD: r = a.v + b.v; break;
	case DT_OP_SUB: r = a.v - b.v; break;
	case DT_OP_MUL: r = a.v * b.v; break;
	case DT_OP_DIV:
	case DT_OP_MOD:
		if (b.v == 0)
			dt_pcb_error(pcb, D_DIV_ZERO, dnp->dn_line,
				     "expression contains division by zero");
		if (uns)
			r = op == DT_OP_DIV ? a.v / b.v : a.v % b.v;
		else if (sb == -1)	/* INT64_MIN / -1 wraps */
			r = op == DT_OP_DIV ? -a.v : 0;
		else
			r = op == DT_OP_DIV ? (uint64_t)(sa / sb) : (uint64_t)(sa % sb);
		break;
	case DT_OP_LSH:
		r = b.v >= 64 ? 0 : a.v << b.v;
		uns = a.uns;
		break;
	case DT_OP_RSH:
		if (a.uns)
			r = b.v >= 64 ? 0 : a.v >> b.v;
		else
			r = (uint64_t)(sa >> (b.v >= 64 ? 63 : b.v));
		uns = a.uns;
		break;
	case DT_OP_BAND: r = a.v & b.v; break;
	case DT_OP_BOR: r = a.v | b.v; break;
	case DT_OP_XOR: r = a.v ^ b.v; break;
	case DT_OP_LAND: r = a.v && b.v; uns = 0; break;
	case DT_OP_LOR: r = a.v || b.v; uns = 0; break;
	case DT_OP_LXOR: r = !a.v != !b.v; uns = 0; break;
	case DT_OP_EQU: case DT_OP_NEQ: case DT_OP_LT:
	case DT_OP_LE: case DT_OP_GT: case DT_OP_GE:
		r = dt_fold_cmp(op, a, b, uns);
		uns = 0;
		break;
	default:
		return -1;
	}
	*cv = (dt_cval_t){ r, uns };
	return 0;
}

static int dt_fold1(const dt_node_t *dnp, dt_cval_t a, dt_cval_t *cv)
{
	switch (dnp->dn_op) {
	case DT_OP_IPOS: *cv = a; return 0;
	case DT_OP_INEG: *cv = (dt_cval_t){ -a.v, a.uns }; return 0;
	case DT_OP_BNEG: *cv = (dt_cval_t){ ~a.v, a.uns }; return 0;
	case DT_OP_LNEG: *cv = (dt_cval_t){ !a.v, 0 }; return 0;
	default: return -1;
	}
}

static int dt_fold_sizeof(dt_pcb_t *pcb, const dt_node_t *dnp, dt_cval_t *cv)
{
	dt_type_t t;
	uint64_t size;

	if (dnp->dn_child[0] == NULL || dnp->dn_child[0]->dn_kind != DT_NODE_TYPE)
		return -1;
	dt_decl_typename(pcb, dnp->dn_child[0], &t);
	size = dt_decl_size(pcb->pcb_hdl, t);
	if (size == 0)
		return -1;
	*cv = (dt_cval_t){ size, 1 };
	return 0;
}

/* 0 and the value, or -1 if the expression is not an integer constant. */
static int dt_decl_fold(dt_pcb_t *pcb, const dt_node_t *dnp, const dt_enumctx_t *ec,
			dt_cval_t *cv)
{
	dt_cval_t a, b, c;

	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		*cv = (dt_cval_t){ dnp->dn_value,
				   (dnp->dn_iflags & DT_IF_UNSIGNED) || dnp->dn_value > INT64_MAX };
		return 0;
	case DT_NODE_IDENT:
		return dt_fold_ident(pcb, dnp, ec, cv);
	case DT_NODE_OP1:
		if (dt_decl_fold(pcb, dnp->dn_child[0], ec, &a) != 0)
			return -1;
		return dt_fold1(dnp, a, cv);
	case DT_NODE_OP2:
		if (dt_decl_fold(pcb, dnp->dn_child[0], ec, &a) != 0 ||
		    dt_decl_fold(pcb, dnp->dn_child[1], ec, &b) != 0)
			return -1;
		return dt_fold2(pcb, dnp, a, b, cv);
	case DT_NODE_OP3:
		if (dt_decl_fold(pcb, dnp->dn_child[0], ec, &c) != 0 ||
		    dt_decl_fold(pcb, dnp->dn_child[1], ec, &a) != 0 ||
		    dt_decl_fold(pcb, dnp->dn_child[2], ec, &b) != 0)
			return -1;
		*cv = c.v ? a : b;
		return 0;
	case DT_NODE_SIZEOF:
		return dt_fold_sizeof(pcb, dnp, cv);
	default:
		return -1;
	}
}

/* A constant > 0 (array dimension, bit-field width), or -1. */
static int dt_decl_posconst(dt_pcb_t *pcb, const dt_node_t *dnp, uint64_t *vp)
{
	dt_cval_t cv;

	if (dt_decl_fold(pcb, dnp, NULL, &cv) != 0 || (!cv.uns && (int64_t)cv.v < 0))
		return -1;
	*vp = cv.v;
	return 0;
}

/*
 * Specifiers.
 */
#define DT_DS_BASES	(DT_DS_CHAR | DT_DS_INT | DT_DS_VOID | DT_DS_FLOAT | DT_DS_DOUBLE | \
			 DT_DS_STRING | DT_DS_BOOL)
#define DT_DS_LONGS	(DT_DS_LONG | DT_DS_LONGLONG | DT_DS_LONG3)
#define DT_DS_SIGNS	(DT_DS_SIGNED | DT_DS_UNSIGNED)

static void dt_decl_combo(dt_pcb_t *pcb, int line)
{
	dt_pcb_error(pcb, D_DECL_COMBO, line, "invalid type combination");
}

static void dt_decl_signint(dt_pcb_t *pcb, unsigned kw, int line)
{
	if (kw & DT_DS_SIGNS)
		dt_pcb_error(pcb, D_DECL_SIGNINT, line, "invalid type declaration: signed and "
			     "unsigned may only be used with integer type");
}

static void dt_decl_longint(dt_pcb_t *pcb, unsigned kw, int line)
{
	if (kw & DT_DS_LONGS)
		dt_pcb_error(pcb, D_DECL_LONGINT, line, "invalid type declaration: long and "
			     "long long may only be used with integer or floating-point type");
}

/*
 * Keywords that name no type (short long, signed unsigned, long long long,
 * long float...): DTrace looks the words up as a type name, attributes
 * first in a fixed order and "int" left out, and reports that name unknown
 * ("failed to resolve type short long : Unknown type name").
 */
static void dt_decl_noattrs(dt_pcb_t *pcb, unsigned kw, unsigned base, int line)
{
	static const struct {
		unsigned bit;
		const char *word;
	} attrs[] = {
		{ DT_DS_SIGNED, "signed " }, { DT_DS_UNSIGNED, "unsigned " },
		{ DT_DS_SHORT, "short " }, { DT_DS_LONG3, "long long long " },
		{ DT_DS_LONGLONG, "long long " }, { DT_DS_LONG, "long " },
	}, bases[] = {
		{ DT_DS_CHAR, "char" }, { DT_DS_FLOAT, "float" }, { DT_DS_DOUBLE, "double" },
	};
	char name[64] = "";
	size_t i;

	for (i = 0; i < sizeof(attrs) / sizeof(attrs[0]); i++) {
		if (kw & attrs[i].bit) {
			strcat(name, attrs[i].word);
			if (attrs[i].bit & DT_DS_LONGS)
				kw &= ~DT_DS_LONGS;	/* the longest only */
		}
	}
	for (i = 0; i < sizeof(bases) / sizeof(bases[0]); i++) {
		if (base == bases[i].bit)
			strcat(name, bases[i].word);
	}
	dt_pcb_error(pcb, DT_TAG_NOTYPE, line, "failed to resolve type %s: Unknown type name", name);
}

/* The name of the base type that keywords (without a type name) make. */
static const char *dt_decl_basename(dt_pcb_t *pcb, unsigned kw, int line)
{
	unsigned base = kw & DT_DS_BASES;
	int uns = (kw & DT_DS_UNSIGNED) != 0;

	if (base & (base - 1))
		dt_decl_combo(pcb, line);
	if (base == DT_DS_CHAR && (kw & (DT_DS_SHORT | DT_DS_LONGS)))
		dt_pcb_error(pcb, D_DECL_CHARATTR, line, "invalid type declaration: short "
			     "and long may not be used with char type");
	if ((base == DT_DS_FLOAT || base == DT_DS_DOUBLE) && (kw & DT_DS_SIGNS))
		dt_decl_signint(pcb, kw, line);
	if (((kw & DT_DS_SHORT) && (kw & DT_DS_LONGS)) || (kw & DT_DS_SIGNS) == DT_DS_SIGNS ||
	    (kw & DT_DS_LONG3))
		dt_decl_noattrs(pcb, kw, base, line);
	switch (base) {
	case DT_DS_CHAR:
		if (kw & (DT_DS_SHORT | DT_DS_LONGS))
			dt_pcb_error(pcb, D_DECL_CHARATTR, line, "invalid type declaration: short "
				     "and long may not be used with char type");
		return uns ? "unsigned char" : (kw & DT_DS_SIGNED) ? "signed char" : "char";
	case DT_DS_VOID:
		if (kw & (DT_DS_SHORT | DT_DS_LONGS | DT_DS_SIGNS))
			dt_pcb_error(pcb, D_DECL_VOIDATTR, line, "invalid type declaration: "
				     "attributes may not be used with void type");
		return "void";
	case DT_DS_FLOAT:
	case DT_DS_DOUBLE:
		if ((kw & DT_DS_SHORT) || (kw & DT_DS_LONGLONG) ||
		    (base == DT_DS_FLOAT && (kw & DT_DS_LONG)))
			dt_decl_noattrs(pcb, kw, base, line);
		return base == DT_DS_FLOAT ? "float" : (kw & DT_DS_LONG) ? "long double" : "double";
	case DT_DS_STRING:
	case DT_DS_BOOL:
		dt_decl_signint(pcb, kw, line);
		dt_decl_longint(pcb, kw, line);
		if (kw & DT_DS_SHORT)
			dt_decl_combo(pcb, line);
		return base == DT_DS_STRING ? "string" : "_Bool";
	default:	/* int, or nothing: int as in C */
		if (kw & DT_DS_SHORT)
			return uns ? "unsigned short" : "short";
		if (kw & DT_DS_LONGLONG)
			return uns ? "unsigned long long" : "long long";
		if (kw & DT_DS_LONG)
			return uns ? "unsigned long" : "long";
		return uns ? "unsigned int" : "int";
	}
}

static dt_type_t dt_decl_lookup(dt_pcb_t *pcb, const char *name, int line)
{
	dt_type_t t;

	if (dt_type_by_name(pcb->pcb_hdl, name, &t) != 0)
		dt_pcb_error(pcb, DT_TAG_NOTYPE, line, "failed to resolve type %s: Unknown type name",
			     name);
	return t;
}

static dt_type_t dt_decl_enum(dt_pcb_t *, const dt_node_t *, const char *tag);
static dt_type_t dt_decl_members(dt_pcb_t *, const dt_node_t *, dt_tns_t, const char *tag);

/*
 * A struct, union or enum specifier.  Without a body it names a type: an
 * unknown tag is declared (a forward), as in C.  With a body it defines one.
 */
static dt_type_t dt_decl_sou(dt_pcb_t *pcb, const dt_node_t *sou)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_tns_t ns = sou->dn_op == DT_TOK_UNION ? DT_NS_UNION :
		      sou->dn_op == DT_TOK_ENUM ? DT_NS_ENUM : DT_NS_STRUCT;
	const char *tag = sou->dn_string;
	char name[512];
	dt_type_t t;

	snprintf(name, sizeof(name), "%s %s", dt_decl_tagword(ns), tag != NULL ? tag : "");
	if (!(sou->dn_flags & DT_NF_DEFINED)) {
		if (dt_type_by_name(dtp, name, &t) == 0)
			return t;
		if (tag == NULL || strchr(tag, '`') != NULL)
			dt_decl_lookup(pcb, name, sou->dn_line);
		return dt_decl_made(pcb, dt_type_add_forward(dtp, ns, tag), sou->dn_line);
	}
	if (tag != NULL && strchr(tag, '`') != NULL)
		dt_pcb_error(pcb, D_DECL_SCOPE, sou->dn_line, "D scoping operator may not be used "
			     "in a %s name (%s)", dt_decl_tagword(ns), tag);
	if (tag != NULL && dt_type_lookup_d(dtp, ns, tag, &t) == 0 && !dt_type_is_forward(t))
		dt_pcb_error(pcb, D_DECL_TYPERED, sou->dn_line, "type redeclared: %s", name);
	if (ns == DT_NS_ENUM)
		return dt_decl_enum(pcb, sou, tag);
	/* the body may point to the struct itself */
	if (tag != NULL && dt_type_lookup_d(dtp, ns, tag, NULL) != 0)
		dt_decl_made(pcb, dt_type_add_forward(dtp, ns, tag), sou->dn_line);
	return dt_decl_members(pcb, sou, ns, tag);
}

static dt_type_t dt_decl_spec(dt_pcb_t *pcb, const dt_node_t *decl)
{
	const dt_declspec_t *ds = decl->dn_spec;
	int line = ds->dd_line > 0 ? ds->dd_line : decl->dn_line;
	unsigned kw = ds->dd_kw, q = 0;
	dt_type_t t;

	if (ds->dd_sou != NULL || ds->dd_name != NULL) {
		if (kw & DT_DS_BASES)
			dt_decl_combo(pcb, line);
		dt_decl_signint(pcb, kw, line);
		dt_decl_longint(pcb, kw, line);
		if (kw & DT_DS_SHORT)
			dt_decl_combo(pcb, line);
		if (ds->dd_sou != NULL)
			t = dt_decl_sou(pcb, ds->dd_sou);
		else
			t = dt_decl_lookup(pcb, ds->dd_name, line);
	} else
		t = dt_decl_lookup(pcb, dt_decl_basename(pcb, kw, line), line);
	q |= kw & DT_DS_CONST ? DT_TQ_CONST : 0;
	q |= kw & DT_DS_VOLATILE ? DT_TQ_VOLATILE : 0;
	return q == 0 ? t : dt_decl_made(pcb, dt_type_qual(pcb->pcb_hdl, t, q), line);
}

/*
 * Enumerations.
 */
static int dt_decl_enumr_exists(dt_pcb_t *pcb, const dt_enumctx_t *ec, const char *name)
{
	int i;

	for (i = 0; i < ec->n; i++) {
		if (strcmp(ec->names[i], name) == 0)
			return 1;
	}
	return dt_type_enum_value(pcb->pcb_hdl, name, NULL, NULL) == 0 ||
	       dt_ident_lookup(pcb->pcb_hdl, name) != NULL;
}

static int64_t dt_decl_enumr_value(dt_pcb_t *pcb, const dt_node_t *e, const dt_enumctx_t *ec,
				   int64_t next)
{
	dt_cval_t cv;
	int64_t v = next;

	if (e->dn_child[0] != NULL) {
		if (dt_decl_fold(pcb, e->dn_child[0], ec, &cv) != 0)
			dt_pcb_error(pcb, D_DECL_ENCONST, e->dn_line, "enumerator '%s' must be "
				     "assigned to an integral constant expression", e->dn_string);
		v = cv.uns && cv.v > INT64_MAX ? INT64_MAX : (int64_t)cv.v;
	}
	if (v > INT_MAX || v < INT_MIN)
		dt_pcb_error(pcb, D_DECL_ENOFLOW, e->dn_line,
			     "enumerator '%s' value overflows INT_MAX (%d)", e->dn_string, INT_MAX);
	return v;
}

static dt_type_t dt_decl_enum(dt_pcb_t *pcb, const dt_node_t *node, const char *tag)
{
	int n = dt_node_list_len(node->dn_list);
	dt_enumctx_t ec = { 0, NULL, NULL };
	const dt_node_t *e;
	int64_t next = 0;

	ec.names = dt_decl_alloc(pcb, n * sizeof(char *), node->dn_line);
	ec.values = dt_decl_alloc(pcb, n * sizeof(int64_t), node->dn_line);
	for (e = node->dn_list; e != NULL; e = e->dn_next) {
		if (strchr(e->dn_string, '`') != NULL)
			dt_pcb_error(pcb, D_DECL_SCOPE, e->dn_line, "D scoping operator may not be "
				     "used in an enumerator name (%s)", e->dn_string);
		if (dt_decl_enumr_exists(pcb, &ec, e->dn_string))
			dt_pcb_error(pcb, D_DECL_IDRED, e->dn_line, "identifier redeclared: %s",
				     e->dn_string);
		ec.values[ec.n] = dt_decl_enumr_value(pcb, e, &ec, next);
		ec.names[ec.n] = e->dn_string;
		next = ec.values[ec.n++] + 1;
	}
	return dt_decl_made(pcb, dt_type_add_enum(pcb->pcb_hdl, tag, ec.n, ec.names, ec.values),
			    node->dn_line);
}

/*
 * Structs and unions, laid out as the x86-64 and arm64 ABIs do: each member
 * at the next multiple of its alignment; a bit-field in the current unit of
 * its type if it fits there, else in the next; unnamed bit-fields do not
 * align the struct, and one of width 0 moves to the next unit.
 */
typedef struct dt_layout {
	int l_union;
	uint64_t l_bits;	/* struct: next free bit; union: widest member */
	uint64_t l_align;	/* bytes */
} dt_layout_t;

static uint64_t dt_roundup(uint64_t v, uint64_t a)
{
	return a <= 1 ? v : (v + a - 1) / a * a;
}

static uint64_t dt_layout_place(dt_layout_t *l, uint64_t size, uint64_t align, int bitfield,
				uint32_t width, int named)
{
	uint64_t unit = 8 * align, off = l->l_bits, used = bitfield ? width : 8 * size;

	if (named || !bitfield)
		l->l_align = l->l_align > align ? l->l_align : align;
	if (l->l_union) {
		l->l_bits = l->l_bits > used ? l->l_bits : used;
		return 0;
	}
	if (!bitfield || width == 0 || off % unit + width > unit)
		off = dt_roundup(off, unit);
	l->l_bits = off + used;
	return off;
}

static uint32_t dt_decl_bitfield(dt_pcb_t *pcb, dt_type_t t, const char *name,
				 const dt_node_t *bw)
{
	const char *idn = name != NULL ? name : "(anon)";
	uint64_t w;

	if (dt_decl_posconst(pcb, bw, &w) != 0 || (w == 0 && name != NULL))
		dt_pcb_error(pcb, D_DECL_BFCONST, bw->dn_line, "positive integral constant "
			     "expression expected as bit-field size");
	if (dt_type_kind(t) != DT_TK_INT)
		dt_pcb_error(pcb, D_DECL_BFTYPE, bw->dn_line, "invalid type for bit-field: %s", idn);
	if (w > 8 * dt_type_size(t))
		dt_pcb_error(pcb, D_DECL_BFSIZE, bw->dn_line, "bit-field too big for type: %s", idn);
	return w;
}

/* What no object (variable or member) can be. */
static void dt_decl_object(dt_pcb_t *pcb, dt_type_t t, const char *name, int line)
{
	char n[256];

	switch (dt_type_kind(t)) {
	case DT_TK_VOID:
		dt_pcb_error(pcb, D_DECL_VOIDOBJ, line, "cannot have void object: %s", name);
	case DT_TK_DYN:
		dt_pcb_error(pcb, D_DECL_DYNOBJ, line, "cannot have dynamic object: %s", name);
	default:
		break;
	}
	if (dt_type_is_forward(t))
		dt_pcb_error(pcb, D_DECL_INCOMPLETE, line, "incomplete struct/union/enum %s: %s",
			     dt_type_name(t, n, sizeof(n)), name);
}

static void dt_decl_member_name(dt_pcb_t *pcb, const dt_tfield_t *f, int nf, const char *name,
				int line)
{
	int i;

	if (strchr(name, '`') != NULL)
		dt_pcb_error(pcb, D_DECL_SCOPE, line, "D scoping operator may not be used in a "
			     "member name (%s)", name);
	for (i = 0; i < nf; i++) {
		if (f[i].name != NULL && strcmp(f[i].name, name) == 0)
			dt_pcb_error(pcb, D_UNKNOWN, line, "failed to define member '%s': "
				     "Duplicate member or variable name.", name);
	}
}

/* One member: a field, or nothing for an unnamed bit-field (padding). */
static int dt_decl_member(dt_pcb_t *pcb, dt_type_t base, const dt_node_t *d, dt_layout_t *l,
			  dt_tfield_t *f, int nf)
{
	const dt_declarator_t *dk = d->dn_dcl;
	const char *name = dk->dk_name;
	dt_type_t t;
	uint32_t w = 0;
	uint64_t off;

	if (name == NULL && dk->dk_bitwidth == NULL)
		dt_pcb_error(pcb, D_DECL_MNAME, d->dn_line, "member declaration requires a name");
	if (name != NULL)
		dt_decl_member_name(pcb, f, nf, name, d->dn_line);
	t = dt_decl_apply(pcb, base, d, DT_DCTX_MEMBER, NULL);
	dt_decl_object(pcb, t, name != NULL ? name : "(anon)", d->dn_line);
	if (dt_type_kind(t) == DT_TK_FUNC)
		dt_pcb_error(pcb, D_UNKNOWN, d->dn_line, "failed to define member '%s': "
			     "a member cannot be a function", name != NULL ? name : "(anon)");
	if (dk->dk_bitwidth != NULL)
		w = dt_decl_bitfield(pcb, t, name, dk->dk_bitwidth);
	off = dt_layout_place(l, dt_decl_size(pcb->pcb_hdl, t), dt_type_align(t) ?: 1,
			      dk->dk_bitwidth != NULL, w, name != NULL);
	if (name == NULL)
		return 0;
	f[nf] = (dt_tfield_t){ name, t, off, w };
	return 1;
}

static dt_type_t dt_decl_members(dt_pcb_t *pcb, const dt_node_t *sou, dt_tns_t ns,
				 const char *tag)
{
	dt_layout_t l = { ns == DT_NS_UNION, 0, 1 };
	const dt_node_t *m, *d;
	dt_tfield_t *f;
	dt_type_t base;
	uint64_t size;
	int n = 0, nf = 0;

	for (m = sou->dn_list; m != NULL; m = m->dn_next)
		n += dt_node_list_len(m->dn_list);
	f = dt_decl_alloc(pcb, (n + 1) * sizeof(dt_tfield_t), sou->dn_line);
	for (m = sou->dn_list; m != NULL; m = m->dn_next) {
		base = dt_decl_spec(pcb, m);
		for (d = m->dn_list; d != NULL; d = d->dn_next)
			nf += dt_decl_member(pcb, base, d, &l, f, nf);
	}
	size = dt_roundup((l.l_bits + 7) / 8, l.l_align);
	return dt_decl_made(pcb, dt_type_add_sou(pcb->pcb_hdl, ns, tag, size, nf, f),
			    sou->dn_line);
}

/*
 * Prototypes: function parameters and associative array keys.
 */
static void dt_decl_proto_type(dt_pcb_t *pcb, const char *kind, dt_type_t t, int line)
{
	char n[256];

	dt_pcb_error(pcb, D_DECL_PROTO_TYPE, line, "%s prototype may not use parameter of type %s",
		     kind, dt_type_name(t, n, sizeof(n)));
}

/*
 * The type of a parameter or type name: its specifiers (register at most)
 * and its declarator, if any.
 */
static dt_type_t dt_decl_unnamed(dt_pcb_t *pcb, const dt_node_t *d, dt_dctx_t ctx)
{
	dt_dclass_t c = d->dn_spec->dd_class;
	dt_type_t t;

	if (c != DT_DC_NONE && c != DT_DC_REGISTER)
		dt_pcb_error(pcb, D_DECL_PARMCLASS, d->dn_line, "inappropriate storage class "
			     "for function or associative array parameter");
	t = dt_decl_spec(pcb, d);
	if (d->dn_list != NULL)
		t = dt_decl_apply(pcb, t, d->dn_list, ctx, NULL);
	return t;
}

/* One parameter (a DECL): its type and name; 1 if it is void. */
static int dt_decl_param(dt_pcb_t *pcb, const dt_node_t *d, int pos, const char *kind,
			 unsigned flags, dt_type_t *tp, const char **namep)
{
	const char *name = d->dn_list != NULL ? d->dn_list->dn_dcl->dk_name : NULL;
	dt_type_t t = dt_decl_unnamed(pcb, d, DT_DCTX_PARAM);

	if (dt_type_kind(t) == DT_TK_VOID) {
		if (!(flags & DT_DP_VOID))
			dt_decl_proto_type(pcb, kind, t, d->dn_line);
		if (name != NULL)
			dt_pcb_error(pcb, D_DECL_PROTO_NAME, d->dn_line,
				     "void parameter may not have a name: %s", name);
		return 1;
	}
	if (dt_type_kind(t) == DT_TK_DYN)
		dt_decl_proto_type(pcb, kind, t, d->dn_line);
	if (name == NULL && !(flags & DT_DP_ANON))
		dt_pcb_error(pcb, D_DECL_PROTO_FORM, d->dn_line,
			     "%s prototype parameter #%d requires a name", kind, pos);
	*tp = t;
	*namep = name;
	return 0;
}

int dt_decl_proto(dt_pcb_t *pcb, const dt_node_t *params, int varargs, const char *kind,
		  unsigned flags, dt_type_t **typesp, const char ***namesp)
{
	int n = dt_node_list_len(params), i = 0, nvoid = 0, pos = 1;
	int line = params != NULL ? params->dn_line : pcb->pcb_lineno;
	dt_type_t *types = dt_decl_alloc(pcb, (n + 1) * sizeof(dt_type_t), line);
	const char **names = dt_decl_alloc(pcb, (n + 1) * sizeof(char *), line);
	const dt_node_t *p;

	if (varargs && !(flags & DT_DP_VARARGS))
		dt_pcb_error(pcb, D_DECL_PROTO_VARARGS, line, "%s prototype may not use a "
			     "variable-length argument list", kind);
	for (p = params; p != NULL; p = p->dn_next, pos++) {
		if (dt_decl_param(pcb, p->dn_kind == DT_NODE_TYPE ? p->dn_decl : p, pos, kind,
				  flags, &types[i], &names[i]))
			nvoid++;
		else
			i++;
	}
	if (nvoid > 0 && (n > 1 || varargs))
		dt_pcb_error(pcb, D_DECL_PROTO_VOID, line, "void must be sole parameter in %s "
			     "prototype", kind);
	if (typesp != NULL)
		*typesp = types;
	if (namesp != NULL)
		*namesp = names;
	return i;
}

/*
 * Declarators.
 */
static dt_type_t dt_decl_keys(dt_pcb_t *pcb, dt_type_t t, const dt_declarator_t *dk, int top,
			      dt_dctx_t ctx, dt_dtop_t *dtop, int line)
{
	int n;

	if (ctx != DT_DCTX_VAR || dtop == NULL)
		dt_pcb_error(pcb, D_DECL_DYNOBJ, line,
			     "associative arrays may only be declared as variables");
	if (!top)
		dt_pcb_error(pcb, D_DECL_DYNOBJ, line, "cannot declare array of associative arrays");
	/* checked here for the line of [...], which has no parameter to name it */
	if (dk->dk_varargs)
		dt_pcb_error(pcb, D_DECL_PROTO_VARARGS, line, "array prototype may not use a "
			     "variable-length argument list");
	n = dt_decl_proto(pcb, dk->dk_args, 0, "array", DT_DP_ANON, &dtop->keys, NULL);
	if (n > DT_DECL_MAXKEYS)
		dt_pcb_error(pcb, D_DECL_ARRBIG, line, "associative array has %d keys (at most %d)",
			     n, DT_DECL_MAXKEYS);
	dtop->nkeys = n;
	return t;	/* the value type */
}

static dt_type_t dt_decl_array(dt_pcb_t *pcb, dt_type_t t, const dt_declarator_t *dk, int top,
			       dt_dctx_t ctx, dt_dtop_t *dtop, int line)
{
	const dt_node_t *dim = dk->dk_args;
	uint64_t n;

	if (dt_type_kind(t) == DT_TK_VOID)
		dt_pcb_error(pcb, D_DECL_VOIDOBJ, line, "cannot declare array of void");
	if ((dim != NULL && dim->dn_kind == DT_NODE_TYPE) || dk->dk_varargs)
		return dt_decl_keys(pcb, t, dk, top, ctx, dtop, line);
	if (dim == NULL) {
		if (top && dtop != NULL)
			dtop->nulldim = 1;
		return dt_decl_made(pcb, dt_type_array(pcb->pcb_hdl, t, 0), line);
	}
	if (dt_decl_posconst(pcb, dim, &n) != 0 || n == 0)
		dt_pcb_error(pcb, D_DECL_ARRSUB, dim->dn_line, "positive integral constant "
			     "expression or tuple signature expected as array declaration subscript");
	if (n > UINT32_MAX)
		dt_pcb_error(pcb, D_DECL_ARRBIG, dim->dn_line, "array dimension too big");
	return dt_decl_made(pcb, dt_type_array(pcb->pcb_hdl, t, n), line);
}

static unsigned dt_decl_quals(unsigned dk_quals)
{
	return (dk_quals & DT_DS_CONST ? DT_TQ_CONST : 0) |
	       (dk_quals & DT_DS_VOLATILE ? DT_TQ_VOLATILE : 0) |
	       (dk_quals & DT_DS_RESTRICT ? DT_TQ_RESTRICT : 0);
}

/* The derivations of dcl applied to t, from the outermost to the name. */
static dt_type_t dt_decl_apply(dt_pcb_t *pcb, dt_type_t t, const dt_node_t *dcl, dt_dctx_t ctx,
			       dt_dtop_t *dtop)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	const dt_declarator_t *dk;
	dt_type_t *ptypes;
	int n = 0, np, i, line = dcl->dn_line;

	for (dk = dcl->dn_dcl; dk != NULL; dk = dk->dk_next)
		n++;
	const dt_declarator_t *chain[n > 0 ? n : 1];

	for (dk = dcl->dn_dcl, i = 0; dk != NULL; dk = dk->dk_next)
		chain[i++] = dk;
	for (i = n - 1; i >= 0; i--) {
		dk = chain[i];
		switch (dk->dk_kind) {
		case DT_DK_PTR:
			t = dt_decl_made(pcb, dt_type_ptr(dtp, t), line);
			if (dk->dk_quals != 0)
				t = dt_decl_made(pcb, dt_type_qual(dtp, t, dt_decl_quals(dk->dk_quals)),
						 line);
			break;
		case DT_DK_ARRAY:
			t = dt_decl_array(pcb, t, dk, i == 1, ctx, dtop, line);
			break;
		case DT_DK_FUNC:
			np = dt_decl_proto(pcb, dk->dk_args, dk->dk_varargs, "function",
					   DT_DP_VARARGS | DT_DP_VOID | DT_DP_ANON, &ptypes, NULL);
			t = dt_decl_made(pcb, dt_type_func(dtp, t, np, ptypes, dk->dk_varargs), line);
			break;
		default:
			break;
		}
	}
	return t;
}

/* A declarator of a variable (or inline): its name, type and keys. */
static void dt_decl_var_of(dt_pcb_t *pcb, dt_type_t base, const dt_node_t *decl,
			   const dt_node_t *dcl, dt_decl_var_t *v, dt_dtop_t *dtop)
{
	int i;

	memset(v, 0, sizeof(*v));
	memset(dtop, 0, sizeof(*dtop));
	v->name = dcl->dn_dcl->dk_name;
	v->cls = decl->dn_spec->dd_class;
	v->line = dcl->dn_line;
	v->type = dt_decl_apply(pcb, base, dcl, DT_DCTX_VAR, dtop);
	v->nkeys = dtop->nkeys;
	for (i = 0; i < dtop->nkeys; i++)
		v->keys[i] = dtop->keys[i];
	if (v->nkeys == 0 && dt_type_kind(v->type) == DT_TK_ARRAY) {
		v->is_array = 1;
		dt_type_elem(v->type, &v->dim);
	}
}

void dt_decl_declarator(dt_pcb_t *pcb, const dt_node_t *decl, const dt_node_t *dcl,
			dt_decl_var_t *v)
{
	dt_dtop_t dtop;

	dt_decl_var_of(pcb, dt_decl_spec(pcb, decl), decl, dcl, v, &dtop);
}

/*
 * A type name in a clause (cast, sizeof, offsetof, xlate).  DTrace resolves
 * it while parsing, so its errors name no region ("in action list: "):
 * the context is left so on an error.
 */
int dt_decl_typename(dt_pcb_t *pcb, const dt_node_t *type, dt_type_t *tp)
{
	dt_pcb_ctx_t ctx = pcb->pcb_context;

	pcb->pcb_context = DT_CTX_DPROG;
	*tp = dt_decl_unnamed(pcb, type->dn_decl, DT_DCTX_TYPE);
	pcb->pcb_context = ctx;
	return 0;
}

/* offsetof(type, member), folded as DTrace folds it while parsing */
uint64_t dt_decl_offsetof(dt_pcb_t *pcb, const dt_node_t *dnp)
{
	dt_pcb_ctx_t ctx = pcb->pcb_context;
	const char *m = dnp->dn_string;
	dt_member_t mb;
	dt_type_t t;
	dt_tkind_t k;

	pcb->pcb_context = DT_CTX_DPROG;
	dt_decl_typename(pcb, dnp->dn_child[0], &t);
	k = dt_type_kind(t);
	if (k != DT_TK_STRUCT && k != DT_TK_UNION)
		dt_pcb_error(pcb, D_OFFSETOF_TYPE, dnp->dn_line,
			     "offsetof operand must be a struct or union type");
	if (dt_type_member(t, m, &mb) != 0)
		dt_pcb_error(pcb, D_UNKNOWN, dnp->dn_line,
			     "failed to determine offset of %s: Member name not found.", m);
	if (mb.bitfield_size != 0)
		dt_pcb_error(pcb, D_OFFSETOF_BITFIELD, dnp->dn_line,
			     "cannot take offset of a bit-field: %s", m);
	pcb->pcb_context = ctx;
	return mb.offset_bits / 8;
}

/*
 * Top-level declarations.
 */
/*
 * A typedef may not be redeclared, but a #included file (under -C) has a
 * namespace of its own, as DTrace's "C" container: it may redeclare D's
 * built-in typedefs (<stdint.h>'s int8_t...) and the program's, and its
 * typedef is the one the name means from then on; only another typedef
 * from an included file clashes with it.
 */
static void dt_decl_typedef(dt_pcb_t *pcb, const dt_decl_var_t *v, int incl)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;

	if (dt_ident_lookup(dtp, v->name) != NULL)
		dt_pcb_error(pcb, D_DECL_IDRED, v->line, "global variable identifier redeclared: %s",
			     v->name);
	if (incl ? dt_type_lookup_hdr(dtp, DT_NS_ORD, v->name) == 0 :
		   dt_type_lookup_d(dtp, DT_NS_ORD, v->name, NULL) == 0)
		dt_pcb_error(pcb, D_DECL_IDRED, v->line, "typedef redeclared: %s", v->name);
	dt_decl_made(pcb, dt_type_add_typedef(dtp, v->name, v->type, incl), v->line);
}

/* What illumos checks before it looks at an existing variable of the name. */
static void dt_decl_var_check(dt_pcb_t *pcb, const dt_decl_var_t *v, const dt_dtop_t *dtop)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	const dt_ident_t *idp;
	char b1[128], b2[128];
	dt_type_t et;

	if (dtop->nulldim)
		dt_pcb_error(pcb, D_DECL_ARRNULL, v->line, "array declaration requires array "
			     "dimension or tuple signature: %s", v->name);
	if (v->cls != DT_DC_SELF && v->cls != DT_DC_THIS) {
		idp = dt_ident_lookup(dtp, v->name);
		if (idp != NULL && idp->di_kind != DT_IDENT_GLOBAL)
			dt_pcb_error(pcb, D_DECL_IDRED, v->line, "built-in identifier "
				     "redeclared: %s", v->name);
		if (dt_type_enum_value(dtp, v->name, NULL, &et) == 0) {
			dt_type_name(et, b2, sizeof(b2));
			if (strcmp(b2, "enum (anon)") == 0)
				b2[strlen("enum ")] = '\0';	/* DTrace's name for it */
			dt_pcb_error(pcb, D_DECL_IDRED, v->line, "identifier redeclared: %s\n"
				     "\t current: %s %s\n\tprevious: enumerator %s", v->name,
				     v->nkeys > 0 ? "associative array" : "scalar",
				     dt_type_name(v->type, b1, sizeof(b1)), b2);
		}
	}
	if (dt_type_lookup_d(dtp, DT_NS_ORD, v->name, NULL) == 0)
		dt_pcb_error(pcb, D_DECL_IDRED, v->line, "typedef identifier redeclared: %s",
			     v->name);
	if (v->nkeys > 0 && v->cls == DT_DC_THIS)
		dt_pcb_error(pcb, D_DECL_LOCASSC, v->line, "associative arrays may not be "
			     "declared as local variables: %s", v->name);
	dt_decl_object(pcb, v->type, v->name, v->line);
}

static void dt_decl_one(dt_pcb_t *pcb, dt_type_t base, const dt_node_t *decl,
			const dt_node_t *dcl, dt_decl_var_f *var, void *arg)
{
	const char *name = dcl->dn_dcl->dk_name;
	dt_decl_var_t v;
	dt_dtop_t dtop;

	if (name == NULL)
		dt_pcb_error(pcb, D_DECL_USELESS, dcl->dn_line, "useless declaration");
	if (strchr(name, '`') != NULL)
		dt_pcb_error(pcb, D_DECL_SCOPE, dcl->dn_line, "D scoping operator may not be used "
			     "in a declaration name (%s)", name);
	dt_decl_var_of(pcb, base, decl, dcl, &v, &dtop);
	if (v.cls == DT_DC_TYPEDEF) {
		if (v.nkeys > 0)
			dt_pcb_error(pcb, D_DECL_DYNOBJ, v.line,
				     "associative arrays may only be declared as variables");
		dt_decl_typedef(pcb, &v, decl->dn_spec->dd_incl);
		return;
	}
	/* a function prototype declares something outside D */
	if (dt_type_kind(v.type) == DT_TK_FUNC && (v.cls == DT_DC_NONE || v.cls == DT_DC_STATIC))
		v.cls = DT_DC_EXTERN;
	switch (v.cls) {
	case DT_DC_AUTO:
	case DT_DC_REGISTER:
		dt_pcb_error(pcb, D_DECL_BADCLASS, v.line,
			     "specified storage class not appropriate in D");
	case DT_DC_EXTERN:
		break;
	default:
		dt_decl_var_check(pcb, &v, &dtop);
		break;
	}
	if (var != NULL)
		var(pcb, &v, arg);
}

void dt_decl_process(dt_pcb_t *pcb, dt_node_t *decl, dt_decl_var_f *var, void *arg)
{
	const dt_node_t *d;
	dt_type_t base;

	/* errors name the file the declaration is in, as they do while parsing */
	pcb->pcb_filetag = decl->dn_spec->dd_file;
	dt_types_scratch_free(pcb->pcb_hdl);
	base = dt_decl_spec(pcb, decl);
	if (decl->dn_list == NULL && decl->dn_spec->dd_sou == NULL)
		dt_pcb_error(pcb, D_DECL_USELESS, decl->dn_line, "useless declaration");
	for (d = decl->dn_list; d != NULL; d = d->dn_next)
		dt_decl_one(pcb, base, decl, d, var, arg);
}

int dt_decl_enumerator(dt_type_t t, const char *name, int64_t *value)
{
	const struct btf_type *bt;
	int n;

	t = dt_type_resolve(t);
	if (t.dtt_btf == NULL || dt_type_kind(t) != DT_TK_ENUM)
		return -1;
	bt = btf__type_by_id(t.dtt_btf, t.dtt_id);
	n = btf_vlen(bt);
	for (int i = 0; i < n; i++) {
		if (btf_is_enum(bt) &&
		    strcmp(btf__name_by_offset(t.dtt_btf, btf_enum(bt)[i].name_off), name) == 0) {
			*value = btf_enum(bt)[i].val;
			return 0;
		}
		if (btf_is_enum64(bt) &&
		    strcmp(btf__name_by_offset(t.dtt_btf, btf_enum64(bt)[i].name_off), name) == 0) {
			*value = (int64_t)btf_enum64_value(&btf_enum64(bt)[i]);
			return 0;
		}
	}
	return -1;
}

/*
 * The kernel refuses a program using more than 64 maps; dtrace's own take
 * up to 16 of them, so the rest is what variables may have, and a
 * program that exceeds it is refused here, by name, rather than by the
 * verifier.
 */
dt_ident_t *dt_decl_dyn_create(dt_pcb_t *pcb, int line, const char *name, dt_type_t type,
			       int tls, int nkeys, const dt_type_t *keys)
{
	int n = 0;

	for (const dt_ident_t *idp = pcb->pcb_hdl->dt_globals; idp != NULL; idp = idp->di_next)
		n += idp->di_kind == DT_IDENT_DYN;
	if (n >= DT_DECL_MAXDYN)
		dt_pcb_error(pcb, D_ID_OFLOW, line, "cannot create %s%s: limit on number of "
			     "thread-local and associative array variables exceeded (%d: each is a "
			     "BPF map, and a BPF program may use at most 64 maps)",
			     tls ? "self->" : "", name, DT_DECL_MAXDYN);
	return dt_ident_dyn_create(pcb->pcb_hdl, name, type, tls, nkeys, keys);
}
