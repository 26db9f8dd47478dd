BEGIN
{
	x = pid(1);
}
