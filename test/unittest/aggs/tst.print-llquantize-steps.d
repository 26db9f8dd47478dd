/*
 * llquantize() with more steps than the factor and lmag 0: below 10 one
 * bucket per integer (the half-unit buckets can hold no integer and are
 * never shown), then buckets 5 wide.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@ = llquantize(3, 10, 0, 1, 20);
	@ = llquantize(14, 10, 0, 1, 20);
	@ = llquantize(15, 10, 0, 1, 20);
	exit(0);
}
