/*
 * fault fires in the faulting thread for the machine faults of the
 * trigger's children: a null pointer read (SIGSEGV, SEGV_MAPERR: FLTBOUNDS,
 * 6) and an integer division by zero (SIGFPE, FPE_INTDIV: FLTIZDIV, 8);
 * not for the SIGSEGV a third child gets from kill().  args[1] is the
 * signal's siginfo_t.  All three are killed (CLD_KILLED).
 */
/* @@requires: root tracepoints rawtp */
/* @@trigger: proc-fault */
/* @@runtest-opts: -q */

proc:::fault
/ppid == $target/
{
	@[ "fault", args[0], args[1]->si_signo, args[1]->si_code, tid == pid ] = count();
}

proc:::exit
/ppid == $target/
{
	@[ "exit", args[0], 0, 0, args[0] == CLD_KILLED ] = count();
}

END
{
	printa("%s %d %d %d %d: %@d\n", @);
}
