/*
 * Formatting of aggregation entries (OUTPUT.md section 6): computed values
 * (avg, stddev), the default value formats, histogram blocks, keys in the
 * default format, printa() formats applied to one entry, and -x aggpercpu
 * lines.  The bucket geometry of lquantize and llquantize lives here too, as
 * plain C, so that the code generator (dt_cg_agg.c) mirrors one definition.
 *
 * Flow: dt_aggregate.c snapshots and sorts the entries, then calls these
 * functions for each one.  Nothing here keeps state; the handle is only read
 * for options and symbol services.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "dt_aggregate.h"
#include "dt_printf.h"
#include "dt_rawbytes.h"
#include "dt_stack.h"

#define DT_HIST_WIDTH 40 /* columns of a one-signed bar */

typedef unsigned __int128 dt_u128_t;

/* Division by the normalization factor; a factor of 0 would mean "none". */
static int64_t dt_agg_norm(int64_t v, uint64_t normal)
{
	if (normal <= 1 || normal > INT64_MAX)
		return normal > INT64_MAX ? 0 : v;
	return v / (int64_t)normal;
}

static int64_t dt_agg_avg(const int64_t *data, uint64_t normal)
{
	if (data[0] == 0)
		return 0;
	return dt_agg_norm(data[1], normal) / data[0];
}

/* The largest r with r * r <= v. */
static uint64_t dt_isqrt128(dt_u128_t v)
{
	dt_u128_t r = 0, bit = (dt_u128_t)1 << 126;

	while (bit > v)
		bit >>= 2;
	while (bit != 0) {
		if (v >= r + bit) {
			v -= r + bit;
			r = (r >> 1) + bit;
		} else {
			r >>= 1;
		}
		bit >>= 2;
	}
	return (uint64_t)r;
}

/* Population deviation from count, total and the 128-bit sum of squares. */
static uint64_t dt_agg_stddev(const int64_t *data, uint64_t normal)
{
	dt_u128_t sq = ((dt_u128_t)(uint64_t)data[3] << 64) | (uint64_t)data[2];
	dt_u128_t a, b2;
	uint64_t b;
	int64_t mean;

	if (data[0] <= 0)
		return 0;
	if (normal > 1)
		sq /= normal;
	a = sq / (uint64_t)data[0];
	mean = dt_agg_norm(data[1], normal) / data[0];
	b = mean < 0 ? -(uint64_t)mean : (uint64_t)mean;
	b2 = (dt_u128_t)b * b;
	return a > b2 ? dt_isqrt128(a - b2) : 0;
}

/* ---------------------------------------------------------------------- */
/* Bucket geometry */

int dt_quantize_bucket(int64_t v)
{
	uint64_t a = v < 0 ? -(uint64_t)v : (uint64_t)v;
	int lg = 63 - __builtin_clzll(a | 1);

	if (v == 0)
		return DT_QUANTIZE_ZEROBUCKET;
	if (lg > DT_QUANTIZE_ZEROBUCKET - 1)
		lg = DT_QUANTIZE_ZEROBUCKET - 1;
	return v > 0 ? DT_QUANTIZE_ZEROBUCKET + 1 + lg : DT_QUANTIZE_ZEROBUCKET - 1 - lg;
}

int dt_lquantize_bucket(int64_t base, int64_t step, int32_t levels, int64_t v)
{
	if (v < base)
		return 0;
	if (v >= base + (int64_t)levels * step)
		return levels + 1;
	return 1 + (int)((v - base) / step);
}

/*
 * llquantize: magnitude m holds [f^m, f^(m+1)).  Its buckets are steps wide
 * apart from those below f^m (steps - steps/f of them), except where that
 * width would be under 1 (lmag 0, steps > f): then one bucket per integer,
 * since the narrower ones could never hold a value.
 */
static uint32_t dt_llq_mag_buckets(uint64_t p, uint64_t n, int factor, int steps)
{
	if (n < (uint64_t)steps)
		return (uint32_t)(n - p);
	return steps - steps / factor;
}

/* f^e, or 0 if it does not fit in 63 bits. */
static uint64_t dt_llq_pow(int factor, int e)
{
	uint64_t v = 1;

	for (int i = 0; i < e; i++) {
		if (v > (uint64_t)INT64_MAX / factor)
			return 0;
		v *= factor;
	}
	return v;
}

