/*
 * Starting and stopping tracing (DESIGN.md flow, steps 6-9).
 *
 * dtrace_go() groups the enabled probes by provider, clause list and
 * progspec (how the provider loads the probe's program), builds and loads
 * one trampoline per group and attaches it to every probe of the group (the
 * probe id travels in the attach cookie), then fires BEGIN by running its
 * program (dt_dtrace_fire()).
 * Until BEGIN has run no other probe records anything; after exit() or a
 * signal only END does, and END's CPU is drained last.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_output.h"
#include "dt_cg.h"
#include "dt_aggregate.h"
#include "dt_syms.h"
#include "dt_dlopen.h"
#include "dt_uwproc.h"

#define DT_DETACH_THREADS	64

typedef struct dt_group {
	dt_probe_t **g_probes;
	uint32_t g_n;
	dt_progspec_t g_spec;
} dt_group_t;

static int dt_same_clauses(const dt_probe_t *a, const dt_probe_t *b)
{
	return a->pr_prov == b->pr_prov && a->pr_nclauses == b->pr_nclauses &&
	       memcmp(a->pr_clauses, b->pr_clauses, a->pr_nclauses * sizeof(uint32_t)) == 0;
}

/* How the program serving prp is loaded: the provider's load hook, or its prog_type. */
static int dt_probe_progspec(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_progspec_t *ps)
{
	const dt_provimpl_t *impl = prp->pr_prov->pv_impl;

	memset(ps, 0, sizeof(*ps));
	if (impl->progspec == NULL) {
		ps->ps_type = impl->prog_type;
		return 0;
	}
	return impl->progspec(dtp, prp, dt_cg_tramp_uses(dtp, prp), ps);
}

/* Build, load and return the program fd for group g (number n). */
static int dt_group_load(dtrace_hdl_t *dtp, dt_group_t *g, int n)
{
	dt_probe_t *prp = g->g_probes[0];
	dt_tramp_t tr = { .tr_probes = g->g_probes, .tr_nprobes = g->g_n, .tr_spec = &g->g_spec };
	dt_bpf_prog_t *p;
	char name[32];
	int fd;

	snprintf(name, sizeof(name), "dt_%.8s_%d", prp->pr_prov->pv_name, n);
	p = dt_cg_tramp(dtp, &tr, name);
	if (p == NULL)
		return tr.tr_failed ? -1 : dt_set_errmsg(dtp, D_NONE,
							 "cannot build the program for probe %u",
							 prp->pr_id);
	fd = dt_bpf_load(dtp, &g->g_spec, p);
	if (fd < 0)
		dt_prog_destroy(p);
	return fd;
}

/*
 * Sort the enabled probes into groups of one provider, one clause list and
 * one way of loading (equal progspecs).  The dtrace provider's probes
 * behave differently: they are never grouped.  ERROR's clauses run inside
 * dt_error(), called by faulting code: no group.
 */
static int dt_groups_make(dtrace_hdl_t *dtp, dt_group_t *groups, uint32_t *ngroups,
			   uint32_t first)
{
	uint32_t n = 0;

	for (uint32_t id = first + 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dtp->dt_probes[id];
		dt_progspec_t ps;
		uint32_t g;

		if (prp == NULL || prp->pr_nclauses == 0 || id == DT_PRID_ERROR)
			continue;
		if (dt_probe_progspec(dtp, prp, &ps) != 0)
			return -1;
		for (g = 0; g < n; g++) {
			if (id > DT_PRID_NSPECIAL && groups[g].g_probes[0]->pr_id > DT_PRID_NSPECIAL &&
			    dt_same_clauses(groups[g].g_probes[0], prp) &&
			    memcmp(&groups[g].g_spec, &ps, sizeof(ps)) == 0)
				break;
		}
		if (g == n) {
			groups[n].g_probes = calloc(dtp->dt_nprobes, sizeof(dt_probe_t *));
			if (groups[n].g_probes == NULL)
				return dt_set_errmsg(dtp, D_NONE, "out of memory");
			groups[n].g_spec = ps;
			n++;
		}
		groups[g].g_probes[groups[g].g_n++] = prp;
		*ngroups = n;
	}
	return 0;
}

