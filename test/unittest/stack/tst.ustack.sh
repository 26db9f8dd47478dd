# ustack() of a trigger whose system call is made from ustack_inner (called
# by ustack_outer, called by main): the frames name them in that order, in
# the executable built as PIE and at a fixed address (OUTPUT.md 7.2).
# ustack(n) limits the frames (a string size is accepted: no helpers to
# use it); -x noresolve prints object:0xoffset.
# @@requires: root syscall

prog='syscall::getppid:entry /pid == $target/ { ustack(); exit(0); }'
for t in ustack ustack-nopie; do
	$dtrace -q -n "$prog" -c "$triggerdir/$t" > out.txt || { echo "dtrace failed"; exit 1; }
	# the first three frames, offsets removed
	grep . out.txt | head -3 | sed 's/+0x[0-9a-f]*$/+OFF/'
	$dtrace -q -n 'syscall::getppid:entry /pid == $target/ { ustack(2, 64); exit(0); }' \
		-c "$triggerdir/$t" | grep -c .
	$dtrace -q -x noresolve -n 'syscall::getppid:entry /pid == $target/ { ustack(1); exit(0); }' \
		-c "$triggerdir/$t" | grep . | sed 's/0x[0-9a-f]*$/0xOFF/'
done
