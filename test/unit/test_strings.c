/*
 * Unit test of D's string subroutines (bpf/str_*.c), in the kernel.
 *
 * Each support function is linked (dt_link) into a small raw tracepoint
 * program that calls it with buffers in maps of exactly STRSZ bytes (so
 * that any access past STRSZ is a verifier error) and scalar arguments read
 * from a map (so that the verifier checks every value, not one constant).
 * The program runs with BPF_PROG_TEST_RUN; its results are compared with
 * the literal answers D-LANGUAGE.md and illumos give, and, on many random
 * inputs, with reference implementations in C below.
 *
 * For each STRSZ (7, 257, 2049, 4097, and the smallest ones) the test also
 * loads three calls of each function in one program followed by a tail of
 * branches on the result, and one program calling every function: the
 * verifier's cost must stay far from its limit of 1M instructions, must not
 * grow with STRSZ, and must not follow the tail once per possible result
 * (bpf_support.h, "Loops over strings").  It prints each function's
 * verifier cost ("processed N insns").
 *
 * Usage: test_strings [dtrace.bpf.o [strings_hash.bpf.o]]
 *   (else $DTRACE_BPF_OBJ or $DTRACE_LIBDIR/dtrace.bpf.o, and
 *   $builddir/strings_hash.bpf.o, as test/run sets them; else in build/).
 *   Needs root (exit 77 otherwise).  Prints "N passed, N failed".
 *
 * @@timeout: 240
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <dt_bpf_shared.h>
#include "dt_bpfobj.h"
#include "dt_link.h"
#include "check.h"

#define MEM_STRTOK_OFF	sizeof(dt_mstate_t)	/* where strtok's state is */
#define NRES		8

/* ---- maps and the resolver ---- */

typedef struct env {
	int64_t strsz;
	int mem, sd, sa, sb, args, res, inaddr;
	char *buf;			/* strsz bytes, for map values */
	char *membuf;			/* every CPU's "mem" value */
	size_t memsz;			/* one CPU's, rounded up to 8 */
} env_t;

static int env_map(void *arg, const char *name)
{
	env_t *e = arg;
	static const char *const names[] = { "mem", "sd", "sa", "sb", "args", "res",
					     "inaddr" };
	int fds[] = { e->mem, e->sd, e->sa, e->sb, e->args, e->res, e->inaddr };

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(name, names[i]) == 0)
			return fds[i];
	return -1;
}

static int env_const(void *arg, const char *name, int64_t *val)
{
	env_t *e = arg;

	if (strcmp(name, "STRSZ") == 0)
		*val = e->strsz;
	else if (strcmp(name, "MEM_STRTOK") == 0)
		*val = MEM_STRTOK_OFF;
	else if (strcmp(name, "MEM_CPUKEY") == 0)
		*val = 0;
	else
		return -1;
	return 0;
}

static void env_close(env_t *e)
{
	int fds[] = { e->mem, e->sd, e->sa, e->sb, e->args, e->res, e->inaddr };

	for (size_t i = 0; i < sizeof(fds) / sizeof(fds[0]); i++)
		if (fds[i] >= 0)
			close(fds[i]);
	free(e->buf);
	free(e->membuf);
}

static int env_open(env_t *e, int64_t strsz)
{
	uint32_t memval = MEM_STRTOK_OFF + ((strsz + 7) & ~7) + 8;

	memset(e, 0, sizeof(*e));
	e->strsz = strsz;
	e->mem = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "mem", 4, memval, 1, NULL);
	e->sd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "sd", 4, strsz, 1, NULL);
	e->sa = bpf_map_create(BPF_MAP_TYPE_ARRAY, "sa", 4, strsz, 1, NULL);
	e->sb = bpf_map_create(BPF_MAP_TYPE_ARRAY, "sb", 4, strsz, 1, NULL);
	e->args = bpf_map_create(BPF_MAP_TYPE_ARRAY, "args", 4, 64, 1, NULL);
	e->res = bpf_map_create(BPF_MAP_TYPE_ARRAY, "res", 4, 8 * NRES, 1, NULL);
	e->inaddr = bpf_map_create(BPF_MAP_TYPE_ARRAY, "inaddr", 4, 16, 1, NULL);
	e->buf = calloc(1, strsz);
	e->memsz = (memval + 7) & ~7u;
	e->membuf = calloc(libbpf_num_possible_cpus(), e->memsz);
	if (e->mem < 0 || e->sd < 0 || e->sa < 0 || e->sb < 0 || e->args < 0 ||
	    e->res < 0 || e->inaddr < 0 || e->buf == NULL || e->membuf == NULL) {
		printf("maps for STRSZ %lld: %s\n", (long long)strsz, strerror(errno));
		env_close(e);
		return -1;
	}
	return 0;
}

/* Store a string in map fd, with the bytes after its NUL filled with fill. */
static void put_str(env_t *e, int fd, const char *s, int fill)
{
	uint32_t key = 0;
	size_t len = strlen(s);

	memset(e->buf, fill, e->strsz);
	memcpy(e->buf, s, len < (size_t)e->strsz ? len + 1 : (size_t)e->strsz);
	bpf_map_update_elem(fd, &key, e->buf, BPF_ANY);
}

/* Store a buffer of exactly STRSZ bytes (no NUL needed). */
static void put_raw(env_t *e, int fd, const char *s)
{
	uint32_t key = 0;

	bpf_map_update_elem(fd, &key, s, BPF_ANY);
}

static void put_args(env_t *e, const int64_t *args, int n)
{
	uint64_t v[8] = { 0 };
	uint32_t key = 0;

	if (n > 0)
		memcpy(v, args, n * sizeof(*args));
	bpf_map_update_elem(e->args, &key, v, BPF_ANY);
}

/* The result string in dst, or NULL if it has no NUL within STRSZ. */
static const char *get_dst(env_t *e)
{
	uint32_t key = 0;

	if (bpf_map_lookup_elem(e->sd, &key, e->buf) != 0 ||
	    memchr(e->buf, '\0', e->strsz) == NULL)
		return NULL;
	return e->buf;
}

static int64_t get_res(env_t *e, int i)
{
	int64_t v[NRES];
	uint32_t key = 0;

	if (bpf_map_lookup_elem(e->res, &key, v) != 0)
		return INT64_MIN;
	return v[i];
}

/* ---- programs ---- */

/*
 * Call func spec[0], spec[1]... as its arguments: D, A, B are the maps sd,
 * sa, sb (STRSZ bytes each), P the 16-byte map inaddr, a digit k the 64-bit
 * word args[k].  The result goes to res[call].  A tail of tail branches on
 * the first call's result follows, as generated code might test it (on
 * args[7] if the function returns nothing).
 */
/* A call of func with the arguments spec names (see call_prog). */
static void emit_call(dt_bpf_prog_t *p, const char *func, const char *spec)
{
	int r = 1;

	for (const char *s = spec; *s; s++, r++) {
		const char *map = *s == 'D' ? "sd" : *s == 'A' ? "sa" :
				  *s == 'B' ? "sb" : *s == 'P' ? "inaddr" : NULL;

		if (map != NULL) {
			dt_emit_reloc(p, r, DT_RELOC_MAPVAL, map, 0);
		} else {
			dt_emit_reloc(p, r, DT_RELOC_MAPVAL, "args", 0);
			dt_emit(p, BPF_LOAD(BPF_DW, r, r, 8 * (*s - '0')));
		}
	}
	dt_emit_call_func(p, func);
}

static dt_bpf_prog_t *call_prog(const char *func, const char *spec, int ncalls,
				int tail, int isvoid)
{
	dt_bpf_prog_t *p = dt_prog_create(func);

	for (int c = 0; c < ncalls; c++) {
		emit_call(p, func, spec);
		if (c == 0 && isvoid) {
			dt_emit_reloc(p, 6, DT_RELOC_MAPVAL, "args", 0);
			dt_emit(p, BPF_LOAD(BPF_DW, 6, 6, 56));
		} else if (c == 0) {
			dt_emit(p, BPF_MOV_REG(6, 0));
		}
		dt_emit_reloc(p, 1, DT_RELOC_MAPVAL, "res", 8 * c);
		dt_emit(p, BPF_STORE(BPF_DW, 1, 0, 0));
	}
	for (int t = 0; t < tail; t++) {
		int l = dt_label_new(p);

		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 6, t, 0), l);
		dt_emit_reloc(p, 1, DT_RELOC_MAPVAL, "res", 8 * (NRES - 1));
		dt_emit(p, BPF_STORE_IMM(BPF_DW, 1, 0, t));
		dt_label_place(p, l);
	}
	dt_emit(p, BPF_MOV_IMM(0, 0));
	dt_emit(p, BPF_RETURN());
	return p;
}

/* Verifier's "processed N insns" of the last load. */
static long last_insns;

