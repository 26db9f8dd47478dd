BEGIN
{
	x = "abc