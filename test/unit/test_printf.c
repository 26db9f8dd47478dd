/*
 * Unit test of the printf engine (libdtrace/dt_printf.c): format parsing
 * errors, compile-time argument checks with their exact messages, and
 * run-time formatting with exact outputs (OUTPUT.md section 5).
 *
 * Prints one line per failing case, then "N passed, N failed"; exits 1 if
 * anything failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "dt_printf.h"

static int npass, nfail;

#define NELEM(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* Show control characters so that a failure line stays on one line. */
static const char *vis(const char *s, char *buf, size_t len)
{
	size_t o = 0;

	if (s == NULL)
		return "(null)";
	for (; *s != '\0' && o + 5 < len; s++) {
		unsigned char c = *s;

		if (c == '\n')
			o += snprintf(buf + o, len - o, "\\n");
		else if (c == '\t')
			o += snprintf(buf + o, len - o, "\\t");
		else if (c < ' ' || c > '~')
			o += snprintf(buf + o, len - o, "\\x%02x", c);
		else
			buf[o++] = c;
	}
	buf[o] = '\0';
	return buf;
}

static void result(int line, int ok, const char *what, const char *fmt, const char *want,
		   const char *got)
{
	char b1[512], b2[512], b3[512];

	if (ok) {
		npass++;
		return;
	}
	nfail++;
	printf("FAIL line %d: %s \"%s\": want \"%s\", got \"%s\"\n", line, what,
	       vis(fmt, b1, sizeof(b1)), vis(want, b2, sizeof(b2)), vis(got, b3, sizeof(b3)));
}

/* ---------------------------------------------------------------------- */
/* Parse errors */

static void parse_case(int line, const char *fmt, const char *func, int printa, dt_errtag_t wtag,
		       const char *wmsg)
{
	char err[512] = "", got[600];
	dt_errtag_t tag = D_NONE;
	dt_pfargv_t *pfv;

	pfv = dt_printf_parse_func(fmt, func, printa, err, sizeof(err), &tag);
	if (wmsg == NULL) {
		result(line, pfv != NULL, "parse", fmt, "(success)", pfv ? "(success)" : err);
	} else {
		snprintf(got, sizeof(got), "[%s] %s", dt_errtag_name(tag), pfv ? "(success)" : err);
		char want[600];

		snprintf(want, sizeof(want), "[%s] %s", dt_errtag_name(wtag), wmsg);
		result(line, pfv == NULL && strcmp(got, want) == 0, "parse", fmt, want, got);
	}
	dt_printf_destroy(pfv);
}

#define PARSE_OK(fmt) parse_case(__LINE__, fmt, NULL, 0, D_NONE, NULL)
#define PARSE_OK_PRINTA(fmt) parse_case(__LINE__, fmt, NULL, 1, D_NONE, NULL)
#define PARSE_ERR(fmt, tag, msg) parse_case(__LINE__, fmt, NULL, 0, tag, msg)

static void test_parse(void)
{
	static const char *const good[] = {
		"hello\n", "%d",   "%i",    "%o",      "%u",   "%x",	       "%X",  "%c",  "%C",
		"%s",	   "%S",   "%p",    "%a",      "%A",   "%e",	       "%E",  "%f",  "%g",
		"%G",	   "%k",   "%Y",    "%T",      "%%",   "%hd",	       "%hi", "%ho", "%hu",
		"%hx",	   "%hX",  "%ld",   "%li",     "%lo",  "%lu",	       "%lx", "%lX", "%lld",
		"%lli",	   "%llo", "%llu",  "%llx",    "%llX", "%Le",	       "%LE", "%Lf", "%Lg",
		"%LG",	   "%lc",  "%wc",   "%ls",     "%ws",  "%-+ #0'10.5d", "%?p", "%*d", "%.*d",
		"%*.*s",   "%.s",  "%5.0f", "a%%b%%c",
	};
	int i;

	for (i = 0; i < NELEM(good); i++)
		PARSE_OK(good[i]);
	PARSE_OK_PRINTA("%s %@d\n");
	PARSE_OK_PRINTA("%@-10u %@x");

	parse_case(__LINE__, "", NULL, 0, D_PRINTF_FMT_EMPTY, "printf( ) format string is empty");
	parse_case(__LINE__, "", "system", 0, D_PRINTF_FMT_EMPTY,
		   "system( ) format string is empty");
	parse_case(__LINE__, "", NULL, 1, D_PRINTF_FMT_EMPTY, "printa( ) format string is empty");

	PARSE_ERR("%q", D_SYNTAX, "format conversion #1 is undefined: %q");
	PARSE_ERR("a %d %5.2y", D_SYNTAX, "format conversion #2 is undefined: %y");
	PARSE_ERR("%% %y", D_SYNTAX, "format conversion #2 is undefined: %y");
	PARSE_ERR("%hhd", D_SYNTAX, "format conversion #1 is undefined: %hhd");
	PARSE_ERR("%jd", D_SYNTAX, "format conversion #1 is undefined: %j");
	PARSE_ERR("%zu", D_SYNTAX, "format conversion #1 is undefined: %z");
	PARSE_ERR("%td", D_SYNTAX, "format conversion #1 is undefined: %t");
	PARSE_ERR("%lf", D_SYNTAX, "format conversion #1 is undefined: %lf");
	PARSE_ERR("%Ld", D_SYNTAX, "format conversion #1 is undefined: %Ld");
	PARSE_ERR("%wd", D_SYNTAX, "format conversion #1 is undefined: %wd");
	PARSE_ERR("%lllx", D_SYNTAX, "format conversion #1 is undefined: %lllx");
	PARSE_ERR("%1$d", D_SYNTAX,
		  "format conversion #1 uses unsupported "
		  "positional format (%n$)");
	PARSE_ERR("%d %2$s", D_SYNTAX,
		  "format conversion #2 uses unsupported "
		  "positional format (%n$)");
	PARSE_ERR("%", D_SYNTAX,
		  "format conversion #1 name expected before "
		  "end of format string");
	PARSE_ERR("abc %d %-5", D_SYNTAX,
		  "format conversion #2 name expected "
		  "before end of format string");
	PARSE_ERR("%l", D_SYNTAX,
		  "format conversion #1 name expected before "
		  "end of format string");
	PARSE_ERR("%**d", D_SYNTAX,
		  "format conversion #1 has more than one "
		  "'*' specified for the output width");
	PARSE_ERR("%.**d", D_SYNTAX,
		  "format conversion #1 has more than one "
		  "'*' specified for the output precision");
	PARSE_ERR("%.*.*d", D_SYNTAX,
		  "format conversion #1 has more than one "
		  "'.' specified");
	PARSE_ERR("%5.3.2d", D_SYNTAX,
		  "format conversion #1 has more than "
		  "one '.' specified");
	PARSE_ERR("%5%", D_SYNTAX,
		  "format conversion #1 cannot be combined "
		  "with other format flags: %%");
	PARSE_ERR("%@d", D_PRINTF_AGG_CONV,
		  "%@ conversion requires an "
		  "aggregation and is not for use with printf( )");
	parse_case(__LINE__, "%@d", "system", 0, D_PRINTF_AGG_CONV,
		   "%@ conversion requires an aggregation and is not for use with "
		   "system( )");
	parse_case(__LINE__, "%@", NULL, 1, D_SYNTAX,
		   "format conversion #1 "
		   "name expected before end of format string");
}

