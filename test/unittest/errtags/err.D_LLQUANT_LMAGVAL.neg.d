BEGIN
{
	@a = llquantize(1, 10, -1, 1, 10);
}
