BEGIN
{
	trace(curthread.pid);
}
/* @@xfail: message says "cannot be applied to a type" instead of "to type" */
