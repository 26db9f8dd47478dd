BEGIN
{
	a[1] = 2;
	a["x"] = 3;
}
