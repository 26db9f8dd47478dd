BEGIN
{
	x = curthread > 1;
}
