/*
 * A glob over kernel functions: the trigger's two read(2)s of /dev/zero
 * are two calls of ksys_read() with its count as arg2; the other ksys_*
 * functions are enabled too (kprobes: one program for all of them).
 */
/* @@requires: kprobes */
/* @@trigger: fbt-read */
/* @@runtest-opts: -q */

fbt::ksys_*:entry
/pid == $target && (arg2 == 1234 || arg2 == 4321)/
{
	@[probefunc, arg2] = count();
}
