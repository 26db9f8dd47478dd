/*
 * dtrace(8): compiling, enabling and consuming the programs.
 *
 * Every -s/-P/-m/-f/-n/-i program is compiled in command-line order, then
 * each is enabled with its "matched" notice (D-LANGUAGE.md 10.1), tracing is
 * started and the consume loop runs until exit(), a signal or the end of
 * the -c/-p processes; then END and the remaining output (OUTPUT.md 13) come
 * out of the last dtrace_work() calls.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include "dtrace_cmd.h"

static volatile sig_atomic_t dc_intr;	/* SIGINT/SIGTERM received (max 2) */

static dtrace_probespec_t prog_spec(int kind)
{
	switch (kind) {
	case 'P':
		return DTRACE_PROBESPEC_PROVIDER;
	case 'm':
		return DTRACE_PROBESPEC_MOD;
	case 'f':
		return DTRACE_PROBESPEC_FUNC;
	case 'n':
	case 'i':	/* the library reads an all-digit name as a probe id */
		return DTRACE_PROBESPEC_NAME;
	}
	return DTRACE_PROBESPEC_NONE;
}

static int compile_file(struct dcmd *c, struct dc_prog *p, unsigned cflags)
{
	FILE *fp = fopen(p->dp_arg, "re");
	char *cmdname = c->dc_argv[0];

	if (!fp) {
		dc_error("failed to open %s: %s", p->dp_arg, strerror(errno));
		return DC_ERROR;
	}
	c->dc_argv[0] = (char *)p->dp_arg;
	p->dp_prog = dtrace_program_fcompile(c->dc_dtp, fp, cflags,
					     c->dc_argc, c->dc_argv);
	c->dc_argv[0] = cmdname;
	fclose(fp);
	if (!p->dp_prog) {
		dc_dterror(c, "failed to compile script %s", p->dp_arg);
		return DC_ERROR;
	}
	return DC_OK;
}

int dc_compile(struct dcmd *c, struct dc_prog *p, unsigned cflags)
{
	if (p->dp_kind == 's')
		return compile_file(c, p, cflags);

	p->dp_prog = dtrace_program_strcompile(c->dc_dtp, p->dp_arg,
					       prog_spec(p->dp_kind),
					       cflags | DTRACE_C_PSPEC,
					       c->dc_argc, c->dc_argv);
	if (!p->dp_prog) {
		dc_dterror(c, "invalid probe specifier %s", p->dp_arg);
		return DC_ERROR;
	}
	return DC_OK;
}

/* All programs first: a later "#pragma D option quiet" silences every notice. */
int dc_compile_all(struct dcmd *c)
{
	int i, status;

	for (i = 0; i < c->dc_nprogs; i++) {
		if ((status = dc_compile(c, &c->dc_progs[i], c->dc_cflags)) != DC_OK)
			return status;
	}
	c->dc_quiet = dc_optset(c, "quiet");
	return DC_OK;
}

/* "script 'F'" or "description 'D'", D cut before any predicate or body. */
static int prog_name(const struct dc_prog *p, char *buf, size_t size)
{
	if (p->dp_kind == 's')
		return snprintf(buf, size, "script %s", p->dp_arg);
	return snprintf(buf, size, "description %.*s",
			(int)strcspn(p->dp_arg, "{/;"), p->dp_arg);
}

/* -v: the stability report (OUTPUT.md 10.3), with the descriptions under -e. */
int dc_report(struct dcmd *c, struct dc_prog *p)
{
	char *what;
	int len, rc;

	if (!c->dc_verbose)
		return DC_OK;
	len = prog_name(p, NULL, 0);
	if (!(what = malloc(len + 1))) {
		dc_error("%s", strerror(ENOMEM));
		return DC_ERROR;
	}
	prog_name(p, what, len + 1);
	rc = dtrace_program_report(c->dc_dtp, p->dp_prog, what,
				   c->dc_exec_only, c->dc_out);
	if (rc != 0)
		dc_dterror(c, "failed to report on %s", what);
	free(what);
	return rc == 0 ? DC_OK : DC_ERROR;
}

