/*
 * Aggregations on the consumer side (DESIGN.md flow, step 8; OUTPUT.md
 * section 6): the handle's aggregation descriptions, their BPF maps, the
 * snapshot that merges the per-CPU values, sorting, and the actions the
 * consumer carries out when it reads their records: printa, clear, trunc,
 * normalize, denormalize and setopt.  At the end of tracing every
 * aggregation that printa() never named is printed, in id order.
 *
 * The compiler (dt_cg_agg.c) describes each aggregation with a dt_aggdesc_t
 * and writes its per-CPU map (layout in dt_aggregate.h).  A snapshot is taken
 * whenever something is printed or truncated, so it is always current; the
 * aggrate option therefore changes nothing.  Formatting is dt_agg_print.c's.
 */
#define _GNU_SOURCE /* qsort_r() */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/utsname.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_output.h"
#include "dt_aggregate.h"
#include "dt_printf.h"
#include "dt_probe.h"
#include "dt_stack.h"
#include "dt_pcb.h"
#include "dt_ident.h"

/* Times a CPU's value is read again while its writer keeps both copies busy. */
#define DT_AGG_RETRIES 1000

/* ---- descriptions ---- */

dt_aggdesc_t *dt_agg_lookup(dtrace_hdl_t *dtp, const char *name)
{
	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		if (strcmp(dtp->dt_aggs[i]->ad_name, name) == 0)
			return dtp->dt_aggs[i];
	}
	return NULL;
}

dt_aggdesc_t *dt_agg_create(dtrace_hdl_t *dtp, const char *name)
{
	dt_aggdesc_t **v = realloc(dtp->dt_aggs, (dtp->dt_naggs + 1) * sizeof(*v));
	dt_aggdesc_t *ad;

	if (v == NULL)
		return NULL;
	dtp->dt_aggs = v;
	ad = calloc(1, sizeof(*ad));
	if (ad == NULL || (ad->ad_name = strdup(name)) == NULL) {
		free(ad);
		return NULL;
	}
	ad->ad_id = dtp->dt_naggs;
	ad->ad_normal = 1;
	ad->ad_mapfd = ad->ad_outerfd = -1;
	snprintf(ad->ad_mapname, sizeof(ad->ad_mapname), "agg_%u", ad->ad_id);
	snprintf(ad->ad_outername, sizeof(ad->ad_outername), "aggo_%u", ad->ad_id);
	ad->ad_indirect = ad->ad_id >= dtp->dt_aggdirect;
	v[dtp->dt_naggs++] = ad;
	return ad;
}

/* Is name among the n names of v?  If not, add it (v has room). */
static int dt_agg_plan_seen(const char **v, uint32_t *n, const char *name)
{
	for (uint32_t i = 0; i < *n; i++) {
		if (strcmp(v[i], name) == 0)
			return 1;
	}
	v[(*n)++] = name;
	return 0;
}

/*
 * Direct or indirect aggregations for the program text pcb holds, before
 * its clauses are cooked (dt_aggregate.h).  Every node of the text is on
 * pcb_nodes: its aggregations, and an upper bound of the dynamic variables
 * it creates (self->x, and name[...] not known yet), are counted from
 * there.  Counting too many only makes aggregations indirect that could
 * have been direct, and only in programs near the limit.
 */
void dt_agg_plan(dt_pcb_t *pcb)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	uint32_t nnodes = 0, naggs = 0, ndyn = 0, total, room;
	uint32_t nseen[3] = { 0 };	/* aggregations, self->, arrays */
	const dt_node_t *dnp;
	const char **seen;

	for (const dt_ident_t *idp = dtp->dt_globals; idp != NULL; idp = idp->di_next)
		ndyn += idp->di_kind == DT_IDENT_DYN;
	for (dnp = pcb->pcb_nodes; dnp != NULL; dnp = dnp->dn_link)
		nnodes++;
	seen = calloc(3 * (size_t)nnodes + 1, sizeof(*seen));
	if (seen == NULL) {
		if (dtp->dt_naggs < dtp->dt_aggdirect)
			dtp->dt_aggdirect = dtp->dt_naggs; /* new ones indirect */
		return;
	}
	for (dnp = pcb->pcb_nodes; dnp != NULL; dnp = dnp->dn_link) {
		const char *name = dnp->dn_string;

		if (dnp->dn_kind == DT_NODE_AGG && name != NULL) {
			/* as stored: without the @, "" for @ and @_ */
			name = strcmp(name, "@_") == 0 ? "" : name + 1;
			if (dt_agg_lookup(dtp, name) == NULL && !dt_agg_plan_seen(seen, &nseen[0], name))
				naggs++;
		} else if (dnp->dn_kind == DT_NODE_SELF && name != NULL) {
			if (dt_ident_lookup_kind(dtp, name, DT_IDENT_DYN, 1) == NULL &&
			    !dt_agg_plan_seen(seen + nnodes, &nseen[1], name))
				ndyn++;
		} else if (dnp->dn_kind == DT_NODE_ARRAY && dnp->dn_child[0] != NULL &&
			   dnp->dn_child[0]->dn_kind == DT_NODE_IDENT &&
			   (name = dnp->dn_child[0]->dn_string) != NULL) {
			if (dt_ident_lookup(dtp, name) == NULL &&
			    !dt_agg_plan_seen(seen + 2 * (size_t)nnodes, &nseen[2], name))
				ndyn++;
		}
	}
	free(seen);
	total = DT_AGG_OWNMAPS + ndyn + dtp->dt_naggs + naggs;
	room = DT_AGG_OWNMAPS + ndyn + DT_AGG_NOUTER;
	/*
	 * Only ever lowered: the D library, compiled in the middle of a text
	 * (dt_dlib.c), must not undo the text's decision, and the handle's
	 * aggregations only grow.
	 */
	if (total > DT_BPF_MAXMAPS) {
		uint32_t direct = room < DT_BPF_MAXMAPS ? DT_BPF_MAXMAPS - room : 0;

		if (direct < dtp->dt_aggdirect)
			dtp->dt_aggdirect = direct;
	}
}

uint64_t dt_agg_ipow(uint64_t base, uint64_t exp)
{
	uint64_t v = 1;

	while (exp-- > 0)
		v *= base;
	return v;
}

int dt_agg_layout(dt_aggdesc_t *ad)
{
	uint32_t nw;

	switch (ad->ad_func) {
	case DT_AGG_COUNT:
	case DT_AGG_SUM:
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		nw = 1;
		break;
	case DT_AGG_AVG:
		nw = 2;
		break;
	case DT_AGG_STDDEV:
		nw = 4;
		break;
	case DT_AGG_QUANTIZE:
		nw = DT_QUANTIZE_NBUCKETS;
		break;
	case DT_AGG_LQUANTIZE:
		nw = (uint32_t)ad->ad_levels + 2;
		break;
	default:
		nw = dt_llquantize_nbuckets(ad->ad_factor, ad->ad_lmag, ad->ad_hmag, ad->ad_steps);
		break;
	}
	ad->ad_nwords = nw;
	ad->ad_cwords = ad->ad_func == DT_AGG_MIN || ad->ad_func == DT_AGG_MAX ? 2 : nw;
	if (nw == 0 || 8 * (uint64_t)DT_AGG_VALWORDS(ad->ad_cwords) > DT_AGG_MAXVAL)
		return -1;
	ad->ad_vwords = DT_AGG_VALWORDS(ad->ad_cwords);
	return 0;
}

