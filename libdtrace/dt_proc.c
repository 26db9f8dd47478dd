/*
 * Process control: the processes a consumer creates (dtrace -c) or grabs
 * (dtrace -p), and those providers look up by pid (dt_proc.h), listed on
 * the handle until released (dtrace_close() releases the rest, after the
 * probes are detached).
 *
 * Creating: the child waits on a socket while the parent ptrace-seizes it
 * (seized, not attached: no SIGSTOP, and no SIGTRAP at exec), then execs
 * and stops at its exec event.  Its objects are mapped then, and read
 * (dt_usyms.c), before any of its instructions has run: $target is known
 * and providers can place probes in it before dtrace_proc_continue() lets
 * it go.  A failed exec comes back through a close-on-exec pipe.  It stays
 * seized: each later exec stops it while its new image is read (the old
 * one's mappings forgotten, dt_usyms_exec()), and so does its exit, before
 * its address space goes, so that the user stacks of a command that ran for
 * a moment still resolve.  Being traced, it stops for each signal sent to it too,
 * and the consumer's dtrace_proc_state() hands the signal on.  Where
 * ptrace is refused (Yama's ptrace_scope 3, a seccomp filter), the child
 * is held on the socket before its exec instead, and runs untraced.
 *
 * Grabbing: a pidfd tells when the process has gone (kill(pid, 0) polls
 * without pidfds, before Linux 5.3); DTRACE_PROC_WAITEXIT seizes it for its
 * exit stop as well.
 *
 * Nothing here waits except for a created process's exec and for a
 * release: the consumer asks dtrace_proc_state() in its loop, woken by the
 * SIGCHLD that each stop and exit sends it.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* pipe2() */
#endif
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include <link.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "dt_dlopen.h"
#include "dt_proc.h"

#ifndef SYS_pidfd_open
#define SYS_pidfd_open	434
#endif

/*
 * A created process, from before its first exec on: each exec stop has its
 * new image read (a -c command that execs again, a shell script, a pyenv
 * shim, has its stacks resolved in the image that runs); dtrace's end kills
 * it.
 */
#define DT_PROC_OPT_CREATED	(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL | PTRACE_O_TRACEEXEC)
/* A grabbed process outlives dtrace. */
#define DT_PROC_OPT_GRABBED	PTRACE_O_TRACEEXIT

struct dtrace_proc {
	pid_t dpr_pid;
	dtrace_procstate_t dpr_state;
	int dpr_created;	/* our child: killed if still alive at release */
	int dpr_traced;		/* seized: its stops come to us */
	int dpr_gofd;		/* before its exec: a byte lets it exec, EOF ends it */
	int dpr_errfd;		/* the same: its exec's errno, or EOF once exec'ed */
	int dpr_pidfd;		/* grabbed: readable once it has exited; -1: kill() */
	int dpr_status;		/* created and exited: its waitpid() status, else -1 */
	int dpr_ready;		/* created: run on to its entry point (dt_proc_ready) */
	int dpr_held;		/* kept in a SIGSTOP's stop for dt_dlopen.c */
	int dpr_gstop;		/* seized and in a group stop */
	char *dpr_file;		/* what it runs, for messages */
	dtrace_proc_t *dpr_next;
};

static dtrace_proc_t *dt_proc_new(dtrace_hdl_t *dtp, pid_t pid, const char *file)
{
	dtrace_proc_t *pr = calloc(1, sizeof(*pr));

	if (pr == NULL || (file != NULL && (pr->dpr_file = strdup(file)) == NULL)) {
		free(pr);
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		return NULL;
	}
	pr->dpr_pid = pid;
	pr->dpr_state = DTRACE_PROC_RUNNING;
	pr->dpr_gofd = pr->dpr_errfd = pr->dpr_pidfd = -1;
	pr->dpr_status = -1;
	pr->dpr_next = dtp->dt_procs;
	dtp->dt_procs = pr;
	return pr;
}

