/*
 * jstack() as an aggregation key is refused in the words of the action.
 */

BEGIN
{
	@[jstack()] = count();
}
