/*
 * D's lltostr(), toupper() and tolower() (D-LANGUAGE.md 6.5).
 *
 * Results are built in dst (STRSZ bytes) and truncated to STRSZ - 1
 * characters.  The case loops follow bpf_support.h's "Verifier aids": one
 * branch per byte, the exit, and the case change done with arithmetic.
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

/* dst = s with the 26 letters from 'from' on changed in case (xor 0x20). */
static inline __attribute__((always_inline)) void
str_case(char *dst, const char *s, uint64_t from)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	uint64_t i;

	for (i = 0; i < n; i++) {
		uint64_t c = (uint8_t)s[i];
		/* c + 256 - from is in [256, 282) iff c is one of the letters */
		uint64_t x = c + 256 - from;
		uint64_t in = (dt_lt(x, 256) ^ 1) & dt_lt(x, 256 + 26);

		dst[i] = c ^ (in << 5);
		DT_GOTO_IF_NONZERO(c, next);
		return;
next:		;
	}
	dst[n] = '\0';
}

DT_FUNC void dt_toupper(char *dst, const char *s)
{
	str_case(dst, s, 'a');
}

DT_FUNC void dt_tolower(char *dst, const char *s)
{
	str_case(dst, s, 'A');
}
