/*
 * The D parse tree.
 *
 * The lexer (dt_lex.l) and the grammar (dt_grammar.y) build a tree of
 * dt_node_t with the constructors declared here (dt_parser.c).  The tree is
 * then resolved and typed (dt_cook.c) and turned into BPF (dt_cg.c).  Every
 * construct of the D language has a node kind, so that everything parses even
 * where code generation does not exist yet; later passes reject what they do
 * not support with a message naming the construct and its line.
 */
#ifndef DT_PARSER_H
#define DT_PARSER_H

#include <stdint.h>
#include <stdio.h>
#include <setjmp.h>
#include "dt_errtags.h"
#include "dt_types.h"

struct dt_pcb;
struct dt_ident;

typedef enum dt_nodekind {
	DT_NODE_FREE = 0,
	DT_NODE_INT,		/* integer constant: dn_value, dn_iflags (DT_IF_CHAR for 'c') */
	DT_NODE_STRING,		/* string constant: dn_string */
	DT_NODE_IDENT,		/* identifier: dn_string (may contain `) */
	DT_NODE_VAR,		/* resolved variable (after cooking): dn_ident */
	DT_NODE_SYM,		/* kernel symbol reference (after cooking) */
	DT_NODE_TYPE,		/* type name (cast, sizeof, xlate, array keys): dn_decl = DECL with one (usually abstract) DECLARATOR */
	DT_NODE_FUNC,		/* call: dn_child[0] = callee ident, dn_args */
	DT_NODE_OP1,		/* unary op: dn_op, dn_child[0] */
	DT_NODE_OP2,		/* binary op: dn_op, dn_child[0..1] */
	DT_NODE_OP3,		/* ?: dn_child[0] cond, [1] then, [2] else */
	DT_NODE_DEXPR,		/* expression statement: dn_child[0] */
	DT_NODE_AGG,		/* aggregation: dn_string = "@name" as written ("@" = anon), dn_args = keys of the first [ ] */
	DT_NODE_PDESC,		/* probe description: dn_string (text, macros expanded), dn_op = pcb_pspec */
	DT_NODE_CLAUSE,		/* dn_list = pdescs, dn_child[0] = pred or NULL, dn_child[1] = list of DEXPRs (NULL: none or no body) */
	DT_NODE_INLINE,		/* inline: dn_decl = DECL (type + one DECLARATOR; parameters as ARRAY key TYPEs), dn_child[0] = expr */
	DT_NODE_MEMBER,		/* translator member / designated init: dn_string = name, dn_child[0] = expr */
	DT_NODE_XLATOR,		/* translator: dn_decl (output type), dn_child[0] = input type (TYPE), dn_string = param, dn_list = MEMBERs */
	DT_NODE_PROBE,		/* provider probe decl: dn_string = name, dn_args = native types, dn_list = translated types (parameter DECLs) */
	DT_NODE_PROVIDER,	/* provider decl: dn_string = name, dn_list = PROBEs */
	DT_NODE_PROG,		/* whole program: dn_list = top-level items */
	DT_NODE_DECL,		/* declaration (also a parameter or struct member): dn_spec = specifiers, dn_list = DECLARATORs */
	DT_NODE_DECLARATOR,	/* dn_dcl = derivation chain, starting with the DT_DK_IDENT element */
	DT_NODE_SOU,		/* struct/union specifier: dn_op = DT_TOK_STRUCT/UNION, dn_string = tag (may be NULL), dn_list = member DECLs, dn_flags & DT_NF_DEFINED if it has a body */
	DT_NODE_ENUM,		/* enum specifier: dn_op = DT_TOK_ENUM, dn_string = tag, dn_list = ENUMERATORs, DT_NF_DEFINED */
	DT_NODE_ENUMERATOR,	/* dn_string = name, dn_child[0] = value expr or NULL */
	DT_NODE_PRAGMA,		/* #pragma D ...: dn_string = whole text after "#pragma"; handled during parsing normally */
	DT_NODE_XLATE,		/* xlate <type>(expr): dn_decl = TYPE node, dn_child[0] = expr */
	DT_NODE_SIZEOF,		/* sizeof: dn_child[0] = expr or TYPE node */
	DT_NODE_OFFSETOF,	/* offsetof(type, member): dn_child[0] = TYPE, dn_string = member */
	DT_NODE_STRINGOF,	/* stringof expr: dn_child[0] */
	DT_NODE_CAST,		/* (type) expr: dn_child[0] = TYPE, dn_child[1] = expr */
	DT_NODE_ARRAY,		/* postfix []: dn_child[0] = base, dn_args = index list */
	DT_NODE_SELF,		/* self->x: dn_string = member */
	DT_NODE_THIS,		/* this->x: dn_string = member */
	DT_NODE_DOT,		/* a.b: dn_child[0], dn_string = member */
	DT_NODE_ARROW,		/* a->b: dn_child[0], dn_string = member */
	DT_NODE_MACRO,		/* $1 / $$1 / $pid ...: dn_string = name without $, dn_flags & DT_NF_STRMACRO for $$ (not produced: the lexer substitutes macros with dt_macro_node()) */
	DT_NODE_NKINDS
} dt_nodekind_t;

