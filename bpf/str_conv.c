/*
 * D's lltostr(), toupper() and tolower() (D-LANGUAGE.md 6.5).
 *
 * Results are built in dst (STRSZ bytes) and truncated to STRSZ - 1
 * characters.  The case loop is a bpf_loop() callback (bpf_support.h,
 * "Loops over strings").
 */
#include "bpf_support.h"

/* dst = v in decimal, with a '-' if negative (INT64_MIN included). */
DT_FUNC void dt_lltostr(char *dst, int64_t v)
{
	uint64_t n = DT_CONST(STRSZ);
	uint64_t neg = v < 0;
	uint64_t u = neg ? -(uint64_t)v : (uint64_t)v;
	uint64_t t, k, len = 1, total;

	for (t = u; t >= 10 && len < 20; t /= 10)
		len++;
	total = neg + len;
	dst[total < n - 1 ? total : n - 1] = '\0';
	dst[0] = '-';
	/* digit k from the right, where it fits */
	for (k = 0; k < 20; k++) {
		uint64_t p = total - 1 - k;

		if (p < n - 1 && p >= neg)
			dst[p] = '0' + u % 10;
		u /= 10;
		if (k + 1 >= len)
			break;
	}
}

struct case_loop {
	char *dst;
	const char *s;
	uint64_t from;		/* 'a' or 'A' */
};

/* Character k, with the 26 letters from 'from' on changed in case. */
DT_LOOP_CB case_cb(uint64_t k, void *arg)
{
	struct case_loop *l = arg;
	uint64_t c, x;

	if (k >= DT_CONST(STRSZ) - 1)
		return DT_LOOP_STOP;
	c = (uint8_t)l->s[k];
	x = c - l->from;
	l->dst[k] = x < 26 ? c ^ 0x20 : c;
	return c == 0 ? DT_LOOP_STOP : DT_LOOP_NEXT;
}

/* dst = s with the 26 letters from 'from' on changed in case (xor 0x20). */
static inline __attribute__((always_inline)) void
str_case(char *dst, const char *s, uint64_t from)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	struct case_loop l = { dst, s, from };

	dst[n] = '\0';
	bpf_loop(n, case_cb, &l, 0);
}

DT_FUNC void dt_toupper(char *dst, const char *s)
{
	str_case(dst, s, 'a');
}

DT_FUNC void dt_tolower(char *dst, const char *s)
{
	str_case(dst, s, 'A');
}
