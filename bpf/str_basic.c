/*
 * D's strlen(), strjoin() and substr() (D-LANGUAGE.md 6.5).
 *
 * Generated code calls these with pointers into map values of at least
 * STRSZ bytes (bpf_support.h); results are built in dst.  Loops are
 * bpf_loop() callbacks, written by bpf_support.h's rules ("Loops over
 * strings"), so that the verifier's work does not grow with STRSZ.
 * Copies that need no per-byte decision are left to
 * bpf_probe_read_kernel_str(), which the verifier checks in one step.
 */
#include "bpf_support.h"

/* i, as an unknown scalar in [0, n]: the verifier follows one caller. */
static inline __attribute__((always_inline)) uint64_t
str_result(uint64_t i, uint64_t n, const char *s)
{
	i = dt_forget(i, s);
	if (i > n)
		return 0;
	return i;
}

struct strlen_loop {
	const char *s;
	uint64_t len;		/* STRSZ - 1 until a NUL is seen */
};

/* Bytes [8k, 8k + 8): a word if it fits in STRSZ, else one by one. */
DT_LOOP_CB strlen_cb(uint64_t k, void *arg)
{
	struct strlen_loop *l = arg;
	uint64_t n = DT_CONST(STRSZ), i = 8 * k, z, j;

	if (k >= n || i >= n)
		return DT_LOOP_STOP;
	if (n >= 8 && i <= n - 8) {
		DT_OPAQUE(i);	/* the address from the i just checked */
		z = dt_zerobytes(*(const uint64_t *)(l->s + i));
		if (z == 0)
			return DT_LOOP_NEXT;
		/* the first NUL: earlier words had none (at most STRSZ - 1) */
		l->len = i + dt_firstbyte(z);
		return DT_LOOP_STOP;
	}
	for (j = 0; j < 8; j++) {
		if (i + j >= n)
			return DT_LOOP_STOP;	/* no NUL in STRSZ */
		if (l->s[i + j] == '\0') {
			l->len = i + j;
			return DT_LOOP_STOP;
		}
	}
	return DT_LOOP_NEXT;
}

/* Length of s, at most STRSZ - 1. */
DT_FUNC uint64_t dt_strlen(const char *s)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	struct strlen_loop l = { s, n };

	bpf_loop((n + 8) / 8, strlen_cb, &l, 0);
	return str_result(l.len, n, s);
}

struct strjoin_loop {
	char *dst;
	const char *b;
	uint64_t at;		/* where b goes in dst */
};

/* b[k] to dst[at + k], up to b's NUL or to dst's last byte. */
DT_LOOP_CB strjoin_cb(uint64_t k, void *arg)
{
	struct strjoin_loop *l = arg;
	uint64_t n = DT_CONST(STRSZ), o = l->at + k;
	char c;

	if (k >= n - 1 || o >= n - 1) {
		l->dst[n - 1] = '\0';
		return DT_LOOP_STOP;
	}
	c = l->b[k];
	l->dst[o] = c;
	return c == '\0' ? DT_LOOP_STOP : DT_LOOP_NEXT;
}

/* dst = a followed by b, truncated to STRSZ - 1 characters. */
DT_FUNC void dt_strjoin(char *dst, const char *a, const char *b)
{
	uint64_t n = DT_CONST(STRSZ);
	struct strjoin_loop l = { dst, b, 0 };
	long r;

	/* a, with its NUL: r is its length + 1 */
	r = bpf_probe_read_kernel_str(dst, n, a);
	if (r < 1 || r > n) {
		dst[0] = '\0';
		return;
	}
	/* b after it: the offset is not a constant, so no helper can do it */
	l.at = r - 1;
	bpf_loop(n, strjoin_cb, &l, 0);
}

/*
 * dst = substr(s, index [, len]), as illumos computes it: a negative index
 * counts from the end (and a window that starts before the string keeps its
 * part inside it), a negative len leaves that many characters off the end,
 * and anything out of range gives "".
 */
DT_FUNC void dt_substr(char *dst, const char *s, int64_t index, int64_t len,
		       uint64_t has_len)
{
	int64_t n = DT_CONST(STRSZ);
	int64_t slen = dt_strlen(s);
	int64_t idx = index, rem = has_len ? len : n;

	if (idx < 0) {
		idx += slen;
		/* the part of [idx, idx + rem) inside the string, if any */
		if (idx < 0 && rem > 0 && rem + idx > 0) {
			rem += idx;
			idx = 0;
		}
	}
	if (idx < 0 || idx >= slen)
		goto empty;
	if (rem < 0)
		rem += slen - idx;
	else if (rem > slen - idx)
		rem = slen - idx;
	/* The verifier does not relate idx and rem to slen: bound them. */
	if (rem <= 0 || rem >= n || idx >= n)
		goto empty;
	bpf_probe_read_kernel_str(dst, rem + 1, s + idx);
	return;
empty:
	dst[0] = '\0';
}
