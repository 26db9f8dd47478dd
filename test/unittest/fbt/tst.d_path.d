/*
 * d_path() of a kernel function's struct file argument: security_file_open
 * is on the kernel's allow list of bpf_d_path().  The trigger opens
 * /dev/zero.  A clause calling d_path() is loaded as fentry.
 */
/* @@requires: fentry */
/* @@trigger: fbt-read */
/* @@runtest-opts: -q */

fbt::security_file_open:entry
/pid == $target && stringof(args[0]->f_path.dentry->d_name.name) == "zero"/
{
	printf("%s\n", d_path(&args[0]->f_path));
}
