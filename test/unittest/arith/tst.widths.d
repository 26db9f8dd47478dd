/*
 * Integer types: an int variable wraps at 32 bits, unsigned and 64-bit
 * values print in full, %d of an unsigned value prints it unsigned.
 */
#pragma D option quiet

BEGIN
{
	i = 2147483647;
	i++;
	printf("%d\n", i);
	u = 0xffffffffffffffff;
	printf("%d %x %u\n", u, u, u);
	l = 0x100000000;
	printf("%d\n", l * 2);
	s = -1;
	printf("%x\n", s);
	exit(0);
}
