/*
 * lquantize() overflow and underflow rows, the default step of 1, extreme
 * values, and an all-zero histogram (underflow, base and base + step rows).
 */
/* @@runtest-opts: -q */
BEGIN
{
	@over = lquantize(9223372036854775807, -3, 3);
	@over = lquantize(3, -3, 3);
	@over = lquantize(2, -3, 3);
	@under = lquantize(-9223372036854775807 - 1, 100, 200, 50);
	@under = lquantize(100, 100, 200, 50, 4);
	@zero = lquantize(7, 5, 9, 2, 0);
	exit(0);
}
