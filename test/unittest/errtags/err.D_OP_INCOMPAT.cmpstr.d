BEGIN
{
	x = "abc" == 1;
}
