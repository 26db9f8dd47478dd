/*
 * Keys of every integer width (8- and 16-bit shown zero-extended), signed
 * and unsigned, strings, and several keys at once; entries with equal
 * values sort by key, integers as unsigned values of their size.
 */
#pragma D option quiet

BEGIN
{
	@w[(char)-2, (short)-1, (int)-3, (long)-4] = count();
	@w[(unsigned char)200, (unsigned short)65000, (unsigned int)4000000000, 5] = count();
	@n[1] = count();
	@n[-1] = count();
	@n[2] = count();
	@s["b", 2] = sum(1);
	@s["a", 3] = sum(1);
	@s["a", 1] = sum(1);
	@s["", 1] = sum(1);
	exit(0);
}
