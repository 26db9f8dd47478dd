# Entries of equal value sort by key (OUTPUT.md 6.5): a ustack() key is
# compared word by word (pid, then PCs) and, when equal, the next key
# decides; uaddr() keys by (pid, address).  The four writes of the trigger
# share their user stack; their buffers are four addresses inside two
# functions.  The libc frame depends on the C library: replaced.
# @@requires: root syscall
$dtrace -q -c "$triggerdir/symkeys" -n '
syscall::write:entry /pid == $target && (int)arg0 == -1/
{
	@a[umod(arg1), ustack(1), uaddr(arg1)] = count();
}
syscall::write:entry /pid == $target && (int)arg0 == -2/
{
	exit(0);
}
END
{
	printa("%A%k%A %@d\n", @a);
	setopt("aggsortrev");
	printa("%A%k%A %@d\n", @a);
}' | sed 's/libc\.so\.6`.*/LIBC/'
