/*
 * quantize() printed at exit: OUTPUT.md 6.6's example (values 1, 1, 4, 5,
 * 6, 7, 7, 9), the rows from the one before the first count to the one
 * after the last, bars rounded to the nearest @.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@ = quantize(1);
	@ = quantize(1);
	@ = quantize(4);
	@ = quantize(5);
	@ = quantize(6);
	@ = quantize(7);
	@ = quantize(7);
	@ = quantize(9);
	exit(0);
}
