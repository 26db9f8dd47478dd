# @[ustack()] keys and ustackdepth unwound in BPF through code built
# without frame pointers (the ustack-nofp trigger, 5 turns of its loop,
# whose locals change): one key per call path, counted 5 times, with every
# frame down to _start, the same frames, and as many of them, as the
# consumer unwinds for the ustack() action of each event.  With
# -x ustackcopy=0 (frame pointers) the keys stop in libc's wrappers.
# @@requires: root syscall

prog='
syscall::getppid:entry, syscall::umask:entry /pid == $target/
{
	@s[ustack()] = count();
	@d[probefunc, ustackdepth] = count();
	printf("event %s", probefunc);
	ustack();
}
END
{
	printf("\naggregation\n");
	printa(@s);
	printa("depth %s %d: %@d\n", @d);
}'
for copy in 8k 0; do
	echo "ustackcopy=$copy"
	$dtrace -q -x ustackcopy=$copy -n "$prog" -c "$triggerdir/ustack-nofp 5" > out.txt ||
		{ echo "dtrace failed"; exit 1; }
	if [ $copy = 0 ]; then
		awk -f "$helperdir/ustack-agg.awk" out.txt | grep 'keys:\|_start'
		continue
	fi
	awk -f "$helperdir/ustack-agg.awk" out.txt | LC_ALL=C sort
	grep '^depth' out.txt | sort
done
