/*
 * Unit test of process control (dt_proc.c: dtrace_proc_*() in dtrace.h, and
 * dt_proc.h for providers), without BPF.  The processes are this very
 * program run again ("test_proc child ..."), whose symbols are known:
 *
 * - created: stopped at its exec, its executable and dynamic linker mapped
 *   and libc not yet; a function found by name at the same offset in its
 *   object as in ours, and found again from its address; continued, it
 *   runs to its exit status, and libc, mapped meanwhile, is known from the
 *   maps read at its exit stop;
 * - a created process that handles a signal sent to it gets it (seized, it
 *   stops for it, and dtrace_proc_state() hands it on);
 * - grabbed: watched until it exits; with DTRACE_PROC_WAITEXIT seized for
 *   its exit, and released running, untraced;
 * - errors: no such file, no such pid, not permitted (a process already
 *   traced), bad flags;
 * - where ptrace is refused (a seccomp filter here, Yama elsewhere): held
 *   before its exec, run by dtrace_proc_continue(), a failed exec reported
 *   there.
 *
 * Skipped (77) where Yama forbids ptrace (ptrace_scope 3).
 * Usage: test_proc    (prints "N passed, N failed"; exit status 1 on failure)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "check.h"
#include "dt_proc.h"

static char self[PATH_MAX];	/* this program */
static volatile sig_atomic_t got_usr1;

/* A function to find in the child; not static, not inlined: in .symtab. */
__attribute__((noinline)) int test_proc_marker(int x)
{
	return x * 3 + 1;
}

static void on_usr1(int sig)
{
	(void)sig;
	got_usr1 = 1;
}

/* What the child does: exit 7; or raise SIGUSR1, handled: exit 9; or wait to be killed. */
static int child(const char *what)
{
	if (strcmp(what, "signal") == 0) {
		signal(SIGUSR1, on_usr1);
		raise(SIGUSR1);
		return got_usr1 ? 9 : 1;
	}
	if (strcmp(what, "wait") == 0) {
		for (;;)
			pause();
	}
	return test_proc_marker(2) == 7 ? 7 : 1;
}

/* Ask for the state until it is want, for at most 10 s. */
static dtrace_procstate_t wait_state(dtrace_hdl_t *dtp, dtrace_proc_t *pr, dtrace_procstate_t want)
{
	dtrace_procstate_t st;

	for (int i = 0; i < 2000 && (st = dtrace_proc_state(dtp, pr)) != want; i++)
		usleep(5000);
	return st;
}

struct objs {
	int exe, ldso, libc, n;
};

static int count_obj(const dt_uobjinfo_t *oi, void *arg)
{
	struct objs *o = arg;

	o->n++;
	o->exe += strcmp(oi->oi_path, self) == 0 && strcmp(oi->oi_base, "test_proc") == 0 &&
		  oi->oi_start < oi->oi_end;
	o->ldso += strncmp(oi->oi_base, "ld-linux", 8) == 0 || strncmp(oi->oi_base, "ld-", 3) == 0;
	o->libc += strncmp(oi->oi_base, "libc.so", 7) == 0 || strncmp(oi->oi_base, "libc-", 5) == 0;
	return 0;
}

struct funcs {
	uint64_t addr;
	int n, marker;
};

static int count_func(const dt_symres_t *res, uint64_t size, void *arg)
{
	struct funcs *f = arg;

	f->n++;
	if (strcmp(res->sr_name, "test_proc_marker") == 0)
		f->marker = res->sr_addr == f->addr && size > 0;
	return 0;
}

static dtrace_proc_t *create_self(dtrace_hdl_t *dtp, const char *what)
{
	char *argv[] = { (char *)"test_proc", (char *)"child", (char *)what, NULL };
	dtrace_proc_t *pr = dtrace_proc_create(dtp, self, argv);

	if (pr == NULL)
		printf("create %s: %s\n", what, dtrace_errmsg(dtp));
	return pr;
}