/* Bytes of a CPU's value in the map. */
static uint32_t dt_agg_vsize(const dt_aggdesc_t *ad)
{
	return 8 * ad->ad_vwords;
}

/*
 * The frames of the stack ids already read from "stacks" (open addressing
 * by id): an id's frames never change, the map only grows, so each is read
 * once, not at every snapshot of every aggregation that has it.
 */
struct dt_stackcache {
	uint64_t *ids;		/* 0: a free slot (no stack id is 0) */
	uint64_t **frames;	/* the count, then the PCs */
	uint32_t cap, n;	/* cap: a power of 2, more than twice n */
};

static void dt_agg_stackcache_free(dtrace_hdl_t *dtp)
{
	struct dt_stackcache *sc = dtp->dt_stackcache;

	if (sc == NULL)
		return;
	for (uint32_t i = 0; i < sc->cap; i++)
		free(sc->frames[i]);
	free(sc->ids);
	free(sc->frames);
	free(sc);
	dtp->dt_stackcache = NULL;
}

static uint32_t dt_agg_stackslot(const struct dt_stackcache *sc, uint64_t id)
{
	uint32_t i = (uint32_t)id & (sc->cap - 1);

	while (sc->ids[i] != 0 && sc->ids[i] != id)
		i = (i + 1) & (sc->cap - 1);
	return i;
}

static int dt_agg_stackcache_grow(struct dt_stackcache *sc)
{
	struct dt_stackcache old = *sc;

	sc->cap = old.cap ? old.cap * 2 : 64;
	sc->ids = calloc(sc->cap, sizeof(*sc->ids));
	sc->frames = calloc(sc->cap, sizeof(*sc->frames));
	if (sc->ids == NULL || sc->frames == NULL) {
		free(sc->ids);
		free(sc->frames);
		*sc = old;
		return -1;
	}
	for (uint32_t i = 0; i < old.cap; i++) {
		if (old.ids[i] != 0) {
			uint32_t j = dt_agg_stackslot(sc, old.ids[i]);

			sc->ids[j] = old.ids[i];
			sc->frames[j] = old.frames[i];
		}
	}
	free(old.ids);
	free(old.frames);
	return 0;
}

/* The count and PCs of stack id, NULL if "stacks" does not have it. */
static const uint64_t *dt_agg_stack(dtrace_hdl_t *dtp, uint64_t id)
{
	struct dt_stackcache *sc = dtp->dt_stackcache;
	uint64_t val[1 + DT_STACK_MAXFRAMES];
	uint32_t i;

	if (sc == NULL && (sc = dtp->dt_stackcache = calloc(1, sizeof(*sc))) == NULL)
		return NULL;
	if (sc->cap > 0 && sc->ids[i = dt_agg_stackslot(sc, id)] == id)
		return sc->frames[i];
	if (bpf_map_lookup_elem(dtp->dt_map_stacks, &id, val) != 0)
		return NULL;
	if (val[0] > DT_STACK_MAXFRAMES)
		val[0] = DT_STACK_MAXFRAMES;
	if (2 * (sc->n + 1) >= sc->cap && dt_agg_stackcache_grow(sc) != 0)
		return NULL;
	i = dt_agg_stackslot(sc, id);
	if ((sc->frames[i] = malloc(8 * (1 + val[0]))) == NULL)
		return NULL;
	memcpy(sc->frames[i], val, 8 * (1 + val[0]));
	sc->ids[i] = id;
	sc->n++;
	return sc->frames[i];
}

void dt_aggregate_fini(dtrace_hdl_t *dtp)
{
	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		free(dtp->dt_aggs[i]->ad_name);
		free(dtp->dt_aggs[i]->ad_keys);
		free(dtp->dt_aggs[i]->ad_mapoffs);
		free(dtp->dt_aggs[i]);
	}
	free(dtp->dt_aggs);
	free(dtp->dt_aggdrops);
	dt_agg_stackcache_free(dtp);
	dtp->dt_aggs = NULL;
	dtp->dt_aggdrops = NULL;
	dtp->dt_naggs = 0;
}

/* ---- maps ---- */

/*
 * One per-CPU hash map per aggregation, with room for aggsize bytes of
 * entries per CPU; "aggzero", the zeroes a new entry starts from, then
 * the generation of each aggregation (dt_aggregate.h);
 * "aggdrops", the per-CPU count of updates that found their map full.
 */
/*
 * Preallocating a per-CPU hash map costs one per-CPU allocation per entry:
 * a third of a second for the default aggsize.  Since Linux 6.1 tracing
 * programs may use maps that allocate on demand (bpf_mem_alloc), and
 * aggsize stays their bound.
 */
static int dt_agg_noprealloc(void)
{
	struct utsname u;
	int major = 0, minor = 0;

	if (uname(&u) != 0 || sscanf(u.release, "%d.%d", &major, &minor) != 2)
		return 0;
	return major > 6 || (major == 6 && minor >= 1);
}

/*
 * "stacks", the frames of the stack ids in aggregation keys, when an
 * aggregation has a stack key: at most one entry per 256 bytes of aggsize
 * (a stack takes DT_STACK_VALSIZE: 16384 for the default 4 MB), at least
 * 64, allocated as used.  A stack that finds it full is an aggregation drop.
 */
static int dt_agg_stacks_create(dtrace_hdl_t *dtp)
{
	LIBBPF_OPTS(bpf_map_create_opts, nopre, .map_flags = BPF_F_NO_PREALLOC);
	uint64_t n = (uint64_t)dt_opt(dtp, DT_OPT_AGGSIZE) / 256;
	int any = 0;

	for (uint32_t i = 0; i < dtp->dt_naggs; i++)
		any |= dtp->dt_aggs[i]->ad_mapoffs != NULL;
	if (!any)
		return 0;
	if (n < 64)
		n = 64;
	if (n > 1u << 20)
		n = 1u << 20;
	dtp->dt_map_stacks = bpf_map_create(BPF_MAP_TYPE_HASH, "stacks", 8, DT_STACK_VALSIZE,
					    (uint32_t)n, &nopre);
	if (dtp->dt_map_stacks < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot create BPF map stacks: %s",
				     strerror(errno));
	return 0;
}

/* Same map type, key size and value size: inner maps of one outer map. */
static int dt_agg_same_shape(const dt_aggdesc_t *a, const dt_aggdesc_t *b)
{
	return DT_AGG_IS_ARRAY(a) == DT_AGG_IS_ARRAY(b) && a->ad_mapkeysize == b->ad_mapkeysize &&
	       dt_agg_vsize(a) == dt_agg_vsize(b);
}

