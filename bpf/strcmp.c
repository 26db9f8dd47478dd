/*
 * String comparison, for D's relational operators on strings.
 *
 * Strings live in fixed-size buffers of STRSZ bytes (strsize + 1) in map
 * values, so the comparison never looks past STRSZ bytes even if a buffer
 * holds no NUL.  The loop is a bpf_loop() callback (bpf_support.h, "Loops
 * over strings"), so that its verifier cost does not grow with STRSZ.
 */
#include "bpf_support.h"

struct strcmp_loop {
	const char *s1, *s2;
	int64_t diff;
};

DT_LOOP_CB strcmp_cb(uint64_t k, void *arg)
{
	struct strcmp_loop *l = arg;
	uint64_t c1, c2;

	if (k >= DT_CONST(STRSZ))
		return DT_LOOP_STOP;
	c1 = (uint8_t)l->s1[k];
	c2 = (uint8_t)l->s2[k];
	if (c1 != c2) {
		l->diff = (int64_t)c1 - (int64_t)c2;
		return DT_LOOP_STOP;
	}
	return c1 == 0 ? DT_LOOP_STOP : DT_LOOP_NEXT;
}

DT_FUNC int64_t dt_strcmp(const char *s1, const char *s2)
{
	struct strcmp_loop l = { s1, s2, 0 };

	bpf_loop(DT_CONST(STRSZ), strcmp_cb, &l, 0);
	/* in [-255, 255], as one value for the verifier */
	return (int64_t)dt_forget(l.diff + 255, s1) - 255;
}
