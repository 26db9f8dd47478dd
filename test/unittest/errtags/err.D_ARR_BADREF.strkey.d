BEGIN
{
	x = 1;
}

BEGIN
{
	x["a"] = 2;
}
