/*
 * D's inet_ntoa(), inet_ntoa6() and inet_ntop() (D-LANGUAGE.md 6.5).
 *
 * The address is read from kernel memory with bpf_probe_read_kernel(); if
 * that faults, dst is "" and the functions return non-zero (the hook for
 * the fault report), else 0.  IPv6 text follows RFC 5952: lower-case hex
 * groups without leading zeros, the longest run of two or more zero groups
 * (the first of equal runs) as "::", and ::ffff:a.b.c.d for IPv4-mapped
 * addresses unless strict.  There are no loops over strings here, only
 * over the 8 groups; each character is written at a position that is not a
 * constant, through str_emit(), whose bound check leaves for the truncated
 * end instead of branching around the store.
 */
#include "bpf_support.h"

#define AF_INET		2
#define AF_INET6	10

/*
 * dst[*p] = ch if cond (0 or 1); the text is truncated at STRSZ - 1, where
 * str_emit() jumps to the label full.
 */
#define str_emit(dst, p, ch, cond, full) do {				\
		__label__ room;						\
		DT_GOTO_IF_LT(p, DT_CONST(STRSZ) - 1, room);		\
		goto full;						\
room:									\
		(dst)[p] = (ch);					\
		(p) += (cond);						\
	} while (0)

/* The digits of an octet v: hundreds and tens only when they count. */
#define str_octet(dst, p, v, full) do {					\
		uint64_t v_ = (v);					\
									\
		str_emit(dst, p, '0' + v_ / 100, dt_lt(99, v_), full);	\
		str_emit(dst, p, '0' + v_ / 10 % 10, dt_lt(9, v_), full); \
		str_emit(dst, p, '0' + v_ % 10, 1, full);		\
	} while (0)

static inline __attribute__((always_inline)) uint64_t
str_hexdigit(uint64_t d)
{
	return '0' + d + ('a' - '0' - 10) * dt_lt(9, d);
}

/* dst (from position p on) = the dotted quad of a. */
static inline __attribute__((always_inline)) void
str_quad(char *dst, uint64_t p, const uint8_t *a)
{
	str_octet(dst, p, a[0], full);
	str_emit(dst, p, '.', 1, full);
	str_octet(dst, p, a[1], full);
	str_emit(dst, p, '.', 1, full);
	str_octet(dst, p, a[2], full);
	str_emit(dst, p, '.', 1, full);
	str_octet(dst, p, a[3], full);
	str_emit(dst, p, '\0', 0, full);
	return;
full:
	dst[DT_CONST(STRSZ) - 1] = '\0';
}

DT_FUNC uint64_t dt_inet_ntoa(char *dst, uint64_t addr)
{
	uint8_t a[4];

	if (bpf_probe_read_kernel(a, sizeof(a), (const void *)addr) < 0) {
		dst[0] = '\0';
		return 1;
	}
	str_quad(dst, 0, a);
	return 0;
}

/* Text of the 16-byte address at addr, from kernel memory. */
DT_FUNC uint64_t dt_inet_ntoa6(char *dst, uint64_t addr, uint64_t strict)
{
	uint8_t a[16];
	uint64_t g, p = 0, cur = 0, best = 0, bstart = 8, bend;

	if (bpf_probe_read_kernel(a, sizeof(a), (const void *)addr) < 0) {
		dst[0] = '\0';
		return 1;
	}
	/* ::ffff:a.b.c.d */
	if (!strict && *(uint64_t *)a == 0 && *(uint16_t *)(a + 8) == 0 &&
	    *(uint16_t *)(a + 10) == 0xffff) {
		/* no string constant: support functions have no data */
		str_emit(dst, p, ':', 1, full);
		str_emit(dst, p, ':', 1, full);
		for (g = 0; g < 4; g++)
			str_emit(dst, p, 'f', 1, full);
		str_emit(dst, p, ':', 1, full);
		str_quad(dst, p, a + 12);
		return 0;
	}

	/* The longest run of zero groups, the first of equal ones. */
	for (g = 0; g < 8; g++) {
		uint64_t zero = dt_iszero(a[2 * g] | a[2 * g + 1]);
		uint64_t longer;

		cur = (cur + 1) * zero;
		longer = dt_lt(best, cur);
		best = dt_select(longer, cur, best);
		bstart = dt_select(longer, g + 1 - cur, bstart);
	}
	/* a single zero group is not a run */
	bstart = dt_select(dt_lt(best, 2), 8, bstart);
	bend = dt_select(dt_lt(best, 2), 8, bstart + best);

	for (g = 0; g < 8; g++) {
		uint64_t v = (uint64_t)a[2 * g] << 8 | a[2 * g + 1];
		uint64_t in = dt_lt(g, bend) & (dt_lt(g, bstart) ^ 1);
		uint64_t out = in ^ 1;
		uint64_t first = dt_iszero(g ^ bstart);

		/* "::" where the run starts, ":" between groups outside it */
		str_emit(dst, p, ':', first, full);
		str_emit(dst, p, ':', first | (out & dt_lt(0, g) &
					       (dt_iszero(g ^ bend) ^ 1)), full);
		str_emit(dst, p, str_hexdigit(v >> 12), out & dt_lt(0xfff, v), full);
		str_emit(dst, p, str_hexdigit(v >> 8 & 15), out & dt_lt(0xff, v), full);
		str_emit(dst, p, str_hexdigit(v >> 4 & 15), out & dt_lt(0xf, v), full);
		str_emit(dst, p, str_hexdigit(v & 15), out, full);
	}
	str_emit(dst, p, '\0', 0, full);
	return 0;
full:
	dst[DT_CONST(STRSZ) - 1] = '\0';
	return 0;
}

/* inet_ntop(af, addr): AF_INET or AF_INET6 text, "" for other families. */
DT_FUNC uint64_t dt_inet_ntop(char *dst, uint64_t af, uint64_t addr)
{
	if (af == AF_INET)
		return dt_inet_ntoa(dst, addr);
	if (af == AF_INET6)
		return dt_inet_ntoa6(dst, addr, 0);
	dst[0] = '\0';
	return 0;
}