static void dt_proc_close(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

static void dt_proc_free(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
	dtrace_proc_t **pp;

	for (pp = &dtp->dt_procs; *pp != pr; pp = &(*pp)->dpr_next)
		assert(*pp != NULL);
	*pp = pr->dpr_next;
	dt_proc_close(&pr->dpr_gofd);
	dt_proc_close(&pr->dpr_errfd);
	dt_proc_close(&pr->dpr_pidfd);
	free(pr->dpr_file);
	free(pr);
}

/* The newest entry of pid, or NULL. */
static dtrace_proc_t *dt_proc_find(dtrace_hdl_t *dtp, pid_t pid)
{
	dtrace_proc_t *pr;

	for (pr = dtp->dt_procs; pr != NULL; pr = pr->dpr_next) {
		if (pr->dpr_pid == pid)
			return pr;
	}
	return NULL;
}

/* waitpid() for pid, restarted after a signal; 0: nothing new (WNOHANG). */
static pid_t dt_proc_wait(pid_t pid, int *st, int flags)
{
	pid_t w;

	while ((w = waitpid(pid, st, flags | __WALL)) < 0 && errno == EINTR)
		;
	return w;
}

/* st: its waitpid() status, or -1 when it was reaped elsewhere. */
static void dt_proc_exited(dtrace_proc_t *pr, int st)
{
	pr->dpr_state = DTRACE_PROC_EXITED;
	pr->dpr_traced = 0;
	if (pr->dpr_created)
		pr->dpr_status = st;
}

/*
 * A stop of a seized process: at its exit, its mappings are read and it is
 * let go; at an exec (a created process), the new image is read; a signal
 * is handed on; a group stop (SIGSTOP, SIGTSTP) is kept,
 * listening for the SIGCONT after which it is resumed.
 */
static void dt_proc_stopped(dtrace_hdl_t *dtp, dtrace_proc_t *pr, int st)
{
	pid_t pid = pr->dpr_pid;

	switch (st >> 16) {
	case PTRACE_EVENT_EXIT:
		dt_usyms_read(dtp, pid);
		ptrace(PTRACE_DETACH, pid, NULL, NULL);
		pr->dpr_traced = 0;
		if (!pr->dpr_created)
			dt_proc_exited(pr, -1);	/* not ours to reap: as good as gone */
		break;
	case PTRACE_EVENT_EXEC:
		dt_usyms_exec(dtp, pid);
		ptrace(PTRACE_CONT, pid, NULL, NULL);
		break;
	case PTRACE_EVENT_STOP:
		/* SIGTRAP: the group stop has ended (SIGCONT) */
		pr->dpr_gstop = WSTOPSIG(st) != SIGTRAP;
		ptrace(WSTOPSIG(st) == SIGTRAP ? PTRACE_CONT : PTRACE_LISTEN, pid, NULL, NULL);
		break;
	default:
		/* the dynamic linker's watcher stopped it: kept until its probes are attached */
		if ((st >> 16) == 0 && WSTOPSIG(st) == SIGSTOP && dt_dlopen_claims(dtp, pid)) {
			pr->dpr_held = 1;
			break;
		}
		/* a signal-delivery stop hands its signal on; other events carry none */
		ptrace(PTRACE_CONT, pid, NULL, (void *)(long)(st >> 16 ? 0 : WSTOPSIG(st)));
	}
}

/* Deal with what has happened to pr since we last looked, without waiting. */
static void dt_proc_update(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
	struct pollfd pfd = { .fd = pr->dpr_pidfd, .events = POLLIN };
	int st;
	pid_t w;

	while (pr->dpr_state != DTRACE_PROC_EXITED && (pr->dpr_created || pr->dpr_traced)) {
		w = dt_proc_wait(pr->dpr_pid, &st, WNOHANG);
		if (w == 0)
			return;
		if (w < 0)
			dt_proc_exited(pr, -1);	/* a consumer's own wait() reaped it */
		else if (WIFSTOPPED(st))
			dt_proc_stopped(dtp, pr, st);
		else
			dt_proc_exited(pr, st);
	}
	if (pr->dpr_state == DTRACE_PROC_EXITED || pr->dpr_created)
		return;
	if (pr->dpr_pidfd >= 0 ? poll(&pfd, 1, 0) > 0 : kill(pr->dpr_pid, 0) != 0 && errno == ESRCH)
		dt_proc_exited(pr, -1);
}

/*
 * The child: wait for the go-ahead (EOF means dtrace gave up: leave
 * quietly), then become the command.  dtrace ignores SIGPIPE; the command
 * must not.  The go-ahead of the commands created before it is not its to
 * hold: a dtrace that dies must leave them at EOF.
 */
static void __attribute__((noreturn))
dt_proc_child(dtrace_hdl_t *dtp, int go[2], int errp[2], const char *file, char *const argv[])
{
	dtrace_proc_t *pr;
	ssize_t n;
	char c;
	int err;

	signal(SIGPIPE, SIG_DFL);
	close(go[0]);
	close(errp[0]);
	for (pr = dtp->dt_procs; pr != NULL; pr = pr->dpr_next) {
		if (pr->dpr_gofd >= 0)
			close(pr->dpr_gofd);
	}
	while ((n = read(go[1], &c, 1)) < 0 && errno == EINTR)
		;
	if (n != 1)
		_exit(0);
	execvp(file, argv);
	err = errno;
	if (write(errp[1], &err, sizeof(err)) < 0)
		_exit(126);
	_exit(127);
}

/*
 * Let a child held before its exec go: 0 once it has exec'ed, else why it
 * did not (its exec's errno; EPIPE if it had gone).  A socket, not a pipe,
 * so that a child gone does not send the consumer a SIGPIPE.
 */
static int dt_proc_go(dtrace_proc_t *pr)
{
	int err = 0;
	ssize_t n;

	if (send(pr->dpr_gofd, "g", 1, MSG_NOSIGNAL) != 1) {
		err = errno;
	} else {
		while ((n = read(pr->dpr_errfd, &err, sizeof(err))) < 0 && errno == EINTR)
			;
		if (n != sizeof(err))
			err = 0;
	}
	dt_proc_close(&pr->dpr_gofd);
	dt_proc_close(&pr->dpr_errfd);
	return err;
}

static const char *dt_proc_why(int st)
{
	if (st != -1 && WIFSIGNALED(st))
		return strsignal(WTERMSIG(st));
	return "exited before its exec";
}

/*
 * A seized child: let it exec, and wait for the stop that follows, where
 * its objects are read.
 */
static int dt_proc_exec(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
	int err = dt_proc_go(pr), st;

	while (err == 0 && pr->dpr_state != DTRACE_PROC_EXITED) {
		if (dt_proc_wait(pr->dpr_pid, &st, 0) < 0) {
			dt_proc_exited(pr, -1);
		} else if (!WIFSTOPPED(st)) {
			dt_proc_exited(pr, st);
		} else if (st >> 16 == PTRACE_EVENT_EXEC) {
			dt_usyms_exec(dtp, pr->dpr_pid);
			return 0;
		} else {
			dt_proc_stopped(dtp, pr, st);	/* a signal before its exec */
		}
	}
	return dt_set_errmsg(dtp, D_NONE, "failed to execute %s: %s", pr->dpr_file,
			     err != 0 ? strerror(err) : dt_proc_why(pr->dpr_status));
}

static int dt_proc_evaltime(dtrace_hdl_t *, dtrace_proc_t *);

dtrace_proc_t *dtrace_proc_create(dtrace_hdl_t *dtp, const char *file, char *const argv[])
{
	dtrace_proc_t *pr;
	int go[2], errp[2], err;
	pid_t pid;

	if (file == NULL || argv == NULL || argv[0] == NULL) {
		dt_set_errmsg(dtp, D_NONE, "no command to run");
		return NULL;
	}
	if ((pr = dt_proc_new(dtp, 0, file)) == NULL)
		return NULL;
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, go) != 0)
		goto fail;
	if (pipe2(errp, O_CLOEXEC) != 0) {
		err = errno;
		close(go[0]);
		close(go[1]);
		errno = err;
		goto fail;
	}
	if ((pid = fork()) == 0)
		dt_proc_child(dtp, go, errp, file, argv);
	err = errno;
	close(go[1]);
	close(errp[1]);
	pr->dpr_gofd = go[0];
	pr->dpr_errfd = errp[0];
	if (pid < 0) {
		errno = err;
		goto fail;
	}
	pr->dpr_pid = pid;
	pr->dpr_created = 1;
	pr->dpr_state = DTRACE_PROC_STOPPED;
	if (ptrace(PTRACE_SEIZE, pid, NULL, (void *)(long)DT_PROC_OPT_CREATED) != 0)
		return pr;	/* refused: held before its exec, and runs untraced */
	pr->dpr_traced = 1;
	if (dt_proc_exec(dtp, pr) != 0 || dt_proc_evaltime(dtp, pr) != 0) {
		dtrace_proc_release(dtp, pr);
		return NULL;
	}
	return pr;
