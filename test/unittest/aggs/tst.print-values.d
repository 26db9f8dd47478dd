/*
 * The default format of scalar aggregations (OUTPUT.md 6.2): string and
 * 32-bit keys, " %16lld" values, avg truncating toward zero, stddev the
 * population deviation rounded down.
 */
/* @@runtest-opts: -q */
BEGIN
{
	@c["bash"] = count();
	@c["bash"] = count();
	@c["sshd"] = count();
	@s["sshd", (int)22] = sum(11);
	@a = avg(-10);
	@a = avg(0);
	@a = avg(3);
	@mn = min(-5);
	@mn = min(3);
	@mx = max(-5);
	@mx = max(3);
	@sd = stddev(2);
	@sd = stddev(4);
	@sd = stddev(4);
	@sd = stddev(4);
	@sd = stddev(5);
	@sd = stddev(5);
	@sd = stddev(7);
	@sd = stddev(9);
	exit(0);
}
