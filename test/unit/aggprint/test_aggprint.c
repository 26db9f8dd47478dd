/*
 * Unit test of aggregation formatting (libdtrace/dt_agg_print.c): computed
 * values, the default value formats, histogram blocks and the bucket
 * geometry, checked byte for byte against the rules and examples of
 * OUTPUT.md section 6.
 *
 * Prints one line per failing case, then "N passed, N failed"; exits 1 if
 * anything failed.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "dt_aggregate.h"
#include "dt_printf.h"
#include "dt_syms.h"

#define HDR "\n           value  ------------- Distribution ------------- count    \n"

/* Output of one call, into a static buffer. */
typedef int (*printer_f)(FILE *, const dt_aggdesc_t *, const int64_t *, uint64_t);

static const char *run(printer_f f, const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal)
{
	static char *buf;
	size_t len;
	FILE *fp;

	free(buf);
	buf = NULL;
	fp = open_memstream(&buf, &len);
	if (fp == NULL)
		return "(open_memstream failed)";
	if (f(fp, ad, data, normal) != 0)
		fputs("(returned -1)", fp);
	fclose(fp);
	return buf;
}

/*
 * One histogram row, the bar given by hand: kind '+' (all counts >= 0),
 * '-' (all <= 0), 'b' (both signs, this count > 0), 'n' (both, count <= 0).
 */
static char *row(char *out, const char *label, char kind, int depth, long long count)
{
	char bar[64], *p = bar;
	int w = kind == 'b' || kind == 'n' ? 20 : 40;

	if (kind == '+' || kind == 'b') {
		p += sprintf(p, kind == 'b' ? "%20s|" : "|", "");
		memset(p, '@', depth);
		p += depth;
		p += sprintf(p, "%*s ", w - depth, "");
	} else {
		p += sprintf(p, "%*s", w - depth, "");
		memset(p, '@', depth);
		p += depth;
		p += sprintf(p, kind == 'n' ? "|%20s " : "| ", "");
	}
	*p = '\0';
	return out + sprintf(out, "%16s %s%-9lld\n", label, bar, count);
}

static dt_aggdesc_t desc(dt_aggfunc_t f, uint32_t nwords)
{
	dt_aggdesc_t ad;

	memset(&ad, 0, sizeof(ad));
	ad.ad_func = f;
	ad.ad_nwords = nwords;
	ad.ad_normal = 1;
	return ad;
}

static void test_scalars(void)
{
	dt_aggdesc_t c = desc(DT_AGG_COUNT, 1), s = desc(DT_AGG_SUM, 1);
	dt_aggdesc_t a = desc(DT_AGG_AVG, 2), d = desc(DT_AGG_STDDEV, 4);
	dt_aggdesc_t mx = desc(DT_AGG_MAX, 1), mn = desc(DT_AGG_MIN, 1);
	int64_t v1[] = { 3 }, v2[] = { -7 }, v3[] = { INT64_MIN }, v4[] = { INT64_MAX };
	int64_t av1[] = { 3, -10 }, av2[] = { 0, 0 }, av3[] = { 4, 10 };
	/* 2 4 4 4 5 5 7 9: mean 5, deviation 2 */
	int64_t sd1[] = { 8, 40, 232, 0 };
	/* 0, 2^62: deviation 2^61 (sum of squares 2^124) */
	int64_t sd2[] = { 2, 1LL << 62, 0, 1LL << 60 };
	/* INT64_MIN, INT64_MAX: sum of squares 2^127 - 2^64 + 1 */
	int64_t sd3[] = { 2, -1, 1, INT64_MAX };
	int64_t sd4[] = { 2, 3, 9, 0 }, sd5[] = { 0, 0, 0, 0 }, sd6[] = { 1, -5, 25, 0 };

	check_str(run(dt_agg_print_value, &c, v1, 1), "                3", "count");
	check_str(run(dt_agg_print_value, &s, v2, 1), "               -7", "sum negative");
	check_str(run(dt_agg_print_value, &s, v3, 1), " -9223372036854775808", "sum INT64_MIN");
	check_str(run(dt_agg_print_value, &mx, v4, 1), " 9223372036854775807", "max INT64_MAX");
	check_str(run(dt_agg_print_value, &mn, v2, 2), "               -3", "min normalized");
	check_str(run(dt_agg_print_value, &c, v1, 2), "                1", "count normalized");
	check_str(run(dt_agg_print_value, &a, av1, 1), "               -3", "avg truncates to 0");
	check_str(run(dt_agg_print_value, &a, av2, 1), "                0", "avg of nothing");
	check_str(run(dt_agg_print_value, &a, av3, 1), "                2", "avg 10/4");
	check_str(run(dt_agg_print_value, &a, av3, 3), "                0", "avg (10/3)/4");
	check_str(run(dt_agg_print_value, &d, sd1, 1), "                2", "stddev");
	check_str(run(dt_agg_print_value, &d, sd2, 1), " 2305843009213693952", "stddev 2^61");
	check_str(run(dt_agg_print_value, &d, sd3, 1), " 9223372036854775807",
		  "stddev of INT64_MIN, INT64_MAX");
	check_str(run(dt_agg_print_value, &d, sd4, 1), "                1", "stddev rounds down");
	check_str(run(dt_agg_print_value, &d, sd5, 1), "                0", "stddev of nothing");
	check_str(run(dt_agg_print_value, &d, sd6, 1), "                0", "stddev of one value");
	check_int(dt_agg_value(&a, av1, 1), -3, "dt_agg_value avg");
	check_int(dt_agg_value(&d, sd1, 1), 2, "dt_agg_value stddev");
	check_int(dt_agg_value(&s, v2, 1), -7, "dt_agg_value sum");
}

