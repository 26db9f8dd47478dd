/*
 * %lc and %wc print an int as a wide character; %ls and %ws an array of
 * 32-bit integers (glibc's wchar_t) as a wide string, with width,
 * precision and - (OUTPUT.md 5).  The kernel's wchar_t is 16-bit: not
 * a string of glibc's wide characters.
 */
#pragma D option quiet

uint32_t w[4];

BEGIN
{
	w[0] = 0x41;
	w[1] = 0x42;
	printf("[%lc|%wc|%3lc|%-3wc]\n", 66, 67, 68, 69);
	printf("[%ls|%ws|%4ls|%-4ls|%.1ls]\n", w, w, w, w, w);
	exit(0);
}
