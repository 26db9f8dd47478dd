/* %Y needs an integer */
BEGIN
{
	printf("%Y\n", "now");
}
