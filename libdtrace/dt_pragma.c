/*
 * #pragma control lines (D-LANGUAGE.md section 1.4), handed over by the
 * lexer with the text after the word "pragma".
 */
#define _GNU_SOURCE	/* asprintf */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <unistd.h>
#include <strings.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_ident.h"

#define DT_PRAGMA_MAXTOK	16

/* Split text into at most DT_PRAGMA_MAXTOK words (in place). */
/*
 * The words of a control line, written to out (room for the text and a NUL
 * per word): runs of characters other than white space and '"', and
 * "quoted strings" (a word of their own, quotes removed, \" and \\
 * unescaped), as DTrace's lexer reads them: a"b c"d is a, b c and d.  A
 * string left open is D_STR_NL, as in a clause.
 */
static int dt_pragma_split(dt_pcb_t *pcb, int line, const char *s, char *out, char *tok[])
{
	int n = 0;

	while (n < DT_PRAGMA_MAXTOK) {
		while (isspace((unsigned char)*s))
			s++;
		if (*s == '\0')
			break;
		tok[n++] = out;
		if (*s == '"') {
			for (s++; *s != '"'; s++) {
				if (*s == '\0')
					dt_pcb_error(pcb, D_STR_NL, line + 1,
						     "newline encountered in string literal");
				if (*s == '\\' && (s[1] == '"' || s[1] == '\\'))
					s++;
				*out++ = *s;
			}
			s++;
		} else {
			while (*s != '\0' && *s != '"' && !isspace((unsigned char)*s))
				*out++ = *s++;
		}
		*out++ = '\0';
	}
	return n;
}

static void dt_pragma_option(dt_pcb_t *pcb, int line, int n, char *tok[])
{
	char *name, *val;

	if (n < 3)
		dt_pcb_error(pcb, D_PRAGMA_MALFORM, line, "malformed #pragma D option");
	if (n > 3)
		dt_pcb_error(pcb, D_PRAGMA_MALFORM, line, "#pragma option requires only one argument");
	name = tok[2];
	val = strchr(name, '=');
	if (val != NULL)
		*val++ = '\0';
	if (dtrace_setopt(pcb->pcb_hdl, name, val) != 0) {
		char why[sizeof(pcb->pcb_hdl->dt_errmsg)];

		/* the error below rewrites dt_errmsg: copy the reason first */
		snprintf(why, sizeof(why), "%s", pcb->pcb_hdl->dt_errmsg);
		if (val != NULL)
			dt_pcb_error(pcb, D_PRAGMA_OPTSET, line,
				     "failed to set option '%s' to '%s': %s", name, val, why);
		dt_pcb_error(pcb, D_PRAGMA_OPTSET, line, "failed to set option '%s': %s", name,
			     why);
	}
}

/* Module names are the same with - or _ (the kernel turns - into _). */
static int dt_pragma_modname_eq(const char *a, const char *b)
{
	for (; *a != '\0' && *b != '\0'; a++, b++) {
		if (*a != *b && !((*a == '-' || *a == '_') && (*b == '-' || *b == '_')))
			return 0;
	}
	return *a == *b;
}

/*
 * A kernel module is there if it is the kernel itself, built in with a
 * /sys/module entry, or loaded (/proc/modules).
 */
static int dt_pragma_module_present(const char *name)
{
	char path[PATH_MAX], line[512];
	int found = 0;
	FILE *fp;

	if (strcmp(name, "vmlinux") == 0)
		return 1;
	if (strchr(name, '/') == NULL && strcmp(name, ".") != 0 && strcmp(name, "..") != 0) {
		snprintf(path, sizeof(path), "/sys/module/%s", name);
		for (char *p = path + strlen("/sys/module/"); *p != '\0'; p++)
			*p = *p == '-' ? '_' : *p;
		if (access(path, F_OK) == 0)
			return 1;
	}
	fp = fopen("/proc/modules", "r");
	if (fp == NULL)
		return 0;
	while (!found && fgets(line, sizeof(line), fp) != NULL) {
		line[strcspn(line, " \n")] = '\0';
		found = dt_pragma_modname_eq(line, name);
	}
	fclose(fp);
	return found;
}

