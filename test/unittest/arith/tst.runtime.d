/*
 * Integer operators evaluated at run time (operands are variables, so
 * nothing is folded by the compiler).
 */
#pragma D option quiet

BEGIN
{
	a = 7; b = 2; c = -7; d = 3; z = 0;
	printf("%d %d %d %d %d\n", a + b, a - b, a * b, a / b, a % b);
	printf("%d %d\n", c / b, c % d);
	printf("%d %d %d\n", a & d, a | 8, a ^ d);
	printf("%d %d %d\n", a << b, c >> 1, ~a);
	printf("%d %d %d %d\n", -a, !a, !z, +a);
	printf("%d %d %d %d %d %d\n", a < b, a <= b, a > b, a >= b, a == b, a != b);
	printf("%d %d %d\n", a && z, a || z, a ^^ d);
	printf("%d %d\n", a > b ? a : b, z ? a : b);
	exit(0);
}
