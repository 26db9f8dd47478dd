/*
 * The probe catalogue and probe descriptions: step 4 of DESIGN.md's flow.
 *
 * Probes get ids in the order providers publish them (dtrace:::BEGIN, END,
 * ERROR are 1, 2, 3 because dt_provider_init() populates that provider
 * first).  Other providers publish their probes only when a description's
 * provider field could match them and their may_match() does not rule the
 * description out, so `dtrace -n BEGIN` never enumerates syscalls.  A
 * provider field that names no provider may name instances that providers
 * create on demand (instantiate: pid1234) before matching.  Probes
 * are kept in an array by id (listing and glob matching walk it in id order)
 * and in a hash by full name (exact descriptions, dt_probe_lookup()).
 */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_stability.h"

#define DT_PROBEHASH_MIN	1024

static uint32_t dt_probe_hashval(const char *prv, const char *mod, const char *func,
				 const char *name)
{
	const char *parts[4] = { prv, mod, func, name };
	uint32_t h = 2166136261u;	/* FNV-1a */
	int i;

	for (i = 0; i < 4; i++) {
		const unsigned char *p;

		for (p = (const unsigned char *)parts[i]; *p != '\0'; p++)
			h = (h ^ *p) * 16777619u;
		h = (h ^ ':') * 16777619u;
	}
	return h;
}

static dt_probe_t *dt_probe_hash_find(dtrace_hdl_t *dtp, const char *prv, const char *mod,
				      const char *func, const char *name)
{
	dt_probe_t *pr;

	if (dtp->dt_probehashsz == 0)
		return NULL;
	pr = dtp->dt_probehash[dt_probe_hashval(prv, mod, func, name) % dtp->dt_probehashsz];
	for (; pr != NULL; pr = pr->pr_hashnext) {
		if (strcmp(pr->pr_name, name) == 0 && strcmp(pr->pr_func, func) == 0 &&
		    strcmp(pr->pr_mod, mod) == 0 && strcmp(pr->pr_prov->pv_name, prv) == 0)
			return pr;
	}
	return NULL;
}

static void dt_probe_hash_add(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	uint32_t h = dt_probe_hashval(pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func,
				      pr->pr_name) % dtp->dt_probehashsz;

	pr->pr_hashnext = dtp->dt_probehash[h];
	dtp->dt_probehash[h] = pr;
}

/* Keep chains short: grow the table when it holds as many probes as buckets. */
static int dt_probe_hash_grow(dtrace_hdl_t *dtp)
{
	uint32_t sz = dtp->dt_probehashsz ? dtp->dt_probehashsz * 4 : DT_PROBEHASH_MIN;
	dt_probe_t **old = dtp->dt_probehash;
	uint32_t i;

	dtp->dt_probehash = calloc(sz, sizeof(dt_probe_t *));
	if (dtp->dt_probehash == NULL) {
		dtp->dt_probehash = old;
		return -1;
	}
	dtp->dt_probehashsz = sz;
	free(old);
	for (i = 1; i <= dtp->dt_nprobes; i++)
		dt_probe_hash_add(dtp, dtp->dt_probes[i]);
	return 0;
}

static dt_probe_t *dt_probe_nomem(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	if (pr != NULL) {
		free(pr->pr_mod);
		free(pr->pr_func);
		free(pr->pr_name);
		free(pr);
	}
	dt_set_errmsg(dtp, D_NONE, "out of memory");
	return NULL;
}

dt_probe_t *dt_probe_insert(dtrace_hdl_t *dtp, dt_provider_t *pv, const char *mod,
			    const char *func, const char *name, uint64_t data)
{
	dt_probe_t *pr = dt_probe_hash_find(dtp, pv->pv_name, mod, func, name);

	if (pr != NULL)
		return pr;
	if (dtp->dt_nprobes + 1 >= dtp->dt_probecap) {
		uint32_t cap = dtp->dt_probecap ? dtp->dt_probecap * 2 : 256;
		dt_probe_t **probes = realloc(dtp->dt_probes, cap * sizeof(dt_probe_t *));

		if (probes == NULL)
			return dt_probe_nomem(dtp, NULL);
		dtp->dt_probes = probes;
		dtp->dt_probecap = cap;
		dtp->dt_probes[0] = NULL;
	}
	if (dtp->dt_nprobes + 1 > dtp->dt_probehashsz && dt_probe_hash_grow(dtp) != 0)
		return dt_probe_nomem(dtp, NULL);

	pr = calloc(1, sizeof(dt_probe_t));
	if (pr == NULL)
		return dt_probe_nomem(dtp, NULL);
	pr->pr_prov = pv;
	pr->pr_mod = strdup(mod);
	pr->pr_func = strdup(func);
	pr->pr_name = strdup(name);
	if (pr->pr_mod == NULL || pr->pr_func == NULL || pr->pr_name == NULL)
		return dt_probe_nomem(dtp, pr);
	pr->pr_data = data;
	pr->pr_argc = -1;
	pr->pr_id = ++dtp->dt_nprobes;
	dtp->dt_probes[pr->pr_id] = pr;
	dt_probe_hash_add(dtp, pr);
	return pr;
}

