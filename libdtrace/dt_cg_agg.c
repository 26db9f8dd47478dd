/*
 * Aggregations in the compiler: checking and code generation of
 * "@name[keys] = func(args);" and of the actions that name aggregations
 * (printa, clear, trunc, normalize, denormalize) or steer their printing
 * (setopt).
 *
 * Cooking (dt_cook_agg, called by dt_cook.c for an assignment to an
 * aggregation) checks the aggregating function and its arguments
 * (D-LANGUAGE.md section 7) and creates the aggregation's description on its
 * first use (dt_aggregate.c); later uses must agree with it.  Code
 * generation (dt_cg_agg) builds the key in the free part of the clause's
 * output buffer, finds or creates the entry of this CPU in the aggregation's
 * per-CPU hash map (a per-CPU array for a keyless one) and updates both copies of the value under the latch
 * that dt_aggregate.h describes.  A full map counts an aggregation drop.
 * The actions become records that the consumer carries out
 * (dt_aggregate_rec) when it reads them.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "dt_ident.h"
#include "dt_cook.h"
#include "dt_cg.h"
#include "dt_aggregate.h"
#include "dt_printf.h"

#define DT_CG_AGG_KEYBASE(cg) \
	(DT_MEM_BUF + (uint32_t)sizeof(dt_rec_hdr_t) + (((cg)->cg_stmt->st_size + 7) & ~7u))

static const struct {
	const char *name;
	dt_aggfunc_t func;
	int minargs, maxargs;
} dt_aggfuncs[] = {
	{ "count", DT_AGG_COUNT, 0, 0 },
	{ "sum", DT_AGG_SUM, 1, 1 },
	{ "avg", DT_AGG_AVG, 1, 1 },
	{ "min", DT_AGG_MIN, 1, 1 },
	{ "max", DT_AGG_MAX, 1, 1 },
	{ "stddev", DT_AGG_STDDEV, 1, 1 },
	{ "quantize", DT_AGG_QUANTIZE, 1, 2 },
	{ "lquantize", DT_AGG_LQUANTIZE, 3, 5 },
	{ "llquantize", DT_AGG_LLQUANTIZE, 5, 6 },
};

static const char *const dt_aggacts[] = { "printa",	 "clear",  "trunc", "normalize",
					  "denormalize", "setopt", NULL };

int dt_cg_agg_is_act(const char *name)
{
	for (int i = 0; dt_aggacts[i] != NULL; i++) {
		if (strcmp(dt_aggacts[i], name) == 0)
			return 1;
	}
	return 0;
}

/* "@name" for messages; the anonymous aggregation is @_ (D-LANGUAGE.md 7). */
static const char *dt_agg_display(const char *written, char *buf, size_t len)
{
	snprintf(buf, len, "%s", strcmp(written, "@") == 0 ? "@_" : written);
	return buf;
}

/* The stored name: without the @, "" for @ and @_. */
static const char *dt_agg_stored(const char *written)
{
	written++;
	return strcmp(written, "_") == 0 ? "" : written;
}

/* ---- cooking ---- */

void dt_cook_agg_ref(dt_pcb_t *pcb, dt_node_t *a)
{
	char an[64];

	if (dt_agg_lookup(pcb->pcb_hdl, dt_agg_stored(a->dn_string)) == NULL)
		dnerror(a, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name",
			dt_agg_display(a->dn_string, an, sizeof(an)));
	a->dn_type = dt_type_dyn(pcb->pcb_hdl);
}

static int dt_is_stack_func(const dt_node_t *k)
{
	static const char *const names[] = { "stack", "ustack", "jstack", "sym",   "func", "mod",
					     "usym",  "ufunc",	"umod",	  "uaddr", NULL };

	if (k->dn_kind != DT_NODE_FUNC || k->dn_child[0]->dn_kind != DT_NODE_IDENT)
		return 0;
	for (int i = 0; names[i] != NULL; i++) {
		if (strcmp(names[i], k->dn_child[0]->dn_string) == 0)
			return 1;
	}
	return 0;
}

/* The record description of one key: where it goes and how it prints. */
static void dt_cook_agg_key(dt_pcb_t *pcb, dt_node_t *k, int i, dt_recdesc_t *rd)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	char n[64];

	memset(rd, 0, sizeof(*rd));
	if (dt_cg_stack_kind(k) != 0) {
		/* stack(), sym()...: their datum, laid out by dt_cg_stack.c */
		dt_cg_t cg = { .cg_pcb = pcb, .cg_dtp = dtp };

		dt_cook_stack(pcb, k);
		rd->rd_act = dt_cg_stack_kind(k);
		rd->rd_size = dt_cg_stack_size(&cg, k);
		return;
	}
	if (dt_is_stack_func(k)) /* jstack() */
		dt_cg_jstack(pcb, k);
	if (k->dn_kind == DT_NODE_AGG)
		dnerror(k, D_KEY_TYPE, "aggregation key #%d is of an invalid type: aggregation",
			i + 1);
	dt_cook_node(pcb, k);
	/* an action's value, an aggregating function's */
	if (dt_type_kind(k->dn_type) == DT_TK_VOID || dt_type_kind(k->dn_type) == DT_TK_DYN)
		dnerror(k, D_KEY_TYPE, "%s expression may not be used as aggregation index: "
			"key #%d", dt_type_name(k->dn_type, n, sizeof(n)), i + 1);
	rd->rd_act = DT_ACT_TRACE;
	rd->rd_type = k->dn_type; /* for printa()'s format check */
	if (dt_type_is_string(k->dn_type) ||
	    (dt_type_kind(k->dn_type) == DT_TK_ARRAY && dt_type_is_charseq(k->dn_type))) {
		rd->rd_size = dt_mem_strsz(dtp);
		rd->rd_flags = DT_RF_STRING;
		return;
	}
	if ((dt_type_kind(k->dn_type) == DT_TK_STRUCT || dt_type_kind(k->dn_type) == DT_TK_UNION) &&
	    dt_type_size(k->dn_type) > 0) {
		/*
		 * a struct or union: its bytes, printed as illumos prints a datum
		 * of that size (an integer for 1, 2, 4 or 8 bytes, else a dump)
		 */
		rd->rd_size = dt_type_size(k->dn_type);
		rd->rd_flags = DT_RF_BYTES;
		return;
	}
	if (!dt_type_is_scalar(k->dn_type) || dt_type_size(k->dn_type) == 0)
		dnerror(k, D_KEY_TYPE, "aggregation key #%d is of an invalid type: %s", i + 1,
			dt_type_name(k->dn_type, n, sizeof(n)));
	rd->rd_size = dt_type_kind(k->dn_type) == DT_TK_PTR ? 8 : dt_type_size(k->dn_type);
	if (rd->rd_size > 8)
		rd->rd_size = 8;
	rd->rd_flags =
		dt_type_is_integer(k->dn_type) && dt_type_is_signed(k->dn_type) ? DT_RF_SIGNED : 0;
}

/* A key's alignment: strings by byte, stacks and symbols by word, integers by size. */
static uint32_t dt_agg_key_align(const dt_recdesc_t *rd)
{
	return rd->rd_flags & (DT_RF_STRING | DT_RF_BYTES) ? 1 : rd->rd_act != DT_ACT_TRACE ? 8 :
	       rd->rd_size;
}

