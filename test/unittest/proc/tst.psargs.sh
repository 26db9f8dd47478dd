# @@requires: root tracepoints
# @@timeout: 60
# pr_psargs: the first 79 bytes of the process's arguments, single spaces
# between them (PRARGSZ 80), no trailing space where the list or the cut
# ends on the NUL after an argument.  The shell execs, one after the other:
#   1. /bin/true a bb ccc: the whole list;
#   2. a list of 97 bytes: cut inside an argument, 79 bytes;
#   3. a list whose byte 79 is the NUL after "ab": 78 bytes.
# (In sched:::on-cpu, where the next thread's memory cannot be read, its
# pr_psargs is its name: sched/tst.pingpong.d.)
t=0123456789
cat > run.sh <<SH
/bin/true a bb ccc
/bin/true $t $t $t $t $t $t $t $t
/bin/true $t $t $t $t $t $t ab zzz
:
SH
$dtrace -q -n '
proc:::exec-success
/ppid == $target/
{
	printf("[%s] %d\n", curpsinfo->pr_psargs, strlen(curpsinfo->pr_psargs));
}' -c "/bin/sh $tmpdir/run.sh"
echo "status $?"
