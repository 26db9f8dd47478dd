	Argument Types
		args[0]: struct task_struct *
		args[1]: pid_t
		args[2]: struct linux_binprm *

		args[1]: struct task_struct *
		args[2]: struct task_struct *
