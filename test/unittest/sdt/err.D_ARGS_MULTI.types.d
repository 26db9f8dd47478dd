/*
 * args[0] is char [16] in sched_switch and int in signal_generate: it has no
 * one type in a clause of both.
 * @@requires: root tracepoints
 */
sdt:sched::sched_switch,
sdt:signal::signal_generate
{
	trace(args[0]);
}