static void test_quantize_buckets(void)
{
	check_int(dt_quantize_bucket(0), 63, "quantize 0");
	check_int(dt_quantize_bucket(1), 64, "quantize 1");
	check_int(dt_quantize_bucket(2), 65, "quantize 2");
	check_int(dt_quantize_bucket(3), 65, "quantize 3");
	check_int(dt_quantize_bucket(4), 66, "quantize 4");
	check_int(dt_quantize_bucket(-1), 62, "quantize -1");
	check_int(dt_quantize_bucket(-3), 61, "quantize -3");
	check_int(dt_quantize_bucket(1LL << 62), 126, "quantize 2^62");
	check_int(dt_quantize_bucket(INT64_MAX), 126, "quantize INT64_MAX");
	check_int(dt_quantize_bucket(-(1LL << 62)), 0, "quantize -2^62");
	check_int(dt_quantize_bucket(INT64_MIN), 0, "quantize INT64_MIN");
	check_int(DT_QUANTIZE_BUCKETVAL(dt_quantize_bucket(5)), 4, "quantize 5 in bucket 4");
	check_int(DT_QUANTIZE_BUCKETVAL(dt_quantize_bucket(-5)), -4, "quantize -5 in bucket -4");
}

static void test_quantize(void)
{
	dt_aggdesc_t q = desc(DT_AGG_QUANTIZE, DT_QUANTIZE_NBUCKETS);
	int64_t d[DT_QUANTIZE_NBUCKETS];
	char want[16384], *p, *block;

	/* OUTPUT.md: 1, 1, 4, 5, 6, 7, 7, 9 */
	memset(d, 0, sizeof(d));
	d[64] = 2;
	d[66] = 5;
	d[67] = 1;
	check_str(run(dt_agg_print_hist, &q, d, 1),
		  HDR "               0 |                                         0        \n"
		      "               1 |@@@@@@@@@@                               2        \n"
		      "               2 |                                         0        \n"
		      "               4 |@@@@@@@@@@@@@@@@@@@@@@@@@                5        \n"
		      "               8 |@@@@@                                    1        \n"
		      "              16 |                                         0        \n",
		  "quantize: OUTPUT.md example");
	block = strdup(run(dt_agg_print_hist, &q, d, 1));
	check_str(run(dt_agg_print_value, &q, d, 1), block, "quantize: print_value is the block");
	free(block);
	check_int(dt_agg_value(&q, d, 1), 2 * 1 + 5 * 4 + 8, "quantize sort value");
	d[63] = 9;
	check_int(dt_agg_hist_zero(&q, d, 1), 9, "quantize zero bucket");
	q.ad_func = DT_AGG_SUM;
	check_int(dt_agg_hist_zero(&q, d, 1), 0, "zero bucket of a sum");
	q.ad_func = DT_AGG_QUANTIZE;
	d[63] = 0;

	/* OUTPUT.md: both signs, half-width bars */
	memset(d, 0, sizeof(d));
	d[62] = -3;
	d[64] = 6;
	check_str(run(dt_agg_print_hist, &q, d, 1),
		  HDR "              -2                     |                     0        \n"
		      "              -1              @@@@@@@|                     -3       \n"
		      "               0                     |                     0        \n"
		      "               1                     |@@@@@@@@@@@@@        6        \n"
		      "               2                     |                     0        \n",
		  "quantize: both signs");

	/* all zero: rows -1, 0, 1 */
	memset(d, 0, sizeof(d));
	p = want + sprintf(want, HDR);
	p = row(p, "-1", '+', 0, 0);
	p = row(p, "0", '+', 0, 0);
	row(p, "1", '+', 0, 0);
	check_str(run(dt_agg_print_hist, &q, d, 1), want, "quantize: all zero");

	/* only negative counts */
	d[63] = -4;
	d[64] = -1;
	p = want + sprintf(want, HDR);
	p = row(p, "-1", '-', 0, 0);
	p = row(p, "0", '-', 32, -4);
	p = row(p, "1", '-', 8, -1);
	row(p, "2", '-', 0, 0);
	check_str(run(dt_agg_print_hist, &q, d, 1), want, "quantize: negative counts");

	/* the first and last buckets: no row beyond them */
	memset(d, 0, sizeof(d));
	d[0] = 1;
	d[126] = 3;
	p = want + sprintf(want, HDR);
	p = row(p, "-4611686018427387904", '+', 10, 1);
	for (int b = 1; b < 126; b++) {
		char l[32];

		snprintf(l, sizeof(l), "%lld", (long long)DT_QUANTIZE_BUCKETVAL(b));
		p = row(p, l, '+', 0, 0);
	}
	row(p, "4611686018427387904", '+', 30, 3);
	check_str(run(dt_agg_print_hist, &q, d, 1), want, "quantize: first and last buckets");

	/* normalization divides counts before the bars are computed */
	memset(d, 0, sizeof(d));
	d[65] = 7;	/* 2 */
	d[66] = 3;	/* 1 */
	p = want + sprintf(want, HDR);
	p = row(p, "1", '+', 0, 0);
	p = row(p, "2", '+', 27, 2);
	p = row(p, "4", '+', 13, 1);
	row(p, "8", '+', 0, 0);
	check_str(run(dt_agg_print_hist, &q, d, 3), want, "quantize: normalized");

	/* rounding of bar depths: 1 of 3 is 13.33, 2 of 3 is 26.67 */
	memset(d, 0, sizeof(d));
	d[63] = 1;
	d[64] = 2;
	p = want + sprintf(want, HDR);
	p = row(p, "-1", '+', 0, 0);
	p = row(p, "0", '+', 13, 1);
	p = row(p, "1", '+', 27, 2);
	row(p, "2", '+', 0, 0);
	check_str(run(dt_agg_print_hist, &q, d, 1), want, "quantize: bar rounding");
}

