BEGIN
{
	x = 1 % (2 - 2);
}
