typedef struct xinfo { int pid; } xinfo_t;
translator xinfo_t < struct task_struct *T > { pid = T->tgid; };
translator xinfo_t < struct task_struct *T > { pid = T->pid; };
BEGIN
{
}