static void test_lquantize(void)
{
	dt_aggdesc_t l = desc(DT_AGG_LQUANTIZE, 6);
	int64_t d[6] = { 1, 0, 3, 0, 4, 0 };
	char want[4096], *p;

	l.ad_base = 0;
	l.ad_step = 10;
	l.ad_levels = 4;
	check_str(run(dt_agg_print_hist, &l, d, 1),
		  HDR "             < 0 |@@@@@                                    1        \n"
		      "               0 |                                         0        \n"
		      "              10 |@@@@@@@@@@@@@@@                          3        \n"
		      "              20 |                                         0        \n"
		      "              30 |@@@@@@@@@@@@@@@@@@@@                     4        \n"
		      "           >= 40 |                                         0        \n",
		  "lquantize: OUTPUT.md example");
	check_int(dt_agg_value(&l, d, 1), -1 * 1 + 10 * 3 + 30 * 4, "lquantize sort value");
	check_int(dt_agg_hist_zero(&l, d, 1), 0, "lquantize zero bucket");
	d[1] = 6;
	check_int(dt_agg_hist_zero(&l, d, 3), 2, "lquantize zero bucket, normalized");
	d[1] = 0;

	/* overflow row, and nothing shown below the row before the first count */
	memset(d, 0, sizeof(d));
	d[4] = 1;
	d[5] = 1;
	p = want + sprintf(want, HDR);
	p = row(p, "20", '+', 0, 0);
	p = row(p, "30", '+', 20, 1);
	row(p, ">= 40", '+', 20, 1);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "lquantize: overflow");
	check_int(dt_agg_value(&l, d, 1), 30 + 41, "lquantize sort value of overflow");

	/* all zero: underflow, base, base + step */
	memset(d, 0, sizeof(d));
	l.ad_base = -5;
	l.ad_step = 2;
	p = want + sprintf(want, HDR);
	p = row(p, "< -5", '+', 0, 0);
	p = row(p, "-5", '+', 0, 0);
	row(p, "-3", '+', 0, 0);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "lquantize: all zero");

	/* underflow only, one level: the overflow row is base + step */
	l = desc(DT_AGG_LQUANTIZE, 3);
	l.ad_base = 100;
	l.ad_step = 7;
	l.ad_levels = 1;
	d[0] = -2;
	d[1] = 0;
	d[2] = 0;
	p = want + sprintf(want, HDR);
	p = row(p, "< 100", '-', 40, -2);
	row(p, "100", '-', 0, 0);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "lquantize: negative underflow");
	memset(d, 0, sizeof(d));
	p = want + sprintf(want, HDR);
	p = row(p, "< 100", '+', 0, 0);
	p = row(p, "100", '+', 0, 0);
	row(p, ">= 107", '+', 0, 0);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "lquantize: all zero, one level");

	check_int(dt_lquantize_bucket(0, 10, 4, -1), 0, "lquantize -1");
	check_int(dt_lquantize_bucket(0, 10, 4, INT64_MIN), 0, "lquantize INT64_MIN");
	check_int(dt_lquantize_bucket(0, 10, 4, 0), 1, "lquantize 0");
	check_int(dt_lquantize_bucket(0, 10, 4, 9), 1, "lquantize 9");
	check_int(dt_lquantize_bucket(0, 10, 4, 10), 2, "lquantize 10");
	check_int(dt_lquantize_bucket(0, 10, 4, 39), 4, "lquantize 39");
	check_int(dt_lquantize_bucket(0, 10, 4, 40), 5, "lquantize 40");
	check_int(dt_lquantize_bucket(-10, 3, 7, INT64_MAX), 8, "lquantize INT64_MAX");
	check_int(dt_lquantize_bucket(-10, 3, 7, -8), 1, "lquantize -8 from -10 step 3");
	check_int(dt_lquantize_bucket(-10, 3, 7, -7), 2, "lquantize -7 from -10 step 3");
}