/*
 * Lay n keys out one after the other, each aligned, the map key's way (a
 * stack() or ustack() key is a stack id there: include/dt_bpf_shared.h) or
 * the snapshot's; the offsets go to offs.  The bytes they take.
 */
static uint32_t dt_agg_key_offsets(const dt_recdesc_t *keys, uint32_t n, int map, uint32_t *offs)
{
	uint32_t off = 0;

	for (uint32_t i = 0; i < n; i++) {
		uint32_t align = dt_agg_key_align(&keys[i]);

		off = (off + align - 1) & ~(align - 1);
		offs[i] = off;
		off += map ? dt_agg_mapkey_size(&keys[i]) : keys[i].rd_size;
	}
	return off;
}

static uint32_t dt_agg_round8(uint32_t n)
{
	return n < 8 ? 8 : (n + 7) & ~7u;
}

/* Lay the keys out (each aligned to its size) or check them against the first use. */
static void dt_cook_agg_keys(dt_pcb_t *pcb, dt_node_t *agg, dt_aggdesc_t *ad, int first)
{
	dt_recdesc_t keys[DT_MAX_KEYS];
	uint32_t n = 0, off, offs[DT_MAX_KEYS];
	int stacks = 0;
	char an[128];

	for (dt_node_t *k = agg->dn_args; k != NULL; k = k->dn_next, n++) {
		if (n == DT_MAX_KEYS)
			dnerror(agg, D_KEY_TYPE, "%s[ ] has more than %d keys",
				dt_agg_display(agg->dn_string, an, sizeof(an)), DT_MAX_KEYS);
		dt_cook_agg_key(pcb, k, n, &keys[n]);
	}
	dt_agg_display(agg->dn_string, an, sizeof(an));
	if (!first) {
		if (n != ad->ad_nkeys)
			dnerror(agg, D_PROTO_LEN,
				"%s[ ] prototype mismatch: %u key%s passed, %u expected", an, n,
				n == 1 ? "" : "s", ad->ad_nkeys);
		for (uint32_t i = 0; i < n; i++) {
			if ((keys[i].rd_flags & DT_RF_STRING) !=
				    (ad->ad_keys[i].rd_flags & DT_RF_STRING) ||
			    keys[i].rd_act != ad->ad_keys[i].rd_act ||
			    (keys[i].rd_act != DT_ACT_TRACE &&
			     keys[i].rd_size != ad->ad_keys[i].rd_size))
				dnerror(agg, D_PROTO_ARG,
					"%s[ ] key #%u is incompatible with prototype:\n"
					"\tprototype: %s\n\t argument: %s",
					an, i + 1,
					ad->ad_keys[i].rd_flags & DT_RF_STRING ? "string" :
										 "integer",
					keys[i].rd_flags & DT_RF_STRING ? "string" : "integer");
		}
		return;
	}
	off = dt_agg_key_offsets(keys, n, 0, offs);
	for (uint32_t i = 0; i < n; i++) {
		keys[i].rd_offset = offs[i];
		stacks |= dt_agg_stackkey(&keys[i]);
	}
	if (off > (int)(dt_mem_recsize(pcb->pcb_hdl) - sizeof(dt_rec_hdr_t)))
		dnerror(agg, D_KEY_TYPE, "%s[ ] keys take %u bytes, more than %d", an, off,
			(int)(dt_mem_recsize(pcb->pcb_hdl) - sizeof(dt_rec_hdr_t)));
	if (n > 0) {
		ad->ad_keys = calloc(n, sizeof(dt_recdesc_t));
		if (ad->ad_keys == NULL)
			dnerror(agg, D_UNKNOWN, "out of memory");
		memcpy(ad->ad_keys, keys, n * sizeof(dt_recdesc_t));
	}
	ad->ad_nkeys = n;
	ad->ad_keysize = off;
	ad->ad_entkeysize = ad->ad_mapkeysize = dt_agg_round8(off);
	if (stacks) {
		/* the map key differs only where there are stacks */
		ad->ad_mapoffs = calloc(n, sizeof(uint32_t));
		if (ad->ad_mapoffs == NULL)
			dnerror(agg, D_UNKNOWN, "out of memory");
		ad->ad_mapkeysize = dt_agg_round8(dt_agg_key_offsets(keys, n, 1, ad->ad_mapoffs));
	}
}

static void dt_need_scalar_arg(const dt_node_t *a, const char *fn, int argno)
{
	if (!dt_type_is_scalar(a->dn_type))
		dnerror(a, D_AGG_SCALAR, "%s( ) argument #%d must be of scalar type", fn, argno);
}

/* The increment of quantize(), lquantize(), llquantize(): their last argument. */
static void dt_need_incr_arg(const dt_node_t *a, const char *fn, int argno)
{
	if (!dt_type_is_scalar(a->dn_type))
		dnerror_unplaced(a, D_PROTO_ARG,
				 "%s( ) increment value (argument #%d) must be of scalar type", fn,
				 argno);
}

/* lquantize()'s base or limit: an integer constant that fits the 32 bits recorded. */
static int64_t dt_lquant_int32(const dt_node_t *a, dt_errtag_t typetag, dt_errtag_t valtag,
			       int argno)
{
	int64_t v = (int64_t)a->dn_value;

	if (a->dn_kind != DT_NODE_INT || !dt_type_is_integer(a->dn_type))
		dnerror(a, typetag, "lquantize( ) argument #%d must be an integer constant", argno);
	if (v < INT32_MIN || v > INT32_MAX)
		dnerror(a, valtag, "lquantize( ) argument #%d must be a 32-bit quantity", argno);
	return v;
}

static void dt_cook_lquantize(dt_node_t *fn, dt_node_t *args, dt_aggdesc_t *ad, int first)
{
	dt_node_t *b = args->dn_next, *l = b->dn_next, *s = l->dn_next;
	int64_t base, limit, step = 1, levels;

	base = dt_lquant_int32(b, D_LQUANT_BASETYPE, D_LQUANT_BASEVAL, 1);
	limit = dt_lquant_int32(l, D_LQUANT_LIMTYPE, D_LQUANT_LIMVAL, 2);
	if (limit <= base)
		dnerror(fn, D_LQUANT_MISMATCH,
			"lquantize( ) base (argument #1) must be less than "
			"limit (argument #2)");
	if (s != NULL) {
		if (s->dn_kind != DT_NODE_INT || !dt_type_is_integer(s->dn_type) ||
		    (int64_t)s->dn_value <= 0)
			dnerror(s, D_LQUANT_STEPTYPE,
				"lquantize( ) argument #3 must be a non-zero "
				"positive integer constant");
		step = (int64_t)s->dn_value;
		if (step > UINT16_MAX)
			dnerror(s, D_LQUANT_STEPVAL,
				"lquantize( ) argument #3 must be a 16-bit quantity");
		if (s->dn_next != NULL)
			dt_need_incr_arg(s->dn_next, "lquantize", 5);
	}
	levels = (limit - base) / step;
	if (levels == 0)
		dnerror(fn, D_LQUANT_STEPLARGE,
			"lquantize( ) step (argument #3) too large: must "
			"have at least one quantization level");
	if (levels > UINT16_MAX)
		dnerror(fn, D_LQUANT_STEPSMALL,
			"lquantize( ) step (argument #3) too small: number "
			"of quantization levels must be a 16-bit quantity");
	if (first) {
		ad->ad_base = base, ad->ad_step = step, ad->ad_levels = (int32_t)levels;
		return;
	}
	if (ad->ad_base != base)
		dnerror(fn, D_LQUANT_MATCHBASE,
			"lquantize( ) base (argument #1) doesn't match "
			"previous declaration: expected %lld, found %lld",
			(long long)ad->ad_base, (long long)base);
	if (ad->ad_base + ad->ad_levels * ad->ad_step != base + levels * step)
		dnerror(fn, D_LQUANT_MATCHLIM,
			"lquantize( ) limit (argument #2) doesn't match "
			"previous declaration: expected %lld, found %lld",
			(long long)(ad->ad_base + ad->ad_levels * ad->ad_step), (long long)limit);
	if (ad->ad_step != step)
		dnerror(fn, D_LQUANT_MATCHSTEP,
			"lquantize( ) step (argument #3) doesn't match "
			"previous declaration: expected %lld, found %lld",
			(long long)ad->ad_step, (long long)step);
}

