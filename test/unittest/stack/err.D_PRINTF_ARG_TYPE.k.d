/*
 * %k prints stacks only.
 */

BEGIN
{
	printf("%k", 1);
}
