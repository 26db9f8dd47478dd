/*
 * llquantize(): OUTPUT.md's llquantize(x, 10, 0, 1, 10), across
 * magnitudes with lmag > 0, below the low magnitude, above the high one,
 * and negative values.
 */
#pragma D option quiet

BEGIN
{
	@a = llquantize(0, 10, 0, 1, 10); @a = llquantize(5, 10, 0, 1, 10);
	@a = llquantize(15, 10, 0, 1, 10); @a = llquantize(99, 10, 0, 1, 10);
	@a = llquantize(100, 10, 0, 1, 10);
	@b = llquantize(5, 10, 1, 3, 10); @b = llquantize(10, 10, 1, 3, 10);
	@b = llquantize(550, 10, 1, 3, 10); @b = llquantize(9999, 10, 1, 3, 10);
	@b = llquantize(10000, 10, 1, 3, 10);
	@c = llquantize(-3, 2, 0, 3, 2); @c = llquantize(3, 2, 0, 3, 2);
	@c = llquantize(-100, 2, 0, 3, 2);
	exit(0);
}
