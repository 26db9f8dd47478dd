/* a * precision that is not an integer */
BEGIN
{
	printf("%.*d\n", "x", 1);
}
