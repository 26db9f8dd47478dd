/*
 * Parse tree construction.
 *
 * Step 2 of the flow in DESIGN.md: the grammar (dt_grammar.y) builds the tree
 * with the constructors below, from tokens made by the lexer (dt_lex.l).
 * Every node is put on the pcb's allocation chain as soon as it exists, and
 * everything a node owns (strings, declaration specifiers, declarator chains)
 * is attached to a node as soon as it is allocated: a compile error may
 * longjmp out of the parser at any point, and dt_node_free_all() must then
 * still find everything.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_grammar.h"

static void __attribute__((noreturn)) dt_nomem(dt_pcb_t *pcb)
{
	dt_pcb_error(pcb, D_UNKNOWN, pcb->pcb_lineno, "failed to allocate memory");
}

dt_node_t *dt_node_alloc(dt_pcb_t *pcb, dt_nodekind_t kind)
{
	dt_node_t *dnp = calloc(1, sizeof(dt_node_t));

	if (dnp == NULL)
		dt_nomem(pcb);
	dnp->dn_kind = kind;
	dnp->dn_line = pcb->pcb_lineno;
	dnp->dn_link = pcb->pcb_nodes;
	pcb->pcb_nodes = dnp;
	return dnp;
}

dt_node_t *dt_node_int(dt_pcb_t *pcb, uint64_t value, unsigned iflags)
{
	dt_node_t *dnp = dt_node_alloc(pcb, DT_NODE_INT);

	dnp->dn_value = value;
	dnp->dn_iflags = iflags;
	return dnp;
}

/* Strings are handed over before the node exists: on failure, free them. */
static dt_node_t *dt_node_strkind(dt_pcb_t *pcb, dt_nodekind_t kind, char *s)
{
	dt_node_t *dnp;

	if (s == NULL)
		dt_nomem(pcb);
	dnp = calloc(1, sizeof(dt_node_t));
	if (dnp == NULL) {
		free(s);
		dt_nomem(pcb);
	}
	dnp->dn_kind = kind;
	dnp->dn_line = pcb->pcb_lineno;
	dnp->dn_string = s;
	dnp->dn_link = pcb->pcb_nodes;
	pcb->pcb_nodes = dnp;
	return dnp;
}

dt_node_t *dt_node_str(dt_pcb_t *pcb, char *s)
{
	return dt_node_strkind(pcb, DT_NODE_STRING, s);
}

dt_node_t *dt_node_ident(dt_pcb_t *pcb, char *s)
{
	return dt_node_strkind(pcb, DT_NODE_IDENT, s);
}

dt_node_t *dt_node_op1(dt_pcb_t *pcb, int op, dt_node_t *c)
{
	dt_node_t *dnp = dt_node_alloc(pcb, DT_NODE_OP1);

	dnp->dn_op = op;
	dnp->dn_child[0] = c;
	return dnp;
}

dt_node_t *dt_node_op2(dt_pcb_t *pcb, int op, dt_node_t *l, dt_node_t *r)
{
	dt_node_t *dnp = dt_node_alloc(pcb, DT_NODE_OP2);

	dnp->dn_op = op;
	dnp->dn_child[0] = l;
	dnp->dn_child[1] = r;
	return dnp;
}

dt_node_t *dt_node_op3(dt_pcb_t *pcb, dt_node_t *c, dt_node_t *t, dt_node_t *e)
{
	dt_node_t *dnp = dt_node_alloc(pcb, DT_NODE_OP3);

	dnp->dn_child[0] = c;
	dnp->dn_child[1] = t;
	dnp->dn_child[2] = e;
	return dnp;
}

dt_node_t *dt_node_kind1(dt_pcb_t *pcb, dt_nodekind_t kind, dt_node_t *c)
{
	dt_node_t *dnp = dt_node_alloc(pcb, kind);

	dnp->dn_child[0] = c;
	return dnp;
}

dt_node_t *dt_node_link(dt_node_t *list, dt_node_t *item)
{
	dt_node_t *p;

	if (list == NULL)
		return item;
	for (p = list; p->dn_next != NULL; p = p->dn_next)
		continue;
	p->dn_next = item;
	return list;
}

