/* Kernel types from BTF: a cast of curthread, members, sizes, offsets. */
#pragma D option quiet
BEGIN
{
	this->t = (struct task_struct *)curthread;
	printf("%d %d\n", this->t->pid == pid, sizeof(this->t->comm));
	printf("%d\n", offsetof(struct task_struct, pid) > 0 &&
	    sizeof(struct task_struct) > offsetof(struct task_struct, pid));
	exit(0);
}
