/*
 * Signed / and % at run time truncate toward zero as in C (illumos's
 * DIF_OP_SDIV/SREM): 7 % -2 is 1, -7 % 2 is -1.  Oracle's DTrace gives -1
 * for 7 % -2 at run time (doc/compat.md).
 */
/* @@runtest-opts: -q */

BEGIN
{
	p = 7;
	n = -7;
	two = 2;
	mtwo = -2;
	printf("%d %d %d %d\n", p / mtwo, p % mtwo, n / two, n % two);
	printf("%d %d\n", n / mtwo, n % mtwo);
	printf("%d %d\n", 7 % -2, -7 % -2);
	exit(0);
}
