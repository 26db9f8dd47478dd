/*
 * Clauses of one probe run in program order; exit() stops the later ones
 * and END runs after, last.  The exit status is exit()'s argument.
 */
/* @@exit: 3 */
#pragma D option quiet

END
{
	printf("end\n");
}

BEGIN
{
	printf("begin\n");
}

BEGIN
{
	printf("second clause\n");
	exit(3);
}

BEGIN
{
	printf("not reached\n");
}
