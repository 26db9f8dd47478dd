/*
 * usym(), ufunc() and umod() keys aggregate per symbol (per object for
 * umod): the trigger passes four PCs, three inside symkeys_a and one inside
 * symkeys_b, plus PCs inside libc; uaddr() keys stay per address.  Entries
 * print as "  %-50s" (OUTPUT.md 6.2) and through %A in printa formats;
 * printf's %A of umod() prints the module, of ufunc() the symbol alone.
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

/* printf of the second PC (symkeys_a + 1): module, symbol, address */
syscall::write:entry
/pid == $target && (int)arg0 == -1 && ++n == 2/
{
	printf("%A|%A|%A|%a\n", umod(arg1), ufunc(arg1), uaddr(arg1), mod(0));
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
