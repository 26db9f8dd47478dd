BEGIN
{
	@a = llquantize(1, 10, 0, timestamp, 10);
}
