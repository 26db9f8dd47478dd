#!/bin/bash
# errno and the return value (arg0 and arg1) on syscall:::return.
# @@requires: root syscall
$dtrace -qn '
syscall::sched_getscheduler:return /pid == $target/ { printf("%d %d %d\n", errno, arg0, arg0 == arg1); }
' -c "$triggerdir/sched-errno"
