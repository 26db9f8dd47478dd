BEGIN
{
	@a += count();
}
