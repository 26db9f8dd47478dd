/* @@runtest-opts: -q */
/*
 * Escapes as DTrace reads them: C's letters, octal, \x (none: 0), \\ and \";
 * any other (\q, \', \?) stays as written.  A character constant takes up
 * to 8 bytes.
 */
BEGIN
{
	printf("%s|%s|%s|\n", "a\qb", "\'\?\\\"", "A\x42\103");
	printf("%s|\n", "\x");
	printf("%d %d %d %d\n", '\q', '\'', '\"', '\x');
	printf("%d %d %d\n", 'abcde', sizeof('abcde'), sizeof('abcd'));
	exit(0);
}
