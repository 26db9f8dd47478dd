#!/bin/bash
# A glob in the provider field (usdttest*) matches every process that has
# the provider: two running usdt-args, each firing plain its own number of
# times once dtrace is ready; usdtot*:::* names the other provider.
# @@requires: uprobes
# @@timeout: 60
t=$triggerdir/usdt-args
$t -w 3 & p=$!
$t -w 5 & q=$!
. "$helperdir/wait.sh"
wait_exec $p $t && wait_exec $q $t || exit 1
cat > glob.d <<EOF2
BEGIN { printf("ready\n"); }
usdttest*:::plain /pid == $p/ { @["first", probeprov == "usdttest$p"] = count(); }
usdttest*:::plain /pid == $q/ { @["second", probeprov == "usdttest$q"] = count(); }
usdtot*:::* /pid == $p || pid == $q/ { @["other", 1] = count(); }
EOF2
$dtrace -q -o d.out -s glob.d > d.stdout 2>d.err &
d=$!
wait_for d.out ready || { cat d.err; exit 1; }
kill -USR1 $p $q
wait $p $q
kill -INT $d
wait $d
echo "dtrace status $?"
grep -v ready d.out | sort
