/*
 * ustack(uint32_t, uint32_t): the second argument is checked too.
 */

BEGIN
{
	ustack(1,
	    "a");
}