/*
 * llquantize()'s steps must give every magnitude whole buckets: DTrace's
 * words for each way they may not, or NULL.
 */
static const char *dt_llquant_steps_err(int64_t factor, int64_t lmag, int64_t steps)
{
	if (steps < factor)
		return factor % steps == 0 ? NULL : "must evenly divide argument #1 (factor) "
						    "when steps<factor";
	if (steps % factor != 0)
		return "must be a multiple of argument #1 (factor) when steps>factor";
	if (lmag == 0)
		return (uint64_t)(factor * factor) % (uint64_t)steps == 0 ? NULL :
		       "must evenly divide the square of argument #1 (factor) when steps>factor "
		       "and lmag==0";
	return dt_agg_ipow(factor, lmag + 1) % (uint64_t)steps == 0 ? NULL :
	       "must evenly divide pow(argument #1 (factor), lmag (argument #2) + 1) when "
	       "steps>factor and lmag>0";
}

/*
 * llquantize(value, factor, lmag, hmag, steps [, incr]): DTrace numbers the
 * parameters from the factor (#1), as illumos does, and checks them in
 * this order.
 */
static void dt_cook_llquantize(dt_node_t *fn, dt_node_t *args, dt_aggdesc_t *ad, int first)
{
	static const struct {
		const char *what;	/* its name in a mismatch */
		dt_errtag_t type, val, match;
	} p[] = {
		{ "factor", D_LLQUANT_FACTORTYPE, D_LLQUANT_FACTORVAL, D_LLQUANT_MATCHFACTOR },
		{ "lmag", D_LLQUANT_LMAGTYPE, D_LLQUANT_LMAGVAL, D_LLQUANT_MATCHLMAG },
		{ "hmag", D_LLQUANT_HMAGTYPE, D_LLQUANT_HMAGVAL, D_LLQUANT_MATCHHMAG },
		{ "steps", D_LLQUANT_STEPTYPE, D_LLQUANT_STEPVAL, D_LLQUANT_MATCHSTEPS },
	};
	dt_node_t *a = args->dn_next, *arg[4];
	int64_t v[4], prev[4] = { ad->ad_factor, ad->ad_lmag, ad->ad_hmag, ad->ad_steps };
	uint64_t pw = 1;
	const char *why;

	for (int i = 0; i < 4; i++, a = a->dn_next)
		arg[i] = a;
	for (int i = 0; i < 3; i++) {
		if (arg[i]->dn_kind != DT_NODE_INT || !dt_type_is_integer(arg[i]->dn_type))
			dnerror(arg[i], p[i].type, "llquantize( ) argument #%d must be an integer "
				"constant", i + 1);
		v[i] = (int64_t)arg[i]->dn_value;
		if (v[i] < (i == 0 ? 2 : 0) || v[i] > UINT16_MAX)
			dnerror(arg[i], p[i].val, "llquantize( ) argument #%d must be an unsigned "
				"16-bit quantity%s", i + 1,
				i == 0 ? " greater than or equal to 2" : "");
	}
	if (v[2] < v[1])
		dnerror(fn, D_LLQUANT_HMAGVAL, "llquantize( ) argument #3 (high magnitude) must be "
			"at least argument #2 (low magnitude)");
	/*
	 * factor^(hmag + 1), the top bucket's limit, must be a value: 63 bits
	 * (DTrace allows 64, and prints the buckets above 2^63 wrong)
	 */
	for (int64_t i = 0; i <= v[2]; i++) {
		if (pw > (uint64_t)INT64_MAX / (uint64_t)v[0])
			dnerror(fn, D_LLQUANT_HMAGVAL, "llquantize( ) argument #3 (high magnitude) "
				"will cause overflow of 64 bits");
		pw *= (uint64_t)v[0];
	}
	if (arg[3]->dn_kind != DT_NODE_INT || !dt_type_is_integer(arg[3]->dn_type) ||
	    (int64_t)arg[3]->dn_value <= 0)
		dnerror(arg[3], D_LLQUANT_STEPTYPE, "llquantize( ) argument #4 must be a non-zero "
			"positive integer constant");
	v[3] = (int64_t)arg[3]->dn_value;
	if (v[3] > UINT16_MAX)
		dnerror(arg[3], D_LLQUANT_STEPVAL, "llquantize( ) argument #4 must be an unsigned "
			"16-bit quantity");
	why = dt_llquant_steps_err(v[0], v[1], v[3]);
	if (why != NULL)
		dnerror(fn, D_LLQUANT_STEPVAL, "llquantize() argument #4 (steps) %s", why);
	if (a != NULL)
		dt_need_incr_arg(a, "llquantize", 6);
	if (first) {
		ad->ad_factor = v[0], ad->ad_lmag = v[1], ad->ad_hmag = v[2], ad->ad_steps = v[3];
		return;
	}
	for (int i = 0; i < 4; i++) {
		if (prev[i] != v[i])
			dnerror(fn, p[i].match,
				"llquantize() %s (argument #%d) doesn't match "
				"previous declaration: expected %lld, found %lld",
				p[i].what, i + 1, (long long)prev[i], (long long)v[i]);
	}
}

/*
 * The parameters lquantize() and llquantize() declare int32_t: anything but
 * an integer is a prototype mismatch, before their own checks.
 */
static void dt_cook_quant_proto(dt_node_t *fn, const char *name, int nparams)
{
	dt_node_t *a = fn->dn_args->dn_next;
	char tn[128];

	for (int i = 0; i < nparams && a != NULL; i++, a = a->dn_next) {
		if (!dt_type_is_integer(a->dn_type))
			dnerror(a, D_PROTO_ARG, "%s( ) argument #%d is incompatible with prototype:\n"
				"\tprototype: int32_t\n\t argument: %s", name, i + 2,
				dt_type_name(a->dn_type, tn, sizeof(tn)));
	}
}

