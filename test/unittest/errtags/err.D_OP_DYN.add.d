BEGIN
{
	@a = count(); x = @a + 1;
}
