/*
 * Trigger: kernel tracepoint events with known arguments, for the sdt
 * provider's tests, each once and in this order, all on one CPU (the
 * process pins itself first, so tests may print as events come):
 *  - oom_score_adj set to 17 (a short in task events: lowering it below 0
 *   needs CAP_SYS_RESOURCE, which root may lack in a container);
 *  - task:task_rename: comm "sdt-events" becomes "sdt-renamed";
 *  - signal:signal_generate and signal_deliver: SIGUSR1 raised at itself
 *    (tgkill: code SI_TKILL, -6), caught by a handler;
 *  - task:task_newtask and sched:sched_process_fork: one child, made by
 *    clone(2) itself with flags CLONE_SYSVSEM | SIGCHLD (so clone_flags is
 *    0x40000 whatever the C library's fork does; the signal is not in it),
 *    which execs /proc/self/exe with the argument "exec"
 *    (sched:sched_process_exec, filename "/proc/self/exe") and exits 0;
 *  - the child waited for.
 * Exits 0 if all went as planned.
 */
#define _GNU_SOURCE	/* sched_getcpu, CPU_SET, CLONE_SYSVSEM */
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>

static volatile sig_atomic_t caught;

static void on_usr1(int sig)
{
	caught = sig;
}

int main(int argc, char **argv)
{
	int fd, status, cpu = sched_getcpu();
	cpu_set_t set;
	pid_t child;

	if (argc > 1 && strcmp(argv[1], "exec") == 0)
		return 0;
	CPU_ZERO(&set);
	CPU_SET(cpu < 0 ? 0 : cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set) != 0)
		return 1;
	fd = open("/proc/self/oom_score_adj", O_WRONLY);
	if (fd < 0 || write(fd, "17\n", 3) != 3)
		return 1;
	close(fd);
	if (prctl(PR_SET_NAME, "sdt-renamed", 0, 0, 0) != 0)
		return 1;
	signal(SIGUSR1, on_usr1);
	if (raise(SIGUSR1) != 0 || caught != SIGUSR1)
		return 1;
	/* like fork(): no new stack, the child goes on from here */
	child = syscall(SYS_clone, CLONE_SYSVSEM | SIGCHLD, 0, 0, 0, 0);
	if (child < 0)
		return 1;
	if (child == 0) {
		execl("/proc/self/exe", argv[0], "exec", (char *)NULL);
		_exit(1);
	}
	if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return 1;
	return 0;
}
