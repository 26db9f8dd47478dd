BEGIN
{
	@a = llquantize(1, timestamp, 0, 1, 10);
}