static void test_llquantize_buckets(void)
{
	/* llquantize(x, 10, 0, 1, 10): 0, 1..9, 10, 20..90, >= 100, mirrored */
	check_int(dt_llquantize_nbuckets(10, 0, 1, 10), 39, "llq 10,0,1,10 nbuckets");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, 0), 19, "llq 0");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, 1), 20, "llq 1");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, 9), 28, "llq 9");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, 10), 29, "llq 10");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, 19), 29, "llq 19");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, 95), 37, "llq 95");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, 100), 38, "llq 100");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, INT64_MAX), 38, "llq INT64_MAX");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, -1), 18, "llq -1");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, -95), 1, "llq -95");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, -100), 0, "llq -100");
	check_int(dt_llquantize_bucket(10, 0, 1, 10, INT64_MIN), 0, "llq INT64_MIN");

	/* steps > factor with lmag 0: 1..9 one per integer, then 10, 15 .. 95 */
	check_int(dt_llquantize_nbuckets(10, 0, 1, 20), 2 * (9 + 18) + 3, "llq 10,0,1,20");
	check_int(dt_llquantize_bucket(10, 0, 1, 20, 3), 27 + 1 + 3, "llq/20 3");
	check_int(dt_llquantize_bucket(10, 0, 1, 20, 14), 27 + 2 + 9, "llq/20 14");
	check_int(dt_llquantize_bucket(10, 0, 1, 20, 15), 27 + 2 + 10, "llq/20 15");

	/* steps < factor: 10, 20, 40, 60, 80, 100, 200 ... 800, >= 1000 */
	check_int(dt_llquantize_nbuckets(10, 1, 2, 5), 23, "llq 10,1,2,5");
	check_int(dt_llquantize_bucket(10, 1, 2, 5, 9), 11, "llq/5 9");
	check_int(dt_llquantize_bucket(10, 1, 2, 5, -9), 11, "llq/5 -9");
	check_int(dt_llquantize_bucket(10, 1, 2, 5, 19), 12, "llq/5 19");
	check_int(dt_llquantize_bucket(10, 1, 2, 5, 20), 13, "llq/5 20");
	check_int(dt_llquantize_bucket(10, 1, 2, 5, 99), 16, "llq/5 99");
	check_int(dt_llquantize_bucket(10, 1, 2, 5, 100), 17, "llq/5 100");
	check_int(dt_llquantize_bucket(10, 1, 2, 5, 999), 21, "llq/5 999");
	check_int(dt_llquantize_bucket(10, 1, 2, 5, -999), 1, "llq/5 -999");

	/* factor 2: 1 | 2 3 | 4 6 | 8 12 | >= 16 */
	check_int(dt_llquantize_nbuckets(2, 0, 3, 4), 2 * 7 + 3, "llq 2,0,3,4");
	check_int(dt_llquantize_bucket(2, 0, 3, 4, 1), 9, "llq2 1");
	check_int(dt_llquantize_bucket(2, 0, 3, 4, 3), 11, "llq2 3");
	check_int(dt_llquantize_bucket(2, 0, 3, 4, 7), 13, "llq2 7");
	check_int(dt_llquantize_bucket(2, 0, 3, 4, 12), 15, "llq2 12");
	check_int(dt_llquantize_bucket(2, 0, 3, 4, 16), 16, "llq2 16");

	check_int(dt_llquantize_nbuckets(1, 0, 1, 10), 0, "llq factor 1 refused");
	check_int(dt_llquantize_nbuckets(10, 2, 1, 10), 0, "llq hmag < lmag refused");
	check_int(dt_llquantize_nbuckets(10, 0, 19, 10), 0, "llq 10^20 refused");
	check_int(dt_llquantize_bucket(10, 0, 19, 10, 5), -1, "llq bucket of refused");
}

