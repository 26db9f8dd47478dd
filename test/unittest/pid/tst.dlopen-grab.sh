# @@requires: root uprobes
# dlopen() in a process grabbed with -p: the pid-dlopen trigger waits on
# its stdin (a fifo) before loading its library, which dtrace has not seen
# when it attaches; the library's calls are all counted (7 + 1), and the
# process, stopped by the dynamic linker's watcher, goes on.
mkfifo go
exec 3<>go
$triggerdir/pid-dlopen 7 pidf <&3 > t.out &
p=$!
for i in $(seq 1 $((300 * timescale))); do
	[ -s pidf ] && break
	sleep 0.1
done
$dtrace -Z -q -p $(cat pidf) -o d.out -n 'BEGIN { printf("ready\n"); }
pid$target:libpid-dlopen.so:dlt_add:entry { @ = count(); }
END { printa("dlt_add %@d calls\n", @); }' 2> d.err &
d=$!
for i in $(seq 1 $((300 * timescale))); do
	grep -q ready d.out 2>/dev/null && break
	sleep 0.1
done
printf x >&3
wait $p
echo "trigger status $? output $(cat t.out)"
wait $d || { echo "dtrace failed"; cat d.err; }
grep calls d.out
