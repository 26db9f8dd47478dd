/* z is not a D size prefix */
BEGIN
{
	printf("%zd\n", 1);
}
