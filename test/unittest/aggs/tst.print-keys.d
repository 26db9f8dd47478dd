/*
 * Integer keys of each width in the default format: 8- and 16-bit keys
 * zero-extended (" %3d", " %5d"), 32-bit " %8d", 64-bit " %16lld".
 */
/* @@runtest-opts: -q */
BEGIN
{
	@[(char)-2, (short)-1, (int)-5, (long)-1, "str"] = sum(7);
	exit(0);
}
