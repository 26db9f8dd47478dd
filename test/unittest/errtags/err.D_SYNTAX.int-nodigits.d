BEGIN
{
	x = 0x + 1;
}