static int dt_llq_valid(int factor, int lmag, int hmag, int steps)
{
	return factor >= 2 && lmag >= 0 && hmag >= lmag && steps > 0 &&
	       dt_llq_pow(factor, hmag + 1) != 0;
}

/* Buckets strictly between f^lmag and f^(hmag+1), for positive values. */
static uint32_t dt_llq_npos(int factor, int lmag, int hmag, int steps)
{
	uint64_t p = dt_llq_pow(factor, lmag);
	uint32_t n = 0;

	for (int m = lmag; m <= hmag; m++, p *= factor)
		n += dt_llq_mag_buckets(p, p * factor, factor, steps);
	return n;
}

/*
 * Layout: [0] <= -f^(hmag+1), then the negative buckets from the most
 * negative up, [npos + 1] |v| < f^lmag, the positive buckets, and
 * [2 * npos + 2] >= f^(hmag+1).  0 for parameters the compiler refuses.
 */
uint32_t dt_llquantize_nbuckets(int factor, int lmag, int hmag, int steps)
{
	if (!dt_llq_valid(factor, lmag, hmag, steps))
		return 0;
	return 2 * dt_llq_npos(factor, lmag, hmag, steps) + 3;
}

/* Index among the positive buckets of a magnitude |v| in [f^lmag, f^(hmag+1)). */
static uint32_t dt_llq_pos_index(int factor, int lmag, int steps, uint64_t a)
{
	uint64_t p = dt_llq_pow(factor, lmag);
	uint32_t idx = 0, nb;

	while (a >= p * factor) {
		idx += dt_llq_mag_buckets(p, p * factor, factor, steps);
		p *= factor;
	}
	nb = dt_llq_mag_buckets(p, p * factor, factor, steps);
	if (p * factor < (uint64_t)steps)
		return idx + (uint32_t)(a - p);
	a = a / (p * factor / steps) - steps / factor;
	return idx + (a < nb ? (uint32_t)a : nb - 1);
}

int dt_llquantize_bucket(int factor, int lmag, int hmag, int steps, int64_t v)
{
	uint64_t a = v < 0 ? -(uint64_t)v : (uint64_t)v;
	uint32_t npos, i;

	if (!dt_llq_valid(factor, lmag, hmag, steps))
		return -1;
	npos = dt_llq_npos(factor, lmag, hmag, steps);
	if (a < dt_llq_pow(factor, lmag))
		return npos + 1;
	if (a >= dt_llq_pow(factor, hmag + 1))
		return v < 0 ? 0 : 2 * npos + 2;
	i = dt_llq_pos_index(factor, lmag, steps, a);
	return v < 0 ? npos - i : npos + 2 + i;
}

/* The lower bound of positive bucket i (0-based, below npos). */
static uint64_t dt_llq_pos_bound(int factor, int lmag, int steps, uint32_t i)
{
	uint64_t p = dt_llq_pow(factor, lmag);
	uint32_t nb;

	while (i >= (nb = dt_llq_mag_buckets(p, p * factor, factor, steps))) {
		i -= nb;
		p *= factor;
	}
	if (p * factor < (uint64_t)steps)
		return p + i;
	if (i + steps / factor == 0)
		return p;
	return (i + steps / factor) * (p * factor / steps);
}

/* ---------------------------------------------------------------------- */
/* Values */

/* Weighted sum of a histogram, for sorting: each count times its bucket's value. */
static int64_t dt_hist_weight(const dt_aggdesc_t *ad, const int64_t *data, uint32_t n,
			      uint64_t normal);

int64_t dt_agg_value(const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal)
{
	switch (ad->ad_func) {
	case DT_AGG_COUNT:
	case DT_AGG_SUM:
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return dt_agg_norm(data[0], normal);
	case DT_AGG_AVG:
		return dt_agg_avg(data, normal);
	case DT_AGG_STDDEV:
		return (int64_t)dt_agg_stddev(data, normal);
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		return dt_hist_weight(ad, data, ad->ad_nwords, normal);
	}
	return 0;
}

int dt_agg_print_value(FILE *fp, const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal)
{
	int n;

	switch (ad->ad_func) {
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		return dt_agg_print_hist(fp, ad, data, normal);
	case DT_AGG_STDDEV:
		n = fprintf(fp, " %16llu", (unsigned long long)dt_agg_stddev(data, normal));
		break;
	default:
		n = fprintf(fp, " %16lld", (long long)dt_agg_value(ad, data, normal));
		break;
	}
	return n < 0 ? -1 : 0;
}