static void dt_pragma_depends(dt_pcb_t *pcb, int line, int n, char *tok[])
{
	if (n != 4)
		dt_pcb_error(pcb, D_PRAGMA_MALFORM, line, "malformed #pragma depends_on <class> <name>");
	if (strcmp(tok[2], "provider") == 0) {
		if (dt_provider_lookup(pcb->pcb_hdl, tok[3]) == NULL)
			dt_pcb_error(pcb, D_PRAGMA_DEPEND, line, "program requires provider %s", tok[3]);
	} else if (strcmp(tok[2], "library") == 0) {
		if (!pcb->pcb_library)
			dt_pcb_error(pcb, D_PRAGMA_INVAL, line,
				     "main program may not explicitly depend on a library");
		if (dt_dlib_require(pcb->pcb_hdl, tok[3]) != 0) {
			char why[sizeof(pcb->pcb_hdl->dt_errmsg)];

			snprintf(why, sizeof(why), "%s", pcb->pcb_hdl->dt_errmsg);
			dt_pcb_error(pcb, D_PRAGMA_DEPEND, line, "%s", why);
		}
	} else if (strcmp(tok[2], "module") == 0) {
		if (!dt_pragma_module_present(tok[3]))
			dt_pcb_error(pcb, D_PRAGMA_DEPEND, line, "program requires module %s", tok[3]);
	} else {
		dt_pcb_error(pcb, D_PRAGMA_INVAL, line, "invalid class %s specified by #pragma depends_on",
			     tok[2]);
	}
}

/* Remember an identifier a pragma names: dt_pragma_check() wants it defined. */
static void dt_pragma_name(dt_pcb_t *pcb, int line, const char *kind, const char *name)
{
	int n = pcb->pcb_npragnames;
	char **names = realloc(pcb->pcb_pragnames, (n + 1) * sizeof(char *));
	int *lines = names ? realloc(pcb->pcb_praglines, (n + 1) * sizeof(int)) : NULL;

	if (names != NULL)
		pcb->pcb_pragnames = names;
	if (lines != NULL)
		pcb->pcb_praglines = lines;
	if (names == NULL || lines == NULL || asprintf(&names[n], "%s %s", kind, name) < 0)
		dt_pcb_error(pcb, D_UNKNOWN, line, "out of memory");
	lines[n] = line;
	pcb->pcb_npragnames = n + 1;
}

static int dt_pragma_word(const char *w, const char *const *words, int n)
{
	for (int i = 0; i < n; i++) {
		if (strcasecmp(w, words[i]) == 0)
			return 1;
	}
	return 0;
}

/* #pragma D attributes Name/Data/Class ident (the provider form is not checked). */
static void dt_pragma_attributes(dt_pcb_t *pcb, int line, int n, char *tok[])
{
	static const char *const stab[] = { "Internal", "Private", "Obsolete", "External",
					    "Unstable", "Evolving", "Stable", "Standard" };
	static const char *const cls[] = { "Unknown", "CPU", "Platform", "Group", "ISA", "Common" };
	char a[64], *s1, *s2;
	dt_ident_t *idp;

	if (n < 4)
		dt_pcb_error(pcb, D_PRAGMA_MALFORM, line, "malformed #pragma attributes");
	snprintf(a, sizeof(a), "%s", tok[2]);
	s1 = strchr(a, '/');
	s2 = s1 ? strchr(s1 + 1, '/') : NULL;
	if (s2 == NULL || (*s1 = *s2 = '\0', !dt_pragma_word(a, stab, 8)) ||
	    !dt_pragma_word(s1 + 1, stab, 8) || !dt_pragma_word(s2 + 1, cls, 6))
		dt_pcb_error(pcb, D_PRAGMA_INVAL, line,
			     "invalid attributes specified by #pragma attributes");
	if (strcmp(tok[3], "provider") == 0)
		return;
	idp = dt_ident_lookup(pcb->pcb_hdl, tok[3]);
	if (idp != NULL && (idp->di_kind == DT_IDENT_BUILTIN || idp->di_kind == DT_IDENT_FUNC))
		dt_pcb_error(pcb, D_PRAGMA_SCOPE, line, "attributes for %s may not be modified",
			     tok[3]);
	dt_pragma_name(pcb, line, "attributes", tok[3]);
}

