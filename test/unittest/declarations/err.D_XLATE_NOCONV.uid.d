typedef struct xinfo { int pid; int uid; } xinfo_t;
translator xinfo_t < struct task_struct *T > { pid = T->tgid; };
BEGIN
{
	trace(xlate <xinfo_t *> (curthread)->uid);
}
