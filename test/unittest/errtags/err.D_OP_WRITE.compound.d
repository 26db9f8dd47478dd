BEGIN
{
	timestamp += 1;
}
