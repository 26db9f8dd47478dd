BEGIN
{
	trace(offsetof(int, a));
}
