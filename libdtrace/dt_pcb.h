/*
 * The parser control block: the state of one compilation, from the source
 * text through parsing (dt_lex.l, dt_grammar.y) and cooking (dt_cook.c).
 * Errors anywhere in the compilation longjmp to pcb_jmpbuf after the message
 * and tag have been stored on the handle (dt_error.c).
 */
#ifndef DT_PCB_H
#define DT_PCB_H

#include <setjmp.h>
#include <stdio.h>
#include "dt_parser.h"

struct dtrace_hdl;

/* Where the compiler is, for "in action list" / "in predicate" locations. */
typedef enum dt_pcb_ctx {
	DT_CTX_DPROG = 0,	/* outside any clause */
	DT_CTX_DPRED,		/* in a predicate */
	DT_CTX_DACT		/* in a clause body */
} dt_pcb_ctx_t;

typedef struct dt_pcb {
	struct dtrace_hdl *pcb_hdl;
	const char *pcb_string;		/* program text (string compile), or NULL */
	size_t pcb_strlen;
	FILE *pcb_fileptr;		/* program file (file compile), or NULL */
	const char *pcb_filetag;	/* file name set by #line "file", or NULL */
	int pcb_idepth;			/* depth in cpp's #includes (markers' flags 1 and 2) */
	int pcb_pspec;			/* dtrace_probespec_t for command-line text */
	unsigned pcb_cflags;		/* DTRACE_C_* */
	int pcb_argc;			/* macro arguments $0..$argc-1 */
	char *const *pcb_argv;
	unsigned char *pcb_argref;	/* pcb_argref[i] set when $i is referenced */
	dt_node_t *pcb_root;		/* DT_NODE_PROG after parsing */
	dt_node_t *pcb_nodes;		/* allocation chain of every node */
	dt_pcb_ctx_t pcb_context;
	int pcb_library;		/* compiling a D library file */
	char **pcb_pragnames;		/* names of #pragma D attributes/binding, checked at the end */
	int *pcb_praglines;
	int pcb_npragnames;
	int pcb_attrlow;		/* an identifier is below Stable/Stable/Common: */
	int64_t pcb_attr;		/* the statements' minimum attributes (dt_stability.c) */
	struct dt_stmt *pcb_stmt;	/* the clause being compiled, or NULL */
	/* the globals the assignments being cooked create (x = x + 1: D_VAR_UNDEF) */
	const struct dt_asgn_name {
		const char *name;
		const struct dt_asgn_name *outer;
	} *pcb_asgn_names;
	/* names bound to cooked nodes: translator and inline parameters (dt_xlator.c) */
	const char *pcb_bindname[8];
	dt_node_t *pcb_bindnode[8];
	int pcb_nbind;
	jmp_buf pcb_jmpbuf;

	/* lexer and grammar private state (dt_lex.l / dt_grammar.y) */
	void *pcb_scanner;		/* flex reentrant scanner */
	int pcb_yystate;		/* lexer: inside a clause or a declaration (dt_lex.l) */
	int pcb_braces;			/* { } nesting */
	int pcb_parens;			/* ( ) nesting */
	int pcb_brackets;		/* [ ] nesting */
	int pcb_lineno;			/* current line */
	int pcb_pdesc_first;		/* first description of a command-line program */
	void *pcb_lexpriv;		/* anything else the lexer needs */
} dt_pcb_t;

/*
 * Report a compile error and unwind: stores "[LOCATION: ]message" on the
 * handle with the tag, then longjmps to pcb_jmpbuf.  line <= 0 means "no
 * line known".  dnerror() takes the line from a node.
 */
extern void dt_pcb_error(dt_pcb_t *, dt_errtag_t, int line, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 4, 5)));
extern void dnerror(const dt_node_t *, dt_errtag_t, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 3, 4)));
/* dnerror() without "in action list: ", for a mistake DTrace finds after cooking */
extern void dnerror_unplaced(const dt_node_t *, dt_errtag_t, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 3, 4)));

/* The pcb being compiled (set for the duration of a compilation). */
extern __thread dt_pcb_t *yypcb;

#endif /* DT_PCB_H */