/* ---------------------------------------------------------------------- */
/* Histograms */

/* The label text of bucket b, right-aligned by the caller. */
typedef void dt_hist_label_f(const dt_aggdesc_t *ad, uint32_t b, int negs, char *buf, size_t len);

static void dt_quantize_label(const dt_aggdesc_t *ad, uint32_t b, int negs, char *buf, size_t len)
{
	(void)ad;
	(void)negs;
	snprintf(buf, len, "%lld", (long long)DT_QUANTIZE_BUCKETVAL(b));
}

static void dt_lquantize_label(const dt_aggdesc_t *ad, uint32_t b, int negs, char *buf, size_t len)
{
	(void)negs;
	if (b == 0)
		snprintf(buf, len, "< %lld", (long long)ad->ad_base);
	else if (b == (uint32_t)ad->ad_levels + 1)
		snprintf(buf, len, ">= %lld",
			 (long long)(ad->ad_base + (int64_t)ad->ad_levels * ad->ad_step));
	else
		snprintf(buf, len, "%lld",
			 (long long)(ad->ad_base + (int64_t)(b - 1) * ad->ad_step));
}

static void dt_llquantize_label(const dt_aggdesc_t *ad, uint32_t b, int negs, char *buf, size_t len)
{
	uint32_t npos = (ad->ad_nwords - 3) / 2;
	unsigned long long low = dt_llq_pow(ad->ad_factor, ad->ad_lmag);
	unsigned long long top = dt_llq_pow(ad->ad_factor, ad->ad_hmag + 1);

	if (b == npos + 1 && low == 1)
		snprintf(buf, len, "0");
	else if (b == npos + 1)
		snprintf(buf, len, "%s< %llu", negs ? "abs() " : "", low);
	else if (b == 0)
		snprintf(buf, len, "<= -%llu", top);
	else if (b == 2 * npos + 2)
		snprintf(buf, len, ">= %llu", top);
	else if (b > npos + 1)
		snprintf(buf, len, "%llu",
			 (unsigned long long)dt_llq_pos_bound(ad->ad_factor, ad->ad_lmag,
							      ad->ad_steps, b - npos - 2));
	else
		snprintf(buf, len, "-%llu",
			 (unsigned long long)dt_llq_pos_bound(ad->ad_factor, ad->ad_lmag,
							      ad->ad_steps, npos - b));
}

/* The value a bucket stands for when sorting (OUTPUT.md 6.5). */
static int64_t dt_hist_bucketval(const dt_aggdesc_t *ad, uint32_t b)
{
	uint32_t npos;

	switch (ad->ad_func) {
	case DT_AGG_QUANTIZE:
		return DT_QUANTIZE_BUCKETVAL(b);
	case DT_AGG_LQUANTIZE:
		if (b == 0)
			return ad->ad_base - 1;
		if (b == (uint32_t)ad->ad_levels + 1)
			return ad->ad_base + (int64_t)ad->ad_levels * ad->ad_step + 1;
		return ad->ad_base + (int64_t)(b - 1) * ad->ad_step;
	default:
		npos = (ad->ad_nwords - 3) / 2;
		if (b == npos + 1)
			return 0;
		if (b == 0 || b == 2 * npos + 2) {
			int64_t top = (int64_t)dt_llq_pow(ad->ad_factor, ad->ad_hmag + 1);

			return b == 0 ? -top : top;
		}
		if (b > npos + 1)
			return (int64_t)dt_llq_pos_bound(ad->ad_factor, ad->ad_lmag, ad->ad_steps,
							 b - npos - 2);
		return -(int64_t)dt_llq_pos_bound(ad->ad_factor, ad->ad_lmag, ad->ad_steps,
						  npos - b);
	}
}

static int64_t dt_hist_weight(const dt_aggdesc_t *ad, const int64_t *data, uint32_t n,
			      uint64_t normal)
{
	uint64_t sum = 0; /* wraps instead of overflowing */

	for (uint32_t b = 0; b < n; b++)
		sum += (uint64_t)dt_hist_bucketval(ad, b) * (uint64_t)dt_agg_norm(data[b], normal);
	return (int64_t)sum;
}

