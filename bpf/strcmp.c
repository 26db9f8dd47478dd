/*
 * String comparison, for D's relational operators on strings.
 *
 * Strings live in fixed-size buffers of STRSZ bytes (strsize + 1) in map
 * values, so the comparison never looks past STRSZ bytes even if a buffer
 * holds no NUL.  The loop index stays a scalar compared with the constant
 * bound, which lets the verifier follow the loop to its end.
 */
#include "bpf_support.h"

DT_FUNC int64_t dt_strcmp(const char *s1, const char *s2)
{
	uint64_t n = DT_CONST(STRSZ);
	uint64_t i;

#pragma clang loop unroll(disable)
	for (i = 0; i < n; i++) {
		uint8_t c1 = s1[i], c2 = s2[i];

		if (c1 != c2)
			return (int64_t)c1 - (int64_t)c2;
		if (c1 == 0)
			break;
	}
	return 0;
}
