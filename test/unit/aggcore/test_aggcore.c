/*
 * Unit test of the aggregation core that needs no kernel:
 *   - the BPF bucket functions of bpf/agg.c, compiled here for the host,
 *     against the consumer's geometry (dt_quantize_bucket, ...,
 *     dt_agg_print.c) for values around every bucket edge;
 *   - dt_agg_stddev's 128-bit sum of squares against __int128;
 *   - the reader's choice of a stable copy under the latch
 *     (dt_aggregate.h) and the merge of CPUs (min/max flags, stddev carry);
 *   - the value layout of each function (dt_agg_layout).
 *
 * Prints one line per failing case, then "N passed, N failed".
 */
#include <stdint.h>
#include <stdio.h>
#include "check.h"
#include "dt_aggregate.h"
#include "../../../bpf/agg.c"

static const int64_t edges[] = {
	INT64_MIN, INT64_MIN + 1, -4611686018427387905LL, -4611686018427387904LL,
	-100001, -100000, -99999, -1025, -1024, -1023, -101, -100, -99, -17, -16, -15,
	-11, -10, -9, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 15, 16, 17,
	19, 20, 21, 39, 40, 41, 99, 100, 101, 999, 1000, 1001, 1023, 1024, 1025, 9999,
	10000, 10001, 99999, 100000, 100001, 4611686018427387903LL, 4611686018427387904LL,
	INT64_MAX - 1, INT64_MAX,
};
#define NEDGES (sizeof(edges) / sizeof(edges[0]))

static void test_quantize(void)
{
	char what[128];

	for (size_t i = 0; i < NEDGES; i++) {
		snprintf(what, sizeof(what), "quantize bucket of %lld", (long long)edges[i]);
		check_int((long long)dt_agg_qbucket(edges[i]), dt_quantize_bucket(edges[i]), what);
	}
}

static void test_lquantize(void)
{
	static const struct { int64_t base, limit, step; } p[] = {
		{ 0, 40, 10 }, { 0, 5, 1 }, { -10, 10, 5 }, { -2147483648LL, 2147483647LL, 65535 },
		{ 3, 100, 7 },
	};
	char what[160];

	for (size_t k = 0; k < sizeof(p) / sizeof(p[0]); k++) {
		int64_t levels = (p[k].limit - p[k].base) / p[k].step;

		for (size_t i = 0; i < NEDGES; i++) {
			snprintf(what, sizeof(what), "lquantize(%lld, %lld, %lld, %lld) bucket",
				 (long long)edges[i], (long long)p[k].base, (long long)p[k].limit,
				 (long long)p[k].step);
			check_int((long long)dt_agg_lqbucket(edges[i], p[k].base, p[k].step, levels),
				  dt_lquantize_bucket(p[k].base, p[k].step, (int32_t)levels, edges[i]),
				  what);
		}
	}
}

static void test_llquantize(void)
{
	static const int p[][4] = {
		{ 10, 0, 1, 10 }, { 10, 1, 3, 10 }, { 2, 0, 3, 2 }, { 10, 0, 2, 100 },
		{ 10, 2, 5, 5 }, { 4, 1, 6, 16 }, { 2, 0, 61, 2 }, { 10, 0, 17, 10 },
	};
	char what[160];

	for (size_t k = 0; k < sizeof(p) / sizeof(p[0]); k++) {
		int f = p[k][0], l = p[k][1], h = p[k][2], s = p[k][3];
		uint32_t nb = dt_llquantize_nbuckets(f, l, h, s);
		uint64_t geom = (uint64_t)f | (uint64_t)s << 16 | (uint64_t)(h - l + 1) << 32;

		check(nb > 0, "llquantize parameters valid");
		for (size_t i = 0; i < NEDGES; i++) {
			snprintf(what, sizeof(what), "llquantize(%lld, %d, %d, %d, %d) bucket",
				 (long long)edges[i], f, l, h, s);
			check_int((long long)dt_agg_llqbucket(edges[i], dt_agg_ipow(f, l), geom,
							      (nb - 3) / 2),
				  dt_llquantize_bucket(f, l, h, s, edges[i]), what);
		}
	}
}

