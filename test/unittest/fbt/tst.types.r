	Argument Types
		args[0]: struct file *
		args[1]: char *
		args[2]: size_t
		args[3]: loff_t *

	Argument Types
		args[0]: int
		args[1]: ssize_t

