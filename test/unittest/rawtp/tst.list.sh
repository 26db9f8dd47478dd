# @@requires: root tracepoints
# dtrace -l -P rawtp lists every tracepoint of available_events (less the
# events that are no tracepoint of the kernel's code: ftrace's system call
# events, dynamic events tools made), as rawtp:GROUP::EVENT.
tfs=/sys/kernel/tracing
[ -r $tfs/available_events ] || tfs=/sys/kernel/debug/tracing
# a uprobe event of our own, in a group of our own, must not be listed
ev="dtrawtp_$$/tst_list"
echo "p:$ev /bin/true:0x0" >> $tfs/uprobe_events 2>/dev/null && made=1
trap '[ -n "$made" ] && echo "-:$ev" >> $tfs/uprobe_events' EXIT
$dtrace -l -P rawtp > list.txt || exit 1
awk 'NR > 1 { print $3 ":" $4 }' list.txt | sort > got.txt
{ sed -n 's|^.:\([^/]*\)/\([^ ]*\) .*|\1:\2|p' $tfs/dynamic_events 2>/dev/null
  cat $tfs/available_events; } | sort | uniq -u | grep -v '^syscalls:' > want.txt
if ! cmp -s got.txt want.txt; then
	echo "listed and available_events differ:"
	diff want.txt got.txt | head
	exit 1
fi
# every probe is rawtp's, with an empty function field
awk 'NR > 1 && ($2 != "rawtp" || NF != 4) { print; bad = 1 } END { exit bad }' list.txt || exit 1
grep -q ' sched  *sched_switch$' list.txt || exit 1
grep -q ' sched  *sched_process_exec$' list.txt || exit 1
echo ok
