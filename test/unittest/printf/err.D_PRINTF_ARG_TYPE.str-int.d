/* %s of an integer */
BEGIN
{
	printf("%s\n", 1);
}
