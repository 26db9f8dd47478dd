/*
 * stringof() of a string is the string; of an address, the string in
 * kernel memory there (a bad address faults and the clause's record is
 * discarded, as in DTrace).
 */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s]\n", stringof("abc"), stringof(execname));
}

BEGIN
{
	printf("discarded\n");
	x = stringof(8);
}

BEGIN
{
	exit(0);
}
