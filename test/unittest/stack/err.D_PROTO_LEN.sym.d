/*
 * sym() takes exactly one address.
 */

BEGIN
{
	sym();
}
