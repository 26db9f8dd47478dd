/*
 * trunc(@a, n) keeps the n largest values, trunc(@a, -n) the n smallest,
 * trunc(@a) removes everything.
 */
#pragma D option quiet

int i;

BEGIN
{
	@a[1] = sum(10); @a[2] = sum(20); @a[3] = sum(30); @a[4] = sum(40);
	@b[1] = sum(10); @b[2] = sum(20); @b[3] = sum(30); @b[4] = sum(40);
	@c[1] = sum(10); @c[2] = sum(20);
	i = 3;
	trunc(@a, 2);
	trunc(@b, -i);
	trunc(@c);
	printa(@a);
	printa(@b);
	printa(@c);
	exit(0);
}
