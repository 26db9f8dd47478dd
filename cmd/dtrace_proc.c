/*
 * dtrace(8) -c and -p: the processes whose end ends tracing, through
 * libdtrace's process control (dtrace_proc_*() in dtrace.h).
 *
 * A -c command is created before compilation, so that $target is known
 * and providers can look into it; libdtrace holds it at its exec until
 * tracing has started (dc_procs_release()), so that its very first events
 * are traced.  A -p process is grabbed and watched.  Tracing stops once all
 * of them have exited (dc_procs_done(), asked after each dtrace_sleep(),
 * which a -c command's SIGCHLD cuts short).  dtrace_close() kills the
 * commands still running, as other DTrace implementations do with the
 * processes they created.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "dtrace_cmd.h"

/* The command split on white space, in one allocation. */
static char **split_command(const char *cmd)
{
	size_t len = strlen(cmd), n = len / 2 + 2;
	char **av = malloc(n * sizeof(char *) + len + 1);
	char *buf, *save = NULL, *w;
	size_t i = 0;

	if (!av)
		return NULL;
	buf = memcpy((char *)(av + n), cmd, len + 1);
	for (w = strtok_r(buf, " \t\n", &save); w;
	     w = strtok_r(NULL, " \t\n", &save))
		av[i++] = w;
	av[i] = NULL;
	return av;
}

static int create_command(struct dcmd *c, struct dc_proc *pr)
{
	char **av = split_command(pr->pr_arg);

	if (!av) {
		dc_error("%s", strerror(ENOMEM));
		return DC_ERROR;
	}
	if (!av[0]) {
		dc_error("-c needs a command to run");
		free(av);
		return DC_USAGE;
	}
	pr->pr_proc = dtrace_proc_create(c->dc_dtp, av[0], av);
	free(av);
	if (!pr->pr_proc) {
		dc_dterror(c, NULL);
		return DC_ERROR;
	}
	return DC_OK;
}

static int grab_process(struct dcmd *c, struct dc_proc *pr)
{
	char *end;
	long pid;

	errno = 0;
	pid = strtol(pr->pr_arg, &end, 10);
	if (errno || end == pr->pr_arg || *end) {
		dc_error("invalid pid: %s", pr->pr_arg);
		return DC_ERROR;
	}
	/* a number that cannot be a pid names no process, as 0 does */
	if (pid <= 0 || pid > INT_MAX)
		pid = 0;
	if (!(pr->pr_proc = dtrace_proc_grab(c->dc_dtp, (pid_t)pid, 0))) {
		dc_dterror(c, NULL);
		return DC_ERROR;
	}
	return DC_OK;
}

/* Create the -c commands and grab the -p processes; $target is the first. */
int dc_procs_start(struct dcmd *c)
{
	int i, status;

	for (i = 0; i < c->dc_nprocs; i++) {
		struct dc_proc *pr = &c->dc_procs[i];

		if (pr->pr_kind == 'c')
			status = create_command(c, pr);
		else
			status = grab_process(c, pr);
		if (status != DC_OK)
			return status;
	}
	if (c->dc_nprocs > 0)
		dtrace_set_target(c->dc_dtp, dtrace_proc_getpid(c->dc_procs[0].pr_proc));
	return DC_OK;
}

/* Tracing has started: let the -c commands run. */
int dc_procs_release(struct dcmd *c)
{
	int i;

	for (i = 0; i < c->dc_nprocs; i++) {
		if (dtrace_proc_continue(c->dc_dtp, c->dc_procs[i].pr_proc) != 0) {
			dc_dterror(c, NULL);
			return DC_ERROR;
		}
	}
	return DC_OK;
}

/* Have all the -c/-p processes (if there were any) exited? */
int dc_procs_done(struct dcmd *c)
{
	int i, running = 0;

	for (i = 0; i < c->dc_nprocs; i++) {
		if (dtrace_proc_state(c->dc_dtp, c->dc_procs[i].pr_proc) != DTRACE_PROC_EXITED)
			running++;
	}
	return c->dc_nprocs > 0 && running == 0;
}