fail:
	dt_set_errmsg(dtp, D_NONE, "failed to run %s: %s", file, strerror(errno));
	dt_proc_free(dtp, pr);
	return NULL;
}

dtrace_proc_t *dtrace_proc_grab(dtrace_hdl_t *dtp, pid_t pid, int flags)
{
	dtrace_proc_t *pr = dt_proc_find(dtp, pid);
	int err = 0, fresh = 0;

	if (flags & ~DTRACE_PROC_WAITEXIT)
		err = EINVAL;
	else if (pid <= 0)
		err = ESRCH;
	if (err == 0 && (pr == NULL || dtrace_proc_state(dtp, pr) == DTRACE_PROC_EXITED)) {
		if ((pr = dt_proc_new(dtp, pid, NULL)) == NULL)
			return NULL;
		fresh = 1;
		pr->dpr_pidfd = syscall(SYS_pidfd_open, pid, 0);
		/* without pidfds (Linux before 5.3) kill(pid, 0) polls instead */
		if (pr->dpr_pidfd < 0 &&
		    (errno == ESRCH || (kill(pid, 0) != 0 && errno == ESRCH)))
			err = ESRCH;
	}
	if (err == 0 && (flags & DTRACE_PROC_WAITEXIT) && !pr->dpr_traced && !pr->dpr_created) {
		if (ptrace(PTRACE_SEIZE, pid, NULL, (void *)(long)DT_PROC_OPT_GRABBED) != 0)
			err = errno;
		else
			pr->dpr_traced = 1;
	}
	if (err != 0) {
		/* the reason alone, as DTrace's: "dtrace: No such process" */
		dt_set_errmsg(dtp, D_NONE, "%s", strerror(err));
		if (fresh)
			dt_proc_free(dtp, pr);
		return NULL;
	}
	if (fresh)
		dt_usyms_read(dtp, pid);	/* its objects, for providers */
	return pr;
}

