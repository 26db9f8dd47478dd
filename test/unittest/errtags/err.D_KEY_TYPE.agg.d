BEGIN
{
	@a[@b] = count();
}