static int load_prog(dt_bpfobj_t *obj, env_t *e, dt_bpf_prog_t *p, const char *func,
		     int ncalls, int verbose)
{
	static char log[1 << 20];
	dt_link_resolver_t res = { env_map, env_const, e, NULL };
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .log_buf = log,
		    .log_size = sizeof(log), .log_level = 4);
	char err[256] = "";
	const char *stats;
	dt_funcinfo_t fi;
	int fd;

	last_insns = -1;
	if (dt_link(obj, p, &res, err, sizeof(err)) != 0 ||
	    dt_link_funcinfo(p, &fi, err, sizeof(err)) != 0) {
		printf("%s: link failed: %s\n", func, err);
		dt_prog_destroy(p);
		return -1;
	}
	opts.prog_btf_fd = fi.fi_cnt ? fi.fi_btf_fd : 0;
	opts.func_info = fi.fi_recs;
	opts.func_info_cnt = fi.fi_cnt;
	opts.func_info_rec_size = fi.fi_cnt ? sizeof(*fi.fi_recs) : 0;
	log[0] = '\0';
	fd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, NULL, "GPL", p->bp_insns,
			   p->bp_ninsns, &opts);
	if (fd < 0) {
		int err = errno;
		size_t len;

		opts.log_level = 1;
		log[0] = '\0';
		bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, NULL, "GPL", p->bp_insns,
			      p->bp_ninsns, &opts);
		len = strlen(log);
		printf("%s x%d, STRSZ %lld: load failed: %s\nverifier log (end):\n%s\n",
		       func, ncalls, (long long)e->strsz, strerror(err),
		       len > 4096 ? log + len - 4096 : log);
	} else {
		stats = strstr(log, "processed ");
		if (stats != NULL)
			last_insns = strtol(stats + 10, NULL, 10);
		if (verbose)
			printf("%-16s STRSZ %-5lld x%d: verifier processed %ld insns\n",
			       func, (long long)e->strsz, ncalls, last_insns);
	}
	dt_funcinfo_free(&fi);
	dt_prog_destroy(p);
	return fd;
}

static int load(dt_bpfobj_t *obj, env_t *e, const char *func, const char *spec,
		int ncalls, int tail, int isvoid, int verbose)
{
	return load_prog(obj, e, call_prog(func, spec, ncalls, tail, isvoid), func,
			 ncalls, verbose);
}

static int run(int fd)
{
	LIBBPF_OPTS(bpf_test_run_opts, opts);

	return bpf_prog_test_run_opts(fd, &opts);
}

/*
 * Verifier budgets (its limit is 1M instructions): one call of any function,
 * and one program calling every function twice.  Measured: at most 8.7k
 * for one call (lltostr on Linux 6.1, cleanpath 4.3k), 44k for all twice
 * (6.18).
 */
#define COST_ONE	20000
#define COST_ALL	150000

/* ---- reference implementations (illumos dtrace.c semantics) ---- */

static size_t ref_len(const char *s, int64_t n)
{
	return strnlen(s, n - 1);
}

/* Copy len bytes of src to dst, truncated to n - 1, NUL-terminated. */
static void ref_put(char *dst, const char *src, size_t len, int64_t n)
{
	if (len > (size_t)n - 1)
		len = n - 1;
	memmove(dst, src, len);
	dst[len] = '\0';
}

static void ref_strjoin(char *dst, const char *a, const char *b, int64_t n)
{
	char tmp[2 * 8192];
	size_t la = ref_len(a, n), lb = ref_len(b, n);

	memcpy(tmp, a, la);
	memcpy(tmp + la, b, lb);
	ref_put(dst, tmp, la + lb, n);
}

static void ref_substr(char *dst, const char *s, int64_t index, int64_t rem,
		       int has_len, int64_t n)
{
	int64_t len = ref_len(s, n);

	if (!has_len)
		rem = n;
	if (index < 0) {
		index += len;
		if (index < 0 && rem > 0 && index + rem > 0) {
			rem += index;
			index = 0;
		}
	}
	if (index >= len || index < 0)
		rem = 0;
	else if (rem < 0)
		rem += len - index;
	else if (rem > len - index)
		rem = len - index;
	ref_put(dst, s + (rem > 0 ? index : 0), rem > 0 ? rem : 0, n);
}

static int64_t ref_index(const char *s, const char *t, int64_t start, int has_start,
			 int rev, int64_t n)
{
	int64_t len = ref_len(s, n), sublen = ref_len(t, n), pos;

	if (sublen > len)
		return -1;
	pos = rev ? len - sublen : 0;
	if (has_start) {
		if (rev) {
			if (start < 0)
				return sublen == 0 ? 0 : -1;
			pos = start > len - sublen ? len - sublen : start;
		} else {
			if (start >= len)
				return sublen == 0 ? len : -1;
			pos = start < 0 ? 0 : start;
		}
	}
	for (; pos >= 0 && pos <= len - sublen; pos += rev ? -1 : 1)
		if (memcmp(s + pos, t, sublen) == 0)
			return pos;
	return -1;
}

/* strchr/strrchr: the suffix, or "" and 0. */
static int ref_strchr(char *dst, const char *s, int c, int rev, int64_t n)
{
	int64_t len = ref_len(s, n), found = -1;

	for (int64_t i = 0; i <= len; i++) {
		if ((i < len ? (unsigned char)s[i] : 0) == (c & 0xff)) {
			found = i;
			if (!rev)
				break;
		}
	}
	ref_put(dst, found < 0 ? "" : s + found, found < 0 ? 0 : len - found, n);
	return found >= 0;
}

static int ref_strstr(char *dst, const char *s, const char *t, int64_t n)
{
	int64_t pos = ref_index(s, t, 0, 0, 0, n), len = ref_len(s, n);

	ref_put(dst, pos < 0 ? "" : s + pos, pos < 0 ? 0 : len - pos, n);
	return pos >= 0;
}

/*
 * strtok's state, as the kernel's is: a copy of the string and a position,
 * -1 when there is no string to go on in (a call found no token): then
 * strtok(NULL) is the fault, 2.
 */
static char ref_tokstr[8192];
static int64_t ref_tokpos;

static int ref_strtok(char *dst, const char *s, const char *delims, int64_t n)
{
	unsigned char map[256] = { 0 };
	size_t i = 0;

	dst[0] = '\0';
	if (s == NULL && ref_tokpos < 0)
		return 2;
	if (s != NULL) {
		ref_put(ref_tokstr, s, ref_len(s, n), n);
		ref_tokpos = 0;
	}
	for (size_t d = 0; d < ref_len(delims, n); d++)
		map[(unsigned char)delims[d]] = 1;
	while (ref_tokstr[ref_tokpos] != '\0' && map[(unsigned char)ref_tokstr[ref_tokpos]])
		ref_tokpos++;
	if (ref_tokstr[ref_tokpos] == '\0') {
		ref_tokpos = -1;
		return 0;
	}
	while (ref_tokstr[ref_tokpos] != '\0' && !map[(unsigned char)ref_tokstr[ref_tokpos]])
		dst[i++] = ref_tokstr[ref_tokpos++];
	dst[i] = '\0';
	return 1;
}

static void ref_basedir(char *dst, const char *src, int dir, int64_t n)
{
	int64_t len = ref_len(src, n), i;
	int64_t lastbase = -1, firstbase = -1, lastdir = -1, start, end;

	if (len == 0) {
		src = ".";
		len = 1;
	}
	for (i = len - 1; i >= 0 && src[i] == '/'; i--)
		;
	if (i >= 0)
		lastbase = i;
	for (; i >= 0 && src[i] != '/'; i--)
		;
	if (i >= 0)
		firstbase = i + 1;
	for (; i >= 0 && src[i] == '/'; i--)
		;
	if (i >= 0)
		lastdir = i;
	if (lastbase == -1)
		firstbase = lastbase = lastdir = 0;
	if (firstbase == -1) {
		if (dir) {
			src = ".";
			lastdir = 0;
		} else {
			firstbase = 0;
		}
	}
	if (dir) {
		if (lastdir == -1)
			lastdir = 0;
		start = 0;
		end = lastdir;
	} else {
		start = firstbase;
		end = lastbase;
	}
	ref_put(dst, src + start, end - start + 1, n);
}

/*
 * cleanpath: illumos's rules (// and /./ removed, dir/.. removed with the
 * slash after the parent kept when it ends the path, a final /. kept, a
 * leading ./ kept), with a .. that has nothing to remove kept in a relative
 * path and dropped at the root of an absolute one.
 */
