/*
 * lquantize() printed at exit: OUTPUT.md 6.6's example (one value below 0,
 * three in [10,20), four in [30,40)), with the "< 0" and ">= 40" rows.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@ = lquantize(-5, 0, 40, 10);
	@ = lquantize(10, 0, 40, 10);
	@ = lquantize(15, 0, 40, 10);
	@ = lquantize(19, 0, 40, 10);
	@ = lquantize(30, 0, 40, 10);
	@ = lquantize(31, 0, 40, 10);
	@ = lquantize(35, 0, 40, 10);
	@ = lquantize(39, 0, 40, 10);
	exit(0);
}
