/*
 * Process built-ins in BEGIN, which fires in the dtrace process itself.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d\n", pid == $pid, ppid == $ppid, tid == $pid, uid == $uid, gid == $gid);
	printf("%s %d %d %d\n", execname, id, arg0, errno);
	exit(0);
}
