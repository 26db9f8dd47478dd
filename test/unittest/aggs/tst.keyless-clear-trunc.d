/*
 * Keyless aggregations live in a per-CPU array whose entry always exists:
 * one never updated is not printed, clear() keeps it with a zero value,
 * trunc() removes it until the next update (which starts from zero), and
 * trunc(@, 1) keeps it.  BEGIN's clear() and trunc() are carried out when
 * the consumer reads BEGIN's records, before END fires.
 */
/* @@runtest-opts: -q */
/* @@requires: profile */

BEGIN
{
	@a = count(); @a = count(); @b = sum(5); @c = count(); @d = max(3); @e = count();
	trunc(@a); trunc(@b, 1); clear(@c); clear(@d); trunc(@e); clear(@e);
}

BEGIN
/pid == 0/
{
	@z = count();
}

tick-1ms
{
	exit(0);
}

END
{
	@a = count();
	printa("a %@d\n", @a);
	printa("b %@d\n", @b);
	printa("c %@d\n", @c);
	printa("d %@d\n", @d);
	printa("e %@d\n", @e);
	printa("z %@d\n", @z);
}
