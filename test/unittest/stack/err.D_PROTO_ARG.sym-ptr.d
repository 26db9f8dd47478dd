/*
 * sym()'s argument has the prototype uintptr_t, which DTrace does not
 * take a pointer for: it must be cast to an integer.
 */

BEGIN
{
	@[sym(curthread)] = count();
}
