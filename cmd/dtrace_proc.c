/*
 * dtrace(8) -c and -p: the processes whose end ends tracing.
 *
 * A -c command is forked before compilation, so that $target is known, but
 * held on a pipe until tracing has started (dc_procs_release()): only then
 * does it exec, so that its very first events are traced.  An exec failure
 * comes back through a close-on-exec pipe.  A -p process is watched through
 * a pidfd.  Children still running when dtrace exits are killed, as other
 * DTrace implementations do with the processes they created.
 *
 * A -c command is also ptrace-seized, for one event: its exit, where it
 * stops before its address space goes, so that libdtrace reads its
 * mappings (dtrace_proc_exiting()) and the user stacks of a command that
 * ran for a moment still resolve.  Being traced, it stops for each signal
 * sent to it too; dtrace (woken by SIGCHLD) hands the signal on at once.
 * Where ptrace is refused (Yama's ptrace_scope 3, a seccomp filter) the
 * command just runs untraced.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* pipe2() */
#endif
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "dtrace_cmd.h"

#ifndef SYS_pidfd_open
#define SYS_pidfd_open	434
#endif

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

/*
 * The child: wait for the go-ahead (EOF means dtrace gave up: leave
 * quietly), then become the command.  dtrace's own signal settings and
 * pipes must not leak into it.
 */
static void __attribute__((noreturn))
child(struct dcmd *c, int self, int gop[2], int errp[2], char **av)
{
	char go;
	int err, i;
	ssize_t n;

	signal(SIGPIPE, SIG_DFL);
	close(gop[1]);
	close(errp[0]);
	for (i = 0; i < self; i++)
		if (c->dc_procs[i].pr_gofd >= 0)
			close(c->dc_procs[i].pr_gofd);
	while ((n = read(gop[0], &go, 1)) < 0 && errno == EINTR)
		;
	if (n != 1)
		_exit(0);
	execvp(av[0], av);
	err = errno;
	if (write(errp[1], &err, sizeof(err)) < 0)
		_exit(126);
	_exit(127);
}

static int start_command(struct dcmd *c, int i)
{
	struct dc_proc *pr = &c->dc_procs[i];
	int gop[2], errp[2], err;
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
	if (pipe2(gop, O_CLOEXEC) != 0) {
		dc_error("failed to run %s: %s", pr->pr_arg, strerror(errno));
		free(av);
		return DC_ERROR;
	}
	if (pipe2(errp, O_CLOEXEC) != 0) {
		dc_error("failed to run %s: %s", pr->pr_arg, strerror(errno));
		close(gop[0]);
		close(gop[1]);
		free(av);
		return DC_ERROR;
	}
	fflush(NULL);
	if ((pr->pr_pid = fork()) == 0)
		child(c, i, gop, errp, av);
	err = errno;
	close(gop[0]);
	close(errp[1]);
	free(av);
	pr->pr_gofd = gop[1];
	pr->pr_errfd = errp[0];
	if (pr->pr_pid < 0) {
		pr->pr_state = DC_PROC_GONE;
		dc_error("failed to run %s: %s", pr->pr_arg, strerror(err));
		return DC_ERROR;
	}
	/* seized, not attached: no SIGSTOP, no SIGTRAP at exec; refused: untraced */
	ptrace(PTRACE_SEIZE, pr->pr_pid, NULL, (void *)(long)(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL));
	return DC_OK;
}

static int grab_process(struct dcmd *c, int i)
{
	struct dc_proc *pr = &c->dc_procs[i];
	char *end;
	long pid;

	errno = 0;
	pid = strtol(pr->pr_arg, &end, 10);
	if (errno || end == pr->pr_arg || *end || pid <= 0 || pid > INT_MAX) {
		dc_error("invalid pid: %s", pr->pr_arg);
		return DC_ERROR;
	}
	pr->pr_pid = pid;
	pr->pr_state = DC_PROC_RUNNING;
	pr->pr_pidfd = syscall(SYS_pidfd_open, (pid_t)pid, 0);
	/* Without pidfds (Linux before 5.3) kill(pid, 0) polls instead. */
	if (pr->pr_pidfd < 0 &&
	    (errno == ESRCH || (kill(pr->pr_pid, 0) != 0 && errno == ESRCH))) {
		pr->pr_state = DC_PROC_GONE;
		dc_error("%s", strerror(ESRCH));
		return DC_ERROR;
	}
	return DC_OK;
}

/* Start the -c commands and check the -p pids; $target is the first. */
int dc_procs_start(struct dcmd *c)
{
	int i, status;

	for (i = 0; i < c->dc_nprocs; i++) {
		if (c->dc_procs[i].pr_kind == 'c')
			status = start_command(c, i);
		else
			status = grab_process(c, i);
		if (status != DC_OK)
			return status;
	}
	if (c->dc_nprocs > 0)
		dtrace_set_target(c->dc_dtp, c->dc_procs[0].pr_pid);
	return DC_OK;
}

