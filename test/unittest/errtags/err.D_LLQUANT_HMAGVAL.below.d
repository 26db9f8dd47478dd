BEGIN
{
	@a = llquantize(1, 10, 2, 1, 10);
}
