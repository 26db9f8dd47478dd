/*
 * Histograms whose buckets are all zero after clear() (OUTPUT.md 6.6):
 * quantize shows -1, 0 and 1; lquantize the underflow row, base and
 * base + step; llquantize the zero bucket and the two above it.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@q = quantize(100);
	@l = lquantize(5, 0, 10, 2);
	@ll = llquantize(500, 10, 1, 3, 10);
	@ll0 = llquantize(5, 10, 0, 2, 10);
	clear(@q);
	clear(@l);
	clear(@ll);
	clear(@ll0);
	exit(0);
}
