/*
 * create fires in the parent for each of the trigger's five forks (not
 * for its thread), args[0] the child: its pid differs from the parent's,
 * its ppid is the parent, its name is still the parent's.  lwp-create
 * fires for the five children and the thread: args[0] the new thread,
 * args[1] its process.  start fires in each new process before its first
 * instruction, lwp-start in each new thread (the five children's and the
 * trigger's second thread).
 */
/* @@requires: root tracepoints rawtp */
/* @@trigger: proc-life */
/* @@runtest-opts: -q */

proc:::create
/pid == $target/
{
	@[ "create", args[0]->pr_pid != pid, args[0]->pr_ppid == pid,
	    stringof(args[0]->pr_fname) ] = count();
}

proc:::lwp-create
/pid == $target/
{
	@[ "lwp-create", args[0]->pr_lwpid != tid, args[1]->pr_pid == pid ? 1 : 0,
	    args[1]->pr_pid == args[0]->pr_lwpid ? "process" : "thread" ] = count();
}

proc:::start
/ppid == $target/
{
	@[ "start", pid == tid, curpsinfo->pr_ppid == $target, execname ] = count();
}

proc:::lwp-start
/ppid == $target || pid == $target/
{
	@[ "lwp-start", pid == tid, pid == $target, execname ] = count();
}

proc:::start
/pid == $target/
{
	@[ "start in the target", 0, 0, execname ] = count();
}

END
{
	printa("%s %d %d %s: %@d\n", @);
}
