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

#define DT_HIST_WIDTH	40	/* columns of a one-signed bar */

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
typedef void dt_hist_label_f(const dt_aggdesc_t *ad, uint32_t b, int negs, char *buf,
			     size_t len);

static void dt_quantize_label(const dt_aggdesc_t *ad, uint32_t b, int negs, char *buf, size_t len)
{
	(void)ad;
	(void)negs;
	snprintf(buf, len, "%lld", (long long)DT_QUANTIZE_BUCKETVAL(b));
}

static void dt_lquantize_label(const dt_aggdesc_t *ad, uint32_t b, int negs, char *buf,
			       size_t len)
{
	(void)negs;
	if (b == 0)
		snprintf(buf, len, "< %lld", (long long)ad->ad_base);
	else if (b == (uint32_t)ad->ad_levels + 1)
		snprintf(buf, len, ">= %lld",
			 (long long)(ad->ad_base + (int64_t)ad->ad_levels * ad->ad_step));
	else
		snprintf(buf, len, "%lld", (long long)(ad->ad_base + (int64_t)(b - 1) * ad->ad_step));
}

static void dt_llquantize_label(const dt_aggdesc_t *ad, uint32_t b, int negs, char *buf,
				size_t len)
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
	uint64_t sum = 0;	/* wraps instead of overflowing */

	for (uint32_t b = 0; b < n; b++)
		sum += (uint64_t)dt_hist_bucketval(ad, b) * (uint64_t)dt_agg_norm(data[b], normal);
	return (int64_t)sum;
}

/* The rows shown: [*first, *last]. */
static void dt_hist_range(const dt_aggdesc_t *ad, const int64_t *data, uint32_t n,
			  uint64_t normal, uint32_t *first, uint32_t *last, int *negs)
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

int dt_agg_print_hist(FILE *fp, const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal)
{
	dt_hist_label_f *label = ad->ad_func == DT_AGG_QUANTIZE	   ? dt_quantize_label :
				 ad->ad_func == DT_AGG_LQUANTIZE ? dt_lquantize_label :
								   dt_llquantize_label;
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
