/*
 * The trigger's signals: SIGKILL to a child (signal-send in the sender,
 * args[0] and args[1] the child), SIGABRT raised by a child, SIGUSR1 to
 * itself handled by an SA_SIGINFO handler (signal-send, signal-handle
 * with the siginfo_t and the handler's address), SIGUSR2 that a child
 * sends itself and ignores (signal-discard, not signal-send), SIGALRM blocked and taken by sigwait()
 * (signal-send, signal-clear).  The SIGCHLDs the children's exits send
 * the trigger (5) are counted apart.
 */
/* @@requires: root tracepoints rawtp */
/* @@trigger: proc-life */
/* @@runtest-opts: -q */

proc:::signal-send
/(pid == $target || ppid == $target) && args[2] != SIGCHLD/
{
	@[ "signal-send", args[2],
	    args[1]->pr_pid == pid ? "self" :
	    args[1]->pr_ppid == $target ? "child" : "other",
	    args[0]->pr_lwpid == args[1]->pr_pid ] = count();
}

proc:::signal-send
/ppid == $target && args[2] == SIGCHLD/
{
	@[ "signal-send SIGCHLD", args[2], args[1]->pr_pid == $target ? "parent" : "other",
	    args[0]->pr_lwpid == args[1]->pr_pid ] = count();
}

proc:::signal-discard
/ppid == $target/
{
	@[ "signal-discard", args[2], args[1]->pr_pid == pid ? "self" : "other",
	    args[0]->pr_lwpid == tid ] = count();
}

proc:::signal-handle
/pid == $target/
{
	@[ "signal-handle", args[0], args[1]->si_signo == args[0] ? "siginfo" : "no siginfo",
	    args[2] != 0 ] = count();
}

proc:::signal-clear
/pid == $target/
{
	@[ "signal-clear", args[0], "", 0 ] = count();
}

END
{
	printa("%s %d %s %d: %@d\n", @);
}
