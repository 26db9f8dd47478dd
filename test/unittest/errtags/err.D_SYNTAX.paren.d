BEGIN
{
	trace(1));
}