dt_node_t *dt_node_rev(dt_node_t *list)
{
	dt_node_t *prev = NULL, *next;

	for (; list != NULL; list = next) {
		next = list->dn_next;
		list->dn_next = prev;
		prev = list;
	}
	return prev;
}

int dt_node_list_len(const dt_node_t *list)
{
	int n = 0;

	for (; list != NULL; list = list->dn_next)
		n++;
	return n;
}

char *dt_node_steal(dt_node_t *dnp)
{
	char *s = dnp->dn_string;

	dnp->dn_string = NULL;
	return s;
}

static void dt_dcl_free(dt_declarator_t *dk)
{
	dt_declarator_t *next;

	for (; dk != NULL; dk = next) {
		next = dk->dk_next;
		free(dk->dk_name);
		free(dk);
	}
}

void dt_node_free_all(dt_pcb_t *pcb)
{
	dt_node_t *dnp, *next;

	for (dnp = pcb->pcb_nodes; dnp != NULL; dnp = next) {
		next = dnp->dn_link;
		free(dnp->dn_string);
		if (dnp->dn_spec != NULL)
			free(dnp->dn_spec->dd_name);
		free(dnp->dn_spec);
		dt_dcl_free(dnp->dn_dcl);
		free(dnp);
	}
	pcb->pcb_nodes = NULL;
	pcb->pcb_root = NULL;
}

/*
 * Declarations.  A DECL node is created at the first specifier and
 * collects the others.  Only combinations that dt_declspec_t cannot
 * represent are refused here; the rest is checked when types are built.
 */
dt_node_t *dt_decl_new(dt_pcb_t *pcb, int line)
{
	dt_node_t *dnp = dt_node_alloc(pcb, DT_NODE_DECL);

	dnp->dn_line = line;
	dnp->dn_spec = calloc(1, sizeof(dt_declspec_t));
	if (dnp->dn_spec == NULL)
		dt_nomem(pcb);
	dnp->dn_spec->dd_line = line;
	dnp->dn_spec->dd_file = pcb->pcb_filetag;
	dnp->dn_spec->dd_incl = pcb->pcb_idepth > 0;
	return dnp;
}

void dt_decl_word(dt_pcb_t *pcb, dt_node_t *decl, int word, int line)
{
	dt_declspec_t *ds = decl->dn_spec;
	unsigned kw = word;

	if (word & DT_DW_CLASS) {
		if (ds->dd_class != DT_DC_NONE)
			dt_pcb_error(pcb, D_DECL_CLASS, line,
				     "only one storage class allowed in a declaration");
		ds->dd_class = word & ~DT_DW_CLASS;
		return;
	}
	if (kw == DT_DS_LONG && (ds->dd_kw & DT_DS_LONG)) {
		/* a third long names no type: dt_decl.c says so, as DTrace does */
		ds->dd_kw |= ds->dd_kw & DT_DS_LONGLONG ? DT_DS_LONG3 : DT_DS_LONGLONG;
		return;
	}
	/*
	 * C allows repeated qualifiers; DTrace also takes short, signed and
	 * unsigned twice (as once), but not a base type twice.
	 */
	if ((ds->dd_kw & kw) && !(kw & (DT_DS_CONST | DT_DS_VOLATILE | DT_DS_RESTRICT |
					DT_DS_SHORT | DT_DS_SIGNED | DT_DS_UNSIGNED)))
		dt_pcb_error(pcb, D_DECL_COMBO, line, "invalid type combination");
	ds->dd_kw |= kw;
}

/* A typedef name (IDENT token node) or a SOU/ENUM specifier node. */
void dt_decl_type(dt_pcb_t *pcb, dt_node_t *decl, dt_node_t *type)
{
	dt_declspec_t *ds = decl->dn_spec;

	if (type->dn_kind == DT_NODE_IDENT) {
		if (ds->dd_name != NULL || ds->dd_sou != NULL)
			dt_pcb_error(pcb, D_DECL_COMBO, type->dn_line,
				     "invalid type combination");
		ds->dd_name = dt_node_steal(type);
		return;
	}
	if (ds->dd_sou != NULL || ds->dd_name != NULL)
		dt_pcb_error(pcb, D_DECL_COMBO, type->dn_line,
			     "invalid type combination");
	ds->dd_sou = type;
}

