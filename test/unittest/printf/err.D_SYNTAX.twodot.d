/* two . in one conversion (OUTPUT.md 5) */
BEGIN
{
	printf("%..2d", 1);
}
