/*
 * Probes and providers.
 *
 * Each provider (dt_prov_<name>.c) publishes a catalogue of probes when first
 * asked (probe discovery is lazy: a description only asks the providers its
 * provider field can match).  For every probe that has enablings the provider
 * emits a trampoline (filling the D machine state from its native context)
 * and attaches the loaded program.  Probe IDs 1, 2, 3 are BEGIN, END, ERROR.
 */
#ifndef DT_PROBE_H
#define DT_PROBE_H

#include <stdint.h>
#include <linux/bpf.h>
#include "dt_bpfprog.h"

struct dtrace_hdl;
struct dt_provider;
struct dt_pdesc;
struct perf_event_attr;

typedef struct dt_probe {
	uint32_t pr_id;
	struct dt_provider *pr_prov;
	char *pr_mod, *pr_func, *pr_name;	/* owned */
	uint64_t pr_data;		/* provider's own (tracepoint id, period...) */
	void *pr_priv;			/* provider's own, freed by the provider */
	int *pr_fds;			/* attachment fds (perf events, links) */
	int pr_nfds;
	/* enabling state (set by dt_program_exec) */
	uint32_t *pr_clauses;		/* clause ids enabled on this probe, in order */
	uint32_t pr_nclauses;
	struct dt_probe *pr_hashnext;	/* name hash chain */
} dt_probe_t;

typedef struct dt_provimpl {
	const char *name;		/* provider name ("syscall") */
	enum bpf_prog_type prog_type;	/* type of the trampoline program */
	/* add every probe of this provider to the catalogue (called once) */
	int (*populate)(struct dtrace_hdl *, struct dt_provider *);
	/* create a probe on demand for a name not in the catalogue (profile-N): 0 if created, -1 if not */
	int (*provide)(struct dtrace_hdl *, struct dt_provider *, const char *mod, const char *func, const char *name);
	/*
	 * Emit the trampoline prologue: on entry r1 = native context; must leave
	 * r6 = context and fill dt_mstate (prid from the attach cookie, argv[],
	 * syserrno) through r7 = pointer to the per-CPU scratch value (already
	 * loaded by the caller).  May jump to label 'out' to skip the firing.
	 */
	void (*trampoline)(struct dtrace_hdl *, dt_bpf_prog_t *, int out_label);
	/* attach the loaded program to the probe; fds kept in pr_fds */
	int (*attach)(struct dtrace_hdl *, dt_probe_t *, int prog_fd);
	/*
	 * optional: attach the loaded program to a whole group of probes (gid:
	 * the group's number, below DT_MAX_GROUPS); when absent, attach() is
	 * called for each probe
	 */
	int (*attach_group)(struct dtrace_hdl *, dt_probe_t **, uint32_t n, uint32_t gid,
			    int prog_fd);
	/* close the attachment */
	void (*detach)(struct dtrace_hdl *, dt_probe_t *);
	/* names of the argument types (malloc'd, at most max); the count or -1; may be NULL */
	int (*argtypes)(struct dtrace_hdl *, dt_probe_t *, char **types, int max);
	/* free pr_priv */
	void (*probe_destroy)(struct dtrace_hdl *, dt_probe_t *);
	/*
	 * Could the description match a probe of this provider?  Asked before
	 * populating, so that descriptions such as ":::BEGIN" do not make every
	 * provider enumerate its probes.  0 = certainly not; NULL = maybe.
	 */
	int (*may_match)(struct dtrace_hdl *, const struct dt_pdesc *);
} dt_provimpl_t;

typedef struct dt_provider {
	const dt_provimpl_t *pv_impl;
	char *pv_name;
	int pv_populated;
	struct dt_provider *pv_next;
} dt_provider_t;

/* Registry of providers (dt_provider.c). */
extern int dt_provider_init(struct dtrace_hdl *);
extern void dt_provider_fini(struct dtrace_hdl *);
extern dt_provider_t *dt_provider_lookup(struct dtrace_hdl *, const char *name);

/* Catalogue of probes (dt_probe.c). */
extern dt_probe_t *dt_probe_insert(struct dtrace_hdl *, dt_provider_t *, const char *mod,
	const char *func, const char *name, uint64_t data);
extern dt_probe_t *dt_probe_by_id(struct dtrace_hdl *, uint32_t id);
extern dt_probe_t *dt_probe_lookup(struct dtrace_hdl *, const char *prv, const char *mod,
	const char *func, const char *name);
