BEGIN
{
	@a = llquantize(1, 1, 0, 1, 10);
}
