/*
 * Constants of the D library: errno names, signals, fault codes.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", EPERM, ENOENT, EINVAL, EAGAIN);
	printf("%d %d %d %d\n", SIGHUP, SIGINT, SIGKILL, SIGTERM);
	printf("%d %d\n", DTRACEFLT_BADADDR, DTRACEFLT_DIVZERO);
	exit(0);
}
