BEGIN
{
	x = dtt_nosuch + 1;
}
