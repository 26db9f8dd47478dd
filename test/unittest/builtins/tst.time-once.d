/*
 * timestamp, vtimestamp and walltimestamp are read once in a clause: every
 * read in it (predicate, actions, nested expressions, aggregation values)
 * gives the same value, and walltimestamp - timestamp is the same
 * everywhere.  Each clause and each firing reads its own.
 */
/* @@runtest-opts: -q */

BEGIN
/(t0 = timestamp) != 0 && (v0 = vtimestamp) != 0/
{
	w0 = walltimestamp;
	printf("timestamp %d\n", timestamp - t0 + timestamp - timestamp);
	printf("vtimestamp %d\n", vtimestamp - v0);
	printf("walltimestamp %d\n", walltimestamp - w0);
	printf("offset %d\n", (walltimestamp - timestamp) - (w0 - t0));
	@d = sum(timestamp - t0);
	off = w0 - t0;
}

BEGIN
{
	printf("next clause later %d\n", timestamp > t0);
	printf("same offset %d\n", walltimestamp - timestamp == off);
}

tick-10ms
/n < 3/
{
	ts[n++] = timestamp;
}

tick-10ms
/n == 3/
{
	t1 = timestamp;
	*(int *)0;
}

ERROR
{
	printf("ERROR reads its own %d\n", timestamp > t1);
}

tick-10ms
/n == 3/
{
	printf("firings later %d %d\n", ts[1] > ts[0], ts[2] > ts[1]);
	printa("aggregated %@d\n", @d);
	exit(0);
}
