BEGIN
{
	trace((int)"abc");
}
