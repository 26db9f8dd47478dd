/*
 * change-pri on a priority-inheritance boost (sched_pi_setprio): the
 * trigger's main thread (nice 0, pr_pri 19) holds a PI mutex on which a
 * thread at nice -5 (pr_pri 24) blocks, lending the holder its priority;
 * the holder's unlock ends the loan.  args[0] is the holder, whose pr_pri
 * is the old priority; args[2] the new one, as pr_pri counts it.
 */
/* @@requires: root tracepoints rawtp */
/* @@trigger: sched-pi */
/* @@runtest-opts: -q */

sched:::change-pri
/pid == $target/
{
	@[args[0]->pr_lwpid == args[1]->pr_pid ? "main thread" : "other thread",
	    args[0]->pr_pri, args[2]] = count();
}

END
{
	printa("%s: %d -> %d: %@d\n", @);
}