static void ref_cleanpath(char *dst, const char *s, int64_t n)
{
	int64_t len = ref_len(s, n), i = 0, ncomp = 0, nup = 0;
	const char *comp[4096];
	size_t clen[4096];
	char out[8192];
	size_t o = 0;
	int abs = len > 0 && s[0] == '/', trail = 0, p0kept = 0;
	size_t p0len = 0;

	if (len == 0) {
		dst[0] = '\0';
		return;
	}
	while ((int64_t)p0len < len && s[p0len] != '/')
		p0len++;
	/* P0, the relative first component, is kept verbatim unless popped */
	p0kept = p0len > 0;
	i = p0len;
	while (i < len) {
		int64_t j;
		const char *c;
		size_t cl;
		int final;

		while (i < len && s[i] == '/')
			i++;
		if (i == len) {
			trail = 1;
			break;
		}
		for (j = i; j < len && s[j] != '/'; j++)
			;
		c = s + i;
		cl = j - i;
		final = j == len;
		i = j;
		if (cl == 1 && c[0] == '.') {
			if (final)
				comp[ncomp] = c, clen[ncomp++] = cl;
		} else if (cl == 2 && c[0] == '.' && c[1] == '.') {
			if (ncomp > 0) {
				ncomp--;
				trail = final;
			} else if (p0kept && nup == 0 &&
				   !(p0len == 1 && s[0] == '.') &&
				   !(p0len == 2 && s[0] == '.' && s[1] == '.')) {
				p0kept = 0;
				trail = final;
			} else if (!abs) {
				nup++;
			}
		} else {
			comp[ncomp] = c;
			clen[ncomp++] = cl;
		}
	}
	if (p0kept) {
		memcpy(out, s, p0len);
		o = p0len;
	}
	for (int64_t k = 0; k < nup; k++) {
		if (o > 0)
			out[o++] = '/';
		memcpy(out + o, "..", 2);
		o += 2;
	}
	for (int64_t k = 0; k < ncomp; k++) {
		if (o > 0 || abs)
			out[o++] = '/';
		memcpy(out + o, comp[k], clen[k]);
		o += clen[k];
	}
	if (trail && (o > 0 || abs))
		out[o++] = '/';
	if (o == 0) {
		out[0] = abs ? '/' : '.';
		o = 1;
	}
	ref_put(dst, out, o, n);
}

static void ref_lltostr(char *dst, int64_t v, int64_t n)
{
	char tmp[32];

	snprintf(tmp, sizeof(tmp), "%lld", (long long)v);
	ref_put(dst, tmp, strlen(tmp), n);
}

static void ref_case(char *dst, const char *s, int upper, int64_t n)
{
	size_t len = ref_len(s, n);

	for (size_t i = 0; i < len; i++) {
		unsigned char c = s[i];

		if (upper && c >= 'a' && c <= 'z')
			c -= 32;
		else if (!upper && c >= 'A' && c <= 'Z')
			c += 32;
		dst[i] = c;
	}
	dst[len] = '\0';
}

static void ref_ntoa(char *dst, const uint8_t *a, int64_t n)
{
	char tmp[32];

	snprintf(tmp, sizeof(tmp), "%u.%u.%u.%u", a[0], a[1], a[2], a[3]);
	ref_put(dst, tmp, strlen(tmp), n);
}

/*
 * illumos: the longest run (first on ties) of zero groups as ::, even a
 * single group; IPv4-mapped and -compatible (not :: or ::1) addresses as
 * their dotted quad, their prefix kept when strict (and by inet_ntop()).
 */
static void ref_ntoa6(char *dst, const uint8_t *a, int strict, int64_t n)
{
	static const uint8_t mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
	static const uint8_t compat[12];
	char tmp[64];
	int o = 0, best = -1, bestlen = 0, g;

	if (memcmp(a, mapped, 12) == 0 || (memcmp(a, compat, 12) == 0 &&
					   (a[12] | a[13] | a[14] || a[15] > 1))) {
		if (strict)
			o = sprintf(tmp, "%s", a[10] ? "::ffff:" : "::");
		ref_ntoa(tmp + o, a + 12, 64);
		ref_put(dst, tmp, strlen(tmp), n);
		return;
	}
	for (g = 0; g < 8; g++) {
		int e = g;

		while (e < 8 && a[2 * e] == 0 && a[2 * e + 1] == 0)
			e++;
		if (e - g > bestlen) {
			best = g;
			bestlen = e - g;
		}
		if (e > g)
			g = e - 1;
	}
	for (g = 0; g < 8; g++) {
		if (g == best) {
			o += sprintf(tmp + o, "::");
			g += bestlen - 1;
			continue;
		}
		if (g > 0 && g != best + bestlen)
			tmp[o++] = ':';
		o += sprintf(tmp + o, "%x", a[2 * g] << 8 | a[2 * g + 1]);
	}
	tmp[o] = '\0';
	ref_put(dst, tmp, o, n);
}

/* ---- running cases ---- */

typedef struct fn {
	const char *name;
	const char *spec;	/* call_prog()'s argument letters */
	int isvoid;		/* returns nothing */
	int fd;			/* loaded program, or -1 */
} fn_t;

static unsigned rng_state = 12345;

static unsigned rnd(unsigned n)
{
	rng_state = rng_state * 1103515245 + 12345;
	return (rng_state >> 8) % n;
}

/* A random string over alphabet, of a length that is often 0, small or maximal. */
static void rnd_str(char *s, int64_t n, const char *alphabet)
{
	size_t na = strlen(alphabet), len;

	switch (rnd(6)) {
	case 0: len = 0; break;
	case 1: len = n - 1 - rnd(n < 4 ? 1 : 3); break;
	case 2: len = rnd(n); break;
	default: len = rnd(n < 16 ? n : 16); break;
	}
	if (len > (size_t)n - 1)
		len = n - 1;
	for (size_t i = 0; i < len; i++)
		s[i] = alphabet[rnd(na)];
	s[len] = '\0';
}

/*
 * Run fn with strings a and b in sa and sb (the bytes after their NUL are
 * not NUL, so that reading past it shows) and args; dst is filled with
 * garbage first.  Returns the result string (NULL if unterminated) and the
 * function's return value in *rv.
 */
static const char *call(env_t *e, const fn_t *f, const char *a, const char *b,
			const int64_t *args, int nargs, int64_t *rv)
{
	uint32_t key = 0;

	put_str(e, e->sa, a ? a : "", 'x');
	put_str(e, e->sb, b ? b : "", 'y');
	put_args(e, args, nargs);
	memset(e->buf, 0xaa, e->strsz);
	bpf_map_update_elem(e->sd, &key, e->buf, BPF_ANY);
	if (run(f->fd) != 0) {
		*rv = INT64_MIN;
		return NULL;
	}
	*rv = get_res(e, 0);
	return get_dst(e);
}

static char what[512];

/* Escape s for printing (shortened when long). */
static const char *show(const char *s)
{
	static char bufs[4][96];
	static int k;
	char *b = bufs[k++ & 3];
	size_t len = strlen(s), o = 0;

	for (size_t i = 0; i < len && o < 80; i++) {
		if (i == 36 && len > 72) {
			o += sprintf(b + o, "...(%zu)...", len);
			i = len - 30;
		}
		b[o++] = s[i] >= ' ' && s[i] < 127 ? s[i] : '?';
	}
	b[o] = '\0';
	return b;
}

static void expect_str(env_t *e, const char *got, const char *want, const char *desc)
{
	snprintf(what, sizeof(what), "STRSZ %lld: %s = \"%s\"", (long long)e->strsz,
		 desc, show(want));
	check_str(got, want, what);
}

static void expect_int(env_t *e, int64_t got, int64_t want, const char *desc)
{
	snprintf(what, sizeof(what), "STRSZ %lld: %s = %lld", (long long)e->strsz, desc,
		 (long long)want);
	check_int(got, want, what);
}

/* Whether literal inputs a and b (may be NULL) fit in STRSZ - 1 characters. */
static int fits(env_t *e, const char *a, const char *b)
{
	return (a == NULL || strlen(a) < (size_t)e->strsz) &&
	       (b == NULL || strlen(b) < (size_t)e->strsz);
}

/* want, truncated to STRSZ - 1 characters. */
static const char *cut(env_t *e, const char *want)
{
	static char b[8192];

	ref_put(b, want, strlen(want), e->strsz);
	return b;
}

/* ---- the functions' tests ---- */

static fn_t fns[] = {
	{ "dt_strlen", "A" }, { "dt_strjoin", "DAB", 1 }, { "dt_substr", "DA012", 1 },
	{ "dt_index", "AB01" }, { "dt_rindex", "AB01" }, { "dt_strchr", "DA0" },
	{ "dt_strrchr", "DA0" }, { "dt_strstr", "DAB" }, { "dt_strtok", "DA0B" },
	{ "dt_basename", "DA", 1 }, { "dt_dirname", "DA", 1 }, { "dt_cleanpath", "DA", 1 },
	{ "dt_lltostr", "D0", 1 }, { "dt_toupper", "DA", 1 }, { "dt_tolower", "DA", 1 },
	{ "dt_inet_ntoa", "DP" }, { "dt_inet_ntoa6", "DP0" }, { "dt_inet_ntop", "D0P" },
	{ "dt_strcmp", "AB" },
};
#define NFNS	(sizeof(fns) / sizeof(fns[0]))

