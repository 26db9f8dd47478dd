/*
 * Size prefixes must match the argument's type; without one, integers print
 * from their own width and signedness (%d of an unsigned type as %u).
 */
#pragma D option quiet

BEGIN
{
	printf("%hd %hu %hx %ld %lu %lld %llu %llx\n", (short)-1, (unsigned short)65535,
	    (short)-1, (long)-2, (unsigned long)3, (long long)-4, (unsigned long long)5,
	    (int64_t)-1);
	printf("%d %d %u %x %x %i\n", (char)-1, (uint64_t)-1, (uint8_t)255, -1, (int64_t)-1,
	    (short)-7);
	exit(0);
}