int dtrace_proc_continue(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
	int err;

	if (pr->dpr_state != DTRACE_PROC_STOPPED)
		return 0;
	pr->dpr_state = DTRACE_PROC_RUNNING;
	if (pr->dpr_gofd >= 0) {
		if ((err = dt_proc_go(pr)) != 0)
			return dt_set_errmsg(dtp, D_NONE, "failed to execute %s: %s", pr->dpr_file,
					     strerror(err));
		return 0;
	}
	if (ptrace(PTRACE_CONT, pr->dpr_pid, NULL, NULL) != 0) {
		if (errno == ESRCH)
			return 0;	/* killed in its stop: dtrace_proc_state() will say */
		return dt_set_errmsg(dtp, D_NONE, "failed to continue %s: %s", pr->dpr_file,
				     strerror(errno));
	}
	return 0;
}

dtrace_procstate_t dtrace_proc_state(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
	dt_proc_update(dtp, pr);
	return pr->dpr_state;
}

pid_t dtrace_proc_getpid(const dtrace_proc_t *pr)
{
	return pr->dpr_pid;
}

int dtrace_proc_status(const dtrace_proc_t *pr)
{
	return pr->dpr_status;
}

/*
 * Kill a created process and reap it.  Seized, it stops at its exit even
 * when killed, and must be let go there.
 */
static void dt_proc_kill(dtrace_proc_t *pr)
{
	int st;

	kill(pr->dpr_pid, SIGKILL);
	while (dt_proc_wait(pr->dpr_pid, &st, 0) > 0 && WIFSTOPPED(st))
		ptrace(PTRACE_DETACH, pr->dpr_pid, NULL, NULL);
}

/*
 * Let a seized process we did not create go on untraced.  Only a tracee in
 * a stop can be detached: interrupt it, and detach at the first stop it
 * reports, handing on the signal of a signal-delivery stop.
 */
static void dt_proc_detach(dtrace_proc_t *pr)
{
	int st;

	if (ptrace(PTRACE_INTERRUPT, pr->dpr_pid, NULL, NULL) != 0)
		return;
	if (dt_proc_wait(pr->dpr_pid, &st, 0) > 0 && WIFSTOPPED(st))
		ptrace(PTRACE_DETACH, pr->dpr_pid, NULL,
		       (void *)(long)(st >> 16 ? 0 : WSTOPSIG(st)));
}

void dtrace_proc_release(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
	if (pr == NULL)
		return;
	dt_proc_update(dtp, pr);
	if (pr->dpr_held && !pr->dpr_created) {
		/* kept in its stop (dt_dlopen.c): it goes on untraced, without the signal */
		ptrace(PTRACE_DETACH, pr->dpr_pid, NULL, NULL);
		pr->dpr_held = pr->dpr_traced = 0;
	}
	if (pr->dpr_state != DTRACE_PROC_EXITED && pr->dpr_created)
		dt_proc_kill(pr);
	else if (pr->dpr_state != DTRACE_PROC_EXITED && pr->dpr_traced)
		dt_proc_detach(pr);
	dt_proc_free(dtp, pr);
}

