/* %c needs at most 4 bytes */
BEGIN
{
	printf("%c\n", 1L);
}
