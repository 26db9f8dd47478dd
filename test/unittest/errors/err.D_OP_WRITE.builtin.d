BEGIN
{
	pid = 1;
}
