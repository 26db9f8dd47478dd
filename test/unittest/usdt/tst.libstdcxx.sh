#!/bin/bash
# libstdc++'s own USDT probes, in a shared library: libstdcxx<PID>:::throw
# of a running usdt-throw (libstdc++.so.6 loaded, three int exceptions
# thrown once dtrace is ready): fired 3 times, arg0 the exception object
# (holding 1000 + i), arg1 int's type_info (the address the trigger
# prints); catch fires as __cxa_throw gives up on each (nothing catches
# them); the module is the library's base name, the function the one
# holding the note.
# @@requires: uprobes
# @@timeout: 60
lib=$(ldconfig -p | awk '/libstdc\+\+\.so\.6 .*x86-64/ { print $NF; exit }')
[ -n "$lib" ] || { echo "no libstdc++.so.6"; exit 77; }
readelf -n "$lib" 2>/dev/null | grep -q 'Provider: libstdcxx' || { echo "$lib has no stapsdt notes"; exit 77; }
$triggerdir/usdt-throw 3 > t.out &
p=$!
for ((i = 0; i < 200 * timescale; i++)); do
	grep -q ready t.out && break
	sleep 0.1
done
ti=$(awk '/ready/ { print $2 }' t.out)
$dtrace -q -o d.out -p $p -n 'BEGIN { printf("ready\n"); }' \
	-n "libstdcxx\$target:::throw { printf(\"%s:%s:%s %d %d\\n\", probemod, probefunc, probename,
	    *(int *)copyin(arg0, 4), arg1 == $ti); }" \
	-n 'libstdcxx$target:::catch { @c = count(); }' -n 'END { printa("catch %@d\n", @c); }' &
d=$!
for ((i = 0; i < 200 * timescale; i++)); do
	grep -q ready d.out 2>/dev/null && break
	sleep 0.1
done
kill -USR1 $p
wait $p
echo "trigger status $?"
wait $d
echo "dtrace status $?"
# the module is the file mapped (libstdc++.so.6.0.30 on Debian 12)
grep -v ready d.out | sed "s/^libstdc++\.so\.6\.[.0-9]*:/libstdc++.so.6.N:/"
