/*
 * D's index(), rindex(), strchr(), strrchr() and strstr() (D-LANGUAGE.md
 * 6.5), with illumos's (and Perl's) treatment of the start position.
 *
 * Searching for a string with two nested loops would cost the verifier
 * STRSZ * STRSZ steps: 66 000 at the default strsize, far too many at 4096.
 * So substrings are found in one pass, Rabin-Karp style: the text's window
 * is hashed as it slides, compared with the hash of the pattern, and a
 * position whose hashes agree is then compared byte by byte.  Two
 * polynomial hashes modulo two primes near 2^31, with bases drawn at random
 * for each search, make agreeing hashes of different strings a chance
 * below 2^-50 per search; if it happens anyway, the byte comparison
 * rejects the position and the search reports no match rather than a wrong
 * one.  Every loop follows bpf_support.h's "Verifier aids".
 */
#include "bpf_support.h"

#define STR_P1	2147483647ULL	/* 2^31 - 1 */
#define STR_P2	2147483629ULL	/* 2^31 - 19 */

/* A base for hashing modulo p; a test object can make collisions certain. */
#ifndef DT_STR_HASH_BASE
#define DT_STR_HASH_BASE(p)	(256 + bpf_get_prandom_u32() % ((p) - 256))
#endif

/* -1, or p as an unknown scalar (bounded by n) for the verifier. */
static inline __attribute__((always_inline)) int64_t
str_pos(uint64_t p, uint64_t n, const char *s)
{
	p = dt_forget(p, s);
	if (p >= n)
		return -1;
	return p;
}

/*
 * The first (rev == 0) or last (rev == 1) position p in [lo, hi] where the
 * m characters of t occur in s, or -1; mrev is m | rev << 32 (BPF functions
 * take five arguments).  Needs 1 <= m and hi + m <= the length of s.
 */
DT_FUNC int64_t dt_str_find(const char *s, const char *t, uint64_t lo,
			    uint64_t hi, uint64_t mrev)
{
	uint64_t n = DT_CONST(STRSZ);
	uint64_t m = mrev & 0xffffffff, rev = mrev >> 32;
	uint64_t b1 = DT_STR_HASH_BASE(STR_P1), b2 = DT_STR_HASH_BASE(STR_P2);
	uint64_t hs1 = 0, hs2 = 0, ht1 = 0, ht2 = 0, pw1 = 1, pw2 = 1;
	uint64_t back = rev & 1;
	uint64_t base, end, p, k, step, inoff, outoff, nb1, nb2;

	if (m == 0 || m >= n || lo > hi || hi >= n)
		return -1;
	base = dt_select(back, hi, lo);
	end = dt_select(back, lo, hi);

	/*
	 * Hash the pattern and the first window, as polynomials in the base
	 * whose highest power goes with the character that leaves the window
	 * first: t[0] forwards, t[m - 1] backwards.
	 */
	for (k = 0; k < n - 1; k++) {
		uint64_t j, i, c, d;

		DT_GOTO_IF_LT(k, m, more);
		goto hashed;
more:
		j = dt_select(back, m - 1 - k, k);
		i = base + j;
		DT_GOTO_IF_LT(i, n, in_s);
		return -1;
in_s:
		DT_GOTO_IF_LT(j, n, in_t);
		return -1;
in_t:
		c = (uint8_t)s[i];
		d = (uint8_t)t[j];
		hs1 = (hs1 * b1 + c) % STR_P1;
		ht1 = (ht1 * b1 + d) % STR_P1;
		pw1 = pw1 * b1 % STR_P1;
		hs2 = (hs2 * b2 + c) % STR_P2;
		ht2 = (ht2 * b2 + d) % STR_P2;
		pw2 = pw2 * b2 % STR_P2;
	}
hashed:
	/* Slide: drop the character at outoff, take the one at inoff. */
	nb1 = STR_P1 - pw1;
	nb2 = STR_P2 - pw2;
	step = dt_select(back, -1ULL, 1);
	inoff = dt_select(back, -1ULL, m);
	outoff = dt_select(back, m - 1, 0);
	p = base;
	for (k = 0; k < n; k++) {
		uint64_t ci, co;

		DT_GOTO_IF_NONZERO((hs1 ^ ht1) | (hs2 ^ ht2), differ);
		goto compare;
differ:
		DT_GOTO_IF_NONZERO(p ^ end, slide);
		return -1;
slide:
		ci = p + inoff;
		co = p + outoff;
		DT_GOTO_IF_LT(ci, n, in_ci);
		return -1;
in_ci:
		DT_GOTO_IF_LT(co, n, in_co);
		return -1;
in_co:
		ci = (uint8_t)s[ci];
		co = (uint8_t)s[co];
		hs1 = (hs1 * b1 + ci + co * nb1) % STR_P1;
		hs2 = (hs2 * b2 + ci + co * nb2) % STR_P2;
		p += step;
	}
	return -1;

compare:
	p = dt_forget(p, s);
	if (p >= n)
		return -1;
	for (k = 0; k < n - 1; k++) {
		uint64_t i = p + k;

		DT_GOTO_IF_LT(k, m, more_cmp);
		return str_pos(p, n, s);
more_cmp:
		DT_GOTO_IF_LT(i, n, in_cmp);
		return -1;
in_cmp:
		DT_GOTO_IF_ZERO(s[i] ^ t[k], same);
		return -1;		/* the hashes collided */
same:		;
	}
	return str_pos(p, n, s);	/* m <= n - 1: all compared */
}

