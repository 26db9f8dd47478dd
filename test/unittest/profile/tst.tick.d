/*
 * The issue's example: a tick probe counted by a global variable.
 */
#pragma D option quiet

tick-10ms
{
	n++;
}

tick-10ms
/n == 20/
{
	printf("%d\n", n);
	exit(0);
}
