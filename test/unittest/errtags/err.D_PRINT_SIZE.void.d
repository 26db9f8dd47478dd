BEGIN
{
	print((void *)0);
}
