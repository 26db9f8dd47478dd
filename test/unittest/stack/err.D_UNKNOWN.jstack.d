/*
 * jstack() is refused on Linux (D-LANGUAGE.md 6.1).
 */

BEGIN
{
	jstack();
}