dt_probe_t *dt_probe_by_id(dtrace_hdl_t *dtp, uint32_t id)
{
	if (id == 0 || id > dtp->dt_nprobes)
		return NULL;
	return dtp->dt_probes[id];
}

static int dt_provider_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	if (pv->pv_populated)
		return 0;
	if (pv->pv_impl->populate != NULL && pv->pv_impl->populate(dtp, pv) != 0)
		return -1;
	pv->pv_populated = 1;
	return 0;
}

dt_probe_t *dt_probe_lookup(dtrace_hdl_t *dtp, const char *prv, const char *mod,
			    const char *func, const char *name)
{
	dt_provider_t *pv = dt_provider_lookup(dtp, prv);
	dt_probe_t *pr;

	if (pv == NULL) {
		dt_set_errmsg(dtp, D_NONE, "provider %s does not exist", prv);
		return NULL;
	}
	if (dt_provider_populate(dtp, pv) != 0)
		return NULL;
	pr = dt_probe_hash_find(dtp, prv, mod, func, name);
	if (pr == NULL)
		dt_set_errmsg(dtp, D_NONE, "probe %s:%s:%s:%s does not exist", prv, mod, func, name);
	return pr;
}

static void dt_probe_args_free(dt_argdesc_t *argv, int argc)
{
	for (int i = 0; i < argc; i++) {
		free(argv[i].ad_native);
		free(argv[i].ad_xlate);
	}
	free(argv);
}

/* What the core relies on in a provider's descriptors; 0 or -1 + message. */
static int dt_probe_args_check(dtrace_hdl_t *dtp, const dt_probe_t *pr, const dt_argdesc_t *argv,
			       int argc)
{
	for (int i = 0; i < argc; i++) {
		const dt_argdesc_t *ad = &argv[i];

		if (ad->ad_native == NULL)
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		if (ad->ad_xlate != NULL && ad->ad_mapping >= argc)
			return dt_set_errmsg(dtp, D_NONE,
					     "probe %s:%s:%s:%s: args[%d] is translated from argument %d of %d",
					     pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func, pr->pr_name,
					     i, ad->ad_mapping, argc);
		assert(ad->ad_loc <= DT_ARGLOC_CONST);
		assert(ad->ad_loc != DT_ARGLOC_FIELD || ad->ad_size == 1 || ad->ad_size == 2 ||
		       ad->ad_size == 4 || ad->ad_size == 8);
	}
	return 0;
}

/*
 * The provider describes a probe's arguments once; the descriptors are kept
 * on the probe.  A failure is not kept: the next use asks again.
 */
int dt_probe_args(dtrace_hdl_t *dtp, dt_probe_t *pr, const dt_argdesc_t **argv)
{
	const dt_provimpl_t *impl = pr->pr_prov->pv_impl;
	dt_argdesc_t tmp[DT_MAX_ARGS];
	int n = 0;

	if (pr->pr_argc >= 0) {
		*argv = pr->pr_argv;
		return pr->pr_argc;
	}
	memset(tmp, 0, sizeof(tmp));
	if (impl->probe_args != NULL)
		n = impl->probe_args(dtp, pr, tmp);
	assert(n <= DT_MAX_ARGS);
	if (n >= 0 && dt_probe_args_check(dtp, pr, tmp, n) != 0)
		n = -1;
	if (n > 0) {
		pr->pr_argv = malloc(n * sizeof(dt_argdesc_t));
		if (pr->pr_argv == NULL)
			n = dt_set_errmsg(dtp, D_NONE, "out of memory");
		else
			memcpy(pr->pr_argv, tmp, n * sizeof(dt_argdesc_t));
	}
	if (n < 0) {
		/* what the provider filled before failing, or all of it */
		for (int i = 0; i < DT_MAX_ARGS; i++) {
			free(tmp[i].ad_native);
			free(tmp[i].ad_xlate);
		}
		return -1;
	}
	pr->pr_argc = n;
	*argv = pr->pr_argv;
	return n;
}

