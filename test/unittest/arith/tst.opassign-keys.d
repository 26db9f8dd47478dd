/*
 * a[k] op= v evaluates the keys once (D-LANGUAGE.md: a op= b is a = a op b
 * with a evaluated once): a[x++] += 5 adds to a[1].  Oracle's DTrace
 * evaluates them twice, reading a[1] and storing a[2] (doc/compat.md).
 */
/* @@runtest-opts: -q */

BEGIN
{
	x = 1;
	a[1] = 10;
	a[2] = 20;
	a[x++] += 5;
	printf("%d %d %d\n", a[1], a[2], x);
	self->b[2] = 7;
	self->b[x++] -= x;
	printf("%d %d\n", self->b[2], x);
	exit(0);
}
