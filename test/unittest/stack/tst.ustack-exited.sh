# The -c command's stacks resolve even when they are printed after it has
# exited (here it exits 0.5 s after its system call, and the record is read
# when the command's end ends tracing, or before): dtrace keeps the target's
# mappings as it saw them while it ran (doc/records.md).
# @@requires: root syscall

$dtrace -q -n 'syscall::getppid:entry /pid == $target/ { ustack(3); }' \
	-c "$triggerdir/ustack 500" | sed 's/+0x[0-9a-f]*$/+OFF/'