/* Arguments of the aggregating function; fills the description on first use. */
static void dt_cook_agg_func(dt_pcb_t *pcb, dt_node_t *fn, int fi, dt_aggdesc_t *ad, int first)
{
	const char *name = dt_aggfuncs[fi].name;
	int n = dt_node_list_len(fn->dn_args);
	dt_node_t *a;

	if (n < dt_aggfuncs[fi].minargs || n > dt_aggfuncs[fi].maxargs) {
		int lim = n < dt_aggfuncs[fi].minargs ? dt_aggfuncs[fi].minargs :
							dt_aggfuncs[fi].maxargs;
		const char *how = dt_aggfuncs[fi].minargs == dt_aggfuncs[fi].maxargs ? "" :
				  n < lim					     ? "at least " :
										       "at most ";

		/* too many: DTrace's prototypes end in "...", checked after cooking */
		if (n > dt_aggfuncs[fi].maxargs &&
		    dt_aggfuncs[fi].minargs != dt_aggfuncs[fi].maxargs)
			dnerror_unplaced(fn, D_PROTO_LEN,
					 "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
					 name, n, n == 1 ? "" : "s", how, lim);
		dnerror(fn, D_PROTO_LEN, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
			name, n, n == 1 ? "" : "s", how, lim);
	}
	for (a = fn->dn_args; a != NULL; a = a->dn_next) {
		if (a->dn_kind == DT_NODE_AGG)
			dnerror(a, D_AGG_SCALAR, "%s( ) argument #%d must be of scalar type", name,
				1 + (int)(a != fn->dn_args));
		dt_cook_node(pcb, a);
	}
	if (dt_aggfuncs[fi].func == DT_AGG_LQUANTIZE)
		dt_cook_quant_proto(fn, name, 2);
	if (dt_aggfuncs[fi].func == DT_AGG_LLQUANTIZE)
		dt_cook_quant_proto(fn, name, 4);
	if (fn->dn_args != NULL)
		dt_need_scalar_arg(fn->dn_args, name, 1);
	switch (dt_aggfuncs[fi].func) {
	case DT_AGG_QUANTIZE:
		if (n == 2)
			dt_need_incr_arg(fn->dn_args->dn_next, name, 2);
		break;
	case DT_AGG_LQUANTIZE:
		dt_cook_lquantize(fn, fn->dn_args, ad, first);
		break;
	case DT_AGG_LLQUANTIZE:
		dt_cook_llquantize(fn, fn->dn_args, ad, first);
		break;
	default:
		break;
	}
}

static int dt_agg_func_index(const dt_node_t *fn)
{
	if (fn->dn_kind != DT_NODE_FUNC || fn->dn_child[0]->dn_kind != DT_NODE_IDENT)
		return -1;
	for (size_t i = 0; i < sizeof(dt_aggfuncs) / sizeof(dt_aggfuncs[0]); i++) {
		if (strcmp(dt_aggfuncs[i].name, fn->dn_child[0]->dn_string) == 0)
			return (int)i;
	}
	return -1;
}

int dt_cg_is_aggfunc(const dt_node_t *fn)
{
	return dt_agg_func_index(fn) >= 0;
}

/* "@a[keys] = func(args)": check it and bind it to its aggregation (dn_aux). */
void dt_cook_agg(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_node_t *agg = dnp->dn_child[0], *fn = dnp->dn_child[1];
	dt_aggdesc_t *ad;
	int fi, first = 0;
	char an[128];

	if (dnp->dn_aux != NULL)
		return; /* cooked already */
	if (agg->dn_kind == DT_NODE_ARRAY)
		dnerror(agg, D_AGG_MDIM, "%s may not be used as a multi-dimensional array",
			agg->dn_child[0]->dn_string);
	dt_agg_display(agg->dn_string, an, sizeof(an));
	fi = dt_agg_func_index(fn);
	if (dnp->dn_op != DT_OP_ASGN || fi < 0)
		dnerror(dnp, D_AGG_FUNC,
			"%s must be assigned the result of an aggregating function", an);
	ad = dt_agg_lookup(dtp, dt_agg_stored(agg->dn_string));
	if (ad != NULL && ad->ad_func != dt_aggfuncs[fi].func)
		dnerror(dnp, D_AGG_REDEF, "aggregation redefined: %s", an);
	if (ad == NULL) {
		ad = dt_agg_create(dtp, dt_agg_stored(agg->dn_string));
		if (ad == NULL)
			dnerror(dnp, D_UNKNOWN, "out of memory");
		ad->ad_func = dt_aggfuncs[fi].func;
		first = 1;
	}
	/*
	 * A failed first use must not leave a half-made aggregation behind:
	 * the whole compilation fails then, and the handle's aggregations with
	 * it (dt_aggregate.c drops those of a failed compilation).
	 */
	dt_cook_agg_keys(pcb, agg, ad, first);
	dt_cook_agg_func(pcb, fn, fi, ad, first);
	if (first && dt_agg_layout(ad) != 0)
		dnerror(fn, D_UNKNOWN,
			"%s( ) has too many buckets: an aggregation's value may "
			"take at most %d bytes per CPU",
			dt_aggfuncs[fi].name, DT_AGG_MAXVAL);
	dnp->dn_aux = ad;
	dnp->dn_type = dt_type_void(dtp);
}

/* ---- code generation ---- */

static int dt_cg_agg_size(uint32_t s)
{
	return s == 1 ? BPF_B : s == 2 ? BPF_H : s == 4 ? BPF_W : BPF_DW;
}

static void dt_cg_agg_drop(dt_cg_t *cg, const dt_node_t *dnp, int done);

/*
 * Evaluate the keys into the key buffer at r7 + base (zeroed first: the map
 * compares all bytes).  A stack key is a stack id (dt_cg_stack_keyid); one
 * that cannot be kept is an aggregation drop.
 */
static void dt_cg_agg_key(dt_cg_t *cg, const dt_aggdesc_t *ad, dt_node_t *agg, uint32_t base,
			  int done)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	dt_node_t *k;
	uint32_t i = 0;

	if (base + ad->ad_mapkeysize > DT_MEM_BUF + dt_mem_recsize(cg->cg_dtp))
		dnerror(agg, D_UNKNOWN, "no room for the aggregation key in the clause's buffer");
	for (uint32_t z = 0; z < ad->ad_mapkeysize; z += 8)
		dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, base + z, 0));
	for (k = agg->dn_args; k != NULL; k = k->dn_next, i++) {
		const dt_recdesc_t *rd = &ad->ad_keys[i];
		uint32_t off = base + (ad->ad_mapoffs ? ad->ad_mapoffs[i] : rd->rd_offset);
		int r, dst, kept;

		if (dt_agg_stackkey(rd)) {
			kept = dt_label_new(p);
			dt_cg_stack_keyid(cg, k, off);
			dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), kept);
			dt_cg_agg_drop(cg, k, done);
			dt_label_place(p, kept);
			continue;
		}
		if (rd->rd_act != DT_ACT_TRACE) {
			dst = dt_cg_reg_alloc(cg, k);
			dt_emit(p, BPF_MOV_REG(dst, 7));
			dt_cg_stack_store(cg, k, dst, off);
			dt_cg_reg_free(cg, dst);
			continue;
		}
		if (rd->rd_flags & DT_RF_STRING) {
			r = dt_cg_strval(cg, k);
			dst = dt_cg_reg_alloc(cg, k);
			dt_emit(p, BPF_MOV_REG(dst, 7));
			dt_emit(p, BPF_ALU64_IMM(BPF_ADD, dst, off));
			dt_cg_str_copy(cg, dst, r);
			dt_cg_reg_free(cg, dst);
		} else if (rd->rd_flags & DT_RF_BYTES) {
			r = dt_cg_expr(cg, k);	/* the struct's address */
			dst = dt_cg_reg_alloc(cg, k);
			dt_emit(p, BPF_MOV_REG(dst, 7));
			dt_emit(p, BPF_ALU64_IMM(BPF_ADD, dst, off));
			dt_cg_obj_copy(cg, k, dst, r, rd->rd_size);
			dt_cg_reg_free(cg, dst);
		} else {
			r = dt_cg_expr(cg, k);
			dt_emit(p, BPF_STORE(dt_cg_agg_size(rd->rd_size), 7, off, r));
		}
		dt_cg_reg_free(cg, r);
	}
}

