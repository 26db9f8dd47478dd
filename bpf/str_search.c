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
 * one.  The loops are bpf_loop() callbacks (bpf_support.h, "Loops over
 * strings"): the verifier's work does not grow with STRSZ.
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

/* A search's state, through its three loops. */
struct find_loop {
	const char *s, *t;
	uint64_t base, end;	/* the first and last window to try */
	uint64_t m, rev;
	uint64_t b1, b2;	/* the bases */
	uint64_t pw1, pw2;	/* B^m, then P - B^m */
	uint64_t hs1, hs2;	/* the window's hashes */
	uint64_t ht1, ht2;	/* the pattern's */
	int64_t at;		/* a window whose hashes agree, or -1 */
};

/*
 * The window at p hashes as sum(s[p + j] * B^(m - 1 - j)) forwards and as
 * sum(s[p + j] * B^j) backwards, so that sliding one place is, either way,
 * h * B + (character coming in) - (character going out) * B^m.
 */

/* Character k of the pattern and of the first window into the hashes. */
DT_LOOP_CB find_hash_cb(uint64_t k, void *arg)
{
	struct find_loop *l = arg;
	uint64_t n = DT_CONST(STRSZ), i = l->base + k, c, d;

	if (k >= n || i >= n) {
		l->at = -2;		/* cannot happen: the caller checked */
		return DT_LOOP_STOP;
	}
	c = (uint8_t)l->s[i];
	d = (uint8_t)l->t[k];
	if (l->rev) {
		l->hs1 = (l->hs1 + c * l->pw1) % STR_P1;
		l->ht1 = (l->ht1 + d * l->pw1) % STR_P1;
		l->hs2 = (l->hs2 + c * l->pw2) % STR_P2;
		l->ht2 = (l->ht2 + d * l->pw2) % STR_P2;
	} else {
		l->hs1 = (l->hs1 * l->b1 + c) % STR_P1;
		l->ht1 = (l->ht1 * l->b1 + d) % STR_P1;
		l->hs2 = (l->hs2 * l->b2 + c) % STR_P2;
		l->ht2 = (l->ht2 * l->b2 + d) % STR_P2;
	}
	l->pw1 = l->pw1 * l->b1 % STR_P1;
	l->pw2 = l->pw2 * l->b2 % STR_P2;
	return DT_LOOP_NEXT;
}

/* Window k (from base, towards end): stop if its hashes agree. */
DT_LOOP_CB find_slide_cb(uint64_t k, void *arg)
{
	struct find_loop *l = arg;
	uint64_t n = DT_CONST(STRSZ), p, ci, co;

	p = l->rev ? l->base - k : l->base + k;
	if (l->hs1 == l->ht1 && l->hs2 == l->ht2) {
		l->at = p;
		return DT_LOOP_STOP;
	}
	if (p == l->end)
		return DT_LOOP_STOP;
	/* in: s[p + m] or s[p - 1]; out: s[p] or s[p - 1 + m] */
	ci = l->rev ? p - 1 : p + l->m;
	co = l->rev ? p - 1 + l->m : p;
	if (ci >= n || co >= n)
		return DT_LOOP_STOP;
	ci = (uint8_t)l->s[ci];
	co = (uint8_t)l->s[co];
	l->hs1 = (l->hs1 * l->b1 + ci + co * l->pw1) % STR_P1;
	l->hs2 = (l->hs2 * l->b2 + ci + co * l->pw2) % STR_P2;
	return DT_LOOP_NEXT;
}

/* Character k of the window at at against the pattern's. */
DT_LOOP_CB find_cmp_cb(uint64_t k, void *arg)
{
	struct find_loop *l = arg;
	uint64_t n = DT_CONST(STRSZ), i = l->at + k;

	if (k >= n || i >= n || l->s[i] != l->t[k]) {
		l->at = -1;		/* the hashes collided */
		return DT_LOOP_STOP;
	}
	return DT_LOOP_NEXT;
}

/*
 * The first (rev == 0) or last (rev == 1) position p in [lo, hi] where the
 * m characters of t occur in s, or -1.  Needs 1 <= m and hi + m <= the
 * length of s.
 */
static inline __attribute__((always_inline)) int64_t
str_find(const char *s, const char *t, uint64_t lo, uint64_t hi, uint64_t m,
	 const int rev)
{
	uint64_t n = DT_CONST(STRSZ);
	struct find_loop l = {
		.s = s, .t = t, .m = m, .rev = rev, .at = -1, .pw1 = 1, .pw2 = 1,
		.b1 = DT_STR_HASH_BASE(STR_P1), .b2 = DT_STR_HASH_BASE(STR_P2),
	};
	uint64_t at;

	if (m == 0 || m >= n || lo > hi || hi >= n || hi + m > n)
		return -1;
	l.base = rev ? hi : lo;
	l.end = rev ? lo : hi;
	bpf_loop(m, find_hash_cb, &l, 0);
	if (l.at != -1 || l.pw1 >= STR_P1 || l.pw2 >= STR_P2)
		return -1;
	l.pw1 = STR_P1 - l.pw1;
	l.pw2 = STR_P2 - l.pw2;
	bpf_loop(hi - lo + 1, find_slide_cb, &l, 0);
	if (l.at < 0)
		return -1;
	at = dt_forget(l.at, s);
	if (at >= n)
		return -1;
	l.at = at;
	bpf_loop(m, find_cmp_cb, &l, 0);
	if (l.at < 0)
		return -1;
	return str_pos(l.at, n, s);
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

struct chr_loop {
	const char *s;
	uint64_t c;
	uint64_t at;		/* the position of c found + 1, or 0 */
};

/* strchr: stop at the first c or at the NUL. */
DT_LOOP_CB strchr_cb(uint64_t k, void *arg)
{
	struct chr_loop *l = arg;
	uint64_t ch;

	if (k >= DT_CONST(STRSZ) - 1)
		return DT_LOOP_STOP;
	ch = (uint8_t)l->s[k];
	if (ch == l->c) {
		l->at = k + 1;
		return DT_LOOP_STOP;
	}
	if (ch == 0) {
		l->at = 0;
		return DT_LOOP_STOP;
	}
	return DT_LOOP_NEXT;
}

/* strrchr: remember each c, stop after the NUL. */
DT_LOOP_CB strrchr_cb(uint64_t k, void *arg)
{
	struct chr_loop *l = arg;
	uint64_t ch;

	if (k >= DT_CONST(STRSZ) - 1)
		return DT_LOOP_STOP;
	ch = (uint8_t)l->s[k];
	if (ch == l->c)
		l->at = k + 1;
	return ch == 0 ? DT_LOOP_STOP : DT_LOOP_NEXT;
}

/*
 * dst = the suffix of s from its first (rev: last) character c, the
 * terminating NUL if c is 0; 0 and "" if there is none.
 */
static inline __attribute__((always_inline)) uint64_t
str_chr(char *dst, const char *s, uint64_t c, const int rev)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	/* a string that ends at STRSZ - 1 has its NUL there */
	struct chr_loop l = { s, c & 0xff, (c & 0xff) == 0 ? n + 1 : 0 };

	bpf_loop(n, rev ? strrchr_cb : strchr_cb, &l, 0);
	return str_suffix(dst, s, str_pos(l.at, n + 2, s) - 1);
}

DT_FUNC uint64_t dt_strchr(char *dst, const char *s, uint64_t c)
{
	return str_chr(dst, s, c, 0);
}

DT_FUNC uint64_t dt_strrchr(char *dst, const char *s, uint64_t c)
{
	return str_chr(dst, s, c, 1);
}
