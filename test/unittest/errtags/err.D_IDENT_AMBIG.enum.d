BEGIN
{
	PIDTYPE_PID = 1;
}

BEGIN
{
	trace((enum pid_type)0 == PIDTYPE_PID);
}
