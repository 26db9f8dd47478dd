/*
 * quantize() with a negative increment: both signs of counts give half-width
 * bars around the | (OUTPUT.md 6.6's example: -3 at -1, +6 at 1).
 */
/* @@runtest-opts: -q */
BEGIN
{
	@ = quantize(-1, -3);
	@ = quantize(1, 6);
	exit(0);
}
