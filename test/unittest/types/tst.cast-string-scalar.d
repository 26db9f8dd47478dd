/* @@runtest-opts: -q */
/* DTrace casts any scalar to a string: the string at that address */
BEGIN
{
	printf("%d\n", (string)(uintptr_t)&curthread->comm[0] == curthread->comm);
	printf("%d\n", (string)&curthread->comm[0] == stringof(curthread->comm));
	exit(0);
}
