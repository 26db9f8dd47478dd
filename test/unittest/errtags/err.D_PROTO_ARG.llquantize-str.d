/* llquantize()'s parameters are int32_t: a string is a prototype mismatch */
BEGIN
{
	@a = llquantize(1, 10, 0, "x", 10);
}
