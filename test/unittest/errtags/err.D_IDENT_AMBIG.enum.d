BEGIN
{
	PIDTYPE_PID = 1;
}

BEGIN
{
	trace((enum pid_type)0 == PIDTYPE_PID);
}
/* @@xfail: no error: an enum tag that is also a global variable is not detected */
