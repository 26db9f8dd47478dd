BEGIN
{
	x = strjoin("abc", 5);
}
