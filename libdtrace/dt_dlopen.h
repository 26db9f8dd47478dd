/*
 * Probes in objects a traced process maps after dtrace_go() (dlopen()):
 * see dt_dlopen.c.
 */
#ifndef DT_DLOPEN_H
#define DT_DLOPEN_H

#include <sys/types.h>
#include "dt_impl.h"

/* Room the shared maps keep for probes made later (probes map, string table). */
extern uint32_t dt_dlopen_spare_probes(dtrace_hdl_t *);
extern uint32_t dt_dlopen_spare_strtab(dtrace_hdl_t *);

/*
 * Watch pid too, though no instance names it yet (a -Z description whose
 * USDT provider a library may bring); 0 or -1 + message.
 */
extern int dt_dlopen_want(dtrace_hdl_t *, pid_t);

/* dtrace_go(), probes attached: watch the dynamic linker of each traced process. */
extern int dt_dlopen_start(dtrace_hdl_t *);

/* dt_proc.c: is a SIGSTOP pid reports ours (the watcher sent it)? */
extern int dt_dlopen_claims(dtrace_hdl_t *, pid_t);

/*
 * The consumer's loop: for each watched process our watcher stopped, match
 * the statements' descriptions again, attach what is new, let it go on.
 */
extern void dt_dlopen_poll(dtrace_hdl_t *);

/* How long dtrace_sleep() may sleep while a watched process may be stopped. */
extern int dt_dlopen_sleep_ms(dtrace_hdl_t *, int ms);

/*
 * What the other parts of libdtrace give: the pid provider forgets which
 * descriptions it matched (dt_prov_pid.c); the statements' descriptions are
 * matched again and only probes with ids above first get their clauses
 * (dt_program.c); their names go into the shared maps (dt_bpf.c); their
 * programs are built, loaded and attached (dt_work.c).  0 or -1 + message.
 */
extern void dt_pid_rematch_reset(dtrace_hdl_t *, pid_t);
extern void dt_usdt_rematch_reset(dtrace_hdl_t *, pid_t);
/* The process of a pid or USDT instance, else 0. */
extern pid_t dt_pid_inst_pid(const dt_provider_t *);
extern pid_t dt_usdt_inst_pid(const dt_provider_t *);
extern int dt_program_rematch(dtrace_hdl_t *, uint32_t first);
extern int dt_bpf_probes_add(dtrace_hdl_t *, uint32_t first);
extern int dt_work_attach_new(dtrace_hdl_t *, uint32_t first);

/* Release the watchers (their process is let go if we hold it). */
extern void dt_dlopen_fini(dtrace_hdl_t *);

#endif /* DT_DLOPEN_H */
