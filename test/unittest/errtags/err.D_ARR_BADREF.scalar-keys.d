BEGIN
{
	x = 1;
	trace(x[1, 2]);
}
