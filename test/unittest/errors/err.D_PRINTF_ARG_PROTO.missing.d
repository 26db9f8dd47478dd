BEGIN
{
	printf("%d %d", 1);
}
