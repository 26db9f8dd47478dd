BEGIN
{
	x = strlen(5);
}
