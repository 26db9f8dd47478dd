/* vfs_read() has four parameters: args[4] is out of range. */
/* @@requires: kprobes */
fbt::vfs_read:entry
{
	trace(args[4]);
}
