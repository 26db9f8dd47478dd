/*
 * printf()'s format has the prototype string: an integer breaks it (a
 * string that is not a constant breaks only the constant rule).
 */

BEGIN
{
	printf(1);
}