int64_t dt_agg_hist_zero(const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal)
{
	int b;

	switch (ad->ad_func) {
	case DT_AGG_QUANTIZE:
		b = DT_QUANTIZE_ZEROBUCKET;
		break;
	case DT_AGG_LQUANTIZE:
		b = dt_lquantize_bucket(ad->ad_base, ad->ad_step, ad->ad_levels, 0);
		break;
	case DT_AGG_LLQUANTIZE:
		b = (int)(ad->ad_nwords - 3) / 2 + 1;
		break;
	default:
		return 0;
	}
	return b >= 0 && (uint32_t)b < ad->ad_nwords ? dt_agg_norm(data[b], normal) : 0;
}

/* The rows shown: [*first, *last]. */
static void dt_hist_range(const dt_aggdesc_t *ad, const int64_t *data, uint32_t n, uint64_t normal,
			  uint32_t *first, uint32_t *last, int *negs)
{
	uint32_t lo = 0, f, l;

	*negs = 0;
	if (ad->ad_func == DT_AGG_LLQUANTIZE) {
		/* Negative buckets only show once a negative value was seen. */
		lo = (n - 3) / 2 + 1;
		for (uint32_t b = 0; b < lo; b++)
			*negs |= dt_agg_norm(data[b], normal) != 0;
		if (*negs)
			lo = 0;
	}
	for (f = lo; f < n && dt_agg_norm(data[f], normal) == 0; f++)
		;
	if (f == n) {
		f = ad->ad_func == DT_AGG_QUANTIZE ? DT_QUANTIZE_ZEROBUCKET - 1 : lo;
		*first = f;
		*last = f + 2 < n ? f + 2 : n - 1;
		return;
	}
	for (l = n - 1; l > f && dt_agg_norm(data[l], normal) == 0; l--)
		;
	*first = f > lo ? f - 1 : lo;
	*last = l + 1 < n ? l + 1 : n - 1;
}

static int dt_hist_chars(FILE *fp, int c, int n)
{
	for (int i = 0; i < n; i++) {
		if (fputc(c, fp) == EOF)
			return -1;
	}
	return 0;
}

/* One row's bar and count.  pos/neg: the signs present among the rows shown. */
static int dt_hist_bar(FILE *fp, int64_t c, uint64_t total, int pos, int neg)
{
	uint64_t a = c < 0 ? -(uint64_t)c : (uint64_t)c;
	int w = pos && neg ? DT_HIST_WIDTH / 2 : DT_HIST_WIDTH;
	int depth = total == 0 ? 0 : (int)(((dt_u128_t)a * w * 2 + total) / ((dt_u128_t)total * 2));
	int rc;

	if (pos && neg && c <= 0)
		rc = dt_hist_chars(fp, ' ', w - depth) | dt_hist_chars(fp, '@', depth) |
		     (fprintf(fp, "|%*s ", w, "") < 0);
	else if (pos && neg)
		rc = (fprintf(fp, "%*s|", w, "") < 0) | dt_hist_chars(fp, '@', depth) |
		     dt_hist_chars(fp, ' ', w - depth) | (fputc(' ', fp) == EOF);
	else if (neg)
		rc = dt_hist_chars(fp, ' ', w - depth) | dt_hist_chars(fp, '@', depth) |
		     (fputs("| ", fp) == EOF);
	else
		rc = (fputc('|', fp) == EOF) | dt_hist_chars(fp, '@', depth) |
		     dt_hist_chars(fp, ' ', w - depth) | (fputc(' ', fp) == EOF);
	if (rc != 0 || fprintf(fp, "%-9lld\n", (long long)c) < 0)
		return -1;
	return 0;
}

static dt_hist_label_f *dt_hist_labeler(dt_aggfunc_t f)
{
	if (f == DT_AGG_QUANTIZE)
		return dt_quantize_label;
	return f == DT_AGG_LQUANTIZE ? dt_lquantize_label : dt_llquantize_label;
}

