/*
 * clear() zeroes the values and keeps the keys (min and max included).
 * Never printed by printa(): printed at exit, with their zeroes.
 */
#pragma D option quiet

BEGIN
{
	@a["x"] = count(); @a["y"] = count(); @a["y"] = count();
	@m["x"] = max(5);
	@k["z"] = sum(3);
	printa(@k);
	clear(@k);
	printa(@k);
	clear(@a);
	clear(@m);
	exit(0);
}
