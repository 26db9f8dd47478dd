BEGIN
{
	a = 1;
	a();
}
