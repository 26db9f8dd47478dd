#!/bin/bash
# @@requires: root syscall
# Tracing of a -c command starts where DTrace starts it (-x evaltime,
# default postinit): the dynamic linker's and the initializers' system
# calls are not the command's.  /bin/true's own work is one exit_group, as
# the reference prints; with evaltime=exec the loader's mmap and openat
# calls are seen too; preinit stops at the entry point, before the
# executable's initializers (there are none here).
prog='syscall:::entry /pid == $target/ { @[probefunc] = count(); }'
$dtrace -q -c /bin/true -n "$prog" || echo "dtrace failed: $?"
$dtrace -x evaltime=main -q -c /bin/true -n "$prog" || echo "dtrace failed: $?"
$dtrace -x evaltime=preinit -q -c /bin/true -n "$prog" || echo "dtrace failed: $?"
$dtrace -x evaltime=exec -q -c /bin/true -n "$prog" > exec.out || echo "dtrace failed: $?"
grep -qw mmap exec.out && grep -qw openat exec.out && echo "exec: the loader's calls seen"
$dtrace -x evaltime=later -q -c /bin/true -n "$prog"
[ $? -ne 0 ] && echo "bad value refused"
