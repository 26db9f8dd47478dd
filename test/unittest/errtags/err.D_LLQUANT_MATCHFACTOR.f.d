BEGIN
{
	@a = llquantize(1, 10, 0, 1, 10);
	@a = llquantize(1, 2, 0, 1, 2);
}
