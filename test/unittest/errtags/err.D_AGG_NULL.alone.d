BEGIN
{
	@a[1];
}