static void test_llquantize(void)
{
	dt_aggdesc_t l = desc(DT_AGG_LLQUANTIZE, 39);
	int64_t d[64];
	char want[8192], *p;
	static const char *const pos[] = { "1",  "2",  "3",  "4",  "5",	 "6",  "7",  "8",  "9",
					   "10", "20", "30", "40", "50", "60", "70", "80", "90" };

	l.ad_factor = 10;
	l.ad_lmag = 0;
	l.ad_hmag = 1;
	l.ad_steps = 10;
	memset(d, 0, sizeof(d));
	d[dt_llquantize_bucket(10, 0, 1, 10, 5)] = 1;
	d[dt_llquantize_bucket(10, 0, 1, 10, 50)] = 2;
	d[dt_llquantize_bucket(10, 0, 1, 10, 500)] = 1;
	p = want + sprintf(want, HDR);
	p = row(p, "4", '+', 0, 0);
	for (int i = 4; i < 18; i++)
		p = row(p, pos[i], '+', i == 4 ? 10 : i == 13 ? 20 : 0, i == 4 ? 1 : i == 13 ? 2 : 0);
	row(p, ">= 100", '+', 10, 1);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "llquantize across magnitudes");
	check_int(dt_agg_value(&l, d, 1), 5 + 100 + 100, "llquantize sort value");
	d[19] = -4;
	check_int(dt_agg_hist_zero(&l, d, 1), -4, "llquantize zero bucket");
	d[19] = 0;

	/* zero only: the zero bucket and the one above; no negative row */
	memset(d, 0, sizeof(d));
	d[19] = 3;
	p = want + sprintf(want, HDR);
	p = row(p, "0", '+', 40, 3);
	row(p, "1", '+', 0, 0);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "llquantize: zero only");

	/* all zero: the zero bucket and two above */
	d[19] = 0;
	p = want + sprintf(want, HDR);
	p = row(p, "0", '+', 0, 0);
	p = row(p, "1", '+', 0, 0);
	row(p, "2", '+', 0, 0);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "llquantize: all zero");

	/* negative values: mirrored buckets and the bottom one */
	d[dt_llquantize_bucket(10, 0, 1, 10, -1000)] = 1;
	d[dt_llquantize_bucket(10, 0, 1, 10, -3)] = 1;
	p = want + sprintf(want, HDR);
	p = row(p, "<= -100", '+', 20, 1);
	for (int i = 17; i >= 1; i--) {
		char neg[8];

		snprintf(neg, sizeof(neg), "-%s", pos[i]);
		p = row(p, neg, '+', i == 2 ? 20 : 0, i == 2);
	}
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "llquantize: negative values");

	/* lmag 1, steps < factor: "< 10", or "abs() < 10" once negatives show */
	l = desc(DT_AGG_LLQUANTIZE, 23);
	l.ad_factor = 10;
	l.ad_lmag = 1;
	l.ad_hmag = 2;
	l.ad_steps = 5;
	memset(d, 0, sizeof(d));
	d[11] = 1;
	d[13] = 1;
	p = want + sprintf(want, HDR);
	p = row(p, "< 10", '+', 20, 1);
	p = row(p, "10", '+', 0, 0);
	p = row(p, "20", '+', 20, 1);
	row(p, "40", '+', 0, 0);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "llquantize: < 10, steps < factor");
	d[10] = 2;
	p = want + sprintf(want, HDR);
	p = row(p, "-20", '+', 0, 0);
	p = row(p, "-10", '+', 20, 2);
	p = row(p, "abs() < 10", '+', 10, 1);
	p = row(p, "10", '+', 0, 0);
	p = row(p, "20", '+', 10, 1);
	row(p, "40", '+', 0, 0);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "llquantize: abs() < 10");
	memset(d, 0, sizeof(d));
	d[21] = 1;
	d[22] = 1;
	p = want + sprintf(want, HDR);
	p = row(p, "600", '+', 0, 0);
	p = row(p, "800", '+', 20, 1);
	row(p, ">= 1000", '+', 20, 1);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "llquantize: top bucket");

	/* both signs of counts */
	d[21] = -1;
	p = want + sprintf(want, HDR);
	p = row(p, "600", 'n', 0, 0);
	p = row(p, "800", 'n', 10, -1);
	row(p, ">= 1000", 'b', 10, 1);
	check_str(run(dt_agg_print_hist, &l, d, 1), want, "llquantize: both signs");
}

/* ---------------------------------------------------------------------- */
/* Keys, whole entries, printa */

static dtrace_hdl_t *dtp;

/* Output of a handle-taking call. */
static char *obuf;
static size_t olen;

static FILE *out_open(void)
{
	free(obuf);
	obuf = NULL;
	return open_memstream(&obuf, &olen);
}

static const char *out_close(FILE *fp, int rc)
{
	if (rc != 0)
		fprintf(fp, "(returned -1: %s)", dtp->dt_errmsg);
	fclose(fp);
	return obuf;
}

