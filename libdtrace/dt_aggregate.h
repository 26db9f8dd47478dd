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
	/* the aggregation core's own (dt_cg_agg.c, dt_aggregate.c) */
	uint32_t ad_cwords;	/* words of one copy on the BPF side (see below) */
	uint32_t ad_vwords;	/* words of a CPU's value in the map: DT_AGG_VALWORDS(ad_cwords),
				   more for an indirect one padded to fewer shapes */
	uint32_t ad_mapkeysize;	/* bytes of the map key, rounded up to 8 */
	uint32_t ad_entkeysize;	/* bytes of a snapshot's key: ad_keysize rounded up, at least 8 */
	uint32_t *ad_mapoffs;	/* each key's offset in the map key; NULL: as in ad_keys */
	int ad_mapfd;
	char ad_mapname[16];	/* "agg_<id>" */
	int ad_indirect;	/* reached through an outer map (see below) */
	char ad_outername[16];	/* "aggo_<id>": the relocation's name for its outer map */
	int ad_outerfd;		/* the outer map (borrowed from dt_aggouter), or -1 */
	int64_t ad_truncgen;	/* keyless: the generation trunc() last removed it at */
} dt_aggdesc_t;

/* A stack() or ustack() key: a stack id in the map key (dt_bpf_shared.h). */
static inline int dt_agg_stackkey(const dt_recdesc_t *rd)
{
	return rd->rd_act == DT_ACT_STACK || rd->rd_act == DT_ACT_USTACK;
}

/* Bytes of a key in the map key: a stack id, after the pid for ustack(). */
static inline uint32_t dt_agg_mapkey_size(const dt_recdesc_t *rd)
{
	return rd->rd_act == DT_ACT_STACK ? 8 : rd->rd_act == DT_ACT_USTACK ? 16 : rd->rd_size;
}

/*
 * The BPF side (dt_cg_agg.c): one per-CPU hash map per aggregation, keyed by
 * the key bytes.  Each CPU's value holds two copies of its data, each
 * between two latch words, in this order:
 *
 *   done0 | copy 0 (ad_cwords) | start0 | done1 | copy 1 | start1
 *
 * An update n sets start0 = n, changes copy 0, sets done0 = n, then does
 * the same for copy 1.  The kernel copies per-CPU values to user space 8
 * bytes at a time in address order, so a copy read with done == start was
 * not being changed while it was read; at least one of the two is stable
 * unless the writer overtook the reader twice (then the reader looks again).
 * Copy words are the merged words above, except min and max: [0] value,
 * [1] non-zero once the CPU has a value.
 *
 * clear() (carried out by the consumer, like printa(), when it reads the
 * record) adds 1 to the aggregation's generation, a word of the "aggzero"
 * map value (after DT_AGG_MAXVAL bytes of zeroes, at 8 * ad_id), through
 * the map's memory mapping.  A CPU's value whose last word holds another
 * generation reads as zero, and the next update on that CPU zeroes both
 * copies (under the latch) first: nothing is written into live values.
 *
 * A keyless aggregation (@ = count()) is a per-CPU array of one entry
 * instead, whose lookup the verifier inlines: no hash, no creation.  Its
 * entry always exists, so it is part of a snapshot only once some CPU has
 * updated it (a latch word is not 0) since the last trunc(), which bumps
 * the generation as clear() does and keeps it in ad_truncgen.
 */
#define DT_AGG_IS_ARRAY(ad)	((ad)->ad_nkeys == 0)

