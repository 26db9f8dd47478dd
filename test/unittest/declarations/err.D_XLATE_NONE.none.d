typedef struct xinfo { int pid; } xinfo_t;
BEGIN
{
	trace(xlate <xinfo_t *> (curthread)->pid);
}
