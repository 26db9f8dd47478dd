/*
 * Sorting lquantize and llquantize values (OUTPUT.md 6.5): by the sum of
 * bucket value times count, the underflow row of lquantize weighing
 * base - 1 and its overflow row base + levels * step + 1; equal weights
 * by key.  llquantize rows weigh their lower bounds.
 */
#pragma D option quiet

BEGIN
{
	@[1] = lquantize(-100, 0, 10, 1);
	@[2] = lquantize(0, 0, 10, 1);
	@[3] = lquantize(100, 0, 10, 1);
	@[4] = lquantize(9, 0, 10, 1);
	@[5] = lquantize(10, 0, 10, 1);
	@[6] = lquantize(-1, 0, 10, 1);
	@[6] = lquantize(-1, 0, 10, 1);
	printa("%d ", @);
	@ll[1] = llquantize(5, 10, 0, 2, 10);
	@ll[2] = llquantize(20, 10, 0, 2, 10);
	@ll[3] = llquantize(15, 10, 0, 2, 10);
	@ll[4] = llquantize(1000, 10, 0, 2, 10);
	printa("\n%d ", @ll);
	exit(0);
}
