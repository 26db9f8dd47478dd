/*
 * quantize()'s first and last buckets: nothing is shown beyond them.
 * INT64_MIN and -2^62 share the first bucket, INT64_MAX and 2^62 the last.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@lo = quantize(-9223372036854775807 - 1);
	@lo = quantize(-4611686018427387904);
	@hi = quantize(9223372036854775807);
	@hi = quantize(4611686018427387904);
	@hi = quantize(2305843009213693952);
	exit(0);
}
