/*
 * Thread-local variables of struct and union type: assigned whole from a
 * global (a copy), read member by member, members assigned and updated in
 * place, a declared one reading as zeroes until written.
 */
#pragma D option quiet

struct pt { int x; int y; char name[8]; };
union word { int i; char c[4]; };
struct pt g;
union word w;
self struct pt decl;

BEGIN
{
	g.x = 3;
	g.y = 4;
	self->s = g;
	g.x = 30;
	printf("%d %d %d\n", self->s.x, self->s.y, g.x);
	self->s.y = 40;
	self->s.x += 2;
	printf("%d %d %d\n", self->s.x, self->s.y, g.y);
	printf("%d %d\n", self->decl.x, self->decl.y);
	self->decl.y = -9;
	printf("%d %d\n", self->decl.x, self->decl.y);
	w.i = 0x41424344;
	self->w = w;
	printf("%c %x\n", self->w.c[0], self->w.i);
	g = self->s;
	printf("%d %d\n", g.x, g.y);
	exit(0);
}
