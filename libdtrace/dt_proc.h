/*
 * Process control inside libdtrace, for providers (the pid provider, USDT):
 * the processes a consumer created or grabbed (dtrace_proc_create(),
 * dtrace_proc_grab() in dtrace.h) and those a probe description names
 * (pid1234:::) are found by pid here, with the objects they map and the
 * functions in those objects.
 *
 * A created process is held at its exec stop until the consumer calls
 * dtrace_proc_continue(), which dtrace(8) does after dtrace_go(): a
 * provider that matches probes in it at compile time sees its executable
 * and its dynamic linker mapped, and the uprobes it attaches at dtrace_go()
 * are in place before the process's first instruction.
 */
#ifndef DT_PROC_H
#define DT_PROC_H

#include <sys/types.h>
#include "dt_impl.h"
#include "dt_syms.h"

typedef struct dtrace_proc dt_proc_t;

/*
 * The process pid: the one created or grabbed, else grabbed now (watched,
 * not stopped).  NULL, with the handle's message set, when there is no
 * such process.
 */
extern dt_proc_t *dt_proc_lookup(dtrace_hdl_t *, pid_t);

/*
 * Get it to where the objects it starts with are mapped: a created process
 * still at its exec stop has only its executable and the dynamic linker
 * mapped, so it is run on to the dynamic linker's report that it has
 * mapped the libraries the program needs, before their constructors run
 * (a breakpoint on _dl_debug_state; its entry point, AT_ENTRY, for a static
 * executable); it stays stopped there until dtrace_proc_continue().
 * Nothing to do for a process already running or already there.  0, or
 * -1 + message (it
 * exited on the way; a created process that could not be traced is held
 * before its exec, with nothing of its own mapped).
 */
extern int dt_proc_ready(dtrace_hdl_t *, dt_proc_t *);

/* Each process created or grabbed, not released; non-zero from cb stops. */
typedef int dt_proc_f(dtrace_hdl_t *, dt_proc_t *, void *arg);
extern int dt_proc_iter(dtrace_hdl_t *, dt_proc_f *cb, void *arg);

/* Its pid; whether it has exited (as dtrace_proc_state() says). */
extern pid_t dt_proc_pid(const dt_proc_t *);
extern int dt_proc_gone(dtrace_hdl_t *, dt_proc_t *);

/* The objects it maps, from its lowest address up; non-zero from cb stops. */
extern int dt_proc_obj_iter(dtrace_hdl_t *, dt_proc_t *, dt_uobj_f *cb, void *arg);

/*
 * Its symbols: the symbol at an address (DT_SYM_NONE, DT_SYM_MOD or
 * DT_SYM_FOUND), a function by name in the objects obj names (a path or a
 * base name; NULL: any), and every function of those objects.
 */
extern int dt_proc_addr_lookup(dtrace_hdl_t *, dt_proc_t *, uint64_t addr, dt_symres_t *);
extern int dt_proc_name_lookup(dtrace_hdl_t *, dt_proc_t *, const char *obj,
			       const char *name, dt_symres_t *);
extern int dt_proc_func_iter(dtrace_hdl_t *, dt_proc_t *, const char *obj,
			     dt_usym_f *cb, void *arg);

/*
 * Stops dt_dlopen.c asks for: is it seized (its stops come to us), kept in
 * the signal-delivery stop of a SIGSTOP dt_dlopen_claims() said was ours,
 * in a group stop (another thread took the SIGSTOP); dt_proc_unhold()
 * resumes a kept one without the signal.
 */
extern int dt_proc_traced(const dt_proc_t *);
extern int dt_proc_held(const dt_proc_t *);
extern int dt_proc_group_stopped(const dt_proc_t *);
extern void dt_proc_unhold(dtrace_hdl_t *, dt_proc_t *);

/*
 * -x evaltime: where a created process stands when tracing starts (D's
 * default postinit: its initializers have run, at main).  0, or -1 with
 * the error set for an unknown value.
 */
enum { DT_EVAL_POSTINIT, DT_EVAL_EXEC, DT_EVAL_PREINIT, DT_EVAL_MAIN };
extern int dt_proc_setevaltime(dtrace_hdl_t *, const char *val);

/* dtrace_close(), once probes are detached: release every process. */
extern void dt_proc_fini(dtrace_hdl_t *);

#endif /* DT_PROC_H */
