# @@requires: root kprobes fentry
# A clause that reads nothing of the machine state (`@ = count();`, under
# a predicate on pid that runs before it) gets neither the scratch lookup
# nor the filling: no fbt program looks up "mem" (dtrace -S), whether it is
# an fentry program (one function) or a kprobe (a wide enabling).  It still
# counts every call: vfs_read() once per read(2) and pread64(2) of the
# trigger, which syscall probes count beside it.
for how in fentry kprobe; do
	extra=()
	[ $how = kprobe ] && extra=(-n 'fbt::ksys_*:entry /0/ { @k = count(); }')
	$dtrace -q -S -c $triggerdir/fbt-read -n '
	fbt::vfs_read:entry /pid == $target/ { @f = count(); }
	syscall::read:entry, syscall::pread64:entry /pid == $target/ { @s = count(); }
	END { printa("fbt %@d\n", @f); printa("syscall %@d\n", @s); }' "${extra[@]}" \
		> out.$how 2> err.$how || { echo "$how: dtrace failed"; cat err.$how; continue; }
	set -- $(awk '/^Disassembly of dt_fbt/ { f = 1; n++; next } /^Disassembly of/ { f = 0 }
		f && /map\[mem\]/ { m++ } END { print n + 0, m + 0 }' err.$how)
	f=$(sed -n 's/^fbt //p' out.$how)
	s=$(sed -n 's/^syscall //p' out.$how)
	echo "$how: fbt programs $([ "$1" -gt 0 ] && echo some || echo none)," \
	     "with a scratch lookup $2; counts equal: $([ -n "$f" ] && [ "$f" = "$s" ] && echo yes || echo "no ($f, $s)")"
done
