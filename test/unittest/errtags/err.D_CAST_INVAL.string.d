/* A string is not cast to a pointer: the message names both types. */
BEGIN
{
	s = "hello";
	x = (char *)s;
}
