/*
 * sched-pingpong: a child that sleeps exactly ROUNDS times, each time
 * woken by this process.  The child reads one byte at a time from a pipe,
 * ROUNDS times, then exits; this process writes each byte only once the
 * child is asleep (off the CPU in its next sleep, as its count of
 * voluntary context switches in /proc says), so that every read blocks:
 * ROUNDS sleeps of the child (sched:::sleep, off-cpu), ROUNDS wakeups of
 * the child by this process (sched:::wakeup), one on-cpu of the child per
 * off-cpu.  This process writes ROUNDS times (syscall::write:entry) and
 * waits for the child.  Exits 0, or 1 if something failed.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#define ROUNDS	20

/*
 * The voluntary context switches of process pid so far (its sleeps), or
 * -1.  Its state letter ('S') would not do: a thread about to sleep is
 * 'S' from the moment it sets its state, before it checks for data and
 * gives up the CPU, so a byte written then is read without a sleep.
 */
static long sleeps_of(pid_t pid)
{
	char path[64], line[256];
	long n = -1;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	fp = fopen(path, "r");
	if (fp == NULL)
		return -1;
	while (fgets(line, sizeof(line), fp) != NULL) {
		if (sscanf(line, "voluntary_ctxt_switches: %ld", &n) == 1)
			break;
	}
	fclose(fp);
	return n;
}

int main(void)
{
	int fd[2], status;
	pid_t pid;
	char c = 'x';

	if (pipe(fd) != 0)
		return 1;
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0) {
		for (int i = 0; i < ROUNDS; i++) {
			if (read(fd[0], &c, 1) != 1)
				_exit(1);
		}
		_exit(0);
	}
	for (int i = 0; i < ROUNDS; i++) {
		struct timespec ts = { 0, 100000 };	/* 0.1 ms */

		/* the child has gone to sleep for byte i: its (i + 1)th sleep */
		while (sleeps_of(pid) < i + 1)
			nanosleep(&ts, NULL);
		if (write(fd[1], &c, 1) != 1)
			return 1;
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return 1;
	return 0;
}
