/*
 * A stack is recorded, never a value of an expression.
 */

BEGIN
{
	x = stack();
}
