/*
 * Addresses no symbol covers print as 0x numbers, each datum as "  %-50s"
 * after the probe's prefix (OUTPUT.md 7.3).
 */

BEGIN
{
	sym(0);
	mod(1);
	usym(2);
	umod(3);
	uaddr(4);
	exit(0);
}
