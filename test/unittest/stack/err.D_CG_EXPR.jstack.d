/*
 * jstack() is typed as a stack, as stack() is: used as a value it is
 * refused for that (not as void, nor as unimplemented).
 */

BEGIN
{
	x = jstack();
}
