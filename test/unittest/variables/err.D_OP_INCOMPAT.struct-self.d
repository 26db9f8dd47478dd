/* A thread-local struct variable keeps the type of its first assignment. */
struct pt { int x; int y; };
struct other { int x; int y; };
struct pt g;
struct other h;

BEGIN
{
	self->s = g;
	self->s = h;
}
