/*
 * A pointer cast to an integer is a number: shifts, masks, products and
 * narrowing of (int)curcpu or (uintptr_t)&x load (the verifier refuses them
 * on the pointers it tracks) and agree with the same value's arithmetic.
 * The product overflows (0).  The reference prints 0 for the second and
 * third lines: its (int) of a pointer keeps all 64 bits inside an
 * expression (stored in a variable, the same value is narrowed); illumos
 * narrows, as C does, and so do we.
 */
/* @@runtest-opts: -q */
BEGIN
{
	x = (uint64_t)curcpu;
	printf("%d\n", ((uint64_t)curcpu << 3) >> 3 == (x & 0x1fffffffffffffff));
	printf("%d\n", (int)curcpu == (int)(x & 0xffffffff));
	printf("%d\n", ((int)curcpu >> 4) == ((int)x >> 4));
	printf("%d\n", ((uintptr_t)curcpu * 3) / 3 == x);
	printf("%d\n", ((uintptr_t)curcpu % 8) == (x & 7));
	exit(0);
}
