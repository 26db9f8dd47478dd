/*
 * Histograms sort by the sum of value x count, ties by the count in the
 * bucket of 0, then by key (OUTPUT.md 6.5).
 */
#pragma D option quiet

BEGIN
{
	@q["a-two-zeros"] = quantize(0); @q["a-two-zeros"] = quantize(0);
	@q["b-one-zero"] = quantize(0);
	@q["c-no-zero"] = quantize(-2); @q["c-no-zero"] = quantize(2);
	@q["d-heavy"] = quantize(-1);
	@q["e-light"] = quantize(1);
	printa("%s\n", @q);
	exit(0);
}
