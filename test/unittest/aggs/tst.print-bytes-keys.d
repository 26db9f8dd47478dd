/*
 * A string key that is not printable prints as a hex dump of the whole key
 * field (strsize + 1 bytes), the value after the dump; a printable one as
 * "  %-50s" (OUTPUT.md 4.3, 6.2).
 */
/* @@runtest-opts: -q -x strsize=16 */
BEGIN
{
	@["a\001b"] = count();
	@["ok"] = count();
	@["ok"] = count();
	exit(0);
}