/* Operators (dn_op) for OP1/OP2 nodes and some specifiers. */
typedef enum dt_op {
	DT_OP_NONE = 0,
	/* binary */
	DT_OP_COMMA, DT_OP_ASGN, DT_OP_ADD_EQ, DT_OP_SUB_EQ, DT_OP_MUL_EQ,
	DT_OP_DIV_EQ, DT_OP_MOD_EQ, DT_OP_AND_EQ, DT_OP_XOR_EQ, DT_OP_OR_EQ,
	DT_OP_LSH_EQ, DT_OP_RSH_EQ,
	DT_OP_LOR, DT_OP_LXOR, DT_OP_LAND,
	DT_OP_BOR, DT_OP_XOR, DT_OP_BAND,
	DT_OP_EQU, DT_OP_NEQ, DT_OP_LT, DT_OP_LE, DT_OP_GT, DT_OP_GE,
	DT_OP_LSH, DT_OP_RSH, DT_OP_ADD, DT_OP_SUB, DT_OP_MUL, DT_OP_DIV,
	DT_OP_MOD,
	/* unary */
	DT_OP_PREINC, DT_OP_PREDEC, DT_OP_POSTINC, DT_OP_POSTDEC,
	DT_OP_IPOS, DT_OP_INEG, DT_OP_BNEG, DT_OP_LNEG, DT_OP_DEREF,
	DT_OP_ADDROF,
	/* specifier kinds used in DT_NODE_SOU / DT_NODE_DECL */
	DT_TOK_STRUCT, DT_TOK_UNION, DT_TOK_ENUM,
	DT_OP_NOPS
} dt_op_t;

/* Node flags (dn_flags). */
#define DT_NF_SIGNED	0x01	/* integer type is signed */
#define DT_NF_LVALUE	0x02	/* node is an lvalue */
#define DT_NF_WRITABLE	0x04	/* lvalue may be assigned */
#define DT_NF_REF	0x08	/* value is passed by reference (string, struct) */
#define DT_NF_BITFIELD	0x10
#define DT_NF_USERLAND	0x20	/* pointer refers to user memory */
#define DT_NF_DEFINED	0x40	/* SOU/ENUM has a body */
#define DT_NF_STRMACRO	0x80	/* $$N macro: always a string */
#define DT_NF_CONST	0x100	/* expression is an integer constant */
#define DT_NF_SUBSCRIPT	0x400	/* ARRAY node: subscript of a pointer or array, not an associative array */
#define DT_NF_ARGS	0x800	/* ARRAY node: args[N] */
#define DT_NF_DSTORE	0x1000	/* object in D variable storage (a map value): written directly */
#define DT_NF_VARARGS	0x200	/* PROBE: a parameter list ends with ... */
#define DT_NF_ALLOCA	0x2000	/* pointer into alloca() memory (dt_cg_alloca.c) */
#define DT_NF_ALLOCAOBJ	0x4000	/* object in alloca() memory: writable through its pointer */

/*
 * Declaration specifiers (collected while parsing a declaration).
 * dd_class: storage class keyword; dd_kw: bit set of type keywords seen;
 * dd_sou/dd_enum: struct/union/enum specifier node; dd_name: typedef name.
 */
