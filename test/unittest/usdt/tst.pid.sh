#!/bin/bash
# -p: the USDT probes of a running process (usdt-args -w 4, which fires
# once dtrace is ready), counted exactly, with their arguments; a second
# process of the same program fires the probes of its own instance only.
# dtrace ends when the process exits.
# @@requires: uprobes
# @@timeout: 60
t=$triggerdir/usdt-args
$t -w 4 & p=$!
$t -w 2 & q=$!
. "$helperdir/wait.sh"
wait_exec $p $t && wait_exec $q $t || exit 1
$dtrace -q -o d.out -p $p -n 'BEGIN { printf("ready\n"); }' \
	-n 'usdttest$target:::plain { @n[probeprov == strjoin("usdttest", lltostr($target))] = count(); }' \
	-n 'usdttest$target:::args-mem { @s = sum(arg0); }' \
	-n 'usdtother$target:::other /pid == $target/ { @o = count(); }' \
	-n 'END { printa("plain in its own instance %@d (%d)\n", @n); printa("sum %@d\n", @s); printa("other %@d\n", @o); }' &
d=$!
wait_for d.out ready || exit 1
# the other process first: none of its firings may count
kill -USR1 $q
wait $q
kill -USR1 $p
wait $d
echo "dtrace status $?"
grep -v ready d.out
