/*
 * Trigger: calls getppid(2) exactly N times (argv[1], default 1000), so that
 * tests can count syscall probe firings exactly.
 */
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000;

	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	return 0;
}
