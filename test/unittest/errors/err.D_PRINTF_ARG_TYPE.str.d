BEGIN
{
	printf("%d", "str");
}
