#!/bin/bash
# errno compared with a library constant in a predicate.
# @@requires: root syscall
$dtrace -qn 'syscall::sched_getscheduler:return /pid == $target && errno == EINVAL/ { n++; }
END { printf("%d\n", n); }' -c "$triggerdir/sched-errno"