/* Detach and free every probe (and its pr_clauses, pr_fds); called by dt_provider_fini(). */
extern void dt_probe_fini(struct dtrace_hdl *);

typedef struct dt_pdesc {
	char *prv, *mod, *fun, *prb;	/* each may be "" (match all) */
	uint32_t id;			/* description is a probe id (0 = no) */
} dt_pdesc_t;

/* Parse "p:m:f:n" (fewer fields fill from the right, per spec). -1 + msg if malformed. */
extern int dt_pdesc_parse(struct dtrace_hdl *, const char *text, int spec, dt_pdesc_t *);
extern void dt_pdesc_free(dt_pdesc_t *);
extern char *dt_pdesc_string(const dt_pdesc_t *, char *buf, size_t len);	/* "p:m:f:n" */

/*
 * f returns 0 to go on, > 0 to stop (the matches so far are returned), < 0
 * to fail (dt_probe_iter() returns -1, f has left the message).  f may be NULL
 * to count matches.
 */
typedef int dt_probe_iter_f(struct dtrace_hdl *, dt_probe_t *, void *);
/* Call f for every probe matching pd (globs), in probe-id order; returns matches or -1. */
extern int dt_probe_iter(struct dtrace_hdl *, const dt_pdesc_t *, dt_probe_iter_f *, void *);

/* Glob matching as in DTrace: * ? [...] [!...] \x (dt_glob.c). */
extern int dt_gmatch(const char *s, const char *pattern);
extern int dt_is_glob(const char *pattern);

/* tracefs (dt_tracefs.c): the mount point (mounting it if needed), event ids. */
extern const char *dt_tracefs_path(struct dtrace_hdl *);
extern int64_t dt_tracefs_event_id(struct dtrace_hdl *, const char *group, const char *event);
/* Contents of events/<group>/<event>/<file> (malloc'ed), NULL + message on failure. */
extern char *dt_tracefs_event_file(struct dtrace_hdl *, const char *group, const char *event,
	const char *file);

/*
 * Attach helpers shared by providers (dt_attach.c).  dt_attach_perf_event()
 * links prog_fd to the perf event with the cookie pr_id | (uint64_t)cookie_hi
 * << 32 (cookie_hi = 0 for dt_attach_perf_event) and keeps both fds in
 * pr_fds.  It owns perf_fd in every case: closed on failure.
 */
extern int dt_attach_perf_event(struct dtrace_hdl *, dt_probe_t *, int prog_fd, int perf_fd);
extern int dt_attach_perf_event_raw(struct dtrace_hdl *, dt_probe_t *, int prog_fd, int perf_fd,
				    uint64_t cookie);
extern int dt_attach_perf_event_cookie(struct dtrace_hdl *, dt_probe_t *, int prog_fd,
	int perf_fd, uint32_t cookie_hi);
/* Close every attachment fd of the probe (usable as a provider's detach). */
extern void dt_detach_fds(struct dtrace_hdl *, dt_probe_t *);
/* perf_event_open(2) with close-on-exec; -1 + errno on failure. */
extern int dt_perf_event_open(struct perf_event_attr *, int pid, int cpu);
/* Online CPUs (sorted, malloc'ed in *cpus); count, or -1 + message. */
extern int dt_online_cpus(struct dtrace_hdl *, int **cpus);

/*
 * Trampoline pieces shared by providers (dt_attach.c).  dt_tramp_prid()
 * emits the call of bpf_get_attach_cookie(r6) and the store of its low 32
 * bits in mstate->prid; the whole cookie is left in r0.  dt_tramp_clear_args()
 * zeroes argv[first..DT_MAX_ARGS-1] and, if errno_too, syserrno.
 */
extern void dt_tramp_prid(dt_bpf_prog_t *);
/*
 * What the clauses of a trampoline read of the machine state it fills
 * (dtp->dt_tramp_uses): argv[i] is bit i, syserrno DT_TRAMP_USES_ERRNO.
 */
#define DT_TRAMP_USES_ERRNO	(1u << 31)
extern void dt_tramp_clear_args(dt_bpf_prog_t *, int first, int errno_too);

/* Run dtrace:::BEGIN or END now, in this process (dt_prov_dtrace.c). */
extern int dt_dtrace_fire(struct dtrace_hdl *, uint32_t prid);

#endif /* DT_PROBE_H */