/* ---------------------------------------------------------------------- */
/* Compile-time checks */

#define T(k, sz, sg, n, b) ((dt_pfargtype_t){ k, sz, sg, n, b })
#define T_CHAR T(DT_PF_INT, 1, 1, "char", "char")
#define T_UCHAR T(DT_PF_INT, 1, 0, "uint8_t", "unsigned char")
#define T_SHORT T(DT_PF_INT, 2, 1, "short", "short")
#define T_USHORT T(DT_PF_INT, 2, 0, "ushort_t", "unsigned short")
#define T_INT T(DT_PF_INT, 4, 1, "int", "int")
#define T_UINT T(DT_PF_INT, 4, 0, "uint32_t", "unsigned int")
#define T_LONG T(DT_PF_INT, 8, 1, "long", "long")
#define T_ULONG T(DT_PF_INT, 8, 0, "unsigned long", "unsigned long")
#define T_SIZE T(DT_PF_INT, 8, 0, "size_t", "long unsigned int")
#define T_I64 T(DT_PF_INT, 8, 1, "int64_t", "long")
#define T_U64 T(DT_PF_INT, 8, 0, "uint64_t", "unsigned long")
#define T_LL T(DT_PF_INT, 8, 1, "long long", "long long")
#define T_ULL T(DT_PF_INT, 8, 0, "unsigned long long", "unsigned long long")
#define T_STR T(DT_PF_STRING, 256, 0, "string", "string")
#define T_CARR T(DT_PF_CHARARRAY, 16, 0, "char [16]", "char [16]")
#define T_CHARP T(DT_PF_PTR, 8, 0, "char *", "char *")
#define T_VOIDP T(DT_PF_PTR, 8, 0, "void *", "void *")
#define T_FLT T(DT_PF_FLOAT, 4, 1, "float", "float")
#define T_DBL T(DT_PF_FLOAT, 8, 1, "double", "double")
#define T_LDBL T(DT_PF_FLOAT, 16, 1, "long double", "long double")
#define T_STACK T(DT_PF_STACK, 8, 0, "stack", "stack")
#define T_SYM T(DT_PF_SYM, 8, 0, "_symaddr", "unsigned long")
#define T_USYM T(DT_PF_SYM, 8, 0, "_usymaddr", "unsigned long")
#define T_WARR T(DT_PF_WCHARARRAY, 16, 0, "wchar_t [4]", "int [4]")
#define T_SOU T(DT_PF_OTHER, 24, 0, "struct foo", "struct foo")
#define T_HIST T(DT_PF_OTHER, 8, 0, "quantize", "quantize")

#define ARGV(...) ((const dt_pfargtype_t[]){ __VA_ARGS__ })
#define ARGC(...) NELEM(((const dt_pfargtype_t[]){ __VA_ARGS__ }))

static void check_case(int line, const char *func, const char *fmt, int printa, int flags,
		       const dt_pfargtype_t *args, int nargs, dt_errtag_t wtag, const char *wmsg)
{
	char err[1024] = "", got[1100], want[1100];
	dt_errtag_t tag = D_NONE;
	dt_pfargv_t *pfv;
	int rc;

	pfv = dt_printf_parse_func(fmt, func, printa, err, sizeof(err), &tag);
	if (pfv == NULL) {
		result(line, 0, "check (parse)", fmt, "(parsed)", err);
		return;
	}
	rc = dt_printf_check_flags(pfv, func, args, nargs, flags, err, sizeof(err), &tag);
	dt_printf_destroy(pfv);

	if (wmsg == NULL) {
		result(line, rc == 0, "check", fmt, "(success)", rc == 0 ? "(success)" : err);
		return;
	}
	snprintf(want, sizeof(want), "[%s] %s", dt_errtag_name(wtag), wmsg);
	snprintf(got, sizeof(got), "[%s] %s", dt_errtag_name(tag), rc == 0 ? "(success)" : err);
	result(line, rc != 0 && strcmp(want, got) == 0, "check", fmt, want, got);
}

