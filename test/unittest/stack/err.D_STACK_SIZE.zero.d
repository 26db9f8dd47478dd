/*
 * stack() needs a positive frame count (D-LANGUAGE.md 6.1).
 */

BEGIN
{
	stack(0);
}
