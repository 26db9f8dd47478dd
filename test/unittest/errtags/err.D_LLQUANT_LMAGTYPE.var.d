BEGIN
{
	@a = llquantize(1, 10, timestamp, 1, 10);
}
