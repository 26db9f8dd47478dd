BEGIN
{
	trunc(1);
}
