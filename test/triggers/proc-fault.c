/*
 * proc-fault: two children that take a machine fault each, waited for: a
 * read through a null pointer (SIGSEGV, SEGV_MAPERR: FLTBOUNDS) and an
 * integer division by zero (SIGFPE, FPE_INTDIV: FLTIZDIV); then SIGSEGV
 * sent with kill() to a third child, which is no fault.  Core dumps are
 * off in the children, so that they are killed (CLD_KILLED) and leave no
 * file.
 */
#include <signal.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

static volatile int zero;
static int *volatile null;

static int killed_by(pid_t pid, int sig)
{
	int status;

	return pid > 0 && waitpid(pid, &status, 0) == pid && WIFSIGNALED(status) &&
	       WTERMSIG(status) == sig;
}

int main(void)
{
	struct rlimit rl = { 0, 0 };
	pid_t pid;

	if (setrlimit(RLIMIT_CORE, &rl) != 0)
		return 1;
	if ((pid = fork()) == 0)
		_exit(*null);
	if (!killed_by(pid, SIGSEGV))
		return 1;
	if ((pid = fork()) == 0)
		_exit(7 / zero);
	if (!killed_by(pid, SIGFPE))
		return 1;
	if ((pid = fork()) == 0) {
		for (;;)
			pause();
	}
	if (pid < 0 || kill(pid, SIGSEGV) != 0 || !killed_by(pid, SIGSEGV))
		return 1;
	return 0;
}