static void test_stddev(void)
{
	int64_t c[4] = { 0 };
	unsigned __int128 sq = 0, got;
	int64_t tot = 0;

	for (size_t i = 0; i < NEDGES; i++) {
		int64_t v = edges[i];
		unsigned __int128 a = v < 0 ? -(unsigned __int128)v : (unsigned __int128)v;

		dt_agg_stddev(c, v);
		sq += a * a;
		tot = (int64_t)((uint64_t)tot + (uint64_t)v);	/* wraps as BPF does */
	}
	got = (unsigned __int128)(uint64_t)c[3] << 64 | (uint64_t)c[2];
	check_int(c[0], (long long)NEDGES, "stddev count");
	check_int(c[1], tot, "stddev total");
	check(got == sq, "stddev 128-bit sum of squares");
}

static void test_latch(void)
{
	dt_aggdesc_t ad = { .ad_func = DT_AGG_COUNT };
	int64_t both[] = { 5, 10, 5, 5, 10, 5 };	/* done, copy, start: twice */
	int64_t first_torn[] = { 5, 11, 6, 5, 10, 5 };	/* copy 0 being written */
	int64_t second_torn[] = { 6, 11, 6, 5, 10, 6 };	/* copy 1 being written */
	int64_t none[] = { 5, 11, 6, 4, 10, 5 };
	const int64_t *c;

	check(dt_agg_layout(&ad) == 0 && ad.ad_cwords == 1, "count layout");
	c = dt_agg_stable(&ad, both);
	check(c == &both[1], "latch: copy 0 when both are stable");
	c = dt_agg_stable(&ad, first_torn);
	check(c == &first_torn[4], "latch: copy 1 while copy 0 is written");
	c = dt_agg_stable(&ad, second_torn);
	check(c == &second_torn[1], "latch: copy 0 while copy 1 is written");
	check(dt_agg_stable(&ad, none) == NULL, "latch: none when both are written");
}

static void test_merge(void)
{
	dt_aggdesc_t mn = { .ad_func = DT_AGG_MIN }, sd = { .ad_func = DT_AGG_STDDEV };
	int64_t dst[4] = { 0 }, unset[2] = { -100, 0 }, a[2] = { 7, 1 }, b[2] = { -3, 1 };
	int64_t s1[4] = { 1, 2, -1, 0 }, s2[4] = { 1, 3, 1, 5 };
	int set = 0;

	dt_agg_layout(&mn);
	dt_agg_layout(&sd);
	dt_agg_merge(&mn, dst, unset, &set);
	check(!set, "min: a CPU without a value is ignored");
	dt_agg_merge(&mn, dst, a, &set);
	dt_agg_merge(&mn, dst, b, &set);
	dt_agg_merge(&mn, dst, unset, &set);
	check_int(dst[0], -3, "min over CPUs");
	memset(dst, 0, sizeof(dst));
	dt_agg_merge(&sd, dst, s1, &set);
	dt_agg_merge(&sd, dst, s2, &set);
	check_int(dst[0], 2, "stddev merge: count");
	check_int(dst[1], 5, "stddev merge: total");
	check_int(dst[2], 0, "stddev merge: low word wraps");
	check_int(dst[3], 6, "stddev merge: carry into the high word");
}

static void test_layout(void)
{
	dt_aggdesc_t ad = { .ad_func = DT_AGG_QUANTIZE };

	check(dt_agg_layout(&ad) == 0 && ad.ad_nwords == DT_QUANTIZE_NBUCKETS, "quantize layout");
	ad = (dt_aggdesc_t){ .ad_func = DT_AGG_LQUANTIZE, .ad_levels = 4 };
	check(dt_agg_layout(&ad) == 0 && ad.ad_nwords == 6, "lquantize layout");
	ad = (dt_aggdesc_t){ .ad_func = DT_AGG_LQUANTIZE, .ad_levels = 10000 };
	check(dt_agg_layout(&ad) != 0, "lquantize over 32 KiB per CPU refused");
	ad = (dt_aggdesc_t){ .ad_func = DT_AGG_MAX };
	check(dt_agg_layout(&ad) == 0 && ad.ad_nwords == 1 && ad.ad_cwords == 2, "max layout");
	ad = (dt_aggdesc_t){ .ad_func = DT_AGG_STDDEV };
	check(dt_agg_layout(&ad) == 0 && ad.ad_nwords == 4, "stddev layout");
}

int main(void)
{
	test_quantize();
	test_lquantize();
	test_llquantize();
	test_stddev();
	test_latch();
	test_merge();
	test_layout();
	return check_done();
}
