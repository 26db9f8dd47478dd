/*
 * USDT arguments of every operand form, from the usdt-args trigger's
 * hand-written notes (3 iterations, one CPU): registers of every width
 * (%edi sign-extended, %ah one byte into %rax), memory at register +
 * displacement, base + index * scale, %rip-relative (sym and 4+sym),
 * constants of each size and sign.  argN are the values sign-extended as
 * the spec says; args[N] have the spec's size and sign.
 */
/* @@runtest-opts: -q */
/* @@trigger: usdt-args */
/* @@requires: uprobes */

usdttest$target:usdt-args:usdt_fire_reg:args-reg
{
	printf("reg %d %x %d %x %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5);
	printf("reg args %d %u %d %u %d %u\n", args[0], args[1], args[2], args[3], args[4],
	       args[5]);
}

usdttest$target::usdt_fire_mem:args-mem
{
	printf("mem %d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5);
}

usdttest$target:::args-const
{
	printf("const %d %d %d %d %x\n", arg0, arg1, arg2, arg3, arg3);
}

usdttest$target:::plain
{
	@plain = count();
}

END
{
	printa("plain %@d\n", @plain);
}