int dt_agg_print_hist(FILE *fp, const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal)
{
	dt_hist_label_f *label = dt_hist_labeler(ad->ad_func);
	uint32_t n = ad->ad_nwords, first, last;
	uint64_t total = 0;
	int pos = 0, neg = 0, negs;
	char buf[64];

	if (n < 3)
		return -1;
	dt_hist_range(ad, data, n, normal, &first, &last, &negs);
	for (uint32_t b = first; b <= last; b++) {
		int64_t c = dt_agg_norm(data[b], normal);

		pos |= c > 0;
		neg |= c < 0;
		total += c < 0 ? -(uint64_t)c : (uint64_t)c;
	}
	if (fprintf(fp, "\n%16s %41s %-9s\n", "value", "------------- Distribution -------------",
		    "count") < 0)
		return -1;
	for (uint32_t b = first; b <= last; b++) {
		label(ad, b, negs, buf, sizeof(buf));
		if (fprintf(fp, "%16s ", buf) < 0 ||
		    dt_hist_bar(fp, dt_agg_norm(data[b], normal), total, pos, neg) != 0)
			return -1;
	}
	return 0;
}

/* ---------------------------------------------------------------------- */
/* Keys in the default format */

/* What a key field holds, for both the default format and printa. */
typedef enum dt_keykind {
	DT_KEY_INT,
	DT_KEY_STRING,
	DT_KEY_STACK, /* stack() and ustack() */
	DT_KEY_SYM, /* sym() ... uaddr() */
	DT_KEY_BYTES,
} dt_keykind_t;

static dt_keykind_t dt_key_kind(const dt_recdesc_t *rd)
{
	switch (rd->rd_act) {
	case DT_ACT_STACK:
	case DT_ACT_USTACK:
		return DT_KEY_STACK;
	case DT_ACT_SYM:
	case DT_ACT_MOD:
	case DT_ACT_USYM:
	case DT_ACT_UMOD:
	case DT_ACT_UADDR:
		return DT_KEY_SYM;
	default:
		break;
	}
	if (rd->rd_flags & DT_RF_STRING)
		return DT_KEY_STRING;
	if (rd->rd_size == 1 || rd->rd_size == 2 || rd->rd_size == 4 || rd->rd_size == 8)
		return DT_KEY_INT;
	return DT_KEY_BYTES;
}

/* An integer key field, zero-extended from its size. */
static uint64_t dt_key_uint(const char *p, uint32_t size)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	uint64_t u64;

	switch (size) {
	case 1:
		memcpy(&u8, p, 1);
		return u8;
	case 2:
		memcpy(&u16, p, 2);
		return u16;
	case 4:
		memcpy(&u32, p, 4);
		return u32;
	default:
		memcpy(&u64, p, 8);
		return u64;
	}
}

/* A string key is shown as text only if it is: printable up to its NUL. */
static int dt_key_printable(const char *s, uint32_t size)
{
	for (uint32_t i = 0; i < size && s[i] != '\0'; i++) {
		unsigned char c = s[i];

		if ((c < 0x20 || c > 0x7e) && c != '\t' && c != '\n')
			return 0;
	}
	return 1;
}

static int dt_key_print_int(FILE *fp, const char *p, uint32_t size)
{
	uint64_t v = dt_key_uint(p, size);

	switch (size) {
	case 1:
		return fprintf(fp, " %3d", (int)v);
	case 2:
		return fprintf(fp, " %5d", (int)v);
	case 4:
		return fprintf(fp, " %8d", (int32_t)v);
	default:
		return fprintf(fp, " %16lld", (long long)v);
	}
}

static int dt_key_print_string(dtrace_hdl_t *dtp, FILE *fp, const char *p, uint32_t size)
{
	if (dt_opt(dtp, DT_OPT_RAWBYTES) <= 0 && dt_key_printable(p, size))
		return fprintf(fp, "  %-50.*s", (int)strnlen(p, size), p);
	dt_print_rawbytes(fp, p, size);
	return 0;
}

static int dt_key_print(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rd, const char *p)
{
	switch (dt_key_kind(rd)) {
	case DT_KEY_INT:
		return dt_key_print_int(fp, p, rd->rd_size) < 0 ? -1 : 0;
	case DT_KEY_STRING:
		return dt_key_print_string(dtp, fp, p, rd->rd_size) < 0 ? -1 : 0;
	case DT_KEY_STACK:
		return dt_print_stack_datum(dtp, fp, rd->rd_act, p, rd->rd_size);
	case DT_KEY_SYM:
		return dt_print_sym_datum(dtp, fp, rd->rd_act, p, rd->rd_size);
	case DT_KEY_BYTES:
		dt_print_rawbytes(fp, p, rd->rd_size);
		return 0;
	}
	return -1;
}

