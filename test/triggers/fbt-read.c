/*
 * fbt-read: read(2) of /dev/zero with known counts, so that fbt tests can
 * check vfs_read()'s arguments at entry (count 1234, then 4321) and its
 * return value (the count: /dev/zero fills every byte asked for).  Each
 * read(2) is one call of ksys_read() and vfs_read().  It stays on one CPU:
 * the records of the two reads would otherwise come out of two CPUs'
 * buffers in either order.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <unistd.h>

static char buf[8192];

int main(void)
{
	static const size_t counts[] = { 1234, 4321 };
	cpu_set_t one;
	int fd;

	CPU_ZERO(&one);
	CPU_SET(sched_getcpu() < 0 ? 0 : sched_getcpu(), &one);
	if (sched_setaffinity(0, sizeof(one), &one) != 0) {
		perror("sched_setaffinity");
		return 1;
	}
	fd = open("/dev/zero", O_RDONLY);
	if (fd < 0) {
		perror("/dev/zero");
		return 1;
	}
	for (size_t i = 0; i < sizeof(counts) / sizeof(counts[0]); i++) {
		if (read(fd, buf, counts[i]) != (ssize_t)counts[i])
			return 1;
	}
	close(fd);
	return 0;
}
