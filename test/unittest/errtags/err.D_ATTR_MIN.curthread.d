/* @@runtest-opts: -x amin=Stable/Stable/Common */
BEGIN
{
	trace(curthread);
}
/* @@xfail: option amin is accepted but never checked: compiles without error */
