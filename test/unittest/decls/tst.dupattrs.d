/* @@runtest-opts: -q */
/* DTrace takes short, signed and unsigned twice as once, and 10lL as 10ll */
short short s;
unsigned unsigned u;

BEGIN
{
	printf("%d %d %d\n", sizeof(s), sizeof(u), sizeof(10lL));
	exit(0);
}