static dt_declarator_t *dt_dk_alloc(dt_pcb_t *pcb, dt_node_t *owner, dt_dkind_t kind)
{
	dt_declarator_t *dk = calloc(1, sizeof(dt_declarator_t));
	dt_declarator_t **pp;

	if (dk == NULL)
		dt_nomem(pcb);
	dk->dk_kind = kind;
	for (pp = &owner->dn_dcl; *pp != NULL; pp = &(*pp)->dk_next)
		continue;
	*pp = dk;
	return dk;
}

/* A DECLARATOR whose chain is just its name (ident token, or NULL: abstract). */
dt_node_t *dt_dcl_ident(dt_pcb_t *pcb, dt_node_t *ident, int line)
{
	dt_node_t *dnp = dt_node_alloc(pcb, DT_NODE_DECLARATOR);
	dt_declarator_t *dk;

	dnp->dn_line = line;
	dk = dt_dk_alloc(pcb, dnp, DT_DK_IDENT);
	if (ident != NULL)
		dk->dk_name = dt_node_steal(ident);
	return dnp;
}

/*
 * A derivation not yet applied to a name (pointer, [ ], ( )): held by a
 * DECLARATOR node without an IDENT element until dt_dcl_move() appends it.
 */
dt_node_t *dt_dcl_frag(dt_pcb_t *pcb, dt_dkind_t kind, dt_node_t *args,
		       int varargs, unsigned quals, int line)
{
	dt_node_t *dnp = dt_node_alloc(pcb, DT_NODE_DECLARATOR);
	dt_declarator_t *dk;

	dnp->dn_line = line;
	dk = dt_dk_alloc(pcb, dnp, kind);
	dk->dk_args = args;
	dk->dk_varargs = varargs;
	dk->dk_quals = quals;
	return dnp;
}

/* Append the chain of frag outwards of everything in to; frag is emptied. */
dt_node_t *dt_dcl_move(dt_node_t *to, dt_node_t *frag)
{
	dt_declarator_t **pp;

	for (pp = &to->dn_dcl; *pp != NULL; pp = &(*pp)->dk_next)
		continue;
	*pp = frag->dn_dcl;
	frag->dn_dcl = NULL;
	return to;
}

/* A type name: specifiers (DECL) and an abstract declarator (or NULL). */
dt_node_t *dt_node_type(dt_pcb_t *pcb, dt_node_t *decl, dt_node_t *dcl)
{
	dt_node_t *dnp = dt_node_alloc(pcb, DT_NODE_TYPE);

	if (dcl == NULL)
		dcl = dt_dcl_ident(pcb, NULL, decl->dn_line);
	decl->dn_list = dcl;
	dnp->dn_decl = decl;
	dnp->dn_line = decl->dn_line;
	return dnp;
}

static const char *const dt_node_kind_names[] = {
	[DT_NODE_FREE] = "FREE",
	[DT_NODE_INT] = "INT",
	[DT_NODE_STRING] = "STRING",
	[DT_NODE_IDENT] = "IDENT",
	[DT_NODE_VAR] = "VAR",
	[DT_NODE_SYM] = "SYM",
	[DT_NODE_TYPE] = "TYPE",
	[DT_NODE_FUNC] = "FUNC",
	[DT_NODE_OP1] = "OP1",
	[DT_NODE_OP2] = "OP2",
	[DT_NODE_OP3] = "OP3",
	[DT_NODE_DEXPR] = "DEXPR",
	[DT_NODE_AGG] = "AGG",
	[DT_NODE_PDESC] = "PDESC",
	[DT_NODE_CLAUSE] = "CLAUSE",
	[DT_NODE_INLINE] = "INLINE",
	[DT_NODE_MEMBER] = "MEMBER",
	[DT_NODE_XLATOR] = "XLATOR",
	[DT_NODE_PROBE] = "PROBE",
	[DT_NODE_PROVIDER] = "PROVIDER",
	[DT_NODE_PROG] = "PROG",
	[DT_NODE_DECL] = "DECL",
	[DT_NODE_DECLARATOR] = "DECLARATOR",
	[DT_NODE_SOU] = "SOU",
	[DT_NODE_ENUM] = "ENUM",
	[DT_NODE_ENUMERATOR] = "ENUMERATOR",
	[DT_NODE_PRAGMA] = "PRAGMA",
	[DT_NODE_XLATE] = "XLATE",
	[DT_NODE_SIZEOF] = "SIZEOF",
	[DT_NODE_OFFSETOF] = "OFFSETOF",
	[DT_NODE_STRINGOF] = "STRINGOF",
	[DT_NODE_CAST] = "CAST",
	[DT_NODE_ARRAY] = "ARRAY",
	[DT_NODE_SELF] = "SELF",
	[DT_NODE_THIS] = "THIS",
	[DT_NODE_DOT] = "DOT",
	[DT_NODE_ARROW] = "ARROW",
	[DT_NODE_MACRO] = "MACRO",
};

