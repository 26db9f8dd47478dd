#!/bin/bash
# Wildcards over many syscalls attach through raw_syscalls; each firing must
# still be the right probe, with the right arguments and errno.  The ids of
# the expected probes come from dtrace -l.
# @@requires: root syscall
# (ok += ... needs ok declared first: DTrace refuses op= on a new variable)
id() { $dtrace -l -n "$1" | awk 'NR == 2 { print $1 }'; }
ppid_e=$(id syscall::getppid:entry)
ppid_r=$(id syscall::getppid:return)
sched_r=$(id syscall::sched_getscheduler:return)
n=$($dtrace -l -n 'syscall::get*:entry' | tail -n +2 | wc -l)
[ "$n" -ge 8 ] || { echo "only $n get* syscalls: not a raw_syscalls group"; exit 77; }
$dtrace -qn '
BEGIN { ok = 0; }
syscall::get*:entry /pid == $target && id == $1/ { e++; }
syscall::get*:return /pid == $target && id == $2/ { r++; ok += arg0 == ppid; }
END { printf("%d %d %d\n", e, r, ok == r); }' -c "$triggerdir/getppid-loop 500" $ppid_e $ppid_r
$dtrace -qn '
syscall::sched_*:return /pid == $target && id == $1/ { printf("%d %d\n", errno, arg0); }' \
	-c "$triggerdir/sched-errno" $sched_r
