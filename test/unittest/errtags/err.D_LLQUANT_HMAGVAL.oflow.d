BEGIN
{
	@a = llquantize(1, 10, 0, 19, 10);
}