const char *dt_node_kind_name(dt_nodekind_t kind)
{
	if ((unsigned)kind >= DT_NODE_NKINDS || dt_node_kind_names[kind] == NULL)
		return "?";
	return dt_node_kind_names[kind];
}

static const char *const dt_op_names[] = {
	[DT_OP_NONE] = "",
	[DT_OP_COMMA] = ",", [DT_OP_ASGN] = "=", [DT_OP_ADD_EQ] = "+=",
	[DT_OP_SUB_EQ] = "-=", [DT_OP_MUL_EQ] = "*=", [DT_OP_DIV_EQ] = "/=",
	[DT_OP_MOD_EQ] = "%=", [DT_OP_AND_EQ] = "&=", [DT_OP_XOR_EQ] = "^=",
	[DT_OP_OR_EQ] = "|=", [DT_OP_LSH_EQ] = "<<=", [DT_OP_RSH_EQ] = ">>=",
	[DT_OP_LOR] = "||", [DT_OP_LXOR] = "^^", [DT_OP_LAND] = "&&",
	[DT_OP_BOR] = "|", [DT_OP_XOR] = "^", [DT_OP_BAND] = "&",
	[DT_OP_EQU] = "==", [DT_OP_NEQ] = "!=", [DT_OP_LT] = "<",
	[DT_OP_LE] = "<=", [DT_OP_GT] = ">", [DT_OP_GE] = ">=",
	[DT_OP_LSH] = "<<", [DT_OP_RSH] = ">>", [DT_OP_ADD] = "+",
	[DT_OP_SUB] = "-", [DT_OP_MUL] = "*", [DT_OP_DIV] = "/",
	[DT_OP_MOD] = "%",
	[DT_OP_PREINC] = "++", [DT_OP_PREDEC] = "--", [DT_OP_POSTINC] = "++",
	[DT_OP_POSTDEC] = "--", [DT_OP_IPOS] = "+", [DT_OP_INEG] = "-",
	[DT_OP_BNEG] = "~", [DT_OP_LNEG] = "!", [DT_OP_DEREF] = "*",
	[DT_OP_ADDROF] = "&",
	[DT_TOK_STRUCT] = "struct", [DT_TOK_UNION] = "union",
	[DT_TOK_ENUM] = "enum",
};

const char *dt_op_name(int op)
{
	if (op < 0 || op >= DT_OP_NOPS || dt_op_names[op] == NULL)
		return "?";
	return dt_op_names[op];
}

/*
 * Parse the program.  Errors longjmp to pcb_jmpbuf, which the caller may be
 * using for the later stages too: save it and put it back.
 */
int dt_parse(dt_pcb_t *pcb)
{
	jmp_buf saved;
	int rc;

	memcpy(saved, pcb->pcb_jmpbuf, sizeof(jmp_buf));
	pcb->pcb_root = NULL;
	if (setjmp(pcb->pcb_jmpbuf) != 0) {
		dt_lex_fini(pcb);
		pcb->pcb_root = NULL;
		memcpy(pcb->pcb_jmpbuf, saved, sizeof(jmp_buf));
		return -1;
	}
	dt_lex_init(pcb);
	rc = dt_yyparse(pcb);
	dt_lex_fini(pcb);
	memcpy(pcb->pcb_jmpbuf, saved, sizeof(jmp_buf));
	return rc == 0 ? 0 : -1;
}

/*
 * The suffix, as DTrace's lexer reads it: an optional u, then l or ll in
 * either case (10lL is long long; 10lu and 10LU are not constants).
 */
