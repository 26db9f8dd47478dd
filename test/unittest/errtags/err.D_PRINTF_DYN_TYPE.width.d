BEGIN
{
	printf("%*d\n", "abc", 1);
}
