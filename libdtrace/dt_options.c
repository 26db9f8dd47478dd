/*
 * Options (-x name=value, #pragma D option, DTRACE_OPT_* variables).
 *
 * Every option of D-LANGUAGE.md section 11 is known here with the syntax of
 * its value (size, time/rate, boolean, integer, or a fixed set of words).
 * Values are kept as int64 on the handle; the stages read them with dt_opt(),
 * which supplies the default.  Options that only make sense once the feature
 * exists are accepted and stored, so that scripts written for DTrace compile.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "dt_impl.h"
#include "dt_proc.h"
#include "dt_stability.h"

typedef enum dt_optkind {
	DT_OK_SIZE = 1,	/* number with k/m/g/t suffix */
	DT_OK_RATE,	/* time with ns..day suffix or hz; stored in ns */
	DT_OK_BOOL,	/* flag with optional yes/no value */
	DT_OK_INT,	/* plain non-negative integer */
	DT_OK_FLAG,	/* compile-time flag: no value */
	DT_OK_WORD,	/* one of a fixed set of words, stored as its index */
	DT_OK_ANY,	/* any text or none, accepted and ignored */
	DT_OK_TEXT,	/* any text (a path, arguments), but a value is required */
	DT_OK_ATTR	/* stability attributes Name/Data/Class (dt_stability.c) */
} dt_optkind_t;

typedef struct dt_optdesc {
	const char *name;
	int id;			/* enum dt_option, or -1 when not stored */
	dt_optkind_t kind;
	int64_t dflt;
	const char *words;	/* DT_OK_WORD: space-separated choices */
} dt_optdesc_t;

