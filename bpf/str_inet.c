/*
 * D's inet_ntoa(), inet_ntoa6() and inet_ntop() (D-LANGUAGE.md 6.5).
 *
 * The address is read from kernel memory with bpf_probe_read_kernel(); if
 * that faults, dst is "" and the functions return non-zero (the hook for
 * the fault report), else 0.  IPv6 text is illumos's: lower-case hex
 * groups without leading zeros, the longest run of zero groups (the first
 * of equal runs; unlike RFC 5952, even a single group) as "::";
 * IPv4-mapped and IPv4-compatible addresses as their dotted quad alone,
 * with their prefix (::ffff:a.b.c.d, ::a.b.c.d) when strict and for
 * inet_ntop().  There are no loops over strings here, only
 * over the 8 groups, the one that writes them a bpf_loop() callback (as
 * a bounded loop the verifier walked it 8 times, with a growing position:
 * about 50 000 instructions).  Each character is written at a position
 * that is not a constant, through str_emit(), whose bound check leaves for
 * the truncated end instead of branching around the store.
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

/* inet_ntoa6's text after the zero run is known, one group per call. */
struct ntoa6_loop {
	char *dst;
	uint64_t w[2];		/* the address, bytes 0-7 and 8-15 as loaded */
	uint64_t bstart, bend;	/* the run of zero groups shown as "::" */
	uint64_t p;		/* where the next character goes; STRSZ: full */
};

/*
 * Group g.  p is kept below 64 (the text is at most 45 characters), so
 * that its range, and with it the verifier's state, stays the same from
 * one call to the next.
 */
DT_LOOP_CB ntoa6_cb(uint64_t g, void *arg)
{
	struct ntoa6_loop *l = arg;
	char *dst = l->dst;
	uint64_t w, x, v, in, out, first, p = l->p & 63;

	if (g >= 8)
		return DT_LOOP_STOP;
	w = dt_select(dt_lt(g, 4), l->w[0], l->w[1]);
	x = (w >> (16 * (g & 3))) & 0xffff;
	v = (x & 0xff) << 8 | x >> 8;		/* the group is big-endian */
	in = dt_lt(g, l->bend) & (dt_lt(g, l->bstart) ^ 1);
	out = in ^ 1;
	first = dt_iszero(g ^ l->bstart);

	/* "::" where the run starts, ":" between groups outside it */
	str_emit(dst, p, ':', first, full);
	str_emit(dst, p, ':', first | (out & dt_lt(0, g) &
				       (dt_iszero(g ^ l->bend) ^ 1)), full);
	str_emit(dst, p, str_hexdigit(v >> 12), out & dt_lt(0xfff, v), full);
	str_emit(dst, p, str_hexdigit(v >> 8 & 15), out & dt_lt(0xff, v), full);
	str_emit(dst, p, str_hexdigit(v >> 4 & 15), out & dt_lt(0xf, v), full);
	str_emit(dst, p, str_hexdigit(v & 15), out, full);
	l->p = p & 63;
	return DT_LOOP_NEXT;
full:
	dst[DT_CONST(STRSZ) - 1] = '\0';
	l->p = DT_CONST(STRSZ);
	return DT_LOOP_STOP;
}

/* Text of the 16-byte address at addr, from kernel memory. */
DT_FUNC uint64_t dt_inet_ntoa6(char *dst, uint64_t addr, uint64_t strict)
{
	uint64_t a64[2];
	const uint8_t *a = (const uint8_t *)a64;
	struct ntoa6_loop l = { .dst = dst, .bstart = 8 };
	uint64_t g, p = 0, cur = 0, best = 0, mapped, compat;

	if (bpf_probe_read_kernel(a64, sizeof(a64), (const void *)addr) < 0) {
		dst[0] = '\0';
		return 1;
	}
	/*
	 * IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d, but not
	 * :: or ::1) addresses: the dotted quad alone, the prefix kept when
	 * strict (and for inet_ntop()).
	 */
	mapped = a64[0] == 0 && *(uint16_t *)(a + 8) == 0 &&
		 *(uint16_t *)(a + 10) == 0xffff;
	compat = a64[0] == 0 && *(uint32_t *)(a + 8) == 0 &&
		 dt_lt(1, (uint64_t)(a[12] | a[13] | a[14]) << 8 | a[15]);
	if (mapped | compat) {
		/* no string constant: support functions have no data */
		strict = dt_lt(0, strict);
		str_emit(dst, p, ':', strict, full);
		str_emit(dst, p, ':', strict, full);
		for (g = 0; g < 4; g++)
			str_emit(dst, p, 'f', strict & mapped, full);
		str_emit(dst, p, ':', strict & mapped, full);
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
		l.bstart = dt_select(longer, g + 1 - cur, l.bstart);
	}
	/* illumos compresses a single zero group too (no run: bstart 8) */
	l.bend = l.bstart + best;
	l.w[0] = a64[0];
	l.w[1] = a64[1];
	/* 0, but in [0, 63] from the start for the verifier (see ntoa6_cb) */
	l.p = dt_forget(0, dst) & 63;
	bpf_loop(8, ntoa6_cb, &l, 0);
	p = l.p;
	str_emit(dst, p, '\0', 0, full);
	return 0;
full:
	dst[DT_CONST(STRSZ) - 1] = '\0';
	return 0;
}

/*
 * inet_ntop(af, addr): AF_INET or AF_INET6 text; for other families "" and
 * 2, which asks for illumos's illegal-operation fault.
 */
DT_FUNC uint64_t dt_inet_ntop(char *dst, uint64_t af, uint64_t addr)
{
	if (af == AF_INET)
		return dt_inet_ntoa(dst, addr);
	if (af == AF_INET6)
		return dt_inet_ntoa6(dst, addr, 1);
	dst[0] = '\0';
	return 2;
}