int dt_agg_print_keys(dtrace_hdl_t *dtp, FILE *fp, const dt_aggdesc_t *ad, const char *key)
{
	for (uint32_t i = 0; i < ad->ad_nkeys; i++) {
		const dt_recdesc_t *rd = &ad->ad_keys[i];

		if (rd->rd_offset + rd->rd_size > ad->ad_keysize)
			return dt_set_errmsg(dtp, D_NONE, "aggregation key %u of @%s out of bounds",
					     i + 1, ad->ad_name);
		if (dt_key_print(dtp, fp, rd, key + rd->rd_offset) != 0)
			return dt_set_errmsg(dtp, D_NONE, "cannot print key %u of @%s", i + 1,
					     ad->ad_name);
	}
	return 0;
}

/* -x aggpercpu: each CPU's value after the merged one (OUTPUT.md 6.2). */
int dt_agg_print_percpu(FILE *fp, const dt_aggent_t *ae, uint64_t normal)
{
	const dt_aggdesc_t *ad = ae->ae_desc;

	if (ae->ae_percpu == NULL)
		return 0;
	for (int cpu = 0; cpu < ae->ae_ncpus; cpu++) {
		if (fprintf(fp, "\n    [CPU %d]", cpu) < 0 ||
		    dt_agg_print_value(fp, ad, ae->ae_percpu + (size_t)cpu * ad->ad_nwords,
				       normal) != 0)
			return -1;
	}
	return 0;
}

int dt_agg_print_entry(dtrace_hdl_t *dtp, FILE *fp, const dt_aggent_t *ae, uint64_t normal)
{
	const dt_aggdesc_t *ad = ae->ae_desc;

	if (dt_agg_print_keys(dtp, fp, ad, ae->ae_key) != 0)
		return -1;
	if (dt_agg_print_value(fp, ad, ae->ae_data, normal) != 0 ||
	    (dt_opt(dtp, DT_OPT_AGGPERCPU) > 0 && dt_agg_print_percpu(fp, ae, normal) != 0) ||
	    fputc('\n', fp) == EOF)
		return dt_set_errmsg(dtp, D_NONE, "cannot print a value of @%s", ad->ad_name);
	return 0;
}

/* ---------------------------------------------------------------------- */
/* printa() with a format */

/* A histogram in a %@ slot travels to dt_pfa_other() through dt_pfvalue_t.s. */
typedef struct dt_pfahist {
	const dt_aggdesc_t *ah_desc;
	const int64_t *ah_data;
	uint64_t ah_normal;
} dt_pfahist_t;

static int dt_pfa_other(void *arg, FILE *fp, const dt_pfvalue_t *v)
{
	const dt_pfahist_t *h = (const dt_pfahist_t *)v->s;

	(void)arg;
	return dt_agg_print_hist(fp, h->ah_desc, h->ah_data, h->ah_normal);
}

/* The value of one listed aggregation for a %@ slot. */
static void dt_pfa_aggval(dt_pfvalue_t *v, dt_pfahist_t *h, const dt_aggdesc_t *ad,
			  const int64_t *data)
{
	uint64_t normal = ad->ad_normal != 0 ? ad->ad_normal : 1;

	switch (ad->ad_func) {
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		h->ah_desc = ad;
		h->ah_data = data;
		h->ah_normal = normal;
		v->kind = DT_PF_OTHER;
		v->s = (const char *)h;
		v->size = sizeof(*h);
		return;
	default:
		v->kind = DT_PF_INT;
		v->size = 8;
		v->is_signed = ad->ad_func != DT_AGG_COUNT;
		v->u = (uint64_t)dt_agg_value(ad, data, normal);
	}
}

/* The value of one key for a non-%@ slot; strings are copied to buf (NUL added). */
static void dt_pfa_keyval(dt_pfvalue_t *v, const dt_recdesc_t *rd, const char *p, char *buf,
			  dt_stack_pfctx_t *ctx)
{
	switch (dt_key_kind(rd)) {
	case DT_KEY_INT:
		v->kind = DT_PF_INT;
		v->size = rd->rd_size;
		v->is_signed = (rd->rd_flags & DT_RF_SIGNED) != 0;
		v->u = dt_key_uint(p, rd->rd_size);
		return;
	case DT_KEY_STRING:
		memcpy(buf, p, rd->rd_size);
		buf[rd->rd_size] = '\0';
		v->kind = DT_PF_STRING;
		v->s = buf;
		v->size = strlen(buf);
		return;
	case DT_KEY_STACK:
	case DT_KEY_SYM:
		dt_stack_pfvalue(ctx, rd->rd_act, p, rd->rd_size, v);
		return;
	case DT_KEY_BYTES:
		v->kind = DT_PF_OTHER;
		v->s = p;
		v->size = rd->rd_size;
		return;
	}
}

