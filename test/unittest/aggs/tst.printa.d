/*
 * printa() without a format (a leading blank line), with a format (keys
 * consumed left to right, %@ the value), several aggregations joined on
 * their keys (a missing key prints 0), a format without %@, unconsumed
 * keys, a histogram at %@, and an empty aggregation.
 */
#pragma D option quiet

BEGIN
{
	@c["bash", 1] = count(); @c["bash", 1] = count(); @c["sshd", 2] = count();
	@s["bash", 1] = sum(10); @s["zsh", 3] = sum(-3);
	@q["bash", 1] = quantize(2);
	@e["x", 1] = count();
	trunc(@e);
	printa(@c);
	printa("%-10s %@8d\n", @c);
	printa("%s/%d: %@d %@d\n", @c, @s);
	printa("[%s]\n", @c);
	printa("%s %d %@u%@d\n", @s, @q);
	printa(@e);
	printa("%s never\n", @e);
	exit(0);
}