/* How many shapes the indirect aggregations have (a shape: its first one). */
static uint32_t dt_agg_nshapes(dtrace_hdl_t *dtp)
{
	uint32_t n = 0;

	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		const dt_aggdesc_t *ad = dtp->dt_aggs[i];
		uint32_t j;

		if (!ad->ad_indirect)
			continue;
		for (j = 0; j < i; j++) {
			if (dtp->dt_aggs[j]->ad_indirect && dt_agg_same_shape(dtp->dt_aggs[j], ad))
				break;
		}
		n += j == i;
	}
	return n;
}

/*
 * More shapes than outer maps planned (DT_AGG_NOUTER): the indirect
 * aggregations' values grow to a power of two words (at most 2 times the
 * memory, within aggsize all the same), so that histograms of different
 * ranges share outer maps.  Key sizes stay: the code zeroes and builds
 * the key it was compiled for.
 */
static void dt_agg_outer_pad(dtrace_hdl_t *dtp)
{
	if (dt_agg_nshapes(dtp) <= DT_AGG_NOUTER)
		return;
	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		dt_aggdesc_t *ad = dtp->dt_aggs[i];
		uint32_t w = 1;

		if (!ad->ad_indirect)
			continue;
		while (w < ad->ad_vwords)
			w *= 2;
		if (8 * (uint64_t)w <= DT_AGG_MAXVAL)
			ad->ad_vwords = w;
	}
}

/*
 * The outer maps of the indirect aggregations (dt_aggregate.h): one array
 * of maps per shape, indexed by aggregation id, whose entry for each of its
 * aggregations is the aggregation's map; created after those maps, the
 * first one of the shape serving as the template.
 */
static int dt_agg_outer_create(dtrace_hdl_t *dtp)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts);
	char name[16];

	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		dt_aggdesc_t *ad = dtp->dt_aggs[i];
		int *v, fd;

		if (!ad->ad_indirect || ad->ad_outerfd >= 0)
			continue;
		v = realloc(dtp->dt_aggouter, (dtp->dt_naggouter + 1) * sizeof(*v));
		if (v == NULL)
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		dtp->dt_aggouter = v;
		opts.inner_map_fd = ad->ad_mapfd;
		snprintf(name, sizeof(name), "aggs_%u", dtp->dt_naggouter);
		fd = bpf_map_create(BPF_MAP_TYPE_ARRAY_OF_MAPS, name, 4, 4, dtp->dt_naggs, &opts);
		if (fd < 0)
			return dt_set_errmsg(dtp, D_NONE, "cannot create BPF map %s: %s", name,
					     strerror(errno));
		v[dtp->dt_naggouter++] = fd;
		for (uint32_t j = i; j < dtp->dt_naggs; j++) {
			dt_aggdesc_t *in = dtp->dt_aggs[j];
			uint32_t key = in->ad_id;

			if (!in->ad_indirect || in->ad_outerfd >= 0 || !dt_agg_same_shape(ad, in))
				continue;
			if (bpf_map_update_elem(fd, &key, &in->ad_mapfd, BPF_ANY) != 0)
				return dt_set_errmsg(dtp, D_NONE, "cannot place the map of "
						     "aggregation @%s in %s: %s",
						     in->ad_name[0] ? in->ad_name : "_", name,
						     strerror(errno));
			in->ad_outerfd = fd;
		}
	}
	return 0;
}

int dt_aggregate_maps_create(dtrace_hdl_t *dtp)
{
	LIBBPF_OPTS(bpf_map_create_opts, nopre, .map_flags = BPF_F_NO_PREALLOC);
	LIBBPF_OPTS(bpf_map_create_opts, mm, .map_flags = BPF_F_MMAPABLE);
	uint64_t aggsize = dt_opt(dtp, DT_OPT_AGGSIZE);
	uint32_t zsize = DT_AGG_MAXVAL + 8 * dtp->dt_naggs, key = 0;
	void *zero;

	if (dtp->dt_naggs == 0)
		return 0;
	dt_agg_outer_pad(dtp);
	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		dt_aggdesc_t *ad = dtp->dt_aggs[i];
		uint64_t n = aggsize / (ad->ad_mapkeysize + dt_agg_vsize(ad));

		if (n < 1 || ad->ad_nkeys == 0)
			n = 1; /* a scalar aggregation has one key */
		if (n > 1u << 24)
			n = 1u << 24;
		if (DT_AGG_IS_ARRAY(ad))
			ad->ad_mapfd = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, ad->ad_mapname,
						      4, dt_agg_vsize(ad), 1, NULL);
		else
			ad->ad_mapfd = bpf_map_create(BPF_MAP_TYPE_PERCPU_HASH, ad->ad_mapname,
						      ad->ad_mapkeysize, dt_agg_vsize(ad),
						      (uint32_t)n, dt_agg_noprealloc() ? &nopre : NULL);
		if (ad->ad_mapfd < 0)
			return dt_set_errmsg(dtp, D_NONE,
					     "cannot create the map of aggregation @%s: "
					     "%s",
					     ad->ad_name[0] ? ad->ad_name : "_", strerror(errno));
	}
	if (dt_agg_stacks_create(dtp) != 0 || dt_agg_outer_create(dtp) != 0)
		return -1;
	dtp->dt_map_aggzero = bpf_map_create(BPF_MAP_TYPE_ARRAY, "aggzero", 4, zsize, 1, &mm);
	dtp->dt_map_aggdrops = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "aggdrops", 4, 8, 1, NULL);
	if (dtp->dt_map_aggzero < 0 || dtp->dt_map_aggdrops < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot create BPF map %s: %s",
				     dtp->dt_map_aggzero < 0 ? "aggzero" : "aggdrops",
				     strerror(errno));
	zero = calloc(1, zsize);
	dtp->dt_aggdrops = calloc(dtp->dt_ncpus, sizeof(uint64_t));
	if (zero == NULL || dtp->dt_aggdrops == NULL) {
		free(zero);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	bpf_map_update_elem(dtp->dt_map_aggzero, &key, zero, BPF_ANY);
	free(zero);
	return 0;
}

void dt_aggregate_maps_close(dtrace_hdl_t *dtp)
{
	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		if (dtp->dt_aggs[i]->ad_mapfd >= 0)
			close(dtp->dt_aggs[i]->ad_mapfd);
		dtp->dt_aggs[i]->ad_mapfd = dtp->dt_aggs[i]->ad_outerfd = -1;
	}
	for (uint32_t i = 0; i < dtp->dt_naggouter; i++)
		close(dtp->dt_aggouter[i]);
	free(dtp->dt_aggouter);
	dtp->dt_aggouter = NULL;
	dtp->dt_naggouter = 0;
	if (dtp->dt_map_aggzero >= 0)
		close(dtp->dt_map_aggzero);
	if (dtp->dt_map_aggdrops >= 0)
		close(dtp->dt_map_aggdrops);
	if (dtp->dt_map_stacks >= 0)
		close(dtp->dt_map_stacks);
	dtp->dt_map_aggzero = dtp->dt_map_aggdrops = dtp->dt_map_stacks = -1;
}

