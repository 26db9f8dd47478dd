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
 * m characters of t occur in s, or -1.  Needs 1 <= m and hi + m <= the
 * length of s.  rev is a constant: each direction is compiled on its own.
 *
 * The window at p hashes as sum(s[p + j] * B^(m - 1 - j)) forwards and as
 * sum(s[p + j] * B^j) backwards, so that sliding one place is, either way,
 * h * B + (character coming in) - (character going out) * B^m.
 */
static inline __attribute__((always_inline)) int64_t
str_find(const char *s, const char *t, uint64_t lo, uint64_t hi, uint64_t m,
	 const int rev)
{
	uint64_t n = DT_CONST(STRSZ);
	uint64_t b1 = DT_STR_HASH_BASE(STR_P1), b2 = DT_STR_HASH_BASE(STR_P2);
	uint64_t hs1 = 0, hs2 = 0, ht1 = 0, ht2 = 0, pw1 = 1, pw2 = 1;
	uint64_t base, end, p, k, nb1, nb2;

	if (m == 0 || m >= n || lo > hi || hi >= n)
		return -1;
	base = rev ? hi : lo;
	end = rev ? lo : hi;

	/* Hash the pattern and the first window; pw = B^m. */
	for (k = 0; k < n - 1; k++) {
		uint64_t i = base + k, c, d;

		DT_OPAQUE(i);

		DT_GOTO_IF_LT(k, m, more);
		goto hashed;
more:
		DT_GOTO_IF_LT(i, n, in_s);
		return -1;
in_s:
		c = (uint8_t)s[i];
		d = (uint8_t)t[k];
		if (rev) {
			hs1 = (hs1 + c * pw1) % STR_P1;
			ht1 = (ht1 + d * pw1) % STR_P1;
			hs2 = (hs2 + c * pw2) % STR_P2;
			ht2 = (ht2 + d * pw2) % STR_P2;
		} else {
			hs1 = (hs1 * b1 + c) % STR_P1;
			ht1 = (ht1 * b1 + d) % STR_P1;
			hs2 = (hs2 * b2 + c) % STR_P2;
			ht2 = (ht2 * b2 + d) % STR_P2;
		}
		pw1 = pw1 * b1 % STR_P1;
		pw2 = pw2 * b2 % STR_P2;
	}
hashed:
	/* Leaving the loop at k = m told the verifier m: make it forget. */
	m = dt_forget(m, s);
	if (m == 0 || m >= n)
		return -1;
	nb1 = STR_P1 - pw1;
	nb2 = STR_P2 - pw2;
	ht1 |= ht2 << 32;
	p = base;
	for (k = 0; k < n; k++) {
		uint64_t ci, co;

		DT_GOTO_IF_NONZERO((hs1 | hs2 << 32) ^ ht1, differ);
		goto compare;
differ:
		DT_GOTO_IF_NONZERO(p ^ end, slide);
		return -1;
slide:
		/* in: s[p + m] or s[p - 1]; out: s[p] or s[p - 1 + m] */
		if (rev)
			p--;
		ci = rev ? p : p + m;
		co = rev ? p + m : p;
		DT_OPAQUE(ci);
		DT_OPAQUE(co);
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
		if (!rev)
			p++;
	}
	return -1;

compare:
	p = dt_forget(p, s);
	if (p >= n)
		return -1;
	for (k = 0; k < n - 1; k++) {
		uint64_t i = p + k;

		DT_OPAQUE(i);
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

DT_FUNC int64_t dt_str_find(const char *s, const char *t, uint64_t lo,
			    uint64_t hi, uint64_t m)
{
	return str_find(s, t, lo, hi, m, 0);
}

DT_FUNC int64_t dt_str_rfind(const char *s, const char *t, uint64_t lo,
			     uint64_t hi, uint64_t m)
{
	return str_find(s, t, lo, hi, m, 1);
}

/*
 * r (in [-1, STRSZ - 1]) as one unknown value whatever path computed it, so
 * that the verifier follows the caller's code after the call once.
 */
static inline __attribute__((always_inline)) int64_t
str_ret(int64_t r, const char *s)
{
	uint64_t v = dt_forget(r + 1, s);

	if (v > DT_CONST(STRSZ))
		v = 0;
	return (int64_t)v - 1;
}

static inline __attribute__((always_inline)) int64_t
str_index(const char *s, const char *t, int64_t start, uint64_t has_start)
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
	/* one value for the verifier, whichever way lo was found */
	lo = dt_forget(lo, s);
	return dt_str_find(s, t, lo, len - m, m);
}

/* Perl's index(s, t [, start]): the first position >= start, or -1. */
DT_FUNC int64_t dt_index(const char *s, const char *t, int64_t start,
			 uint64_t has_start)
{
	return str_ret(str_index(s, t, start, has_start), s);
}

static inline __attribute__((always_inline)) int64_t
str_rindex(const char *s, const char *t, int64_t start, uint64_t has_start)
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
	hi = dt_forget(hi, s);
	return dt_str_rfind(s, t, 0, hi, m);
}

/* Perl's rindex(s, t [, start]): the last position <= start, or -1. */
DT_FUNC int64_t dt_rindex(const char *s, const char *t, int64_t start,
			  uint64_t has_start)
{
	return str_ret(str_rindex(s, t, start, has_start), s);
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
	uint64_t i, at;			/* position + 1, or 0 */

	c &= 0xff;
	for (i = 0; i < n; i++) {
		uint64_t ch = (uint8_t)s[i];

		DT_GOTO_IF_NONZERO(ch ^ c, other);
		at = i + 1;
		goto out;
other:
		DT_GOTO_IF_NONZERO(ch, next);
		at = 0;
		goto out;
next:		;
	}
	/* the string ends at STRSZ - 1 */
	at = c == 0 ? n + 1 : 0;
out:
	return str_suffix(dst, s, str_pos(at, n + 2, s) - 1);
}

/* Like dt_strchr(), from the last c. */
DT_FUNC uint64_t dt_strrchr(char *dst, const char *s, uint64_t c)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	uint64_t i, at = 0;		/* the last c's position + 1, or 0 */

	c &= 0xff;
	for (i = 0; i < n; i++) {
		uint64_t ch = (uint8_t)s[i];

		/* the mask keeps at's range bounded for the verifier */
		at = dt_select(dt_iszero(ch ^ c), i + 1, at) & 0xfffff;
		DT_GOTO_IF_NONZERO(ch, next);
		goto out;
next:		;
	}
	if (c == 0)
		at = n + 1;
out:
	return str_suffix(dst, s, str_pos(at, n + 2, s) - 1);
}
