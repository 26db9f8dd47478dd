/* An action reads a variable before the action that assigns it first. */
BEGIN
{
	trace(x);
	x = 1;
	exit(0);
}
