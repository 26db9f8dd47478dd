#!/bin/bash
# A predicate on execname and on probefunc, the common DTrace idiom (and on
# $target: other tests may run getppid-loop at the same time).
# @@requires: root syscall
$dtrace -qn '
syscall::getppid:entry, syscall::getpid:entry
/execname == "getppid-loop" && probefunc == "getppid" && pid == $target/
{
	n++;
}
END { printf("%d\n", n); }' -c "$triggerdir/getppid-loop 200"
