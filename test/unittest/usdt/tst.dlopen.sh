#!/bin/bash
# USDT probes of a library the process dlopen()s after dtrace has attached:
# usdt-throw started with -c loads libstdc++ with dlopen() once it runs;
# with -Z, libstdcxx$target:::throw, whose provider no object of the
# process had at the start, is made when libstdc++ is mapped, and every
# throw is counted with its argument.  The trigger waits for SIGUSR1,
# which dtrace sends when it waits for it (rt_sigtimedwait).
# @@requires: root uprobes
# @@timeout: 60
lib=$(ldconfig -p | awk '/libstdc\+\+\.so\.6 .*x86-64/ { print $NF; exit }')
[ -n "$lib" ] || { echo "no libstdc++.so.6"; exit 77; }
readelf -n "$lib" 2>/dev/null | grep -q 'Provider: libstdcxx' || { echo "$lib has no stapsdt notes"; exit 77; }
$dtrace -Z -w -q -o d.out -c "$triggerdir/usdt-throw 4" \
	-n 'syscall::rt_sigtimedwait:entry /pid == $target/ { system("kill -USR1 %d", pid); }' \
	-n 'libstdcxx$target:::throw { printf("%s:%s %d\n", probefunc, probename, *(int *)copyin(arg0, 4)); }' \
	> t.out || echo "dtrace failed: $?"
grep -c ready t.out
grep -v '^$' d.out
