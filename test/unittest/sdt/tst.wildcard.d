/*
 * A wildcard over a group: sdt:signal:: matches both signal events, whose
 * args[0] (int sig) lies at the same place, so the clause reads it in both
 * from one program.
 * @@requires: root tracepoints
 * @@trigger: sdt-events
 * @@runtest-opts: -q
 */

sdt:signal::
/pid == $target && args[0] == SIGUSR1/
{
	n[probename]++;
}

END
{
	printf("signal_generate %d signal_deliver %d\n", n["signal_generate"],
	    n["signal_deliver"]);
}
