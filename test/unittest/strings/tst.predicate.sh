#!/bin/bash
# A predicate on execname and on probefunc, the common DTrace idiom.
# @@requires: root syscall
$dtrace -qn '
syscall::getppid:entry, syscall::getpid:entry
/execname == "getppid-loop" && probefunc == "getppid"/
{
	n++;
}
END { printf("%d\n", n); }' -c "$triggerdir/getppid-loop 200"
