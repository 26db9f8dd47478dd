#!/bin/bash
#
# Per-CPU merging loses nothing and never tears: four threads, pinned to
# every CPU in turn, fire syscall::getppid:entry 250000 times each while the
# consumer prints snapshots every few milliseconds.  Every snapshot of
# avg(10) and stddev(7) must read 10 and 0 (a torn read of count and total
# would not), and at the end count(), sum(), avg(), quantize() and the
# per-key counts account for all 1000000 firings.
#
# @@requires: root syscall profile
# @@timeout: 60

out=$tmpdir/out
$dtrace -q -x switchrate=5ms -c "$triggerdir/agg-stress 250000" -n '
syscall::getppid:entry
/pid == $target/
{
	@c = count();
	@s = sum(3);
	@a = avg(10);
	@sd = stddev(7);
	@q = quantize(5);
	@k[probefunc, 7] = count();
}

tick-2ms
{
	printa("snap avg %@d\n", @a);
	printa("snap stddev %@d\n", @sd);
}' > $out || exit 1

# One printa() each: in a joined printa(), an aggregation whose snapshot was
# taken just before the first firing would print as 0 beside the other's.
bad=$(grep '^snap' $out | grep -v -e '^snap avg 10$' -e '^snap stddev 0$' | head -3)
if [ -n "$bad" ]; then
	echo "torn snapshots: $bad"
	exit 1
fi
grep -c '^snap avg' $out | awk '$1 < 2 { print "too few snapshots: " $1; exit 1 }' || exit 1
grep -v '^snap' $out
