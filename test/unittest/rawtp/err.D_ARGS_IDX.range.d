/* sched_process_exec has three arguments: args[3] is out of range. */
/* @@requires: rawtp */
rawtp:sched::sched_process_exec
{
	trace(args[3]);
}
