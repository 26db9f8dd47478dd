/*
 * TEST STAND-INS, not part of libdtrace.
 *
 * test_parse exercises the lexer and grammar alone.  The functions below
 * belong to other parts of the library (dt_error.c, dt_pragma.c,
 * dt_types.c); these minimal versions let the parser be linked and tested
 * without them.  When test_parse is linked against the real library, this
 * file is left out.
 *
 * - dt_pcb_error()/dnerror(): store "[line N: ]message" and the tag on the
 *   handle and longjmp, with the location rules of dt_error.c (-x errtags
 *   off).
 * - dt_pragma(): prints the pragma text on stderr (run.sh ignores stderr of
 *   tst.* tests), so that a developer sees what the lexer passed on;
 *   applying pragmas is not the parser's business.
 * - dt_type_by_name(): knows the D container's typedefs (dt_types.c), the
 *   only names it has before kernel BTF is consulted.
 * - dt_options_init(), dt_types_init(), dt_types_fini(): what test_parse
 *   calls to set up a handle; here the options are unset and there is no
 *   type container to build.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <setjmp.h>
#include "dt_impl.h"

__thread dt_pcb_t *yypcb;

static void __attribute__((noreturn))
stub_verror(dt_pcb_t *pcb, dt_errtag_t tag, int line, const char *fmt, va_list ap)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	size_t n = 0, len = sizeof(dtp->dt_errmsg);

	if ((pcb->pcb_fileptr != NULL || pcb->pcb_filetag != NULL) && line > 0) {
		if (pcb->pcb_filetag != NULL)
			n = snprintf(dtp->dt_errmsg, len, "\"%s\", line %d: ",
				     pcb->pcb_filetag, line);
		else
			n = snprintf(dtp->dt_errmsg, len, "line %d: ", line);
	} else if (pcb->pcb_fileptr == NULL && pcb->pcb_context == DT_CTX_DPRED)
		n = snprintf(dtp->dt_errmsg, len, "in predicate: ");
	else if (pcb->pcb_fileptr == NULL && pcb->pcb_context == DT_CTX_DACT)
		n = snprintf(dtp->dt_errmsg, len, "in action list: ");
	vsnprintf(dtp->dt_errmsg + n, len - n, fmt, ap);
	dtp->dt_errtag = tag;
	longjmp(pcb->pcb_jmpbuf, 1);
}

void dt_pcb_error(dt_pcb_t *pcb, dt_errtag_t tag, int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	stub_verror(pcb, tag, line, fmt, ap);
}

void dnerror(const dt_node_t *dnp, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	stub_verror(yypcb, tag, dnp != NULL ? dnp->dn_line : 0, fmt, ap);
}

void dt_pragma(dt_pcb_t *pcb, int line, const char *text)
{
	(void)pcb;
	fprintf(stderr, "stub dt_pragma (line %d): %s\n", line, text);
}

int dt_type_by_name(struct dtrace_hdl *dtp, const char *name, dt_type_t *tp)
{
	static const char *const names[] = {
		"int8_t", "int16_t", "int32_t", "int64_t", "intptr_t", "ssize_t",
		"uint8_t", "uint16_t", "uint32_t", "uint64_t", "uchar_t",
		"ushort_t", "uint_t", "ulong_t", "u_longlong_t", "ptrdiff_t",
		"uintptr_t", "size_t", "id_t", "pid_t", "uid_t", "gid_t",
	};
	size_t i;

	(void)dtp;
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (strcmp(name, names[i]) == 0) {
			if (tp != NULL)
				*tp = (dt_type_t){ NULL, 0 };
			return 0;
		}
	}
	return -1;
}

void dt_options_init(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < DT_OPT_MAX; i++)
		dtp->dt_options[i] = DT_OPT_UNSET;
}

int dt_types_init(struct dtrace_hdl *dtp)
{
	(void)dtp;
	return 0;
}

void dt_types_fini(struct dtrace_hdl *dtp)
{
	(void)dtp;
}
