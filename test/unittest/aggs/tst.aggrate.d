/*
 * aggrate is accepted and changes nothing: snapshots are taken whenever
 * printa() or the end of tracing needs one, so they are always current:
 * printa() shows the second update of its own firing too, because the
 * consumer carries it out after the firing.
 */
/* @@runtest-opts: -x aggrate=1ms */
#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	printa(@a);
	@a["x"] = count();
}

BEGIN
{
	exit(0);
}
