/*
 * count(), scalar and keyed by a string: printed at exit in the default
 * format, each aggregation in order of first use, entries by value.
 */
#pragma D option quiet

BEGIN
{
	@c = count();
	@c = count();
	@k["bash"] = count();
	@k["sshd"] = count();
	@k["sshd"] = count();
	@k["bash"] = count();
	@k["bash"] = count();
	@k[execname] = count();
	exit(0);
}
