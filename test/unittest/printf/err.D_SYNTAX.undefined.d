/* an unknown conversion letter (OUTPUT.md 5) */
BEGIN
{
	printf("%q", 1);
}
