typedef struct xinfo { int pid; } xinfo_t;
translator xinfo_t < struct task_struct *T > { nosuch = T->tgid; };
BEGIN
{
}
