BEGIN
{
	clear(1);
}