#define DT_DS_CHAR	0x0001
#define DT_DS_SHORT	0x0002
#define DT_DS_INT	0x0004
#define DT_DS_LONG	0x0008
#define DT_DS_LONGLONG	0x0010
#define DT_DS_SIGNED	0x0020
#define DT_DS_UNSIGNED	0x0040
#define DT_DS_VOID	0x0080
#define DT_DS_FLOAT	0x0100
#define DT_DS_DOUBLE	0x0200
#define DT_DS_STRING	0x0400
#define DT_DS_CONST	0x0800
#define DT_DS_VOLATILE	0x1000
#define DT_DS_RESTRICT	0x2000
#define DT_DS_BOOL	0x4000
#define DT_DS_LONG3	0x8000		/* long long long: refused as a type name */

typedef enum dt_dclass {
	DT_DC_NONE = 0, DT_DC_AUTO, DT_DC_EXTERN, DT_DC_REGISTER,
	DT_DC_STATIC, DT_DC_TYPEDEF, DT_DC_SELF, DT_DC_THIS
} dt_dclass_t;

typedef struct dt_declspec {
	dt_dclass_t dd_class;
	unsigned dd_kw;			/* DT_DS_* bits */
	struct dt_node *dd_sou;		/* SOU or ENUM node, or NULL */
	char *dd_name;			/* typedef name (may contain `), or NULL */
	int dd_line;
	const char *dd_file;		/* pcb_filetag where it was written (errors) */
	int dd_incl;			/* written in a #included file (under -C) */
} dt_declspec_t;

/*
 * A declarator: name, pointer depth, array dimensions / associative key
 * types, function parameters, bit-field width, initializer.  Derivations are
 * kept in a chain (dn_dcl.next) from the identifier outwards, as in C.
 */
typedef enum dt_dkind {
	DT_DK_IDENT = 0,	/* the name itself (dk_name may be NULL: abstract) */
	DT_DK_PTR,		/* pointer to the rest */
	DT_DK_ARRAY,		/* array: dk_args = dimension expr, or key TYPE list (dk_args->dn_kind == DT_NODE_TYPE), NULL = [] */
	DT_DK_FUNC,		/* function: dk_args = parameter DECL list, dk_varargs */
} dt_dkind_t;

typedef struct dt_declarator {
	dt_dkind_t dk_kind;
	char *dk_name;			/* for DT_DK_IDENT */
	struct dt_node *dk_args;	/* ARRAY dims / FUNC params */
	int dk_varargs;			/* FUNC: ends with ... */
	unsigned dk_quals;		/* DT_DS_CONST etc. for PTR */
	struct dt_node *dk_bitwidth;	/* bit-field width expr or NULL (on the DT_DK_IDENT element) */
	struct dt_declarator *dk_next;	/* the thing this derives from (outwards) */
} dt_declarator_t;

typedef struct dt_node {
	dt_nodekind_t dn_kind;
	int dn_op;			/* dt_op_t */
	int dn_line;			/* source line */
	unsigned dn_flags;		/* DT_NF_* */
	dt_type_t dn_type;		/* set by cooking */
	uint64_t dn_value;		/* INT value */
	char *dn_string;		/* STRING/IDENT/AGG/PDESC/... text (owned) */
	struct dt_node *dn_child[3];
	struct dt_node *dn_args;	/* list of arguments/keys (linked by dn_next) */
	struct dt_node *dn_list;	/* list of items (linked by dn_next) */
	dt_declspec_t *dn_spec;		/* DECL: specifiers */
	dt_declarator_t *dn_dcl;	/* DECLARATOR: derivation chain */
	struct dt_node *dn_init;	/* DECLARATOR: initializer, or NULL */
	struct dt_node *dn_decl;	/* TYPE/INLINE/XLATOR/XLATE: the type node */
	struct dt_ident *dn_ident;	/* resolved identifier (cooking) */
	unsigned dn_reg;		/* code generation: register holding value */
	unsigned dn_iflags;		/* INT: DT_IF_* literal suffix info */
	void *dn_aux;			/* XLATE: the translator (dt_xlator_t) chosen by cooking */
	struct dt_node *dn_next;	/* next in a list */
	struct dt_node *dn_link;	/* allocation chain (for freeing) */
} dt_node_t;

