BEGIN
{
	trace(`nosuch_dtrace_symbol);
}
