/*
 * Error reporting.  Library functions store their message and tag on the
 * handle and return -1; the compiler reports through dt_pcb_error(), which
 * adds DTrace's location prefix ("line N: ", "in action list: ") and unwinds
 * to the compilation's setjmp.  What happens while tracing runs (drops,
 * run-time errors) is not a failure of a call: dt_report() hands it to the
 * consumer's report handler, or writes it to stderr.
 */
#define _GNU_SOURCE	/* vasprintf() */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include "dt_impl.h"

__thread dt_pcb_t *yypcb;

int dt_set_errmsg(dtrace_hdl_t *dtp, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(dtp->dt_errmsg, sizeof(dtp->dt_errmsg), fmt, ap);
	va_end(ap);
	dtp->dt_errtag = tag;
	return -1;
}

void dtrace_handle_report(dtrace_hdl_t *dtp, dtrace_report_f *fn, void *arg)
{
	dtp->dt_report = fn;
	dtp->dt_report_arg = arg;
}

void dt_report(dtrace_hdl_t *dtp, dtrace_report_t kind, const char *fmt, ...)
{
	char *msg = NULL;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&msg, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if (dtp->dt_outfp != NULL)
		fflush(dtp->dt_outfp);	/* the report comes after what was printed */
	if (dtp->dt_report != NULL)
		dtp->dt_report(dtp, kind, msg, dtp->dt_report_arg);
	else
		fprintf(stderr, "%s\n", msg);
	free(msg);
}

/*
 * DTrace names the region ("in action list: ") only for the mistakes it finds
 * while cooking a clause; those it finds while parsing (constant folding,
 * function names) or while generating an action's code (formats, stack
 * sizes, aggregating functions' parameters) carry no prefix.  Our cooking and
 * code generation are one pass: the tags of the other kind are listed here.
 */
static const dt_errtag_t dt_errtag_unplaced[] = {
	D_PRINTF_ARG_EXTRA, D_PRINTF_ARG_PROTO, D_PRINTF_ARG_TYPE, D_PRINTF_ARG_FMT,
	D_PRINTF_DYN_PROTO, D_PRINTF_DYN_TYPE, D_SYNTAX,
	D_USTACK_FRAMES, D_USTACK_STRSIZE, D_STACK_SIZE, D_TRACEMEM_SIZE, D_FREOPEN_INVALID,
	D_LQUANT_BASETYPE, D_LQUANT_BASEVAL, D_LQUANT_LIMTYPE, D_LQUANT_LIMVAL,
	D_LQUANT_MISMATCH, D_LQUANT_STEPTYPE, D_LQUANT_STEPVAL, D_LQUANT_STEPLARGE,
	D_LQUANT_STEPSMALL, D_LLQUANT_FACTORTYPE, D_LLQUANT_FACTORVAL, D_LLQUANT_HMAGTYPE,
	D_LLQUANT_HMAGVAL, D_LLQUANT_LMAGTYPE, D_LLQUANT_LMAGVAL, D_LLQUANT_STEPTYPE,
	D_LLQUANT_STEPVAL, D_LQUANT_MATCHBASE, D_LQUANT_MATCHLIM, D_LQUANT_MATCHSTEP,
	D_LLQUANT_MATCHFACTOR, D_LLQUANT_MATCHLMAG, D_LLQUANT_MATCHHMAG, D_LLQUANT_MATCHSTEPS,
	D_AGG_SCALAR, D_CLEAR_AGGARG, D_NORMALIZE_AGGARG, D_TRUNC_AGGARG, D_PRINTA_AGGARG,
	D_PRINTA_PROTO,
	D_DIV_ZERO, D_SIZEOF_TYPE, D_FUNC_UNDEF, D_FUNC_IDKIND, D_TRACE_DYN,
	D_SPEC_SPEC, D_SPEC_COMM, D_SPEC_DREC,
};

static int dt_errtag_placed(dt_errtag_t tag)
{
	for (size_t i = 0; i < sizeof(dt_errtag_unplaced) / sizeof(dt_errtag_unplaced[0]); i++) {
		if (dt_errtag_unplaced[i] == tag)
			return 0;
	}
	return 1;
}

static int dt_pcb_location(dt_pcb_t *pcb, dt_errtag_t tag, int line, char *buf, size_t len)
{
	if (pcb->pcb_fileptr != NULL || pcb->pcb_filetag != NULL) {
		if (line <= 0)
			return snprintf(buf, len, "%s", "");
		/* an empty name (from cpp's markers for the script itself): no name */
		if (pcb->pcb_filetag != NULL && *pcb->pcb_filetag != '\0')
			return snprintf(buf, len, "\"%s\", line %d: ", pcb->pcb_filetag, line);
		return snprintf(buf, len, "line %d: ", line);
	}
	if (!dt_errtag_placed(tag))
		return snprintf(buf, len, "%s", "");
	switch (pcb->pcb_context) {
	case DT_CTX_DPRED:
		return snprintf(buf, len, "in predicate: ");
	case DT_CTX_DACT:
		return snprintf(buf, len, "in action list: ");
	default:
		return snprintf(buf, len, "%s", "");
	}
}

static void __attribute__((noreturn))
dt_pcb_verror(dt_pcb_t *pcb, dt_errtag_t tag, int line, const char *fmt, va_list ap)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	char *p = dtp->dt_errmsg;
	size_t len = sizeof(dtp->dt_errmsg), n = 0;

	if (dt_opt(dtp, DT_OPT_ERRTAGS) > 0)
		n += snprintf(p, len, "[%s] ", dt_errtag_name(tag));
	n += dt_pcb_location(pcb, tag, line, p + n, len - n);
	if (n < len)
		vsnprintf(p + n, len - n, fmt, ap);
	/* messages from the lexer may end in a newline: DTrace shows none */
	n = strlen(p);
	while (n > 0 && p[n - 1] == '\n')
		p[--n] = '\0';
	dtp->dt_errtag = tag;
	longjmp(pcb->pcb_jmpbuf, 1);
}

void dt_pcb_error(dt_pcb_t *pcb, dt_errtag_t tag, int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_pcb_verror(pcb, tag, line, fmt, ap);
}

void dnerror(const dt_node_t *dnp, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_pcb_verror(yypcb, tag, dnp != NULL ? dnp->dn_line : 0, fmt, ap);
}

void dnerror_unplaced(const dt_node_t *dnp, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	yypcb->pcb_context = DT_CTX_DPROG;
	va_start(ap, fmt);
	dt_pcb_verror(yypcb, tag, dnp != NULL ? dnp->dn_line : 0, fmt, ap);
}

/* The handle's last error; with no handle, why dtrace_open() failed. */
const char *dtrace_errmsg(dtrace_hdl_t *dtp)
{
	return dtp != NULL ? dtp->dt_errmsg : dt_open_error();
}

const char *dtrace_errtag(dtrace_hdl_t *dtp)
{
	return dtp->dt_errtag == D_NONE ? NULL : dt_errtag_name(dtp->dt_errtag);
}