void dt_proc_fini(dtrace_hdl_t *dtp)
{
	while (dtp->dt_procs != NULL)
		dtrace_proc_release(dtp, dtp->dt_procs);
}

dt_proc_t *dt_proc_lookup(dtrace_hdl_t *dtp, pid_t pid)
{
	dtrace_proc_t *pr = dt_proc_find(dtp, pid);

	return pr != NULL ? pr : dtrace_proc_grab(dtp, pid, 0);
}

int dt_proc_obj_iter(dtrace_hdl_t *dtp, dt_proc_t *pr, dt_uobj_f *cb, void *arg)
{
	return dt_usyms_obj_iter(dtp, pr->dpr_pid, cb, arg);
}

int dt_proc_addr_lookup(dtrace_hdl_t *dtp, dt_proc_t *pr, uint64_t addr, dt_symres_t *res)
{
	return dt_usym_lookup(dtp, pr->dpr_pid, addr, res);
}

int dt_proc_name_lookup(dtrace_hdl_t *dtp, dt_proc_t *pr, const char *obj, const char *name,
			dt_symres_t *res)
{
	return dt_usym_byname(dtp, pr->dpr_pid, obj, name, res);
}

int dt_proc_func_iter(dtrace_hdl_t *dtp, dt_proc_t *pr, const char *obj, dt_usym_f *cb,
		      void *arg)
{
	return dt_usym_iter(dtp, pr->dpr_pid, obj, cb, arg);
}

pid_t dt_proc_pid(const dt_proc_t *pr)
{
	return pr->dpr_pid;
}

int dt_proc_gone(dtrace_hdl_t *dtp, dt_proc_t *pr)
{
	return dtrace_proc_state(dtp, pr) == DTRACE_PROC_EXITED;
}

/* An entry of its auxiliary vector (AT_ENTRY, AT_BASE...); 0 if unknown. */
static uint64_t dt_proc_auxv(pid_t pid, uint64_t type)
{
	char path[64];
	uint64_t av[2], val = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/auxv", (int)pid);
	if ((fp = fopen(path, "re")) == NULL)
		return 0;
	while (val == 0 && fread(av, sizeof(av), 1, fp) == 1 && av[0] != AT_NULL) {
		if (av[0] == type)
			val = av[1];
	}
	fclose(fp);
	return val;
}

#if defined(__x86_64__)
#define DT_PROC_BREAK	0xccUL		/* int3 */
#define DT_PROC_BREAKLEN	1	/* the trap reports the address after it */
#define DT_PROC_PC(r)	((r).rip)
#endif

#ifdef DT_PROC_BREAK
/* A word of a stopped tracee's memory: 0, or -1. */
static int dt_proc_peek(pid_t pid, uint64_t addr, uint64_t *val)
{
	errno = 0;
	*val = (uint64_t)ptrace(PTRACE_PEEKDATA, pid, (void *)addr, NULL);
	return errno != 0 ? -1 : 0;
}

/*
 * Where the dynamic linker's r_debug is (the debuggers' interface), from
 * the executable's DT_DEBUG, which the dynamic linker fills in before its
 * first report; 0 if not (yet) known.
 */
static uint64_t dt_proc_rdebug(pid_t pid)
{
	uint64_t phdr = dt_proc_auxv(pid, AT_PHDR), phnum = dt_proc_auxv(pid, AT_PHNUM);
	uint64_t bias = 0, dyn = 0, w, tag, val;

	for (uint64_t i = 0; phdr != 0 && i < phnum; i++) {
		uint64_t ph = phdr + i * sizeof(Elf64_Phdr), vaddr;

		if (dt_proc_peek(pid, ph + offsetof(Elf64_Phdr, p_type), &w) != 0 ||
		    dt_proc_peek(pid, ph + offsetof(Elf64_Phdr, p_vaddr), &vaddr) != 0)
			return 0;
		if ((uint32_t)w == PT_PHDR)
			bias = phdr - vaddr;
		else if ((uint32_t)w == PT_DYNAMIC)
			dyn = vaddr;
	}
	for (int i = 0; dyn != 0 && i < 1024; i++) {
		uint64_t d = bias + dyn + i * sizeof(Elf64_Dyn);

		if (dt_proc_peek(pid, d, &tag) != 0 || tag == DT_NULL ||
		    dt_proc_peek(pid, d + 8, &val) != 0)
			return 0;
		if (tag == DT_DEBUG)
			return val;
	}
	return 0;
}