static void test_create(dtrace_hdl_t *dtp)
{
	dtrace_proc_t *pr = create_self(dtp, "exit");
	dt_symres_t mine, res, back;
	struct objs o = { 0 };
	struct funcs f = { 0 };
	int st;

	check(pr != NULL, "create");
	if (pr == NULL)
		return;
	check(dt_proc_lookup(dtp, dtrace_proc_getpid(pr)) == pr, "lookup finds the created process");
	check_int(dtrace_proc_state(dtp, pr), DTRACE_PROC_STOPPED, "created: stopped");
	dt_proc_obj_iter(dtp, pr, count_obj, &o);
	check(o.exe == 1, "stopped at exec: the executable mapped, once");
	check(o.ldso == 1, "stopped at exec: the dynamic linker mapped");
	check(o.libc == 0, "stopped at exec: libc not mapped yet");

	/* the marker, at the same offset from its object's start as in ours */
	check_int(dt_usym_lookup(dtp, getpid(), (uintptr_t)test_proc_marker, &mine), DT_SYM_FOUND,
		  "our own marker");
	check_int(dt_proc_name_lookup(dtp, pr, "test_proc", "test_proc_marker", &res),
		  DT_SYM_FOUND, "marker by name");
	check_str(res.sr_mod, "test_proc", "marker's object");
	check_int(res.sr_addr - res.sr_modbase, mine.sr_addr - mine.sr_modbase, "marker's offset");
	check_int(dt_proc_name_lookup(dtp, pr, "libc.so.6", "test_proc_marker", &back), DT_SYM_NONE,
		  "not in an object not named");
	check_int(dt_proc_name_lookup(dtp, pr, NULL, "no_such_function_here", &back), DT_SYM_NONE,
		  "no such function");
	check_int(dt_proc_addr_lookup(dtp, pr, res.sr_addr + 1, &back), DT_SYM_FOUND,
		  "marker by address");
	check_str(back.sr_name, "test_proc_marker", "marker's name by address");
	f.addr = res.sr_addr;
	dt_proc_func_iter(dtp, pr, self, count_func, &f);
	check(f.n > 10 && f.marker, "the executable's functions include the marker");

	check_int(dtrace_proc_continue(dtp, pr), 0, "continue");
	check_int(wait_state(dtp, pr, DTRACE_PROC_EXITED), DTRACE_PROC_EXITED, "exits");
	st = dtrace_proc_status(pr);
	check(WIFEXITED(st) && WEXITSTATUS(st) == 7, "ran to its exit status");
	/* libc, mapped after the exec stop, was read at the exit stop */
	check_int(dt_proc_name_lookup(dtp, pr, NULL, "exit", &res), DT_SYM_FOUND,
		  "libc's exit() after its exit");
	check(res.sr_mod != NULL && strncmp(res.sr_mod, "libc", 4) == 0, "exit() is libc's");
	dtrace_proc_release(dtp, pr);
}

static void test_signal(dtrace_hdl_t *dtp)
{
	dtrace_proc_t *pr = create_self(dtp, "signal");
	int st;

	check(pr != NULL, "create signal");
	if (pr == NULL)
		return;
	dtrace_proc_continue(dtp, pr);
	check_int(wait_state(dtp, pr, DTRACE_PROC_EXITED), DTRACE_PROC_EXITED, "signal: exits");
	st = dtrace_proc_status(pr);
	check(WIFEXITED(st) && WEXITSTATUS(st) == 9, "signal: handed on and handled");
	dtrace_proc_release(dtp, pr);
}

/* A child of ours (not created by libdtrace) to grab: waits to be killed. */
static pid_t spawn(void)
{
	pid_t pid;

	fflush(stdout);
	if ((pid = fork()) == 0) {
		execl(self, "test_proc", "child", "wait", (char *)NULL);
		_exit(127);
	}
	usleep(100000);	/* exec'ed */
	return pid;
}

static int tracer_of(pid_t pid)
{
	char path[64], line[256];
	int tracer = -1;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof(line), fp))
		if (sscanf(line, "TracerPid: %d", &tracer) == 1)
			break;
	fclose(fp);
	return tracer;
}

