/*
 * The unwinding tables of traced processes, loaded into the maps BPF
 * unwinds user stacks with (dt_uwproc.c; maps in dt_bpf_shared.h).  Every
 * function does nothing unless the program unwinds user stacks in BPF
 * (dtp->dt_uwind) and its maps exist.
 */
#ifndef DT_UWPROC_H
#define DT_UWPROC_H

#include <sys/types.h>
#include "dt_impl.h"

/*
 * Fill "uw_procs" for pid now: its executable mappings and their objects'
 * rows.  A process that has gone is skipped; tables that are full leave
 * the rest to frame pointers (said once).  Never fails tracing.
 */
extern void dt_uwproc_fill(dtrace_hdl_t *, pid_t);

/*
 * dtrace_go(), probes attached: fill the -c and -p processes before they
 * run on; a created one is first run to where its libraries are mapped
 * (dt_proc_ready()).
 */
extern void dt_uwproc_start(dtrace_hdl_t *);

/* dtrace_sleep(): fill the processes BPF asked for in "uw_want". */
extern void dt_uwproc_poll(dtrace_hdl_t *);

/* How long dtrace_sleep() may sleep while BPF may be asking for a process. */
extern int dt_uwproc_sleep_ms(dtrace_hdl_t *, int ms);

/* Free the caches (the maps are closed with the others). */
extern void dt_uwproc_fini(dtrace_hdl_t *);

#endif /* DT_UWPROC_H */
