/*
 * Starting and stopping tracing (DESIGN.md flow, steps 6-9).
 *
 * dtrace_go() groups the enabled probes by provider and clause list, builds
 * and loads one trampoline per group and attaches it to every probe of the
 * group (the probe id travels in the attach cookie), then fires BEGIN by
 * calling dt_begin_trigger(), on which the dtrace provider has a uprobe.
 * Until BEGIN has run no other probe records anything; after exit() or a
 * signal only END does, and END's CPU is drained last.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_cg.h"

typedef struct dt_group {
	dt_probe_t *g_first;
	int g_fd;
} dt_group_t;

static int dt_same_clauses(const dt_probe_t *a, const dt_probe_t *b)
{
	return a->pr_prov == b->pr_prov && a->pr_nclauses == b->pr_nclauses &&
	       memcmp(a->pr_clauses, b->pr_clauses, a->pr_nclauses * sizeof(uint32_t)) == 0;
}

/* Build, load and return the program fd for a group led by prp. */
static int dt_group_load(dtrace_hdl_t *dtp, dt_probe_t *prp, int n)
{
	const dt_provimpl_t *impl = prp->pr_prov->pv_impl;
	dt_bpf_prog_t *p;
	char name[32];
	int fd;

	snprintf(name, sizeof(name), "dt_%.8s_%d", impl->name, n);
	p = dt_cg_tramp(dtp, prp, name);
	if (p == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot build the program for probe %u", prp->pr_id);
	fd = dt_bpf_load(dtp, impl->prog_type, p);
	if (fd < 0)
		dt_prog_destroy(p);
	return fd;
}

static int dt_attach_all(dtrace_hdl_t *dtp)
{
	dt_group_t *groups = calloc(dtp->dt_nprobes + 1, sizeof(*groups));
	int ngroups = 0, rc = 0;

	if (groups == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	dtp->dt_errfunc = dt_cg_error_func(dtp);
	dtp->dt_errnested = dt_cg_error_nested_func();
	if (dtp->dt_errfunc == NULL || dtp->dt_errnested == NULL) {
		free(groups);
		return dt_set_errmsg(dtp, D_NONE, "cannot build the ERROR probe's function");
	}
	for (uint32_t id = 1; id <= dtp->dt_nprobes && rc == 0; id++) {
		dt_probe_t *prp = dtp->dt_probes[id];
		int g;

		/* ERROR's clauses run inside dt_error(), called by faulting code */
		if (prp == NULL || prp->pr_nclauses == 0 || id == 3)
			continue;
		/* the dtrace provider's probes behave differently: never share */
		for (g = 0; id > 3 && g < ngroups; g++) {
			if (groups[g].g_first->pr_id > 3 && dt_same_clauses(groups[g].g_first, prp))
				break;
		}
		if (id <= 3 || g == ngroups) {
			g = ngroups++;
			groups[g].g_first = prp;
			groups[g].g_fd = dt_group_load(dtp, prp, g);
			if (groups[g].g_fd < 0) {
				rc = -1;
				break;
			}
		}
		if (prp->pr_prov->pv_impl->attach(dtp, prp, groups[g].g_fd) != 0)
			rc = -1;
	}
	free(groups);
	return rc;
}

static void dt_detach_all(dtrace_hdl_t *dtp)
{
	for (uint32_t id = 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dtp->dt_probes[id];

		if (prp != NULL && prp->pr_nfds > 0 && prp->pr_prov->pv_impl->detach != NULL)
			prp->pr_prov->pv_impl->detach(dtp, prp);
	}
}

static int dt_has_clauses(dtrace_hdl_t *dtp, uint32_t id)
{
	dt_probe_t *prp = dt_probe_by_id(dtp, id);

	return prp != NULL && prp->pr_nclauses > 0;
}

int dtrace_go(dtrace_hdl_t *dtp)
{
	uint32_t st[DT_STATE_NKEYS];

	if (dtp->dt_active)
		return dt_set_errmsg(dtp, D_NONE, "tracing is already active");
	if (dt_bpf_maps_create(dtp) != 0 || dt_attach_all(dtp) != 0 || dt_consume_open(dtp) != 0) {
		dt_detach_all(dtp);
		return -1;
	}
	dtp->dt_active = 1;
	if (dt_has_clauses(dtp, 1)) {
		dt_begin_trigger();
		/* the first dtrace_work() reads BEGIN's CPU first */
		if (dt_bpf_state_get(dtp, st) == 0)
			dtp->dt_begin_cpu = st[DT_STATE_BEGIN_CPU];
	} else if (dt_bpf_state_set_activity(dtp, DT_ACTIVITY_ACTIVE) != 0) {
		return dt_set_errmsg(dtp, D_NONE, "cannot start tracing: %s", strerror(errno));
	}
	return 0;
}

/*
 * Stop tracing: only END may fire from now on.  The remaining records are
 * read by the next dtrace_work(), which knows where output goes.
 */
int dtrace_stop(dtrace_hdl_t *dtp)
{
	uint32_t st[DT_STATE_NKEYS];

	if (!dtp->dt_active || dtp->dt_stopping)
		return 0;
	dtp->dt_stopping = 1;
	if (dt_bpf_state_get(dtp, st) == 0 && st[DT_STATE_ACTIVITY] != DT_ACTIVITY_DRAINING)
		dt_bpf_state_set_activity(dtp, DT_ACTIVITY_DRAINING);
	if (dt_has_clauses(dtp, 2)) {
		dt_end_trigger();
		if (dt_bpf_state_get(dtp, st) == 0)
			dtp->dt_end_cpu = st[DT_STATE_END_CPU];
	} else {
		dt_bpf_state_set_activity(dtp, DT_ACTIVITY_STOPPED);
	}
	return 0;
}

void dtrace_sleep(dtrace_hdl_t *dtp)
{
	struct epoll_event ev;
	int64_t rate = dt_opt(dtp, DT_OPT_SWITCHRATE);
	int ms = rate > 0 && rate < 1000000000 ? (int)(rate / 1000000) : 1000;

	if (dtp->dt_pb == NULL || dtp->dt_exited || dtp->dt_stopping)
		return;
	epoll_wait(perf_buffer__epoll_fd(dtp->dt_pb), &ev, 1, ms > 0 ? ms : 1);
}

/* Faults inside ERROR clauses are counted by the BPF side: report new ones. */
static void dt_report_dblerrs(dtrace_hdl_t *dtp)
{
	uint32_t st[DT_STATE_NKEYS], n;

	if (dt_bpf_state_get(dtp, st) != 0 || st[DT_STATE_DBLERR] == dtp->dt_dblerrs)
		return;
	n = st[DT_STATE_DBLERR] - dtp->dt_dblerrs;
	dtp->dt_dblerrs = st[DT_STATE_DBLERR];
	fflush(dtp->dt_outfp);
	fprintf(stderr, "dtrace: %s%u error%s in ERROR probe enabling\n",
		dt_opt(dtp, DT_OPT_DROPTAGS) > 0 ? "[DTRACEDROP_DBLERROR] " : "", n, n > 1 ? "s" : "");
}

dtrace_workstatus_t dtrace_work(dtrace_hdl_t *dtp, FILE *out)
{
	dtp->dt_outfp = out != NULL ? out : stdout;
	if (!dtp->dt_active)
		return DTRACE_WORKSTATUS_ERROR;
	if (dtp->dt_begin_cpu >= 0) {
		dt_consume_cpu(dtp, dtp->dt_begin_cpu);
		dtp->dt_begin_cpu = -1;
	}
	if (!dtp->dt_stopping && perf_buffer__consume(dtp->dt_pb) < 0 && errno != EINTR) {
		dt_set_errmsg(dtp, D_NONE, "failed to read the trace buffers: %s", strerror(errno));
		return DTRACE_WORKSTATUS_ERROR;
	}
	dt_report_dblerrs(dtp);
	if (dtp->dt_exited)
		dtrace_stop(dtp);
	if (!dtp->dt_stopping) {
		/* output reaches files and pipes at every consume pass */
		fflush(dtp->dt_outfp);
		return DTRACE_WORKSTATUS_OKAY;
	}
	if (!dtp->dt_stopped) {
		dt_consume_all(dtp, dtp->dt_end_cpu);
		dtp->dt_stopped = 1;
		/* the end of tracing always ends with a newline, quiet or not */
		fputc('\n', dtp->dt_outfp);
		fflush(dtp->dt_outfp);
	}
	return DTRACE_WORKSTATUS_DONE;
}

int dtrace_status_exit(dtrace_hdl_t *dtp)
{
	return dtp->dt_exitstatus;
}

void dt_work_fini(dtrace_hdl_t *dtp)
{
	dt_detach_all(dtp);
	dt_consume_close(dtp);
	dt_bpf_unload(dtp);
	dt_bpf_maps_close(dtp);
}
