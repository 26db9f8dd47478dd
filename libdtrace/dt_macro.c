/*
 * Macro variables and arguments (D-LANGUAGE.md section 1.5).
 *
 * The lexer (dt_lex.l) replaces $0..$N, $$N and the process variables
 * ($pid, $target, ...) while it reads the program: in expressions by the
 * node dt_macro_node() returns, in probe descriptions by the text
 * dt_macro_pdesc() substitutes.  Arguments used are marked in
 * pcb->pcb_argref, so that the compiler can later report operands that were
 * never referenced (D_MACRO_UNUSED).
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"

/*
 * The text of argument $name (all digits), marked as referenced; NULL if it
 * was not given and -x defaultargs is set.
 */
static const char *dt_macro_arg(dt_pcb_t *pcb, const char *name, int strmacro, int line)
{
	unsigned long i;
	char *end;

	errno = 0;
	i = strtoul(name, &end, 10);
	if (errno == 0 && *end == '\0' && i < (unsigned long)pcb->pcb_argc) {
		if (pcb->pcb_argref != NULL)
			pcb->pcb_argref[i] = 1;
		return pcb->pcb_argv[i];
	}
	if (pcb->pcb_cflags & DTRACE_C_DEFARG)
		return NULL;
	dt_pcb_error(pcb, D_MACRO_UNDEF, line, "macro argument %s%s is not defined",
		     strmacro ? "$$" : "$", name);
}

/* The process macro variables: 0 and the value, or -1 if unknown. */
static int dt_macro_var(dt_pcb_t *pcb, const char *name, int64_t *vp)
{
	if (strcmp(name, "pid") == 0)
		*vp = getpid();
	else if (strcmp(name, "ppid") == 0)
		*vp = getppid();
	else if (strcmp(name, "pgid") == 0)
		*vp = getpgid(0);
	else if (strcmp(name, "sid") == 0)
		*vp = getsid(0);
	else if (strcmp(name, "uid") == 0)
		*vp = getuid();
	else if (strcmp(name, "euid") == 0)
		*vp = geteuid();
	else if (strcmp(name, "gid") == 0)
		*vp = getgid();
	else if (strcmp(name, "egid") == 0)
		*vp = getegid();
	else if (strcmp(name, "target") == 0)
		*vp = pcb->pcb_hdl != NULL ? pcb->pcb_hdl->dt_target : 0;
	else
		return -1;
	return 0;
}

static int64_t dt_macro_var_value(dt_pcb_t *pcb, const char *name, int strmacro, int line)
{
	int64_t v;

	if (dt_macro_var(pcb, name, &v) != 0)
		dt_pcb_error(pcb, D_MACRO_UNDEF, line, "macro variable %s%s is not defined",
			     strmacro ? "$$" : "$", name);
	return v;
}

static int dt_macro_isident(const char *s)
{
	if (!isalpha((unsigned char)*s) && *s != '_')
		return 0;
	while (isalnum((unsigned char)*s) || *s == '_')
		s++;
	return *s == '\0';
}

static dt_node_t *dt_macro_at(dt_node_t *dnp, int line)
{
	dnp->dn_line = line;
	return dnp;
}

/*
 * An argument's value: a number is an integer constant (a leading sign is
 * an operator applied to it), an identifier is an identifier, anything
 * else a string (surrounding double quotes removed).
 */
static dt_node_t *dt_macro_value(dt_pcb_t *pcb, const char *v, const char *name, int line)
{
	const char *p = v, *bad;
	unsigned iflags;
	uint64_t val;
	size_t len;
	dt_node_t *dnp;

	if (*p == '+' || *p == '-')
		p++;
	if (isdigit((unsigned char)*p)) {
		switch (dt_node_strtoint(p, &val, &iflags, &bad)) {
		case 0:
			dnp = dt_macro_at(dt_node_int(pcb, val, iflags), line);
			if (p != v)
				dnp = dt_macro_at(dt_node_op1(pcb, *v == '-' ?
					DT_OP_INEG : DT_OP_IPOS, dnp), line);
			return dnp;
		case DT_STRTOINT_OFLOW:
			dt_pcb_error(pcb, D_MACRO_OFLOW, line, "macro argument $%s "
				     "constant %s results in integer overflow", name, v);
		}
	}
	if (dt_macro_isident(v))
		return dt_macro_at(dt_node_ident(pcb, strdup(v)), line);
	len = strlen(v);
	if (len >= 2 && v[0] == '"' && v[len - 1] == '"')
		return dt_macro_at(dt_node_str(pcb, strndup(v + 1, len - 2)), line);
	return dt_macro_at(dt_node_str(pcb, strdup(v)), line);
}

