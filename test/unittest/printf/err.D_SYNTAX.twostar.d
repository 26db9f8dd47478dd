/* two * in one conversion (OUTPUT.md 5) */
BEGIN
{
	printf("%**d", 1, 2, 3);
}
