/*
 * D's strtok(s, delims) (D-LANGUAGE.md 6.5), as illumos does it: with s
 * NULL it goes on in the string of the previous call of the same probe
 * firing.  That string and the position reached are kept in this CPU's
 * scratch value of the map "mem" at MEM_STRTOK (STRSZ bytes, then at the
 * next multiple of 8 a uint64_t position), which the generated program
 * owns for the whole firing, as illumos keeps them in the machine state.
 * The trampoline sets the position to DT_STRTOK_NONE when a firing starts
 * (dt_cg_tramp.c); a call that finds no token sets it too.  strtok(NULL)
 * then has no string: illumos's invalid-address fault on address 0, which
 * dt_strtok() asks for by returning 2.  The delimiters are a 256-bit set, so that testing a character
 * costs the same whatever their number; its four words are chosen with
 * arithmetic, not indexed, since a variable stack offset needs Linux 5.12.
 * The loops are bpf_loop() callbacks (bpf_support.h, "Loops over strings").
 */
#include "bpf_support.h"

struct tok_loop {
	const char *str;	/* delims, then the string being cut */
	uint64_t set[4];	/* the delimiters */
	uint64_t from;		/* where the scan starts */
	uint64_t at;		/* where it stopped */
	uint64_t want;		/* stop at a delimiter (1) or at anything else (0) */
};

/* word w of the set, w in [0, 3] */
static inline __attribute__((always_inline)) uint64_t
tok_word(const struct tok_loop *l, uint64_t w)
{
	return l->set[0] * dt_iszero(w) + l->set[1] * dt_iszero(w ^ 1) +
	       l->set[2] * dt_iszero(w ^ 2) + l->set[3] * dt_iszero(w ^ 3);
}

/* Whether c is in the set (1 or 0). */
static inline __attribute__((always_inline)) uint64_t
tok_in(const struct tok_loop *l, uint64_t c)
{
	return (tok_word(l, (c >> 6) & 3) >> (c & 63)) & 1;
}

/* Delimiter k into the set; stop at the NUL. */
DT_LOOP_CB tok_set_cb(uint64_t k, void *arg)
{
	struct tok_loop *l = arg;
	uint64_t d, w, bit;

	if (k >= DT_CONST(STRSZ) - 1)
		return DT_LOOP_STOP;
	d = (uint8_t)l->str[k];
	if (d == 0)
		return DT_LOOP_STOP;
	w = (d >> 6) & 3;
	bit = 1ULL << (d & 63);
	l->set[0] |= bit * dt_iszero(w);
	l->set[1] |= bit * dt_iszero(w ^ 1);
	l->set[2] |= bit * dt_iszero(w ^ 2);
	l->set[3] |= bit * dt_iszero(w ^ 3);
	return DT_LOOP_NEXT;
}

/*
 * Character from + k: stop at the NUL, the end of the string, or the first
 * character that is (want 1) or is not (want 0) a delimiter.
 */
DT_LOOP_CB tok_scan_cb(uint64_t k, void *arg)
{
	struct tok_loop *l = arg;
	uint64_t i = l->from + k, c;

	if (i >= DT_CONST(STRSZ) - 1) {
		l->at = DT_CONST(STRSZ) - 1;
		return DT_LOOP_STOP;
	}
	c = (uint8_t)l->str[i];
	if (c != 0 && tok_in(l, c) != l->want)
		return DT_LOOP_NEXT;
	l->at = i;
	return DT_LOOP_STOP;
}

/*
 * dst = the next token; returns 1, or 0 with dst = "" when there is none
 * left, or 2 (the fault) when s is NULL and there is no string to go on in.
 */
DT_FUNC uint64_t dt_strtok(char *dst, const char *s, uint64_t s_is_null,
			   const char *delims)
{
	uint64_t n = DT_CONST(STRSZ);
	struct tok_loop l = { delims, { 0, 0, 0, 0 }, 0, n - 1, 0 };
	uint64_t start, end, len;
	uint32_t key = dt_mem_key();
	char *m = bpf_map_lookup_elem(&mem, &key);
	char *str;
	uint64_t *savedpos;

	dst[0] = '\0';
	if (m == 0)
		return 0;
	str = m + DT_CONST(MEM_STRTOK);
	savedpos = (uint64_t *)(str + ((n + 7) & ~7ULL));
	if (!s_is_null) {
		bpf_probe_read_kernel_str(str, n, s);
		*savedpos = 0;
	}
	l.from = *savedpos;
	if (l.from == DT_STRTOK_NONE)
		return 2;
	if (l.from >= n - 1) {
		*savedpos = DT_STRTOK_NONE;
		return 0;
	}
	bpf_loop(n - 1, tok_set_cb, &l, 0);

	/* Skip delimiters, then the token: up to a NUL or a delimiter. */
	l.str = str;
	bpf_loop(n - 1, tok_scan_cb, &l, 0);
	start = dt_forget(l.at, str);
	if (start >= n - 1 || str[start] == '\0') {
		*savedpos = DT_STRTOK_NONE;
		return 0;
	}
	l.from = start;
	l.at = n - 1;
	l.want = 1;
	bpf_loop(n - 1, tok_scan_cb, &l, 0);
	end = dt_forget(l.at, str);
	if (end >= n || end <= start)
		return 0;
	*savedpos = end;
	len = end - start;
	if (len >= n)
		return 0;
	bpf_probe_read_kernel_str(dst, len + 1, str + start);
	return 1;
}
