BEGIN
{
	x = (void *)0 + 1;
}
