/*
 * trunc()'s count is an int64_t in DTrace's prototype: a pointer is refused
 * as a string is, before the aggregation is looked at.
 */
BEGIN
{
	@a = count(); trunc(@a, curthread);
}
