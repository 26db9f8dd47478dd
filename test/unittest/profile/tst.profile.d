/*
 * profile-N fires on every CPU; its arg0/arg1 are a kernel or a user PC
 * (exactly one of them is zero).
 */
#pragma D option quiet

profile-997
/(arg0 == 0) != (arg1 == 0)/
{
	n++;
}

tick-200ms
/n > 0/
{
	printf("ok\n");
	exit(0);
}

tick-5s
{
	printf("no profile samples\n");
	exit(1);
}
