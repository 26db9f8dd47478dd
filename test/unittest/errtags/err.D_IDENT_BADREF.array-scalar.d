BEGIN
{
	a[1] = 1;
	a++;
}
