/*
 * %p: lower-case hex without 0x; # adds it; ? sets the pointer width.
 */
#pragma D option quiet

BEGIN
{
	printf("[%p] [%#p] [%?p] [%-8p]\n", (void *)0xabc, (void *)0xabc, (void *)0xabc, 255);
	exit(0);
}
