/*
 * sched-pi: one priority-inheritance boost.  The main thread holds a
 * PTHREAD_PRIO_INHERIT mutex; a second thread, at nice -5 (this process
 * runs as root in the tests), blocks on it, which lends the holder its
 * priority (sched_pi_setprio: the main thread from nice 0's 120 to 115);
 * once the waiter is asleep, the holder unlocks, which ends the loan
 * (back to 120).  Exits 0, or 1 if something failed.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/syscall.h>

static pthread_mutex_t lock;
static volatile pid_t waiter_tid;

/* voluntary context switches of thread tid of this process, or -1 */
static long sleeps_of(pid_t tid)
{
	char path[64], line[256];
	long n = -1;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/self/task/%d/status", (int)tid);
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

static void *waiter(void *arg)
{
	(void)arg;
	if (setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), -5) != 0)
		return (void *)1;
	waiter_tid = (pid_t)syscall(SYS_gettid);
	if (pthread_mutex_lock(&lock) != 0)
		return (void *)1;
	pthread_mutex_unlock(&lock);
	return NULL;
}

int main(void)
{
	struct timespec ts = { 0, 1000000 };	/* 1 ms */
	pthread_mutexattr_t ma;
	pthread_t t;
	long before;
	void *rv;

	if (pthread_mutexattr_init(&ma) != 0 ||
	    pthread_mutexattr_setprotocol(&ma, PTHREAD_PRIO_INHERIT) != 0 ||
	    pthread_mutex_init(&lock, &ma) != 0 || pthread_mutex_lock(&lock) != 0)
		return 1;
	if (pthread_create(&t, NULL, waiter, NULL) != 0)
		return 1;
	while (waiter_tid == 0)
		nanosleep(&ts, NULL);
	/* the waiter blocks in the lock: one more sleep than when it began */
	before = sleeps_of(waiter_tid);
	nanosleep(&ts, NULL);
	for (int i = 0; i < 5000 && sleeps_of(waiter_tid) <= before; i++)
		nanosleep(&ts, NULL);
	pthread_mutex_unlock(&lock);
	if (pthread_join(t, &rv) != 0 || rv != NULL)
		return 1;
	return 0;
}
