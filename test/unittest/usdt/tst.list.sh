#!/bin/bash
# dtrace -l lists a process's USDT probes: -c and -p, every probe of the
# usdt-args trigger as <provider><PID>:<module>:<function>:<name> (name
# with "-" for "__"), a glob in the provider field, -l -v argument types
# (the spec's integer types, or the .note.dtrace types); dtrace -l -p PID
# alone lists them with the rest.
# @@requires: uprobes
# @@timeout: 90
t=$triggerdir/usdt-args
pids() { sed -E 's/(usdttest|usdtother)[0-9]+/\1PID/'; }
echo "== -c"
$dtrace -l -c "$t" -n 'usdttest$target:::' | awk '{ print $2, $3, $4, $5 }' | pids
echo "== glob in the provider"
$dtrace -l -c "$t" -n 'usdt*$target:::' | awk 'NR > 1 { print $2, $5 }' | pids | sort
echo "== -v"
$dtrace -l -v -c "$t" -n 'usdttest$target:::args-reg' -n 'usdttest$target:::args-const' \
	-n 'usdttest$target:::typed-probe' -n 'usdttest$target:::xlated-probe' \
	-n 'usdttest$target:::plain' | grep -E 'usdttest|args\['| awk '$1 ~ /^[0-9]+$/ { print $5; next } { print }'
echo "== -p"
$t -w >/dev/null &
p=$!
. "$helperdir/wait.sh"
wait_exec $p $t || exit 1
$dtrace -l -n "usdtother$p:::" | awk 'NR > 1 { print $3, $4, $5 }'
$dtrace -l -n "usdtother$p:::" | awk 'NR > 1 { print $2 }' | grep -c "^usdtother$p\$"
echo "== -l -p, everything"
$dtrace -l -p $p | awk '$2 ~ /^usdt/ { print $2, $5 }' | pids
kill $p
