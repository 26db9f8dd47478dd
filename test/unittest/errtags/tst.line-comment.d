/* @@runtest-opts: -q */
// D-LANGUAGE.md 1.1: // starts a comment to the end of the line
BEGIN	// here too
{
	printf("%d\n", 1 + // a comment inside an expression
	    2);
	exit(0);	// and after a statement
}