#define OK(fmt, ...)                                                                            \
	check_case(__LINE__, "printf", fmt, 0, 0, ARGV(__VA_ARGS__), ARGC(__VA_ARGS__), D_NONE, \
		   NULL)
#define OK0(fmt) check_case(__LINE__, "printf", fmt, 0, 0, NULL, 0, D_NONE, NULL)
#define ERR(fmt, tag, msg, ...) \
	check_case(__LINE__, "printf", fmt, 0, 0, ARGV(__VA_ARGS__), ARGC(__VA_ARGS__), tag, msg)
#define ERR0(fmt, tag, msg) check_case(__LINE__, "printf", fmt, 0, 0, NULL, 0, tag, msg)

/* The three-line type mismatch message of printf(). */
static char *mismatch(int arg, int conv, const char *cname, const char *proto, const char *argtype)
{
	static char buf[8][512];
	static int n;
	char *b = buf[n++ % 8];

	snprintf(b, 512,
		 "printf( ) argument #%d is incompatible with "
		 "conversion #%d prototype:\n\tconversion: %%%s\n\t prototype: "
		 "%s\n\t  argument: %s",
		 arg, conv, cname, proto, argtype);
	return b;
}

#define XINT "char, short, int, long, or long long"
#define CSI "char, short, or int"
#define FP "float, double, or long double"
#define ADDR "pointer or integer"
#define UADDR "pointer or integer (with -p/-c) or _usymaddr (without -p/-c)"
#define CSTR "char [] or string (or use stringof)"

static void test_check_ints(void)
{
	static const char *const xint[] = { "d", "i", "o", "u", "x", "X" };
	int i;

	for (i = 0; i < NELEM(xint); i++) {
		char f[8];

		snprintf(f, sizeof(f), "%%%s", xint[i]);
		OK(f, T_CHAR);
		OK(f, T_UCHAR);
		OK(f, T_SHORT);
		OK(f, T_UINT);
		OK(f, T_U64);
		OK(f, T_LL);
		/* a symbol is a typedef of void in DTrace, no integer */
		ERR(f, D_PRINTF_ARG_TYPE, mismatch(2, 1, xint[i], XINT, "_symaddr"), T_SYM);
		ERR(f, D_PRINTF_ARG_TYPE, mismatch(2, 1, xint[i], XINT, "string"), T_STR);
		ERR(f, D_PRINTF_ARG_TYPE, mismatch(2, 1, xint[i], XINT, "char *"), T_CHARP);
		ERR(f, D_PRINTF_ARG_TYPE, mismatch(2, 1, xint[i], XINT, "double"), T_DBL);
	}
	/* the exact text given in OUTPUT.md / D-LANGUAGE.md */
	ERR("%d", D_PRINTF_ARG_TYPE,
	    "printf( ) argument #2 is incompatible "
	    "with conversion #1 prototype:\n\tconversion: %d\n\t prototype: "
	    "char, short, int, long, or long long\n\t  argument: string",
	    T_STR);

	OK("%c", T_CHAR);
	OK("%c", T_INT);
	OK("%C", T_UINT);
	ERR("%c", D_PRINTF_ARG_TYPE, mismatch(2, 1, "c", CSI, "long"), T_LONG);
	ERR("%C", D_PRINTF_ARG_TYPE, mismatch(2, 1, "C", CSI, "string"), T_STR);

	/* size prefixes name their type */
	OK("%hd", T_SHORT);
	OK("%hi", T_SHORT);
	ERR("%hd", D_PRINTF_ARG_TYPE, mismatch(2, 1, "hd", "short", "ushort_t"), T_USHORT);
	ERR("%hd", D_PRINTF_ARG_TYPE, mismatch(2, 1, "hd", "short", "int"), T_INT);
	OK("%hu", T_USHORT);
	OK("%ho", T_USHORT);
	ERR("%hu", D_PRINTF_ARG_TYPE, mismatch(2, 1, "hu", "unsigned short", "short"), T_SHORT);
	OK("%hx", T_SHORT);
	OK("%hX", T_USHORT);
	ERR("%hx", D_PRINTF_ARG_TYPE, mismatch(2, 1, "hx", "short", "int"), T_INT);

	OK("%ld", T_LONG);
	OK("%li", T_I64);
	ERR("%ld", D_PRINTF_ARG_TYPE, mismatch(2, 1, "ld", "long", "int"), T_INT);
	ERR("%ld", D_PRINTF_ARG_TYPE, mismatch(2, 1, "ld", "long", "unsigned long"), T_ULONG);
	ERR("%ld", D_PRINTF_ARG_TYPE, mismatch(2, 1, "ld", "long", "long long"), T_LL);
	OK("%lu", T_ULONG);
	OK("%lu", T_SIZE);
	OK("%lo", T_U64);
	ERR("%lu", D_PRINTF_ARG_TYPE, mismatch(2, 1, "lu", "unsigned long", "int64_t"), T_I64);
	OK("%lx", T_LONG);
	OK("%lX", T_U64);
	OK("%lx", T_SIZE);
	ERR("%lx", D_PRINTF_ARG_TYPE, mismatch(2, 1, "lx", "long", "uint32_t"), T_UINT);
	ERR("%lx", D_PRINTF_ARG_TYPE, mismatch(2, 1, "lx", "long", "string"), T_STR);

	OK("%lld", T_LL);
	OK("%lli", T_LL);
	ERR("%lld", D_PRINTF_ARG_TYPE, mismatch(2, 1, "lld", "long long", "int64_t"), T_I64);
	OK("%llu", T_ULL);
	OK("%llo", T_ULL);
	ERR("%llu", D_PRINTF_ARG_TYPE, mismatch(2, 1, "llu", "unsigned long long", "uint64_t"),
	    T_U64);
	OK("%llx", T_LL);
	OK("%llX", T_ULL);
	OK("%llx", T_U64);
	OK("%llx", T_I64);
	ERR("%llx", D_PRINTF_ARG_TYPE, mismatch(2, 1, "llx", "long long", "long"), T_LONG);
	ERR("%llX", D_PRINTF_ARG_TYPE, mismatch(2, 1, "llX", "long long", "size_t"), T_SIZE);

	OK("%lc", T_INT);
	OK("%wc", T_INT);
	ERR("%lc", D_PRINTF_ARG_TYPE, mismatch(2, 1, "lc", "int", "char"), T_CHAR);
	ERR("%wc", D_PRINTF_ARG_TYPE, mismatch(2, 1, "wc", "int", "long"), T_LONG);
}