void dt_probe_fini(dtrace_hdl_t *dtp)
{
	uint32_t i;

	for (i = 1; i <= dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];
		const dt_provimpl_t *impl = pr->pr_prov->pv_impl;

		if (pr->pr_nfds > 0 && impl->detach != NULL)
			impl->detach(dtp, pr);
		if (impl->probe_destroy != NULL)
			impl->probe_destroy(dtp, pr);
		dt_probe_args_free(pr->pr_argv, pr->pr_argc);
		free(pr->pr_fds);
		free(pr->pr_clauses);
		free(pr->pr_mod);
		free(pr->pr_func);
		free(pr->pr_name);
		free(pr);
	}
	free(dtp->dt_probes);
	free(dtp->dt_probehash);
	dtp->dt_probes = NULL;
	dtp->dt_probehash = NULL;
	dtp->dt_nprobes = dtp->dt_probecap = dtp->dt_probehashsz = 0;
}

/*
 * Probe descriptions.
 */

static int dt_isnumber(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++) {
		if (!isdigit((unsigned char)*s))
			return 0;
	}
	return 1;
}

void dt_pdesc_free(dt_pdesc_t *pd)
{
	free(pd->prv);
	free(pd->mod);
	free(pd->fun);
	free(pd->prb);
	pd->prv = pd->mod = pd->fun = pd->prb = NULL;
	pd->id = 0;
}

/*
 * Split text at the colons that are not escaped, into at most five fields
 * (five is enough to know it is overspecified).  Returns the field count.
 */
static int dt_pdesc_split(const char *text, const char *start[5], size_t len[5])
{
	const char *p = text;
	int n = 0;

	start[0] = text;
	for (;;) {
		if (*p == '\\' && p[1] != '\0') {
			p += 2;
			continue;
		}
		if (*p == ':' || *p == '\0') {
			len[n] = p - start[n];
			n++;
			if (*p == '\0' || n == 5)
				return *p == '\0' ? n : n + 1;
			start[n] = p + 1;
		}
		p++;
	}
}

int dt_pdesc_parse(dtrace_hdl_t *dtp, const char *text, int spec, dt_pdesc_t *pd)
{
	char **field[4] = { &pd->prv, &pd->mod, &pd->fun, &pd->prb };
	const char *start[5];
	size_t len[5];
	int n, last, i;

	memset(pd, 0, sizeof(*pd));
	last = spec >= DTRACE_PROBESPEC_PROVIDER && spec <= DTRACE_PROBESPEC_NAME ?
	       spec : DTRACE_PROBESPEC_NAME;
	n = dt_pdesc_split(text, start, len);
	if (n > last + 1)
		return dt_set_errmsg(dtp, D_PDESC_INVAL,
				     "invalid probe description \"%s\": Overspecified probe description",
				     text);
	/* the last component goes into field 'last', the others fill leftwards */
	for (i = 0; i < 4; i++) {
		int k = i - (last + 1 - n);

		*field[i] = k >= 0 && k < n ? strndup(start[k], len[k]) : strdup("");
		if (*field[i] == NULL) {
			dt_pdesc_free(pd);
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		}
	}
	if (dt_isnumber(text)) {
		unsigned long long id;

		errno = 0;
		id = strtoull(text, NULL, 10);
		/* an id that cannot exist still must match nothing */
		pd->id = errno != 0 || id == 0 || id >= UINT32_MAX ? UINT32_MAX : (uint32_t)id;
	}
	return 0;
}

char *dt_pdesc_string(const dt_pdesc_t *pd, char *buf, size_t len)
{
	snprintf(buf, len, "%s:%s:%s:%s", pd->prv ? pd->prv : "", pd->mod ? pd->mod : "",
		 pd->fun ? pd->fun : "", pd->prb ? pd->prb : "");
	return buf;
}

/*
 * Matching.
 */

static int dt_field_match(const char *value, const char *pattern)
{
	return pattern == NULL || *pattern == '\0' || dt_gmatch(value, pattern);
}

