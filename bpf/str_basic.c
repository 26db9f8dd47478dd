/*
 * D's strlen(), strjoin() and substr() (D-LANGUAGE.md 6.5).
 *
 * Generated code calls these with pointers into map values of at least
 * STRSZ bytes (bpf_support.h); results are built in dst.  Loops follow the
 * rules of bpf_support.h ("Verifier aids") so that the verifier's work grows
 * linearly with STRSZ.  Copies that need no per-byte decision are left to
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

/* Length of s, at most STRSZ - 1. */
DT_FUNC uint64_t dt_strlen(const char *s)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	uint64_t i;

	for (i = 0; i < n; i++) {
		DT_GOTO_IF_NONZERO(s[i], next);
		return str_result(i, n, s);
next:		;
	}
	return str_result(n, n, s);
}

/* dst = a followed by b, truncated to STRSZ - 1 characters. */
DT_FUNC void dt_strjoin(char *dst, const char *a, const char *b)
{
	uint64_t n = DT_CONST(STRSZ);
	uint64_t j, k;
	long r;

	/* a, with its NUL: r is its length + 1, unknown to the verifier */
	r = bpf_probe_read_kernel_str(dst, n, a);
	if (r < 1) {
		dst[0] = '\0';
		return;
	}
	k = r - 1;

	/* b after it: the offset is not a constant, so no helper can do it */
	for (j = 0; j < n - 1; j++) {
		uint64_t o = k + j;
		char c;

		DT_GOTO_IF_LT(o, n - 1, room);
		dst[n - 1] = '\0';
		return;
room:
		c = b[j];
		dst[o] = c;
		DT_GOTO_IF_NONZERO(c, next);
		return;
next:		;
	}
	dst[n - 1] = '\0';
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