/* Count an aggregation drop on this CPU ("aggdrops", a per-CPU array). */
static void dt_cg_agg_drop(dt_cg_t *cg, const dt_node_t *dnp, int done)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int kr = dt_cg_reg_alloc(cg, dnp), one;

	dt_emit(p, BPF_STORE_IMM(BPF_W, BPF_REG_FP, DT_CG_KEY_SLOT, 0));
	dt_emit(p, BPF_MOV_REG(kr, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, kr, DT_CG_KEY_SLOT));
	dt_cg_map_lookup(cg, "aggdrops", kr);
	dt_cg_reg_free(cg, kr);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), done);
	one = dt_cg_reg_alloc(cg, dnp);
	dt_emit(p, BPF_MOV_IMM(one, 1));
	dt_emit(p, BPF_XADD_REG(BPF_DW, 0, 0, one));
	dt_cg_reg_free(cg, one);
	dt_emit_jmp(p, BPF_GOTO(0), done);
}

/*
 * An indirect aggregation (dt_aggregate.h): its map, looked up in its
 * outer map by its id, kept at DT_CG_AGGMAP_SLOT for the map calls of this
 * update (dt_cg_agg_call).  The entry is always there: if it were not, the
 * update would be skipped.
 */
static void dt_cg_agg_map(dt_cg_t *cg, const dt_aggdesc_t *ad, const dt_node_t *dnp, int done)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int kr;

	if (!ad->ad_indirect)
		return;
	kr = dt_cg_reg_alloc(cg, dnp);
	/* key = id; r0 = bpf_map_lookup_elem(&aggo, &key) */
	dt_emit(p, BPF_STORE_IMM(BPF_W, BPF_REG_FP, DT_CG_KEY_SLOT, (int32_t)ad->ad_id));
	dt_emit(p, BPF_MOV_REG(kr, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, kr, DT_CG_KEY_SLOT));
	dt_cg_map_lookup(cg, ad->ad_outername, kr);
	dt_cg_reg_free(cg, kr);
	/* if (r0 == NULL) goto done; *(void **)(fp + DT_CG_AGGMAP_SLOT) = r0 */
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), done);
	dt_emit(p, BPF_STORE(BPF_DW, BPF_REG_FP, DT_CG_AGGMAP_SLOT, 0));
}

/* r0 = helper(the aggregation's map, args...), as dt_cg_map_call does. */
static void dt_cg_agg_call(dt_cg_t *cg, const dt_aggdesc_t *ad, int helper, int argc,
			   const int *argv, const int64_t *imm)
{
	if (ad->ad_indirect)
		dt_cg_map_call_at(cg, helper, NULL, DT_CG_AGGMAP_SLOT, argc, argv, imm);
	else
		dt_cg_map_call(cg, helper, ad->ad_mapname, argc, argv, imm);
}

/* r0 = bpf_map_lookup_elem(the aggregation's map, key). */
static void dt_cg_agg_lookup(dt_cg_t *cg, const dt_aggdesc_t *ad, int key)
{
	dt_cg_agg_call(cg, ad, BPF_FUNC_map_lookup_elem, 1, &key, NULL);
}

/*
 * A keyless aggregation's value: key 0 of its per-CPU array, always there.
 * The key is on the stack, not in the scratch value: a clause such as
 * `@ = count();` then never reads r7, and its trampoline does without the
 * scratch lookup (dt_cg_tramp_uses).
 */
static int dt_cg_agg_array_entry(dt_cg_t *cg, const dt_aggdesc_t *ad, const dt_node_t *dnp,
				 int done)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int v;

	dt_cg_agg_map(cg, ad, dnp, done);
	v = dt_cg_reg_alloc(cg, dnp);
	/* v = &key, key = 0 */
	dt_emit(p, BPF_STORE_IMM(BPF_W, BPF_REG_FP, DT_CG_KEY_SLOT, 0));
	dt_emit(p, BPF_MOV_REG(v, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, v, DT_CG_KEY_SLOT));
	dt_cg_agg_lookup(cg, ad, v);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), done);
	dt_emit(p, BPF_MOV_REG(v, 0));
	return v;
}

/*
 * A register pointing to this CPU's value for the key at r7 + keybase,
 * created (from the zeroes of "aggzero") if needed; jumps to done if the
 * map is full.
 */
static int dt_cg_agg_entry(dt_cg_t *cg, const dt_aggdesc_t *ad, const dt_node_t *dnp,
			   uint32_t keybase, int done)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int have = dt_label_new(p), again = dt_label_new(p), full = dt_label_new(p);
	int kr, zr, v;
	int argv[3];
	int64_t imm[3] = { 0, 0, 1 /* BPF_NOEXIST */ };

	dt_cg_agg_map(cg, ad, dnp, done);
	kr = dt_cg_reg_alloc(cg, dnp);
	/* kr = the key's address */
	dt_emit(p, BPF_MOV_REG(kr, 7));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, kr, keybase));
	dt_cg_agg_lookup(cg, ad, kr);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), have);
	zr = dt_cg_reg_alloc(cg, dnp);
	dt_emit_reloc(p, zr, DT_RELOC_MAPVAL, "aggzero", 0);
	argv[0] = kr, argv[1] = zr, argv[2] = -1;
	dt_cg_agg_call(cg, ad, BPF_FUNC_map_update_elem, 3, argv, imm);
	dt_cg_reg_free(cg, zr);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), again);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, -EEXIST, 0), full);
	dt_label_place(p, again);
	dt_cg_agg_lookup(cg, ad, kr);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), have);
	dt_label_place(p, full);
	dt_cg_reg_free(cg, kr);
	dt_cg_agg_drop(cg, dnp, done);
	dt_label_place(p, have);
	v = kr; /* the key's register is free from here on */
	cg->cg_live |= 1u << v;
	dt_emit(p, BPF_MOV_REG(v, 0));
	return v;
}

/* [v + off] += r (or += imm when r < 0). */
static void dt_cg_agg_add(dt_cg_t *cg, const dt_node_t *dnp, int v, int32_t off, int r, int imm)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int t = dt_cg_reg_alloc(cg, dnp);

	dt_emit(p, BPF_LOAD(BPF_DW, t, v, off));
	if (r >= 0)
		dt_emit(p, BPF_ALU64_REG(BPF_ADD, t, r));
	else
		dt_emit(p, BPF_ALU64_IMM(BPF_ADD, t, imm));
	dt_emit(p, BPF_STORE(BPF_DW, v, off, t));
	dt_cg_reg_free(cg, t);
}