static const fn_t *fn(const char *name)
{
	for (size_t i = 0; i < NFNS; i++)
		if (strcmp(fns[i].name, name) == 0)
			return fns[i].fd >= 0 ? &fns[i] : NULL;
	return NULL;
}

#define NRANDOM	200

/* D's string comparison: the difference of the first bytes that differ. */
static void test_strcmp(env_t *e)
{
	const fn_t *f = fn("dt_strcmp");
	char a[8192], b[8192], d[256];
	int64_t rv;

	for (int i = 0; f != NULL && i < 2 * NRANDOM; i++) {
		size_t la, k;
		int64_t want = 0;

		rnd_str(a, e->strsz, "ab\x80");
		la = strlen(a);
		memcpy(b, a, la + 1);
		if (i % 3 == 1 && la > 0)	/* one byte changed, or cut short */
			b[rnd(la)] = "ab\x80"[rnd(3)];
		else if (i % 3 == 2 && la > 0)
			b[rnd(la)] = '\0';
		for (k = 0; k < (size_t)e->strsz; k++) {
			want = (int64_t)(uint8_t)a[k] - (int64_t)(uint8_t)b[k];
			if (want != 0 || a[k] == '\0')
				break;
		}
		call(e, f, a, b, NULL, 0, &rv);
		snprintf(d, sizeof(d), "strcmp(\"%s\", \"%s\")", show(a), show(b));
		expect_int(e, rv, want, d);
	}
	if (f != NULL) {	/* no NUL in STRSZ bytes: equal */
		memset(a, 'z', e->strsz);
		put_raw(e, e->sa, a);
		put_raw(e, e->sb, a);
		run(f->fd);
		expect_int(e, get_res(e, 0), 0, "strcmp(no NUL, same bytes)");
	}
}

static void test_strlen(env_t *e)
{
	static const char *const cases[] = { "", "a", "abc", "hello, world" };
	const fn_t *f = fn("dt_strlen");
	char s[8192], d[128];
	int64_t rv;

	if (f == NULL)
		return;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		call(e, f, cases[i], NULL, NULL, 0, &rv);
		snprintf(d, sizeof(d), "strlen(\"%s\")", cases[i]);
		expect_int(e, rv, ref_len(cases[i], e->strsz), d);
	}
	/* exactly STRSZ - 1 characters, and a buffer without a NUL */
	memset(s, 'z', e->strsz - 1);
	s[e->strsz - 1] = '\0';
	call(e, f, s, NULL, NULL, 0, &rv);
	expect_int(e, rv, e->strsz - 1, "strlen(STRSZ - 1 chars)");
	memset(s, 'z', e->strsz);
	put_raw(e, e->sa, s);
	run(f->fd);
	expect_int(e, get_res(e, 0), e->strsz - 1, "strlen(no NUL in STRSZ bytes)");
	for (int i = 0; i < NRANDOM; i++) {
		rnd_str(s, e->strsz, "ab");
		call(e, f, s, NULL, NULL, 0, &rv);
		snprintf(d, sizeof(d), "strlen(\"%s\")", show(s));
		expect_int(e, rv, ref_len(s, e->strsz), d);
	}
}

static void test_strjoin(env_t *e)
{
	static const char *const cases[][3] = {
		{ "", "", "" }, { "abc", "", "abc" }, { "", "def", "def" },
		{ "abc", "def", "abcdef" }, { "foo", "bar/baz", "foobar/baz" },
	};
	const fn_t *f = fn("dt_strjoin");
	char a[8192], b[8192], want[8192], d[256];
	int64_t rv;

	if (f == NULL)
		return;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (!fits(e, cases[i][0], cases[i][1]))
			continue;
		snprintf(d, sizeof(d), "strjoin(\"%s\", \"%s\")", cases[i][0], cases[i][1]);
		expect_str(e, call(e, f, cases[i][0], cases[i][1], NULL, 0, &rv),
			   cut(e, cases[i][2]), d);
	}
	for (int i = 0; i < NRANDOM; i++) {
		rnd_str(a, e->strsz, "abc");
		rnd_str(b, e->strsz, "XYZ");
		ref_strjoin(want, a, b, e->strsz);
		snprintf(d, sizeof(d), "strjoin(\"%s\", \"%s\")", show(a), show(b));
		expect_str(e, call(e, f, a, b, NULL, 0, &rv), want, d);
	}
}

static void test_substr(env_t *e)
{
	static const struct { const char *s; int64_t i, len; int has; const char *want; } cases[] = {
		{ "abcdef", 2, 0, 0, "cdef" }, { "abcdef", -2, 0, 0, "ef" },
		{ "abcdef", 1, -2, 1, "bcd" }, { "abcdef", 0, 0, 0, "abcdef" },
		{ "abcdef", 6, 0, 0, "" }, { "abcdef", 5, 0, 0, "f" },
		{ "abcdef", -6, 0, 0, "abcdef" }, { "abcdef", -7, 0, 0, "abcdef" },
		{ "abcdef", -8, 3, 1, "a" }, { "abcdef", -8, 2, 1, "" },
		{ "abcdef", 0, 0, 1, "" }, { "abcdef", 1, 100, 1, "bcdef" },
		{ "abcdef", 3, -5, 1, "" }, { "abcdef", 2, 3, 1, "cde" },
		{ "abcdef", -3, 2, 1, "de" }, { "abcdef", -3, -1, 1, "de" },
		{ "abcdef", 100, 0, 0, "" }, { "", 0, 0, 0, "" }, { "", -1, 5, 1, "" },
		{ "abcdef", INT64_MIN, 0, 0, "" }, { "abcdef", INT64_MIN, INT64_MAX, 1, "abcde" },
		{ "abcdef", -1, INT64_MAX, 1, "f" }, { "abcdef", INT64_MAX, 1, 1, "" },
		{ "abcdef", 1, INT64_MIN, 1, "" }, { "abcdef", -4, INT64_MAX, 1, "cdef" },
	};
	const fn_t *f = fn("dt_substr");
	char s[8192], want[8192], d[256];
	int64_t rv;

	if (f == NULL)
		return;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int64_t args[3] = { cases[i].i, cases[i].len, cases[i].has };

		if (!fits(e, cases[i].s, NULL))
			continue;
		if (!cases[i].has)
			snprintf(d, sizeof(d), "substr(\"%s\", %lld)", cases[i].s,
				 (long long)cases[i].i);
		else
			snprintf(d, sizeof(d), "substr(\"%s\", %lld, %lld)", cases[i].s,
				 (long long)cases[i].i, (long long)cases[i].len);
		expect_str(e, call(e, f, cases[i].s, NULL, args, 3, &rv),
			   cut(e, cases[i].want), d);
		ref_substr(want, cases[i].s, cases[i].i, cases[i].len, cases[i].has, e->strsz);
		check_str(want, cut(e, cases[i].want), "reference substr agrees");
	}
	for (int i = 0; i < NRANDOM; i++) {
		int64_t m = e->strsz + 2, args[3] = { (int64_t)rnd(2 * m) - m,
						      (int64_t)rnd(2 * m) - m, rnd(2) };

		rnd_str(s, e->strsz, "abcdefgh");
		ref_substr(want, s, args[0], args[1], args[2], e->strsz);
		snprintf(d, sizeof(d), "substr(\"%s\", %lld, %lld/%lld)", show(s),
			 (long long)args[0], (long long)args[1], (long long)args[2]);
		expect_str(e, call(e, f, s, NULL, args, 3, &rv), want, d);
	}
}

