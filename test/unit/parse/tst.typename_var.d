/*
 * A type name is read as a type only where one can appear, and not when an
 * expression operator follows it (u32 and uid_t are types to the test).
 */
BEGIN
{
	x = u32 + uid_t;
	y = (u32 + 1);
	z = (uid_t->a);
}
