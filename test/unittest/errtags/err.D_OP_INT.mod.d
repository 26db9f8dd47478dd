BEGIN
{
	x = "abc" % 2;
}
