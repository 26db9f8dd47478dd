BEGIN
{
	trace(stringof(bcopy(0, 0, 0)));
}
