/*
 * proc-life: one of each process and thread event the proc provider
 * reports, in this order, each waited for before the next:
 * 1. a child that execs /bin/true arg1 (exec, exec-success; exits 0:
 *    CLD_EXITED);
 * 2. a child whose exec of /nonexistent/proc-life fails with ENOENT
 *    (exec, exec-failure), then _exit(3): CLD_EXITED;
 * 3. a child killed by SIGKILL from this process (signal-send; CLD_KILLED);
 * 4. a child that abort()s with core dumps allowed, in a directory of its
 *    own under /tmp (signal-send of SIGABRT; CLD_DUMPED; the core file is
 *    removed); a hard limit of 0 makes it CLD_KILLED, and this process
 *    then exits 2 so that a test expecting a core fails clearly;
 * 5. a thread, joined (lwp-create, lwp-start, lwp-exit);
 * 6. SIGUSR1 to itself, handled by an SA_SIGINFO handler (signal-send,
 *    signal-handle);
 * 7. a child that sends itself SIGUSR2, ignored (signal-discard), and
 *    exits 0;
 * 8. SIGALRM to itself, blocked and taken by sigwait() (signal-send,
 *    signal-clear).
 * Every child runs start and lwp-start first (5 processes).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

static volatile sig_atomic_t handled;

static void on_usr1(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	if (sig == SIGUSR1 && si->si_signo == SIGUSR1)
		handled = 1;
}

static void *thread_main(void *arg)
{
	return arg;
}

static int wait_child(pid_t pid, int *status)
{
	return pid < 0 || waitpid(pid, status, 0) != pid ? -1 : 0;
}

int main(void)
{
	/*
	 * exec paths on the stack, written before fork(): proc:::exec reads
	 * them in the child at system call entry, where a page not yet
	 * faulted in cannot be read (the child shares the binary's .rodata
	 * but has no mapping of it yet)
	 */
	char true_path[] = "/bin/true", bad_path[] = "/nonexistent/proc-life";
	char dir[] = "/tmp/proc-life.XXXXXX", core[64];
	struct sigaction sa;
	struct rlimit rl;
	pthread_t thr;
	sigset_t set;
	int status, sig, dumped;
	pid_t pid;

	/* 1. exec /bin/true arg1 */
	if ((pid = fork()) == 0) {
		execl(true_path, "true", "arg1", (char *)NULL);
		_exit(127);
	}
	if (wait_child(pid, &status) != 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return 1;

	/* 2. a failed exec */
	if ((pid = fork()) == 0) {
		execl(bad_path, "proc-life", (char *)NULL);
		_exit(3);
	}
	if (wait_child(pid, &status) != 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 3)
		return 1;

	/* 3. killed by SIGKILL */
	if ((pid = fork()) == 0) {
		for (;;)
			pause();
	}
	if (pid < 0 || kill(pid, SIGKILL) != 0 || wait_child(pid, &status) != 0 ||
	    !WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL)
		return 1;

	/* 4. abort() with a core dump */
	if (mkdtemp(dir) == NULL)
		return 1;
	if ((pid = fork()) == 0) {
		if (getrlimit(RLIMIT_CORE, &rl) == 0) {
			rl.rlim_cur = rl.rlim_max;
			setrlimit(RLIMIT_CORE, &rl);
		}
		if (chdir(dir) != 0)
			_exit(1);
		abort();
	}
	if (wait_child(pid, &status) != 0 || !WIFSIGNALED(status) || WTERMSIG(status) != SIGABRT)
		return 1;
	dumped = WCOREDUMP(status);
	snprintf(core, sizeof(core), "%s/core", dir);
	unlink(core);
	snprintf(core, sizeof(core), "%s/core.%d", dir, (int)pid);
	unlink(core);
	rmdir(dir);

	/* 5. a thread */
	if (pthread_create(&thr, NULL, thread_main, NULL) != 0 || pthread_join(thr, NULL) != 0)
		return 1;

	/* 6. a handled signal */
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_usr1;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGUSR1, &sa, NULL) != 0 || raise(SIGUSR1) != 0 || !handled)
		return 1;

	/*
	 * 7. an ignored signal, in a child: the kernel discards no signal
	 * sent to a traced process (dtrace -c may trace this one)
	 */
	if ((pid = fork()) == 0) {
		signal(SIGUSR2, SIG_IGN);
		_exit(raise(SIGUSR2) != 0);
	}
	if (wait_child(pid, &status) != 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return 1;

	/* 8. a signal taken by sigwait() */
	sigemptyset(&set);
	sigaddset(&set, SIGALRM);
	if (sigprocmask(SIG_BLOCK, &set, NULL) != 0 || raise(SIGALRM) != 0 ||
	    sigwait(&set, &sig) != 0 || sig != SIGALRM)
		return 1;
	return dumped ? 0 : 2;
}
