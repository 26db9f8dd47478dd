BEGIN
{
	x = !"str";
}
