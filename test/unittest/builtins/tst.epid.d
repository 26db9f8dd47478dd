/*
 * id is the probe id; epid differs between two clauses of one probe.
 */
#pragma D option quiet

BEGIN
{
	a = epid;
}

BEGIN
{
	printf("%d %d\n", id, a != epid);
	exit(0);
}
