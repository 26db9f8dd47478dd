/*
 * Trigger: 4 threads, thread i pinned to CPU i modulo the online CPUs, each
 * calling getppid(2) exactly N times (argv[1], default 50000), all at once:
 * aggregation tests count the firings on every CPU exactly.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>

#define NTHREADS 4

static long n = 50000;
static pthread_barrier_t start;

static void *worker(void *arg)
{
	long cpu = (long)arg;
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	sched_setaffinity(0, sizeof(set), &set);
	pthread_barrier_wait(&start);
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	return NULL;
}

int main(int argc, char **argv)
{
	long ncpus = sysconf(_SC_NPROCESSORS_ONLN);
	pthread_t t[NTHREADS];

	if (argc > 1)
		n = atol(argv[1]);
	if (ncpus < 1)
		ncpus = 1;
	pthread_barrier_init(&start, NULL, NTHREADS);
	for (long i = 0; i < NTHREADS; i++)
		pthread_create(&t[i], NULL, worker, (void *)(i % ncpus));
	for (long i = 0; i < NTHREADS; i++)
		pthread_join(t[i], NULL);
	return 0;
}
