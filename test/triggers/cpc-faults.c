/*
 * Trigger: takes exactly ROUNDS * PAGES page faults on fresh anonymous pages,
 * pinned to one CPU, for the cpc provider's page-fault counts.  argv[1]
 * "user" (default) touches each page from user mode; "kernel" has the kernel
 * fill them (read(2) from /dev/zero), so that the faults are taken in kernel
 * mode.  Huge pages are turned off for the region: one fault per 4K page.
 * It runs at a real-time priority (when allowed) so that other processes'
 * faults on its CPU do not come between its own: a counter of that CPU's
 * faults then overflows in the trigger every 5000 of them.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#define PAGES	10000
#define ROUNDS	5

int main(int argc, char **argv)
{
	int kernel = argc > 1 && strcmp(argv[1], "kernel") == 0;
	long pgsz = sysconf(_SC_PAGESIZE);
	size_t len = (size_t)PAGES * pgsz;
	cpu_set_t set;
	int fd = -1, cpu;

	/* stay on the first CPU this process may use */
	if (sched_getaffinity(0, sizeof(set), &set) != 0)
		return 1;
	for (cpu = 0; cpu < CPU_SETSIZE && !CPU_ISSET(cpu, &set); cpu++)
		;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set) != 0)
		return 1;
	sched_setscheduler(0, SCHED_FIFO, &(struct sched_param){ .sched_priority = 1 });
	if (kernel && (fd = open("/dev/zero", O_RDONLY)) < 0)
		return 1;
	for (int r = 0; r < ROUNDS; r++) {
		char *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			       -1, 0);

		if (p == MAP_FAILED)
			return 1;
		madvise(p, len, MADV_NOHUGEPAGE);
		if (kernel) {
			if (read(fd, p, len) != (ssize_t)len)
				return 1;
		} else {
			for (size_t off = 0; off < len; off += pgsz)
				((volatile char *)p)[off] = 1;
		}
		munmap(p, len);
	}
	return 0;
}
