/*
 * An aggregation updated by several firings of a profile probe, keyed by
 * a global that changes between them.
 */
/* @@requires: root profile */
#pragma D option quiet

int n;

tick-10ms
/n < 5/
{
	@c = count();
	@s[n % 2] = sum(n);
	@l = lquantize(n, 0, 4);
	n++;
}

tick-10ms
/n == 5/
{
	exit(0);
}
