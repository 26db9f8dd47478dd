/*
 * tracemem()'s size has the prototype size_t: a string breaks it while
 * cooking, before the size is checked for being a constant.
 */

BEGIN
{
	tracemem(curthread, "a");
}
