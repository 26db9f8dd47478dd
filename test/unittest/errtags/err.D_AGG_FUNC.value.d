BEGIN
{
	@a = 1;
}
