/*
 * printa() with formats (OUTPUT.md 6.4): keys through the non-%@
 * conversions, the listed aggregations through %@ in turn, the union of
 * their keys with a missing value as 0; then printa() without a format.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@c["a", 1] = count();
	@c["b", 2] = count();
	@c["b", 2] = count();
	@s["a", 1] = sum(-5);
	@s["c", 3] = sum(10);
	printa("%-4s %3d %@4d %@4d\n", @c, @s);
	printa("%s:%@u\n", @c);
	printa("%@d|\n", @s);
	printa(@c);
	exit(0);
}
