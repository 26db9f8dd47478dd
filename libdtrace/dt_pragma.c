/*
 * #pragma control lines (D-LANGUAGE.md section 1.4), handed over by the
 * lexer with the text after the word "pragma".
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"

#define DT_PRAGMA_MAXTOK	16

/* Split text into at most DT_PRAGMA_MAXTOK words (in place). */
static int dt_pragma_split(char *text, char *tok[])
{
	int n = 0;
	char *s = text;

	while (n < DT_PRAGMA_MAXTOK) {
		while (isspace((unsigned char)*s))
			s++;
		if (*s == '\0')
			break;
		tok[n++] = s;
		while (*s != '\0' && !isspace((unsigned char)*s))
			s++;
		if (*s != '\0')
			*s++ = '\0';
	}
	return n;
}

static void dt_pragma_option(dt_pcb_t *pcb, int line, int n, char *tok[])
{
	char *name, *val;

	if (n < 3)
		dt_pcb_error(pcb, D_PRAGMA_MALFORM, line, "malformed #pragma D option");
	for (int i = 2; i < n; i++) {
		name = tok[i];
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
			dt_pcb_error(pcb, D_PRAGMA_OPTSET, line, "failed to set option '%s': %s",
				     name, why);
		}
	}
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
	} else if (strcmp(tok[2], "module") != 0) {
		dt_pcb_error(pcb, D_PRAGMA_INVAL, line, "invalid class %s specified by #pragma depends_on",
			     tok[2]);
	}
}

void dt_pragma(dt_pcb_t *pcb, int line, const char *text)
{
	char copy[2048], *tok[DT_PRAGMA_MAXTOK];
	int n;

	/* on the stack: the errors below unwind with longjmp */
	snprintf(copy, sizeof(copy), "%s", text);
	n = dt_pragma_split(copy, tok);
	if (n == 0 || strcmp(tok[0], "ident") == 0) {
		return;
	}
	if (strcmp(tok[0], "error") == 0) {
		char msg[1024] = "#error: ";

		for (int i = 1; i < n; i++) {
			strncat(msg, tok[i], sizeof(msg) - strlen(msg) - 2);
			strcat(msg, " ");
		}
		dt_pcb_error(pcb, D_PRAGERR, line, "%s", msg);
	}
	if (strcmp(tok[0], "D") != 0 || n < 2) {
		/* other pragmas are not ours */
		return;
	}
	if (strcmp(tok[1], "option") == 0)
		dt_pragma_option(pcb, line, n, tok);
	else if (strcmp(tok[1], "depends_on") == 0)
		dt_pragma_depends(pcb, line, n, tok);
	else if (strcmp(tok[1], "attributes") != 0 && strcmp(tok[1], "binding") != 0) {
		char msg[256];

		snprintf(msg, sizeof(msg), "invalid D pragma: %s", tok[1]);
		dt_pcb_error(pcb, D_PRAGMA_INVAL, line, "%s", msg);
	}
}
