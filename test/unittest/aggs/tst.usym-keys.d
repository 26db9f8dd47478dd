/*
 * usym(), ufunc() and umod() keys aggregate per symbol (per object for
 * umod): the trigger passes four PCs, three inside symkeys_a and one inside
 * symkeys_b, plus PCs inside libc; uaddr() keys stay per address.  Entries
 * print as "  %-50s" (OUTPUT.md 6.2) and through %A in printa formats.
 */
/* @@runtest-opts: -q */
/* @@requires: root syscall */
/* @@trigger: symkeys */
syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	@u[usym(arg1)] = count();
	@f[ufunc(arg1)] = sum(arg1 & 0);
	@m[umod(arg1), umod(arg2)] = count();
	@a[uaddr(arg1)] = count();
	@t[ufunc(arg1), 7] = max((int)arg0);
}

syscall::write:entry
/pid == $target && (int)arg0 == -2/
{
	exit(0);
}

END
{
	printa("%-20A|%@d\n", @u);
	printa("%A %A %@d\n", @m);
}
