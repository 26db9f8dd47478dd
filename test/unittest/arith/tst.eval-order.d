/*
 * The order of side effects inside one expression or statement, as
 * DTrace orders them: operands and arguments left to right, the value of
 * an assignment before the keys it is stored under, the keys of op= once
 * (D-LANGUAGE.md: a op= b is a = a op b with a evaluated once).
 */
/* @@runtest-opts: -q */

BEGIN
{
	x = 1;
	a[x++] = x;
	printf("a[x++] = x: %d %d %d\n", a[1], a[2], x);
	self->b[x++] = x++;
	printf("self->b[x++] = x++: %d %d %d\n", self->b[2], self->b[3], x);
	x = 1;
	c[x++, x++] = x;
	printf("c[x++, x++] = x: %d %d\n", c[1, 2], x);
	x = 1;
	y = x++ * 10 + x++;
	printf("x++ * 10 + x++: %d %d\n", y, x);
	x = 1;
	y = (x += 2) * (x += 3);
	printf("(x += 2) * (x += 3): %d %d\n", y, x);
	x = 1;
	printf("arguments: %d %d %d\n", x++, x++, x++);
	x = 1;
	x = x++;
	printf("x = x++: %d\n", x);
	x = 1;
	@k[x++] = sum(x);
	x = 1;
	@v[x] = sum(x++);
	printa("@k[x++] = sum(x): %d %@d\n", @k);
	printa("@v[x] = sum(x++): %d %@d\n", @v);
	exit(0);
}