static dt_recdesc_t key(uint32_t off, uint32_t size, uint32_t flags)
{
	dt_recdesc_t rd;

	memset(&rd, 0, sizeof(rd));
	rd.rd_act = DT_ACT_TRACE;
	rd.rd_offset = off;
	rd.rd_size = size;
	rd.rd_flags = flags;
	return rd;
}

static const char *keys_of(const dt_aggdesc_t *ad, const char *k)
{
	FILE *fp = out_open();

	return out_close(fp, dt_agg_print_keys(dtp, fp, ad, k));
}

static void test_keys(void)
{
	dt_recdesc_t ks[6];
	dt_aggdesc_t ad = desc(DT_AGG_COUNT, 1);
	char k[64];
	int64_t i64 = -1;
	int32_t i32 = -5;
	int16_t i16 = -1;
	int8_t i8 = -2;

	memset(k, 0, sizeof(k));
	memcpy(k, &i64, 8);
	memcpy(k + 8, &i32, 4);
	memcpy(k + 12, &i16, 2);
	memcpy(k + 14, &i8, 1);
	strcpy(k + 16, "bash");
	ks[0] = key(0, 8, DT_RF_SIGNED);
	ks[1] = key(8, 4, DT_RF_SIGNED);
	ks[2] = key(12, 2, DT_RF_SIGNED);
	ks[3] = key(14, 1, DT_RF_SIGNED);
	ks[4] = key(16, 8, DT_RF_STRING);
	ad.ad_name = "k";
	ad.ad_keys = ks;
	ad.ad_nkeys = 5;
	ad.ad_keysize = 24;
	check_str(keys_of(&ad, k),
		  "               -1       -5 65535 254  bash                                              ",
		  "keys: integers of each width (8 and 16 bits zero-extended), a string");

	/* a string that is not printable, and plain bytes: hex dumps */
	ad.ad_nkeys = 1;
	ks[0] = key(0, 5, DT_RF_STRING);
	memcpy(k, "a\001b\0\0", 5);
	check_str(keys_of(&ad, k),
		  "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
		  "         0: 61 01 62 00 00                                   a.b..\n",
		  "keys: unprintable string as a hex dump");
	ks[0] = key(0, 3, 0);
	memcpy(k, "xyz", 3);
	check_str(keys_of(&ad, k),
		  "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
		  "         0: 78 79 7a                                         xyz\n",
		  "keys: bytes as a hex dump");

	/* -x rawbytes: string keys too */
	ks[0] = key(0, 4, DT_RF_STRING);
	memcpy(k, "ab\0\0", 4);
	check_str(keys_of(&ad, k), "  ab                                                ",
		  "keys: string");
	dtp->dt_options[DT_OPT_RAWBYTES] = 1;
	check_str(keys_of(&ad, k),
		  "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
		  "         0: 61 62 00 00                                      ab..\n",
		  "keys: string under rawbytes");
	dtp->dt_options[DT_OPT_RAWBYTES] = DT_OPT_UNSET;

	/* a 32-bit unsigned key still prints as " %8d" */
	ks[0] = key(0, 4, 0);
	i32 = -1;
	memcpy(k, &i32, 4);
	check_str(keys_of(&ad, k), "       -1", "keys: 32-bit");

	/* a field beyond the key is refused, not read */
	ks[0] = key(20, 8, 0);
	ad.ad_keysize = 24;
	check_str(keys_of(&ad, k), "(returned -1: aggregation key 1 of @k out of bounds)",
		  "keys: out of bounds");
}

/*
 * Stack and symbol keys: user ones of a process that cannot exist, so that
 * nothing resolves and the text is fixed (0xaddr).
 */
static void test_stack_keys(void)
{
	dt_recdesc_t ks[2];
	dt_aggdesc_t ad = desc(DT_AGG_COUNT, 1);
	uint64_t k[8] = { 0x7ffffff0, 0x10, 0x2a, 0, 0, 0x7ffffff0, 0x10 };

	memset(ks, 0, sizeof(ks));
	ks[0].rd_act = DT_ACT_USTACK;
	ks[0].rd_size = 40;
	ad.ad_name = "s";
	ad.ad_keys = ks;
	ad.ad_nkeys = 1;
	ad.ad_keysize = 56;
	check_str(keys_of(&ad, (char *)k), "\n              0x10\n              0x2a\n",
		  "keys: ustack, frames up to the first zero");
	dtp->dt_options[DT_OPT_STACKINDENT] = 2;
	check_str(keys_of(&ad, (char *)k), "\n  0x10\n  0x2a\n", "keys: ustack, stackindent");
	dtp->dt_options[DT_OPT_STACKINDENT] = DT_OPT_UNSET;
	ks[0].rd_act = DT_ACT_UADDR;
	ks[0].rd_offset = 40;
	ks[0].rd_size = 16;
	check_str(keys_of(&ad, (char *)k), "  0x10                                              ",
		  "keys: uaddr");
}

