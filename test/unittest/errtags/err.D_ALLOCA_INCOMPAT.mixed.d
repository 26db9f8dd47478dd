BEGIN
{
	p = (int *)alloca(8);
	p = &curthread->pid;
}
