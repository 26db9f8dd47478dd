/*
 * At exit, the aggregations printa() never named are printed in order of
 * first use (not of name); empty ones print nothing.
 */
#pragma D option quiet

BEGIN
{
	@z = count();
	@b = sum(2);
	@a = sum(1);
	@e[1] = count();
	trunc(@e);
	printa("%@d printed\n", @b);
	exit(0);
}
