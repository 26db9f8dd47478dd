BEGIN
{
	p = (void *)0;
	p++;
}