static void test_check_others(void)
{
	OK("%s", T_STR);
	OK("%s", T_CARR);
	OK("%S", T_STR);
	OK("%S", T_CARR);
	ERR("%s", D_PRINTF_ARG_TYPE, mismatch(2, 1, "s", CSTR, "int"), T_INT);
	ERR("%s", D_PRINTF_ARG_TYPE, mismatch(2, 1, "s", CSTR, "char *"), T_CHARP);
	ERR("%S", D_PRINTF_ARG_TYPE, mismatch(2, 1, "S", CSTR, "struct foo"), T_SOU);
	ERR("%s", D_PRINTF_ARG_TYPE, mismatch(2, 1, "s", CSTR, "wchar_t [4]"), T_WARR);

	OK("%ls", T_WARR);
	OK("%ws", T_WARR);
	ERR("%ls", D_PRINTF_ARG_TYPE, mismatch(2, 1, "ls", "wchar_t []", "string"), T_STR);

	OK("%p", T_VOIDP);
	OK("%p", T_INT);
	ERR("%p", D_PRINTF_ARG_TYPE, mismatch(2, 1, "p", ADDR, "_symaddr"), T_SYM);
	ERR("%p", D_PRINTF_ARG_TYPE, mismatch(2, 1, "p", ADDR, "string"), T_STR);
	ERR("%p", D_PRINTF_ARG_TYPE, mismatch(2, 1, "p", ADDR, "double"), T_DBL);

	OK("%a", T_VOIDP);
	OK("%a", T_U64);
	OK("%a", T_SYM);
	ERR("%a", D_PRINTF_ARG_TYPE, mismatch(2, 1, "a", ADDR, "_usymaddr"), T_USYM);
	ERR("%a", D_PRINTF_ARG_TYPE, mismatch(2, 1, "a", ADDR, "char [16]"), T_CARR);

	OK("%A", T_USYM);
	ERR("%A", D_PRINTF_ARG_TYPE, mismatch(2, 1, "A", UADDR, "uint64_t"), T_U64);
	ERR("%A", D_PRINTF_ARG_TYPE, mismatch(2, 1, "A", UADDR, "_symaddr"), T_SYM);
	check_case(__LINE__, "printf", "%A", 0, DT_PRINTF_TARGET, ARGV(T_U64), 1, D_NONE, NULL);
	check_case(__LINE__, "printf", "%A", 0, DT_PRINTF_TARGET, ARGV(T_VOIDP), 1, D_NONE, NULL);
	check_case(__LINE__, "printf", "%A", 0, DT_PRINTF_TARGET, ARGV(T_STR), 1, D_PRINTF_ARG_TYPE,
		   mismatch(2, 1, "A", UADDR, "string"));

	OK("%e", T_DBL);
	OK("%E", T_FLT);
	OK("%f", T_LDBL);
	OK("%g", T_DBL);
	OK("%G", T_DBL);
	ERR("%f", D_PRINTF_ARG_TYPE, mismatch(2, 1, "f", FP, "int"), T_INT);
	ERR("%g", D_PRINTF_ARG_TYPE, mismatch(2, 1, "g", FP, "string"), T_STR);
	OK("%Le", T_LDBL);
	OK("%LE", T_LDBL);
	OK("%Lf", T_LDBL);
	OK("%Lg", T_LDBL);
	OK("%LG", T_LDBL);
	ERR("%Lf", D_PRINTF_ARG_TYPE, mismatch(2, 1, "Lf", "long double", "double"), T_DBL);
	ERR("%Lg", D_PRINTF_ARG_TYPE, mismatch(2, 1, "Lg", "long double", "long"), T_LONG);

	OK("%k", T_STACK);
	ERR("%k", D_PRINTF_ARG_TYPE, mismatch(2, 1, "k", "stack", "uint64_t"), T_U64);

	OK("%Y", T_I64);
	OK("%T", T_U64);
	ERR("%Y", D_PRINTF_ARG_TYPE, mismatch(2, 1, "Y", "int64_t", "int"), T_INT);
	ERR("%T", D_PRINTF_ARG_TYPE, mismatch(2, 1, "T", "int64_t", "string"), T_STR);

	OK0("%%");
	OK0("hello\n");
}

