/*
 * demo.d: count three system calls across the whole machine for one second,
 * then print the counts and exit.  Run it as root:
 *
 *	build/dtrace -s demo/demo.d	(or: make demo)
 *
 * It uses only the basics: BEGIN, a profile tick, syscall entry probes, a
 * predicate, global integer variables, printf() and exit().
 */

#pragma D option quiet

BEGIN
{
	counting = 1;
	reads = 0;
	writes = 0;
	opens = 0;
	printf("Counting read, write and openat system calls for one second...\n");
}

syscall::read:entry
/counting/
{
	reads++;
}

syscall::write:entry
/counting/
{
	writes++;
}

syscall::openat:entry
/counting/
{
	opens++;
}

profile:::tick-1sec
{
	counting = 0;
	printf("%-8s %8d\n", "read", reads);
	printf("%-8s %8d\n", "write", writes);
	printf("%-8s %8d\n", "openat", opens);
	exit(0);
}