/* Integer literal suffix info, as written (dn_iflags). */
#define DT_IF_UNSIGNED	0x1	/* u/U */
#define DT_IF_LONG	0x2	/* l/L */
#define DT_IF_LONGLONG	0x4	/* ll/LL */
#define DT_IF_DECIMAL	0x8	/* written in decimal */
#define DT_IF_CHAR	0x10	/* character constant */

/* Constructors (dt_parser.c).  All nodes are on the pcb's allocation chain. */
extern dt_node_t *dt_node_alloc(struct dt_pcb *, dt_nodekind_t);
extern dt_node_t *dt_node_int(struct dt_pcb *, uint64_t, unsigned iflags);
extern dt_node_t *dt_node_str(struct dt_pcb *, char *);	/* takes ownership */
extern dt_node_t *dt_node_ident(struct dt_pcb *, char *);	/* takes ownership */
extern dt_node_t *dt_node_op1(struct dt_pcb *, int op, dt_node_t *);
extern dt_node_t *dt_node_op2(struct dt_pcb *, int op, dt_node_t *, dt_node_t *);
extern dt_node_t *dt_node_op3(struct dt_pcb *, dt_node_t *, dt_node_t *, dt_node_t *);
extern dt_node_t *dt_node_kind1(struct dt_pcb *, dt_nodekind_t, dt_node_t *);
extern dt_node_t *dt_node_link(dt_node_t *list, dt_node_t *item); /* append, returns list */
extern int dt_node_list_len(const dt_node_t *);
/* A copy of an expression tree on pcb's chain (TYPE subtrees are shared, not copied). */
extern dt_node_t *dt_node_copy(struct dt_pcb *, const dt_node_t *);
extern dt_node_t *dt_node_copy_list(struct dt_pcb *, const dt_node_t *);
extern const char *dt_node_kind_name(dt_nodekind_t);
/*
 * Is it translated data itself (xlate<T>(e), xlate<T *>(e), *xlate<T *>(e),
 * an inline such as curpsinfo that stands for one) rather than a member?
 */
extern int dt_node_is_xlated(const dt_node_t *);
extern const char *dt_op_name(int op);	/* "+", "<<=", "++" ... */

/*
 * Parse entry point: parses pcb->pcb_string or pcb->pcb_fileptr into
 * pcb->pcb_root.  Returns 0, or -1 with the error on the handle.  The
 * caller's pcb_jmpbuf is preserved across the call.
 */
extern int dt_parse(struct dt_pcb *);

/* Free every node on the pcb's allocation chain (and what they own). */
extern void dt_node_free_all(struct dt_pcb *);

/* Declaration builders used by dt_grammar.y (dt_parser.c). */
#define DT_DW_CLASS	0x10000		/* dt_decl_word(): low bits are a dt_dclass_t */
extern dt_node_t *dt_decl_new(struct dt_pcb *, int line);
extern void dt_decl_word(struct dt_pcb *, dt_node_t *decl, int word, int line);
extern void dt_decl_type(struct dt_pcb *, dt_node_t *decl, dt_node_t *type);
extern dt_node_t *dt_dcl_ident(struct dt_pcb *, dt_node_t *ident, int line);
extern dt_node_t *dt_dcl_frag(struct dt_pcb *, dt_dkind_t, dt_node_t *args,
			      int varargs, unsigned quals, int line);
extern dt_node_t *dt_dcl_move(dt_node_t *to, dt_node_t *frag);
extern dt_node_t *dt_node_type(struct dt_pcb *, dt_node_t *decl, dt_node_t *dcl);
/*
 * Parse an integer constant as written in D (decimal, 0octal, 0xhex, u/l/ll
 * suffixes).  Returns 0, DT_STRTOINT_DIGIT (*badp = offending char) or
 * DT_STRTOINT_OFLOW (more than 64 bits).
 */
#define DT_STRTOINT_DIGIT	1
#define DT_STRTOINT_OFLOW	2
extern int dt_node_strtoint(const char *, uint64_t *, unsigned *iflags, const char **badp);
extern char *dt_node_steal(dt_node_t *);	/* take dn_string from a token node */
extern dt_node_t *dt_node_rev(dt_node_t *);	/* reverse a dn_next list */

#endif /* DT_PARSER_H */
