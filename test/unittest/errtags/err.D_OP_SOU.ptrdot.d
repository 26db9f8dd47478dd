BEGIN
{
	trace(curthread.pid);
}
