# @[ustack()] keys in a -c command that execs: the ustack-agg trigger
# execs itself first, so that the image making the calls is not the one
# whose tables dtrace loaded at the start (BPF tells by the process's
# mm->start_stack and mm->end_code, and asks for the new image's); after
# a pause, each of its two later call paths is one key counted 5 times,
# whole down to _start and equal to the stacks the consumer unwinds for
# the same events.
# @@requires: root syscall

$dtrace -q -s "$helperdir/ustack-agg.d" -c "$triggerdir/ustack-agg -e 5 $((1000 * timescale))" > out.txt ||
	{ echo "dtrace failed"; exit 1; }
awk -v want=agg_late -f "$helperdir/ustack-agg.awk" out.txt | LC_ALL=C sort
