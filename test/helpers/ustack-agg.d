/*
 * The clauses of the ustack/tst.agg-*.sh tests: each getppid() and umask()
 * of the target counted under its @[ustack()] key, and printed with the
 * stack the consumer unwinds, for test/helpers/ustack-agg.awk to compare.
 */
syscall::getppid:entry, syscall::umask:entry
/pid == $target/
{
	@s[ustack()] = count();
	printf("event %s", probefunc);
	ustack();
}

END
{
	printf("\naggregation\n");
	printa(@s);
}
