/*
 * D's strtok(s, delims) (D-LANGUAGE.md 6.5), as illumos does it: with s
 * NULL it goes on in the string of the previous call.  That string and the
 * position reached are kept in this CPU's scratch value of the map "mem" at
 * MEM_STRTOK (STRSZ bytes, then a uint64_t position), which the generated
 * program owns for the whole firing, as illumos keeps them in the machine
 * state.  The delimiters are a 256-bit set on the stack, so that testing a
 * character costs the same whatever their number.  Loops follow
 * bpf_support.h's "Verifier aids".
 */
#include "bpf_support.h"

/* Whether c is in the set (1 or 0). */
static inline __attribute__((always_inline)) uint64_t
tok_in(const uint64_t *set, uint64_t c)
{
	return (set[(c >> 6) & 3] >> (c & 63)) & 1;
}

/*
 * dst = the next token; returns 1, or 0 with dst = "" when there is none
 * left (and from then on, until strtok is given a string again).
 */
DT_FUNC uint64_t dt_strtok(char *dst, const char *s, uint64_t s_is_null,
			   const char *delims)
{
	uint64_t n = DT_CONST(STRSZ);
	uint64_t set[4] = { 0, 0, 0, 0 };
	uint64_t k, i, pos, start, len;
	uint32_t key = 0;
	char *m = bpf_map_lookup_elem(&mem, &key);
	char *str;
	uint64_t *savedpos;

	dst[0] = '\0';
	if (m == 0)
		return 0;
	str = m + DT_CONST(MEM_STRTOK);
	savedpos = (uint64_t *)(str + n);
	if (!s_is_null) {
		bpf_probe_read_kernel_str(str, n, s);
		*savedpos = 0;
	}
	pos = *savedpos;
	if (pos >= n)
		return 0;

	for (k = 0; k < n - 1; k++) {
		uint64_t d = (uint8_t)delims[k];

		DT_GOTO_IF_NONZERO(d, add);
		break;
add:
		set[(d >> 6) & 3] |= 1ULL << (d & 63);
	}

	/* Skip delimiters: stop at a NUL or at any other character. */
	for (k = 0; k < n; k++) {
		uint64_t c;

		i = pos + k;
		DT_OPAQUE(i);	/* clang must index with the i it compares */
		DT_GOTO_IF_LT(i, n - 1, skip_in);
		goto skipped;
skip_in:
		c = (uint8_t)str[i];
		DT_GOTO_IF_ZERO(dt_iszero(c) | (tok_in(set, c) ^ 1), skip_next);
		goto skipped;
skip_next:	;
	}
	return 0;
skipped:
	start = dt_forget(i, str);
	if (start >= n - 1 || str[start] == '\0') {
		*savedpos = n - 1;
		return 0;
	}

	/* The token: up to a NUL or a delimiter. */
	for (k = 0; k < n; k++) {
		uint64_t c;

		i = start + k;
		DT_OPAQUE(i);
		DT_GOTO_IF_LT(i, n - 1, tok_in_str);
		goto ended;
tok_in_str:
		c = (uint8_t)str[i];
		DT_GOTO_IF_ZERO(dt_iszero(c) | tok_in(set, c), tok_next);
		goto ended;
tok_next:	;
	}
	return 0;
ended:
	i = dt_forget(i, str);
	if (i >= n || i <= start)
		return 0;
	*savedpos = i;
	len = i - start;
	if (len >= n)
		return 0;
	bpf_probe_read_kernel_str(dst, len + 1, str + start);
	return 1;
}