static void test_check_counts(void)
{
	ERR0("%d", D_PRINTF_ARG_PROTO,
	     "printf( ) prototype mismatch: "
	     "conversion #1 (%d) is missing a corresponding value argument");
	ERR("%d %s", D_PRINTF_ARG_PROTO,
	    "printf( ) prototype mismatch: "
	    "conversion #2 (%s) is missing a corresponding value argument",
	    T_INT);
	ERR0("%% %lx", D_PRINTF_ARG_PROTO,
	     "printf( ) prototype mismatch: "
	     "conversion #2 (%lx) is missing a corresponding value argument");
	ERR("%d\n", D_PRINTF_ARG_EXTRA,
	    "printf( ) prototype mismatch: only 1 "
	    "arguments required by this format string",
	    T_INT, T_INT);
	ERR("hello", D_PRINTF_ARG_EXTRA,
	    "printf( ) prototype mismatch: only 0 "
	    "arguments required by this format string",
	    T_INT);
	ERR("%*d %s", D_PRINTF_ARG_EXTRA,
	    "printf( ) prototype mismatch: "
	    "only 3 arguments required by this format string",
	    T_INT, T_INT, T_STR, T_STR);
	ERR("%% %d", D_PRINTF_ARG_TYPE, mismatch(2, 2, "d", XINT, "string"), T_STR);
	ERR("x %d %s", D_PRINTF_ARG_TYPE, mismatch(3, 2, "s", CSTR, "int"), T_INT, T_INT);

	/* * and .* */
	OK("%*d", T_INT, T_LONG);
	OK("%.*s", T_UCHAR, T_STR);
	OK("%*.*s", T_INT, T_INT, T_STR);
	ERR0("%*d", D_PRINTF_DYN_PROTO,
	     "printf( ) prototype mismatch: "
	     "conversion #1 (%*d) is missing a corresponding \"*\" argument");
	ERR("%*.*s", D_PRINTF_DYN_PROTO,
	    "printf( ) prototype mismatch: "
	    "conversion #1 (%.*s) is missing a corresponding \"*\" argument",
	    T_INT);
	ERR("%*d", D_PRINTF_ARG_PROTO,
	    "printf( ) prototype mismatch: "
	    "conversion #1 (%d) is missing a corresponding value argument",
	    T_INT);
	ERR("%*d", D_PRINTF_DYN_TYPE,
	    "printf( ) argument #2 is incompatible "
	    "with conversion #1 prototype:\n\tconversion: % *d\n\t prototype: "
	    "int\n\t  argument: string",
	    T_STR, T_INT);
	ERR("%s %.*s", D_PRINTF_DYN_TYPE,
	    "printf( ) argument #3 is "
	    "incompatible with conversion #2 prototype:\n\tconversion: % .*s\n"
	    "\t prototype: int\n\t  argument: char *",
	    T_STR, T_CHARP, T_STR);
	ERR("%*.*d", D_PRINTF_DYN_TYPE,
	    "printf( ) argument #3 is "
	    "incompatible with conversion #1 prototype:\n\tconversion: % .*d\n"
	    "\t prototype: int\n\t  argument: double",
	    T_INT, T_DBL, T_INT);

	/* other actions name themselves */
	check_case(__LINE__, "system", "%d", 0, 0, ARGV(T_STR), 1, D_PRINTF_ARG_TYPE,
		   "system( ) argument #2 is incompatible with "
		   "conversion #1 prototype:\n\tconversion: %d\n\t prototype: " XINT
		   "\n\t  argument: string");
	check_case(__LINE__, "freopen", "/tmp/%s", 0, 0, NULL, 0, D_PRINTF_ARG_PROTO,
		   "freopen( ) prototype mismatch: conversion #1 "
		   "(%s) is missing a corresponding value argument");

	/* printa: slots in order, spare keys allowed, histograms anywhere */
	check_case(__LINE__, "printa", "%s %@d\n", 1, 0, ARGV(T_STR, T_U64), 2, D_NONE, NULL);
	check_case(__LINE__, "printa", "%s %@d\n", 1, 0, ARGV(T_STR, T_HIST, T_INT), 3, D_NONE,
		   NULL);
	check_case(__LINE__, "printa", "%@d", 1, 0, ARGV(T_STR), 1, D_PRINTF_ARG_TYPE,
		   "printa( ) argument #2 is incompatible with conversion #1 "
		   "prototype:\n\tconversion: %d\n\t prototype: " XINT "\n\t  argument: string");
}

static void test_slots(void)
{
	char err[256];
	dt_errtag_t tag;
	dt_pfargv_t *pfv;
	int n;

	pfv = dt_printf_parse("%d %*.*s %% %k %.*x\n", 0, err, sizeof(err), &tag);
	n = pfv ? dt_printf_nvalues(pfv) : -1;
	result(__LINE__, n == 7, "nvalues", "%d %*.*s %% %k %.*x\\n", "7", n == 7 ? "7" : "other");
	dt_printf_destroy(pfv);

	pfv = dt_printf_parse("plain", 0, err, sizeof(err), &tag);
	n = pfv ? dt_printf_nvalues(pfv) : -1;
	result(__LINE__, n == 0, "nvalues", "plain", "0", n ? "other" : "0");
	dt_printf_destroy(pfv);

	pfv = dt_printf_parse("%s %*@d %@u", 1, err, sizeof(err), &tag);
	if (pfv == NULL) {
		result(__LINE__, 0, "aggslot", "%s %*@d %@u", "parsed", err);
		return;
	}
	result(__LINE__,
	       !dt_printf_is_aggslot(pfv, 0) && !dt_printf_is_aggslot(pfv, 1) &&
		       dt_printf_is_aggslot(pfv, 2) && dt_printf_is_aggslot(pfv, 3) &&
		       !dt_printf_is_aggslot(pfv, 4) && dt_printf_nvalues(pfv) == 4,
	       "aggslot", "%s %*@d %@u", "0 0 1 1 0", "other");
	dt_printf_destroy(pfv);
}

/* ---------------------------------------------------------------------- */
/* Formatting */

static dt_pfvalue_t vint(int64_t v, size_t size, int is_signed)
{
	uint64_t mask = size >= 8 ? ~0ULL : (1ULL << (size * 8)) - 1;

	return (dt_pfvalue_t){ DT_PF_INT, (uint64_t)v & mask, NULL, size, is_signed };
}

