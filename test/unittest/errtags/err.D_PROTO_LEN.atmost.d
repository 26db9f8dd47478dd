BEGIN
{
	x = substr("abc", 1, 1, 1);
}
