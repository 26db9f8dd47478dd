/*
 * Stores into bit-fields of a D variable: =, op=, ++ and -- change only
 * the field's bits (its neighbours keep theirs), values are truncated to
 * the width, signed fields sign-extend, and an assignment's value is what
 * the field holds.
 */
#pragma D option quiet
struct s { int a : 3; unsigned b : 5; int c; char d : 2; } g;

BEGIN
{
	g.c = -1;
	g.b = 31;
	g.a = 5;
	g.d = 1;
	g.b += 3;
	g.a++;
	x = g.a--;
	printf("%d %d %d %d %d %d\n", g.a, g.b, g.c, g.d, x, g.b = 40);
	exit(0);
}
