/*
 * Used as a value, stack(0) is refused for that first: the frame count is
 * checked only where the stack is laid out.
 */

BEGIN
{
	x = stack(0);
}
