/*
 * Unit test of the report handler (dtrace_handle_report(), dt_error.c):
 * what happens while tracing runs reaches the consumer's handler, one
 * report per event, in DTrace's words without a newline, and nothing of it
 * reaches stderr.  A BEGIN clause divides by zero (an error report), and a
 * 64-entry aggregation is given a second key (an aggregation drop report).
 *
 * Needs root (exits 77, skipped, without it).
 * Usage: test_report    (prints "N passed, N failed"; exit status 1 on failure)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dtrace.h"
#include "check.h"

struct seen {
	int n[3];
	char last[3][512];
};

static void on_report(dtrace_hdl_t *dtp, dtrace_report_t kind, const char *msg, void *arg)
{
	struct seen *s = arg;

	(void)dtp;
	if (kind > DTRACE_REPORT_INFO)
		return;
	s->n[kind]++;
	snprintf(s->last[kind], sizeof(s->last[kind]), "%s", msg);
}

static int run(dtrace_hdl_t *dtp, const char *text, FILE *out)
{
	dtrace_prog_t *pgp = dtrace_program_strcompile(dtp, text, DTRACE_PROBESPEC_NAME, 0, 0,
						       NULL);
	dtrace_workstatus_t ws = DTRACE_WORKSTATUS_OKAY;

	if (pgp == NULL || dtrace_program_exec(dtp, pgp, NULL) != 0 || dtrace_go(dtp) != 0) {
		printf("cannot run %s: %s\n", text, dtrace_errmsg(dtp));
		return -1;
	}
	for (int i = 0; i < 100 && ws == DTRACE_WORKSTATUS_OKAY; i++)
		ws = dtrace_work(dtp, out);
	if (ws != DTRACE_WORKSTATUS_DONE)
		dtrace_stop(dtp);
	while (ws != DTRACE_WORKSTATUS_DONE && ws != DTRACE_WORKSTATUS_ERROR)
		ws = dtrace_work(dtp, out);
	return 0;
}

int main(void)
{
	static const char errline[] =
		"dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at ";
	static const char dropline[] = "dtrace: 1 aggregation drop on CPU ";
	struct seen s = { { 0 } };
	char errpath[] = "/tmp/test_report.XXXXXX";
	FILE *out = fopen("/dev/null", "w");
	dtrace_hdl_t *dtp;
	long errsize;
	int err, fd;

	if (geteuid() != 0) {
		printf("needs root\n");
		return 77;
	}
	fd = mkstemp(errpath);
	if (fd < 0 || out == NULL || dup2(fd, 2) < 0) {
		printf("cannot redirect stderr\n");
		return 1;
	}
	unlink(errpath);
	dtp = dtrace_open(&err);
	if (dtp == NULL) {
		printf("dtrace_open failed: %d\n", err);
		return 1;
	}
	dtrace_handle_report(dtp, on_report, &s);
	dtrace_setopt(dtp, "aggsize", "64");
	if (run(dtp, "int x; BEGIN { @a[1] = count(); @a[2] = count(); x = 1 / x; }", out) == 0) {
		check_int(s.n[DTRACE_REPORT_ERROR], 1, "one error report");
		check(strncmp(s.last[DTRACE_REPORT_ERROR], errline, strlen(errline)) == 0,
		      "the error in DTrace's words");
		check(strchr(s.last[DTRACE_REPORT_ERROR], '\n') == NULL, "no newline");
		check_int(s.n[DTRACE_REPORT_DROP], 1, "one drop report");
		check(strncmp(s.last[DTRACE_REPORT_DROP], dropline, strlen(dropline)) == 0,
		      "the drop in DTrace's words");
	} else {
		check(0, "the program runs");
	}
	dtrace_close(dtp);
	fflush(stderr);
	errsize = lseek(fd, 0, SEEK_END);
	check_int(errsize, 0, "nothing on stderr");
	fclose(out);
	return check_done();
}