/* Could pd name a probe of pv?  (Before populating it, to stay lazy.) */
static int dt_provider_may_match(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	if (!dt_field_match(pv->pv_name, pd->prv))
		return 0;
	return pv->pv_impl->may_match == NULL || pv->pv_impl->may_match(dtp, pv, pd);
}

/* Returns what dt_probe_iter() returns, and adds the probe to *n. */
static int dt_probe_call(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_probe_iter_f *f, void *arg,
			 int *n)
{
	int rc;

	(*n)++;
	if (f == NULL)
		return 0;
	rc = f(dtp, pr, arg);
	return rc < 0 ? -1 : rc;
}

static int dt_probe_match(dtrace_hdl_t *dtp, const dt_pdesc_t *pd, dt_probe_iter_f *f, void *arg)
{
	const char *fields[4] = { pd->prv, pd->mod, pd->fun, pd->prb };
	dt_provider_t *lastpv = NULL;
	int exact = 1, lastok = 0, n = 0, rc, i;
	uint32_t id;

	for (i = 0; i < 4; i++) {
		if (fields[i] == NULL || *fields[i] == '\0' || dt_is_glob(fields[i]))
			exact = 0;
	}
	if (exact) {
		dt_probe_t *pr = dt_probe_hash_find(dtp, pd->prv, pd->mod, pd->fun, pd->prb);
		dt_provider_t *pv = pr == NULL ? dt_provider_lookup(dtp, pd->prv) : NULL;

		/* a module named by an alias is found by the walk below */
		if (pr == NULL && (pv == NULL || pv->pv_impl->mod_alias == NULL))
			return 0;
		if (pr != NULL) {
			rc = dt_probe_call(dtp, pr, f, arg, &n);
			return rc < 0 ? -1 : n;
		}
	}
	for (id = 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *pr = dtp->dt_probes[id];

		if (pr->pr_prov != lastpv) {
			lastpv = pr->pr_prov;
			lastok = dt_field_match(lastpv->pv_name, pd->prv);
		}
		if (!lastok || !dt_field_match(pr->pr_func, pd->fun) ||
		    !dt_field_match(pr->pr_name, pd->prb) ||
		    (!dt_field_match(pr->pr_mod, pd->mod) &&
		     (lastpv->pv_impl->mod_alias == NULL ||
		      !lastpv->pv_impl->mod_alias(dtp, pr, pd->mod))))
			continue;
		rc = dt_probe_call(dtp, pr, f, arg, &n);
		if (rc < 0)
			return -1;
		if (rc > 0)
			break;
	}
	return n;
}

static int dt_probe_populate_all(dtrace_hdl_t *dtp)
{
	dt_provider_t *pv;

	for (pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		if (dt_provider_populate(dtp, pv) != 0)
			return -1;
	}
	return 0;
}

static int dt_probe_iter_id(dtrace_hdl_t *dtp, uint32_t id, dt_probe_iter_f *f, void *arg)
{
	dt_probe_t *pr;
	int n = 0;

	/* ids are what -l shows: every provider must have had its turn */
	if (dt_probe_populate_all(dtp) != 0)
		return -1;
	pr = dt_probe_by_id(dtp, id);
	if (pr == NULL)
		return 0;
	return dt_probe_call(dtp, pr, f, arg, &n) < 0 ? -1 : n;
}

/* Ask the providers that create probes on use (profile-N) for this name. */
static int dt_probe_provide(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	dt_provider_t *pv;
	int provided = 0;

	if (pd->prb == NULL || *pd->prb == '\0' || dt_is_glob(pd->prb))
		return 0;
	for (pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		if (pv->pv_impl->provide == NULL || !pv->pv_populated ||
		    !dt_field_match(pv->pv_name, pd->prv))
			continue;
		if (pv->pv_impl->provide(dtp, pv, pd->mod ? pd->mod : "", pd->fun ? pd->fun : "",
					 pd->prb) == 0)
			provided = 1;
	}
	return provided;
}

/*
 * A provider field no provider has as its name may name instances not
 * created yet (pid1234, python*): each provider kind that makes instances
 * is asked once (not once per instance: they share their dt_provimpl_t).
 */
static int dt_probe_instantiate(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	dt_provider_t *pv, *q;

	if (pd->prv == NULL || *pd->prv == '\0' || dt_provider_lookup(dtp, pd->prv) != NULL)
		return 0;
	/* instantiate() appends to the list: its new providers are found asked already */
	for (pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		if (pv->pv_impl->instantiate == NULL)
			continue;
		for (q = dtp->dt_provs; q != pv && q->pv_impl != pv->pv_impl; q = q->pv_next)
			;
		if (q == pv && pv->pv_impl->instantiate(dtp, pd) != 0)
			return -1;
	}
	return 0;
}

