BEGIN
{
	@a = lquantize(1, 0, "x");
}
