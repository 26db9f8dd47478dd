/* a % at the end of the format names no conversion (OUTPUT.md 5) */
BEGIN
{
	printf("abc%");
}
