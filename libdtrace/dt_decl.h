/*
 * Declarations (dt_decl.c): from the DECL, DECLARATOR, TYPE, SOU and ENUM
 * nodes of the parse tree (dt_parser.h) to D types (dt_types.h).  Types that
 * a program defines go into the handle's D container and stay there for the
 * programs compiled after it; variables are handed to the caller.  Errors
 * are reported with dt_pcb_error() and unwind to pcb_jmpbuf.
 */
#ifndef DT_DECL_H
#define DT_DECL_H

#include "dt_impl.h"

#define DT_DECL_MAXKEYS	8

/* A declared variable. */
typedef struct dt_decl_var {
	const char *name;
	dt_dclass_t cls;	/* DT_DC_NONE, EXTERN, STATIC (globals), SELF, THIS */
	dt_type_t type;		/* as declared; for an associative array, the value type */
	int nkeys;		/* associative array: its key types */
	dt_type_t keys[DT_DECL_MAXKEYS];
	int is_array;		/* scalar array: type is the array type (dt_type_elem) */
	uint32_t dim;		/* its number of elements */
	int line;
} dt_decl_var_t;

typedef void dt_decl_var_f(dt_pcb_t *, const dt_decl_var_t *, void *);

/*
 * A top-level DECL: defines its typedefs and struct/union/enum types (and
 * the enumerators, for dt_type_enum_value), and calls var() for each
 * declarator that declares a variable, including a redeclaration: whether
 * it agrees with an existing variable is var()'s to check.  A prototype
 * ("int f(int);") is an extern declaration of a function type.
 */
extern void dt_decl_process(dt_pcb_t *, dt_node_t *decl, dt_decl_var_f *var, void *arg);

/* The type a TYPE node names (cast, sizeof, offsetof, xlate, translator). */
extern int dt_decl_typename(dt_pcb_t *, const dt_node_t *type, dt_type_t *);

/*
 * One declarator of a DECL, without declaring anything: its name, type
 * and keys (an inline's DECL, a parameter).  Struct/union/enum bodies in
 * the specifiers are defined.
 */
extern void dt_decl_declarator(dt_pcb_t *, const dt_node_t *decl, const dt_node_t *dcl,
			       dt_decl_var_t *);

/*
 * A parameter list: DECL nodes (function, provider probe) or TYPE nodes
 * (array keys).  kind names the prototype in messages ("function", "array",
 * "inline", "probe input"); flags say what it may use.  Returns the number
 * of parameters ((void) has none), their types and names (NULL when
 * unnamed) in arrays that live until the next dt_decl_process() call.
 */
#define DT_DP_VARARGS	0x1	/* ... */
#define DT_DP_VOID	0x2	/* (void) */
#define DT_DP_ANON	0x4	/* parameters without names */
extern int dt_decl_proto(dt_pcb_t *, const dt_node_t *params, int varargs, const char *kind,
			 unsigned flags, dt_type_t **types, const char ***names);

/*
 * The value of the enumerator 'name' of the enum type t, the kernel's or
 * the program's (a comparison with an enum takes its enumerators by bare
 * name): 0, or -1 if t is no enum or has no such enumerator.
 */
extern int dt_decl_enumerator(dt_type_t t, const char *name, int64_t *value);

/*
 * A new thread-local or associative array variable (dt_ident_dyn_create):
 * each is a BPF map, and a program may use only so many maps, so beyond
 * DT_DECL_MAXDYN of them the line gets D_ID_OFLOW.
 */
#define DT_DECL_MAXDYN	48
extern dt_ident_t *dt_decl_dyn_create(dt_pcb_t *, int line, const char *name, dt_type_t type,
				      int tls, int nkeys, const dt_type_t *keys);

/* offsetof(type, member) of an OFFSETOF node, in bytes. */
extern uint64_t dt_decl_offsetof(dt_pcb_t *, const dt_node_t *);

#endif /* DT_DECL_H */
