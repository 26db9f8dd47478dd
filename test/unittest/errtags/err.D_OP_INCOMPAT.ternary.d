BEGIN
{
	x = 1 ? "abc" : 1;
}
