/*
 * sum, avg (truncating toward zero), min, max and stddev (population,
 * rounded down), scalar and keyed.
 */
#pragma D option quiet

BEGIN
{
	@s = sum(-7); @s = sum(2);
	@a = avg(-7); @a = avg(2);
	@mi = min(3); @mi = min(-5); @mi = min(4);
	@ma = max(-9); @ma = max(-5); @ma = max(-6);
	@sd = stddev(2); @sd = stddev(4); @sd = stddev(4); @sd = stddev(4);
	@sd = stddev(5); @sd = stddev(5); @sd = stddev(7); @sd = stddev(9);
	@ks["a"] = sum(100); @ks["b"] = sum(-100); @ks["a"] = sum(1);
	@km[1] = max(10); @km[2] = max(-10); @km[1] = max(11);
	@big = sum(0x7fffffffffffffff); @big = sum(1);
	exit(0);
}
