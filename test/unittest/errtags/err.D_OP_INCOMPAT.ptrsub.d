BEGIN
{
	x = (int *)0 - (char *)0;
}
