/* %ld needs a long */
BEGIN
{
	printf("%ld\n", (int)1);
}