static const char *entry_of(const dt_aggent_t *ae, uint64_t normal)
{
	FILE *fp = out_open();

	return out_close(fp, dt_agg_print_entry(dtp, fp, ae, normal));
}

static void test_entries(void)
{
	dt_recdesc_t ks[2] = { key(0, 8, DT_RF_STRING), key(8, 4, DT_RF_SIGNED) };
	dt_aggdesc_t ad = desc(DT_AGG_COUNT, 1);
	dt_aggent_t ae;
	char k[16] = "bash";
	int64_t v[] = { 3 }, pc[] = { 1, 2 };
	int32_t pid = 22;
	char want[4096], *p;

	ad.ad_keys = ks;
	ad.ad_nkeys = 1;
	ad.ad_keysize = 8;
	memset(&ae, 0, sizeof(ae));
	ae.ae_desc = &ad;
	ae.ae_key = k;
	ae.ae_data = v;
	/* OUTPUT.md 6.2 examples */
	check_str(entry_of(&ae, 1),
		  "  bash                                                              3\n",
		  "entry: string key, count");
	ad.ad_func = DT_AGG_SUM;
	ad.ad_nkeys = 2;
	ad.ad_keysize = 12;
	strcpy(k, "sshd");
	memcpy(k + 8, &pid, 4);
	v[0] = 11;
	check_str(entry_of(&ae, 1),
		  "  sshd                                                     22               11\n",
		  "entry: string and pid keys, sum");
	ad.ad_nkeys = 0;
	ad.ad_keysize = 0;
	check_str(entry_of(&ae, 1), "               11\n", "entry: no key");

	/* -x aggpercpu */
	ad.ad_func = DT_AGG_COUNT;
	v[0] = 3;
	ae.ae_percpu = pc;
	ae.ae_ncpus = 2;
	check_str(entry_of(&ae, 1), "                3\n", "entry: percpu without the option");
	dtp->dt_options[DT_OPT_AGGPERCPU] = 1;
	check_str(entry_of(&ae, 1),
		  "                3\n    [CPU 0]                1\n    [CPU 1]                2\n",
		  "entry: aggpercpu");

	/* a histogram entry: the block, then the entry's newline (the blank line) */
	{
		int64_t q[DT_QUANTIZE_NBUCKETS] = { 0 }, qpc[2 * DT_QUANTIZE_NBUCKETS] = { 0 };

		ad = desc(DT_AGG_QUANTIZE, DT_QUANTIZE_NBUCKETS);
		ae.ae_desc = &ad;
		ae.ae_data = q;
		ae.ae_percpu = qpc;
		q[64] = 1;
		qpc[64] = 1;
		p = want + sprintf(want, HDR);
		p = row(p, "0", '+', 0, 0);
		p = row(p, "1", '+', 40, 1);
		p = row(p, "2", '+', 0, 0);
		p += sprintf(p, "\n    [CPU 0]" HDR);
		p = row(p, "0", '+', 0, 0);
		p = row(p, "1", '+', 40, 1);
		p = row(p, "2", '+', 0, 0);
		p += sprintf(p, "\n    [CPU 1]" HDR);
		p = row(p, "-1", '+', 0, 0);
		p = row(p, "0", '+', 0, 0);
		p = row(p, "1", '+', 0, 0);
		strcpy(p, "\n");
		check_str(entry_of(&ae, 1), want, "entry: quantize with aggpercpu");
	}
	dtp->dt_options[DT_OPT_AGGPERCPU] = DT_OPT_UNSET;
}

static const char *printa_of(const char *fmt, const dt_aggdesc_t *const *aggs,
			     const int64_t *const *data, int n, const char *k)
{
	char err[256];
	dt_errtag_t tag;
	dt_pfargv_t *pfv = dt_printf_parse(fmt, 1, err, sizeof(err), &tag);
	FILE *fp;
	int rc;

	if (pfv == NULL) {
		printf("parse %s: %s\n", fmt, err);
		return "(parse error)";
	}
	fp = out_open();
	rc = dt_agg_printa_entry(dtp, fp, pfv, aggs, data, n, k);
	dt_printf_destroy(pfv);
	return out_close(fp, rc);
}

