BEGIN
{
	s = "abc";
	s[1] = 0;
}
