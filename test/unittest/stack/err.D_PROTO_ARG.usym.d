/*
 * usym() takes an address, not a string.
 */

BEGIN
{
	usym("main");
}