static const dt_optdesc_t dt_optdescs[] = {
	{ "aggrate", DT_OPT_AGGRATE, DT_OK_RATE, 0 },
	{ "aggsize", DT_OPT_AGGSIZE, DT_OK_SIZE, 4 << 20 },
	{ "bpflog", DT_OPT_BPFLOG, DT_OK_BOOL, 0 },
	{ "bpflogsize", DT_OPT_BPFLOGSIZE, DT_OK_SIZE, 16 << 20 },
	{ "bufpolicy", DT_OPT_BUFPOLICY, DT_OK_WORD, 2, "ring fill switch" },
	{ "bufresize", DT_OPT_BUFRESIZE, DT_OK_WORD, 0, "auto manual" },
	{ "bufsize", DT_OPT_BUFSIZE, DT_OK_SIZE, 4 << 20 },
	{ "cleanrate", DT_OPT_CLEANRATE, DT_OK_RATE, 101010101 },
	{ "cpu", DT_OPT_CPU, DT_OK_INT, DT_OPT_UNSET },
	{ "destructive", DT_OPT_DESTRUCTIVE, DT_OK_BOOL, 0 },
	{ "dynvarsize", DT_OPT_DYNVARSIZE, DT_OK_SIZE, 1 << 20 },
	{ "flowindent", DT_OPT_FLOWINDENT, DT_OK_BOOL, 0 },
	{ "grabanon", DT_OPT_GRABANON, DT_OK_BOOL, 0 },
	{ "jstackframes", DT_OPT_JSTACKFRAMES, DT_OK_INT, 50 },
	{ "jstackstrsize", DT_OPT_JSTACKSTRSIZE, DT_OK_SIZE, 512 },
	{ "lockmem", DT_OPT_LOCKMEM, DT_OK_SIZE, DT_OPT_UNSET },
	{ "maxframes", DT_OPT_MAXFRAMES, DT_OK_INT, 127 },
	{ "nspec", DT_OPT_NSPEC, DT_OK_INT, 1 },
	{ "noresolve", DT_OPT_NORESOLVE, DT_OK_BOOL, 0 },
	{ "pcapsize", DT_OPT_PCAPSIZE, DT_OK_SIZE, 1514 },
	{ "quiet", DT_OPT_QUIET, DT_OK_BOOL, 0 },
	{ "rawbytes", DT_OPT_RAWBYTES, DT_OK_BOOL, 0 },
	{ "scratchsize", DT_OPT_SCRATCHSIZE, DT_OK_SIZE, 256 },
	{ "specsize", DT_OPT_SPECSIZE, DT_OK_SIZE, 4 << 20 },
	{ "stackframes", DT_OPT_STACKFRAMES, DT_OK_INT, 20 },
	{ "stackindent", DT_OPT_STACKINDENT, DT_OK_INT, 14 },
	{ "statusrate", DT_OPT_STATUSRATE, DT_OK_RATE, 1000000000 },
	{ "strsize", DT_OPT_STRSIZE, DT_OK_SIZE, 256 },
	{ "switchrate", DT_OPT_SWITCHRATE, DT_OK_RATE, 0 },
	{ "ustackframes", DT_OPT_USTACKFRAMES, DT_OK_INT, 100 },
	{ "aggsortkey", DT_OPT_AGGSORTKEY, DT_OK_BOOL, 0 },
	{ "aggsortkeypos", DT_OPT_AGGSORTKEYPOS, DT_OK_INT, 0 },
	{ "aggsortpos", DT_OPT_AGGSORTPOS, DT_OK_INT, 0 },
	{ "aggsortrev", DT_OPT_AGGSORTREV, DT_OK_BOOL, 0 },
	{ "quietresize", DT_OPT_QUIETRESIZE, DT_OK_BOOL, 0 },
	{ "printsize", DT_OPT_PRINTSIZE, DT_OK_SIZE, 8192 },
	{ "aggpercpu", DT_OPT_AGGPERCPU, DT_OK_BOOL, 0 },
	/* ustack(): user stack bytes copied for the consumer's unwinding; 0: frame pointers */
	{ "ustackcopy", DT_OPT_USTACKCOPY, DT_OK_SIZE, 8192 },
	{ "errtags", DT_OPT_ERRTAGS, DT_OK_FLAG, 0 },
	{ "zdefs", DT_OPT_ZDEFS, DT_OK_FLAG, 0 },
	{ "defaultargs", DT_OPT_DEFAULTARGS, DT_OK_FLAG, 0 },
	{ "argref", DT_OPT_ARGREF, DT_OK_FLAG, 0 },
	{ "empty", DT_OPT_EMPTY, DT_OK_FLAG, 0 },
	{ "pspec", DT_OPT_PSPEC, DT_OK_FLAG, 0 },
	{ "nolibs", DT_OPT_NOLIBS, DT_OK_FLAG, 0 },
	{ "droptags", DT_OPT_DROPTAGS, DT_OK_FLAG, 0 },
	{ "verbose", DT_OPT_VERBOSE, DT_OK_FLAG, 0 },
	{ "disasm", DT_OPT_DISASM, DT_OK_ANY, 0 },
	{ "debug", DT_OPT_DEBUG, DT_OK_FLAG, 0 },
	{ "cpp", DT_OPT_CPP, DT_OK_FLAG, 0 },
	{ "define", -1, DT_OK_ANY }, { "undef", -1, DT_OK_ANY },
	{ "incdir", -1, DT_OK_ANY }, { "cpphdrs", -1, DT_OK_FLAG },
	{ "cpppath", -1, DT_OK_TEXT }, { "cppargs", -1, DT_OK_TEXT },
	/* accepted for compatibility; they change nothing on Linux yet */
	{ "amin", DT_OPT_AMIN, DT_OK_ATTR, DT_OPT_UNSET }, { "version", -1, DT_OK_ANY },
	{ "knodefs", -1, DT_OK_FLAG }, { "kdefs", -1, DT_OK_FLAG },
	{ "unodefs", -1, DT_OK_FLAG }, { "udefs", -1, DT_OK_FLAG },
	{ "linkmode", -1, DT_OK_WORD, 0, "kernel dynamic static" },
	{ "linktype", -1, DT_OK_WORD, 0, "elf dof" },
	{ "evaltime", -1, DT_OK_ANY }, { "libdir", -1, DT_OK_ANY },
	{ "syslibdir", -1, DT_OK_TEXT }, { "stdc", -1, DT_OK_ANY },
	{ "tree", -1, DT_OK_INT }, { "lazyload", -1, DT_OK_ANY },
	{ "core", -1, DT_OK_FLAG }, { "strip", -1, DT_OK_FLAG },
	{ "ldpath", -1, DT_OK_TEXT }, { "modpath", -1, DT_OK_TEXT },
	{ "procfspath", -1, DT_OK_TEXT }, { "ctfpath", -1, DT_OK_TEXT },
	{ "late", -1, DT_OK_WORD, 0, "dynamic static" }, { "preallocate", -1, DT_OK_SIZE },
	{ "iregs", -1, DT_OK_INT }, { "tregs", -1, DT_OK_INT },
	{ NULL }
};

static const dt_optdesc_t *dt_optdesc(const char *name)
{
	const dt_optdesc_t *od;

	for (od = dt_optdescs; od->name != NULL; od++) {
		if (strcmp(od->name, name) == 0)
			return od;
	}
	return NULL;
}

void dt_options_init(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < DT_OPT_MAX; i++)
		dtp->dt_options[i] = DT_OPT_UNSET;
}

