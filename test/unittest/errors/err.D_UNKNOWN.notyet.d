BEGIN
{
	@a = count();
}
