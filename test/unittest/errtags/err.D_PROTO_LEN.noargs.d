BEGIN
{
	x = strlen();
}