static int exec_prog(struct dcmd *c, struct dc_prog *p, unsigned *total)
{
	dtrace_proginfo_t dpi = { 0 };
	int len = (int)strcspn(p->dp_arg, "{/;");

	if (p->dp_kind == 's')
		len = (int)strlen(p->dp_arg);
	if (dtrace_program_exec(c->dc_dtp, p->dp_prog, &dpi) != 0) {
		dc_dterror(c, "failed to enable '%.*s'", len, p->dp_arg);
		return DC_ERROR;
	}
	if (!c->dc_quiet)
		fprintf(stderr, "dtrace: %s '%.*s' matched %u probe%s\n",
			p->dp_kind == 's' ? "script" : "description",
			len, p->dp_arg, dpi.dpi_matches,
			dpi.dpi_matches == 1 ? "" : "s");
	*total += dpi.dpi_matches;
	return dc_report(c, p);
}

int dc_exec_all(struct dcmd *c)
{
	unsigned total = 0;
	int i, status;

	for (i = 0; i < c->dc_nprogs; i++) {
		if ((status = exec_prog(c, &c->dc_progs[i], &total)) != DC_OK)
			return status;
	}
	/*
	 * Only -Z lets nothing be traced: -x zdefs and its pragma excuse
	 * descriptions that match nothing, not a program that enables nothing
	 * (illumos and Oracle's DTrace alike).
	 */
	if (total == 0 && !(c->dc_cflags & DTRACE_C_ZDEFS)) {
		dc_error("no probes %s", c->dc_nprogs ? "matched" : "specified");
		return DC_ERROR;
	}
	return DC_OK;
}

static void on_intr(int sig)
{
	(void)sig;
	if (dc_intr < 2)
		dc_intr++;
}

/* Only there to interrupt dtrace_sleep() when a -c child exits. */
static void on_chld(int sig)
{
	(void)sig;
}

/* No SA_RESTART: a signal must cut dtrace_sleep() short. */
static void install_handlers(void)
{
	struct sigaction sa = { 0 };

	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_intr;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sa.sa_handler = on_chld;
	sigaction(SIGCHLD, &sa, NULL);
}

static int start_tracing(struct dcmd *c)
{
	install_handlers();
	if (dtrace_go(c->dc_dtp) != 0) {
		dc_dterror(c, "could not enable tracing");
		return DC_ERROR;
	}
	if (dc_optset(c, "destructive") && !c->dc_quiet)
		dc_error("allowing destructive actions");
	return dc_procs_release(c);
}

/*
 * Should tracing stop now?  The first SIGINT/SIGTERM puts the output on a
 * fresh line after the "^C" (not in test mode, where there is no terminal).
 */
static int stop_wanted(struct dcmd *c)
{
	if (dc_intr) {
		if (!getenv("_DTRACE_TESTING"))
			fputc('\n', c->dc_out);
		return 1;
	}
	return dc_procs_done(c);
}

/*
 * The consume loop.  After dtrace_stop() the library fires END and
 * dtrace_work() drains what is left, ending with the aggregations, until it
 * says DONE; a second signal abandons that (the caller closes the handle).
 */
int dc_trace(struct dcmd *c)
{
	dtrace_workstatus_t ws;
	int stopping = 0, first = 1, status;

	if ((status = start_tracing(c)) != DC_OK)
		return status;
	for (;;) {
		/*
		 * No sleep before the first pass: BEGIN's records are already in
		 * its ring, which wakes us only at its watermark, so a BEGIN that
		 * prints would otherwise wait for the switchrate timeout.
		 */
		if (!stopping && !first)
			dtrace_sleep(c->dc_dtp);
		first = 0;
		if (dc_intr > 1)
			return dtrace_status_exit(c->dc_dtp);
		if (!stopping && stop_wanted(c)) {
			stopping = 1;
			if (dtrace_stop(c->dc_dtp) != 0) {
				dc_dterror(c, "could not stop tracing");
				return DC_ERROR;
			}
		}
		ws = dtrace_work(c->dc_dtp, c->dc_out);
		if (dc_output_failed(c))
			return DC_ERROR;
		if (ws == DTRACE_WORKSTATUS_DONE)
			break;
		if (ws == DTRACE_WORKSTATUS_ERROR) {
			dc_dterror(c, NULL);
			return DC_ERROR;
		}
	}
	return dtrace_status_exit(c->dc_dtp);
}