/* min/max: [off] value, [off + 8] set. */
static void dt_cg_agg_minmax(dt_cg_t *cg, const dt_node_t *dnp, int v, int32_t off, int x,
			     int ismin)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int set = dt_label_new(p), skip = dt_label_new(p), t = dt_cg_reg_alloc(cg, dnp);

	dt_emit(p, BPF_LOAD(BPF_DW, t, v, off + 8));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, t, 0, 0), set);
	dt_emit(p, BPF_LOAD(BPF_DW, t, v, off));
	dt_emit_jmp(p, BPF_JMP_REG(ismin ? BPF_JSGE : BPF_JSLE, x, t, 0), skip);
	dt_label_place(p, set);
	dt_emit(p, BPF_STORE(BPF_DW, v, off, x));
	dt_emit(p, BPF_STORE_IMM(BPF_DW, v, off + 8, 1));
	dt_label_place(p, skip);
	dt_cg_reg_free(cg, t);
}

/* Apply one datum to the copy whose data starts at v + off. */
static void dt_cg_agg_apply(dt_cg_t *cg, const dt_aggdesc_t *ad, const dt_node_t *dnp, int v,
			    int32_t off, int x, int idx, int incr)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int t;

	switch (ad->ad_func) {
	case DT_AGG_COUNT:
		dt_cg_agg_add(cg, dnp, v, off, -1, 1);
		break;
	case DT_AGG_SUM:
		dt_cg_agg_add(cg, dnp, v, off, x, 0);
		break;
	case DT_AGG_AVG:
		dt_cg_agg_add(cg, dnp, v, off, -1, 1);
		dt_cg_agg_add(cg, dnp, v, off + 8, x, 0);
		break;
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		dt_cg_agg_minmax(cg, dnp, v, off, x, ad->ad_func == DT_AGG_MIN);
		break;
	case DT_AGG_STDDEV: {
		int argv[2];

		t = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_MOV_REG(t, v));
		dt_emit(p, BPF_ALU64_IMM(BPF_ADD, t, off));
		argv[0] = t, argv[1] = x;
		dt_cg_call(cg, -1, "dt_agg_stddev", 2, argv, NULL);
		dt_cg_reg_free(cg, t);
		break;
	}
	default: /* the histograms: bucket idx */
		t = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_MOV_REG(t, idx));
		dt_emit(p, BPF_ALU64_IMM(BPF_LSH, t, 3));
		dt_emit(p, BPF_ALU64_REG(BPF_ADD, t, v));
		dt_cg_agg_add(cg, dnp, t, off, incr, 1);
		dt_cg_reg_free(cg, t);
		break;
	}
}

/* The bucket of x for the histograms, in a new register. */
static int dt_cg_agg_bucket(dt_cg_t *cg, const dt_aggdesc_t *ad, const dt_node_t *dnp, int x)
{
	int argv[4] = { x, -1, -1, -1 };
	int64_t imm[4] = { 0 };
	const char *fn;
	int r;

	switch (ad->ad_func) {
	case DT_AGG_QUANTIZE:
		fn = "dt_agg_qbucket";
		dt_cg_call(cg, -1, fn, 1, argv, imm);
		break;
	case DT_AGG_LQUANTIZE:
		imm[1] = ad->ad_base, imm[2] = ad->ad_step, imm[3] = ad->ad_levels;
		dt_cg_call(cg, -1, "dt_agg_lqbucket", 4, argv, imm);
		break;
	default: {
		uint32_t nb = dt_llquantize_nbuckets(ad->ad_factor, ad->ad_lmag, ad->ad_hmag,
						     ad->ad_steps);

		imm[1] = (int64_t)dt_agg_ipow(ad->ad_factor, ad->ad_lmag);
		imm[2] = (int64_t)((uint64_t)ad->ad_factor | (uint64_t)ad->ad_steps << 16 |
				   (uint64_t)(ad->ad_hmag - ad->ad_lmag + 1) << 32);
		imm[3] = (nb - 3) / 2;
		dt_cg_call(cg, -1, "dt_agg_llqbucket", 4, argv, imm);
		break;
	}
	}
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit(cg->cg_prog, BPF_MOV_REG(r, 0));
	return r;
}

/*
 * [v + off .. + 8 * n) = 0: stores, or for a histogram one copy of the
 * zeroes of "aggzero".  A loop was walked by the verifier once per
 * iteration on every path, and a histogram's bucket is known on each of
 * its paths: quantize(timestamp) took 240k verified instructions.
 */
static void dt_cg_agg_zero(dt_cg_t *cg, const dt_node_t *dnp, int v, int32_t off, uint32_t n)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int argv[3];
	int64_t imm[3] = { 0, 8 * (int64_t)n, 0 };

	if (n <= 8) {
		for (uint32_t w = 0; w < n; w++)
			dt_emit(p, BPF_STORE_IMM(BPF_DW, v, off + 8 * (int32_t)w, 0));
		return;
	}
	argv[0] = dt_cg_reg_alloc(cg, dnp);
	argv[1] = -1;
	argv[2] = dt_cg_reg_alloc(cg, dnp);
	dt_emit(p, BPF_MOV_REG(argv[0], v));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, argv[0], off));
	dt_emit_reloc(p, argv[2], DT_RELOC_MAPVAL, "aggzero", 0);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel, NULL, 3, argv, imm);
	dt_cg_reg_free(cg, argv[2]);
	dt_cg_reg_free(cg, argv[0]);
}

/*
 * A value last updated before a clear() (its generation word differs from
 * the aggregation's): stamp it and zero both copies under the latch.
 */
static void dt_cg_agg_fresh(dt_cg_t *cg, const dt_aggdesc_t *ad, const dt_node_t *dnp, int v)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	uint32_t cw = ad->ad_cwords;
	int fresh = dt_label_new(p), g = dt_cg_reg_alloc(cg, dnp), t = dt_cg_reg_alloc(cg, dnp);

	dt_emit_reloc(p, g, DT_RELOC_MAPVAL, "aggzero", DT_AGG_MAXVAL + 8 * (int64_t)ad->ad_id);
	dt_emit(p, BPF_LOAD(BPF_DW, g, g, 0));
	dt_emit(p, BPF_LOAD(BPF_DW, t, v, 8 * DT_AGG_GENWORD(cw)));
	dt_emit_jmp(p, BPF_JMP_REG(BPF_JEQ, t, g, 0), fresh);
	dt_emit(p, BPF_STORE(BPF_DW, v, 8 * DT_AGG_GENWORD(cw), g));
	dt_emit(p, BPF_LOAD(BPF_DW, t, v, 8 * (cw + 1)));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, t, 1));
	dt_cg_reg_free(cg, g);
	for (uint32_t c = 0; c < 2; c++) {
		int32_t base = 8 * (int32_t)(c * (cw + 2));

		dt_emit(p, BPF_STORE(BPF_DW, v, base + 8 * (cw + 1), t));
		dt_cg_agg_zero(cg, dnp, v, base + 8, cw);
		dt_emit(p, BPF_STORE(BPF_DW, v, base, t));
	}
	dt_label_place(p, fresh);
	dt_cg_reg_free(cg, t);
}

