#!/bin/bash
# The trampoline fills only the arguments the clauses read, by loads from
# the record or by a helper when a probe of the program has a shorter
# record: each way must still give every argument read its value, 0 past
# the syscall's arguments, and errno 0 on entry.
# @@requires: root syscall
d2="$triggerdir/dup2-args"
# one probe: constant probe id, direct loads; arg2 and arg7 past dup2's two
$dtrace -qn 'syscall::dup2:entry /pid == $target/ { printf("%d %d %d %d %d\n", id == $1, arg0, arg1, arg2, arg7); }' \
	-c "$d2" $($dtrace -l -n syscall::dup2:entry | awk 'NR == 2 { print $1 }')
# only arg1 read, by the second of two clauses
$dtrace -qn 'syscall::dup2:entry /pid == $target/ { n++; } syscall::dup2:entry /pid == $target/ { printf("%d %d\n", n, arg1); }' -c "$d2"
# a group of two: dup3's record is long enough for arg1, direct loads
$dtrace -qn 'syscall::dup2:entry, syscall::dup3:entry /pid == $target/ { printf("%s %d %d\n", probefunc, arg0, arg1); }' -c "$d2"
# getppid's record has no arguments: arg0..arg2 read with the helper
$dtrace -qn 'syscall::dup2:entry, syscall::getppid:entry /pid == $target/ { printf("%s %d %d %d\n", probefunc, arg0, arg1, arg2); }' -c "$d2"
# entry and return in one program: errno 0 on entry, the error on return
$dtrace -qn 'syscall::sched_getscheduler:entry, syscall::sched_getscheduler:return /pid == $target/
{ printf("%s %d %d\n", probename, errno, arg1); }' -c "$triggerdir/sched-errno"
# errno alone, on one probe and on a group with a short entry record
$dtrace -qn 'syscall::sched_getscheduler:return /pid == $target/ { printf("%d\n", errno); }' -c "$triggerdir/sched-errno"
$dtrace -qn 'syscall::getppid:entry, syscall::sched_getscheduler:return /pid == $target/ { printf("%s %d\n", probefunc, errno); }' -c "$triggerdir/sched-errno"
