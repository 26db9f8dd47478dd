/*
 * Real kernel structures read through BTF types agree with the built-in
 * variables: curthread->comm with execname, curthread->real_parent->pid
 * and curpsinfo->pr_ppid with ppid, curlwpsinfo->pr_lwpid with tid.
 * BEGIN fires in dtrace itself, whose parent (the test runner) forked it
 * from its main thread, so real_parent->pid is the parent's pid.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d\n", curthread->comm == execname,
	    curthread->real_parent->pid == ppid, curpsinfo->pr_ppid == ppid,
	    curlwpsinfo->pr_lwpid == tid, curthread->real_parent->tgid == curpsinfo->pr_ppid);
	exit(0);
}
