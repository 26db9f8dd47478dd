BEGIN
{
	x = curthread;
	x = 1;
}
