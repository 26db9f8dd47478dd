BEGIN
{
	@a = llquantize(1, 10, 0, "x", 10);
}