/*
 * The kernel refuses a program that uses more than DT_BPF_MAXMAPS maps,
 * counting each map an instruction names once.  An aggregation is
 * "direct" when its code names its own map, "indirect" when the code names
 * an outer map instead (an array of maps, indexed by aggregation id), looks
 * its map up there (one inlined lookup and a check more per update), and
 * uses that.  The inner maps are the same maps as the direct ones: the
 * consumer reads them through ad_mapfd either way.  Aggregations whose
 * maps have the same type, key size and value size (so the same number of
 * entries and flags) share one outer map, as the kernel asks of the inner
 * maps of an outer map.  When the indirect ones have more than
 * DT_AGG_NOUTER shapes, their values are padded (ad_vwords) to a power of
 * two words, which leaves few value sizes; the code does not depend on
 * the value's size, so this is decided when the maps are made.
 *
 * The decision is made once per compiled program text, before its clauses
 * are cooked (dt_agg_plan, from dt_compile_tree), when every aggregation
 * name of the text is known: if dtrace's own maps (at most DT_AGG_OWNMAPS),
 * the dynamic variables' maps and every aggregation fit in the limit, all
 * are direct, so an ordinary program pays nothing; otherwise aggregations
 * from id dt_aggdirect on are indirect, which leaves room for
 * DT_AGG_NOUTER outer maps (distinct shapes).
 */
#define DT_BPF_MAXMAPS		64
#define DT_AGG_OWNMAPS		17	/* mem state buffers wakeup gvars sysmap strtab probes
					   cpuinfo dvzero uw_* (4) aggzero aggdrops stacks */
#define DT_AGG_NOUTER		8
struct dt_pcb;
void dt_agg_plan(struct dt_pcb *);
#define DT_AGG_VALWORDS(cw)	(2 * ((cw) + 2) + 1)
#define DT_AGG_GENWORD(cw)	(2 * ((cw) + 2))	/* last: the clear() generation */
#define DT_AGG_MAXVAL		32768	/* bytes: the kernel's limit for per-CPU values */

/* dt_aggregate.c */
dt_aggdesc_t *dt_agg_lookup(dtrace_hdl_t *, const char *name);
dt_aggdesc_t *dt_agg_create(dtrace_hdl_t *, const char *name);
int dt_agg_layout(dt_aggdesc_t *);	/* sets ad_nwords and ad_cwords; -1 if too big */
uint64_t dt_agg_ipow(uint64_t base, uint64_t exp);
int dt_aggregate_maps_create(dtrace_hdl_t *);
void dt_aggregate_maps_close(dtrace_hdl_t *);
int dt_aggregate_map_fd(dtrace_hdl_t *, const char *name);
const char *dt_aggregate_map_name(dtrace_hdl_t *, int fd);
int dt_aggregate_rec(dtrace_hdl_t *, FILE *, const dt_recdesc_t *, uint32_t prid,
		     uint32_t stid, const uint8_t *data);
int dt_aggregate_exit(dtrace_hdl_t *, FILE *);
void dt_aggregate_drops(dtrace_hdl_t *);
void dt_aggregate_fini(dtrace_hdl_t *);
/* One CPU's value: its stable copy, or NULL if both were being written. */
const int64_t *dt_agg_stable(const dt_aggdesc_t *, const int64_t *val);
/* Add a copy to merged words; for min and max, *set says whether dst has a value. */
void dt_agg_merge(const dt_aggdesc_t *, int64_t *dst, const int64_t *copy, int *set);

/* One merged entry of a snapshot. */
typedef struct dt_aggent {
	const dt_aggdesc_t *ae_desc;
	char *ae_key;		/* ad_keysize bytes, laid out as ad_keys says */
	int64_t *ae_data;	/* ad_nwords merged words */
	int64_t *ae_percpu;	/* ncpus * ad_nwords, for -x aggpercpu (then ncpus words
				   of dt_aggregate.c's own); may be NULL */
	int ae_ncpus;
	int ae_set;		/* min, max: ae_data holds a value (dt_aggregate.c) */
} dt_aggent_t;

/* dt_agg_print.c: formatting, no state of its own. */

/* The displayed value of an entry, for sorting and %@ (avg and stddev computed). */
int64_t dt_agg_value(const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal);

/*
 * Sorting ties of histograms (OUTPUT.md 6.5): the normalized count of the
 * bucket that holds 0 (llquantize: the middle one); 0 for other functions.
 */
