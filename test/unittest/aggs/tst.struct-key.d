/*
 * Structs as aggregation keys: the key is the struct's bytes, printed as
 * illumos prints a datum of that size: an 8-byte struct as a 64-bit
 * integer, a 12-byte one as a hex dump (doc/compat.md).
 */
#pragma D option quiet

struct foo { int a; int b; };
struct bar { int a; int b; int c; };
struct foo g;
struct bar h;

BEGIN
{
	g.a = 1;
	g.b = 2;
	@a[g] = count();
	g.a = 3;
	@a[g] = count();
	@a[g] = count();
	h.a = 1;
	h.c = 0x41;
	@b[h, "x"] = count();
	exit(0);
}