/* r_debug's r_state (RT_CONSISTENT, RT_ADD, RT_DELETE), or -1. */
static int dt_proc_dlstate(pid_t pid)
{
	uint64_t rd = dt_proc_rdebug(pid), w;

	if (rd == 0 || dt_proc_peek(pid, rd + offsetof(struct r_debug, r_state), &w) != 0)
		return -1;
	return (int)(uint32_t)w;
}

typedef struct dt_proc_find {
	uint64_t pf_base;	/* the dynamic linker's load address */
	char *pf_path;
} dt_proc_find_t;

static int dt_proc_ldso(const dt_uobjinfo_t *oi, void *arg)
{
	dt_proc_find_t *pf = arg;

	if (oi->oi_start != pf->pf_base)
		return 0;
	pf->pf_path = strdup(oi->oi_path);
	return 1;
}

/* The address of the dynamic linker's _dl_debug_state (r_brk); 0 if unknown. */
static uint64_t dt_proc_dlbrk(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
	dt_proc_find_t pf = { .pf_base = dt_proc_auxv(pr->dpr_pid, AT_BASE) };
	dt_symres_t res;
	uint64_t addr = 0;

	if (pf.pf_base == 0)
		return 0;	/* a static executable */
	dt_usyms_obj_iter(dtp, pr->dpr_pid, dt_proc_ldso, &pf);
	if (pf.pf_path != NULL &&
	    dt_usym_byname(dtp, pr->dpr_pid, pf.pf_path, "_dl_debug_state", &res) == DT_SYM_FOUND)
		addr = res.sr_addr;
	free(pf.pf_path);
	return addr;
}

/*
 * Wait for the next stop of a child on its way (a breakpoint, a step):
 * 1 when it is a SIGTRAP, 0 when it has exited; any other signal it
 * receives meanwhile is handed on by the ptrace request again (again: step
 * or run on).
 */
static int dt_proc_trap(dtrace_hdl_t *dtp, dtrace_proc_t *pr, int req)
{
	int st;

	for (;;) {
		if (dt_proc_wait(pr->dpr_pid, &st, 0) < 0) {
			dt_proc_exited(pr, -1);
			return 0;
		}
		if (!WIFSTOPPED(st)) {
			dt_proc_exited(pr, st);
			return 0;
		}
		if ((st >> 16) == 0 && WSTOPSIG(st) == SIGTRAP)
			return 1;
		if (req == PTRACE_CONT)
			dt_proc_stopped(dtp, pr, st);
		else
			ptrace(req, pr->dpr_pid, NULL, (void *)(long)(st >> 16 ? 0 : WSTOPSIG(st)));
	}
}

/*
 * Run a stopped child on to a breakpoint at addr; there the word is
 * restored and its PC set back, and it is left in that signal-delivery stop
 * (SIGTRAP).  0, -1 + message (errno), or 1 when it exited on the way.
 */
static int dt_proc_run_to(dtrace_hdl_t *dtp, dtrace_proc_t *pr, uint64_t addr, const char *where)
{
	struct user_regs_struct regs;
	uint64_t word;

	if (dt_proc_peek(pr->dpr_pid, addr, &word) != 0 ||
	    ptrace(PTRACE_POKETEXT, pr->dpr_pid, (void *)addr,
		   (void *)((word & ~0xffUL) | DT_PROC_BREAK)) != 0 ||
	    ptrace(PTRACE_CONT, pr->dpr_pid, NULL, NULL) != 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot run %s to %s: %s", pr->dpr_file, where,
				     strerror(errno));
	while (dt_proc_trap(dtp, pr, PTRACE_CONT)) {
		if (ptrace(PTRACE_GETREGS, pr->dpr_pid, NULL, &regs) != 0 ||
		    DT_PROC_PC(regs) != addr + DT_PROC_BREAKLEN) {
			/* not ours: kill -TRAP's, handed on */
			ptrace(PTRACE_CONT, pr->dpr_pid, NULL, (void *)(long)SIGTRAP);
			continue;
		}
		DT_PROC_PC(regs) = addr;
		if (ptrace(PTRACE_POKETEXT, pr->dpr_pid, (void *)addr, (void *)word) != 0 ||
		    ptrace(PTRACE_SETREGS, pr->dpr_pid, NULL, &regs) != 0)
			return dt_set_errmsg(dtp, D_NONE, "cannot stop %s at %s: %s", pr->dpr_file,
					     where, strerror(errno));
		return 0;
	}
	return 1;
}

