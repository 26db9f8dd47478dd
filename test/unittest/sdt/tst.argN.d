/*
 * arg0.. are the values of the tracepoint's fields, as args[] gives them
 * for integers: signed fields sign-extended to 64 bits (code -6), a short
 * read as 2 bytes (oom_score_adj 17); a char[16] field's argN is its
 * address, a __data_loc string's the address of its characters.
 * @@requires: root tracepoints
 * @@trigger: sdt-events
 * @@runtest-opts: -q
 */

sdt:signal::signal_generate
/pid == $target && arg0 == SIGUSR1/
{
	printf("signal_generate: %d %d %d %d %d %d\n", arg0 == args[0], arg1 == args[1],
	    arg2 == args[2], arg4 == args[4], arg5 == args[5], arg6 == args[6]);
	printf("signal_generate: code %d, arg2 < 0: %d, comm at arg3: %s\n", arg2, arg2 < 0,
	    stringof((char *)arg3));
}

sdt:task::task_rename
/pid == $target && arg3 == 17/
{
	printf("task_rename: %d %d %d\n", arg0 == args[0], arg3 == args[3], arg3);
}

sdt:task::task_newtask
/pid == $target/
{
	printf("task_newtask: %d %d\n", arg0 == args[0], arg2 == args[2]);
}

sdt:sched::sched_process_fork
/pid == $target/
{
	printf("sched_process_fork: %d %s\n", arg1 == args[1], stringof((char *)arg0));
}