static const char *dt_int_suffix(const char *p, unsigned *ifp)
{
	if (*p == 'u' || *p == 'U') {
		*ifp |= DT_IF_UNSIGNED;
		p++;
	}
	if ((p[0] == 'l' || p[0] == 'L') && (p[1] == 'l' || p[1] == 'L')) {
		*ifp |= DT_IF_LONGLONG;
		p += 2;
	} else if (p[0] == 'l' || p[0] == 'L') {
		*ifp |= DT_IF_LONG;
		p++;
	}
	return p;
}

int dt_node_strtoint(const char *s, uint64_t *vp, unsigned *ifp, const char **badp)
{
	const char *p = s;
	unsigned base = 10, d;
	uint64_t v = 0;
	int oflow = 0;

	*ifp = 0;
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
		/* strtoull() stops at the x: DTrace names it as the bad digit */
		if (!isxdigit((unsigned char)*p)) {
			*badp = p - 1;
			return DT_STRTOINT_DIGIT;
		}
	} else if (p[0] == '0')
		base = 8;
	else
		*ifp |= DT_IF_DECIMAL;

	for (;; p++) {
		if (*p >= '0' && *p <= '9')
			d = *p - '0';
		else if (base == 16 && isxdigit((unsigned char)*p))
			d = (*p | 0x20) - 'a' + 10;
		else
			break;
		if (d >= base)
			break;
		if (v > (UINT64_MAX - d) / base)
			oflow = 1;
		v = v * base + d;
	}
	p = dt_int_suffix(p, ifp);
	if (*p != '\0') {
		*badp = p;
		return DT_STRTOINT_DIGIT;
	}
	if (oflow)
		return DT_STRTOINT_OFLOW;
	*vp = v;
	return 0;
}

dt_node_t *dt_node_copy_list(dt_pcb_t *pcb, const dt_node_t *list)
{
	dt_node_t *head = NULL, *tail = NULL;

	for (; list != NULL; list = list->dn_next) {
		dt_node_t *c = dt_node_copy(pcb, list);

		if (tail != NULL)
			tail->dn_next = c;
		else
			head = c;
		tail = c;
	}
	return head;
}

/*
 * A copy of an expression tree, allocated on pcb (translator members are
 * cooked once for each use, with their parameter bound to that use's
 * input).  TYPE nodes are read-only to cooking: they are shared, and stay
 * owned by the pcb that parsed them.
 */
dt_node_t *dt_node_copy(dt_pcb_t *pcb, const dt_node_t *src)
{
	dt_node_t *dnp;

	if (src == NULL)
		return NULL;
	if (src->dn_kind == DT_NODE_TYPE)
		return (dt_node_t *)src;
	dnp = dt_node_alloc(pcb, src->dn_kind);
	dnp->dn_op = src->dn_op;
	dnp->dn_line = src->dn_line;
	dnp->dn_flags = src->dn_flags;
	dnp->dn_type = src->dn_type;
	dnp->dn_value = src->dn_value;
	dnp->dn_iflags = src->dn_iflags;
	dnp->dn_ident = src->dn_ident;
	dnp->dn_aux = src->dn_aux;
	if (src->dn_string != NULL && (dnp->dn_string = strdup(src->dn_string)) == NULL)
		dt_nomem(pcb);
	for (int i = 0; i < 3; i++)
		dnp->dn_child[i] = dt_node_copy(pcb, src->dn_child[i]);
	dnp->dn_args = dt_node_copy_list(pcb, src->dn_args);
	dnp->dn_list = dt_node_copy_list(pcb, src->dn_list);
	dnp->dn_decl = src->dn_decl;	/* a TYPE node, shared */
	return dnp;
}

int dt_node_is_xlated(const dt_node_t *dnp)
{
	for (int depth = 0; dnp != NULL && depth < 16; depth++) {
		if (dnp->dn_kind == DT_NODE_XLATE)
			return 1;
		if (dnp->dn_kind == DT_NODE_OP1 && dnp->dn_op == DT_OP_DEREF)
			dnp = dnp->dn_child[0];
		else if (dnp->dn_kind == DT_NODE_VAR && dnp->dn_ident != NULL &&
			 dnp->dn_ident->di_kind == DT_IDENT_INLINE)
			dnp = dnp->dn_ident->di_expr;
		else
			return 0;
	}
	return 0;
}