/* #pragma D binding "major.minor[.micro]" ident */
static void dt_pragma_binding(dt_pcb_t *pcb, int line, int n, char *tok[])
{
	const char *v = tok[2];
	unsigned a, b, c;
	char end;

	if (n < 4)
		dt_pcb_error(pcb, D_PRAGMA_MALFORM, line, "malformed #pragma binding");
	if (*v == '"')
		v++;
	if (sscanf(v, "%u.%u.%u%c", &a, &b, &c, &end) < 2 ||
	    (sscanf(v, "%u.%u%c", &a, &b, &end) == 3 && end != '"' && end != '.'))
		dt_pcb_error(pcb, D_PRAGMA_INVAL, line,
			     "invalid version string specified by #pragma binding");
	dt_pragma_name(pcb, line, "binding", tok[3]);
}

/*
 * After the program is compiled: every name a #pragma D attributes or
 * binding gave is defined (as a variable, inline, constant or type).
 */
void dt_pragma_check(dt_pcb_t *pcb)
{
	for (int i = 0; i < pcb->pcb_npragnames; i++) {
		char *name = strchr(pcb->pcb_pragnames[i], ' ') + 1;

		if (dt_ident_lookup(pcb->pcb_hdl, name) != NULL ||
		    dt_type_by_name(pcb->pcb_hdl, name, NULL) == 0)
			continue;
		name[-1] = '\0';
		dt_pcb_error(pcb, D_PRAGMA_UNUSED, pcb->pcb_praglines[i], "unused #pragma %s",
			     pcb->pcb_pragnames[i]);
	}
}

void dt_pragma_free(dt_pcb_t *pcb)
{
	for (int i = 0; i < pcb->pcb_npragnames; i++)
		free(pcb->pcb_pragnames[i]);
	free(pcb->pcb_pragnames);
	free(pcb->pcb_praglines);
}

/* #pragma error and #error: the words, each followed by a space, as in DTrace */
static void __attribute__((noreturn)) dt_pragma_errmsg(dt_pcb_t *pcb, int line, int n, char *tok[])
{
	char msg[1024] = "#error: ";

	for (int i = 1; i < n; i++) {
		strncat(msg, tok[i], sizeof(msg) - strlen(msg) - 2);
		strcat(msg, " ");
	}
	dt_pcb_error(pcb, D_PRAGERR, line, "%s", msg);
}

/* #error words: text is what follows "#error" */
void dt_pragma_error(dt_pcb_t *pcb, int line, const char *text)
{
	char copy[2048], words[sizeof(copy) + DT_PRAGMA_MAXTOK], *tok[DT_PRAGMA_MAXTOK];

	snprintf(copy, sizeof(copy), "error %s", text);
	dt_pragma_errmsg(pcb, line, dt_pragma_split(pcb, line, copy, words, tok), tok);
}

void dt_pragma(dt_pcb_t *pcb, int line, const char *text)
{
	char copy[2048], words[sizeof(copy) + DT_PRAGMA_MAXTOK], *tok[DT_PRAGMA_MAXTOK];
	int n;

	/* on the stack: the errors below unwind with longjmp */
	snprintf(copy, sizeof(copy), "%s", text);
	n = dt_pragma_split(pcb, line, copy, words, tok);
	if (n == 0 || strcmp(tok[0], "ident") == 0) {
		return;
	}
	if (strcmp(tok[0], "error") == 0)
		dt_pragma_errmsg(pcb, line, n, tok);
	if (strcmp(tok[0], "D") != 0 || n < 2) {
		/* other pragmas are not ours */
		return;
	}
	if (strcmp(tok[1], "option") == 0)
		dt_pragma_option(pcb, line, n, tok);
	else if (strcmp(tok[1], "depends_on") == 0)
		dt_pragma_depends(pcb, line, n, tok);
	else if (strcmp(tok[1], "attributes") == 0)
		dt_pragma_attributes(pcb, line, n, tok);
	else if (strcmp(tok[1], "binding") == 0)
		dt_pragma_binding(pcb, line, n, tok);
	else {
		char msg[256];

		snprintf(msg, sizeof(msg), "invalid D pragma: %s", tok[1]);
		dt_pcb_error(pcb, D_PRAGMA_INVAL, line, "%s", msg);
	}
}
