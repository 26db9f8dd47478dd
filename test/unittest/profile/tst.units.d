/*
 * Probe names with units are created on use.
 */
#pragma D option quiet

tick-1ms, tick-1000us, tick-1000000ns, profile-1000hz
{
	n++;
}

tick-1sec, tick-1s
/n > 0/
{
	printf("ok\n");
	exit(0);
}
