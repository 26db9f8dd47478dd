/*
 * BEGIN and END have no kernel stack, as in DTrace: stackdepth and caller
 * are 0 and stack() is empty (the kernel path that runs them here is
 * dtrace's own bpf() call, which is no probe's stack), as an action and
 * as an aggregation key.
 */
#pragma D option quiet

BEGIN
{
	printf("BEGIN %d %d", stackdepth, caller);
	stack();
	exit(0);
}

END
{
	printf("END %d %d", stackdepth, caller);
	stack();
	@[stack()] = count();
}
