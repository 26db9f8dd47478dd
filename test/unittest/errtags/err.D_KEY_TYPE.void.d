BEGIN
{
	a[(void)1] = 1;
}
