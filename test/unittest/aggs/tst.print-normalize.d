/*
 * normalize() divides histogram counts before the bars are drawn, and
 * scalar values (OUTPUT.md 6.3).
 */
/* @@runtest-opts: -q */
BEGIN
{
	@q = quantize(1, 5);
	@q = quantize(2, 3);
	@s = sum(7);
	normalize(@q, 2);
	normalize(@s, 2);
	exit(0);
}
