# @[ustack()] keys in a process grabbed with -p: the ustack-agg trigger
# dlopen()s libustack-nofp.so (built without frame pointers), then waits
# on its stdin (a fifo) until dtrace has started, which loaded its tables
# before BEGIN: from its first calls on, each of its three call paths
# (one early, two after a pause) is one key counted 5 times, whole down to
# _start and equal to the stacks the consumer unwinds for the same events.
# @@requires: root syscall

. "$helperdir/wait.sh"
mkfifo go
exec 3<>go
$triggerdir/ustack-agg -p pidf 5 $((1000 * timescale)) <&3 &
p=$!
for i in $(seq 1 $((300 * timescale))); do
	[ -s pidf ] && break
	sleep 0.1
done
$dtrace -q -p $(cat pidf) -o out.txt -n 'BEGIN { printf("ready\n"); }' \
	-s "$helperdir/ustack-agg.d" 2> d.err &
d=$!
wait_for out.txt ready 30
printf x >&3
wait $p
echo "trigger status $?"
wait $d || { echo "dtrace failed"; cat d.err; }
awk -v want=agg_ -f "$helperdir/ustack-agg.awk" out.txt | LC_ALL=C sort
