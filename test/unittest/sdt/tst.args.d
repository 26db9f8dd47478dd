/*
 * args[] of sdt probes typed from their formats, with the values the
 * trigger program's known calls give them: integers (sign-extended where
 * the format says signed: SI_TKILL is -6), shorts (oom_score_adj 17),
 * char[16] arrays as strings, __data_loc char[] fields as strings, pids
 * checked against the processes that made the calls.  The values are
 * printed at the end, in the trigger's order.
 * @@requires: root tracepoints
 * @@trigger: sdt-events
 * @@runtest-opts: -q
 */

sdt:task::task_rename
/pid == $target && args[2] == "sdt-renamed"/
{
	rename_pid = args[0] == pid;
	rename_old = stringof(args[1]);
	rename_new = stringof(args[2]);
	rename_oom = args[3];
}

sdt:signal::signal_generate
/pid == $target && args[0] == SIGUSR1/
{
	gen_sig = args[0];
	gen_errno = args[1];
	gen_code = args[2];
	gen_comm = stringof(args[3]);
	gen_pid = args[4] == pid;
	gen_result = args[6];
}

sdt:signal::signal_deliver
/pid == $target && args[0] == SIGUSR1/
{
	del_sig = args[0];
	del_code = args[2];
}

sdt:task::task_newtask
/pid == $target/
{
	child = args[0];
	new_comm = stringof(args[1]);
	new_flags = args[2];
	new_oom = args[3];
}

sdt:sched::sched_process_fork
/pid == $target/
{
	fork_parent = args[0];
	fork_ppid = args[1] == pid;
	fork_child = args[2];
	fork_cpid = args[3];
}

sdt:sched::sched_process_exec
/ppid == $target/
{
	exec_file = args[0];
	exec_pid = args[1] == pid;
	exec_oldpid = args[2] == pid;
	exec_child = pid;
}

END
{
	printf("task_rename: pid %d oldcomm %s newcomm %s oom_score_adj %d\n",
	    rename_pid, rename_old, rename_new, rename_oom);
	printf("signal_generate: sig %d errno %d code %d comm %s pid %d result %d\n",
	    gen_sig, gen_errno, gen_code, gen_comm, gen_pid, gen_result);
	printf("signal_deliver: sig %d code %d\n", del_sig, del_code);
	printf("task_newtask: comm %s clone_flags %x oom_score_adj %d\n",
	    new_comm, new_flags, new_oom);
	printf("sched_process_fork: parent_comm %s parent_pid %d child_comm %s child_pid %d\n",
	    fork_parent, fork_ppid, fork_child, fork_cpid == child);
	printf("sched_process_exec: filename %s pid %d old_pid %d child %d\n",
	    exec_file, exec_pid, exec_oldpid, exec_child == child);
}
