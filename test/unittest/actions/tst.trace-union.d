/*
 * trace() of a union is a hex dump (OUTPUT.md 4.3), in quiet mode too.
 */
#pragma D option quiet

union u {
	int i;
	char c[4];
};
union u v;

BEGIN
{
	v.i = 0x41424344;
	trace(v);
	exit(0);
}
