/*
 * Kernel types from BTF: curthread's members through pointers, a nested
 * struct member, a char array as a string and by element, &, *, sizeof,
 * offsetof and casts.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", curthread->pid == tid, curthread->tgid == pid);
	printf("%s %d\n", curthread->comm, curthread->comm == execname);
	printf("%d %d\n", curthread->real_parent->tgid == ppid, curthread->se.sum_exec_runtime > 0);
	name = curthread->comm;
	printf("[%s] %d %d %d\n", name, sizeof(struct task_struct) > 1000, sizeof(int),
	    sizeof(curthread->comm));
	printf("%d %c\n", offsetof(struct task_struct, comm) > 0, curthread->comm[0]);
	p = &curthread->comm[1];
	printf("%c %c %d %d\n", *p, p[1], (char)300, (unsigned char)-1);
	printf("%d\n", &curthread->comm[2] - p);
	exit(0);
}
