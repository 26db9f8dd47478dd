/*
 * exit's args[0] for the trigger's five children: CLD_EXITED for
 * /bin/true (exits 0), for the child whose exec failed (_exit(3)) and for
 * the one that ignores a signal (exits 0); CLD_KILLED for the one killed
 * with SIGKILL; CLD_DUMPED for the one that abort()s with core dumps allowed
 * (the trigger exits 2 if it could not dump a core).  exit fires once per
 * process, in its last thread; lwp-exit in every thread.
 */
/* @@requires: root tracepoints rawtp */
/* @@trigger: proc-life */
/* @@runtest-opts: -q */

proc:::exit
/ppid == $target/
{
	@exit[execname, args[0] == CLD_EXITED ? "CLD_EXITED" :
	    args[0] == CLD_KILLED ? "CLD_KILLED" :
	    args[0] == CLD_DUMPED ? "CLD_DUMPED" : "?"] = count();
}

proc:::lwp-exit
/ppid == $target/
{
	@lwpexit["child", tid == pid] = count();
}

proc:::lwp-exit
/pid == $target && tid != pid/
{
	@lwpexit["target", tid == pid] = count();
}

END
{
	printa("exit %s %s: %@d\n", @exit);
	printa("lwp-exit %s main thread %d: %@d\n", @lwpexit);
}
