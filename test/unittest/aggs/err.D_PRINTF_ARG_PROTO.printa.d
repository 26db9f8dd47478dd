BEGIN
{
	@c[1, "x"] = count();
	printa("%d %s %d %@d\n", @c);
}
