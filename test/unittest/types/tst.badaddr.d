/*
 * A read through a bad pointer faults with its address; tracing goes on.
 */
#pragma D option quiet

BEGIN
{
	p = (struct task_struct *)16;
	printf("%d\n", p->pid);
}

BEGIN
{
	printf("next\n");
	exit(0);
}
