/*
 * Loading and attaching programs on kernel tracepoints the way the rawtp
 * provider does (dt_prov_rawtp.c: tp_btf where the kernel allows it, else
 * raw_tp), for the providers whose probes ride on tracepoints
 * (dt_prov_stable.c).
 */
#ifndef DT_RAWTP_H
#define DT_RAWTP_H

#include <stdint.h>
#include "dt_probe.h"
#include "dt_btf_args.h"

struct dtrace_hdl;
struct btf;

/*
 * The BTF typedef btf_trace_<event> (the prototype of the tracepoint's
 * probe functions): its BTF, type id and module, looked up in the module
 * named group first, then vmlinux, then every module.  -1 (no message)
 * if the kernel has no such tracepoint.
 */
extern int dt_rawtp_lookup(struct dtrace_hdl *, dt_btf_mods_t *, const char *group,
			   const char *event, struct btf **, uint32_t *id, const char **mod);

/*
 * How a program on tracepoint event is loaded: tp_btf (bound to the
 * event's BTF id), else raw_tp with ps_share = share (raw_tp links have
 * no cookie before Linux 6.10: give each probe its own value).  -1 + message.
 */
extern int dt_rawtp_spec(struct dtrace_hdl *, dt_btf_mods_t *, const char *group,
			 const char *event, uint64_t share, dt_progspec_t *);

/* Attach prog_fd (loaded by dt_rawtp_spec()) to event for probe pr; the link in pr_fds. */
extern int dt_rawtp_open(struct dtrace_hdl *, dt_probe_t *, const char *event, int prog_fd);

/* Why provider prov's tracepoint programs cannot be loaded here (neither tp_btf nor raw_tp), or NULL. */
extern const char *dt_rawtp_why(struct dtrace_hdl *, const char *prov);

#endif /* DT_RAWTP_H */
