BEGIN
{
	x = 'a
	';
}
