/*
 * Symbol keys (OUTPUT.md 6.2, 7.3) print as "  %-50s" of their text;
 * addresses no symbol covers as 0x numbers.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@[sym(0), mod(1)] = count();
	@u[usym(2), umod(3), uaddr(4)] = sum(-1);
	exit(0);
}
