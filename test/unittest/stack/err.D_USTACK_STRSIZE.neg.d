/*
 * ustack()'s string size must be a non-negative constant.
 */

BEGIN
{
	ustack(1, -1);
}
