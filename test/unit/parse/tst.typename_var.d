/*
 * A type name is read as a type only where one can appear, and not when an
 * expression operator follows it (uint32_t and uid_t are D typedefs).
 */
BEGIN
{
	x = uint32_t + uid_t;
	y = (uint32_t + 1);
	z = (uid_t->a);
}
