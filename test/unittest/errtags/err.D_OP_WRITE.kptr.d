/* kernel memory is not writable: only alloca() memory is, through a pointer */
BEGIN
{
	p = &curthread->pid;
	*p = 1;
}
