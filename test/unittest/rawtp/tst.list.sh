# @@requires: root tracepoints
# dtrace -l -P rawtp lists every tracepoint of available_events (less the
# events that are no tracepoint of the kernel's code: ftrace's system call
# events), as rawtp:GROUP::EVENT.
tfs=/sys/kernel/tracing
[ -r $tfs/available_events ] || tfs=/sys/kernel/debug/tracing
$dtrace -l -P rawtp > list.txt || exit 1
awk 'NR > 1 { print $3 ":" $4 }' list.txt | sort > got.txt
grep -v -E '^(syscalls|kprobes|uprobes|synthetic|eprobes|fprobes):' $tfs/available_events |
	sort > want.txt
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
