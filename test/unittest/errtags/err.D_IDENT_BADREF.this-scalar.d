BEGIN
{
	trace(this);
}
