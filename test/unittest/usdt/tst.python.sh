#!/bin/bash
# Python 3.11's own USDT probes (Debian's python3.11 has stapsdt notes in
# the executable, semaphores in .probes): function-entry fires for a
# function called from C (map()) once per call with the file, the name
# and the line; python$target with -c, python* over the running
# processes.  Python 3.11 fires function-entry only on its tracing path,
# which its line probe's semaphore turns on: the scripts enable line too
# (and count nothing of it).  Calls it inlines (Python to Python) are not
# counted on.
# @@requires: uprobes
# @@timeout: 60
py=/usr/bin/python3.11
[ -x $py ] || { echo "no $py"; exit 77; }
readelf -n $py 2>/dev/null | grep -q 'Provider: python' || { echo "$py has no stapsdt notes"; exit 77; }
cat > calls.py <<'EOF2'
import os, signal, sys
def usdt_target_fn(x):
    return x
if len(sys.argv) > 1:
    # wait for dtrace (SIGUSR1) before calling
    signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGUSR1])
    print("waiting", flush=True)
    signal.sigwait([signal.SIGUSR1])
list(map(usdt_target_fn, range(7)))
EOF2
echo "== -c"
$dtrace -q -c "$py calls.py" -n 'python$target:::function-entry /copyinstr(arg1) == "usdt_target_fn"/
	{ @[basename(copyinstr(arg0)), copyinstr(arg1), arg2] = count(); }
	python$target:::line /0/ { }'
echo "== glob"
$py calls.py wait > py.out &
p=$!
for ((i = 0; i < 200 * timescale; i++)); do
	grep -q waiting py.out && break
	sleep 0.1
done
$dtrace -q -o d.out -n 'BEGIN { printf("ready\n"); }' \
	-n "python*:::function-entry /pid == $p && copyinstr(arg1) == \"usdt_target_fn\"/
	{ @[probeprov == \"python$p\", probemod, probename] = count(); }
	python*:::line /0/ { }" &
d=$!
for ((i = 0; i < 200 * timescale; i++)); do
	grep -q ready d.out 2>/dev/null && break
	sleep 0.1
done
kill -USR1 $p
wait $p
kill -INT $d
wait $d
echo "dtrace status $?"
grep -v ready d.out
