/*
 * The sched probes for a child that sleeps exactly 20 times in a pipe
 * read, each time woken by its parent (the trigger, which writes a byte
 * once the child is asleep):
 * - sleep 20 times, off-cpu as often as on-cpu (each time it comes on, it
 *   goes off again, the last time when it dies), which is sleep + preempt
 *   + 1 (its death is neither), and more than 20 (it may be preempted);
 * - wakeup 20 times, in the parent, with the child asleep;
 * - in on-cpu, pid, tid, ppid, execname, uid, curthread, curpsinfo and
 *   curlwpsinfo describe the child coming on, on the CPU (SONPROC, 'O'),
 *   and self-> is the child's: set in off-cpu, where the child is
 *   current, it is seen in every on-cpu but the first; its pr_psargs is
 *   its name (its arguments are in another address space than the
 *   switching thread's);
 * - in off-cpu, args[0] and args[1] are the thread coming on, not the
 *   child; its curlwpsinfo and curpsinfo are the child's;
 * - a clause on on-cpu and syscall::write:entry: the write entries of
 *   the parent are 20 (pid is the current thread's there).
 */
/* @@requires: root tracepoints rawtp */
/* @@trigger: sched-pingpong */
/* @@runtest-opts: -q */

BEGIN
{
	on = 0; off = 0; sleeps = 0; pre = 0; wake = 0; byparent = 0; asleep = 0;
	selfon = 0; bad = 0; badoff = 0; writes = 0;
}

sched:::on-cpu
/ppid == $target/
{
	on++;
	bad += tid != pid;
	bad += execname != "sched-pingpong";
	bad += curlwpsinfo->pr_state != SONPROC;
	bad += curlwpsinfo->pr_sname != 'O';
	bad += curlwpsinfo->pr_lwpid != tid;
	bad += curlwpsinfo->pr_addr != (uintptr_t)curthread;
	bad += curpsinfo->pr_pid != pid;
	bad += curpsinfo->pr_ppid != $target;
	bad += curpsinfo->pr_uid != uid;
	bad += curpsinfo->pr_gid != gid;
	/* its user memory is not the address space the probe runs in */
	bad += curpsinfo->pr_psargs != execname;
}

sched:::off-cpu
/ppid == $target/
{
	off++;
	self->off = 1;
	badoff += args[0]->pr_lwpid == tid;
	badoff += args[1]->pr_pid == pid;
	badoff += args[0]->pr_addr == (uintptr_t)curthread;
	badoff += curlwpsinfo->pr_lwpid != tid;
	badoff += curpsinfo->pr_ppid != $target;
}

sched:::on-cpu
/self->off/
{
	selfon++;
}

sched:::sleep
/ppid == $target/
{
	sleeps++;
}

sched:::preempt
/ppid == $target/
{
	pre++;
}

sched:::wakeup
/args[1]->pr_ppid == $target/
{
	wake++;
	byparent += pid == $target;
	asleep += args[0]->pr_state == SSLEEP && args[0]->pr_sname == 'S';
}

sched:::on-cpu, syscall::write:entry
/pid == $target/
{
	writes += probename == "entry";
}

END
{
	printf("sleep %d\n", sleeps);
	printf("wakeup %d, by the parent %d, asleep %d\n", wake, byparent, asleep);
	printf("on-cpu == off-cpu: %d\n", on == off);
	printf("off-cpu == sleep + preempt + 1: %d\n", off == sleeps + pre + 1);
	printf("on-cpu > 20: %d\n", on > 20);
	printf("self-> in on-cpu == on-cpu - 1: %d\n", selfon == on - 1);
	printf("on-cpu mismatches %d, off-cpu mismatches %d\n", bad, badoff);
	printf("writes %d\n", writes);
}