static void test_index(env_t *e)
{
	static const struct { int rev; const char *s, *t; int64_t start; int has; int64_t want; } cases[] = {
		{ 0, "foobarbazbop", "baz", 0, 0, 6 }, { 0, "foo", "o", 0, 0, 1 },
		{ 0, "foo", "o", 2, 1, 2 }, { 0, "foo", "o", 3, 1, -1 },
		{ 0, "foo", "", 3, 1, 3 }, { 0, "foo", "", 5, 1, 3 },
		{ 0, "foo", "", 1, 1, 1 }, { 0, "foo", "o", -5, 1, 1 },
		{ 0, "", "", 0, 0, 0 }, { 0, "", "", 0, 1, 0 }, { 0, "", "a", 0, 0, -1 },
		{ 0, "a", "ab", 0, 0, -1 }, { 0, "abc", "abc", 0, 0, 0 },
		{ 0, "abcabc", "abc", 1, 1, 3 }, { 0, "aaaa", "aa", 3, 1, -1 },
		{ 0, "aaab", "aab", 0, 0, 1 }, { 0, "foo", "x", 0, 0, -1 },
		{ 0, "foo", "o", INT64_MIN, 1, 1 }, { 0, "foo", "o", INT64_MAX, 1, -1 },
		{ 1, "foo", "o", 0, 0, 2 }, { 1, "foo", "o", 1, 1, 1 },
		{ 1, "foo", "o", 0, 1, -1 }, { 1, "foo", "", -1, 1, 0 },
		{ 1, "foo", "f", -1, 1, -1 }, { 1, "foo", "", 10, 1, 3 },
		{ 1, "foo", "", 0, 0, 3 }, { 1, "abcabc", "abc", 2, 1, 0 },
		{ 1, "abcabc", "abc", 3, 1, 3 }, { 1, "", "", 0, 0, 0 },
		{ 1, "aaaa", "aa", 100, 1, 2 }, { 1, "foo", "x", 0, 0, -1 },
		{ 1, "foo", "oo", INT64_MIN, 1, -1 }, { 1, "foo", "oo", INT64_MAX, 1, 1 },
	};
	char s[8192], t[8192], d[256];
	int64_t rv;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const fn_t *f = fn(cases[i].rev ? "dt_rindex" : "dt_index");
		int64_t args[2] = { cases[i].start, cases[i].has };

		if (f == NULL || !fits(e, cases[i].s, cases[i].t))
			continue;
		snprintf(d, sizeof(d), "%s(\"%s\", \"%s\"%s%lld)",
			 cases[i].rev ? "rindex" : "index", cases[i].s, cases[i].t,
			 cases[i].has ? ", " : " /* ", (long long)cases[i].start);
		if (!cases[i].has)
			strcat(d, " */");
		call(e, f, cases[i].s, cases[i].t, args, 2, &rv);
		expect_int(e, rv, cases[i].want, d);
		check_int(ref_index(cases[i].s, cases[i].t, cases[i].start, cases[i].has,
				    cases[i].rev, e->strsz), cases[i].want,
			  "reference index agrees");
	}
	for (int rev = 0; rev < 2; rev++) {
		const fn_t *f = fn(rev ? "dt_rindex" : "dt_index");

		if (f == NULL)
			continue;
		for (int i = 0; i < NRANDOM; i++) {
			int64_t m = e->strsz + 2, args[2] = { (int64_t)rnd(2 * m) - m, rnd(2) };
			int64_t want;

			rnd_str(s, e->strsz, "ab");
			if (rnd(2)) {
				rnd_str(t, e->strsz < 5 ? e->strsz : 5, "ab");
			} else {	/* a piece of s */
				size_t len = strlen(s), at = len ? rnd(len) : 0;

				ref_put(t, s + at, rnd(len - at + 1), e->strsz);
			}
			want = ref_index(s, t, args[0], args[1], rev, e->strsz);
			snprintf(d, sizeof(d), "%s(\"%s\", \"%s\", %lld/%lld)",
				 rev ? "rindex" : "index", show(s), show(t),
				 (long long)args[0], (long long)args[1]);
			call(e, f, s, t, args, 2, &rv);
			expect_int(e, rv, want, d);
		}
	}
	/* the longest strings: a match at the very end */
	{
		const fn_t *f = fn("dt_index");
		int64_t args[2] = { 0, 0 };

		memset(s, 'a', e->strsz - 1);
		s[e->strsz - 1] = '\0';
		s[e->strsz - 2] = 'b';
		memset(t, 'a', e->strsz / 2);
		t[e->strsz / 2] = '\0';
		if (e->strsz >= 3)
			t[e->strsz / 2 - 1] = 'b';
		if (f != NULL) {
			call(e, f, s, t, args, 2, &rv);
			expect_int(e, rv, ref_index(s, t, 0, 0, 0, e->strsz),
				   "index(a...ab, a...ab)");
		}
	}
}

static void test_strchr(env_t *e)
{
	static const struct { int kind; const char *s, *t; int c; const char *want; int found; } cases[] = {
		{ 0, "abcabc", NULL, 'b', "bcabc", 1 }, { 1, "abcabc", NULL, 'b', "bc", 1 },
		{ 0, "abcabc", NULL, 'z', "", 0 }, { 1, "abcabc", NULL, 'z', "", 0 },
		{ 0, "abc", NULL, 0, "", 1 }, { 1, "abc", NULL, 0, "", 1 },
		{ 0, "", NULL, 'a', "", 0 }, { 0, "abc", NULL, 'a' + 256, "abc", 1 },
		{ 1, "a/b/c", NULL, '/', "/c", 1 }, { 0, "a/b/c", NULL, '/', "/b/c", 1 },
		{ 2, "foobarbaz", "ba", 0, "barbaz", 1 }, { 2, "abc", "", 0, "abc", 1 },
		{ 2, "abc", "d", 0, "", 0 }, { 2, "", "", 0, "", 1 },
		{ 2, "abc", "abcd", 0, "", 0 }, { 2, "xabcabc", "bca", 0, "bcabc", 1 },
	};
	static const char *const names[] = { "dt_strchr", "dt_strrchr", "dt_strstr" };
	char s[8192], t[8192], want[8192], d[256];
	int64_t rv;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const fn_t *f = fn(names[cases[i].kind]);
		int64_t args[1] = { cases[i].c };
		const char *got;

		if (f == NULL || !fits(e, cases[i].s, cases[i].t))
			continue;
		if (cases[i].kind == 2)
			snprintf(d, sizeof(d), "strstr(\"%s\", \"%s\")", cases[i].s, cases[i].t);
		else
			snprintf(d, sizeof(d), "%s(\"%s\", %d)", names[cases[i].kind] + 3,
				 cases[i].s, cases[i].c);
		got = call(e, f, cases[i].s, cases[i].t, args, 1, &rv);
		expect_str(e, got, cut(e, cases[i].want), d);
		expect_int(e, rv, cases[i].found, d);
	}
	for (int kind = 0; kind < 3; kind++) {
		const fn_t *f = fn(names[kind]);

		if (f == NULL)
			continue;
		for (int i = 0; i < NRANDOM; i++) {
			int64_t args[1] = { "abc/"[rnd(4)] }, found;

			rnd_str(s, e->strsz, "ab/");
			rnd_str(t, e->strsz < 4 ? e->strsz : 4, "ab/");
			if (kind == 2)
				found = ref_strstr(want, s, t, e->strsz);
			else
				found = ref_strchr(want, s, args[0], kind, e->strsz);
			snprintf(d, sizeof(d), "%s(\"%s\", \"%s\"/%c)", names[kind] + 3,
				 show(s), show(t), (char)args[0]);
			expect_str(e, call(e, f, s, t, args, 1, &rv), want, d);
			expect_int(e, rv, found, d);
		}
	}
}

static void test_strtok(env_t *e)
{
	/* s (NULL: continue), delims, token (NULL: none; fault: no string) */
	static const char fault[] = "(fault)";
	static const char *const seq[][3] = {
		{ "/usr/lib//x", "/", "usr" }, { NULL, "/", "lib" }, { NULL, "/", "x" },
		{ NULL, "/", NULL }, { NULL, "/", fault },
		{ ",,a,b", ",", "a" }, { NULL, ",", "b" }, { NULL, ",", NULL },
		{ "a,b;c", ",", "a" }, { NULL, ";", ",b" }, { NULL, ";", "c" },
		{ NULL, ";", NULL }, { "", ",", NULL }, { NULL, ",", fault },
		{ "abc", "", "abc" }, { NULL, "", NULL }, { ";;;", ";", NULL },
		{ "a b\tc", " \t", "a" }, { NULL, " \t", "b" }, { NULL, "\t ", "c" },
		{ "\x80x\xff" "y", "\xff\x80", "x" }, { NULL, "\xff\x80", "y" },
	};
	const fn_t *f = fn("dt_strtok");
	char s[8192], delims[8], want[8192], d[256];
	int64_t rv;

	if (f == NULL)
		return;
	for (size_t i = 0; i < sizeof(seq) / sizeof(seq[0]); i++) {
		int64_t args[1] = { seq[i][0] == NULL };
		const char *got;
		int found;

		snprintf(d, sizeof(d), "strtok(%s%s%s, \"%s\")", seq[i][0] ? "\"" : "",
			 seq[i][0] ? show(seq[i][0]) : "NULL", seq[i][0] ? "\"" : "",
			 show(seq[i][1]));
		got = call(e, f, seq[i][0] ? seq[i][0] : "junk", seq[i][1], args, 1, &rv);
		found = ref_strtok(want, seq[i][0], seq[i][1], e->strsz);
		expect_str(e, got, want, d);
		expect_int(e, rv, found, d);
		/* the literal answers, where every string fits */
		if (e->strsz > 16)
			check(seq[i][2] == fault ? found == 2 && want[0] == '\0' :
			      found == (seq[i][2] != NULL) &&
			      strcmp(want, seq[i][2] ? seq[i][2] : "") == 0,
			      "reference strtok agrees");
	}
	for (int i = 0; i < NRANDOM; i++) {
		int cont = i % 4 != 0;
		int64_t args[1] = { cont };
		int found;

		rnd_str(s, e->strsz, "ab,;");
		rnd_str(delims, sizeof(delims), ",;");
		found = ref_strtok(want, cont ? NULL : s, delims, e->strsz);
		snprintf(d, sizeof(d), "strtok(%s, \"%s\") #%d", cont ? "NULL" : show(s),
			 delims, i);
		expect_str(e, call(e, f, s, delims, args, 1, &rv), want, d);
		expect_int(e, rv, found, d);
	}
}

