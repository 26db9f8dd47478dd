/* A global read in the value of the assignment that would create it. */
BEGIN
{
	x = (z = x + 1);
	exit(0);
}
