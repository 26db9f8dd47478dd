/*
 * rawtp:sched::sched_process_exec gets the kernel's own arguments of the
 * tracepoint, typed from BTF: the task (struct task_struct *), the pid it
 * had before exec (pid_t) and the linux_binprm (struct linux_binprm *).
 * The trigger's child execs /bin/true.
 */
/* @@requires: rawtp */
/* @@trigger: fork-exec */
/* @@runtest-opts: -q */

rawtp:sched::sched_process_exec
/ppid == $target/
{
	printf("task is curthread: %d\n", args[0] == curthread);
	printf("task pid: %d\n", args[0]->pid == pid);
	printf("old pid: %d\n", args[1] == pid);
	printf("arg1 is args[1]: %d\n", arg1 == args[1]);
	printf("filename: %s\n", stringof(args[2]->filename));
	printf("comm: %s\n", stringof(args[0]->comm));
	exit(0);
}
