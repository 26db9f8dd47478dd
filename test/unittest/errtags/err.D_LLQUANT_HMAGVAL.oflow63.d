/*
 * factor^(hmag + 1) must fit a value (63 bits): 10^19 does not; the
 * reference takes it (doc/compat.md)
 */
BEGIN
{
	@a = llquantize(1, 10, 0, 18, 10);
}
