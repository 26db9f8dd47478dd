/* A struct key of another type than the array's first: its key types named. */
struct foo { int a; int b; };
struct bar { int a; int b; };
struct foo g;
struct bar h;

BEGIN
{
	x[g] = 5;
	x[h] = 1;
}
