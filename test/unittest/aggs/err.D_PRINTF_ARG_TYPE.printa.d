BEGIN
{
	@c[1] = count();
	printa("%s %@d\n", @c);
}
