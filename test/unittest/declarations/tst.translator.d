/*
 * A translator from struct task_struct *, used through an inline (as
 * curpsinfo is) and with xlate directly, in both forms.
 */
#pragma D option quiet
typedef struct myinfo { int pid; int ppid; string name; uint64_t runtime; } myinfo_t;
translator myinfo_t < struct task_struct *T > {
	pid = T->tgid;
	ppid = T->real_parent->tgid;
	name = T->comm;
	runtime = T->se.sum_exec_runtime;
};
inline myinfo_t *curinfo = xlate <myinfo_t *> (curthread);
BEGIN
{
	printf("%d %d %s %d\n", curinfo->pid == pid, curinfo->ppid == ppid, curinfo->name,
	    xlate <myinfo_t *> (curthread)->runtime > 0);
	printf("%d\n", xlate <myinfo_t> (curthread).pid == pid);
	exit(0);
}