void dt_cg_agg(dt_cg_t *cg, dt_node_t *dnp)
{
	const dt_aggdesc_t *ad = dnp->dn_aux;
	dt_bpf_prog_t *p = cg->cg_prog;
	dt_node_t *args = dnp->dn_child[1]->dn_args, *incrn = NULL;
	uint32_t keybase = DT_CG_AGG_KEYBASE(cg), cw = ad->ad_cwords;
	int done = dt_label_new(p), x = -1, idx = -1, incr = -1, v, n;
	int hist = ad->ad_func >= DT_AGG_QUANTIZE;

	if (!DT_AGG_IS_ARRAY(ad))
		dt_cg_agg_key(cg, ad, dnp->dn_child[0], keybase, done);
	if (args != NULL)
		x = dt_cg_expr(cg, args);
	if (ad->ad_func == DT_AGG_QUANTIZE && args->dn_next != NULL)
		incrn = args->dn_next;
	else if (ad->ad_func == DT_AGG_LQUANTIZE && args->dn_next->dn_next->dn_next != NULL)
		incrn = args->dn_next->dn_next->dn_next->dn_next;
	else if (ad->ad_func == DT_AGG_LLQUANTIZE)
		incrn = args->dn_next->dn_next->dn_next->dn_next->dn_next;
	if (hist) {
		idx = dt_cg_agg_bucket(cg, ad, dnp, x);
		dt_cg_reg_free(cg, x);
		x = -1;
		if (incrn != NULL)
			incr = dt_cg_expr(cg, incrn);
	}
	v = DT_AGG_IS_ARRAY(ad) ? dt_cg_agg_array_entry(cg, ad, dnp, done) :
				  dt_cg_agg_entry(cg, ad, dnp, keybase, done);
	if (hist) /* tell the verifier the bucket is inside the value */
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JGE, idx, ad->ad_nwords, 0), done);
	dt_cg_agg_fresh(cg, ad, dnp, v);
	/* the latch: start0, copy 0, done0, start1, copy 1, done1 (dt_aggregate.h) */
	n = dt_cg_reg_alloc(cg, dnp);
	dt_emit(p, BPF_LOAD(BPF_DW, n, v, 8 * (cw + 1)));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, n, 1));
	for (uint32_t c = 0; c < 2; c++) {
		int32_t base = 8 * (int32_t)(c * (cw + 2));

		dt_emit(p, BPF_STORE(BPF_DW, v, base + 8 * (cw + 1), n));
		dt_cg_agg_apply(cg, ad, dnp, v, base + 8, x, idx, incr < 0 ? -1 : incr);
		dt_emit(p, BPF_STORE(BPF_DW, v, base, n));
	}
	dt_cg_reg_free(cg, n);
	dt_cg_reg_free(cg, v);
	dt_label_place(p, done);
	if (x >= 0)
		dt_cg_reg_free(cg, x);
	if (idx >= 0)
		dt_cg_reg_free(cg, idx);
	if (incr >= 0)
		dt_cg_reg_free(cg, incr);
}

/* ---- actions ---- */

/* The aggregation an action argument names, or the action's error. */
static dt_aggdesc_t *dt_cg_agg_arg(dt_cg_t *cg, dt_node_t *a, const char *fn, int argno,
				   dt_errtag_t argtag, dt_errtag_t badtag)
{
	dt_aggdesc_t *ad;
	char tn[64];

	if (a->dn_kind != DT_NODE_AGG || a->dn_args != NULL) {
		if (a->dn_kind != DT_NODE_AGG)
			dt_cook_node(cg->cg_pcb, a);
		dnerror(a, argtag,
			"%s( ) argument #%d is incompatible with prototype:\n"
			"\tprototype: aggregation\n\t argument: %s",
			fn, argno,
			a->dn_kind == DT_NODE_AGG ? "aggregation element" :
						    dt_type_name(a->dn_type, tn, sizeof(tn)));
	}
	ad = dt_agg_lookup(cg->cg_dtp, dt_agg_stored(a->dn_string));
	if (ad == NULL)
		dnerror(a, badtag, "undefined aggregation: %s",
			dt_agg_display(a->dn_string, tn, sizeof(tn)));
	return ad;
}

static dt_recdesc_t *dt_cg_agg_rec(dt_cg_t *cg, dt_node_t *dnp, dt_act_t act, uint32_t n)
{
	dt_recdesc_t *rd = dt_cg_rec(cg, dnp, act, 0, 1);

	rd->rd_aggs = calloc(n, sizeof(uint32_t));
	if (rd->rd_aggs == NULL)
		dnerror(dnp, D_UNKNOWN, "out of memory");
	rd->rd_nargs = n;
	return rd;
}

/* One key as printf's checker sees it. */
static void dt_cg_printa_keytype(dt_cg_t *cg, const dt_recdesc_t *rd, dt_pfargtype_t *at,
				 char *name, char *base, size_t len)
{
	dt_node_t fake = { .dn_type = rd->rd_type };

	memset(at, 0, sizeof(*at));
	switch (rd->rd_act) {
	case DT_ACT_TRACE:
		dt_cg_pfargtype(cg->cg_dtp, &fake, at, name, base, len);
		return;
	case DT_ACT_STACK:
	case DT_ACT_USTACK:
		at->kind = DT_PF_STACK;
		at->name = "stack";
		return;
	default:
		at->kind = DT_PF_SYM;
		at->size = 8;
		at->name = rd->rd_act == DT_ACT_SYM || rd->rd_act == DT_ACT_MOD ? "_symaddr" :
										  "_usymaddr";
		return;
	}
}

/*
 * The format's conversions against the keys, in slot order (dt_printf.h):
 * %@ slots take the values, which any conversion may print (OUTPUT.md 6.4),
 * the others the keys in turn.
 */
static void dt_cg_printa_check(dt_cg_t *cg, dt_node_t *dnp, const dt_pfargv_t *pfv,
			       const dt_aggdesc_t *ad)
{
	int nv = dt_printf_nvalues(pfv), n = 0, rc;
	uint32_t k = 0;
	dt_pfargtype_t *types = calloc(nv + 1, sizeof(*types));
	char(*names)[2][128] = calloc(nv + 1, sizeof(*names));
	dt_errtag_t tag;
	char err[1024];

	if (types == NULL || names == NULL) {
		free(types);
		free(names);
		dnerror(dnp, D_UNKNOWN, "out of memory");
	}
	for (int i = 0; i < nv; i++) {
		if (dt_printf_is_aggslot(pfv, i)) {
			types[n].kind = DT_PF_OTHER;
			types[n++].name = "aggregation value";
		} else if (k < ad->ad_nkeys) {
			dt_cg_printa_keytype(cg, &ad->ad_keys[k++], &types[n], names[n][0],
					     names[n][1], 128);
			n++;
		} else {
			break; /* too few keys: the checker says so */
		}
	}
	rc = dt_printf_check(pfv, "printa", types, n, err, sizeof(err), &tag);
	free(types);
	free(names);
	if (rc != 0)
		dnerror(dnp, tag, "%s", err);
}

/*
 * printa() prints aggregations side by side, one line per key: argument
 * argno (ad) must have the keys of the first aggregation, argument firstno.
 */
