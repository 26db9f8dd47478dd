/*
 * exec-nopie: lives for a moment (100 ms), then execs its arguments.  A
 * fixed-address (non-PIE) executable, as ustack-nopie is: the image it
 * execs has its code at the addresses this one had, so that a consumer
 * still holding this image's mappings would name the next image's
 * functions after this one's (tst.exec.sh checks that it does not).
 */
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc < 2)
		return 2;
	usleep(100 * 1000);
	execv(argv[1], argv + 1);
	return 127;
}
