int a[int];

BEGIN
{
	a();
}