/* Tracing has started: let the -c commands run, and see that they did. */
int dc_procs_release(struct dcmd *c)
{
	int i, err;
	ssize_t n;

	for (i = 0; i < c->dc_nprocs; i++) {
		struct dc_proc *pr = &c->dc_procs[i];

		if (pr->pr_kind != 'c' || pr->pr_state != DC_PROC_HELD)
			continue;
		pr->pr_state = DC_PROC_RUNNING;
		if (write(pr->pr_gofd, "g", 1) != 1) {
			dc_error("failed to start %s: %s", pr->pr_arg,
				 strerror(errno));
			return DC_ERROR;
		}
		while ((n = read(pr->pr_errfd, &err, sizeof(err))) < 0 &&
		       errno == EINTR)
			;
		if (n == sizeof(err)) {
			dc_error("failed to execute %s: %s", pr->pr_arg,
				 strerror(err));
			return DC_ERROR;
		}
	}
	return DC_OK;
}

/*
 * A stop of a seized command: at its exit, its mappings are read and it is
 * let go; a signal is handed on; a group stop (SIGSTOP, SIGTSTP) is kept,
 * listening for the SIGCONT after which it is resumed.
 */
static void proc_stopped(struct dcmd *c, struct dc_proc *pr, int st)
{
	if (st >> 8 == (SIGTRAP | PTRACE_EVENT_EXIT << 8)) {
		dtrace_proc_exiting(c->dc_dtp, pr->pr_pid);
		ptrace(PTRACE_DETACH, pr->pr_pid, NULL, NULL);
	} else if (st >> 16 == PTRACE_EVENT_STOP) {
		/* SIGTRAP: the group stop has ended (SIGCONT) */
		if (WSTOPSIG(st) == SIGTRAP)
			ptrace(PTRACE_CONT, pr->pr_pid, NULL, NULL);
		else
			ptrace(PTRACE_LISTEN, pr->pr_pid, NULL, NULL);
	} else {
		ptrace(PTRACE_CONT, pr->pr_pid, NULL, (void *)(long)WSTOPSIG(st));
	}
}

/* Has the command exited?  Its stops are dealt with on the way. */
static int command_gone(struct dcmd *c, struct dc_proc *pr)
{
	int st;
	pid_t w;

	for (;;) {
		w = waitpid(pr->pr_pid, &st, WNOHANG | __WALL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return w < 0;	/* 0: still running; an error: not ours */
		if (!WIFSTOPPED(st))
			return 1;
		proc_stopped(c, pr, st);
	}
}

static int proc_gone(struct dcmd *c, struct dc_proc *pr)
{
	struct pollfd pfd = { .fd = pr->pr_pidfd, .events = POLLIN };

	if (pr->pr_kind == 'c')
		return command_gone(c, pr);
	if (pr->pr_pidfd >= 0)
		return poll(&pfd, 1, 0) > 0;
	return kill(pr->pr_pid, 0) != 0 && errno == ESRCH;
}

/* Have all the -c/-p processes (if there were any) gone? */
int dc_procs_done(struct dcmd *c)
{
	int i, running = 0;

	for (i = 0; i < c->dc_nprocs; i++) {
		struct dc_proc *pr = &c->dc_procs[i];

		if (pr->pr_state == DC_PROC_GONE)
			continue;
		if (proc_gone(c, pr))
			pr->pr_state = DC_PROC_GONE;
		else
			running++;
	}
	return c->dc_nprocs > 0 && running == 0;
}

void dc_procs_fini(struct dcmd *c)
{
	int i;

	for (i = 0; i < c->dc_nprocs; i++) {
		struct dc_proc *pr = &c->dc_procs[i];

		if (pr->pr_kind == 'c' && pr->pr_state != DC_PROC_GONE &&
		    pr->pr_pid > 0) {
			int st = 0;
			pid_t w;

			kill(pr->pr_pid, SIGKILL);
			for (;;) {
				w = waitpid(pr->pr_pid, &st, __WALL);
				if (w < 0 && errno == EINTR)
					continue;
				if (w <= 0 || !WIFSTOPPED(st))
					break;
				/* a seized command stops at its exit even when killed */
				ptrace(PTRACE_DETACH, pr->pr_pid, NULL, NULL);
			}
		}
		if (pr->pr_gofd >= 0)
			close(pr->pr_gofd);
		if (pr->pr_errfd >= 0)
			close(pr->pr_errfd);
		if (pr->pr_pidfd >= 0)
			close(pr->pr_pidfd);
	}
}
