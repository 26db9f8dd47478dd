BEGIN
{
	x = speculation();
}
