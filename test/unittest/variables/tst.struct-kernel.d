/*
 * Kernel structures copied by value into dynamic variables: the whole
 * task_struct of the current thread into an associative array, one of its
 * member structs into a thread-local; the copies agree with the built-in
 * variables.
 */
#pragma D option quiet

BEGIN
{
	t[pid] = *curthread;
	self->se = curthread->se;
	printf("%d %d %d\n", t[pid].pid == tid, t[pid].tgid == pid, t[pid].real_parent->tgid == ppid);
	printf("%d %d\n", stringof(t[pid].comm) == execname, self->se.sum_exec_runtime > 0);
	printf("%d\n", t[pid + 1].pid);
	exit(0);
}
