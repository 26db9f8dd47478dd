/*
 * The printf engine: parses D format strings, checks them against argument
 * types at compile time, and formats recorded values at run time
 * (OUTPUT.md section 5).
 *
 * In DESIGN.md's flow, the cooker (step 3) calls dt_printf_parse() and
 * dt_printf_check() for printf(), printa(), system() and freopen(); the code
 * generator (step 5) records dt_printf_nvalues() values per call; the
 * consumer (step 8) decodes them and calls dt_printf_format().
 *
 * A parsed format is a list of descriptors, one per '%' (in order, so that
 * descriptor k is "conversion #k" in messages), each with the literal text
 * before it; text after the last conversion gets a descriptor without a
 * conversion.  Integer conversions do not bake in a C length modifier: the
 * value's own size and signedness choose it at run time, which is how D
 * lets "%d" print any integer.
 */
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include "dt_printf.h"

/* Conversion flags (pfd_flags). */
// clang-format off
#define PF_ALT		0x001	/* # */
#define PF_ZPAD		0x002	/* 0 */
#define PF_LEFT		0x004	/* - */
#define PF_SPOS		0x008	/* + */
#define PF_SPACE	0x010	/* ' ' */
#define PF_GROUP	0x020	/* ' */
#define PF_AGG		0x040	/* @: printa aggregation value */
#define PF_DYNWIDTH	0x080	/* * */
#define PF_DYNPREC	0x100	/* .* */
#define PF_PREC		0x200	/* a precision was given */

#define PF_PTRWIDTH	16	/* '?': width of a pointer in hex (LP64) */
#define PF_SYMLEN	2048	/* buffer for %a/%A symbol text */
// clang-format on

typedef struct dt_pfconv dt_pfconv_t;
typedef struct dt_pfargd dt_pfargd_t;

typedef int dt_pfcheck_f(const dt_pfconv_t *, const dt_pfargtype_t *, int flags);
typedef int dt_pfprint_f(FILE *, const dt_pfargd_t *, int width, int prec, const dt_pfvalue_t *,
			 const dt_pfsym_t *);

struct dt_pfconv {
	const char *pfc_name; /* as written after flags: "d", "llx" */
	const char *pfc_ofmt; /* C conversion used for output */
	const char *pfc_proto; /* prototype text in mismatch messages */
	dt_pfcheck_f *pfc_check;
	dt_pfprint_f *pfc_print;
};

struct dt_pfargd {
	const char *pfd_prefix; /* literal text before the '%' */
	size_t pfd_preflen;
	const dt_pfconv_t *pfd_conv; /* NULL: trailing text only */
	unsigned pfd_flags; /* PF_* */
	int pfd_width;
	int pfd_prec;
	int pfd_num; /* conversion #N */
};

struct dt_pfargv {
	char *pfv_text; /* copy of the format, prefixes point in */
	dt_pfargd_t *pfv_argv;
	int pfv_argc, pfv_cap;
	int pfv_printa;
};

static const char pfproto_xint[] = "char, short, int, long, or long long";
static const char pfproto_csi[] = "char, short, or int";
static const char pfproto_fp[] = "float, double, or long double";
static const char pfproto_addr[] = "pointer or integer";
static const char pfproto_uaddr[] = "pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
static const char pfproto_cstr[] = "char [] or string (or use stringof)";
static const char pfproto_wstr[] = "wchar_t []";

/* ---------------------------------------------------------------------- */
/* Messages */

