/*
 * printa() of several aggregations without a format prints each row's
 * keys, then every aggregation's value in turn (zero where one lacks the
 * key), histograms as blocks; with one aggregation, as before.
 */
/* @@runtest-opts: -q */

BEGIN
{
	@a[1] = count(); @b[1] = sum(7); @b[2] = sum(9); @d[1] = avg(4);
	printa(@a, @b);
	printa(@b, @a, @d);
	@c = count(); @e = sum(7); @q = quantize(3);
	printa(@c, @e, @q);
	@mn[1, "x"] = min(3); @mx[1, "x"] = max(7); @mx[2, "y"] = max(-2); @s[1, "x"] = stddev(3);
	printa(@mn, @mx, @s);
	@l[1] = lquantize(3, 0, 10, 1); @l[2] = lquantize(5, 0, 10, 1);
	printa(@a, @l);
	printa(@l, @a);
	@n[1] = sum(70); normalize(@n, 7);
	printa(@b, @n);
	exit(0);
}
