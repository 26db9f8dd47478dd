#!/bin/bash
# Bad USDT descriptions: a provider the process does not have (D_PROC_USDT,
# exit 1, the -c command not left behind), the same with -Z (matches
# nothing, the rest runs), a pid that is no process; args[] past a
# probe's arguments.
# @@requires: uprobes
# a copy of its own, so that the count of its processes is this test's
cp $triggerdir/usdt-args ./usdt-args-err
t=$PWD/usdt-args-err
count() { pgrep -c -f "^$t" ; }
before=$(count)
$dtrace -x errtags -c "$t" -n 'nosuch$target:::plain { }' 2>&1 | sed -E 's/process [0-9]+/process PID/'
echo "status ${PIPESTATUS[0]}"
echo "left behind: $(( $(count) - before ))"
$dtrace -q -Z -c "$t" -n 'nosuch$target:::plain { }' -n 'usdttest$target:::plain { @ = count(); }'
echo "status $?"
$dtrace -x errtags -n 'usdttest999999999:::plain { }' 2>&1
echo "status $?"
$dtrace -x errtags -c "$t" -n 'usdttest$target:::args-const { trace(args[4]); }' 2>&1 |
	sed -E 's/usdttest[0-9]+/usdttestPID/'
echo "status ${PIPESTATUS[0]}"
$dtrace -x errtags -c "$t" -n 'usdttest$target:::plain { trace(args[0]); }' 2>&1 |
	sed -E 's/usdttest[0-9]+/usdttestPID/'
echo "status ${PIPESTATUS[0]}"
