/* An array is not assigned whole, not even from one of its very type. */
int a[4];
int b[4];

BEGIN
{
	a = b;
}
