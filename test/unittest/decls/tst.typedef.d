/* Typedef chains, typedefs of pointers and of structs, and casts to them. */
#pragma D option quiet
typedef unsigned char byte_t;
typedef byte_t small_t;
typedef small_t *smallp_t;
typedef struct pair { int a, b; } pair_t, *pairp_t;
BEGIN
{
	printf("%d %d %d %d\n", sizeof(small_t), sizeof(smallp_t), sizeof(pair_t),
	    offsetof(pair_t, b));
	x = (small_t)0x1ff;
	printf("%d\n", x);
	exit(0);
}
