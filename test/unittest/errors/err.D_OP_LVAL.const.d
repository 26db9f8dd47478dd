BEGIN
{
	1++;
}
