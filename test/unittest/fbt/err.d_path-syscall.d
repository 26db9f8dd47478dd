/*
 * d_path() needs a kernel function's parameter in an fentry program: a
 * system call probe's arguments are no such thing.
 */
/* @@requires: syscall */
syscall::openat:entry
{
	trace(d_path(&curthread->fs->pwd));
}
