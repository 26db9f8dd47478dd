/*
 * lockstat-contend: threads of this process contending for kernel locks,
 * for the lockstat provider's tests.  Exits 0, or 1 if something failed.
 *
 *	lockstat-contend fpos [THREADS [ROUNDS]]
 *		THREADS threads (default 4) each read a 1 MB file ROUNDS times
 *		(default 500) through one shared descriptor (lseek to 0, read):
 *		with the descriptor shared, every read and lseek holds the
 *		file's f_pos_lock, a struct mutex, for the whole read, so the
 *		threads wait for each other on that one mutex: adaptive-spin
 *		while its owner runs, adaptive-block while it sleeps (the file
 *		is read with O_DIRECT where the file system allows it, so that
 *		the owner sleeps waiting for the disk).
 *	lockstat-contend dir [THREADS [ROUNDS]]
 *		one thread creates and unlinks a file in a new directory of
 *		NFILES files ROUNDS times (default 1000; each takes the
 *		directory's i_rwsem as writer), THREADS - 1 others (default 3)
 *		list the directory as long as it runs (getdents takes it as
 *		reader, long enough to read all the names): the writer waits
 *		for the readers, then readers for the writer waiting or
 *		holding it: rw-block, as readers and as writer, on that one
 *		rw_semaphore.
 *	lockstat-contend fork [THREADS [ROUNDS]]
 *		THREADS threads (default 4) each fork a child that exits at
 *		once, and wait for it, ROUNDS times (default 300): forks and
 *		exits take the kernel's tasklist_lock (an rwlock_t) as writer,
 *		with interrupts off, one after the other (rw-spin), and spin
 *		locks (spin-spin).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#define FILE_SIZE	(1 << 20)
#define READ_SIZE	(64 << 10)
#define MAX_THREADS	64
#define NFILES		1000

static int fd = -1;
static int rounds;
static char dir[] = "/tmp/lockstat-contendXXXXXX";
static volatile int writing = 1;
static pthread_barrier_t start;

static void *fpos_reader(void *arg)
{
	char *buf;

	(void)arg;
	if (posix_memalign((void **)&buf, 4096, READ_SIZE) != 0)
		return (void *)1;
	pthread_barrier_wait(&start);
	for (int i = 0; i < rounds; i++) {
		if (lseek(fd, 0, SEEK_SET) != 0 || read(fd, buf, READ_SIZE) < 0) {
			free(buf);
			return (void *)1;
		}
	}
	free(buf);
	return NULL;
}

static void *dir_writer(void *arg)
{
	char path[sizeof(dir) + 8];
	void *ret = NULL;

	(void)arg;
	snprintf(path, sizeof(path), "%s/f", dir);
	pthread_barrier_wait(&start);
	for (int i = 0; i < rounds; i++) {
		int f = open(path, O_CREAT | O_WRONLY, 0600);

		if (f < 0 || close(f) != 0 || unlink(path) != 0) {
			ret = (void *)1;
			break;
		}
	}
	writing = 0;
	return ret;
}

static void *dir_reader(void *arg)
{
	static __thread char buf[64 << 10];
	int d = open(dir, O_RDONLY | O_DIRECTORY);

	(void)arg;
	if (d < 0)
		return (void *)1;
	pthread_barrier_wait(&start);
	while (writing) {
		/* getdents64 from the start each time: iterate_shared, i_rwsem as reader */
		if (lseek(d, 0, SEEK_SET) != 0 || syscall(SYS_getdents64, d, buf, sizeof(buf)) < 0) {
			close(d);
			return (void *)1;
		}
	}
	close(d);
	return NULL;
}

static void *forker(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&start);
	for (int i = 0; i < rounds; i++) {
		pid_t pid = fork();
		int st;

		if (pid == 0)
			_exit(0);
		if (pid < 0 || waitpid(pid, &st, 0) != pid)
			return (void *)1;
	}
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t tids[MAX_THREADS];
	int nthreads = argc > 2 ? atoi(argv[2]) : 4, status = 0, fpos, forking;
	void *ret;

	if (argc < 2 || (strcmp(argv[1], "fpos") != 0 && strcmp(argv[1], "dir") != 0 &&
			 strcmp(argv[1], "fork") != 0) ||
	    nthreads < 2 || nthreads > MAX_THREADS) {
		fprintf(stderr, "usage: lockstat-contend fpos|dir|fork [THREADS [ROUNDS]]\n");
		return 1;
	}
	fpos = strcmp(argv[1], "fpos") == 0;
	forking = strcmp(argv[1], "fork") == 0;
	rounds = argc > 3 ? atoi(argv[3]) : fpos ? 500 : forking ? 300 : 1000;
	if (forking) {
		/* nothing to make */
	} else if (fpos) {
		char *buf = calloc(1, FILE_SIZE), path[64];
		FILE *fp = tmpfile();

		if (buf == NULL || fp == NULL || write(fileno(fp), buf, FILE_SIZE) != FILE_SIZE ||
		    fsync(fileno(fp)) != 0) {
			perror("lockstat-contend: file");
			return 1;
		}
		/* a descriptor of its own, O_DIRECT if the file system has it */
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fileno(fp));
		fd = open(path, O_RDONLY | O_DIRECT);
		if (fd < 0)
			fd = open(path, O_RDONLY);
		if (fd < 0) {
			perror("lockstat-contend: reopen");
			return 1;
		}
		fclose(fp);
		free(buf);
	} else if (mkdtemp(dir) == NULL) {
		perror("lockstat-contend: mkdtemp");
		return 1;
	} else {
		for (int i = 0; i < NFILES; i++) {
			char path[sizeof(dir) + 16];
			int f;

			snprintf(path, sizeof(path), "%s/n%d", dir, i);
			if ((f = open(path, O_CREAT | O_WRONLY, 0600)) < 0 || close(f) != 0) {
				perror("lockstat-contend: populate");
				return 1;
			}
		}
	}
	pthread_barrier_init(&start, NULL, nthreads);
	for (int i = 0; i < nthreads; i++) {
		void *(*fn)(void *) = forking ? forker : fpos ? fpos_reader :
				      i == 0 ? dir_writer : dir_reader;

		if (pthread_create(&tids[i], NULL, fn, NULL) != 0) {
			perror("lockstat-contend: pthread_create");
			return 1;
		}
	}
	for (int i = 0; i < nthreads; i++) {
		pthread_join(tids[i], &ret);
		if (ret != NULL)
			status = 1;
	}
	if (!fpos && !forking) {
		for (int i = 0; i < NFILES; i++) {
			char path[sizeof(dir) + 16];

			snprintf(path, sizeof(path), "%s/n%d", dir, i);
			unlink(path);
		}
		rmdir(dir);
	}
	return status;
}
