/*
 * sched-pingpong: a child that sleeps exactly ROUNDS times, each time
 * woken by this process.  The child reads one byte at a time from a pipe,
 * ROUNDS times, then exits; this process writes each byte only once the
 * child is asleep (its state in /proc is 'S'), so that every read blocks:
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

/* the state letter of process pid ('S', 'R'...), or 0 */
static char state_of(pid_t pid)
{
	char path[64], buf[512], *p;
	FILE *fp;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	fp = fopen(path, "r");
	if (fp == NULL)
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, fp);
	fclose(fp);
	buf[n] = '\0';
	p = strrchr(buf, ')');		/* after the command name, which may hold spaces */
	return p != NULL && p[1] == ' ' ? p[2] : 0;
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

		while (state_of(pid) != 'S')
			nanosleep(&ts, NULL);
		if (write(fd[1], &c, 1) != 1)
			return 1;
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return 1;
	return 0;
}
