/* @@requires: root syscall */
syscall::getppid:entry
{
	trace(args[0]);
}
