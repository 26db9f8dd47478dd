/*
 * A quantize() whose counts add up to zero shows the rows -1, 0 and 1;
 * counts that are all negative draw their bars to the left of the |.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@zero = quantize(5, 2);
	@zero = quantize(5, -2);
	@neg = quantize(0, -1);
	@neg = quantize(2, -3);
	exit(0);
}
