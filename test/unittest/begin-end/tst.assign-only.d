/*
 * A clause with only assignments records nothing and prints nothing.
 */
BEGIN
{
	x = 1;
}

BEGIN
{
	trace(x);
	exit(0);
}
