/*
 * The D library's translators on real kernel structures: curpsinfo and
 * curlwpsinfo agree with the built-in variables, cpu with curcpu.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", curpsinfo->pr_pid == pid, curpsinfo->pr_ppid == ppid,
	    curpsinfo->pr_uid == uid);
	printf("%s %d\n", curpsinfo->pr_fname, curpsinfo->pr_fname == execname);
	printf("%d %d\n", curlwpsinfo->pr_lwpid == tid, cpu == curcpu->cpu_id);
	exit(0);
}
