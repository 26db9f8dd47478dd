/*
 * Assignment, compound assignment, ++ and --, evaluated in argument order.
 */
#pragma D option quiet

BEGIN
{
	x = 10;
	x += 5; printf("%d\n", x);
	x -= 3; printf("%d\n", x);
	x *= 2; printf("%d\n", x);
	x /= 4; printf("%d\n", x);
	x %= 4; printf("%d\n", x);
	x <<= 3; printf("%d\n", x);
	x >>= 1; printf("%d\n", x);
	x |= 1; printf("%d\n", x);
	x &= 6; printf("%d\n", x);
	x ^= 15; printf("%d\n", x);
	printf("%d %d %d %d\n", x++, x, ++x, x);
	printf("%d %d\n", x--, --x);
	y = x = 3;
	printf("%d %d\n", x, y);
	exit(0);
}
