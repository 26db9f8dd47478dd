/*
 * A glob over rawtp probes: each matched tracepoint gets its own program
 * (tp_btf programs are bound to their tracepoint), and probename tells
 * which fired.  The trigger forks, execs and exits once.
 */
/* @@requires: rawtp */
/* @@trigger: fork-exec */
/* @@runtest-opts: -q */

rawtp:sched::sched_process_e*
/ppid == $target/
{
	@[probename] = count();
}

rawtp:sched::sched_process_exit
/pid == $target/
{
	exit(0);
}
