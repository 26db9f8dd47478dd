/* a conversion without its value */
BEGIN
{
	printf("%d %d\n", 1);
}
