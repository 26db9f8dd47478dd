BEGIN
{
	x = 5;
	x %= 0;
}
