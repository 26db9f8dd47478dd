BEGIN
{
	x = "abc" ? 1 : 2;
}
