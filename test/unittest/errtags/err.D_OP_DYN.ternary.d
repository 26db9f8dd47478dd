BEGIN
{
	@a = count();
}

BEGIN
{
	x = 1 ? @a : 2;
}
