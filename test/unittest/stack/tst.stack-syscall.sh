# stack() from a system call tracepoint: the system call entry path is on
# every kernel's stack (do_syscall_64 on x86-64), every frame has
# stackindent (14) spaces and module`function[+0xoff] or an address, and the
# record ends with the end-of-record empty line (OUTPUT.md 7.1).
# @@requires: root syscall

out=$($dtrace -q -n 'syscall::getppid:entry /pid == $target/ { stack(); exit(0); }' \
	-c "$triggerdir/getppid-loop 1") || { echo "dtrace failed"; exit 1; }
printf '%s\n' "$out" > out.txt
frames=$(grep -c . out.txt)
[ "$frames" -ge 2 ] || { echo "too few frames"; cat out.txt; exit 1; }
# every non-empty line is a frame
if grep . out.txt | grep -Ev '^ {14}([A-Za-z0-9_.-]+`([A-Za-z0-9_.$]+(\+0x[0-9a-f]+)?|0x[0-9a-f]+)|0x[0-9a-f]+)$'; then
	echo "malformed frame lines"; exit 1
fi
grep -Eq '^ {14}vmlinux`(do_syscall_64|entry_SYSCALL_64[A-Za-z_]*|el0_svc[A-Za-z_]*)(\+0x[0-9a-f]+)?$' out.txt ||
	{ echo "no system call entry frame"; cat out.txt; exit 1; }
# the stack starts with its own newline: the first line is empty
[ -z "$(head -1 out.txt)" ] || { echo "no leading newline"; exit 1; }
echo ok
