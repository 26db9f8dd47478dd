/* -x aggsortpos=1: several aggregations in one printa sort by the second one's values. */
/* @@runtest-opts: -x aggsortpos=1 */
#pragma D option quiet

BEGIN
{
	@a["x"] = sum(1); @a["y"] = sum(2); @a["z"] = sum(3);
	@b["x"] = sum(30); @b["y"] = sum(10); @b["z"] = sum(20);
	printa("%s %@d %@d\n", @a, @b);
	exit(0);
}
