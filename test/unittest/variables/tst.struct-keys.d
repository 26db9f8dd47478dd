/*
 * Structs as keys of associative arrays, global and thread-local, alone
 * and beside a string: the key is the struct's bytes, so a struct with
 * the same members finds the same element, whichever variable holds it
 * (a padded struct included).
 */
#pragma D option quiet

struct foo { int a; int b; };
struct pad { int a; char c; };
struct foo g;
struct pad p;
this struct pad q;

BEGIN
{
	g.a = 1;
	g.b = 2;
	x[g] = 5;
	g.a = 3;
	x[g] = 7;
	printf("%d ", x[g]);
	g.a = 1;
	printf("%d\n", x[g]);
	self->y[g] = 9;
	printf("%d\n", self->y[g]);
	p.a = 1;
	p.c = 2;
	z[p, "k"] = 11;
	this->q.a = 1;
	this->q.c = 2;
	printf("%d %d\n", z[this->q, "k"], z[p, "j"]);
	exit(0);
}
