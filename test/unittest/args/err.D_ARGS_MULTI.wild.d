/* @@requires: root syscall */
syscall::read:entry, syscall::openat:entry
{
	trace(args[1]);
}
