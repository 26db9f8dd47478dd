BEGIN
{
	x = curthread;
	x = 1;
}
/* @@xfail: no error: an int assigned to a "struct task_struct *" variable is accepted */
