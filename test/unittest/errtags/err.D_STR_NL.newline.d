BEGIN
{
	x = "abc
	";
}
