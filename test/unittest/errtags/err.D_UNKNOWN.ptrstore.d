BEGIN
{
	p = (int *)alloca(4);
	*p = 1;
}