static int pf_error(char *err, size_t errlen, dt_errtag_t *tag, dt_errtag_t t, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static int pf_error(char *err, size_t errlen, dt_errtag_t *tag, dt_errtag_t t, const char *fmt, ...)
{
	va_list ap;

	if (tag != NULL)
		*tag = t;
	if (err != NULL && errlen > 0) {
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

/* ---------------------------------------------------------------------- */
/* Compile-time checks */

static int pf_is_int(const dt_pfargtype_t *a)
{
	/* not _symaddr nor _usymaddr: typedefs of void in DTrace */
	return a->kind == DT_PF_INT;
}

/*
 * The canonical spelling of an integer type name, so that BTF's
 * "long unsigned int" and D's "unsigned long" compare equal.  Names that
 * are not integer types ("long double", "string") are returned unchanged.
 */
static const char *pf_canon(const char *t, char *buf, size_t len)
{
	int sign = 0, nchar = 0, nshort = 0, nint = 0, nlong = 0;
	const char *p = t, *base;

	while (*p != '\0') {
		size_t n;

		while (*p == ' ')
			p++;
		n = strcspn(p, " ");
		if (n == 0)
			break;
		if (n == 6 && strncmp(p, "signed", n) == 0 && sign == 0)
			sign = 1;
		else if (n == 8 && strncmp(p, "unsigned", n) == 0 && sign == 0)
			sign = 2;
		else if (n == 4 && strncmp(p, "char", n) == 0)
			nchar++;
		else if (n == 5 && strncmp(p, "short", n) == 0)
			nshort++;
		else if (n == 3 && strncmp(p, "int", n) == 0)
			nint++;
		else if (n == 4 && strncmp(p, "long", n) == 0)
			nlong++;
		else
			return t;
		p += n;
	}

	if (nchar + nshort + nint + nlong + sign == 0 || nchar > 1 || nshort > 1 || nint > 1 ||
	    nlong > 2 || (nchar && (nshort || nint || nlong)) || (nshort && nlong))
		return t;

	if (nchar)
		base = "char";
	else if (nshort)
		base = "short";
	else if (nlong == 2)
		base = "long long";
	else if (nlong == 1)
		base = "long";
	else
		base = "int";

	snprintf(buf, len, "%s%s",
		 sign == 2	      ? "unsigned " :
		 (sign == 1 && nchar) ? "signed " :
					"",
		 base);
	return buf;
}

/* Is the argument's resolved type, canonically spelled, one of names[]? */
static int pf_base_is(const dt_pfargtype_t *a, const char *const *names)
{
	const char *t = a->base != NULL ? a->base : a->name;
	char buf[64];

	if (t == NULL)
		return 0;
	t = pf_canon(t, buf, sizeof(buf));
	for (; *names != NULL; names++) {
		if (strcmp(t, *names) == 0)
			return 1;
	}
	return 0;
}

static int pfcheck_xint(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	(void)flags;
	return pf_is_int(a);
}

static int pfcheck_csi(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	(void)flags;
	return pf_is_int(a) && a->size <= sizeof(int);
}

static int pfcheck_fp(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	(void)flags;
	return a->kind == DT_PF_FLOAT;
}

/* The size-prefixed conversions name their exact type (%ld: long). */
static int pfcheck_type(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	const char *names[] = { pfc->pfc_proto, NULL };

	(void)flags;
	if (!pf_is_int(a) && a->kind != DT_PF_FLOAT)
		return 0;
	return pf_base_is(a, names);
}

/* %hx, %lx, %llx print the bits, so either signedness will do. */
static int pfcheck_xshort(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	static const char *const names[] = { "short", "unsigned short", NULL };

	(void)pfc;
	(void)flags;
	return pf_is_int(a) && pf_base_is(a, names);
}

static int pfcheck_xlong(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	static const char *const names[] = { "long", "unsigned long", NULL };

	(void)pfc;
	(void)flags;
	return pf_is_int(a) && pf_base_is(a, names);
}

/*
 * [u]int64_t is long in LP64, but DTrace has always let %llx print it, as
 * it works in either data model.
 */
static int pfcheck_xlonglong(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	static const char *const names[] = { "long long", "unsigned long long", NULL };

	(void)pfc;
	(void)flags;
	if (!pf_is_int(a))
		return 0;
	if (pf_base_is(a, names))
		return 1;
	return a->name != NULL &&
	       (strcmp(a->name, "int64_t") == 0 || strcmp(a->name, "uint64_t") == 0);
}

static int pfcheck_str(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	(void)flags;
	return a->kind == DT_PF_STRING || a->kind == DT_PF_CHARARRAY;
}

static int pfcheck_wstr(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	(void)flags;
	return a->kind == DT_PF_WCHARARRAY;
}

static int pfcheck_ptr(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	(void)flags;
	return pf_is_int(a) || a->kind == DT_PF_PTR;
}

/* %a: also a kernel symbol (sym(), func(), mod()), not a user one. */
static int pfcheck_addr(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	(void)flags;
	if (a->kind == DT_PF_SYM)
		return a->name != NULL && strcmp(a->name, "_symaddr") == 0;
	return pf_is_int(a) || a->kind == DT_PF_PTR;
}

/* A bare number is only a user address if we know whose (-c/-p). */
static int pfcheck_uaddr(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	if (a->kind == DT_PF_SYM && a->name != NULL && strcmp(a->name, "_usymaddr") == 0)
		return 1;
	if (!(flags & DT_PRINTF_TARGET))
		return 0;
	return pf_is_int(a) || a->kind == DT_PF_PTR;
}

static int pfcheck_stack(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	(void)flags;
	return a->kind == DT_PF_STACK;
}

static int pfcheck_time(const dt_pfconv_t *pfc, const dt_pfargtype_t *a, int flags)
{
	(void)pfc;
	(void)flags;
	return pf_is_int(a) && a->size == sizeof(uint64_t);
}

/* ---------------------------------------------------------------------- */
/* Run-time formatting */

static int pf_int_ok(const dt_pfvalue_t *v)
{
	if (v->kind != DT_PF_INT && v->kind != DT_PF_PTR && v->kind != DT_PF_SYM)
		return 0;
	return v->size == 1 || v->size == 2 || v->size == 4 || v->size == 8;
}

static uint64_t pf_zext(const dt_pfvalue_t *v)
{
	if (v->size >= 8)
		return v->u;
	return v->u & ((1ULL << (v->size * 8)) - 1);
}

static int64_t pf_sext(const dt_pfvalue_t *v)
{
	switch (v->size) {
	case 1:
		return (int8_t)v->u;
	case 2:
		return (int16_t)v->u;
	case 4:
		return (int32_t)v->u;
	default:
		return (int64_t)v->u;
	}
}

static int64_t pf_ival(const dt_pfvalue_t *v)
{
	return v->is_signed ? pf_sext(v) : (int64_t)pf_zext(v);
}

/*
 * Build the C format for one conversion with the given (possibly dynamic)
 * width and precision: a negative width means left-justified, a negative
 * precision none, exactly as for C's '*'.
 */
static void pf_cfmt(char *buf, size_t len, const dt_pfargd_t *pfd, int width, int prec,
		    const char *conv)
{
	unsigned fl = pfd->pfd_flags;
	char *q = buf;

	*q++ = '%';
	if (fl & PF_ALT)
		*q++ = '#';
	if (fl & PF_ZPAD)
		*q++ = '0';
	if ((fl & PF_LEFT) || width < 0)
		*q++ = '-';
	if (fl & PF_SPOS)
		*q++ = '+';
	if (fl & PF_SPACE)
		*q++ = ' ';
	if (fl & PF_GROUP)
		*q++ = '\'';
	*q = '\0';

	if (width < 0)
		width = width == INT_MIN ? INT_MAX : -width;
	if (width > 0)
		q += snprintf(q, len - (q - buf), "%d", width);
	if (prec >= 0)
		q += snprintf(q, len - (q - buf), ".%d", prec);
	snprintf(q, len - (q - buf), "%s", conv);
}

/* Print a string through a %s built from the conversion's flags. */
static int pf_puts(FILE *fp, const dt_pfargd_t *pfd, int width, int prec, const char *s)
{
	char f[64];

	pf_cfmt(f, sizeof(f), pfd, width, prec, "s");
	return fprintf(fp, f, s) < 0 ? -1 : 0;
}

/*
 * Integers print from their own width: 64-bit values as long long, smaller
 * ones as int, sign- or zero-extended as the conversion asks.
 */
static int pf_print_int(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, int is_signed, const char *conv)
{
	char f[64], c[4];
	int n;

	if (!pf_int_ok(v))
		return -1;

	if (strcmp(conv, "c") == 0) {
		pf_cfmt(f, sizeof(f), pfd, width, prec, conv);
		n = fprintf(fp, f, (int)pf_sext(v));
	} else if (v->size == 8) {
		snprintf(c, sizeof(c), "ll%s", conv);
		pf_cfmt(f, sizeof(f), pfd, width, prec, c);
		if (is_signed)
			n = fprintf(fp, f, (long long)pf_sext(v));
		else
			n = fprintf(fp, f, (unsigned long long)pf_zext(v));
	} else {
		pf_cfmt(f, sizeof(f), pfd, width, prec, conv);
		if (is_signed)
			n = fprintf(fp, f, (int)pf_sext(v));
		else
			n = fprintf(fp, f, (unsigned int)pf_zext(v));
	}
	return n < 0 ? -1 : 0;
}

static int pfprint_sint(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	(void)sym;
	return pf_print_int(fp, pfd, width, prec, v, 1, pfd->pfd_conv->pfc_ofmt);
}

static int pfprint_uint(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	(void)sym;
	return pf_print_int(fp, pfd, width, prec, v, 0, pfd->pfd_conv->pfc_ofmt);
}

/* %d and %i follow the argument's signedness: unsigned prints as %u. */
static int pfprint_dint(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	(void)sym;
	if (v->is_signed)
		return pf_print_int(fp, pfd, width, prec, v, 1, pfd->pfd_conv->pfc_ofmt);
	return pf_print_int(fp, pfd, width, prec, v, 0, "u");
}

static int pfprint_wchar(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			 const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	char f[64];

	(void)sym;
	if (!pf_int_ok(v))
		return -1;
	pf_cfmt(f, sizeof(f), pfd, width, prec, "lc");
	return fprintf(fp, f, (wint_t)pf_sext(v)) < 0 ? -1 : 0;
}

static int pfprint_fp(FILE *fp, const dt_pfargd_t *pfd, int width, int prec, const dt_pfvalue_t *v,
		      const dt_pfsym_t *sym)
{
	const char *conv = pfd->pfd_conv->pfc_ofmt;
	char f[64], c[4];
	int n;

	(void)sym;
	if (v->kind != DT_PF_FLOAT)
		return -1;

	if (v->size == sizeof(float)) {
		uint32_t bits = (uint32_t)v->u;
		float x;

		memcpy(&x, &bits, sizeof(x));
		pf_cfmt(f, sizeof(f), pfd, width, prec, conv);
		n = fprintf(fp, f, (double)x);
	} else if (v->size == sizeof(double)) {
		double x;

		memcpy(&x, &v->u, sizeof(x));
		pf_cfmt(f, sizeof(f), pfd, width, prec, conv);
		n = fprintf(fp, f, x);
	} else if (v->size == sizeof(long double) && v->s != NULL) {
		long double x;

		memcpy(&x, v->s, sizeof(x));
		snprintf(c, sizeof(c), "L%s", conv);
		pf_cfmt(f, sizeof(f), pfd, width, prec, c);
		n = fprintf(fp, f, x);
	} else {
		return -1;
	}
	return n < 0 ? -1 : 0;
}

/*
 * The bytes of a string value, and how many may be looked at: a D string
 * up to and including its NUL, a char array exactly its size.
 */
static int pf_strbytes(const dt_pfvalue_t *v, const char **s, size_t *n)
{
	if (v->s == NULL)
		return -1;
	*s = v->s;
	if (v->kind == DT_PF_STRING)
		*n = strlen(v->s) + 1;
	else if (v->kind == DT_PF_CHARARRAY)
		*n = v->size;
	else
		return -1;
	return 0;
}

static int pfprint_cstr(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	const char *s;
	char *copy;
	size_t n;
	int rc;

	(void)sym;
	if (pf_strbytes(v, &s, &n) != 0)
		return -1;
	n = strnlen(s, n);
	if ((copy = malloc(n + 1)) == NULL)
		return -1;
	memcpy(copy, s, n);
	copy[n] = '\0';
	rc = pf_puts(fp, pfd, width, prec, copy);
	free(copy);
	return rc;
}

/*
 * Escape n bytes as %S shows them; a NUL is shown as \0 and ends the
 * text even if bytes remain.
 */
static char *pf_escape(const char *s, size_t n)
{
	char *out = malloc(n * 4 + 1), *q = out;
	size_t i;

	if (out == NULL)
		return NULL;

	for (i = 0; i < n; i++) {
		unsigned char c = s[i];
		const char *esc = NULL;

		// clang-format off
		switch (c) {
		case '\0': esc = "\\0"; break;
		case '\a': esc = "\\a"; break;
		case '\b': esc = "\\b"; break;
		case '\f': esc = "\\f"; break;
		case '\n': esc = "\\n"; break;
		case '\r': esc = "\\r"; break;
		case '\t': esc = "\\t"; break;
		case '\v': esc = "\\v"; break;
		case '"': esc = "\\\""; break;
		case '\\': esc = "\\\\"; break;
		}
		// clang-format on

		if (esc != NULL) {
			strcpy(q, esc);
			q += 2;
		} else if (c != ' ' && (c < '!' || c > '~')) {
			*q++ = '\\';
			*q++ = '0' + ((c >> 6) & 3);
			*q++ = '0' + ((c >> 3) & 7);
			*q++ = '0' + (c & 7);
		} else {
			*q++ = c;
		}

		if (c == '\0')
			break;
	}
	*q = '\0';
	return out;
}

static int pf_print_escaped(FILE *fp, const dt_pfargd_t *pfd, int width, int prec, const char *s,
			    size_t n)
{
	char *e = pf_escape(s, n);
	int rc;

	if (e == NULL)
		return -1;
	rc = pf_puts(fp, pfd, width, prec, e);
	free(e);
	return rc;
}

static int pfprint_estr(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	const char *s;
	size_t n;

	(void)sym;
	if (pf_strbytes(v, &s, &n) != 0)
		return -1;
	return pf_print_escaped(fp, pfd, width, prec, s, n);
}

static int pfprint_echr(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	char c;

	(void)sym;
	if (!pf_int_ok(v) || v->size > sizeof(int))
		return -1;
	c = (char)v->u;
	return pf_print_escaped(fp, pfd, width, prec, &c, 1);
}

static int pfprint_wstr(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	size_t i, n = v->size / sizeof(uint32_t);
	char f[64];
	wchar_t *w;
	int rc;

	(void)sym;
	if (v->kind != DT_PF_WCHARARRAY || v->s == NULL)
		return -1;
	if ((w = malloc((n + 1) * sizeof(wchar_t))) == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		uint32_t c;

		memcpy(&c, v->s + i * sizeof(c), sizeof(c));
		w[i] = (wchar_t)c;
	}
	w[n] = L'\0';
	pf_cfmt(f, sizeof(f), pfd, width, prec, "ls");
	rc = fprintf(fp, f, w) < 0 ? -1 : 0;
	free(w);
	return rc;
}

/* %a and %A: the symbol text from the consumer, or the address in hex. */
static int pf_print_sym(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym, int user)
{
	const char *(*lookup)(void *, uint64_t, char *, size_t) = NULL;
	const char *text = NULL;
	char *buf;
	uint64_t addr;
	int rc;

	if (!pf_int_ok(v))
		return -1;
	addr = pf_zext(v);
	if ((buf = malloc(PF_SYMLEN)) == NULL)
		return -1;
	if (sym != NULL)
		lookup = user ? sym->usym : sym->ksym;
	if (lookup != NULL)
		text = lookup(sym->arg, addr, buf, PF_SYMLEN);
	if (text == NULL) {
		snprintf(buf, PF_SYMLEN, "0x%llx", (unsigned long long)addr);
		text = buf;
	}
	if (v->modonly && text == buf && strchr(buf, '`') != NULL)
		*strchr(buf, '`') = '\0';
	rc = pf_puts(fp, pfd, width, prec, text);
	free(buf);
	return rc;
}

static int pfprint_addr(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	return pf_print_sym(fp, pfd, width, prec, v, sym, 0);
}

static int pfprint_uaddr(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			 const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	return pf_print_sym(fp, pfd, width, prec, v, sym, 1);
}

/*
 * Month and day names are fixed English, as in ctime(), whatever the
 * locale.
 */
static const char pf_months[12][4] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
				       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
static const char pf_days[7][4] = { "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" };

static int pf_localtime(const dt_pfvalue_t *v, struct tm *tm)
{
	time_t sec;

	if (!pf_int_ok(v))
		return -1;
	sec = (time_t)((int64_t)pf_zext(v) / 1000000000LL);
	if (localtime_r(&sec, tm) == NULL || tm->tm_mon < 0 || tm->tm_mon > 11 || tm->tm_wday < 0 ||
	    tm->tm_wday > 6)
		return -1;
	return 0;
}

/* %Y: "2024 Mar  5 09:04:07", ctime()'s fields with the year first. */
static int pfprint_time(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	struct tm tm;
	char buf[64];

	(void)sym;
	if (pf_localtime(v, &tm) != 0)
		return -1;
	snprintf(buf, sizeof(buf), "%d %s %2d %02d:%02d:%02d", tm.tm_year + 1900,
		 pf_months[tm.tm_mon], tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
	return pf_puts(fp, pfd, width, prec, buf);
}

/* %T: RFC 822, "Tue, 05 Mar 2024 09:04:07 UTC". */
static int pfprint_time822(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			   const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	struct tm tm;
	char zone[32], buf[96];

	(void)sym;
	if (pf_localtime(v, &tm) != 0)
		return -1;
	if (strftime(zone, sizeof(zone), "%Z", &tm) == 0)
		zone[0] = '\0';
	snprintf(buf, sizeof(buf), "%s, %02d %s %d %02d:%02d:%02d %s", pf_days[tm.tm_wday],
		 tm.tm_mday, pf_months[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min,
		 tm.tm_sec, zone);
	return pf_puts(fp, pfd, width, prec, buf);
}

/*
 * %k: the stack printer belongs to the consumer (it resolves symbols).
 * %-Nk indents every frame by N; %Nk right-aligns frames in N columns.
 */
static int pfprint_stack(FILE *fp, const dt_pfargd_t *pfd, int width, int prec,
			 const dt_pfvalue_t *v, const dt_pfsym_t *sym)
{
	int left = (pfd->pfd_flags & PF_LEFT) || width < 0;

	(void)prec;
	if (v->kind != DT_PF_STACK || sym == NULL || sym->stack == NULL)
		return -1;
	if (width < 0)
		width = width == INT_MIN ? INT_MAX : -width;
	if (left)
		return sym->stack(sym->arg, fp, v, width, 0);
	return sym->stack(sym->arg, fp, v, 0, width);
}

static int pfprint_pct(FILE *fp, const dt_pfargd_t *pfd, int width, int prec, const dt_pfvalue_t *v,
		       const dt_pfsym_t *sym)
{
	(void)pfd;
	(void)width;
	(void)prec;
	(void)v;
	(void)sym;
	return fputc('%', fp) == EOF ? -1 : 0;
}

/* ---------------------------------------------------------------------- */
/* The conversions */

// clang-format off
static const dt_pfconv_t dt_pfconvs[] = {
	{ "a", "s", pfproto_addr, pfcheck_addr, pfprint_addr },
	{ "A", "s", pfproto_uaddr, pfcheck_uaddr, pfprint_uaddr },
	{ "c", "c", pfproto_csi, pfcheck_csi, pfprint_sint },
	{ "C", "s", pfproto_csi, pfcheck_csi, pfprint_echr },
	{ "d", "d", pfproto_xint, pfcheck_xint, pfprint_dint },
	{ "e", "e", pfproto_fp, pfcheck_fp, pfprint_fp },
	{ "E", "E", pfproto_fp, pfcheck_fp, pfprint_fp },
	{ "f", "f", pfproto_fp, pfcheck_fp, pfprint_fp },
	{ "g", "g", pfproto_fp, pfcheck_fp, pfprint_fp },
	{ "G", "G", pfproto_fp, pfcheck_fp, pfprint_fp },
	{ "hd", "d", "short", pfcheck_type, pfprint_sint },
	{ "hi", "i", "short", pfcheck_type, pfprint_sint },
	{ "ho", "o", "unsigned short", pfcheck_type, pfprint_uint },
	{ "hu", "u", "unsigned short", pfcheck_type, pfprint_uint },
	{ "hx", "x", "short", pfcheck_xshort, pfprint_uint },
	{ "hX", "X", "short", pfcheck_xshort, pfprint_uint },
	{ "i", "i", pfproto_xint, pfcheck_xint, pfprint_dint },
	{ "k", "s", "stack", pfcheck_stack, pfprint_stack },
	{ "lc", "lc", "int", pfcheck_type, pfprint_wchar },
	{ "ld", "d", "long", pfcheck_type, pfprint_sint },
	{ "li", "i", "long", pfcheck_type, pfprint_sint },
	{ "lo", "o", "unsigned long", pfcheck_type, pfprint_uint },
	{ "lu", "u", "unsigned long", pfcheck_type, pfprint_uint },
	{ "ls", "ls", pfproto_wstr, pfcheck_wstr, pfprint_wstr },
	{ "lx", "x", "long", pfcheck_xlong, pfprint_uint },
	{ "lX", "X", "long", pfcheck_xlong, pfprint_uint },
	{ "lld", "d", "long long", pfcheck_type, pfprint_sint },
	{ "lli", "i", "long long", pfcheck_type, pfprint_sint },
	{ "llo", "o", "unsigned long long", pfcheck_type, pfprint_uint },
	{ "llu", "u", "unsigned long long", pfcheck_type, pfprint_uint },
	{ "llx", "x", "long long", pfcheck_xlonglong, pfprint_uint },
	{ "llX", "X", "long long", pfcheck_xlonglong, pfprint_uint },
	{ "Le", "e", "long double", pfcheck_type, pfprint_fp },
	{ "LE", "E", "long double", pfcheck_type, pfprint_fp },
	{ "Lf", "f", "long double", pfcheck_type, pfprint_fp },
	{ "Lg", "g", "long double", pfcheck_type, pfprint_fp },
	{ "LG", "G", "long double", pfcheck_type, pfprint_fp },
	{ "o", "o", pfproto_xint, pfcheck_xint, pfprint_uint },
	{ "p", "x", pfproto_addr, pfcheck_ptr, pfprint_uint },
	{ "s", "s", pfproto_cstr, pfcheck_str, pfprint_cstr },
	{ "S", "s", pfproto_cstr, pfcheck_str, pfprint_estr },
	{ "T", "s", "int64_t", pfcheck_time, pfprint_time822 },
	{ "u", "u", pfproto_xint, pfcheck_xint, pfprint_uint },
	{ "wc", "lc", "int", pfcheck_type, pfprint_wchar },
	{ "ws", "ls", pfproto_wstr, pfcheck_wstr, pfprint_wstr },
	{ "x", "x", pfproto_xint, pfcheck_xint, pfprint_uint },
	{ "X", "X", pfproto_xint, pfcheck_xint, pfprint_uint },
	{ "Y", "s", "int64_t", pfcheck_time, pfprint_time },
	{ "%", "%", "void", NULL, pfprint_pct },
};
// clang-format on

static const dt_pfconv_t *pf_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(dt_pfconvs) / sizeof(dt_pfconvs[0]); i++) {
		if (strcmp(dt_pfconvs[i].pfc_name, name) == 0)
			return &dt_pfconvs[i];
	}
	return NULL;
}

static int pf_is_value(const dt_pfargd_t *pfd)
{
	return pfd->pfd_conv != NULL && pfd->pfd_conv->pfc_print != pfprint_pct;
}

/* ---------------------------------------------------------------------- */
/* Parsing */

typedef struct pf_errbuf {
	char *err;
	size_t errlen;
	dt_errtag_t *tag;
} pf_errbuf_t;

static dt_pfargd_t *pf_add(dt_pfargv_t *pfv)
{
	dt_pfargd_t *pfd;

	if (pfv->pfv_argc == pfv->pfv_cap) {
		int cap = pfv->pfv_cap ? pfv->pfv_cap * 2 : 8;
		dt_pfargd_t *a = realloc(pfv->pfv_argv, cap * sizeof(*a));

		if (a == NULL)
			return NULL;
		pfv->pfv_argv = a;
		pfv->pfv_cap = cap;
	}
	pfd = &pfv->pfv_argv[pfv->pfv_argc++];
	memset(pfd, 0, sizeof(*pfd));
	pfd->pfd_num = pfv->pfv_argc;
	return pfd;
}

/* The flag a character of a conversion sets, or 0 (flags may come in any order). */
static unsigned pf_flag_of(char c)
{
	switch (c) {
	case '#': return PF_ALT;
	case '+': return PF_SPOS;
	case '-': return PF_LEFT;
	case ' ': return PF_SPACE;
	case '\'': return PF_GROUP;
	case '@': return PF_AGG;
	default: return 0;
	}
}

/*
 * A width, or a precision after the '.', starting at p; returns its last
 * digit.  Huge numbers stop growing rather than overflow.
 */
static const char *pf_parse_number(dt_pfargd_t *pfd, const char *p, int dot)
{
	long n = 0;

	for (; isdigit((unsigned char)*p); p++) {
		if (n < INT_MAX / 10)
			n = n * 10 + (*p - '0');
	}
	if (dot)
		pfd->pfd_prec = (int)n;
	else
		pfd->pfd_width = (int)n;
	return p - 1;
}

/* The conversion named (with its length modifiers), allowed for func. */
static int pf_conv_lookup(dt_pfargd_t *pfd, const char *name, const char *func, int is_printa,
			  const pf_errbuf_t *e)
{
	if ((pfd->pfd_conv = pf_lookup(name)) == NULL) {
		pf_error(e->err, e->errlen, e->tag, D_SYNTAX,
			 "format conversion #%d is undefined: %%%s", pfd->pfd_num, name);
		return -1;
	}
	if ((pfd->pfd_flags & PF_AGG) && !is_printa) {
		pf_error(e->err, e->errlen, e->tag, D_PRINTF_AGG_CONV,
			 "%%@ conversion requires an aggregation and is not for "
			 "use with %s( )",
			 func);
		return -1;
	}
	return 0;
}

/*
 * Parse the conversion whose '%' is at p into pfd.  Returns the first
 * character after it, or NULL with the error set.
 */
static const char *pf_parse_conv(dt_pfargd_t *pfd, const char *p, const char *func, int is_printa,
				 const pf_errbuf_t *e)
{
	int num = pfd->pfd_num, dot = 0, digits = 0;
	char name[8];
	size_t namelen = 0;
	unsigned f;

	for (;;) {
		char c = *++p;

		if (pf_flag_of(c) != 0) {
			pfd->pfd_flags |= pf_flag_of(c);
			continue;
		}
		if (c >= '0' && c <= '9') {
			/* a leading 0 is a flag, not the start of the width */
			if (c == '0' && !dot && !digits) {
				pfd->pfd_flags |= PF_ZPAD;
			} else {
				p = pf_parse_number(pfd, p, dot);
				digits++;
			}
			continue;
		}
		switch (c) {
		case '*':
			f = dot ? PF_DYNPREC : PF_DYNWIDTH;
			if (pfd->pfd_flags & f) {
				pf_error(e->err, e->errlen, e->tag, D_SYNTAX,
					 "format conversion #%d has more than one "
					 "'*' specified for the output %s",
					 num, dot ? "precision" : "width");
				return NULL;
			}
			pfd->pfd_flags |= f;
			break;
		case '?':
			pfd->pfd_width = PF_PTRWIDTH;
			break;
		case '.':
			if (dot++) {
				pf_error(e->err, e->errlen, e->tag, D_SYNTAX,
					 "format conversion #%d has more than one "
					 "'.' specified",
					 num);
				return NULL;
			}
			pfd->pfd_flags |= PF_PREC;
			pfd->pfd_prec = 0;
			break;
		case '$':
			pf_error(e->err, e->errlen, e->tag, D_SYNTAX,
				 "format conversion #%d uses unsupported "
				 "positional format (%%n$)",
				 num);
			return NULL;
		case '\0':
			pf_error(e->err, e->errlen, e->tag, D_SYNTAX,
				 "format conversion #%d name expected before "
				 "end of format string",
				 num);
			return NULL;
		case '%':
			if (p[-1] != '%') {
				pf_error(e->err, e->errlen, e->tag, D_SYNTAX,
					 "format conversion #%d cannot be combined "
					 "with other format flags: %%%%",
					 num);
				return NULL;
			}
			goto name_done;
		case 'h':
		case 'l':
		case 'L':
		case 'w':
			if (namelen < sizeof(name) - 2)
				name[namelen++] = c;
			break;
		default:
name_done:
			name[namelen++] = c;
			name[namelen] = '\0';
			goto lookup;
		}
	}

lookup:
	if (pf_conv_lookup(pfd, name, func, is_printa, e) != 0)
		return NULL;
	return p + 1;
}

dt_pfargv_t *dt_printf_parse_func(const char *fmt, const char *func, int is_printa, char *err,
				  size_t errlen, dt_errtag_t *tag)
{
	pf_errbuf_t e = { err, errlen, tag };
	dt_pfargv_t *pfv;
	dt_pfargd_t *pfd;
	const char *p, *q;

	if (func == NULL)
		func = is_printa ? "printa" : "printf";
	if (*fmt == '\0') {
		pf_error(err, errlen, tag, D_PRINTF_FMT_EMPTY, "%s( ) format string is empty",
			 func);
		return NULL;
	}

	if ((pfv = calloc(1, sizeof(*pfv))) == NULL || (pfv->pfv_text = strdup(fmt)) == NULL)
		goto nomem;
	pfv->pfv_printa = is_printa;

	for (q = pfv->pfv_text; (p = strchr(q, '%')) != NULL; q = p) {
		if ((pfd = pf_add(pfv)) == NULL)
			goto nomem;
		pfd->pfd_prefix = q;
		pfd->pfd_preflen = p - q;
		if ((p = pf_parse_conv(pfd, p, func, is_printa, &e)) == NULL) {
			dt_printf_destroy(pfv);
			return NULL;
		}
	}

	if (*q != '\0') {
		if ((pfd = pf_add(pfv)) == NULL)
			goto nomem;
		pfd->pfd_prefix = q;
		pfd->pfd_preflen = strlen(q);
	}
	return pfv;

nomem:
	dt_printf_destroy(pfv);
	pf_error(err, errlen, tag, D_UNKNOWN, "out of memory");
	return NULL;
}

dt_pfargv_t *dt_printf_parse(const char *fmt, int is_printa, char *err, size_t errlen,
			     dt_errtag_t *tag)
{
	return dt_printf_parse_func(fmt, NULL, is_printa, err, errlen, tag);
}

void dt_printf_destroy(dt_pfargv_t *pfv)
{
	if (pfv == NULL)
		return;
	free(pfv->pfv_argv);
	free(pfv->pfv_text);
	free(pfv);
}

/* ---------------------------------------------------------------------- */
/* Checking */

static const char *pf_tname(const dt_pfargtype_t *a)
{
	if (a->name != NULL)
		return a->name;
	return a->base != NULL ? a->base : "?";
}

/* A '*' or '.*' argument: there must be one, and it must be an integer. */
static int pf_check_dyn(const dt_pfargd_t *pfd, const char *func, const char *star,
			const dt_pfargtype_t *args, int nargs, int j, const pf_errbuf_t *e)
{
	const char *name = pfd->pfd_conv->pfc_name;

	if (j >= nargs)
		return pf_error(e->err, e->errlen, e->tag, D_PRINTF_DYN_PROTO,
				"%s( ) prototype mismatch: conversion #%d (%%%s%s) is "
				"missing a corresponding \"*\" argument",
				func, pfd->pfd_num, star, name);
	if (!pf_is_int(&args[j]))
		return pf_error(e->err, e->errlen, e->tag, D_PRINTF_DYN_TYPE,
				"%s( ) argument #%d is incompatible with conversion #%d "
				"prototype:\n\tconversion: %% %s%s\n\t prototype: int\n"
				"\t  argument: %s",
				func, j + 2, pfd->pfd_num, star, name, pf_tname(&args[j]));
	return 0;
}

int dt_printf_check_flags(const dt_pfargv_t *pfv, const char *func, const dt_pfargtype_t *args,
			  int nargs, int flags, char *err, size_t errlen, dt_errtag_t *tag)
{
	pf_errbuf_t e = { err, errlen, tag };
	int i, j = 0;

	for (i = 0; i < pfv->pfv_argc; i++) {
		const dt_pfargd_t *pfd = &pfv->pfv_argv[i];
		const dt_pfconv_t *pfc = pfd->pfd_conv;
		const dt_pfargtype_t *a;

		if (!pf_is_value(pfd))
			continue;

		if (pfd->pfd_flags & PF_DYNWIDTH) {
			if (pf_check_dyn(pfd, func, "*", args, nargs, j, &e))
				return -1;
			j++;
		}
		if (pfd->pfd_flags & PF_DYNPREC) {
			if (pf_check_dyn(pfd, func, ".*", args, nargs, j, &e))
				return -1;
			j++;
		}

		if (j >= nargs)
			return pf_error(err, errlen, tag, D_PRINTF_ARG_PROTO,
					"%s( ) prototype mismatch: conversion #%d (%%%s) "
					"is missing a corresponding value argument",
					func, pfd->pfd_num, pfc->pfc_name);

		a = &args[j];
		if (!((pfd->pfd_flags & PF_AGG) && a->kind == DT_PF_OTHER) &&
		    !pfc->pfc_check(pfc, a, flags))
			return pf_error(err, errlen, tag, D_PRINTF_ARG_TYPE,
					"%s( ) argument #%d is incompatible with "
					"conversion #%d prototype:\n\tconversion: %%%s\n"
					"\t prototype: %s\n\t  argument: %s",
					func, j + 2, pfd->pfd_num, pfc->pfc_name, pfc->pfc_proto,
					pf_tname(a));
		j++;
	}

	if (j < nargs && !pfv->pfv_printa)
		return pf_error(err, errlen, tag, D_PRINTF_ARG_EXTRA,
				"%s( ) prototype mismatch: only %d arguments required by "
				"this format string",
				func, j);
	return 0;
}

int dt_printf_check(const dt_pfargv_t *pfv, const char *func, const dt_pfargtype_t *args, int nargs,
		    char *err, size_t errlen, dt_errtag_t *tag)
{
	return dt_printf_check_flags(pfv, func, args, nargs, 0, err, errlen, tag);
}

static int pf_slots(const dt_pfargd_t *pfd)
{
	if (!pf_is_value(pfd))
		return 0;
	return 1 + !!(pfd->pfd_flags & PF_DYNWIDTH) + !!(pfd->pfd_flags & PF_DYNPREC);
}

int dt_printf_nvalues(const dt_pfargv_t *pfv)
{
	int i, n = 0;

	for (i = 0; i < pfv->pfv_argc; i++)
		n += pf_slots(&pfv->pfv_argv[i]);
	return n;
}

int dt_printf_is_aggslot(const dt_pfargv_t *pfv, int slot)
{
	int i, n = 0;

	for (i = 0; i < pfv->pfv_argc; i++) {
		const dt_pfargd_t *pfd = &pfv->pfv_argv[i];

		n += pf_slots(pfd);
		if (slot < n)
			return slot == n - 1 && pf_is_value(pfd) && (pfd->pfd_flags & PF_AGG) != 0;
	}
	return 0;
}

/* ---------------------------------------------------------------------- */
/* Formatting */

/* A '*' value: an integer, truncated to int as C's '*' would take it. */
static int pf_dynval(const dt_pfvalue_t *v, int *out)
{
	if (!pf_int_ok(v))
		return -1;
	*out = (int)pf_ival(v);
	return 0;
}

int dt_printf_format(FILE *fp, const dt_pfargv_t *pfv, const dt_pfvalue_t *vals, int nvals,
		     const dt_pfsym_t *sym)
{
	int i, j = 0;

	for (i = 0; i < pfv->pfv_argc; i++) {
		const dt_pfargd_t *pfd = &pfv->pfv_argv[i];
		const dt_pfvalue_t *v = NULL;
		int width = pfd->pfd_width;
		int prec = (pfd->pfd_flags & PF_PREC) ? pfd->pfd_prec : -1;

		if (pfd->pfd_preflen > 0 &&
		    fwrite(pfd->pfd_prefix, 1, pfd->pfd_preflen, fp) != pfd->pfd_preflen)
			return -1;
		if (pfd->pfd_conv == NULL)
			continue;

		if (pf_is_value(pfd)) {
			if (j + pf_slots(pfd) > nvals)
				return -1;
			if ((pfd->pfd_flags & PF_DYNWIDTH) && pf_dynval(&vals[j++], &width) != 0)
				return -1;
			if ((pfd->pfd_flags & PF_DYNPREC) && pf_dynval(&vals[j++], &prec) != 0)
				return -1;
			v = &vals[j++];
		}

		if (v != NULL && v->kind == DT_PF_OTHER && (pfd->pfd_flags & PF_AGG)) {
			if (sym == NULL || sym->other == NULL || sym->other(sym->arg, fp, v) != 0)
				return -1;
			continue;
		}
		if (pfd->pfd_conv->pfc_print(fp, pfd, width, prec, v, sym) != 0)
			return -1;
	}
	return 0;
}
