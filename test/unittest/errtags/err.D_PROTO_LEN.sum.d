BEGIN
{
	@a = sum();
}
