BEGIN
{
	@a[(void)0] = count();
}
