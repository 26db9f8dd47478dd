#!/bin/bash
# dtrace -l -P sdt lists one probe sdt:GROUP::EVENT per line of tracefs'
# available_events but the dynamic events (kprobe, uprobe... events tools
# made, listed in dynamic_events), in the listing format; an exact
# description and a description by event name alone list sched_switch once.
# @@requires: root tracepoints
tracefs=/sys/kernel/tracing
[ -f $tracefs/available_events ] || tracefs=/sys/kernel/debug/tracing
# a uprobe event of our own, in a group of our own, must not be listed
ev="dtsdt_$$/tst_list"
echo "p:$ev /bin/true:0x0" >> $tracefs/uprobe_events 2>/dev/null && made=1
trap '[ -n "$made" ] && echo "-:$ev" >> $tracefs/uprobe_events' EXIT
{ sed -n 's|^.:\([^/]*\)/\([^ ]*\) .*|\1:\2|p' $tracefs/dynamic_events 2>/dev/null
  cat $tracefs/available_events; } | sort | uniq -u > want.txt
n=$(wc -l < want.txt)
out=$($dtrace -l -P sdt) || exit 1
hdr=$(printf '%5s %10s %17s %33s %s' ID PROVIDER MODULE FUNCTION NAME)
[ "$(echo "$out" | head -1)" = "$hdr" ] || { echo "bad header"; exit 1; }
lines=$(echo "$out" | tail -n +2 | wc -l)
[ "$lines" -eq "$n" ] || { echo "listed $lines probes, expected $n"; exit 1; }
# every event of available_events, as provider, module, function, name
diff <(echo "$out" | tail -n +2 | awk '{ print $3 ":" $4 }' | sort) want.txt >/dev/null ||
	{ echo "not the events of available_events"; exit 1; }
line=$(printf '%10s %17s %33s %s' sdt sched "" sched_switch)
for desc in sdt:sched::sched_switch sdt:::sched_switch 'sdt:s?hed::sched_swi*' sched_switch; do
	out=$($dtrace -l -n "$desc") || { echo "-l -n $desc failed"; exit 1; }
	# other providers (rawtp) may have a probe of that name too
	got=$(echo "$out" | tail -n +2 | sed 's/^ *[0-9]* //' | grep '^ *sdt ')
	[ "$got" = "$line" ] || { echo "-l -n $desc listed: $got"; exit 1; }
done
# a function field other than empty matches no sdt probe
# (said on stderr, the header alone listed, status 0: as DTrace)
out=$($dtrace -l -n 'sdt:sched:x:sched_switch' 2>/dev/null) || { echo "-l of no match failed"; exit 1; }
[ "$out" = "$hdr" ] || { echo "sdt:sched:x:sched_switch matched"; exit 1; }
echo ok
