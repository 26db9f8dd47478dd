/* @@runtest-opts: extra */
BEGIN
{
	trace(1);
}