int64_t dt_opt(dtrace_hdl_t *dtp, enum dt_option id)
{
	const dt_optdesc_t *od;

	if (dtp->dt_options[id] != DT_OPT_UNSET)
		return dtp->dt_options[id];
	for (od = dt_optdescs; od->name != NULL; od++) {
		if (od->id == (int)id)
			return od->dflt;
	}
	return 0;
}

/*
 * Parse a number in decimal, 0x hex or 0 octal, after blanks and a "+" as
 * DTrace's strtoull() takes them; end points past it.
 */
static int dt_optval_num(const char *s, uint64_t *v, const char **end)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '+')
		s++;
	if (!isdigit((unsigned char)*s))
		return -1;
	errno = 0;
	*v = strtoull(s, &e, 0);
	if (errno != 0)
		return -1;
	*end = e;
	return 0;
}

static int dt_optval_size(const char *s, int64_t *out)
{
	const char *e;
	uint64_t v;
	int shift = 0;

	if (dt_optval_num(s, &v, &e) != 0)
		return -1;
	if (*e != '\0') {
		switch (tolower((unsigned char)*e)) {
		case 't': shift = 40; break;
		case 'g': shift = 30; break;
		case 'm': shift = 20; break;
		case 'k': shift = 10; break;
		default: return -1;
		}
		if (e[1] != '\0')
			return -1;
	}
	if (shift && v > (UINT64_MAX >> 1) >> shift)
		return -1;
	*out = (int64_t)(v << shift);
	return 0;
}

