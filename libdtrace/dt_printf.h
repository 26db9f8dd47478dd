/*
 * The printf engine: D format strings for printf(), printa(), system() and
 * freopen().
 *
 * Three stages, matching DESIGN.md's flow: the cooker parses the format
 * (dt_printf_parse) and checks it against the argument types
 * (dt_printf_check) at compile time; code generation records one value per
 * slot (dt_printf_nvalues); the consumer decodes the record into
 * dt_pfvalue_t's and formats them (dt_printf_format).
 */
#ifndef DT_PRINTF_H
#define DT_PRINTF_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "dt_errtags.h"

typedef struct dt_pfargv dt_pfargv_t; /* a parsed format */

/* What an argument (compile time) or value (run time) is. */
// clang-format off
typedef enum dt_pfkind {
	DT_PF_INT = 1,		/* integer, enum, _Bool */
	DT_PF_PTR,		/* pointer */
	DT_PF_STRING,		/* D string */
	DT_PF_CHARARRAY,	/* char [N] */
	DT_PF_FLOAT,		/* float, double, long double */
	DT_PF_STACK,		/* stack() / ustack() */
	DT_PF_SYM,		/* sym() func() mod(): name "_symaddr";
				   usym() ufunc() uaddr() umod(): "_usymaddr" */
	DT_PF_OTHER,		/* struct, union, other array; in printa, a
				   histogram aggregation value */
	DT_PF_WCHARARRAY	/* array of 32-bit integers (wchar_t []) */
} dt_pfkind_t;
// clang-format on

/*
 * An argument's type as the compile-time check needs it.  name is the type as
 * written ("uint64_t", "string", "char *"), shown in mismatch messages; base
 * is the type with typedefs resolved ("unsigned long"), used by the size
 * prefix checks (%ld needs long).  BTF spellings such as "long unsigned int"
 * are accepted in base.  base may be NULL, then name is used.
 */
typedef struct dt_pfargtype {
	dt_pfkind_t kind;
	size_t size;
	int is_signed;
	const char *name;
	const char *base;
} dt_pfargtype_t;

/*
 * Parse a format.  is_printa allows %@.  Returns NULL on error with the
 * message (no location prefix, no trailing newline) in err and the tag in
 * *tag.  Messages that name the action use "printf" (or "printa" when
 * is_printa); dt_printf_parse_func takes the action name explicitly.
 * An empty format is an error (D_PRINTF_FMT_EMPTY): freopen("") must be
 * handled by the caller before parsing.
 */
extern dt_pfargv_t *dt_printf_parse(const char *fmt, int is_printa, char *err, size_t errlen,
				    dt_errtag_t *tag);
extern dt_pfargv_t *dt_printf_parse_func(const char *fmt, const char *func, int is_printa,
					 char *err, size_t errlen, dt_errtag_t *tag);
extern void dt_printf_destroy(dt_pfargv_t *);

/*
 * Check the value arguments (those after the format) against the
 * conversions.  func names the action in messages ("printf", "system"...).
 * Argument numbers in messages count the format as #1.  Returns 0, or -1
 * with message and tag set.
 *
 * For a format parsed with is_printa, args[] is given in slot order (keys
 * and aggregation values interleaved as the conversions consume them, see
 * dt_printf_is_aggslot); surplus args (unprinted keys) are not an error and
 * a DT_PF_OTHER value in a %@ slot (a histogram) matches any conversion.
 *
 * %A accepts pointers and integers only when a target process exists
 * (-c/-p): pass DT_PRINTF_TARGET to dt_printf_check_flags then.
 */
#define DT_PRINTF_TARGET 0x1

extern int dt_printf_check(const dt_pfargv_t *, const char *func, const dt_pfargtype_t *args,
			   int nargs, char *err, size_t errlen, dt_errtag_t *tag);
extern int dt_printf_check_flags(const dt_pfargv_t *, const char *func, const dt_pfargtype_t *args,
				 int nargs, int flags, char *err, size_t errlen, dt_errtag_t *tag);

/* Number of value slots the format consumes, counting * and .* arguments. */
extern int dt_printf_nvalues(const dt_pfargv_t *);

/* 1 if value slot i (0-based) is the value of a %@ conversion. */
extern int dt_printf_is_aggslot(const dt_pfargv_t *, int i);

/*
 * A run-time value.  DT_PF_INT/PTR/SYM: u holds the value zero-extended from
 * size bytes (1, 2, 4 or 8), is_signed says how to read it.  DT_PF_STRING:
 * s, NUL-terminated (size is ignored: D strings always have their NUL, which
 * %S shows as \0).
 * DT_PF_CHARARRAY: s with size bytes.  DT_PF_WCHARARRAY: s with size bytes
 * of 32-bit characters in host order.  DT_PF_FLOAT: size 4 or 8, u holds the
 * float's or double's bits; a long double (size sizeof(long double)) is
 * passed by address in s.  DT_PF_STACK and DT_PF_OTHER: s and size are
 * whatever the hooks below expect.
 */
typedef struct dt_pfvalue {
	dt_pfkind_t kind;
	uint64_t u;
	const char *s;
	size_t size;
	int is_signed;
	int modonly;	/* DT_PF_SYM of mod() or umod(): %a/%A print the module only */
} dt_pfvalue_t;

/*
 * Consumer services used while formatting.  Any may be NULL.
 *   ksym/usym: text for %a / %A (module`symbol+0xoff ...) into buf, returning
 *	it (or another string), or NULL if nothing is known; without a
 *	symbol, addresses print as 0x%llx.
 *   stack: print a DT_PF_STACK value for %k, in the layout of OUTPUT.md
 *	section 7 (leading "\n", one line per frame), each frame preceded by
 *	indent spaces and right-aligned in width columns when width > 0.
 *	Returns 0 or -1.  Without it, %k fails.
 *   other: print a DT_PF_OTHER value in a %@ slot (a printa histogram
 *	block).  Returns 0 or -1.  Without it, such a value fails.
 */
typedef struct dt_pfsym {
	const char *(*ksym)(void *arg, uint64_t addr, char *buf, size_t len);
	const char *(*usym)(void *arg, uint64_t addr, char *buf, size_t len);
	int (*stack)(void *arg, FILE *fp, const dt_pfvalue_t *v, int indent, int width);
	int (*other)(void *arg, FILE *fp, const dt_pfvalue_t *v);
	void *arg;
} dt_pfsym_t;

/*
 * Write the formatted text for vals[0..nvals-1] (dt_printf_nvalues of them,
 * in slot order).  Returns 0, or -1 on a value that does not fit its
 * conversion, too few values, or a write error.
 */
extern int dt_printf_format(FILE *fp, const dt_pfargv_t *, const dt_pfvalue_t *vals, int nvals,
			    const dt_pfsym_t *sym);

#endif /* DT_PRINTF_H */
