/*
 * vfs_read()'s arguments at entry and its return value, against the
 * trigger's read(2)s of /dev/zero (1234 bytes, then 4321; /dev/zero gives
 * all).  One function: loaded as fentry/fexit where the kernel allows it.
 * At return, arg0 (illumos: the returning instruction's offset) is -1,
 * arg1 and args[1] the return value.
 */
/* @@requires: fentry fexit */
/* @@trigger: fbt-read */
/* @@runtest-opts: -q */

fbt::vfs_read:entry
/pid == $target && stringof(args[0]->f_path.dentry->d_name.name) == "zero"/
{
	printf("entry count %d %d, buf is arg1: %d\n", arg2, args[2], (uint64_t)args[1] == arg1);
	self->in = 1;
}

fbt::vfs_read:return
/self->in/
{
	printf("return %d %d %d\n", arg0, arg1, args[1]);
	self->in = 0;
}