dt_node_t *dt_macro_node(dt_pcb_t *pcb, const char *name, int strmacro, int line)
{
	const char *v;
	char buf[32];
	int64_t val;

	if (isdigit((unsigned char)*name)) {
		v = dt_macro_arg(pcb, name, strmacro, line);
		if (v == NULL)
			return dt_macro_at(strmacro ? dt_node_str(pcb, strdup(""))
					   : dt_node_int(pcb, 0, DT_IF_DECIMAL), line);
		if (strmacro)
			return dt_macro_at(dt_node_str(pcb, strdup(v)), line);
		return dt_macro_value(pcb, v, name, line);
	}
	if (strcmp(name, "cwd") == 0) {
		/* $cwd: dtrace's working directory, a string (not in Oracle's D) */
		char cwd[4096];

		if (getcwd(cwd, sizeof(cwd)) == NULL)
			snprintf(cwd, sizeof(cwd), "%s", "");
		return dt_macro_at(dt_node_str(pcb, strdup(cwd)), line);
	}
	val = dt_macro_var_value(pcb, name, strmacro, line);
	if (strmacro) {
		snprintf(buf, sizeof(buf), "%" PRId64, val);
		return dt_macro_at(dt_node_str(pcb, strdup(buf)), line);
	}
	return dt_macro_at(dt_node_int(pcb, val, DT_IF_DECIMAL), line);
}

static int dt_macro_defined(dt_pcb_t *pcb, const char *name)
{
	unsigned long i;
	int64_t v;

	if (!isdigit((unsigned char)*name))
		return dt_macro_var(pcb, name, &v) == 0;
	errno = 0;
	i = strtoul(name, NULL, 10);
	return (errno == 0 && i < (unsigned long)pcb->pcb_argc) ||
	       (pcb->pcb_cflags & DTRACE_C_DEFARG);
}

/*
 * Substitute the macro at *pp ('$' or "$$" and a name) into out (if not
 * NULL); returns the length of the value and advances *pp past the macro,
 * or returns -1 if there is no macro name at *pp.  pdesc is the probe
 * description the macro is in.
 */
static ssize_t dt_macro_subst(dt_pcb_t *pcb, const char **pp, char *out, int line,
			      const char *pdesc)
{
	const char *p = *pp + 1, *v;
	int strmacro = 0;
	char name[64], buf[32];
	size_t n = 0;

	if (*p == '$') {
		strmacro = 1;
		p++;
	}
	if (isdigit((unsigned char)*p)) {
		while (isdigit((unsigned char)p[n]))
			n++;
	} else if (isalpha((unsigned char)*p) || *p == '_') {
		while (isalnum((unsigned char)p[n]) || p[n] == '_')
			n++;
	}
	if (n == 0)
		return -1;
	if (n >= sizeof(name))
		dt_pcb_error(pcb, D_MACRO_UNDEF, line, "macro %s%.*s is not defined",
			     strmacro ? "$$" : "$", (int)n, p);
	memcpy(name, p, n);
	name[n] = '\0';
	*pp = p + n;

	/* in a probe description, DTrace says so of the whole description */
	if (pdesc != NULL && !dt_macro_defined(pcb, name))
		dt_pcb_error(pcb, D_PDESC_INVAL, line, "invalid probe description \"%s\": "
			     "Undefined macro variable in probe description", pdesc);

	if (isdigit((unsigned char)*name)) {
		v = dt_macro_arg(pcb, name, strmacro, line);
		if (v == NULL)
			v = "";
	} else {
		snprintf(buf, sizeof(buf), "%" PRId64,
			 dt_macro_var_value(pcb, name, strmacro, line));
		v = buf;
	}
	n = strlen(v);
	if (out != NULL)
		memcpy(out, v, n);
	return n;
}

/*
 * The text of a probe description with its macros replaced ($N and $$N
 * alike).  A first pass finds the length and every error, so that nothing
 * is allocated when an error unwinds.
 */
char *dt_macro_pdesc(dt_pcb_t *pcb, const char *text, int line)
{
	char *res = NULL, *o = NULL;
	const char *p;
	size_t len = 0;
	ssize_t n;
	int pass;

	for (pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			res = o = malloc(len + 1);
			if (res == NULL)
				return NULL;
		}
		for (p = text; *p != '\0';) {
			if (*p == '$' && (n = dt_macro_subst(pcb, &p, o, line, text)) >= 0) {
				if (o != NULL)
					o += n;
				len += pass == 0 ? (size_t)n : 0;
				continue;
			}
			if (o != NULL)
				*o++ = *p;
			len += pass == 0;
			p++;
		}
	}
	*o = '\0';
	return res;
}
