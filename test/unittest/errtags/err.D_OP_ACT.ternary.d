BEGIN
{
	1 ? trace(1) : trace(2);
}