static void test_printa(void)
{
	dt_recdesc_t ks[2] = { key(0, 8, DT_RF_STRING), key(8, 4, DT_RF_SIGNED) };
	dt_aggdesc_t c = desc(DT_AGG_COUNT, 1), s = desc(DT_AGG_SUM, 1);
	dt_aggdesc_t a = desc(DT_AGG_AVG, 2), q = desc(DT_AGG_QUANTIZE, DT_QUANTIZE_NBUCKETS);
	const dt_aggdesc_t *aggs[3];
	const int64_t *data[3];
	int64_t cv[] = { 3 }, sv[] = { -5 }, av[] = { 2, 7 }, qv[DT_QUANTIZE_NBUCKETS] = { 0 };
	int64_t big[] = { -1 };
	int32_t pid = -22;
	char k[16] = "bash", want[4096], *p;

	memcpy(k + 8, &pid, 4);
	c.ad_name = s.ad_name = a.ad_name = q.ad_name = "a";
	c.ad_keys = s.ad_keys = a.ad_keys = q.ad_keys = ks;
	c.ad_nkeys = s.ad_nkeys = a.ad_nkeys = q.ad_nkeys = 2;
	c.ad_keysize = s.ad_keysize = a.ad_keysize = q.ad_keysize = 12;
	aggs[0] = &c;
	data[0] = cv;
	check_str(printa_of("%-10s %@8d\n", aggs, data, 1, k), "bash              3\n",
		  "printa: OUTPUT.md example");
	check_str(printa_of("%@d %s %d|\n", aggs, data, 1, k), "3 bash -22|\n",
		  "printa: value first, keys in order");
	check_str(printa_of("%@u\n", aggs, data, 1, k), "3\n", "printa: keys not consumed");
	check_str(printa_of("[%s]\n", aggs, data, 1, k), "[bash]\n", "printa: no %@, no value");
	check_str(printa_of("%s %d %d\n", aggs, data, 1, k),
		  "(returned -1: printa( ) format consumes more keys than @a has)",
		  "printa: more key conversions than keys");
	data[0] = big;
	check_str(printa_of("%@d\n", aggs, data, 1, k), "18446744073709551615\n",
		  "printa: count is unsigned");

	/* several aggregations; a missing key is zero; extra %@ repeat the last */
	aggs[1] = &s;
	aggs[2] = &a;
	data[0] = cv;
	data[1] = sv;
	data[2] = av;
	check_str(printa_of("%s %@d %@d %@d %@d\n", aggs, data, 3, k), "bash 3 -5 3 3\n",
		  "printa: three aggregations, avg computed, last repeated");
	data[1] = NULL;
	data[2] = NULL;
	check_str(printa_of("%s %@d %@d %@d\n", aggs, data, 3, k), "bash 3 0 0\n",
		  "printa: missing keys as zero");
	s.ad_normal = 2;
	data[1] = sv;
	check_str(printa_of("%@d %@d\n", aggs, data, 2, k), "3 -2\n", "printa: normalized");
	check_str(printa_of("%@d\n", aggs, data, 0, k), "(returned -1: printa( ) needs an aggregation)",
		  "printa: no aggregation");

	/* a histogram: its block at the %@, the rest of the format after it */
	aggs[1] = &q;
	data[1] = qv;
	qv[65] = 2;
	p = want + sprintf(want, "bash 3" HDR);
	p = row(p, "1", '+', 0, 0);
	p = row(p, "2", '+', 40, 2);
	p = row(p, "4", '+', 0, 0);
	strcpy(p, "end\n");
	check_str(printa_of("%s %@d%@dend\n", aggs, data, 2, k), want, "printa: histogram");
	data[1] = NULL;
	p = want + sprintf(want, "bash" HDR);
	p = row(p, "-1", '+', 0, 0);
	p = row(p, "0", '+', 0, 0);
	p = row(p, "1", '+', 0, 0);
	strcpy(p, "\n");
	aggs[0] = &q;
	data[0] = NULL;
	check_str(printa_of("%s%@d\n", aggs, data, 1, k), want,
		  "printa: missing histogram is all zero");

	/* a ustack key through %k, a uaddr key through %A */
	{
		dt_recdesc_t sk[2];
		uint64_t kk[6] = { 0x7ffffff0, 0x10, 0, 0x7ffffff0, 0x20 };

		memset(sk, 0, sizeof(sk));
		sk[0].rd_act = DT_ACT_USTACK;
		sk[0].rd_size = 24;
		sk[1].rd_act = DT_ACT_UADDR;
		sk[1].rd_offset = 24;
		sk[1].rd_size = 16;
		c.ad_keys = sk;
		c.ad_keysize = 40;
		aggs[0] = &c;
		data[0] = cv;
		check_str(printa_of("%k|%A|%@d\n", aggs, data, 1, (char *)kk), "\n0x10\n|0x20|3\n",
			  "printa: stack and symbol keys");
	}
}

int main(void)
{
	dtp = calloc(1, sizeof(*dtp));
	if (dtp == NULL)
		return 1;
	dt_options_init(dtp);
	test_scalars();
	test_quantize_buckets();
	test_quantize();
	test_lquantize();
	test_llquantize_buckets();
	test_llquantize();
	test_keys();
	test_stack_keys();
	test_entries();
	test_printa();
	free(obuf);
	dt_usyms_fini(dtp);
	dt_ksyms_fini(dtp);
	free(dtp);
	return check_done();
}
