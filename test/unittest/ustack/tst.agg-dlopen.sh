# @[ustack()] keys through a library dlopen()ed after dtrace started (the
# ustack-agg trigger loads libustack-nofp.so, built without frame pointers,
# once it runs): its first calls may be walked before dtrace has loaded
# the library's tables (BPF asks for them, "uw_want"); after a pause, each
# of its two later call paths is one key counted 5 times (a loop whose
# locals change), whole down to _start and equal to the stacks the
# consumer unwinds for the same events.
# @@requires: root syscall

$dtrace -q -s "$helperdir/ustack-agg.d" -c "$triggerdir/ustack-agg 5 $((1000 * timescale))" > out.txt || { echo "dtrace failed"; exit 1; }
awk -v want=agg_late -f "$helperdir/ustack-agg.awk" out.txt | LC_ALL=C sort