/*
 * Run it on to the dynamic linker's report that the objects it starts with
 * are mapped (r_state back to RT_CONSISTENT after RT_ADD, at the call of
 * _dl_debug_state that glibc makes before running their constructors).
 * 1: not found, or no such report (the caller goes on to the entry point).
 */
static int dt_proc_run_to_libs(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
	uint64_t brk = dt_proc_dlbrk(dtp, pr);
	int added = 0, rc;

	for (int hits = 0; brk != 0 && hits < 16; hits++) {
		if ((rc = dt_proc_run_to(dtp, pr, brk, "its libraries")) != 0)
			return rc < 0 ? -1 : 0;
		/*
		 * glibc reports RT_ADD first, then RT_CONSISTENT once the objects
		 * are mapped.  A first report of anything else (musl's one report
		 * at start) could be the last before the program runs: its entry
		 * point then, which it has not passed yet.
		 */
		switch (dt_proc_dlstate(pr->dpr_pid)) {
		case RT_ADD:
			added = 1;
			break;
		case RT_CONSISTENT:
			if (added)
				return 0;
			return 1;
		default:
			if (!added)
				return 1;
		}
		/* step over _dl_debug_state's first instruction, unbroken */
		if (ptrace(PTRACE_SINGLESTEP, pr->dpr_pid, NULL, NULL) != 0)
			return dt_set_errmsg(dtp, D_NONE, "cannot run %s to its libraries: %s",
					     pr->dpr_file, strerror(errno));
		if (!dt_proc_trap(dtp, pr, PTRACE_SINGLESTEP))
			return 0;
	}
	return 1;
}
#endif

/*
 * Run a seized child stopped at its exec on to the point where the
 * libraries it starts with are mapped, their constructors not run yet (the
 * dynamic linker's report, dt_proc_run_to_libs()), else to its entry point
 * (a static executable; a dynamic linker that does not report); it is left
 * in that signal-delivery stop (SIGTRAP), which dtrace_proc_continue() ends
 * without delivering the signal.
 */
int dt_proc_ready(dtrace_hdl_t *dtp, dt_proc_t *pr)
{
#ifdef DT_PROC_BREAK
	uint64_t entry;
	int rc;

	if (pr->dpr_created && pr->dpr_gofd >= 0)
		return dt_set_errmsg(dtp, D_NONE, "%s cannot be traced (ptrace is refused: Yama's "
				     "ptrace_scope, a seccomp filter): it is held before its exec, "
				     "its objects are not mapped yet", pr->dpr_file);
	if (!pr->dpr_created || !pr->dpr_traced || pr->dpr_ready ||
	    pr->dpr_state != DTRACE_PROC_STOPPED)
		return 0;
	pr->dpr_ready = 1;
	rc = dt_proc_run_to_libs(dtp, pr);
	if (rc == 1 && pr->dpr_state != DTRACE_PROC_EXITED) {
		if ((entry = dt_proc_auxv(pr->dpr_pid, AT_ENTRY)) == 0)
			return 0;	/* left where it is: what is mapped is all there is */
		rc = dt_proc_run_to(dtp, pr, entry, "its entry point");
	}
	if (rc < 0)
		return -1;
	if (pr->dpr_state != DTRACE_PROC_EXITED) {
		dt_usyms_read(dtp, pr->dpr_pid);
		return 0;
	}
	if (pr->dpr_status != -1 && WIFSIGNALED(pr->dpr_status))
		return dt_set_errmsg(dtp, D_NONE, "%s exited before its entry point: %s",
				     pr->dpr_file, strsignal(WTERMSIG(pr->dpr_status)));
	return dt_set_errmsg(dtp, D_NONE, "%s exited before its entry point", pr->dpr_file);
#else
	(void)dtp;
	(void)pr;
	return 0;
#endif
}

int dt_proc_setevaltime(dtrace_hdl_t *dtp, const char *val)
{
	static const char *const names[] = {
		[DT_EVAL_POSTINIT] = "postinit", [DT_EVAL_EXEC] = "exec",
		[DT_EVAL_PREINIT] = "preinit", [DT_EVAL_MAIN] = "main"
	};

	for (size_t i = 0; val != NULL && i < sizeof(names) / sizeof(names[0]); i++) {
		if (strcmp(val, names[i]) == 0) {
			dtp->dt_evaltime = i;
			return 0;
		}
	}
	return dt_set_errmsg(dtp, D_NONE, "Invalid value for specified option");
}