static void dt_printa_keys_match(const dt_node_t *a, int argno, const dt_aggdesc_t *ad,
				 const dt_aggdesc_t *first, int firstno)
{
	const char *fname = first->ad_name[0] ? first->ad_name : "_";
	char an[128];

	if (ad->ad_nkeys != first->ad_nkeys)
		dnerror(a, D_PRINTA_AGGKEY,
			"printa( ) argument #%d (%s) must match argument "
			"#%d (@%s) in key count: %u keys, %u expected",
			argno, dt_agg_display(a->dn_string, an, sizeof(an)), firstno, fname,
			ad->ad_nkeys, first->ad_nkeys);
	for (uint32_t k = 0; k < ad->ad_nkeys; k++) {
		const dt_recdesc_t *x = &ad->ad_keys[k], *y = &first->ad_keys[k];

		if (x->rd_flags != y->rd_flags || x->rd_act != y->rd_act ||
		    x->rd_size != y->rd_size)
			dnerror(a, D_PRINTA_AGGPROTO,
				"printa( ) argument #%d (%s) "
				"key #%u is incompatible with argument #%d (@%s)",
				argno, dt_agg_display(a->dn_string, an, sizeof(an)), k + 1,
				firstno, fname);
	}
}

static void dt_cg_act_printa(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args)
{
	dt_pfargv_t *pfv = NULL;
	const dt_aggdesc_t *first = NULL;
	dt_recdesc_t *rd;
	dt_node_t *a = args;
	uint32_t n = 0, i = 0;
	int argno = 1;
	dt_errtag_t tag;
	char err[1024];

	if (args == NULL)
		dnerror(dnp, D_PROTO_LEN,
			"printa( ) prototype mismatch: 0 args passed, "
			"at least 1 expected");
	if (args->dn_kind == DT_NODE_STRING) {
		pfv = dt_printf_parse(args->dn_string, 1, err, sizeof(err), &tag);
		if (pfv == NULL)
			dnerror(dnp, tag, "%s", err);
		a = args->dn_next;
		argno = 2;
		if (a == NULL) {
			dt_printf_destroy(pfv);
			dnerror(dnp, D_PRINTA_PROTO,
				"printa( ) prototype mismatch: 1 args passed, "
				"2 expected");
		}
	}
	n = dt_node_list_len(a);
	rd = dt_cg_agg_rec(cg, dnp, DT_ACT_PRINTA, n);
	rd->rd_fmt = pfv; /* freed with the statement from here on */
	for (; a != NULL; a = a->dn_next, i++, argno++) {
		dt_aggdesc_t *ad =
			dt_cg_agg_arg(cg, a, "printa", argno, D_PRINTA_AGGARG, D_PRINTA_AGGBAD);

		if (first == NULL)
			first = ad;
		else
			dt_printa_keys_match(a, argno, ad, first, pfv ? 2 : 1);
		rd->rd_aggs[i] = ad->ad_id;
	}
	if (pfv != NULL)
		dt_cg_printa_check(cg, dnp, pfv, first);
}

/* clear(@a), denormalize(@a), trunc(@a [, n]), normalize(@a, n). */
static void dt_cg_act_aggctl(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args, const char *name)
{
	static const struct {
		const char *name;
		dt_act_t act;
		int min, max;
		const char *proto2;	/* the second argument's type in DTrace's prototype */
		dt_errtag_t arg, bad;
	} c[] = {
		{ "clear", DT_ACT_CLEAR, 1, 1, NULL, D_CLEAR_AGGARG, D_CLEAR_AGGBAD },
		{ "denormalize", DT_ACT_DENORMALIZE, 1, 1, NULL, D_NORMALIZE_AGGARG,
		  D_NORMALIZE_AGGBAD },
		{ "normalize", DT_ACT_NORMALIZE, 2, 2, "uint64_t", D_NORMALIZE_AGGARG,
		  D_NORMALIZE_AGGBAD },
		{ "trunc", DT_ACT_TRUNC, 1, 2, "int64_t", D_TRUNC_AGGARG, D_TRUNC_AGGBAD },
	};
	int i = 0, n = dt_node_list_len(args);
	dt_aggdesc_t *ad;
	dt_recdesc_t *rd;

	while (strcmp(c[i].name, name) != 0)
		i++;
	/* DTrace checks the count and the value's type before the aggregation */
	if (n < c[i].min || n > c[i].max)
		dnerror(dnp, D_PROTO_LEN, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
			name, n, n == 1 ? "" : "s",
			c[i].min == c[i].max ? "" :
			n < c[i].min	     ? "at least " :
					       "at most ",
			n < c[i].min ? c[i].min : c[i].max);
	if (n == 2) {
		dt_node_t *v = args->dn_next;
		char tn[64];

		dt_cook_arg(cg->cg_pcb, v);
		if (!dt_type_is_integer(v->dn_type))
			dnerror(v, D_PROTO_ARG,
				"%s( ) argument #2 is incompatible with prototype:\n"
				"\tprototype: %s\n\t argument: %s",
				name, c[i].proto2, dt_type_name(v->dn_type, tn, sizeof(tn)));
	}
	ad = dt_cg_agg_arg(cg, args, name, 1, c[i].arg, c[i].bad);
	rd = dt_cg_agg_rec(cg, dnp, c[i].act, 1);
	rd->rd_aggs[0] = ad->ad_id;
	if (n == 2) {
		dt_node_t *v = args->dn_next;

		/* the value record follows: the consumer reads it with this one */
		dt_cg_store_value(cg, v, DT_ACT_PRINTF_ARG);
		rd = &cg->cg_stmt->st_recs[cg->cg_stmt->st_nrecs - 2];
		rd->rd_nargs = 1;
		return;
	}
	rd->rd_nargs = 0;
}

/* setopt(opt [, val]): the strings follow as argument records. */
static void dt_cg_act_setopt(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args)
{
	int n = dt_node_list_len(args), i = 1;
	dt_recdesc_t *rd;
	char tn[64];

	dt_cg_argcount(dnp, "setopt", n, 1, 2);
	for (dt_node_t *a = args; a != NULL; a = a->dn_next, i++) {
		dt_cook_arg(cg->cg_pcb, a);
		if (!dt_type_is_string(a->dn_type))
			dnerror(a, D_PROTO_ARG,
				"setopt( ) argument #%d is incompatible with "
				"prototype:\n\tprototype: const char *\n\t argument: %s",
				i, dt_type_name(a->dn_type, tn, sizeof(tn)));
	}
	rd = dt_cg_rec(cg, dnp, DT_ACT_SETOPT, 0, 1);
	rd->rd_nargs = n;
	for (dt_node_t *a = args; a != NULL; a = a->dn_next)
		dt_cg_store_value(cg, a, DT_ACT_PRINTF_ARG);
}

int dt_cg_agg_act(dt_cg_t *cg, dt_node_t *dnp, const char *name)
{
	if (!dt_cg_agg_is_act(name))
		return 0;
	if (strcmp(name, "printa") == 0)
		dt_cg_act_printa(cg, dnp, dnp->dn_args);
	else if (strcmp(name, "setopt") == 0)
		dt_cg_act_setopt(cg, dnp, dnp->dn_args);
	else
		dt_cg_act_aggctl(cg, dnp, dnp->dn_args, name);
	return 1;
}
