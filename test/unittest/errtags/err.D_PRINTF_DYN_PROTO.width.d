BEGIN
{
	printf("%*d\n");
}
