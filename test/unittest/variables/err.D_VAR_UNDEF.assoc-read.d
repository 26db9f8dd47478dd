/* An associative array read before anything assigned it. */
BEGIN
{
	trace(y[1]);
	exit(0);
}
