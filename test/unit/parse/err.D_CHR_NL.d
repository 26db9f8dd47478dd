BEGIN
{
	x = 'a
';
}
