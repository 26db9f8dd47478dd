int x;

BEGIN
{
	@a = lquantize(1, x, 10);
}
