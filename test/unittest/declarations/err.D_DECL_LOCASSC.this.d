this int a[int];
BEGIN
{
}
