/* -x aggsortrev: the whole order reversed, ties included. */
/* @@runtest-opts: -x aggsortrev */
#pragma D option quiet

BEGIN
{
	@a["c"] = sum(1); @a["a"] = sum(3); @a["b"] = sum(2); @a["d"] = sum(2);
	exit(0);
}
