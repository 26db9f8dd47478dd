/*
 * lquantize() with a step (OUTPUT.md's example), without one, with a
 * negative base, an increment, and values on the bucket edges.
 */
#pragma D option quiet

BEGIN
{
	@a = lquantize(-1, 0, 40, 10);
	@a = lquantize(10, 0, 40, 10); @a = lquantize(15, 0, 40, 10); @a = lquantize(19, 0, 40, 10);
	@a = lquantize(30, 0, 40, 10); @a = lquantize(31, 0, 40, 10);
	@a = lquantize(39, 0, 40, 10); @a = lquantize(35, 0, 40, 10);
	@b = lquantize(0, 0, 5); @b = lquantize(4, 0, 5); @b = lquantize(5, 0, 5);
	@b = lquantize(1000, 0, 5);
	@c = lquantize(-10, -10, 10, 5); @c = lquantize(-6, -10, 10, 5);
	@c = lquantize(-5, -10, 10, 5, 3); @c = lquantize(-11, -10, 10, 5);
	exit(0);
}