#define I8(v) vint(v, 1, 1)
#define U8(v) vint(v, 1, 0)
#define I16(v) vint(v, 2, 1)
#define U16(v) vint(v, 2, 0)
#define I32(v) vint(v, 4, 1)
#define U32(v) vint(v, 4, 0)
#define I64(v) vint(v, 8, 1)
#define U64(v) vint(v, 8, 0)
#define PTR(v) ((dt_pfvalue_t){ DT_PF_PTR, (v), NULL, 8, 0 })
#define STR(s) ((dt_pfvalue_t){ DT_PF_STRING, 0, (s), 0, 0 })
#define STRN(s, n) ((dt_pfvalue_t){ DT_PF_STRING, 0, (s), (n), 0 })
#define CARR(s, n) ((dt_pfvalue_t){ DT_PF_CHARARRAY, 0, (s), (n), 0 })
#define STACKV ((dt_pfvalue_t){ DT_PF_STACK, 0, "frames", 6, 0 })
#define HISTV ((dt_pfvalue_t){ DT_PF_OTHER, 0, "hist", 4, 0 })

static dt_pfvalue_t vdbl(double d)
{
	dt_pfvalue_t v = { DT_PF_FLOAT, 0, NULL, sizeof(d), 1 };

	memcpy(&v.u, &d, sizeof(d));
	return v;
}

static dt_pfvalue_t vflt(float f)
{
	dt_pfvalue_t v = { DT_PF_FLOAT, 0, NULL, sizeof(f), 1 };
	uint32_t bits;

	memcpy(&bits, &f, sizeof(f));
	v.u = bits;
	return v;
}

static const char *ksym(void *arg, uint64_t addr, char *buf, size_t len)
{
	(void)arg;
	if (addr == 0xffffffff81000010ULL) {
		snprintf(buf, len, "vmlinux`do_sys_open+0x10");
		return buf;
	}
	if (addr == 0xffffffff81000000ULL)
		return "vmlinux`do_sys_open";
	return NULL;
}

static const char *usym(void *arg, uint64_t addr, char *buf, size_t len)
{
	(void)arg;
	if (addr == 0x401000) {
		snprintf(buf, len, "myprog`main+0x2a");
		return buf;
	}
	return NULL;
}

/* Stands in for the consumer's stack printer: shows what it was asked. */
static int stack_hook(void *arg, FILE *fp, const dt_pfvalue_t *v, int indent, int width)
{
	(void)arg;
	return fprintf(fp, "[%.*s i=%d w=%d]", (int)v->size, v->s, indent, width) < 0 ? -1 : 0;
}

/* Stands in for printa's histogram printer. */
static int other_hook(void *arg, FILE *fp, const dt_pfvalue_t *v)
{
	(void)arg;
	return fprintf(fp, "<%.*s>", (int)v->size, v->s) < 0 ? -1 : 0;
}

static const dt_pfsym_t hooks = { ksym, usym, stack_hook, other_hook, NULL };

static void fmt_case(int line, const char *fmt, int printa, const dt_pfsym_t *sym,
		     const dt_pfvalue_t *vals, int nvals, const char *want)
{
	char err[512], *buf = NULL;
	dt_errtag_t tag;
	dt_pfargv_t *pfv;
	size_t len = 0;
	FILE *fp;
	int rc;

	if ((pfv = dt_printf_parse(fmt, printa, err, sizeof(err), &tag)) == NULL) {
		result(line, 0, "format (parse)", fmt, "(parsed)", err);
		return;
	}
	if ((fp = open_memstream(&buf, &len)) == NULL) {
		perror("open_memstream");
		exit(2);
	}
	rc = dt_printf_format(fp, pfv, vals, nvals, sym);
	fclose(fp);
	dt_printf_destroy(pfv);

	if (want == NULL)
		result(line, rc == -1, "format", fmt, "(error)", rc == -1 ? "(error)" : buf);
	else
		result(line, rc == 0 && strcmp(buf, want) == 0, "format", fmt, want,
		       rc == 0 ? buf : "(error)");
	free(buf);
}

#define VALS(...) ((const dt_pfvalue_t[]){ __VA_ARGS__ })
#define NVALS(...) NELEM(((const dt_pfvalue_t[]){ __VA_ARGS__ }))
#define F(want, fmt, ...) \
	fmt_case(__LINE__, fmt, 0, &hooks, VALS(__VA_ARGS__), NVALS(__VA_ARGS__), want)
#define F0(want, fmt) fmt_case(__LINE__, fmt, 0, &hooks, NULL, 0, want)
#define FSYM(sym, want, fmt, ...) \
	fmt_case(__LINE__, fmt, 0, sym, VALS(__VA_ARGS__), NVALS(__VA_ARGS__), want)
#define FA(want, fmt, ...) \
	fmt_case(__LINE__, fmt, 1, &hooks, VALS(__VA_ARGS__), NVALS(__VA_ARGS__), want)

