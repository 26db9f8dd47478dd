/*
 * An empty clause prints the default probe line; exit() alone records a
 * line too (Linux).  _DTRACE_TESTING drops the CPU and ID columns.
 */
BEGIN
{
}

BEGIN
{
	exit(0);
}
