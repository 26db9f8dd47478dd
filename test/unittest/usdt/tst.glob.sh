#!/bin/bash
# A glob in the provider field (usdttest*) matches every process that has
# the provider: two running usdt-args, each firing plain its own number of
# times once dtrace is ready; usdtot*:::* names the other provider.
# @@requires: uprobes
# @@timeout: 60
t=$triggerdir/usdt-args
# wait until process $1 runs program $2 (forked, not exec'ed yet: its maps are the shell's)
wait_exec() {
	for ((i = 0; i < 600 * timescale; i++)); do
		[ "$(readlink /proc/$1/exe)" = "$(readlink -f "$2")" ] && return 0
		sleep 0.05
	done
	echo "process $1 did not exec $2" >&2
	return 1
}
wait_for() {
	for ((i = 0; i < 200 * timescale; i++)); do
		grep -q "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	echo "timed out waiting for $2 in $1" >&2
	cat "$1" >&2
	return 1
}
$t -w 3 & p=$!
$t -w 5 & q=$!
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