/* Time suffixes and their value in nanoseconds; "hz" is handled apart. */
static const struct { const char *sfx; uint64_t mul; } dt_time_units[] = {
	{ "ns", 1 }, { "nsec", 1 }, { "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 }, { "s", 1000000000 },
	{ "sec", 1000000000 }, { "m", 60000000000ULL }, { "min", 60000000000ULL },
	{ "h", 3600000000000ULL }, { "hour", 3600000000000ULL },
	{ "d", 86400000000000ULL }, { "day", 86400000000000ULL },
	{ NULL, 0 }
};

int dt_optval_time(const char *s, int64_t *out)
{
	const char *e;
	uint64_t v;

	if (dt_optval_num(s, &v, &e) != 0)
		return -1;
	if (*e == '\0') {
		*out = (int64_t)v;
		return 0;
	}
	/* any case, as DTrace; 0hz is 0 */
	if (strcasecmp(e, "hz") == 0) {
		*out = v == 0 ? 0 : (int64_t)(1000000000ULL / v);
		return 0;
	}
	for (int i = 0; dt_time_units[i].sfx != NULL; i++) {
		if (strcasecmp(e, dt_time_units[i].sfx) == 0) {
			*out = (int64_t)(v * dt_time_units[i].mul);
			return 0;
		}
	}
	return -1;
}

static int dt_optval_bool(const char *s, int64_t *out)
{
	static const char *const yes[] = { "yes", "enable", "enabled", "true", "on", "set", NULL };
	static const char *const no[] = { "no", "disable", "disabled", "false", "off", "unset", NULL };
	const char *e;
	uint64_t v;

	if (s == NULL) {
		*out = 1;
		return 0;
	}
	if (*s == '\0') {
		*out = 0;
		return 0;
	}
	for (int i = 0; yes[i] != NULL; i++) {
		if (strcasecmp(s, yes[i]) == 0)
			return *out = 1, 0;
		if (strcasecmp(s, no[i]) == 0)
			return *out = 0, 0;
	}
	/* a number, 0 too, sets it: DTrace tells set from unset, not the value */
	if (dt_optval_num(s, &v, &e) == 0 && *e == '\0')
		return *out = 1, 0;
	return -1;
}

static int dt_optval_word(const dt_optdesc_t *od, const char *s, int64_t *out)
{
	const char *w = od->words;
	size_t len = strlen(s);
	int i = 0;

	while (*w != '\0') {
		size_t wl = strcspn(w, " ");

		if (wl == len && strncmp(w, s, len) == 0)
			return *out = i, 0;
		w += wl;
		w += *w == ' ';
		i++;
	}
	return -1;
}

static int dt_optval(const dt_optdesc_t *od, const char *val, int64_t *out)
{
	const char *e;
	uint64_t v;

	switch (od->kind) {
	case DT_OK_BOOL:
		return dt_optval_bool(val, out);
	case DT_OK_FLAG:
		return val != NULL ? -1 : (*out = 1, 0);
	case DT_OK_ANY:
		*out = 1;
		return 0;
	default:
		break;
	}
	if (val == NULL)
		return -1;
	switch (od->kind) {
	case DT_OK_TEXT:
		*out = 1;
		return 0;
	case DT_OK_SIZE:
		return dt_optval_size(val, out);
	case DT_OK_RATE:
		return dt_optval_time(val, out);
	case DT_OK_WORD:
		return dt_optval_word(od, val, out);
	case DT_OK_ATTR: {
		dt_attr_t a;

		if (dt_attr_parse(val, &a) != 0)
			return -1;
		*out = dt_attr_pack(a);
		return 0;
	}
	default:
		if (dt_optval_num(val, &v, &e) != 0 || *e != '\0' || v > INT64_MAX)
			return -1;
		*out = (int64_t)v;
		return 0;
	}
}

/*
 * Options of the preprocessor and the paths of the tools and files the
 * compiler reads: DTrace refuses them from a #pragma inside a D program
 * (once its value is found good).
 */
static int dt_opt_cmdline_only(const char *opt)
{
	static const char *const names[] = {
		"cppargs", "cpphdrs", "cpppath", "define", "undef", "incdir", "stdc",
		"ldpath", "modpath", "ctfpath", "procfspath", NULL
	};

	for (int i = 0; names[i] != NULL; i++) {
		if (strcmp(names[i], opt) == 0)
			return 1;
	}
	return 0;
}

int dtrace_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val)
{
	const dt_optdesc_t *od = dt_optdesc(opt);
	int64_t v;

	if (od == NULL)
		return dt_set_errmsg(dtp, D_NONE, "Invalid option name");
	if (strcmp(opt, "version") == 0 && dt_version_check(dtp, val) != 0)
		return -1;
	/* -X a|c|s|t */
	if (strcmp(opt, "stdc") == 0 &&
	    (val == NULL || strlen(val) != 1 || strchr("acst", *val) == NULL))
		return dt_set_errmsg(dtp, D_NONE, "Invalid value for specified option");
	if (dt_optval(od, val, &v) != 0)
		return dt_set_errmsg(dtp, D_NONE, "Invalid value for specified option");
	/* yypcb is set while a D program is being compiled: this is a #pragma */
	if (yypcb != NULL && dt_opt_cmdline_only(opt))
		return dt_set_errmsg(dtp, D_NONE, "Option cannot be used from within a D program");
	if ((od->id == DT_OPT_STRSIZE && v < 2) || (strcmp(opt, "tree") == 0 && v < 1))
		return dt_set_errmsg(dtp, D_NONE, "Invalid value for specified option");
	if (dtp->dt_active && od->id != DT_OPT_QUIET && od->id != DT_OPT_FLOWINDENT &&
	    od->id != DT_OPT_RAWBYTES && od->id != DT_OPT_STACKINDENT &&
	    od->id != DT_OPT_SWITCHRATE && od->id != DT_OPT_AGGRATE &&
	    od->id != DT_OPT_QUIETRESIZE && od->id != DT_OPT_PRINTSIZE &&
	    strncmp(opt, "aggsort", 7) != 0)
		return dt_set_errmsg(dtp, D_NONE, "Operation illegal when tracing is active");
	if (od->id >= 0)
		dtp->dt_options[od->id] = v;
	if (strcmp(opt, "libdir") == 0) {
		char **v = realloc(dtp->dt_libdirs, (dtp->dt_nlibdirs + 1) * sizeof(char *));

		if (v == NULL || val == NULL || (v[dtp->dt_nlibdirs] = strdup(val)) == NULL) {
			if (v != NULL)
				dtp->dt_libdirs = v;
			return dt_set_errmsg(dtp, D_NONE, "Invalid value for specified option");
		}
		dtp->dt_libdirs = v;
		dtp->dt_nlibdirs++;
		return 0;
	}
	if (strcmp(opt, "evaltime") == 0)
		return dt_proc_setevaltime(dtp, val);
	if (strcmp(opt, "define") == 0 || strcmp(opt, "undef") == 0 ||
	    strcmp(opt, "incdir") == 0 || strcmp(opt, "cpphdrs") == 0 ||
	    strcmp(opt, "cpppath") == 0 || strcmp(opt, "stdc") == 0 ||
	    strcmp(opt, "cppargs") == 0)
		return dt_cpp_setopt(dtp, opt, val);
	return 0;
}

int dtrace_getopt(dtrace_hdl_t *dtp, const char *opt, int64_t *val)
{
	const dt_optdesc_t *od = dt_optdesc(opt);

	if (od == NULL || od->id < 0)
		return dt_set_errmsg(dtp, D_NONE, "Invalid option name");
	*val = dt_opt(dtp, od->id);
	return 0;
}