static void test_paths(env_t *e)
{
	static const struct { const char *s, *base, *dir; } cases[] = {
		{ "/", "/", "/" }, { "//", "/", "/" }, { "/a/b/", "b", "/a" },
		{ "a", "a", "." }, { ".", ".", "." }, { "..", "..", "." },
		{ "./a/../b", "b", "./a/.." }, { "", ".", "." }, { "/a", "a", "/" },
		{ "a/", "a", "." }, { "//a//b//", "b", "//a" }, { "//a", "a", "/" },
		{ "/usr/lib/libc.so.1", "libc.so.1", "/usr/lib" },
		{ "a/b", "b", "a" }, { "/a/b", "b", "/a" },
	};
	static const char *const clean[][2] = {
		{ "/foo/bar/baz", "/foo/bar/baz" }, { "/foo/bar///baz/", "/foo/bar/baz/" },
		{ "/foo/bar/baz/", "/foo/bar/baz/" }, { "/foo/bar/baz//", "/foo/bar/baz/" },
		{ "/foo/bar/baz/.", "/foo/bar/baz/." }, { "/foo/bar/baz/./", "/foo/bar/baz/" },
		{ "/foo/bar/../../baz/.//", "/baz/" }, { "foo/bar/./././././baz/", "foo/bar/baz/" },
		{ "/foo/bar/baz/../../../../../../", "/" }, { "/../../../../../../", "/" },
		{ "/./", "/" }, { "/foo/bar/baz/../../bop/bang/../../bar/baz/", "/foo/bar/baz/" },
		{ "./", "./" }, { "//", "/" }, { "/.", "/." }, { "/./.", "/." }, { "/.//", "/" },
		{ ".", "." }, { "/////", "/" }, { "", "" }, { "/", "/" }, { "a", "a" },
		{ "..", ".." }, { "./a/../b", "./b" }, { "/a/b/..", "/a/" }, { "/a/..", "/" },
		{ "/..", "/" }, { "/a/b/../c", "/a/c" }, { "a/b/../c", "a/c" },
		{ "a/../b", "b" }, { "a/..", "." }, { "../a", "../a" }, { "../../a", "../../a" },
		{ "a/../../b", "../b" }, { "/a/./b/.", "/a/b/." }, { "/a/.b/..c/...", "/a/.b/..c/..." },
		{ "./..", "./.." }, { "a//b", "a/b" },
	};
	const fn_t *fb = fn("dt_basename"), *fd = fn("dt_dirname"), *fc = fn("dt_cleanpath");
	char s[8192], want[8192], d[256];
	int64_t rv;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (!fits(e, cases[i].s, NULL))
			continue;
		snprintf(d, sizeof(d), "basename(\"%s\")", cases[i].s);
		if (fb != NULL)
			expect_str(e, call(e, fb, cases[i].s, NULL, NULL, 0, &rv),
				   cut(e, cases[i].base), d);
		ref_basedir(want, cases[i].s, 0, e->strsz);
		check_str(want, cut(e, cases[i].base), "reference basename agrees");
		snprintf(d, sizeof(d), "dirname(\"%s\")", cases[i].s);
		if (fd != NULL)
			expect_str(e, call(e, fd, cases[i].s, NULL, NULL, 0, &rv),
				   cut(e, cases[i].dir), d);
		ref_basedir(want, cases[i].s, 1, e->strsz);
		check_str(want, cut(e, cases[i].dir), "reference dirname agrees");
	}
	for (size_t i = 0; i < sizeof(clean) / sizeof(clean[0]); i++) {
		snprintf(d, sizeof(d), "cleanpath(\"%s\")", clean[i][0]);
		if (fc != NULL && fits(e, clean[i][0], NULL))
			expect_str(e, call(e, fc, clean[i][0], NULL, NULL, 0, &rv),
				   cut(e, clean[i][1]), d);
		ref_cleanpath(want, clean[i][0], 8192);
		snprintf(d, sizeof(d), "reference cleanpath(\"%s\")", clean[i][0]);
		check_str(want, clean[i][1], d);
	}
	for (int i = 0; i < 3 * NRANDOM; i++) {
		static const char *const alpha[] = { "a/", "a/.", "ab/.", "/." };

		rnd_str(s, e->strsz, alpha[i % 4]);
		snprintf(d, sizeof(d), "basename(\"%s\")", show(s));
		ref_basedir(want, s, 0, e->strsz);
		if (fb != NULL)
			expect_str(e, call(e, fb, s, NULL, NULL, 0, &rv), want, d);
		snprintf(d, sizeof(d), "dirname(\"%s\")", show(s));
		ref_basedir(want, s, 1, e->strsz);
		if (fd != NULL)
			expect_str(e, call(e, fd, s, NULL, NULL, 0, &rv), want, d);
		snprintf(d, sizeof(d), "cleanpath(\"%s\")", show(s));
		ref_cleanpath(want, s, e->strsz);
		if (fc != NULL)
			expect_str(e, call(e, fc, s, NULL, NULL, 0, &rv), want, d);
	}
}

static void test_conv(env_t *e)
{
	static const int64_t vals[] = { 0, -1, 1, 9, 10, -10, 123456789, INT64_MIN,
					INT64_MAX, INT64_MIN + 1, 1000000000000000000LL };
	const fn_t *fl = fn("dt_lltostr"), *fu = fn("dt_toupper"), *fo = fn("dt_tolower");
	char s[8192], want[8192], d[256];
	int64_t rv;

	for (size_t i = 0; fl != NULL && i < sizeof(vals) / sizeof(vals[0]); i++) {
		ref_lltostr(want, vals[i], e->strsz);
		snprintf(d, sizeof(d), "lltostr(%lld)", (long long)vals[i]);
		expect_str(e, call(e, fl, NULL, NULL, &vals[i], 1, &rv), want, d);
	}
	if (fl != NULL) {
		expect_str(e, call(e, fl, NULL, NULL, &vals[7], 1, &rv),
			   cut(e, "-9223372036854775808"), "lltostr(INT64_MIN)");
		expect_str(e, call(e, fl, NULL, NULL, &vals[8], 1, &rv),
			   cut(e, "9223372036854775807"), "lltostr(INT64_MAX)");
	}
	for (int i = 0; fl != NULL && i < NRANDOM; i++) {
		int64_t v = ((int64_t)rnd(1 << 30) << 34 | (int64_t)rnd(1 << 30) << 4) >> rnd(64);

		ref_lltostr(want, v, e->strsz);
		snprintf(d, sizeof(d), "lltostr(%lld)", (long long)v);
		expect_str(e, call(e, fl, NULL, NULL, &v, 1, &rv), want, d);
	}
	if (fu != NULL && fits(e, "Hello, World! az@[`{", NULL))
		expect_str(e, call(e, fu, "Hello, World! az@[`{", NULL, NULL, 0, &rv),
			   cut(e, "HELLO, WORLD! AZ@[`{"), "toupper(\"Hello, World! az@[`{\")");
	if (fo != NULL && fits(e, "Hello, World! AZ@[`{", NULL))
		expect_str(e, call(e, fo, "Hello, World! AZ@[`{", NULL, NULL, 0, &rv),
			   cut(e, "hello, world! az@[`{"), "tolower(\"Hello, World! AZ@[`{\")");
	for (int i = 0; i < NRANDOM; i++) {
		int upper = i & 1;
		const fn_t *f = upper ? fu : fo;
		size_t len;

		if (f == NULL)
			continue;
		rnd_str(s, e->strsz, "aZ@[`{zA\x80\xe1");
		len = strlen(s);
		for (size_t k = 0; k < len; k++)	/* every byte value */
			if (rnd(4) == 0)
				s[k] = 1 + rnd(255);
		ref_case(want, s, upper, e->strsz);
		snprintf(d, sizeof(d), "%s(\"%s\")", upper ? "toupper" : "tolower", show(s));
		expect_str(e, call(e, f, s, NULL, NULL, 0, &rv), want, d);
	}
}

static void put_addr(env_t *e, const uint8_t *a)
{
	uint32_t key = 0;

	bpf_map_update_elem(e->inaddr, &key, a, BPF_ANY);
}

