int a[4];

BEGIN
{
	a += 1;
}
