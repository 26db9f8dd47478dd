# @@requires: root kprobes fentry
# caller and stack() in fbt clauses start at the probed function's caller,
# as in illumos: read(2) calls vfs_read() from ksys_read(), whether the
# probe is an fentry program (one function) or a kprobe (a wide enabling).
for how in fentry kprobe; do
	extra=()
	[ $how = kprobe ] && extra=(-n 'fbt::ksys_*:entry /0/ { }')
	$dtrace -q -c $triggerdir/fbt-read -n '
	fbt::vfs_read:entry
	/pid == $target && arg2 == 1234/
	{
		printf("func %a\n", caller);
		printf("depth %d\n", stackdepth);
		stack();
	}
	fbt::vfs_read:return
	/pid == $target && arg1 == 1234/
	{
		printf("retfunc %a\n", caller);
	}' "${extra[@]}" > out.$how 2> err.$how || { echo "$how: dtrace failed"; cat err.$how; continue; }
	f=$(sed -n 's/^func //p' out.$how)
	first=$(awk '/^ +[^ ]/ { print $1; exit }' out.$how)
	depth=$(sed -n 's/^depth //p' out.$how)
	frames=$(grep -c '^  *[^ ]' out.$how)
	echo "$how: caller ${f%%+*}, first frame ${first%%+*}, return caller $(sed -n 's/^retfunc //p' out.$how | sed 's/+.*//'), depth matches: $([ "$depth" = "$frames" ] && echo yes || echo "no ($depth, $frames)")"
done
