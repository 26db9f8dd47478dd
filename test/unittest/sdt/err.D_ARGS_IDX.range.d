/*
 * sched_switch has seven arguments: args[7] is out of range.
 * @@requires: root tracepoints
 */
sdt:sched::sched_switch
{
	trace(args[7]);
}
