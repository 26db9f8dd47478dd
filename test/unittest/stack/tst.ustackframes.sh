# -x ustackframes sets the frames of ustack() without a count, as an action
# and as an aggregation key; ustack(n) keeps its own n (OUTPUT.md 7.2).
# Offsets vary from build to build: removed.
# @@requires: root syscall
$dtrace -q -x ustackframes=2 -c "$triggerdir/ustack" -n '
syscall::getppid:entry /pid == $target/
{
	ustack();
	ustack(1);
	@[ustack()] = count();
	exit(0);
}' | sed 's/+0x[0-9a-f]*$/+OFF/'
