/* Inside a predicate, a variable is read before its first assignment. */
BEGIN
/x == (x = 2)/
{
	trace(x);
	exit(0);
}