static void test_inet(env_t *e)
{
	static const struct { uint8_t a[16]; int strict; const char *want; } v6[] = {
		{ { 0 }, 0, "::" },
		{ { [15] = 1 }, 0, "::1" },
		{ { [1] = 1 }, 0, "1::" },
		{ { 0xfe, 0x80, [15] = 1 }, 0, "fe80::1" },
		{ { 0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0xff, 0, 0, 0x42, 0x83, 0x29 },
		  0, "2001:db8::ff00:42:8329" },
		{ { [10] = 0xff, 0xff, 192, 168, 0, 1 }, 0, "192.168.0.1" },
		{ { [10] = 0xff, 0xff, 192, 168, 0, 1 }, 1, "::ffff:192.168.0.1" },
		{ { 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1 }, 0, "1:0:0:1::1" },
		{ { 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1 }, 0, "1::1:0:0:1:1" },
		{ { 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8 }, 0, "1:2:3:4:5:6:7:8" },
		{ { 0, 1, 0, 0, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8 }, 0, "1::3:4:5:6:7:8" },
		{ { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		    0xff, 0xff, 0xff, 0xff }, 0, "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff" },
		{ { 0x0a, 0xbc, 0, 0, 0, 0, 0x01, 0x20, [15] = 0 }, 0, "abc:0:0:120::" },
		{ { [11] = 0xff, 1, 2, 3, 4 }, 0, "::ff:102:304" },
		{ { [12] = 1, 2, 3, 4 }, 0, "1.2.3.4" },
		{ { [12] = 1, 2, 3, 4 }, 1, "::1.2.3.4" },
		{ { [15] = 2 }, 0, "0.0.0.2" },
		{ { [15] = 1 }, 1, "::1" },
		{ { [9] = 0xff, 0xff, 1, 2, 3, 4 }, 0, "::ff:ff01:203:400" },
	};
	static const struct { uint8_t a[4]; const char *want; } v4[] = {
		{ { 192, 168, 0, 1 }, "192.168.0.1" }, { { 0, 0, 0, 0 }, "0.0.0.0" },
		{ { 255, 255, 255, 255 }, "255.255.255.255" }, { { 10, 0, 100, 9 }, "10.0.100.9" },
	};
	const fn_t *f4 = fn("dt_inet_ntoa"), *f6 = fn("dt_inet_ntoa6"), *fp = fn("dt_inet_ntop");
	char want[8192], d[256];
	uint8_t a[16];
	int64_t rv;

	for (size_t i = 0; i < sizeof(v4) / sizeof(v4[0]); i++) {
		int64_t af[1] = { 2 };

		put_addr(e, v4[i].a);
		snprintf(d, sizeof(d), "inet_ntoa(%s)", v4[i].want);
		if (f4 != NULL)
			expect_str(e, call(e, f4, NULL, NULL, NULL, 0, &rv),
				   cut(e, v4[i].want), d);
		snprintf(d, sizeof(d), "inet_ntop(AF_INET, %s)", v4[i].want);
		if (fp != NULL)
			expect_str(e, call(e, fp, NULL, NULL, af, 1, &rv),
				   cut(e, v4[i].want), d);
	}
	for (size_t i = 0; i < sizeof(v6) / sizeof(v6[0]); i++) {
		int64_t args[1] = { v6[i].strict }, af[1] = { 10 };

		put_addr(e, v6[i].a);
		snprintf(d, sizeof(d), "inet_ntoa6(%s%s)", v6[i].want,
			 v6[i].strict ? ", strict" : "");
		if (f6 != NULL)
			expect_str(e, call(e, f6, NULL, NULL, args, 1, &rv),
				   cut(e, v6[i].want), d);
		ref_ntoa6(want, v6[i].a, v6[i].strict, 8192);
		check_str(want, v6[i].want, "reference inet_ntoa6 agrees");
		ref_ntoa6(want, v6[i].a, 1, 8192);
		if (fp != NULL) {
			snprintf(d, sizeof(d), "inet_ntop(AF_INET6, %.200s)", want);
			expect_str(e, call(e, fp, NULL, NULL, af, 1, &rv), cut(e, want), d);
		}
	}
	if (fp != NULL) {
		int64_t af[1] = { 3 };

		expect_str(e, call(e, fp, NULL, NULL, af, 1, &rv), "", "inet_ntop(3, ...)");
	}
	for (int i = 0; i < NRANDOM; i++) {
		int64_t args[1] = { rnd(2) }, af[1] = { 10 };

		for (int k = 0; k < 16; k++)	/* runs of zero groups */
			a[k] = rnd(3) ? 0 : rnd(3) ? rnd(256) : 0xff;
		if (rnd(4) == 0)
			memcpy(a, "\0\0\0\0\0\0\0\0\0\0\xff\xff", 12);
		else if (rnd(4) == 0)	/* IPv4-compatible, or :: and ::1 */
			memset(a, 0, 12 + rnd(4));
		put_addr(e, a);
		ref_ntoa6(want, a, args[0], e->strsz);
		snprintf(d, sizeof(d), "inet_ntoa6(random #%d%s)", i, args[0] ? ", strict" : "");
		if (f6 != NULL)
			expect_str(e, call(e, f6, NULL, NULL, args, 1, &rv), want, d);
		ref_ntoa(want, a, e->strsz);
		snprintf(d, sizeof(d), "inet_ntoa(random #%d)", i);
		if (f4 != NULL)
			expect_str(e, call(e, f4, NULL, NULL, NULL, 0, &rv), want, d);
		ref_ntoa6(want, a, 1, e->strsz);
		if (fp != NULL)
			expect_str(e, call(e, fp, NULL, NULL, af, 1, &rv), want, d);
	}
}

/* A bad address gives "" and a non-zero return value. */
static void test_faults(dt_bpfobj_t *obj, env_t *e)
{
	static const struct { const char *name, *spec; } progs[] = {
		{ "dt_inet_ntoa", "D0" }, { "dt_inet_ntoa6", "D01" }, { "dt_inet_ntop", "D10" },
	};
	int64_t args[2] = { 8, 10 };	/* address 8; AF_INET6 */

	for (size_t i = 0; i < sizeof(progs) / sizeof(progs[0]); i++) {
		fn_t f = { progs[i].name, progs[i].spec, 0, -1 };
		int64_t rv;

		f.fd = load(obj, e, f.name, f.spec, 1, 0, 0, 0);
		snprintf(what, sizeof(what), "%s with a scalar address loads", f.name);
		check(f.fd >= 0, what);
		if (f.fd < 0)
			continue;
		expect_str(e, call(e, &f, NULL, NULL, args, 2, &rv), "", f.name);
		snprintf(what, sizeof(what), "STRSZ %lld: %s(8) reports the fault",
			 (long long)e->strsz, f.name);
		check(rv != 0, what);
		close(f.fd);
	}
}

/*
 * Verifier cost.  One call must cost far less than the verifier's budget,
 * and no more at STRSZ 4097 than at 257: the loops are bpf_loop callbacks,
 * checked a few times whatever the number of iterations.  Three calls in
 * one program must load.  A tail of branches on the result after them
 * must cost about as much at STRSZ 4097 as at 257: if the verifier followed
 * it once per possible result, it would grow with STRSZ.
 */
static void test_cost(dt_bpfobj_t *obj, env_t *e, fn_t *f, long one)
{
	enum { TAIL = 64 };
	static long tail257[sizeof(fns) / sizeof(fns[0])];
	static long one257[sizeof(fns) / sizeof(fns[0])];
	size_t idx = f - fns;
	long three, tailed;
	int fd;

	snprintf(what, sizeof(what), "STRSZ %lld: one call of %s costs %ld insns, "
		 "under %d", (long long)e->strsz, f->name, one, COST_ONE);
	check(one >= 0 && one < COST_ONE, what);
	if (e->strsz == 257)
		one257[idx] = one;
	if (e->strsz > 257 && one257[idx] > 0) {
		snprintf(what, sizeof(what), "%s: one call costs %ld insns at STRSZ %lld, "
			 "%ld at 257", f->name, one, (long long)e->strsz, one257[idx]);
		check(one <= one257[idx] + one257[idx] / 10, what);
	}
	fd = load(obj, e, f->name, f->spec, 3, 0, f->isvoid, 0);
	three = last_insns;
	snprintf(what, sizeof(what), "STRSZ %lld: three calls of %s load",
		 (long long)e->strsz, f->name);
	check(fd >= 0, what);
	if (fd >= 0)
		close(fd);
	fd = load(obj, e, f->name, f->spec, 3, TAIL, f->isvoid, 0);
	tailed = last_insns;
	if (fd >= 0)
		close(fd);
	if (e->strsz == 257)
		tail257[idx] = tailed - three;
	if (e->strsz != 4097 || tail257[idx] == 0)
		return;
	snprintf(what, sizeof(what), "%s: three calls then %d branches on the result: "
		 "%ld insns more at STRSZ 4097, %ld at 257", f->name, TAIL,
		 tailed - three, tail257[idx]);
	check(fd >= 0 && tailed - three <= 2 * tail257[idx] + 4 * TAIL * TAIL, what);
}

