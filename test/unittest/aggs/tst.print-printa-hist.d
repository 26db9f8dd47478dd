/*
 * A histogram in a printa() format: its block (leading newline included)
 * at the %@, the rest of the format after it; an aggregation missing the
 * key prints an all-zero block.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@q["x"] = quantize(3);
	@q["x"] = quantize(3);
	@c["x"] = count();
	@c["y"] = count();
	@c["y"] = count();
	printa("key %s %@d%@d<end\n", @c, @q);
	exit(0);
}