int64_t dt_agg_hist_zero(const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal);

/* Default format (OUTPUT.md 6.2): the value of one entry, histogram blocks included. */
int dt_agg_print_value(FILE *fp, const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal);

/* The histogram block of a quantize, lquantize or llquantize value (OUTPUT.md 6.6). */
int dt_agg_print_hist(FILE *fp, const dt_aggdesc_t *ad, const int64_t *data, uint64_t normal);

/*
 * Default format (OUTPUT.md 6.2): each key of an entry in turn, as the
 * aggregation's ad_keys describe them (integers, strings, byte data, stacks
 * and symbols).  0, or -1 with the handle's message set.
 */
int dt_agg_print_keys(dtrace_hdl_t *dtp, FILE *fp, const dt_aggdesc_t *ad, const char *key);

/*
 * One whole entry in the default format: keys, value, the -x aggpercpu lines
 * (when the option is set and ae_percpu is there), and the closing "\n".
 * printa(@a) prints "\n" and then this for each entry; so does the exit.
 */
int dt_agg_print_entry(dtrace_hdl_t *dtp, FILE *fp, const dt_aggent_t *ae, uint64_t normal);

/* -x aggpercpu: "\n    [CPU n]" and that CPU's value, for each of ae_ncpus CPUs. */
int dt_agg_print_percpu(FILE *fp, const dt_aggent_t *ae, uint64_t normal);

/*
 * printa() with a format (OUTPUT.md 6.4), for one entry: the n listed
 * aggregations aggs[0..n-1] (they share aggs[0]'s key layout), data[i] the
 * merged words of aggs[i] for this key, or NULL when the key is missing from
 * it (printed as zero, or an all-zero histogram).  Each aggregation's
 * normalization is its ad_normal.  Key slots of the format take the keys in
 * order; %@ slots the aggregations in order, the last one repeating.
 */
int dt_agg_printa_entry(dtrace_hdl_t *dtp, FILE *fp, const struct dt_pfargv *pfv,
			const dt_aggdesc_t *const *aggs, const int64_t *const *data, int n,
			const char *key);

/* llquantize geometry, shared by the code generator and the printer. */
uint32_t dt_llquantize_nbuckets(int factor, int lmag, int hmag, int steps);

/*
 * Bucket indexes, the definitions the generated BPF code mirrors.
 *
 * quantize: DT_QUANTIZE_ZEROBUCKET for 0; v > 0 goes to ZEROBUCKET + 1 +
 * floor(log2(v)), v < 0 to ZEROBUCKET - 1 - floor(log2(|v|)), clamped to
 * [0, DT_QUANTIZE_NBUCKETS - 1] (so INT64_MIN lands in bucket 0).
 *
 * lquantize: 0 if v < base; levels + 1 if v >= base + levels * step; else
 * 1 + (v - base) / step.
 *
 * llquantize (a = |v|, nbuckets = 2 * npos + 3): a < factor^lmag goes to the
 * middle bucket npos + 1; a >= factor^(hmag+1) to 2 * npos + 2 (v > 0) or 0
 * (v < 0); otherwise a falls in positive bucket i (0-based), counted from
 * factor^lmag up: magnitude m (a in [f^m, f^(m+1))) has steps - steps/f
 * buckets of width f^(m+1)/steps (the first one starting at f^m), or, when
 * f^(m+1) < steps (lmag 0), f^(m+1) - f^m buckets of width 1; i is the sum of
 * the lower magnitudes' bucket counts plus (f^(m+1) < steps ? a - f^m :
 * a / (f^(m+1)/steps) - steps/f).  The index is npos + 2 + i for v > 0 and
 * npos - i for v < 0.  Returns -1 for parameters the compiler refuses.
 */
int dt_quantize_bucket(int64_t v);
int dt_lquantize_bucket(int64_t base, int64_t step, int32_t levels, int64_t v);
int dt_llquantize_bucket(int factor, int lmag, int hmag, int steps, int64_t v);

#endif
