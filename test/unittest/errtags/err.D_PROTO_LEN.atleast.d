BEGIN
{
	x = substr();
}