static void test_grab(dtrace_hdl_t *dtp)
{
	pid_t pid = spawn();
	dtrace_proc_t *pr = dtrace_proc_grab(dtp, pid, 0);
	struct objs o = { 0 };
	int st;

	check(pr != NULL && dtrace_proc_getpid(pr) == pid, "grab");
	if (pr == NULL)
		return;
	check(dtrace_proc_grab(dtp, pid, 0) == pr, "grabbed twice: one process");
	check_int(dtrace_proc_state(dtp, pr), DTRACE_PROC_RUNNING, "grabbed: running");
	check_int(tracer_of(pid), 0, "grabbed: not traced");
	dt_proc_obj_iter(dtp, pr, count_obj, &o);
	check(o.exe == 1 && o.libc == 1, "grabbed: its objects");
	usleep(20000);
	check_int(dtrace_proc_state(dtp, pr), DTRACE_PROC_RUNNING, "grabbed: still running");
	kill(pid, SIGKILL);
	check_int(wait_state(dtp, pr, DTRACE_PROC_EXITED), DTRACE_PROC_EXITED, "grabbed: exits");
	check_int(dtrace_proc_status(pr), -1, "grabbed: no status (not created)");
	dtrace_proc_release(dtp, pr);
	waitpid(pid, &st, 0);

	/* seized for its exit: a signal that kills it is handed on */
	pid = spawn();
	pr = dtrace_proc_grab(dtp, pid, DTRACE_PROC_WAITEXIT);
	check(pr != NULL, "grab WAITEXIT");
	if (pr == NULL)
		return;
	check_int(tracer_of(pid), getpid(), "WAITEXIT: traced");
	kill(pid, SIGTERM);
	check_int(wait_state(dtp, pr, DTRACE_PROC_EXITED), DTRACE_PROC_EXITED, "WAITEXIT: exits");
	dtrace_proc_release(dtp, pr);
	check(waitpid(pid, &st, 0) == pid && WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM,
	      "WAITEXIT: killed by the signal handed on");

	/* released while running: let go, untraced, still running */
	pid = spawn();
	pr = dtrace_proc_grab(dtp, pid, DTRACE_PROC_WAITEXIT);
	check(pr != NULL, "grab WAITEXIT again");
	dtrace_proc_release(dtp, pr);
	usleep(20000);
	check(kill(pid, 0) == 0 && tracer_of(pid) == 0, "released: running, untraced");
	kill(pid, SIGKILL);
	waitpid(pid, &st, 0);
}

static void check_error(dtrace_hdl_t *dtp, dtrace_proc_t *pr, const char *want, const char *what)
{
	check(pr == NULL, what);
	check_str(dtrace_errmsg(dtp), want, what);
}

static void test_errors(dtrace_hdl_t *dtp)
{
	char *argv[] = { (char *)"/nonexistent/cmd", NULL };
	char want[128];
	pid_t pid;
	int st;

	check_error(dtp, dtrace_proc_create(dtp, argv[0], argv),
		    "failed to execute /nonexistent/cmd: No such file or directory", "no such file");
	check_error(dtp, dtrace_proc_create(dtp, "x", NULL), "no command to run", "no argv");
	check_error(dtp, dtrace_proc_grab(dtp, 999999999, 0),
		    "No such process", "no such pid");
	check_error(dtp, dtrace_proc_grab(dtp, 0, 0), "No such process",
		    "pid 0");
	snprintf(want, sizeof(want), "Invalid argument");
	check_error(dtp, dtrace_proc_grab(dtp, getpid(), 0x100), want, "bad flags");
	snprintf(want, sizeof(want), "Operation not permitted");
	check_error(dtp, dtrace_proc_grab(dtp, getpid(), DTRACE_PROC_WAITEXIT), want,
		    "WAITEXIT on dtrace itself");

	pid = spawn();
	ptrace(PTRACE_SEIZE, pid, NULL, NULL);		/* traced already: by this test */
	snprintf(want, sizeof(want), "Operation not permitted");
	check_error(dtp, dtrace_proc_grab(dtp, pid, DTRACE_PROC_WAITEXIT), want,
		    "WAITEXIT on a traced process");
	check(dtp->dt_procs == NULL, "failed creates and grabs leave nothing behind");
	check(dt_proc_lookup(dtp, pid) != NULL, "lookup grabs it (watched)");
	kill(pid, SIGKILL);
	waitpid(pid, &st, __WALL);
}

