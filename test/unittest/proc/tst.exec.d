/*
 * exec, exec-success and exec-failure in the children of the trigger:
 * one exec of /bin/true arg1 that succeeds, one of /nonexistent/proc-life
 * that fails with ENOENT.  exec-success fires in the new image
 * (execname, curpsinfo are the new program's); exec and exec-failure in
 * the old one.
 */
/* @@requires: root tracepoints rawtp */
/* @@trigger: proc-life */
/* @@runtest-opts: -q */

proc:::exec
/ppid == $target/
{
	@exec[args[0], execname] = count();
}

proc:::exec-success
/ppid == $target/
{
	@ok[execname, curpsinfo->pr_fname, curpsinfo->pr_ppid == $target,
	    curpsinfo->pr_pid == pid] = count();
}

proc:::exec-failure
/ppid == $target/
{
	@fail[args[0] == ENOENT, execname] = count();
}

END
{
	printa("exec %s from %s: %@d\n", @exec);
	printa("exec-success %s %s ppid ok %d pid ok %d: %@d\n", @ok);
	printa("exec-failure ENOENT %d in %s: %@d\n", @fail);
}
