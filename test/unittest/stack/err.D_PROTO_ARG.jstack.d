/*
 * jstack() is not implemented, but its prototype (ustack()'s) is checked
 * first, as DTrace does.
 */

BEGIN
{
	jstack(1, "a");
}
