/*
 * printa() value slots (OUTPUT.md 6.4): count() is unsigned, the others
 * signed, so %@u and %@x of a negative sum show 64 bits; avg truncates
 * toward 0; each listing of an aggregation (even the same one twice) has
 * its own slot; extra %@ repeat the last aggregation; widths and flags
 * apply; a format without %@ prints the keys only.
 */
#pragma D option quiet

BEGIN
{
	@s = sum(-1);
	@c = count();
	@a = avg(-7);
	@a = avg(-2);
	@d = stddev(2);
	@d = stddev(6);
	@mn = min(-5);
	@mx = max(-5);
	@k[3] = sum(9);
	printa("%@d %@u %@x|%@d %@x|%@d|%@d|%@d %@d\n", @s, @s, @s, @c, @c, @a, @d, @mn, @mx);
	printa("[%@8d] [%-@8d] [%@08x]\n", @s, @s, @c);
	printa("%@d %@d %@d\n", @s, @c);
	printa("k=%d\n", @k);
	exit(0);
}