static void test_format_ints(void)
{
	/* %d/%i follow the argument's width and signedness */
	F("-1", "%d", I32(-1));
	F("-1", "%d", I64(-1));
	F("-1", "%d", I8(-1));
	F("-2", "%i", I16(-2));
	F("18446744073709551615", "%d", U64(-1));
	F("18446744073709551615", "%i", U64(-1));
	F("4294967295", "%d", U32(-1));
	F("255", "%d", U8(255));
	F("65535", "%d", U16(-1));
	F("-9223372036854775808", "%d", I64(INT64_MIN));
	F("9223372036854775807", "%d", I64(INT64_MAX));
	F("-2147483648", "%d", I32(INT32_MIN));
	F("18446744073709551615", "%d", PTR(~0ULL));

	/* %u %o %x %X print the bits of the argument's own width */
	F("4294967295", "%u", I32(-1));
	F("18446744073709551615", "%u", I64(-1));
	F("255", "%u", I8(-1));
	F("ffffffffffffffff", "%x", I64(-1));
	F("ffffffff", "%x", I32(-1));
	F("ffff", "%x", I16(-1));
	F("ff", "%x", I8(-1));
	F("ABCDEF", "%X", U32(0xabcdef));
	F("FFFFFFFFFFFFFFFF", "%X", I64(-1));
	F("17", "%o", U8(15));
	F("1777777777777777777777", "%o", I64(-1));

	/* flags, width, precision */
	F("0xff", "%#x", U32(255));
	F("0XFF", "%#X", U32(255));
	F("010", "%#o", U32(8));
	F("   42|42   |00042", "%5d|%-5d|%05d", I32(42), I32(42), I32(42));
	F("+5 -5", "%+d %+d", I32(5), I32(-5));
	F(" 5|-5", "% d|% d", I32(5), I32(-5));
	F("1234567", "%'d", I32(1234567));
	F("005|     005|-005", "%.3d|%8.3d|%.3d", I32(5), I32(5), I32(-5));
	F("|", "%.0d|", I32(0));
	F("-0000042", "%08d", I64(-42));
	F("42      |", "%-08d|", I32(42));
	F("  0x2a", "%#6x", U16(42));
	F("00002a", "%06x", U64(42));
	F("   ffffffffffffffff", "%19x", I64(-1));

	/* dynamic width and precision */
	F("    42", "%*d", I32(6), I32(42));
	F("42    |", "%*d|", I32(-6), I32(42));
	F("42    |", "%-*d|", I32(6), I32(42));
	F("  0042", "%*.*d", U8(6), I64(4), I32(42));
	F("42", "%.*d", I32(-1), I32(42));
	F("    42", "%*d", U64(6), U64(42));

	/* size prefixes print like the bare conversions */
	F("-1", "%hd", I16(-1));
	F("-3", "%hi", I16(-3));
	F("65535", "%hu", U16(65535));
	F("177777", "%ho", U16(65535));
	F("ffff", "%hx", I16(-1));
	F("FFFF", "%hX", U16(65535));
	F("-1", "%ld", I64(-1));
	F("-7", "%li", I64(-7));
	F("18446744073709551615", "%lu", U64(-1));
	F("1777777777777777777777", "%lo", U64(-1));
	F("ffffffffffffffff", "%lx", I64(-1));
	F("FFFFFFFFFFFFFFFF", "%lX", U64(-1));
	F("-1", "%lld", I64(-1));
	F("-1", "%lli", I64(-1));
	F("18446744073709551615", "%llu", U64(-1));
	F("1777777777777777777777", "%llo", U64(-1));
	F("ffffffffffffffff", "%llx", I64(-1));
	F("FFFFFFFFFFFFFFFF", "%llX", U64(-1));
	F("   -12", "%6ld", I64(-12));

	/* %p: lower-case hex without 0x, # adds it, ? pads to 16 */
	F("ffffffff81000000", "%p", PTR(0xffffffff81000000ULL));
	F("0xffffffff81000000", "%#p", PTR(0xffffffff81000000ULL));
	F("            1234|", "%?p|", PTR(0x1234));
	F("0000000000001234", "%?0p", PTR(0x1234));
	F("0x1234          |", "%-#?p|", PTR(0x1234));
	F("ff", "%p", I32(255));
	F("ffffffff", "%p", I32(-1));
	F("0", "%p", PTR(0));

	/* characters */
	F("A", "%c", I8('A'));
	F("  A|A  |", "%3c|%-3c|", I32('A'), U8('A'));
	F("\xe9", "%c", I8(-23));
	F("A", "%C", I8('A'));
	F("\\n", "%C", I8('\n'));
	F("\\0", "%C", I32(0));
	F("\\177", "%C", U8(0x7f));
	F("\\351", "%C", I8(-23));
	F(" ", "%C", I8(' '));
	F("\\\"", "%C", I16('"'));
	F("   \\t", "%5C", I8('\t'));
	F("x", "%lc", I32('x'));
	F("  y", "%3wc", I32('y'));
}

static void test_format_strings(void)
{
	static const uint32_t wide[4] = { 'h', 'i', 0, 'x' };

	F("hello", "%s", STR("hello"));
	F("     hello|hello     |", "%10s|%-10s|", STR("hello"), STR("hello"));
	F("hel", "%.3s", STR("hello"));
	F("  hel|", "%5.3s|", STR("hello"));
	F("|", "%.0s|", STR("hello"));
	F("he", "%.*s", I32(2), STR("hello"));
	F("    he", "%*.*s", I32(6), I32(2), STR("hello"));
	F("hello", "%.*s", I32(-1), STR("hello"));
	F("", "%s", STR(""));
	F("abcdef", "%s", STRN("abcdef", 6));
	F("abc", "%s", CARR("abc\0def", 8));
	F("abcd|", "%s|", CARR("abcdXXXX", 4));
	F("", "%s", CARR("", 0));

	/* %S escapes and stops after the first NUL */
	F("hello\\0", "%S", STR("hello"));
	F("\\a\\b\\f\\n\\r\\t\\v\\\"\\\\\\0", "%S", STR("\a\b\f\n\r\t\v\"\\"));
	F("a b~!\\0", "%S", STR("a b~!"));
	F("\\001\\037\\177\\200\\377\\0", "%S", STR("\001\037\177\200\377"));
	F("ab\\0", "%S", CARR("ab\0cd", 5));
	F("abc", "%S", CARR("abc", 3));
	F("ab\\0", "%S", STRN("ab", 2)); /* size is not a bound */
	F("   x\\n\\0|", "%8S|", STR("x\n"));
	F("x\\|", "%.2S|", STR("x\n"));

	/* wide strings */
	F("hi", "%ls",
	  ((dt_pfvalue_t){ DT_PF_WCHARARRAY, 0, (const char *)wide, sizeof(wide), 0 }));
	F("  hi|", "%4ws|",
	  ((dt_pfvalue_t){ DT_PF_WCHARARRAY, 0, (const char *)wide, sizeof(wide), 0 }));

	/* text, %% */
	F0("hello\n", "hello\n");
	F0("%", "%%");
	F("100% of 5%", "100%% of %d%%", I32(5));
	F("a-1b2c", "a%db%sc", I32(-1), STR("2"));
	/* backslashes in the format were the lexer's business: kept */
	F0("\\n", "\\n");
}