int dt_aggregate_map_fd(dtrace_hdl_t *dtp, const char *name)
{
	if (strcmp(name, "aggzero") == 0)
		return dtp->dt_map_aggzero;
	if (strcmp(name, "aggdrops") == 0)
		return dtp->dt_map_aggdrops;
	if (strcmp(name, "stacks") == 0)
		return dtp->dt_map_stacks;
	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		if (strcmp(dtp->dt_aggs[i]->ad_mapname, name) == 0)
			return dtp->dt_aggs[i]->ad_mapfd;
		if (strcmp(dtp->dt_aggs[i]->ad_outername, name) == 0)
			return dtp->dt_aggs[i]->ad_outerfd;
	}
	return -1;
}

const char *dt_aggregate_map_name(dtrace_hdl_t *dtp, int fd)
{
	if (fd < 0)
		return NULL;
	if (fd == dtp->dt_map_aggzero)
		return "aggzero";
	if (fd == dtp->dt_map_aggdrops)
		return "aggdrops";
	if (fd == dtp->dt_map_stacks)
		return "stacks";
	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		if (dtp->dt_aggs[i]->ad_mapfd == fd)
			return dtp->dt_aggs[i]->ad_mapname;
	}
	for (uint32_t i = 0; i < dtp->dt_naggouter; i++) {
		if (dtp->dt_aggouter[i] == fd)
			return "aggs";	/* an outer map: the aggregation is its key */
	}
	return NULL;
}

/* Report the aggregation drops counted since the last report (OUTPUT.md 12). */
void dt_aggregate_drops(dtrace_hdl_t *dtp)
{
	uint32_t key = 0;
	uint64_t *v;

	if (dtp->dt_map_aggdrops < 0 || dtp->dt_aggdrops == NULL)
		return;
	v = calloc(dtp->dt_ncpus, sizeof(uint64_t));
	if (v == NULL || bpf_map_lookup_elem(dtp->dt_map_aggdrops, &key, v) != 0) {
		free(v);
		return;
	}
	for (int cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		uint64_t n = v[cpu] - dtp->dt_aggdrops[cpu];

		if (n == 0)
			continue;
		dtp->dt_aggdrops[cpu] = v[cpu];
		dt_report(dtp, DTRACE_REPORT_DROP, "dtrace: %s%" PRIu64 " aggregation drop%s on CPU %d",
			dt_opt(dtp, DT_OPT_DROPTAGS) > 0 ? "[DTRACEDROP_AGGREGATION] " : "", n,
			n > 1 ? "s" : "", cpu);
	}
	free(v);
}

/* ---- snapshots ---- */

/* A CPU's stable copy (dt_aggregate.h), or NULL if both were being written. */
const int64_t *dt_agg_stable(const dt_aggdesc_t *ad, const int64_t *val)
{
	uint32_t cw = ad->ad_cwords;

	for (uint32_t c = 0; c < 2; c++) {
		const int64_t *w = val + c * (cw + 2);

		if (w[0] == w[cw + 1])
			return w + 1;
	}
	return NULL;
}

/* Add one CPU's copy to the merged words; for min and max, *set says whether dst has one. */
void dt_agg_merge(const dt_aggdesc_t *ad, int64_t *dst, const int64_t *c, int *set)
{
	uint64_t lo;

	switch (ad->ad_func) {
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		if (c[1] == 0)
			return;
		if (!*set || (ad->ad_func == DT_AGG_MIN ? c[0] < dst[0] : c[0] > dst[0]))
			dst[0] = c[0];
		*set = 1;
		return;
	case DT_AGG_STDDEV:
		dst[0] += c[0];
		dst[1] += c[1];
		lo = (uint64_t)dst[2] + (uint64_t)c[2];
		dst[3] = (int64_t)((uint64_t)dst[3] + (uint64_t)c[3] + (lo < (uint64_t)c[2]));
		dst[2] = (int64_t)lo;
		return;
	default:
		for (uint32_t i = 0; i < ad->ad_nwords; i++)
			dst[i] += c[i];
	}
}

/*
 * Merge the per-CPU values of one key into ae (and ae_percpu if asked).
 * ae may already hold other keys' values (symbol keys, below): ae_set
 * says whether its min or max has a value yet.
 */
static int dt_agg_read(dtrace_hdl_t *dtp, const dt_aggdesc_t *ad, const void *key, int64_t *vals,
		       int64_t gen, dt_aggent_t *ae)
{
	uint32_t vw = ad->ad_vwords;
	int set = ae->ae_set, tries = 0;

	for (int cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		const int64_t *c;

		if (vals[cpu * vw + DT_AGG_GENWORD(ad->ad_cwords)] != gen)
			continue; /* cleared since this CPU's last update */

		while ((c = dt_agg_stable(ad, vals + cpu * vw)) == NULL) {
			if (++tries > DT_AGG_RETRIES) {
				c = vals + cpu * vw + 1; /* a writer that never rests */
				break;
			}
			if (bpf_map_lookup_elem(ad->ad_mapfd, key, vals) != 0)
				return -1; /* removed meanwhile */
		}
		dt_agg_merge(ad, ae->ae_data, c, &set);
		if (ae->ae_percpu != NULL) {
			/* after the CPUs' words, a word per CPU: its min or max has a value */
			int64_t *pset = ae->ae_percpu + (size_t)dtp->dt_ncpus * ad->ad_nwords + cpu;
			int set1 = *pset != 0;

			dt_agg_merge(ad, ae->ae_percpu + cpu * ad->ad_nwords, c, &set1);
			*pset = set1;
		}
	}
	ae->ae_set = set;
	return 0;
}

/*
 * sym(), func(), mod() and their user forms as keys name a symbol or a
 * module, not a PC: as illumos does, each such key of a copy of the map key
 * is replaced by its symbol's (module's) start, so that all the PCs of one
 * function merge into one entry.  uaddr() keys stay per address.  Return
 * whether the aggregation has such keys at all.
 */
static int dt_agg_keynorm(dtrace_hdl_t *dtp, const dt_aggdesc_t *ad, char *key)
{
	int any = 0;

	for (uint32_t k = 0; k < ad->ad_nkeys; k++) {
		const dt_recdesc_t *rd = &ad->ad_keys[k];
		uint64_t w[2] = { 0, 0 };
		int user = rd->rd_act == DT_ACT_USYM || rd->rd_act == DT_ACT_UMOD;

		if (rd->rd_act != DT_ACT_SYM && rd->rd_act != DT_ACT_MOD && !user)
			continue;
		if (rd->rd_size != (user ? 16u : 8u))
			continue;
		any = 1;
		memcpy(w, key + rd->rd_offset, rd->rd_size);
		w[user] = dt_stack_symaddr(dtp, rd->rd_act, user ? (pid_t)w[0] : 0, w[user]);
		memcpy(key + rd->rd_offset, w, rd->rd_size);
	}
	return any;
}

/*
 * The snapshot's key of a map key: the frames of each stack id (a stack
 * that is not found, which cannot happen while the map only grows, reads
 * as no frames), the other keys moved to their places.
 */
