/*
 * The same operators on constants (folded at compile time), and the
 * example of the issue: 1 + 2 * 3, a string and a hex conversion.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %s %x\n", 1 + 2 * 3, "ok", 255);
	printf("%d %d %d %d\n", (1 + 2) * 3, 7 / 2, -7 / 2, -7 % 3);
	printf("%d %d %d %d %d\n", 1 << 4, -16 >> 2, 6 & 3, 6 | 3, 6 ^ 3);
	printf("%d %d %d %d\n", !0, !5, ~0, -(-3));
	printf("%d %d %d %d\n", 1 && 0, 1 || 0, 1 ^^ 1, 0 ^^ 1);
	printf("%d %d\n", 3 > 2 ? 10 : 20, 0 ? 10 : 20);
	exit(0);
}
