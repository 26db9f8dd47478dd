/*
 * ustack() needs a positive frame count.
 */

BEGIN
{
	ustack(0);
}
