BEGIN
{
	x = ~"abc";
}
