/* @@requires: root syscall */
syscall::read:entry
{
	trace(args[7]);
}
