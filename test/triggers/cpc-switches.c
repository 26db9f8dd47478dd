/*
 * Trigger: a parent and its child, pinned to one CPU at a real-time
 * priority (when allowed), pass a byte back and forth through two pipes
 * N times (argv[1], default 50000): each pass switches the CPU from one to
 * the other, so that the CPU makes 2 * N context switches between them,
 * with no other process's in between.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 50000;
	int to_child[2], to_parent[2], status, cpu;
	cpu_set_t set;
	pid_t pid;
	char c = 0;

	if (sched_getaffinity(0, sizeof(set), &set) != 0)
		return 1;
	for (cpu = 0; cpu < CPU_SETSIZE && !CPU_ISSET(cpu, &set); cpu++)
		;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set) != 0 || pipe(to_child) != 0 ||
	    pipe(to_parent) != 0)
		return 1;
	sched_setscheduler(0, SCHED_FIFO, &(struct sched_param){ .sched_priority = 1 });
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0) {
		for (long i = 0; i < n; i++) {
			if (read(to_child[0], &c, 1) != 1 || write(to_parent[1], &c, 1) != 1)
				_exit(1);
		}
		_exit(0);
	}
	for (long i = 0; i < n; i++) {
		if (write(to_child[1], &c, 1) != 1 || read(to_parent[0], &c, 1) != 1)
			return 1;
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return 1;
	return 0;
}
