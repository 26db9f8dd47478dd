/*
 * Updates after clear() count from zero: END runs after the consumer has
 * carried out BEGIN's clear(); max() forgets the value it had before.
 */
#pragma D option quiet

BEGIN
{
	@a["x"] = count(); @a["y"] = count(); @a["y"] = count();
	@m["x"] = max(9);
	@q = quantize(8);
	clear(@a);
	clear(@m);
	clear(@q);
	exit(0);
}

END
{
	@a["y"] = count();
	@m["x"] = max(-4);
	@q = quantize(1);
	printa(@a);
	printa(@m);
	printa(@q);
}
