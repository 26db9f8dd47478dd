/*
 * freopen()'s first argument is a string constant: even an integer gets
 * the format's tag, with that prototype.
 */

BEGIN
{
	freopen(1);
}
