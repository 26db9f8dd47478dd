BEGIN
{
	trace(nosuch);
}
