/* -x aggsortkey: by key; equal keys cannot happen, values break no tie. */
/* @@runtest-opts: -x aggsortkey */
#pragma D option quiet

BEGIN
{
	@a["c"] = sum(1); @a["a"] = sum(3); @a["b"] = sum(2);
	@n[3, "x"] = count(); @n[1, "y"] = count(); @n[2, "a"] = count(); @n[2, "b"] = count();
	exit(0);
}
