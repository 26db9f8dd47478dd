/*
 * %A of a plain integer needs a process (-c or -p) to look it up in.
 */

BEGIN
{
	printf("%A", 1);
}
