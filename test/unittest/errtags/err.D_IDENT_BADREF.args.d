/* args[] is an array: it has no value of its own. */
syscall::read:entry
{
	trace(args);
}
