/*
 * Associative arrays (global and thread-local) of struct values: whole
 * values stored from globals and other elements, members read and written
 * in place (which creates the element), missing elements read as zeroes.
 */
#pragma D option quiet

struct pt { int x; int y; };
struct pt g;
struct pt tab[int, string];

BEGIN
{
	g.x = 1;
	g.y = 2;
	a[1] = g;
	g.x = 10;
	a[2] = g;
	a[3] = a[1];
	printf("%d %d %d %d %d\n", a[1].x, a[1].y, a[2].x, a[3].x, a[3].y);
	printf("%d %d\n", a[4].x, a[4].y);
	a[4].y = 7;
	a[4].y *= 3;
	printf("%d %d\n", a[4].x, a[4].y);
	tab[1, "one"].x = 5;
	printf("%d %d %d\n", tab[1, "one"].x, tab[1, "one"].y, tab[1, "two"].x);
	self->t["k"] = a[2];
	self->t["k"].y++;
	printf("%d %d %d\n", self->t["k"].x, self->t["k"].y, self->t["z"].y);
	exit(0);
}
