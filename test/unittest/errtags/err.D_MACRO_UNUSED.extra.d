/* @@runtest-opts: extra */
BEGIN
{
	trace(1);
}
/* @@xfail: message has no location ("line N: " missing) */
