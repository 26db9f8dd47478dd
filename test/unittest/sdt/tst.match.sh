#!/bin/bash
# Descriptions by group, by event name alone and by glob match as many sdt
# probes as tracefs lists events that fit; a clause that reads no argument
# is attached to all of a group's events and fires for the trigger's.
# @@requires: root tracepoints
tracefs=/sys/kernel/tracing
[ -f $tracefs/available_events ] || tracefs=/sys/kernel/debug/tracing
ev=$tracefs/available_events
check() {	# description, expected count of sdt probes
	local got
	got=$($dtrace -l -n "$1" | tail -n +2 | grep -c '^ *[0-9]* *sdt ')
	[ "$got" -eq "$2" ] || { echo "$1: $got probes, expected $2"; exit 1; }
}
check 'sdt:sched::' "$(grep -c '^sched:' $ev)"
check 'sdt:::sched_*' "$(grep -c ':sched_' $ev)"
check 'sdt:sched::sched_process_*' "$(grep -c '^sched:sched_process_' $ev)"
check 'sdt:s*::*switch' "$(grep -c '^s[^:]*:.*switch$' $ev)"
check ':::sched_switch' 1
n=$(grep -c '^task:' $ev)
$dtrace -n 'sdt:task:: /pid == $target/ { n++; }' -n 'END { printf("fired %d\n", n >= 2); }' \
	-c "$triggerdir/sdt-events" >out 2>err || { cat err; exit 1; }
grep -q "^dtrace: description 'sdt:task:: ' matched $n probes\$" err ||
	{ echo "no or bad matched line:"; cat err; exit 1; }
grep -q 'fired 1$' out || { echo "task events not seen:"; cat out; exit 1; }
echo ok