#ifdef DT_PROC_BREAK
typedef struct dt_proc_lsm {
	dtrace_hdl_t *ls_dtp;
	pid_t ls_pid;
	uint64_t ls_addr;
} dt_proc_lsm_t;

static int dt_proc_lsm(const dt_uobjinfo_t *oi, void *arg)
{
	dt_proc_lsm_t *ls = arg;
	dt_symres_t res;

	if (dt_usym_byname(ls->ls_dtp, ls->ls_pid, oi->oi_path, "__libc_start_main",
			   &res) != DT_SYM_FOUND)
		return 0;
	ls->ls_addr = res.sr_addr;
	return 1;
}

/*
 * From its entry point on to main, as DTrace's postinit and main evaltimes
 * do: the executable's initializers have run.  main is the first argument
 * of glibc's __libc_start_main (found even in a stripped executable); left
 * at the entry point when there is none (static, another libc).  0, -1 +
 * message, 1 when it exited on the way.
 */
static int dt_proc_run_to_main(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
	dt_proc_lsm_t ls = { .ls_dtp = dtp, .ls_pid = pr->dpr_pid };
	struct user_regs_struct regs;
	int rc;

	dt_usyms_read(dtp, pr->dpr_pid);
	dt_usyms_obj_iter(dtp, pr->dpr_pid, dt_proc_lsm, &ls);
	if (ls.ls_addr == 0)
		return 0;
	if ((rc = dt_proc_run_to(dtp, pr, ls.ls_addr, "its start")) != 0)
		return rc;
	if (ptrace(PTRACE_GETREGS, pr->dpr_pid, NULL, &regs) != 0 || regs.rdi == 0)
		return 0;
	return dt_proc_run_to(dtp, pr, regs.rdi, "main");
}
#endif

/*
 * A created process stopped at its exec, run on to where -x evaltime
 * starts tracing, before any probe is enabled: the dynamic linker's and
 * the initializers' work is not the command's (DTrace's postinit).
 * dt_proc_ready() has nothing left to do then.
 */
static int dt_proc_evaltime(dtrace_hdl_t *dtp, dtrace_proc_t *pr)
{
#if defined(DT_PROC_BREAK) && defined(__x86_64__)
	uint64_t entry;
	int rc;

	if (dtp->dt_evaltime == DT_EVAL_EXEC || !pr->dpr_traced)
		return 0;
	if ((entry = dt_proc_auxv(pr->dpr_pid, AT_ENTRY)) == 0)
		return 0;
	pr->dpr_ready = 1;
	rc = dt_proc_run_to(dtp, pr, entry, "its entry point");
	if (rc == 0 && dtp->dt_evaltime != DT_EVAL_PREINIT)
		rc = dt_proc_run_to_main(dtp, pr);
	if (rc < 0)
		return -1;
	if (rc == 0 && pr->dpr_state != DTRACE_PROC_EXITED) {
		dt_usyms_read(dtp, pr->dpr_pid);
		return 0;
	}
	return dt_set_errmsg(dtp, D_NONE, "%s exited before tracing could start", pr->dpr_file);
#else
	(void)dtp;
	(void)pr;
	return 0;
#endif
}

int dt_proc_iter(dtrace_hdl_t *dtp, dt_proc_f *cb, void *arg)
{
	int rc = 0;

	for (dt_proc_t *pr = dtp->dt_procs, *next; rc == 0 && pr != NULL; pr = next) {
		next = pr->dpr_next;
		rc = cb(dtp, pr, arg);
	}
	return rc;
}

int dt_proc_traced(const dt_proc_t *pr)
{
	return pr->dpr_traced;
}

int dt_proc_held(const dt_proc_t *pr)
{
	return pr->dpr_held;
}

int dt_proc_group_stopped(const dt_proc_t *pr)
{
	return pr->dpr_gstop;
}

void dt_proc_unhold(dtrace_hdl_t *dtp, dt_proc_t *pr)
{
	(void)dtp;
	if (!pr->dpr_held)
		return;
	pr->dpr_held = 0;
	ptrace(PTRACE_CONT, pr->dpr_pid, NULL, NULL);
}
