#!/bin/bash
# args[] of syscall probes have the tracepoint's types: a user string
# pointer read with copyinstr() or stringof(), integers by their width.
# @@requires: root syscall
$dtrace -qn '
syscall::openat:entry /pid == $target && copyinstr((uintptr_t)args[1]) == "/etc/hostname"/
{ printf("%d %s %s %d\n", args[0], copyinstr((uintptr_t)args[1]), stringof(args[1]), args[2]); }
syscall::sched_getscheduler:entry /pid == $target/ { printf("%d\n", args[0]); }
' -c 'cat /etc/hostname' -o $tmpdir/out >/dev/null 2>&1
$dtrace -qn 'syscall::sched_getscheduler:entry /pid == $target/ { printf("%d\n", args[0]); }' \
	-c "$triggerdir/sched-errno"
cat $tmpdir/out
