/*
 * Records of other probes come after BEGIN's and before END's.
 */
#pragma D option quiet

BEGIN
{
	printf("begin\n");
}

tick-10ms
/n++ == 2/
{
	printf("tick\n");
	exit(0);
}

END
{
	printf("end %d\n", n);
}
