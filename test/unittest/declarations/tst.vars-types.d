/*
 * Declared variables of every scope, struct, typedef and enum definitions
 * used in the same program.
 */
#pragma D option quiet
int x;
self uint64_t ts;
this string s;
string names[int, string];
struct point { int x; int y; };
typedef unsigned short myshort_t;
enum color { RED, GREEN = 5, BLUE };
BEGIN
{
	x = 3;
	self->ts = 1;
	this->s = "local";
	names[1, "a"] = "one-a";
	m = (myshort_t)70000;
	printf("%d %d %s %s %d\n", x, self->ts, this->s, names[1, "a"], m);
	printf("%d %d %d %d\n", sizeof(struct point), offsetof(struct point, y), GREEN, BLUE);
	exit(0);
}
