# @@requires: root rawtp
# A rawtp probe's kernel stack starts where the tracepoint is in the
# kernel's code, and caller is that frame: neither the program nor the
# kernel's BPF dispatch (bpf_trace_run*, __traceiter_*) shows.
$dtrace -q -c $triggerdir/fork-exec -n '
rawtp:sched::sched_process_exec
/ppid == $target/
{
	printf("caller %a\n", caller);
	printf("depth %d\n", stackdepth);
	stack();
	exit(0);
}' > out.txt || exit 1
caller=$(sed -n 's/^caller //p' out.txt)
first=$(awk '/^ +[^ ]/ { print $1; exit }' out.txt)
depth=$(sed -n 's/^depth //p' out.txt)
frames=$(grep -c '^  *[^ ]' out.txt)
case $caller in
*bpf_trace_run* | *__traceiter* | 0x* | "") echo "bad caller: $caller"; exit 1 ;;
esac
[ "$caller" = "$first" ] || { echo "caller $caller, first frame $first"; exit 1; }
[ "$depth" = "$frames" ] || { echo "stackdepth $depth, $frames frames"; cat out.txt; exit 1; }
echo ok
