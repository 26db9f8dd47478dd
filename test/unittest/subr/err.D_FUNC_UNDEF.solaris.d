BEGIN
{
	x = msgsize(0);
}
