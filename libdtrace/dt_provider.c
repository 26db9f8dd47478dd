/*
 * The registry of providers.  dt_provider_init() (called when the handle is
 * opened) registers every provider of the table below and populates the
 * dtrace provider at once, so that BEGIN, END and ERROR are probes 1, 2, 3;
 * the others publish their probes lazily (dt_probe.c).  The table's order is
 * the order in which `dtrace -l` lists providers.  Instances ("pid1234") are
 * added after them, in the order they are created (dt_provider_create(),
 * called by a provider's instantiate hook from dt_probe.c).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"

extern const dt_provimpl_t dt_prov_dtrace;
extern const dt_provimpl_t dt_prov_profile;
extern const dt_provimpl_t dt_prov_syscall;
extern const dt_provimpl_t dt_prov_sdt;
extern const dt_provimpl_t dt_prov_rawtp;
extern const dt_provimpl_t dt_prov_fbt;
extern const dt_provimpl_t dt_prov_proc;
extern const dt_provimpl_t dt_prov_io;
extern const dt_provimpl_t dt_prov_cpc;
extern const dt_provimpl_t dt_prov_sched;
extern const dt_provimpl_t dt_prov_ip;
extern const dt_provimpl_t dt_prov_tcp;
extern const dt_provimpl_t dt_prov_udp;
extern const dt_provimpl_t dt_prov_udplite;
extern const dt_provimpl_t dt_prov_lockstat;
extern const dt_provimpl_t dt_prov_pid;
extern const dt_provimpl_t dt_prov_usdt;

static const dt_provimpl_t *const dt_provimpls[] = {
	&dt_prov_dtrace,	/* first: BEGIN, END, ERROR are probes 1, 2, 3 */
	&dt_prov_profile,
	&dt_prov_syscall,
	&dt_prov_sdt,
	&dt_prov_rawtp,
	&dt_prov_fbt,
	&dt_prov_proc,
	&dt_prov_io,
	&dt_prov_cpc,
	&dt_prov_sched,
	&dt_prov_ip,
	&dt_prov_tcp,
	&dt_prov_udp,
	&dt_prov_udplite,
	&dt_prov_lockstat,
	&dt_prov_pid,
	&dt_prov_usdt,
};

int dt_provider_init(dtrace_hdl_t *dtp)
{
	dt_provider_t **tail = &dtp->dt_provs;
	size_t i;

	for (i = 0; i < sizeof(dt_provimpls) / sizeof(dt_provimpls[0]); i++) {
		dt_provider_t *pv = calloc(1, sizeof(dt_provider_t));

		if (pv == NULL || (pv->pv_name = strdup(dt_provimpls[i]->name)) == NULL) {
			free(pv);
			dt_provider_fini(dtp);
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		}
		pv->pv_impl = dt_provimpls[i];
		*tail = pv;
		tail = &pv->pv_next;
	}
	if (dtp->dt_provs->pv_impl->populate(dtp, dtp->dt_provs) != 0) {
		dt_provider_fini(dtp);
		return -1;
	}
	dtp->dt_provs->pv_populated = 1;
	return 0;
}

void dt_provider_fini(dtrace_hdl_t *dtp)
{
	dt_provider_t *pv, *next;

	dt_probe_fini(dtp);
	for (pv = dtp->dt_provs; pv != NULL; pv = next) {
		next = pv->pv_next;
		if (pv->pv_impl->provider_destroy != NULL)
			pv->pv_impl->provider_destroy(dtp, pv);
		free(pv->pv_name);
		free(pv);
	}
	dtp->dt_provs = NULL;
	free(dtp->dt_tracefs);
	dtp->dt_tracefs = NULL;
}

dt_provider_t *dt_provider_lookup(dtrace_hdl_t *dtp, const char *name)
{
	dt_provider_t *pv;

	for (pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		if (strcmp(pv->pv_name, name) == 0)
			return pv;
	}
	return NULL;
}

dt_provider_t *dt_provider_create(dtrace_hdl_t *dtp, const dt_provimpl_t *impl, const char *name,
				  void *data)
{
	dt_provider_t **tail = &dtp->dt_provs, *pv;

	if (dt_provider_lookup(dtp, name) != NULL) {
		dt_set_errmsg(dtp, D_NONE, "provider %s already exists", name);
		return NULL;
	}
	pv = calloc(1, sizeof(dt_provider_t));
	if (pv == NULL || (pv->pv_name = strdup(name)) == NULL) {
		free(pv);
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		return NULL;
	}
	pv->pv_impl = impl;
	pv->pv_data = data;
	while (*tail != NULL)
		tail = &(*tail)->pv_next;
	*tail = pv;
	return pv;
}
