/*
 * Identifiers the compiler knows by name: built-in variables, the actions and
 * subroutines of D, and the program's global variables (dt_ident.c).
 */
#ifndef DT_IDENT_H
#define DT_IDENT_H

#include "dt_impl.h"

/* Built-in variables (di_id for DT_IDENT_BUILTIN). */
enum dt_bvar {
	DT_BV_ARG0 = 0,		/* arg0 .. arg9 are DT_BV_ARG0 + n */
	DT_BV_PID = 10, DT_BV_PPID, DT_BV_TID, DT_BV_UID, DT_BV_GID,
	DT_BV_EXECNAME, DT_BV_TIMESTAMP, DT_BV_VTIMESTAMP, DT_BV_WALLTIMESTAMP,
	DT_BV_PROBEPROV, DT_BV_PROBEMOD, DT_BV_PROBEFUNC, DT_BV_PROBENAME,
	DT_BV_ID, DT_BV_EPID, DT_BV_ERRNO, DT_BV_CURTHREAD, DT_BV_CALLER,
	DT_BV_UCALLER, DT_BV_CURCPU, DT_BV_IPL, DT_BV_STACKDEPTH,
	DT_BV_USTACKDEPTH, DT_BV_ARGS, DT_BV_UREGS,
	DT_BV_RUNTHREAD,	/* __curthread: the thread the probe runs in (dt_cg_about.c) */
	DT_BV_MAX
};

/* Functions (di_id for DT_IDENT_FUNC). */
enum dt_func {
	DT_FN_TRACE = 1, DT_FN_PRINTF, DT_FN_EXIT,
	DT_FN_OTHER	/* a D action/subroutine without code generation yet */
};

extern int dt_ident_init(dtrace_hdl_t *);
extern void dt_ident_fini(dtrace_hdl_t *);
extern dt_ident_t *dt_ident_lookup(dtrace_hdl_t *, const char *name);
extern dt_ident_t *dt_ident_global_create(dtrace_hdl_t *, const char *name, dt_type_t);
extern int dt_ident_is_action(const char *name);
/* this->name, self->name (tls) or an associative array name[...] */
extern dt_ident_t *dt_ident_lookup_kind(dtrace_hdl_t *, const char *name, dt_idkind_t, int tls);
extern dt_ident_t *dt_ident_add_const(dtrace_hdl_t *, const char *name, dt_type_t, int64_t);
extern dt_ident_t *dt_ident_inline_create(dtrace_hdl_t *, const char *name, dt_type_t,
					  dt_node_t *expr);
extern dt_ident_t *dt_ident_this_create(dtrace_hdl_t *, const char *name, dt_type_t);
extern dt_ident_t *dt_ident_dyn_create(dtrace_hdl_t *, const char *name, dt_type_t, int tls,
				       int nkeys, const dt_type_t *keys);

#endif /* DT_IDENT_H */
