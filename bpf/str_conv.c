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
	uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;
	char buf[24];
	uint64_t i, len;

	/* digits from the right end of buf; at most 20 of them */
	buf[23] = '\0';
	for (i = 0; i < 20; i++) {
		buf[22 - i] = '0' + u % 10;
		u /= 10;
		if (u == 0)
			break;
	}
	len = i + 1;
	if (v < 0) {
		len++;
		buf[22 - i - 1] = '-';
	}
	if (len > 21)
		len = 21;
	/* Copy what fits: the text is truncated at STRSZ - 1 like any string. */
	if (len + 1 > n)
		bpf_probe_read_kernel_str(dst, n, buf + 23 - len);
	else
		bpf_probe_read_kernel_str(dst, len + 1, buf + 23 - len);
}

/* dst = s with the letters from..from+25 moved by 'a' - 'A' (xor 0x20). */
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
		if (DT_LIKELY(c == 0))
			return;
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
