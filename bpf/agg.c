/*
 * Aggregation support: the bucket of a value in quantize(), lquantize() and
 * llquantize() histograms, and the 128-bit sum of squares of stddev().
 *
 * Generated code (libdtrace/dt_cg_agg.c) computes a bucket once, before it
 * updates the two copies of an aggregation's per-CPU value, and bounds the
 * index itself.  The bucket geometry is the consumer's, defined in
 * libdtrace/dt_aggregate.h and dt_agg_print.c (dt_quantize_bucket,
 * dt_lquantize_bucket, dt_llquantize_bucket): these functions must give the
 * same index for every value.  BPF has no signed division before ISA v4,
 * so everything is computed on magnitudes.
 */
#include "bpf_support.h"

/* floor(log2(a)) for a > 0, by halving steps: no loop for the verifier to walk. */
static inline __attribute__((always_inline)) uint64_t agg_log2(uint64_t a)
{
	uint64_t r = 0;

	if (a >> 32) {
		a >>= 32;
		r += 32;
	}
	if (a >> 16) {
		a >>= 16;
		r += 16;
	}
	if (a >> 8) {
		a >>= 8;
		r += 8;
	}
	if (a >> 4) {
		a >>= 4;
		r += 4;
	}
	if (a >> 2) {
		a >>= 2;
		r += 2;
	}
	if (a >> 1)
		r += 1;
	return r;
}

/* quantize(): 63 for 0, 64 + log2(v) above, 62 - log2(|v|) below, at least 0. */
DT_FUNC uint64_t dt_agg_qbucket(int64_t v)
{
	uint64_t l;

	if (v == 0)
		return 63;
	if (v > 0)
		return 64 + agg_log2((uint64_t)v);
	l = agg_log2(-(uint64_t)v);
	return l > 62 ? 0 : 62 - l;
}

/* lquantize(): 0 below base, levels + 1 from base + levels * step on. */
DT_FUNC uint64_t dt_agg_lqbucket(int64_t v, int64_t base, uint64_t step, uint64_t levels)
{
	uint64_t d;

	if (v < base)
		return 0;
	d = (uint64_t)v - (uint64_t)base;
	if (d >= levels * step)
		return levels + 1;
	return 1 + d / step;
}

/*
 * llquantize(): low (= factor^lmag), npos and geom (factor | steps << 16 |
 * (hmag - lmag + 1) << 32, five arguments being the most BPF passes) come
 * from the compiler.  Magnitude m covers [f^m, f^(m+1)) with steps -
 * steps/f buckets of width f^(m+1)/steps, or one bucket per integer when
 * f^(m+1) < steps.
 */
DT_FUNC uint64_t dt_agg_llqbucket(int64_t v, uint64_t low, uint64_t geom, uint64_t npos)
{
	uint64_t a = v < 0 ? -(uint64_t)v : (uint64_t)v;
	uint64_t factor = geom & 0xffff, steps = (geom >> 16) & 0xffff;
	uint64_t nmag = geom >> 32;
	uint64_t p = low, idx = 0, m, hi, nb, i;

	if (a < low)
		return npos + 1;
	for (m = 0; m < 64; m++) {
		if (m >= nmag)
			return v < 0 ? 0 : 2 * npos + 2;
		hi = p * factor;
		nb = hi < steps ? hi - p : steps - steps / factor;
		if (a < hi) {
			if (hi < steps) {
				i = a - p;
			} else {
				i = a / (hi / steps) - steps / factor;
				if (i >= nb)
					i = nb - 1;
			}
			idx += i;
			return v < 0 ? npos - idx : npos + 2 + idx;
		}
		idx += nb;
		p = hi;
	}
	return v < 0 ? 0 : 2 * npos + 2;
}

/* stddev(): c[0] count, c[1] total, c[2..3] the 128-bit sum of squares. */
DT_FUNC void dt_agg_stddev(int64_t *c, int64_t v)
{
	uint64_t a = v < 0 ? -(uint64_t)v : (uint64_t)v;
	uint64_t al = a & 0xffffffffULL, ah = a >> 32;
	uint64_t ll = al * al, lh = al * ah, hh = ah * ah;
	uint64_t lo, hi, mid_lo, mid_hi, old;

	/* a^2 = hh * 2^64 + 2 * lh * 2^32 + ll */
	mid_lo = lh << 33;
	mid_hi = lh >> 31;
	lo = ll + mid_lo;
	hi = hh + mid_hi + (lo < ll);
	c[0] += 1;
	c[1] = (int64_t)((uint64_t)c[1] + (uint64_t)v); /* wraps, as in BPF */
	old = (uint64_t)c[2];
	c[2] = (int64_t)(old + lo);
	c[3] = (int64_t)((uint64_t)c[3] + hi + (old + lo < old));
}
