# @@requires: root uprobes
# In pid clauses: probemod, probefunc, ufunc(uregs[R_PC]) (the probed
# function itself at entry, as in illumos), and ustack() from it through
# the trigger's callers; in libc (a frame of the program calls it).
$dtrace -q -c $triggerdir/pid-calls -n '
pid$target:a.out:pidt_sign:entry /(int)arg0 == 7/
{
	printf("%s %s\n", probemod, probefunc);
	ufunc(uregs[R_PC]);
	ustack(3);
}
pid$target:libc.so.6:getppid:entry /self->n++ == 0/
{
	printf("%s %s\n", probemod, probefunc);
	ustack(2);
}' | sed 's/+0x[0-9a-f]*//; s/ *$//'
