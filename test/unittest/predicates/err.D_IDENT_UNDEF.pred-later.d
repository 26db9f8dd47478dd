/*
 * A predicate may read a variable its own actions assign first, not one
 * that only a later clause assigns (the message names the predicate).
 */
BEGIN
/x == 1/
{
	trace(x);
}

BEGIN
{
	x = 1;
	exit(0);
}
