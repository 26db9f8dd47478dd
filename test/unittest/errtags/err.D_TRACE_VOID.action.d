BEGIN
{
	trace(trace(1));
}
