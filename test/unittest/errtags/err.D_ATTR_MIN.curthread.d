/* @@runtest-opts: -x amin=Stable/Stable/Common */
BEGIN
{
	trace(curthread);
}
