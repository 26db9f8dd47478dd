BEGIN
{
	printa("%d\n");
}
