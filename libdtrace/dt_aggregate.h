/*
 * Aggregations on the consumer side: the description the compiler builds for
 * each aggregation, the merged snapshot of its entries, and the printing of
 * them (OUTPUT.md section 6).
 *
 * Flow: dt_cook/dt_cg_agg.c build a dt_aggdesc_t per aggregation (first use
 * wins; later uses must agree, or D_AGG_* errors) and emit the BPF update of
 * its per-CPU map.  dt_aggregate.c snapshots the maps (printa, aggrate, exit),
 * merges the CPUs into dt_aggent_t entries, applies clear/trunc/normalize and
 * sorts them.  dt_agg_print.c formats entries: the default format and printa
 * formats, values and histograms.
 *
 * Merged value words (int64_t each), as in illumos:
 *   count, sum, min, max   [0] = the value
 *   avg                    [0] = count, [1] = total
 *   stddev                 [0] = count, [1] = total,
 *                          [2] = low and [3] = high 64 bits of the
 *                                unsigned 128-bit sum of squares
 *   quantize               DT_QUANTIZE_NBUCKETS bucket counts
 *   lquantize              levels + 2 counts: [0] underflow (< base),
 *                          [1 + k] base + k * step, [levels + 1] overflow
 *   llquantize             dt_llquantize_nbuckets() counts (dt_agg_print.c)
 */
#ifndef DT_AGGREGATE_H
#define DT_AGGREGATE_H

#include <stdint.h>
#include <stdio.h>
#include "dt_impl.h"

#define DT_QUANTIZE_NBUCKETS	127	/* -2^62 .. -1, 0, 1 .. 2^62 */
#define DT_QUANTIZE_ZEROBUCKET	63

/* The value of quantize bucket b: its lower bound for b >= 63, else its upper bound. */
#define DT_QUANTIZE_BUCKETVAL(b)                                                                   \
	((b) < DT_QUANTIZE_ZEROBUCKET ? -(1LL << (DT_QUANTIZE_ZEROBUCKET - 1 - (b))) :             \
	 (b) == DT_QUANTIZE_ZEROBUCKET ? 0 : (1LL << ((b) - DT_QUANTIZE_ZEROBUCKET - 1)))

typedef enum dt_aggfunc {
	DT_AGG_COUNT = 1,
	DT_AGG_SUM,
	DT_AGG_AVG,
	DT_AGG_MIN,
	DT_AGG_MAX,
	DT_AGG_STDDEV,
	DT_AGG_QUANTIZE,
	DT_AGG_LQUANTIZE,
	DT_AGG_LLQUANTIZE,
} dt_aggfunc_t;

/* What the compiler knows of one aggregation (one per @name, @ included). */
typedef struct dt_aggdesc {
	char *ad_name;		/* without the @; "" for the anonymous @ */
	uint32_t ad_id;		/* order of first appearance: the print order at exit */
	dt_aggfunc_t ad_func;
	int64_t ad_base, ad_step;	/* lquantize */
	int32_t ad_levels;		/* lquantize */
	int32_t ad_factor, ad_lmag, ad_hmag, ad_steps;	/* llquantize */
	uint32_t ad_nwords;	/* merged value words (see above) */
	dt_recdesc_t *ad_keys;	/* key layout: rd_offset/rd_size/rd_flags within the key */
	uint32_t ad_nkeys;
	uint32_t ad_keysize;	/* bytes of key */
	int ad_printed;		/* printa() named it: not printed again at exit */
	uint64_t ad_normal;	/* normalize() factor, 1 by default */
} dt_aggdesc_t;

/* One merged entry of a snapshot. */
typedef struct dt_aggent {
	const dt_aggdesc_t *ae_desc;
	char *ae_key;		/* ad_keysize bytes, laid out as ad_keys says */
	int64_t *ae_data;	/* ad_nwords merged words */
	int64_t *ae_percpu;	/* ncpus * ad_nwords, for -x aggpercpu; may be NULL */
	int ae_ncpus;
} dt_aggent_t;

/* dt_agg_print.c: formatting, no state of its own. */

/* The displayed value of an entry, for sorting and %@ (avg and stddev computed). */
int64_t dt_agg_value(const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal);

/* Default format (OUTPUT.md 6.2): the value of one entry, histogram blocks included. */
int dt_agg_print_value(FILE *fp, const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal);

/* The histogram block of a quantize, lquantize or llquantize value (OUTPUT.md 6.6). */
int dt_agg_print_hist(FILE *fp, const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal);

/* llquantize geometry, shared by the code generator and the printer. */
uint32_t dt_llquantize_nbuckets(int factor, int lmag, int hmag, int steps);

#endif
