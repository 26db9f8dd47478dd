BEGIN
{
	@a = llquantize(1, 10, 0, 1, 30);
}
