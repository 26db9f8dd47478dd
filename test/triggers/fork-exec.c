/*
 * fork-exec: a child that execs /bin/true, waited for: one known exec
 * (rawtp:sched::sched_process_exec, its filename and pids) and one known
 * fork and exit, made by the -c command's child (ppid == $target).
 */
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>

int main(void)
{
	pid_t pid = fork();
	int status;

	if (pid < 0)
		return 1;
	if (pid == 0) {
		execl("/bin/true", "true", (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return 1;
	return WEXITSTATUS(status);
}
