/*
 * Enumerators: implicit and explicit values, constant expressions using
 * earlier enumerators, and enumerators as array sizes and bit-field widths.
 */
#pragma D option quiet
enum color { RED, GREEN = 5, BLUE, };
enum { SHIFT = 1 << 3, MASK = SHIFT - 1, NEG = -2, NEXT };
struct sized { char buf[BLUE + 1]; int bits : SHIFT; };
BEGIN
{
	printf("%d %d %d %d %d %d\n", RED, GREEN, BLUE, MASK, NEG, NEXT);
	printf("%d %d\n", sizeof(struct sized), sizeof(enum color));
	exit(0);
}