static void dt_agg_keyexpand(dtrace_hdl_t *dtp, const dt_aggdesc_t *ad, const char *mkey,
			     char *key)
{
	if (ad->ad_mapoffs == NULL) {
		memcpy(key, mkey, ad->ad_entkeysize);
		return;
	}
	memset(key, 0, ad->ad_entkeysize);
	for (uint32_t k = 0; k < ad->ad_nkeys; k++) {
		const dt_recdesc_t *rd = &ad->ad_keys[k];
		const char *src = mkey + ad->ad_mapoffs[k];
		char *dst = key + rd->rd_offset;
		uint32_t room = rd->rd_size;
		const uint64_t *frames;
		uint64_t id, n;

		if (!dt_agg_stackkey(rd)) {
			memcpy(dst, src, rd->rd_size);
			continue;
		}
		if (rd->rd_act == DT_ACT_USTACK) {	/* the pid first */
			memcpy(dst, src, 8);
			src += 8, dst += 8, room -= 8;
		}
		memcpy(&id, src, 8);
		if ((frames = dt_agg_stack(dtp, id)) == NULL)
			continue;	/* cannot happen while "stacks" only grows: no frames */
		n = frames[0] < room / 8 ? frames[0] : room / 8;
		memcpy(dst, &frames[1], 8 * n);
	}
}

/*
 * An index of a snapshot's entries by key (open addressing, entry index + 1
 * in each slot), so that merging symbol keys stays linear.
 */
typedef struct dt_aggidx {
	uint32_t *slots;
	uint32_t cap;	/* a power of 2, more than twice the entries */
} dt_aggidx_t;

static uint32_t dt_agg_hash(const char *key, uint32_t ks)
{
	uint32_t h = 2166136261u;

	for (uint32_t i = 0; i < ks; i++)
		h = (h ^ (uint8_t)key[i]) * 16777619u;
	return h;
}

static dt_aggent_t *dt_agg_find(const dt_aggidx_t *ix, dt_aggent_t *ents, const char *key,
				uint32_t ks)
{
	for (uint32_t h = dt_agg_hash(key, ks);; h++) {
		uint32_t e = ix->cap ? ix->slots[h & (ix->cap - 1)] : 0;

		if (e == 0)
			return NULL;
		if (memcmp(ents[e - 1].ae_key, key, ks) == 0)
			return &ents[e - 1];
	}
}

/* Add ents[n - 1] to the index, growing it as needed; -1 when out of memory. */
static int dt_agg_index(dt_aggidx_t *ix, const dt_aggent_t *ents, uint32_t n, uint32_t ks)
{
	uint32_t first = n - 1;

	if (2 * n >= ix->cap) {
		uint32_t cap = ix->cap ? ix->cap * 2 : 64;
		uint32_t *slots = calloc(cap, sizeof(*slots));

		if (slots == NULL)
			return -1;
		free(ix->slots);
		ix->slots = slots;
		ix->cap = cap;
		first = 0;
	}
	for (uint32_t i = first; i < n; i++) {
		uint32_t h = dt_agg_hash(ents[i].ae_key, ks);

		while (ix->slots[h & (ix->cap - 1)] != 0)
			h++;
		ix->slots[h & (ix->cap - 1)] = i + 1;
	}
	return 0;
}

static void dt_agg_ents_free(dt_aggent_t *ents, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		free(ents[i].ae_key);
		free(ents[i].ae_data);
		free(ents[i].ae_percpu);
	}
	free(ents);
}

/*
 * The clear() generation of an aggregation (dt_aggregate.h), after adding
 * incr to it: atomically, in the mapped "aggzero" value that BPF reads.
 */
static int64_t dt_agg_gen(dtrace_hdl_t *dtp, const dt_aggdesc_t *ad, int64_t incr)
{
	size_t len = DT_AGG_MAXVAL + 8 * (size_t)dtp->dt_naggs;
	int64_t *v, gen;

	if (dtp->dt_map_aggzero < 0)
		return 0;
	v = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, dtp->dt_map_aggzero, 0);
	if (v == MAP_FAILED)
		return 0;
	gen = __atomic_add_fetch(&v[DT_AGG_MAXVAL / 8 + ad->ad_id], incr, __ATOMIC_SEQ_CST);
	munmap(v, len);
	return gen;
}

/*
 * Whether the entry of a keyless aggregation (always in its array) is to be
 * seen: some CPU updated it since the last trunc() (dt_aggregate.h).
 */
static int dt_agg_array_live(dtrace_hdl_t *dtp, const dt_aggdesc_t *ad, const int64_t *vals)
{
	uint32_t cw = ad->ad_cwords, vw = ad->ad_vwords;

	for (int cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		const int64_t *v = vals + (size_t)cpu * vw;

		if ((v[0] != 0 || v[cw + 1] != 0) && v[DT_AGG_GENWORD(cw)] >= ad->ad_truncgen)
			return 1;
	}
	return 0;
}

/*
 * A new entry at the end of *entsp, or NULL when out of memory.  A
 * half-allocated entry is still counted in *np, so that freeing the
 * snapshot frees what it holds.
 */
static dt_aggent_t *dt_agg_newent(dtrace_hdl_t *dtp, const dt_aggdesc_t *ad,
				  dt_aggent_t **entsp, uint32_t *np, uint32_t *capp)
{
	dt_aggent_t *ae;

	if (*np == *capp) {
		uint32_t cap = *capp ? *capp * 2 : 16;
		dt_aggent_t *ne = realloc(*entsp, cap * sizeof(*ne));

		if (ne == NULL)
			return NULL;
		*entsp = ne;
		*capp = cap;
	}
	ae = &(*entsp)[(*np)++];
	memset(ae, 0, sizeof(*ae));
	ae->ae_desc = ad;
	ae->ae_ncpus = dtp->dt_ncpus;
	ae->ae_key = malloc(ad->ad_entkeysize);
	ae->ae_data = calloc(ad->ad_nwords, sizeof(int64_t));
	if (dt_opt(dtp, DT_OPT_AGGPERCPU) > 0) {
		ae->ae_percpu = calloc((size_t)dtp->dt_ncpus * (ad->ad_nwords + 1),
				       sizeof(int64_t));
		if (ae->ae_percpu == NULL)
			return NULL;
	}
	if (ae->ae_key == NULL || ae->ae_data == NULL)
		return NULL;
	return ae;
}

