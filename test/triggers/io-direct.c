/*
 * I/O of known sizes for the io provider's tests:
 *
 *	io-direct direct PATH	O_DIRECT writes of 4096, 4096, 4096, 16384,
 *				16384 and 65536 bytes (6, 110592 bytes) at
 *				1 MiB on, fsync, then O_DIRECT reads of 8192
 *				bytes four times (32768 bytes) from offset 0
 *	io-direct buffered PATH	40 writes of 4096 bytes (163840) through the
 *				page cache from offset 0, fsync, the pages
 *				dropped from the cache, then 40 reads of
 *				4096 bytes (the device reads 163840 bytes)
 *	io-direct zeroout DEV	BLKZEROOUT of 65536 bytes at 1 MiB, then of
 *				16384 bytes at 2 MiB: on a device without
 *				write-zeroes, each is written from the zero
 *				page in one bio that the ioctl submits and
 *				waits for (submit_bio_wait())
 *
 * PATH is created if missing (a file) or used as is (a block device).
 * Each direct transfer waits for its completion, so none merges with
 * another: one request each.  Exits 1 on an error.
 */
#define _GNU_SOURCE	/* O_DIRECT */
#include <fcntl.h>
#include <linux/fs.h>	/* BLKZEROOUT */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static const size_t wsizes[] = { 4096, 4096, 4096, 16384, 16384, 65536 };

static int xfer(int fd, char *buf, size_t n, off_t off, int wr)
{
	ssize_t r = wr ? pwrite(fd, buf, n, off) : pread(fd, buf, n, off);

	if (r != (ssize_t)n) {
		perror(wr ? "pwrite" : "pread");
		return -1;
	}
	return 0;
}

static int zeroout(const char *dev)
{
	static const uint64_t ranges[][2] = { { 1 << 20, 65536 }, { 2 << 20, 16384 } };
	int fd = open(dev, O_RDWR);

	if (fd < 0) {
		perror(dev);
		return 1;
	}
	for (size_t i = 0; i < sizeof(ranges) / sizeof(ranges[0]); i++) {
		uint64_t r[2] = { ranges[i][0], ranges[i][1] };

		if (ioctl(fd, BLKZEROOUT, r) != 0) {
			perror("BLKZEROOUT");
			return 1;
		}
	}
	close(fd);
	return 0;
}

int main(int argc, char **argv)
{
	int direct, fd;
	char *buf;
	off_t off;

	if (argc == 3 && strcmp(argv[1], "zeroout") == 0)
		return zeroout(argv[2]);
	if (argc != 3 || (strcmp(argv[1], "direct") != 0 && strcmp(argv[1], "buffered") != 0)) {
		fprintf(stderr, "usage: io-direct direct|buffered PATH, io-direct zeroout DEV\n");
		return 2;
	}
	direct = strcmp(argv[1], "direct") == 0;
	buf = aligned_alloc(4096, 65536);
	if (buf == NULL)
		return 1;
	memset(buf, 'x', 65536);
	fd = open(argv[2], O_RDWR | O_CREAT | (direct ? O_DIRECT : 0), 0644);
	if (fd < 0) {
		perror(argv[2]);
		return 1;
	}
	if (direct) {
		off = 1 << 20;
		for (size_t i = 0; i < sizeof(wsizes) / sizeof(wsizes[0]); i++) {
			if (xfer(fd, buf, wsizes[i], off, 1) != 0)
				return 1;
			off += wsizes[i];
		}
		if (fsync(fd) != 0)
			return 1;
		for (int i = 0; i < 4; i++) {
			if (xfer(fd, buf, 8192, (off_t)i * 8192, 0) != 0)
				return 1;
		}
	} else {
		for (int i = 0; i < 40; i++) {
			if (xfer(fd, buf, 4096, (off_t)i * 4096, 1) != 0)
				return 1;
		}
		if (fsync(fd) != 0)
			return 1;
		/* out of the page cache (written: they can go), read again */
		if (posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) != 0)
			return 1;
		for (int i = 0; i < 40; i++) {
			if (xfer(fd, buf, 4096, (off_t)i * 4096, 0) != 0)
				return 1;
		}
	}
	close(fd);
	free(buf);
	return 0;
}
