# usym(), ufunc(), uaddr() and umod() of known addresses of the trigger
# (ustack_inner + 3, passed as write(2)'s buffer) and of libc (main's return
# address, passed as the count), PIE and not; an unmapped address prints as
# a number; printf's %A resolves with -c (OUTPUT.md 7.3, 5).
# @@requires: root syscall

for t in ustack ustack-nopie; do
	$dtrace -q -c "$triggerdir/$t" -n '
	syscall::write:entry /pid == $target && (int)arg0 == -1/
	{
		usym(arg1); printf("|\n"); ufunc(arg1); printf("|\n");
		uaddr(arg1); printf("|\n"); umod(arg1); printf("|\n");
		umod(arg2); printf("|\n"); usym(8); printf("|\n");
		printf("%A|%A|%A\n", arg1, usym(arg1), 8);
		exit(0);
	}' || echo "dtrace failed"
done