/* ptrace() refused, as Yama's ptrace_scope 3 or a seccomp filter does. */
static int refuse_ptrace(void)
{
	struct sock_filter filter[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_ptrace, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { .len = sizeof(filter) / sizeof(filter[0]), .filter = filter };

	return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
	       prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) == 0 ? 0 : -1;
}

/* In a process of its own (the filter cannot be undone); its failures are printed. */
static void test_untraced(void)
{
	char *argv[] = { (char *)"/nonexistent/cmd", NULL }, want[128];
	dtrace_hdl_t *dtp;
	dtrace_proc_t *pr;
	pid_t pid;
	int err, st;

	fflush(stdout);
	if ((pid = fork()) == 0) {
		if (refuse_ptrace() != 0 || (dtp = dtrace_open(&err)) == NULL ||
		    dtrace_setopt(dtp, "evaltime", "exec") != 0)
			_exit(2);
		pr = create_self(dtp, "exit");
		check(pr != NULL, "untraced: create");
		check_int(dtrace_proc_state(dtp, pr), DTRACE_PROC_STOPPED, "untraced: held");
		check_int(tracer_of(dtrace_proc_getpid(pr)), 0, "untraced: not traced");
		check_int(dtrace_proc_continue(dtp, pr), 0, "untraced: continue");
		check_int(wait_state(dtp, pr, DTRACE_PROC_EXITED), DTRACE_PROC_EXITED,
			  "untraced: exits");
		st = dtrace_proc_status(pr);
		check(WIFEXITED(st) && WEXITSTATUS(st) == 7, "untraced: ran to its exit status");
		pr = dtrace_proc_create(dtp, argv[0], argv);
		check(pr != NULL, "untraced: a bad command is created, held");
		check_int(dtrace_proc_continue(dtp, pr), -1, "untraced: its exec fails");
		check_str(dtrace_errmsg(dtp),
			  "failed to execute /nonexistent/cmd: No such file or directory",
			  "untraced: exec failure");
		snprintf(want, sizeof(want), "Operation not permitted");
		check_error(dtp, dtrace_proc_grab(dtp, getppid(), DTRACE_PROC_WAITEXIT), want,
			    "untraced: WAITEXIT refused");
		dtrace_close(dtp);
		fflush(stdout);
		_exit(nfail != 0);
	}
	check(waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0,
	      "where ptrace is refused");
}

int main(int argc, char **argv)
{
	dtrace_hdl_t *dtp;
	ssize_t n;
	FILE *fp;
	int err, scope = 0;

	/* _exit: no exit-time work (LeakSanitizer's check) in a traced child */
	if (argc > 2 && strcmp(argv[1], "child") == 0)
		_exit(child(argv[2]));
	if ((fp = fopen("/proc/sys/kernel/yama/ptrace_scope", "r")) != NULL) {
		if (fscanf(fp, "%d", &scope) != 1)
			scope = 0;
		fclose(fp);
	}
	if (scope == 3) {
		printf("ptrace is disabled (Yama ptrace_scope 3)\n");
		return 77;
	}
	if ((n = readlink("/proc/self/exe", self, sizeof(self) - 1)) <= 0) {
		printf("cannot find this program\n");
		return 1;
	}
	self[n] = '\0';
	if ((dtp = dtrace_open(&err)) == NULL) {
		printf("dtrace_open failed: %d\n", err);
		return 1;
	}
	/* these tests see the process at its exec (dtrace's -c runs it to main first) */
	if (dtrace_setopt(dtp, "evaltime", "exec") != 0) {
		printf("cannot set evaltime\n");
		return 1;
	}
	test_create(dtp);
	test_signal(dtp);
	test_grab(dtp);
	test_errors(dtp);
	dtrace_close(dtp);
	test_untraced();
	return check_done();
}
