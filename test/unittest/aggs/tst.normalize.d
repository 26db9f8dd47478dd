/*
 * normalize() divides the displayed values (and histogram counts) until
 * denormalize(); the data itself is unchanged.
 */
#pragma D option quiet

BEGIN
{
	@a["x"] = sum(1000); @a["y"] = sum(25);
	@q = quantize(3); @q = quantize(3); @q = quantize(3); @q = quantize(3);
	@q = quantize(8);
	normalize(@a, 10);
	normalize(@q, 2);
	printa(@a);
	printa(@q);
	printa("%s %@d\n", @a);
	denormalize(@a);
	printa(@a);
	normalize(@a, 100);
	exit(0);
}

END
{
	printa(@a);
}
