#!/bin/bash
# A probe's semaphore is set while the probe is enabled, so that the code
# it guards (if (sema) fire...) runs only when traced, and is restored when
# dtrace exits, by exit() and by SIGKILL (the kernel's uprobe reference
# counter goes with the attachment):
#  - usdt-args -v 5 under -c: the guarded probe fires 5 times (arg0 1..5);
#    untraced, the guarded code never runs;
#  - usdt-args -s prints the semaphore each time it changes: 0, 1 while a
#    dtrace -p traces it, 0 after that dtrace's exit(), 1 again, 0 after
#    SIGKILL.  A clause on another probe leaves it alone.
# @@requires: uprobes
# @@timeout: 120
t=$triggerdir/usdt-args
echo "== -c"
# (dtrace's output in a file, so that the trigger's line comes first)
$dtrace -q -o c1.out -c "$t -v 5" -n 'usdttest$target:::guarded { @n = count(); @s = sum(arg0); }' \
	-n 'END { printa("fired %@d sum %@d\n", @n, @s); }'
cat c1.out
echo "== untraced"
$t -v 5
echo "== another probe traced"
$dtrace -q -o c2.out -c "$t -v 5" -n 'usdttest$target:::plain { @n = count(); }' \
	-n 'END { printa("plain %@d\n", @n); }'
cat c2.out

# wait until file $1 has a line matching $2 (at most 20 s)
echo "== -p, exit and SIGKILL"
$t -s > sema.out &
w=$!
. "$helperdir/wait.sh"
wait_for sema.out "sema 0" 60 || exit 1
# counts the guarded firings for a while: the semaphore is 1 meanwhile
$dtrace -q -p $w -n 'usdttest$target:::guarded { @ = count(); } tick-300ms { exit(0); }' \
	-n 'END { printa("fired>0 %@d\n", @); }' > d1.out 2>d1.err
awk '/fired/ { print $1, ($2 > 0) }' d1.out
wait_for sema.out "sema 1" 60 || exit 1
$dtrace -q -p $w -n 'usdttest$target:::guarded { @ = count(); }' > d2.out 2>&1 &
d=$!
# the second 1 (after the 0 of the first dtrace's exit)
for ((i = 0; i < 600 * timescale; i++)); do
	[ "$(grep -c 'sema 1' sema.out)" -ge 2 ] && break
	sleep 0.1
done
kill -9 $d
wait $d 2>/dev/null
for ((i = 0; i < 600 * timescale; i++)); do
	[ "$(grep -c 'sema 0' sema.out)" -ge 3 ] && break
	sleep 0.1
done
kill $w
wait $w
grep sema sema.out
[ "$(grep -c 'sema 1' sema.out)" -ge 2 ] || { echo "second dtrace:" >&2; cat d2.out >&2; }
