/*
 * quantize(): OUTPUT.md's example, zero, negative values, an increment,
 * and the first and last buckets (INT64_MIN, INT64_MAX).
 */
#pragma D option quiet

BEGIN
{
	@q = quantize(1); @q = quantize(1); @q = quantize(4); @q = quantize(5);
	@q = quantize(6); @q = quantize(7); @q = quantize(7); @q = quantize(9);
	@z = quantize(0);
	@n = quantize(-1); @n = quantize(-3); @n = quantize(-4); @n = quantize(-1024);
	@i = quantize(1, 6); @i = quantize(-1, -3);
	@lo = quantize(-9223372036854775807 - 1);
	@hi = quantize(9223372036854775807);
	@p = quantize(4611686018427387904);
	exit(0);
}
