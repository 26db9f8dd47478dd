/* tracemem() of a string: not a pointer or an integer */
BEGIN
{
	tracemem("abc", 4);
}