/* Bytes for the string copies of the keys of one entry. */
static size_t dt_pfa_strbytes(const dt_aggdesc_t *ad)
{
	size_t n = 0;

	for (uint32_t i = 0; i < ad->ad_nkeys; i++)
		n += ad->ad_keys[i].rd_size + 1;
	return n;
}

/*
 * Fill the slots: %@ slots take the listed aggregations in turn (the last
 * one again once they run out), every other slot the next key.
 */
static int dt_pfa_fill(const dt_pfargv_t *pfv, dt_pfvalue_t *vals, int nslots, dt_pfahist_t *hists,
		       const dt_aggdesc_t *const *aggs, const int64_t *const *data, int naggs,
		       const char *key, char *strbuf, dt_stack_pfctx_t *ctx)
{
	const dt_aggdesc_t *kd = aggs[0];
	uint32_t k = 0;
	int a = 0;

	for (int i = 0; i < nslots; i++) {
		if (dt_printf_is_aggslot(pfv, i)) {
			int j = a < naggs ? a++ : naggs - 1;

			dt_pfa_aggval(&vals[i], &hists[i], aggs[j], data[j]);
			continue;
		}
		if (k >= kd->ad_nkeys)
			return -1;
		dt_pfa_keyval(&vals[i], &kd->ad_keys[k], key + kd->ad_keys[k].rd_offset, strbuf,
			      ctx);
		strbuf += kd->ad_keys[k++].rd_size + 1;
	}
	return 0;
}

/* All-zero value words for an aggregation an entry's key is missing from. */
static int64_t *dt_pfa_zeros(const dt_aggdesc_t *const *aggs, int naggs)
{
	uint32_t n = 1;

	for (int i = 0; i < naggs; i++)
		n = aggs[i]->ad_nwords > n ? aggs[i]->ad_nwords : n;
	return calloc(n, sizeof(int64_t));
}

int dt_agg_printa_entry(dtrace_hdl_t *dtp, FILE *fp, const struct dt_pfargv *pfv,
			const dt_aggdesc_t *const *aggs, const int64_t *const *data, int naggs,
			const char *key)
{
	int nslots = dt_printf_nvalues(pfv), rc = -1;
	dt_pfvalue_t *vals = calloc(nslots + 1, sizeof(*vals));
	dt_pfahist_t *hists = calloc(nslots + 1, sizeof(*hists));
	const int64_t **d = calloc(naggs + 1, sizeof(*d));
	char *strbuf = naggs > 0 ? malloc(dt_pfa_strbytes(aggs[0]) + 1) : NULL;
	int64_t *zeros = dt_pfa_zeros(aggs, naggs);
	dt_stack_pfctx_t ctx = { dtp, dtp->dt_target };
	dt_pfsym_t sym;

	if (naggs <= 0) {
		dt_set_errmsg(dtp, D_NONE, "printa( ) needs an aggregation");
		goto out;
	}
	if (vals == NULL || hists == NULL || d == NULL || strbuf == NULL || zeros == NULL) {
		dt_set_errmsg(dtp, D_NONE, "out of memory formatting printa( ) output");
		goto out;
	}
	for (int i = 0; i < naggs; i++)
		d[i] = data[i] != NULL ? data[i] : zeros;
	if (dt_pfa_fill(pfv, vals, nslots, hists, aggs, d, naggs, key, strbuf, &ctx) != 0) {
		dt_set_errmsg(dtp, D_NONE, "printa( ) format consumes more keys than @%s has",
			      aggs[0]->ad_name);
		goto out;
	}
	dt_stack_pfsym(&ctx, &sym);
	sym.other = dt_pfa_other;
	if (dt_printf_format(fp, pfv, vals, nslots, &sym) != 0)
		dt_set_errmsg(dtp, D_NONE, "failed to format printa( ) output");
	else
		rc = 0;
out:
	free(vals);
	free(hists);
	free(d);
	free(strbuf);
	free(zeros);
	return rc;
}