/* Every entry of an aggregation, merged over the CPUs; *np of them. */
static int dt_agg_snapshot(dtrace_hdl_t *dtp, const dt_aggdesc_t *ad, dt_aggent_t **entsp,
			   uint32_t *np)
{
	uint32_t ks = ad->ad_mapkeysize, eks = ad->ad_entkeysize, n = 0, cap = 0;
	char *key = calloc(1, 2 * ks + eks), *next = key + ks, *norm = key + 2 * ks;
	int64_t *vals = calloc(dtp->dt_ncpus, dt_agg_vsize(ad));
	dt_aggent_t *ents = NULL;
	dt_aggidx_t ix = { NULL, 0 };
	int rc = 0, first = 1, symkeys = 0;
	int64_t gen = dt_agg_gen(dtp, ad, 0);

	*entsp = NULL;
	*np = 0;
	if (ad->ad_mapfd < 0) {
		free(key);
		free(vals);
		return 0;
	}
	while (rc == 0 && key != NULL && vals != NULL &&
	       bpf_map_get_next_key(ad->ad_mapfd, first ? NULL : key, next) == 0) {
		dt_aggent_t *ae;

		first = 0;
		memcpy(key, next, ks);
		if (bpf_map_lookup_elem(ad->ad_mapfd, key, vals) != 0 ||
		    (DT_AGG_IS_ARRAY(ad) && !dt_agg_array_live(dtp, ad, vals)))
			continue;
		dt_agg_keyexpand(dtp, ad, key, norm);
		symkeys = dt_agg_keynorm(dtp, ad, norm);
		if (symkeys && (ae = dt_agg_find(&ix, ents, norm, eks)) != NULL) {
			dt_agg_read(dtp, ad, key, vals, gen, ae);
			continue;
		}
		ae = dt_agg_newent(dtp, ad, &ents, &n, &cap);
		if (ae == NULL) {
			rc = -1;
			break;
		}
		memcpy(ae->ae_key, norm, eks);
		if (dt_agg_read(dtp, ad, key, vals, gen, ae) != 0) {
			/* removed while being read (trunc()): not part of this snapshot */
			free(ae->ae_key);
			free(ae->ae_data);
			free(ae->ae_percpu);
			n--;
		} else if (symkeys && dt_agg_index(&ix, ents, n, eks) != 0) {
			rc = -1;
		}
	}
	free(ix.slots);
	free(key);
	free(vals);
	if (rc != 0 || key == NULL || vals == NULL) {
		dt_agg_ents_free(ents, n);
		return dt_set_errmsg(dtp, D_NONE, "out of memory reading aggregation @%s",
				     ad->ad_name[0] ? ad->ad_name : "_");
	}
	*entsp = ents;
	*np = n;
	return 0;
}

/* ---- sorting (OUTPUT.md 6.5) ---- */

/* One printed line: a key and, for each aggregation of the printa, its entry or NULL. */
typedef struct dt_aggrow {
	const char *key;
	const dt_aggent_t **ents;
} dt_aggrow_t;

typedef struct dt_aggsort {
	const dt_aggdesc_t *const *aggs;
	int naggs;
	int bykey, rev;
	uint32_t keypos, pos;
} dt_aggsort_t;

static int dt_agg_keycmp(const dt_aggdesc_t *ad, const char *a, const char *b, uint32_t keypos)
{
	for (uint32_t k = 0; k < ad->ad_nkeys; k++) {
		const dt_recdesc_t *rd = &ad->ad_keys[(keypos + k) % ad->ad_nkeys];
		uint64_t x = 0, y = 0;
		int c;

		if (rd->rd_flags & (DT_RF_STRING | DT_RF_BYTES)) {
			c = memcmp(a + rd->rd_offset, b + rd->rd_offset, rd->rd_size);
			if (c != 0)
				return c < 0 ? -1 : 1;
			continue;
		}
		/* integers; stacks and user symbols word by word: (pid, address) */
		for (uint32_t off = 0; off < rd->rd_size; off += 8) {
			uint32_t n = rd->rd_size - off < 8 ? rd->rd_size - off : 8;

			x = y = 0;
			memcpy(&x, a + rd->rd_offset + off, n); /* little-endian */
			memcpy(&y, b + rd->rd_offset + off, n);
			if (x != y)
				return x < y ? -1 : 1;
		}
	}
	return 0;
}

static int64_t dt_agg_rowval(const dt_aggrow_t *r, const dt_aggsort_t *s, int i)
{
	const dt_aggent_t *e = r->ents[i];

	return e == NULL ? 0 : dt_agg_value(s->aggs[i], e->ae_data, 1);
}

static int dt_agg_valcmp(const dt_aggrow_t *a, const dt_aggrow_t *b, const dt_aggsort_t *s)
{
	uint32_t first = s->pos < (uint32_t)s->naggs ? s->pos : 0;

	for (int j = -1; j < s->naggs; j++) {
		int i = j < 0 ? (int)first : j;
		int64_t x, y;

		if (j == (int)first)
			continue;
		x = dt_agg_rowval(a, s, i);
		y = dt_agg_rowval(b, s, i);
		if (x == y && s->aggs[i]->ad_func >= DT_AGG_QUANTIZE) {
			/* histograms of equal weight: by the count of the bucket of 0 */
			x = a->ents[i] == NULL ?
				    0 :
				    dt_agg_hist_zero(s->aggs[i], a->ents[i]->ae_data, 1);
			y = b->ents[i] == NULL ?
				    0 :
				    dt_agg_hist_zero(s->aggs[i], b->ents[i]->ae_data, 1);
		}
		if (x != y)
			return x < y ? -1 : 1;
	}
	return 0;
}

static int dt_agg_rowcmp(const void *pa, const void *pb, void *arg)
{
	const dt_aggrow_t *a = pa, *b = pb;
	const dt_aggsort_t *s = arg;
	int c;

	if (s->bykey) {
		c = dt_agg_keycmp(s->aggs[0], a->key, b->key, s->keypos);
		if (c == 0)
			c = dt_agg_valcmp(a, b, s);
	} else {
		c = dt_agg_valcmp(a, b, s);
		if (c == 0)
			c = dt_agg_keycmp(s->aggs[0], a->key, b->key, s->keypos);
	}
	return s->rev ? -c : c;
}

static void dt_agg_sortopts(dtrace_hdl_t *dtp, dt_aggsort_t *s)
{
	s->bykey = dt_opt(dtp, DT_OPT_AGGSORTKEY) > 0;
	s->rev = dt_opt(dtp, DT_OPT_AGGSORTREV) > 0;
	s->keypos = dt_opt(dtp, DT_OPT_AGGSORTKEYPOS) > 0 ? dt_opt(dtp, DT_OPT_AGGSORTKEYPOS) : 0;
	s->pos = dt_opt(dtp, DT_OPT_AGGSORTPOS) > 0 ? dt_opt(dtp, DT_OPT_AGGSORTPOS) : 0;
}

/* Key order only, to join the aggregations of one printa. */
static int dt_agg_joincmp(const void *pa, const void *pb, void *arg)
{
	const dt_aggent_t *const *a = pa, *const *b = pb;
	const dt_aggdesc_t *ad = arg;
	int c = memcmp((*a)->ae_key, (*b)->ae_key, ad->ad_keysize);

	if (c != 0)
		return c;
	return (*a)->ae_desc->ad_id < (*b)->ae_desc->ad_id ? -1 : 1;
}

