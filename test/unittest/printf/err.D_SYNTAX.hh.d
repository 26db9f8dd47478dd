/* hh is not a D size prefix: the conversion is undefined */
BEGIN
{
	printf("%hhd\n", (char)1);
}
