# @@requires: root uprobes
# The kernel refuses uprobes on some instructions (x86: lock-prefixed
# ones): alone, such a probe is an error; in a wide enabling it is left
# out with one line saying so, and the rest is traced.  Debian 12's libc
# starts pthread_spin_lock with "lock decl (%rdi)".
t=$triggerdir/pid-calls
first=$(objdump -d --no-show-raw-insn /lib/x86_64-linux-gnu/libc.so.6 2>/dev/null |
	awk '/<pthread_spin_lock(@@[^>]*)?>:$/ { getline; print $2; exit }')
[ "$first" = lock ] || { echo "libc's pthread_spin_lock does not start with lock"; exit 77; }
$dtrace -n 'pid$target:libc.so.6:pthread_spin_lock:entry { }' -c $t 2>&1 |
	sed 's/pid[0-9]*:/pidPID:/; s/+0x[0-9a-f]*)/+OFF)/'
echo "status ${PIPESTATUS[0]}"
$dtrace -q -n 'pid$target:libc.so.6:pthread_spin_*:entry,pid$target:libc.so.6:getppid:entry
{ @[probefunc] = count(); } END { printa("%s %@d\n", @); }' -c $t 2>&1 | sed 's/pid[0-9]*:/pidPID:/; s/1 of [0-9]* probe/1 of N probe/'
echo "status ${PIPESTATUS[0]}"
