BEGIN
{
	p = alloca(100000);
}
