/*
 * @@requires: root uprobes
 * @@trigger: pid-calls
 * @@runtest-opts: -q
 *
 * Entry: arg0.. are the arguments (registers, then the stack from the
 * seventh); return: arg1 the return value.  Exact calls of the trigger.
 */
pid$target:a.out:pidt_add:entry
{
	printf("%s:%s:%s %d %d\n", probemod, probefunc, probename, arg0, arg1);
}

pid$target:a.out:pidt_add:return
{
	printf("%s = %d\n", probefunc, arg1);
}

pid$target:a.out:pidt_args8:entry
{
	printf("%s %d %d %d %d %d %d %d %d\n", probefunc, arg0, arg1, arg2, arg3, arg4, arg5,
	       arg6, arg7);
}

pid$target:a.out:pidt_args8:return,
pid$target:a.out:pidt_sign:return
{
	printf("%s = %d\n", probefunc, (int)arg1);
}

pid$target:a.out:pidt_sign:entry
{
	printf("%s(%d)\n", probefunc, (int)arg0);
}
