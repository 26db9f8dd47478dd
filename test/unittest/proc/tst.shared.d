/*
 * One clause on two probes riding on one tracepoint (signal-send and
 * signal-discard on signal_generate): each keeps its own program and
 * conditions.  The trigger's children send SIGABRT (one, to itself) and
 * SIGCHLD (five, to the trigger), and one ignores the SIGUSR2 it sends
 * itself.
 */
/* @@requires: root tracepoints rawtp */
/* @@trigger: proc-life */
/* @@runtest-opts: -q */

proc:::signal-send,
proc:::signal-discard
/ppid == $target/
{
	@[probename, args[2]] = count();
}

END
{
	printa("%s %d: %@d\n", @);
}
