BEGIN
{
	x = htons(1, 2);
}