static void test_format_fp(void)
{
	long double ld = 1.25L;
	dt_pfvalue_t vld = { DT_PF_FLOAT, 0, (const char *)&ld, sizeof(ld), 1 };

	F("1.500000e+00", "%e", vdbl(1.5));
	F("1.500000E+00", "%E", vdbl(1.5));
	F("3.250000", "%f", vdbl(3.25));
	F("3.25", "%.2f", vdbl(3.25));
	F("     3.250|3.250     |", "%10.3f|%-10.3f|", vdbl(3.25), vdbl(3.25));
	F("+3", "%+.0f", vdbl(3.25));
	F("0.0001", "%g", vdbl(0.0001));
	F("1E-10", "%G", vdbl(1e-10));
	F("2.500000", "%f", vflt(2.5f));
	F("1.250000", "%Lf", vld);
	F("1.25", "%Lg", vld);
	F("1.25E+00", "%.2LE", vld);
	F("1.250000e+00", "%Le", vld);
	F("1.25", "%LG", vld);
	F("1.25", "%g", vld);
}

static void test_format_syms(void)
{
	static const dt_pfsym_t nosym = { 0 };

	F("vmlinux`do_sys_open+0x10", "%a", PTR(0xffffffff81000010ULL));
	F("vmlinux`do_sys_open", "%a", U64(0xffffffff81000000ULL));
	F("0xffffffff81000020", "%a", PTR(0xffffffff81000020ULL));
	F("vmlinux`do_sys_open         |", "%-28a|", PTR(0xffffffff81000000ULL));
	F("0x1000", "%a", U32(0x1000));
	FSYM(&nosym, "0xffffffff81000010", "%a", PTR(0xffffffff81000010ULL));
	FSYM(NULL, "0x401000", "%A", PTR(0x401000));
	F("myprog`main+0x2a", "%A", U64(0x401000));
	F("0x402000", "%A", U64(0x402000));
	F("   myprog`main+0x2a", "%19A", U64(0x401000));
}

static void test_format_time(void)
{
	uint64_t t1 = 1709629447ULL * 1000000000ULL + 123456789;
	uint64_t t2 = 1735520523ULL * 1000000000ULL;

	setenv("TZ", "UTC", 1);
	tzset();
	F("2024 Mar  5 09:04:07", "%Y", U64(t1));
	F("2024 Mar  5 09:04:07", "%Y", I64(t1));
	F("2024 Mar  5 09:04:07  |", "%-22Y|", U64(t1));
	F("Tue, 05 Mar 2024 09:04:07 UTC", "%T", U64(t1));
	F("Mon, 30 Dec 2024 01:02:03 UTC", "%T", U64(t2));
	F("2024 Dec 30 01:02:03", "%Y", U64(t2));
	F("1970 Jan  1 00:00:00", "%Y", U64(0));

	setenv("TZ", "EST5", 1);
	tzset();
	F("2024 Mar  5 04:04:07", "%Y", U64(t1));
	F("Tue, 05 Mar 2024 04:04:07 EST", "%T", U64(t1));
	setenv("TZ", "UTC", 1);
	tzset();
}

static void test_format_hooks(void)
{
	static const dt_pfsym_t nostack = { ksym, usym, NULL, NULL, NULL };

	F("[frames i=0 w=0]", "%k", STACKV);
	F("[frames i=8 w=0]", "%-8k", STACKV);
	F("[frames i=0 w=20]", "%20k", STACKV);
	F("[frames i=4 w=0]", "%*k", I32(-4), STACKV);
	F("[frames i=0 w=12]", "%*k", I32(12), STACKV);
	FSYM(&nostack, NULL, "%k", STACKV);

	/* printa: a %@ value is formatted like any other, histograms by hook */
	FA("bash              3\n", "%-10s %@8d\n", STR("bash"), U64(3));
	FA("k=1 <hist>\n", "k=%d %@d\n", I32(1), HISTV);
	FA("-5 ffff", "%@d %@x", I64(-5), U16(-1));
}

static void test_format_errors(void)
{
	F(NULL, "%d %d", I32(1)); /* too few values */
	F(NULL, "%*d", I32(1));
	F(NULL, "%d", STR("x")); /* kind does not fit */
	F(NULL, "%s", I32(1));
	F(NULL, "%S", PTR(1));
	F(NULL, "%f", I64(1));
	F(NULL, "%*d", STR("x"), I32(1));
	F(NULL, "%d", ((dt_pfvalue_t){ DT_PF_INT, 1, NULL, 3, 1 }));
	F(NULL, "%ls", STR("x"));
	F(NULL, "%Y", STR("x"));
	F(NULL, "%d", HISTV);
}

int main(void)
{
	test_parse();
	test_check_ints();
	test_check_others();
	test_check_counts();
	test_slots();
	test_format_ints();
	test_format_strings();
	test_format_fp();
	test_format_syms();
	test_format_time();
	test_format_hooks();
	test_format_errors();

	printf("%d passed, %d failed\n", npass, nfail);
	return nfail ? 1 : 0;
}
