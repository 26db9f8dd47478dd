/*
 * llquantize(x, 10, 0, 1, 10) (OUTPUT.md 6.6: buckets 0, 1..9, 10, 20..90,
 * >= 100) across its magnitudes.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@ = llquantize(5, 10, 0, 1, 10);
	@ = llquantize(50, 10, 0, 1, 10);
	@ = llquantize(59, 10, 0, 1, 10);
	@ = llquantize(500, 10, 0, 1, 10);
	exit(0);
}