/* Every function, twice each, in one program, as a clause might call them. */
static void test_cost_all(dt_bpfobj_t *obj, env_t *e)
{
	dt_bpf_prog_t *p = dt_prog_create("all");
	int fd;

	for (int twice = 0; twice < 2; twice++)
		for (size_t i = 0; i < NFNS; i++)
			emit_call(p, fns[i].name, fns[i].spec);
	dt_emit(p, BPF_MOV_IMM(0, 0));
	dt_emit(p, BPF_RETURN());
	fd = load_prog(obj, e, p, "all", 2, 1);
	snprintf(what, sizeof(what), "STRSZ %lld: every function twice in one program "
		 "costs %ld insns, under %d", (long long)e->strsz, last_insns, COST_ALL);
	check(fd >= 0 && last_insns < COST_ALL, what);
	if (fd >= 0)
		close(fd);
}

static void test_strsz(dt_bpfobj_t *obj, int64_t strsz, int verbose)
{
	env_t e;

	if (env_open(&e, strsz) != 0) {
		check(0, "maps created");
		return;
	}
	for (size_t i = 0; i < NFNS; i++) {
		fns[i].fd = load(obj, &e, fns[i].name, fns[i].spec, 1, 0, fns[i].isvoid,
				 verbose);
		snprintf(what, sizeof(what), "STRSZ %lld: %s loads", (long long)strsz,
			 fns[i].name);
		check(fns[i].fd >= 0, what);
		if (fns[i].fd >= 0)
			test_cost(obj, &e, &fns[i], last_insns);
	}
	test_cost_all(obj, &e);
	test_strlen(&e);
	test_strcmp(&e);
	test_strjoin(&e);
	test_substr(&e);
	test_index(&e);
	test_strchr(&e);
	test_strtok(&e);
	test_paths(&e);
	test_conv(&e);
	test_inet(&e);
	test_faults(obj, &e);
	for (size_t i = 0; i < NFNS; i++)
		if (fns[i].fd >= 0)
			close(fns[i].fd);
	env_close(&e);
}

/*
 * The BTF function information of dt_link_btf.c: none for a program that
 * takes no callback's address; else one record per subprogram (the main
 * program, dt_strlen, its callback), in order, the callback's among them.
 */
static void test_funcinfo(dt_bpfobj_t *obj)
{
	dt_link_resolver_t res;
	dt_bpf_prog_t *p;
	dt_funcinfo_t fi;
	char err[256] = "";
	env_t e;
	int ok;

	if (env_open(&e, 257) != 0)
		return;
	res = (dt_link_resolver_t){ env_map, env_const, &e, NULL };
	p = dt_prog_create("plain");
	dt_emit(p, BPF_MOV_IMM(0, 0));
	dt_emit(p, BPF_RETURN());
	ok = dt_link(obj, p, &res, err, sizeof(err)) == 0 &&
	     dt_link_funcinfo(p, &fi, err, sizeof(err)) == 0;
	check(ok && fi.fi_cnt == 0 && fi.fi_btf_fd < 0,
	      "no function info for a program without callbacks");
	if (ok)
		dt_funcinfo_free(&fi);
	dt_prog_destroy(p);

	p = call_prog("dt_strlen", "A", 1, 0, 0);
	ok = dt_link(obj, p, &res, err, sizeof(err)) == 0 &&
	     dt_link_funcinfo(p, &fi, err, sizeof(err)) == 0;
	snprintf(what, sizeof(what), "dt_strlen's program: 3 function records (%s)", err);
	check(ok && fi.fi_cnt == 3 && fi.fi_btf_fd >= 0 && fi.fi_recs[0].insn_off == 0 &&
	      fi.fi_recs[1].insn_off < fi.fi_recs[2].insn_off &&
	      fi.fi_recs[2].insn_off < p->bp_ninsns, what);
	for (uint32_t i = 0; ok && i < fi.fi_cnt; i++) {
		const char *name = p->bp_labels[fi.fi_recs[i].insn_off];

		snprintf(what, sizeof(what), "function record %u starts %s", i,
			 i == 0 ? "the program" : i == 1 ? "dt_strlen" : "strlen_cb");
		check(i == 0 || (name != NULL && strcmp(name, i == 1 ? "dt_strlen" :
							 "strlen_cb") == 0), what);
	}
	if (ok)
		dt_funcinfo_free(&fi);
	dt_prog_destroy(p);
	env_close(&e);
}

/*
 * With strings_hash.bpf.o every anagram of the pattern collides with it:
 * the search must never report a position where the pattern is not (it
 * gives up with -1 or "" instead, which is what a real collision, with
 * odds below 2^-50, would do).
 */
static void test_collisions(const char *path)
{
	static const int64_t sizes[] = { 7, 257 };
	char err[512] = "", s[8192], t[8192], d[256];
	dt_bpfobj_t *obj = dt_bpfobj_open(path, err, sizeof(err));

	if (obj == NULL) {
		printf("SKIP: hash collisions: %s\n", err);
		return;
	}
	for (size_t z = 0; z < sizeof(sizes) / sizeof(sizes[0]); z++) {
		fn_t fi = { "dt_index", "AB01", 0, -1 }, fr = { "dt_rindex", "AB01", 0, -1 };
		fn_t fs = { "dt_strstr", "DAB", 0, -1 };
		env_t e;
		int64_t rv, args[2] = { 0, 0 };
		int nexact = 0;

		if (env_open(&e, sizes[z]) != 0)
			continue;
		fi.fd = load(obj, &e, fi.name, fi.spec, 1, 0, 0, 0);
		fr.fd = load(obj, &e, fr.name, fr.spec, 1, 0, 0, 0);
		fs.fd = load(obj, &e, fs.name, fs.spec, 1, 0, 0, 0);
		check(fi.fd >= 0 && fr.fd >= 0 && fs.fd >= 0, "colliding searches load");
		if (fi.fd >= 0 && fr.fd >= 0 && fs.fd >= 0) {
			call(&e, &fi, "xaby", "ab", args, 2, &rv);
			expect_int(&e, rv, 1, "colliding index(\"xaby\", \"ab\")");
			call(&e, &fi, "baab", "ab", args, 2, &rv);
			expect_int(&e, rv, -1, "colliding index(\"baab\", \"ab\") gives up");
			call(&e, &fr, "abba", "ab", args, 2, &rv);
			expect_int(&e, rv, -1, "colliding rindex(\"abba\", \"ab\") gives up");
			expect_str(&e, call(&e, &fs, "cba", "ab", NULL, 0, &rv), "",
				   "colliding strstr(\"cba\", \"ab\")");
			expect_int(&e, rv, 0, "colliding strstr(\"cba\", \"ab\") finds nothing");
		}
		for (int i = 0; fi.fd >= 0 && fr.fd >= 0 && i < NRANDOM; i++) {
			int rev = i & 1;
			int64_t want, got;
			size_t m;

			rnd_str(s, e.strsz, "abc");
			rnd_str(t, e.strsz < 4 ? e.strsz : 4, "abc");
			m = strlen(t);
			want = ref_index(s, t, 0, 0, rev, e.strsz);
			call(&e, rev ? &fr : &fi, s, t, args, 2, &got);
			snprintf(d, sizeof(d), "colliding %s(\"%s\", \"%s\") = %lld (exact %lld)",
				 rev ? "rindex" : "index", show(s), show(t), (long long)got,
				 (long long)want);
			check(got == want || (got == -1 && m > 0), d);
			nexact += got == want;
		}
		snprintf(d, sizeof(d), "STRSZ %lld: colliding searches are mostly exact (%d of %d)",
			 (long long)e.strsz, nexact, NRANDOM);
		check(nexact > NRANDOM / 4, d);
		close(fi.fd);
		close(fr.fd);
		close(fs.fd);
		env_close(&e);
	}
	dt_bpfobj_close(obj);
}

int main(int argc, char **argv)
{
	char pbuf[4096], hbuf[4096], err[512] = "";
	const char *path = test_path(argc, argv, 1, "DTRACE_BPF_OBJ", "DTRACE_LIBDIR",
				     "dtrace.bpf.o", pbuf, sizeof(pbuf));
	const char *hash = test_path(argc, argv, 2, "DTRACE_TEST_HASH_OBJ", "builddir",
				     "strings_hash.bpf.o", hbuf, sizeof(hbuf));
	dt_bpfobj_t *obj;
	cpu_set_t cpus;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (geteuid() != 0) {
		printf("test_strings: needs root to load BPF programs\n");
		return 77;
	}
	/* strtok's state is per CPU: run every program on one. */
	CPU_ZERO(&cpus);
	CPU_SET(sched_getcpu(), &cpus);
	sched_setaffinity(0, sizeof(cpus), &cpus);

	obj = dt_bpfobj_open(path, err, sizeof(err));
	check(obj != NULL, "open the support object");
	if (obj == NULL) {
		printf("  %s\n", err);
		return check_done();
	}
	test_funcinfo(obj);
	test_strsz(obj, 2, 0);
	test_strsz(obj, 3, 0);
	test_strsz(obj, 7, 0);
	test_strsz(obj, 257, 1);
	test_strsz(obj, 2049, 1);
	test_strsz(obj, 4097, 1);
	dt_bpfobj_close(obj);
	test_collisions(hash);
	return check_done();
}
