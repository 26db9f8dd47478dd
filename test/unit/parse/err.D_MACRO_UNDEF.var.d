BEGIN
{
	x = $foo;
}