static int dt_group_attach(dtrace_hdl_t *dtp, dt_group_t *g, uint32_t gid, int fd)
{
	const dt_provimpl_t *impl = g->g_probes[0]->pr_prov->pv_impl;

	if (impl->attach_group != NULL)
		return impl->attach_group(dtp, g->g_probes, g->g_n, gid, fd);
	for (uint32_t i = 0; i < g->g_n; i++) {
		if (impl->attach(dtp, g->g_probes[i], fd) != 0)
			return -1;
	}
	return 0;
}

static int dt_attach_all(dtrace_hdl_t *dtp)
{
	dt_group_t *groups = calloc(dtp->dt_nprobes + 1, sizeof(*groups));
	uint32_t ngroups = 0, g;
	int rc = 0, fd;

	if (groups == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	dtp->dt_errfunc = dt_cg_error_func(dtp);
	dtp->dt_errnested = dt_cg_error_nested_func();
	if (dtp->dt_errfunc == NULL || dtp->dt_errnested == NULL)
		rc = dt_set_errmsg(dtp, D_NONE, "cannot build the ERROR probe's function");
	if (rc == 0)
		rc = dt_groups_make(dtp, groups, &ngroups, 0);
	for (g = 0; rc == 0 && g < ngroups; g++) {
		fd = dt_group_load(dtp, &groups[g], g);
		rc = fd < 0 ? -1 : dt_group_attach(dtp, &groups[g], g, fd);
	}
	for (g = 0; g < ngroups; g++)
		free(groups[g].g_probes);
	free(groups);
	return rc;
}

/*
 * The probes made after dtrace_go() (ids above first: a library the
 * process dlopen()ed, dt_dlopen.c): their own groups, programs and
 * attachments; the probes attached before are not touched.
 */
int dt_work_attach_new(dtrace_hdl_t *dtp, uint32_t first)
{
	dt_group_t *groups = calloc(dtp->dt_nprobes - first + 1, sizeof(*groups));
	uint32_t ngroups = 0, g;
	int rc, fd;

	if (groups == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	rc = dt_groups_make(dtp, groups, &ngroups, first);
	for (g = 0; rc == 0 && g < ngroups; g++) {
		fd = dt_group_load(dtp, &groups[g], first + g);
		rc = fd < 0 ? -1 : dt_group_attach(dtp, &groups[g], first + g, fd);
	}
	for (g = 0; g < ngroups; g++)
		free(groups[g].g_probes);
	free(groups);
	return rc;
}

/* The probes of one kind of provider being detached, and where its pool is. */
typedef struct dt_detacher {
	dtrace_hdl_t *dtp;
	dt_probe_t **probes;
	uint32_t nprobes;
	uint32_t next;		/* next probe to detach (atomic) */
} dt_detacher_t;

static void *dt_detach_thread(void *arg)
{
	dt_detacher_t *d = arg;
	uint32_t i;

	while ((i = __atomic_fetch_add(&d->next, 1, __ATOMIC_RELAXED)) < d->nprobes)
		d->probes[i]->pr_prov->pv_impl->detach(d->dtp, d->probes[i]);
	return NULL;
}

/* Instances (pid1234, pid5678) share their kind's pool: same kernel locks. */
static int dt_detach_cmp(const void *a, const void *b)
{
	const dt_provimpl_t *x = (*(dt_probe_t *const *)a)->pr_prov->pv_impl;
	const dt_provimpl_t *y = (*(dt_probe_t *const *)b)->pr_prov->pv_impl;

	return x < y ? -1 : x > y;
}

/* Threads of the pool detaching n probes of impl, the calling thread included. */
static uint32_t dt_detach_pool(const dt_provimpl_t *impl, uint32_t n)
{
	long ncpus = sysconf(_SC_NPROCESSORS_ONLN);
	uint32_t size = DT_DETACH_THREADS;

	if (impl->detach_per_cpu != 0 && ncpus > 0 &&
	    (uint64_t)impl->detach_per_cpu * ncpus < size)
		size = impl->detach_per_cpu * ncpus;
	return size < n ? size : n;
}

/*
 * Detach every probe, each kind of provider by a pool of threads sized for
 * what its removal waits on (detach_per_cpu).  Closing a tracepoint's perf
 * event waits for an RCU grace period (tens of milliseconds); waiters in
 * parallel share grace periods, so those get DT_DETACH_THREADS (a wildcard
 * over every syscall: 20 s serially).  Removing a kprobe is mostly work
 * the kernel serialises (kprobe_mutex, event_mutex, an ftrace update):
 * a few threads per CPU overlap the rest, more only contend.  The pools of
 * the different kinds run at the same time: one's serialised removals and
 * the other's grace periods do not wait for each other, so a session of
 * fbt and syscall probes stops in about the longer of the two.
 */
static void dt_detach_all(dtrace_hdl_t *dtp)
{
	dt_probe_t **probes = calloc(dtp->dt_nprobes + 1, sizeof(dt_probe_t *));
	dt_detacher_t *d = NULL;
	pthread_t *tids = NULL;
	uint32_t n = 0, nd = 0, nt = 0, i, j;

	for (uint32_t id = 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dtp->dt_probes[id];

		if (prp == NULL || prp->pr_nfds == 0 || prp->pr_prov->pv_impl->detach == NULL)
			continue;
		if (probes == NULL)
			prp->pr_prov->pv_impl->detach(dtp, prp);	/* no memory: serially */
		else
			probes[n++] = prp;
	}
	if (n == 0)
		goto out;
	qsort(probes, n, sizeof(dt_probe_t *), dt_detach_cmp);
	d = calloc(n, sizeof(dt_detacher_t));
	tids = calloc(n, sizeof(pthread_t));	/* no pool has more threads than probes */
	if (d == NULL || tids == NULL) {
		for (i = 0; i < n; i++)
			probes[i]->pr_prov->pv_impl->detach(dtp, probes[i]);
		goto out;
	}
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && dt_detach_cmp(&probes[i], &probes[j]) == 0; j++)
			;
		d[nd] = (dt_detacher_t){ .dtp = dtp, .probes = probes + i, .nprobes = j - i };
		nd++;
	}
	/* each pool but the calling thread, which then helps every pool in turn */
	for (i = 0; i < nd; i++) {
		uint32_t size = dt_detach_pool(d[i].probes[0]->pr_prov->pv_impl, d[i].nprobes);

		for (j = 1; j < size; j++) {
			if (pthread_create(&tids[nt], NULL, dt_detach_thread, &d[i]) != 0)
				break;
			nt++;
		}
	}
	for (i = 0; i < nd; i++)
		dt_detach_thread(&d[i]);
	while (nt > 0)
		pthread_join(tids[--nt], NULL);
out:
	free(tids);
	free(d);
	free(probes);
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
	if (dt_output_check_destructive(dtp) != 0)
		return -1;
	if (dt_bpf_maps_create(dtp) != 0 || dt_attach_all(dtp) != 0 ||
	    dt_dlopen_start(dtp) != 0 || dt_consume_open(dtp) != 0) {
		dt_dlopen_fini(dtp);
		dt_detach_all(dtp);
		return -1;
	}
	dt_uwproc_start(dtp);	/* the -c/-p processes' unwinding tables, before they run on */
	dtp->dt_active = 1;
	if (dt_has_clauses(dtp, DT_PRID_BEGIN)) {
		if (dt_dtrace_fire(dtp, DT_PRID_BEGIN) != 0) {
			dt_detach_all(dtp);
			return -1;
		}
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
	if (dt_has_clauses(dtp, DT_PRID_END)) {
		if (dt_dtrace_fire(dtp, DT_PRID_END) != 0)
			return -1;
		if (dt_bpf_state_get(dtp, st) == 0)
			dtp->dt_end_cpu = st[DT_STATE_END_CPU];
	} else {
		dt_bpf_state_set_activity(dtp, DT_ACTIVITY_STOPPED);
	}
	return 0;
}

static void dt_sleep_wait(dtrace_hdl_t *dtp)
{
	struct epoll_event ev;
	int64_t rate = dt_opt(dtp, DT_OPT_SWITCHRATE);
	int ms = rate > 0 && rate < 1000000000 ? (int)(rate / 1000000) : 1000;

	ms = dt_usyms_sleep_ms(dtp, ms);	/* the target's maps are due */
	ms = dt_dlopen_sleep_ms(dtp, ms);	/* a watched process may stop */
	ms = dt_uwproc_sleep_ms(dtp, ms);	/* BPF may ask for a process's tables */
	if (dtp->dt_pb == NULL || dtp->dt_exited || dtp->dt_stopping)
		return;
	if (dtp->dt_pb_wakeup == NULL) {
		epoll_wait(perf_buffer__epoll_fd(dtp->dt_pb), &ev, 1, ms > 0 ? ms : 1);
		return;
	}
	/* the trace rings at their watermark, or exit() (dt_consume.c) */
	struct pollfd pfd[2] = {
		{ .fd = perf_buffer__epoll_fd(dtp->dt_pb), .events = POLLIN },
		{ .fd = perf_buffer__epoll_fd(dtp->dt_pb_wakeup), .events = POLLIN },
	};

	(void)ev;
	poll(pfd, 2, ms > 0 ? ms : 1);
	if (pfd[1].revents)
		perf_buffer__consume(dtp->dt_pb_wakeup);
}

/*
 * The -c/-p target's mappings are read after a sleep, not at every
 * dtrace_work(): the consumer's first pass comes right after the target is
 * released, before the dynamic linker has mapped its libraries, and the
 * early reads (dt_usyms.c) must catch them before a short command exits.
 */
void dtrace_sleep(dtrace_hdl_t *dtp)
{
	dt_sleep_wait(dtp);
	dt_dlopen_poll(dtp);	/* probes in the objects a process has just mapped */
	dt_uwproc_poll(dtp);	/* the unwinding tables BPF asked for */
	dt_usyms_watch(dtp, dtp->dt_target);	/* its stacks resolve after it exits */
}

/*
 * Faults inside ERROR clauses, dynamic variable drops and firings dropped
 * because they interrupted another on their CPU (dt_cg_tramp.c) are
 * counted by the BPF side in the state map: report what is new since the
 * last pass.
 */
static void dt_report_counts(dtrace_hdl_t *dtp)
{
	static const struct {
		int key;
		const char *tag, *what;
	} counts[] = {
		{ DT_STATE_DYNDROPS, "DTRACEDROP_DYNAMIC", "dynamic variable drop" },
		{ DT_STATE_DBLERR, "DTRACEDROP_DBLERROR", "error in ERROR probe enabling" },
		{ DT_STATE_NESTDROPS, "DTRACEDROP_NESTED", "nested probe firing drop" },
	};
	uint32_t st[DT_STATE_NKEYS];

	dt_consume_drops(dtp);	/* principal buffer drops (dt_consume.c) */
	dt_aggregate_drops(dtp);	/* dt_aggregate.c */
	if (dt_bpf_state_get(dtp, st) != 0)
		return;
	for (size_t i = 0; i < sizeof(counts) / sizeof(counts[0]); i++) {
		uint32_t n = st[counts[i].key] - dtp->dt_counts[counts[i].key];
		const char *what = counts[i].what, *sp = strchr(what, ' ');

		if (n == 0)
			continue;
		dtp->dt_counts[counts[i].key] = st[counts[i].key];
		dt_report(dtp, DTRACE_REPORT_DROP, "dtrace: %s%s%s%u %.*s%s%s",
			dt_opt(dtp, DT_OPT_DROPTAGS) > 0 ? "[" : "",
			dt_opt(dtp, DT_OPT_DROPTAGS) > 0 ? counts[i].tag : "",
			dt_opt(dtp, DT_OPT_DROPTAGS) > 0 ? "] " : "", n,
			/* the plural's s goes on the first word of "error in ...", the last of "... drop" */
			counts[i].key == DT_STATE_DBLERR ? (int)(sp - what) : (int)strlen(what),
			what, n > 1 ? "s" : "", counts[i].key == DT_STATE_DBLERR ? sp : "");
	}
}

dtrace_workstatus_t dtrace_work(dtrace_hdl_t *dtp, FILE *out)
{
	dtp->dt_outfp = dtp->dt_origfp = out != NULL ? out : stdout;
	if (dtp->dt_freopen_fp != NULL)
		dtp->dt_outfp = dtp->dt_freopen_fp;	/* freopen() holds until freopen("") */
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
	dt_report_counts(dtp);
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
		/* then the aggregations printa() never printed (OUTPUT.md 13) */
		if (dt_aggregate_exit(dtp, dtp->dt_outfp) != 0)
			dt_report(dtp, DTRACE_REPORT_ERROR, "dtrace: %s", dtp->dt_errmsg);
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
	dt_dlopen_fini(dtp);
	dt_detach_all(dtp);
	dt_consume_close(dtp);
	dt_output_fini(dtp);
	dt_bpf_unload(dtp);
	dt_bpf_maps_close(dtp);
	dt_uwproc_fini(dtp);
}