const char *dt_probe_unavailable(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	const char *why = NULL;
	dt_provider_t *pv;

	if (pd->id != 0 || pd->prv == NULL || *pd->prv == '\0')
		return NULL;
	for (pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		const char *w;

		if (!dt_gmatch(pv->pv_name, pd->prv))
			continue;
		w = pv->pv_impl->unavailable ? pv->pv_impl->unavailable(dtp, pv) : NULL;
		if (w == NULL && pv->pv_impl->absent != NULL)
			w = pv->pv_impl->absent(dtp, pv, pd);
		if (w == NULL)
			return NULL;	/* one that works */
		if (why == NULL)
			why = w;
	}
	return why;
}

int dt_probe_iter(dtrace_hdl_t *dtp, const dt_pdesc_t *pd, dt_probe_iter_f *f, void *arg)
{
	dt_provider_t *pv;
	int n;

	if (pd->id != 0)
		return dt_probe_iter_id(dtp, pd->id, f, arg);
	if (dt_probe_instantiate(dtp, pd) != 0)
		return -1;
	for (pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		if (!pv->pv_populated && dt_provider_may_match(dtp, pv, pd) &&
		    dt_provider_populate(dtp, pv) != 0)
			return -1;
	}
	n = dt_probe_match(dtp, pd, f, arg);
	if (n == 0 && dt_probe_provide(dtp, pd))
		n = dt_probe_match(dtp, pd, f, arg);
	return n;
}

/*
 * Public interface: probe listing (dtrace -l).
 */

typedef struct dt_probe_list {
	dtrace_probe_f *f;
	void *arg;
} dt_probe_list_t;

static int dt_probe_list_one(dtrace_hdl_t *dtp, dt_probe_t *pr, void *arg)
{
	dt_probe_list_t *pl = arg;
	dtrace_probedesc_t desc = {
		.id = pr->pr_id,
		.prv = pr->pr_prov->pv_name,
		.mod = pr->pr_mod,
		.fun = pr->pr_func,
		.prb = pr->pr_name,
	};

	return pl->f(dtp, &desc, pl->arg);
}

/*
 * 0 (whether or not anything matched: f counts) or -1 with the message
 * left; a description that matches nothing because it names only
 * providers that cannot work here is -1 with the reason.
 */
int dtrace_probe_iter(dtrace_hdl_t *dtp, const char *desc, dtrace_probespec_t spec,
		      dtrace_probe_f *f, void *arg)
{
	dt_probe_list_t pl = { f, arg };
	const char *why;
	dt_pdesc_t pd;
	int n;

	if (desc == NULL) {
		if (dt_probe_populate_all(dtp) != 0)
			return -1;
		desc = "";
	}
	if (dt_pdesc_parse(dtp, desc, spec, &pd) != 0)
		return -1;
	n = dt_probe_iter(dtp, &pd, dt_probe_list_one, &pl);
	if (n == 0 && (why = dt_probe_unavailable(dtp, &pd)) != NULL)
		n = dt_set_errmsg(dtp, D_NONE, "%s", why);
	dt_pdesc_free(&pd);
	return n < 0 ? -1 : 0;
}

/* The type args[N] has: translated, a string, or native (dt_cook_args.c agrees). */
const char *dt_argdesc_type(const dt_argdesc_t *ad)
{
	if (ad->ad_xlate != NULL)
		return ad->ad_xlate;
	return ad->ad_flags & DT_ARG_STRING ? "string" : ad->ad_native;
}

/* The -l -v block of a probe: stability attributes and argument types. */
int dtrace_probe_info(dtrace_hdl_t *dtp, const dtrace_probedesc_t *desc, FILE *fp)
{
	dt_probe_t *pr = dt_probe_by_id(dtp, desc->id);
	const dt_argdesc_t *argv;
	int n;

	if (pr == NULL)
		return dt_set_errmsg(dtp, D_NONE, "no probe with id %u", desc->id);
	n = dt_probe_args(dtp, pr, &argv);
	if (n < 0)
		return -1;
	dt_attr_block_print(fp, dt_attr_desc(pr->pr_prov), dt_attr_args(pr->pr_prov), argv, n);
	return 0;
}
