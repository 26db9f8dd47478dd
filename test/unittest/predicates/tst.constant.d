/*
 * Constant predicates: a false one leaves its clause out (the verifier
 * refuses code no jump reaches, so the clause must still load), a true one
 * needs no test.  The syscall clause shares no trampoline with BEGIN.
 */
/* @@runtest-opts: -q */
syscall::getppid:entry
/1 == 0/
{
	@ = count();
	printf("never\n");
}

BEGIN
/0/
{
	printf("never\n");
}

BEGIN
/2 > 1/
{
	printf("yes\n");
}

BEGIN
/0/
{
	x = 1;
}

BEGIN
{
	printf("x %d\n", x);
	exit(0);
}
