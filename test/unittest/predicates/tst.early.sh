#!/bin/bash
# A single clause whose predicate reads only constants and the pid, tid,
# uid, gid and cpu helpers has it run first in its trampoline, before the
# scratch value is looked up (the dt_pred_N fragment of -x disasm comes
# before the map[mem] lookup); it must count exactly what the same
# predicate counts in place: every call when true, none when false.
# Predicates reading the machine state, or a probe with two clauses, keep
# the predicate in the clause.
# @@requires: root syscall
loop="$triggerdir/getppid-loop"
early() {	# early PROGRAM: "early" or "late", from the disassembly
	$dtrace -x disasm -n "$1" -n 'BEGIN { exit(0); }' 2>&1 >/dev/null |
		awk '/^Disassembly of dt_syscall/ { on = 1; next } /^Disassembly/ { on = 0 }
		     on && /^dt_pred_/ { print "early"; exit } on && /map\[mem\]/ { print "late"; exit }'
}
early 'syscall::getppid:entry /pid == 1/ { @ = count(); }'
early 'syscall::getppid:entry /uid != 0 && tid > 1/ { @ = count(); }'
early 'syscall::getppid:entry /arg0 == 1/ { @ = count(); }'
early 'syscall::getppid:entry /execname == "x"/ { @ = count(); }'
early 'syscall::getppid:entry /pid == 1/ { @ = count(); } syscall::getppid:entry { @b = count(); }'
early 'syscall::getppid:entry /pid == 1/ { @ = count(); } syscall::getppid:entry /pid == 2/ { @b = count(); }'
# true and false, early and in place: the same counts
$dtrace -qn 'syscall::getppid:entry /pid == $target/ { n++; } END { printf("%d\n", n); }' -c "$loop 500"
$dtrace -qn 'syscall::getppid:entry /pid == $target && tid != $target/ { n++; } END { printf("%d\n", n); }' -c "$loop 500"
$dtrace -qn 'syscall::getppid:entry /tid == $target && uid == 0 && gid == 0/ { n++; } END { printf("%d\n", n); }' -c "$loop 500"
$dtrace -qn 'syscall::getppid:entry /pid == $target/ { n++; } syscall::getppid:entry /pid == $target + 0 * arg0/ { m++; } END { printf("%d %d\n", n, m); }' -c "$loop 500"
