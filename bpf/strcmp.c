/*
 * String comparison, for D's relational operators on strings.
 *
 * Strings live in fixed-size buffers of STRSZ bytes (strsize + 1) in map
 * values, so the comparison never looks past STRSZ bytes even if a buffer
 * holds no NUL.  The loop is a bpf_loop() callback (bpf_support.h, "Loops
 * over strings"), so that its verifier cost does not grow with STRSZ, and
 * compares 8 characters at a time.
 */
#include "bpf_support.h"

struct strcmp_loop {
	const char *s1, *s2;
	int64_t diff;
};

/* Bytes [8k, 8k + 8): compared as words when they fit in STRSZ. */
DT_LOOP_CB strcmp_cb(uint64_t k, void *arg)
{
	struct strcmp_loop *l = arg;
	uint64_t n = DT_CONST(STRSZ), i = 8 * k, w1, w2, f, j, c1, c2;

	if (k >= n || i >= n)
		return DT_LOOP_STOP;
	if (n >= 8 && i <= n - 8) {
		DT_OPAQUE(i);	/* the addresses from the i just checked */
		w1 = *(const uint64_t *)(l->s1 + i);
		w2 = *(const uint64_t *)(l->s2 + i);
		/* the first byte that differs or ends s1 */
		f = dt_nonzerobytes(w1 ^ w2) | dt_zerobytes(w1);
		if (f == 0)
			return DT_LOOP_NEXT;
		j = 8 * dt_firstbyte(f);
		l->diff = (int64_t)((w1 >> j) & 0xff) - (int64_t)((w2 >> j) & 0xff);
		return DT_LOOP_STOP;
	}
	for (j = 0; j < 8; j++) {
		if (i + j >= n)
			return DT_LOOP_STOP;	/* equal for STRSZ bytes */
		c1 = (uint8_t)l->s1[i + j];
		c2 = (uint8_t)l->s2[i + j];
		if (c1 != c2) {
			l->diff = (int64_t)c1 - (int64_t)c2;
			return DT_LOOP_STOP;
		}
		if (c1 == 0)
			return DT_LOOP_STOP;
	}
	return DT_LOOP_NEXT;
}

DT_FUNC int64_t dt_strcmp(const char *s1, const char *s2)
{
	struct strcmp_loop l = { s1, s2, 0 };

	bpf_loop((DT_CONST(STRSZ) + 7) / 8, strcmp_cb, &l, 0);
	/* in [-255, 255], as one value for the verifier */
	return (int64_t)dt_forget(l.diff + 255, s1) - 255;
}
