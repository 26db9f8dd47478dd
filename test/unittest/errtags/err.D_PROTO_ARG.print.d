/* print() of an integer: it needs a pointer */
BEGIN
{
	print(1);
}
