/* -x aggsortkey -x aggsortkeypos=1: keys compared from the second one on, wrapping. */
/* @@runtest-opts: -x aggsortkey -x aggsortkeypos=1 */
#pragma D option quiet

BEGIN
{
	@n[3, "x"] = count(); @n[1, "y"] = count(); @n[2, "a"] = count(); @n[4, "a"] = count();
	exit(0);
}
