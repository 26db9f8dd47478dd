/*
 * jstack() takes at most two arguments.
 */

BEGIN
{
	jstack(1, 2, 3);
}