/* Perl's index(s, t [, start]): the first position >= start, or -1. */
DT_FUNC int64_t dt_index(const char *s, const char *t, int64_t start,
			 uint64_t has_start)
{
	int64_t len = dt_strlen(s), m = dt_strlen(t), lo = 0;

	if (m > len)
		return -1;
	if (has_start) {
		if (start >= len)
			return m == 0 ? len : -1;
		if (start > 0)
			lo = start;
	}
	if (m == 0)
		return lo;
	return dt_str_find(s, t, lo, len - m, m);
}

/* Perl's rindex(s, t [, start]): the last position <= start, or -1. */
DT_FUNC int64_t dt_rindex(const char *s, const char *t, int64_t start,
			  uint64_t has_start)
{
	int64_t len = dt_strlen(s), m = dt_strlen(t), hi;

	if (m > len)
		return -1;
	hi = len - m;
	if (has_start) {
		if (start < 0)
			return m == 0 ? 0 : -1;
		if (start < hi)
			hi = start;
	}
	if (m == 0)
		return hi;
	return dt_str_find(s, t, 0, hi, m | 1ULL << 32);
}

/* dst = s from position p (p in [0, STRSZ - 1]); returns 1. */
static inline __attribute__((always_inline)) uint64_t
str_suffix(char *dst, const char *s, int64_t p)
{
	uint64_t n = DT_CONST(STRSZ);

	if (p < 0 || p >= n) {
		dst[0] = '\0';
		return 0;
	}
	bpf_probe_read_kernel_str(dst, n - p, s + p);
	return 1;
}

/* dst = the suffix of s from its first t; 0 and "" if there is none. */
DT_FUNC uint64_t dt_strstr(char *dst, const char *s, const char *t)
{
	int64_t len = dt_strlen(s), m = dt_strlen(t), p = 0;

	if (m > len)
		p = -1;
	else if (m > 0)
		p = dt_str_find(s, t, 0, len - m, m);
	return str_suffix(dst, s, p);
}

/*
 * dst = the suffix of s from its first character c (the terminating NUL if
 * c is 0); 0 and "" if there is none.
 */
DT_FUNC uint64_t dt_strchr(char *dst, const char *s, uint64_t c)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	uint64_t i;

	c &= 0xff;
	for (i = 0; i < n; i++) {
		uint64_t ch = (uint8_t)s[i];

		DT_GOTO_IF_NONZERO(ch ^ c, other);
		return str_suffix(dst, s, str_pos(i, n, s));
other:
		DT_GOTO_IF_NONZERO(ch, next);
		return str_suffix(dst, s, -1);
next:		;
	}
	/* the string ends at STRSZ - 1 */
	return str_suffix(dst, s, c == 0 ? (int64_t)n : -1);
}

/* Like dt_strchr(), from the last c. */
DT_FUNC uint64_t dt_strrchr(char *dst, const char *s, uint64_t c)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	uint64_t i, last = -1ULL;

	c &= 0xff;
	for (i = 0; i < n; i++) {
		uint64_t ch = (uint8_t)s[i];

		last = dt_select(dt_iszero(ch ^ c), i, last);
		DT_GOTO_IF_NONZERO(ch, next);
		return str_suffix(dst, s, str_pos(last, n, s));
next:		;
	}
	if (c == 0)
		last = n;
	return str_suffix(dst, s, str_pos(last, n + 1, s));
}
