BEGIN
{
	trace(vmlinux`no_such_kernel_symbol);
}