/* The joined and sorted rows of n aggregations (all snapshots already taken). */
static dt_aggrow_t *dt_agg_rows(const dt_aggdesc_t *const *aggs, int n, dt_aggent_t **snaps,
				const uint32_t *counts, uint32_t *nrows, dt_aggsort_t *s,
				const dt_aggent_t ***slotsp)
{
	uint32_t total = 0, r = 0, k = 0;
	const dt_aggent_t **all;
	dt_aggrow_t *rows;
	const dt_aggent_t **slots;

	for (int i = 0; i < n; i++)
		total += counts[i];
	all = calloc(total + 1, sizeof(*all));
	rows = calloc(total + 1, sizeof(*rows));
	slots = calloc((size_t)(total + 1) * n, sizeof(*slots));
	if (all == NULL || rows == NULL || slots == NULL) {
		free(all), free(rows), free(slots);
		return NULL;
	}
	for (int i = 0; i < n; i++) {
		for (uint32_t j = 0; j < counts[i]; j++)
			all[k++] = &snaps[i][j];
	}
	qsort_r(all, total, sizeof(*all), dt_agg_joincmp, (void *)aggs[0]);
	for (k = 0; k < total; k++) {
		int i;

		if (k == 0 ||
		    memcmp(all[k]->ae_key, all[k - 1]->ae_key, aggs[0]->ad_keysize) != 0) {
			rows[r].key = all[k]->ae_key;
			rows[r].ents = slots + (size_t)r * n;
			r++;
		}
		/* an aggregation listed twice has a snapshot, and a slot, per listing */
		for (i = 0; i < n && (aggs[i] != all[k]->ae_desc || rows[r - 1].ents[i] != NULL);
		     i++)
			;
		if (i < n)
			rows[r - 1].ents[i] = all[k];
	}
	free(all);
	if (r > 0)
		qsort_r(rows, r, sizeof(*rows), dt_agg_rowcmp, s);
	*nrows = r;
	*slotsp = slots;
	return rows;
}

/* ---- printing ---- */

/* printa(fmt?, aggs...) now; also the end-of-run printing (fmt NULL, one aggregation). */
/*
 * printa(@a, @b, ...) without a format, as illumos prints it: the row's
 * keys, then each aggregation's value in turn (with -x aggpercpu, each
 * followed by its CPUs' lines), zero for an aggregation that lacks the
 * key (zeroes: as many words as any of them has).
 */
static int dt_agg_print_joined(dtrace_hdl_t *dtp, FILE *fp, const dt_aggdesc_t **aggs, int n,
			       const dt_aggrow_t *row, const int64_t *zeroes)
{
	if (dt_agg_print_keys(dtp, fp, aggs[0], row->key) != 0)
		return -1;
	for (int i = 0; i < n; i++) {
		const int64_t *data = row->ents[i] != NULL ? row->ents[i]->ae_data : zeroes;

		if (dt_agg_print_value(fp, aggs[i], data, aggs[i]->ad_normal) != 0 ||
		    (dt_opt(dtp, DT_OPT_AGGPERCPU) > 0 && row->ents[i] != NULL &&
		     dt_agg_print_percpu(fp, row->ents[i], aggs[i]->ad_normal) != 0))
			return dt_set_errmsg(dtp, D_NONE, "cannot print a value of @%s",
					     aggs[i]->ad_name);
	}
	if (fputc('\n', fp) == EOF)
		return dt_set_errmsg(dtp, D_NONE, "cannot print a value of @%s", aggs[0]->ad_name);
	return 0;
}

static int dt_agg_printa(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv, const uint32_t *ids,
			 int n)
{
	const dt_aggdesc_t **aggs = calloc(n, sizeof(*aggs));
	dt_aggent_t **snaps = calloc(n, sizeof(*snaps));
	uint32_t *counts = calloc(n, sizeof(*counts)), nrows = 0;
	const int64_t **data = calloc(n, sizeof(*data));
	dt_aggrow_t *rows = NULL;
	const dt_aggent_t **slots = NULL;
	dt_aggsort_t s = { 0 };
	int64_t *zeroes = NULL;
	uint32_t nwords = 1;
	int rc = -1, i;

	for (i = 0; i < n; i++) {
		if (dtp->dt_aggs[ids[i]]->ad_nwords > nwords)
			nwords = dtp->dt_aggs[ids[i]]->ad_nwords;
	}
	if (pfv == NULL && n > 1)
		zeroes = calloc(nwords, sizeof(*zeroes));
	if (aggs == NULL || snaps == NULL || counts == NULL || data == NULL ||
	    (pfv == NULL && n > 1 && zeroes == NULL)) {
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		goto out;
	}
	for (i = 0; i < n; i++) {
		aggs[i] = dtp->dt_aggs[ids[i]];
		if (dt_agg_snapshot(dtp, aggs[i], &snaps[i], &counts[i]) != 0)
			goto out;
	}
	s.aggs = aggs;
	s.naggs = n;
	dt_agg_sortopts(dtp, &s);
	rows = dt_agg_rows((const dt_aggdesc_t *const *)aggs, n, snaps, counts, &nrows, &s, &slots);
	if (rows == NULL) {
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		goto out;
	}
	rc = 0;
	for (uint32_t r = 0; r < nrows && rc == 0; r++) {
		if (pfv == NULL && n > 1) {
			rc = dt_agg_print_joined(dtp, fp, aggs, n, &rows[r], zeroes);
			continue;
		}
		if (pfv == NULL) {
			rc = dt_agg_print_entry(dtp, fp, rows[r].ents[0], aggs[0]->ad_normal);
			continue;
		}
		for (i = 0; i < n; i++)
			data[i] = rows[r].ents[i] != NULL ? rows[r].ents[i]->ae_data : NULL;
		rc = dt_agg_printa_entry(dtp, fp, pfv, aggs, data, n, rows[r].key);
	}
out:
	free(rows);
	free(slots);
	for (i = 0; snaps != NULL && counts != NULL && i < n; i++)
		dt_agg_ents_free(snaps[i], counts[i]);
	free(aggs);
	free(snaps);
	free(counts);
	free(data);
	free(zeroes);
	return rc;
}

int dt_aggregate_exit(dtrace_hdl_t *dtp, FILE *fp)
{
	dt_aggregate_drops(dtp);
	for (uint32_t i = 0; i < dtp->dt_naggs; i++) {
		if (dtp->dt_aggs[i]->ad_printed)
			continue;
		if (dt_agg_printa(dtp, fp, NULL, &i, 1) != 0)
			return -1;
	}
	return 0;
}

/* ---- actions ---- */

