/*
 * getmajor() and getminor() of values wider than the kernel's 32-bit dev_t:
 * the bits above 32 are not part of it.
 */
/* @@runtest-opts: -q */
BEGIN
{
	printf("%d %d\n", getmajor(0xffffffffffffffff), getminor(0xffffffffffffffff));
	printf("%d %d\n", getmajor(1ULL << 40), getminor((1ULL << 40) | 0xfff00fff));
	printf("%d %d\n", getmajor(0x12345678), getminor(0x12345678));
	printf("%d %d\n", getmajor((1ULL << 32) | 0xfff00000), getminor(1ULL << 32));
	exit(0);
}
