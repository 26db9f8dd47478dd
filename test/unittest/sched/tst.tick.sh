# @@requires: root fentry
# sched:::tick (fentry on sched_tick or scheduler_tick) charges clock
# ticks to a busy process (the trigger calls getppid(2) for well over a
# tick), never to the idle thread; args[0] and args[1] are the current
# thread, as curlwpsinfo and curpsinfo.  surrender, where it fires, names
# a thread on another CPU than the one telling it to give the CPU up.
$dtrace -q -c "$triggerdir/getppid-loop 3000000" -n '
BEGIN { ticks = 0; bad = 0; badsur = 0; }
sched:::tick /pid == $target/ { ticks++; }
sched:::tick
{
	bad += pid == 0;
	bad += args[0]->pr_lwpid != tid || args[1]->pr_pid != pid;
	bad += args[0]->pr_addr != curlwpsinfo->pr_addr;
	bad += args[1]->pr_ppid != curpsinfo->pr_ppid;
}
sched:::surrender
{
	badsur += args[0]->pr_addr == 0 || args[0]->pr_addr == (uintptr_t)curthread;
}
END
{
	printf("ticks of the trigger > 0: %d\n", ticks > 0);
	printf("tick mismatches %d, surrender mismatches %d\n", bad, badsur);
}'
echo "status $?"