/* Whether key (ks bytes) is among the sorted keys[0..n-1]. */
static int dt_agg_keyin(const char *const *keys, uint32_t n, const char *key, uint32_t ks)
{
	uint32_t lo = 0, hi = n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		int c = memcmp(keys[mid], key, ks);

		if (c == 0)
			return 1;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

static int dt_agg_keysort(const void *a, const void *b, void *ks)
{
	return memcmp(*(const char *const *)a, *(const char *const *)b, *(uint32_t *)ks);
}

/* Every map key, *np of them, in one allocation of *np * ad_mapkeysize bytes. */
static char *dt_agg_mapkeys(const dt_aggdesc_t *ad, uint32_t *np)
{
	uint32_t ks = ad->ad_mapkeysize, n = 0, cap = 0;
	char *keys = NULL;

	/* all keys first: deleting while walking a hash map restarts the walk */
	for (;;) {
		if (n == cap) {
			char *nk = realloc(keys, (size_t)(cap ? cap * 2 : 16) * ks);

			if (nk == NULL) {
				free(keys);
				return NULL;
			}
			keys = nk;
			cap = cap ? cap * 2 : 16;
		}
		if (bpf_map_get_next_key(ad->ad_mapfd, n ? keys + (size_t)(n - 1) * ks : NULL,
					 keys + (size_t)n * ks) != 0)
			break;
		n++;
	}
	*np = n;
	return keys;
}

/*
 * Remove the entries of nd snapshot keys from the map: with symbol keys,
 * every map key that normalizes to one of them (dt_agg_keynorm).
 */
static int dt_agg_delete(dtrace_hdl_t *dtp, const dt_aggdesc_t *ad, const char **doomed,
			 uint32_t nd)
{
	uint32_t ks = ad->ad_mapkeysize, eks = ad->ad_entkeysize, n = 0;
	char *keys, *norm;

	if (nd == 0)
		return 0;
	if (DT_AGG_IS_ARRAY(ad)) {
		/* the entry of an array stays: it reads as removed until updated */
		dtp->dt_aggs[ad->ad_id]->ad_truncgen = dt_agg_gen(dtp, ad, 1);
		return 0;
	}
	if ((norm = malloc(eks)) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	memcpy(norm, doomed[0], eks);
	if (!dt_agg_keynorm(dtp, ad, norm) && ad->ad_mapoffs == NULL) {
		for (uint32_t i = 0; i < nd; i++)
			bpf_map_delete_elem(ad->ad_mapfd, doomed[i]);
		free(norm);
		return 0;
	}
	qsort_r(doomed, nd, sizeof(*doomed), dt_agg_keysort, &eks);
	if ((keys = dt_agg_mapkeys(ad, &n)) == NULL) {
		free(norm);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	for (uint32_t i = 0; i < n; i++) {
		dt_agg_keyexpand(dtp, ad, keys + (size_t)i * ks, norm);
		dt_agg_keynorm(dtp, ad, norm);
		if (dt_agg_keyin(doomed, nd, norm, eks))
			bpf_map_delete_elem(ad->ad_mapfd, keys + (size_t)i * ks);
	}
	free(keys);
	free(norm);
	return 0;
}

/* trunc(): keep the n entries of largest value (n < 0: the -n smallest), none without n. */
static int dt_agg_trunc(dtrace_hdl_t *dtp, const dt_aggdesc_t *ad, int has_n, int64_t n)
{
	dt_aggent_t *ents;
	dt_aggrow_t *rows;
	const dt_aggent_t **slots = NULL;
	uint32_t count, nrows = 0, nd = 0;
	dt_aggsort_t s = { .aggs = &ad, .naggs = 1 };
	const char **doomed;
	int rc;

	if (dt_agg_snapshot(dtp, ad, &ents, &count) != 0)
		return -1;
	rows = dt_agg_rows(&ad, 1, &ents, &count, &nrows, &s, &slots); /* ascending by value */
	doomed = calloc(nrows + 1, sizeof(*doomed));
	for (uint32_t r = 0; rows != NULL && doomed != NULL && r < nrows; r++) {
		int keep = has_n && (n >= 0 ? (int64_t)(nrows - r) <= n : (int64_t)r < -n);

		if (!keep)
			doomed[nd++] = rows[r].key;
	}
	if (rows == NULL || doomed == NULL)
		rc = dt_set_errmsg(dtp, D_NONE, "out of memory");
	else
		rc = dt_agg_delete(dtp, ad, doomed, nd);
	free(doomed);
	free(rows);
	free(slots);
	dt_agg_ents_free(ents, count);
	return rc;
}

static int64_t dt_rec_int64(const dt_recdesc_t *rd, const uint8_t *data)
{
	int64_t v = 0;

	memcpy(&v, data + rd->rd_offset, rd->rd_size < 8 ? rd->rd_size : 8);
	if (rd->rd_size < 8 && (rd->rd_flags & DT_RF_SIGNED) &&
	    (v & (1LL << (rd->rd_size * 8 - 1))))
		v |= -(1LL << (rd->rd_size * 8));
	return v;
}

static const char *dt_rec_str(const dt_recdesc_t *rd, const uint8_t *data, char *buf, size_t len)
{
	size_t n;

	if (rd->rd_str != NULL)
		return rd->rd_str;
	n = rd->rd_size < len - 1 ? rd->rd_size : len - 1;
	memcpy(buf, data + rd->rd_offset, n);
	buf[n] = '\0';
	return buf;
}

/* setopt(): a failure is a run-time error of the clause (OUTPUT.md 11). */
static void dt_agg_setopt(dtrace_hdl_t *dtp, const dt_recdesc_t *rd, uint32_t prid, uint32_t stid,
			  const uint8_t *data)
{
	char ob[512], vb[512], msg[4096];
	const char *opt = dt_rec_str(&rd[1], data, ob, sizeof(ob));
	const char *val = rd->rd_nargs > 1 ? dt_rec_str(&rd[2], data, vb, sizeof(vb)) : NULL;

	if (dtrace_setopt(dtp, opt, val) == 0)
		return;
	snprintf(msg, sizeof(msg), "couldn't set option \"%s\"%s%s%s: %s", opt,
		 val != NULL ? " to \"" : "", val != NULL ? val : "", val != NULL ? "\"" : "",
		 dtp->dt_errmsg);
	dt_output_error(dtp, prid, stid, msg);
}

/*
 * Carry out the aggregation record rd of a clause's output (and the
 * argument records after it).  Returns how many records it took beyond rd.
 */
int dt_aggregate_rec(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rd, uint32_t prid,
		     uint32_t stid, const uint8_t *data)
{
	dt_aggdesc_t *ad = rd->rd_aggs != NULL ? dtp->dt_aggs[rd->rd_aggs[0]] : NULL;
	int rc = 0;

	switch (rd->rd_act) {
	case DT_ACT_PRINTA:
		for (uint32_t i = 0; i < rd->rd_nargs; i++)
			dtp->dt_aggs[rd->rd_aggs[i]]->ad_printed = 1;
		if (rd->rd_fmt == NULL)
			fputc('\n', fp);
		rc = dt_agg_printa(dtp, fp, rd->rd_fmt, rd->rd_aggs, (int)rd->rd_nargs);
		if (rc != 0) {
			fflush(fp);
			dt_report(dtp, DTRACE_REPORT_ERROR, "dtrace: %s", dtp->dt_errmsg);
		}
		return 0;
	case DT_ACT_CLEAR:
		dt_agg_gen(dtp, ad, 1); /* every CPU's value reads as zero from now on */
		return 0;
	case DT_ACT_TRUNC:
		dt_agg_trunc(dtp, ad, rd->rd_nargs > 0,
			     rd->rd_nargs > 0 ? dt_rec_int64(&rd[1], data) : 0);
		return rd->rd_nargs;
	case DT_ACT_NORMALIZE: {
		int64_t n = dt_rec_int64(&rd[1], data);

		ad->ad_normal = n > 0 ? (uint64_t)n : 1;
		return 1;
	}
	case DT_ACT_DENORMALIZE:
		ad->ad_normal = 1;
		return 0;
	case DT_ACT_SETOPT:
		dt_agg_setopt(dtp, rd, prid, stid, data);
		return rd->rd_nargs;
	default:
		return 0;
	}
}
