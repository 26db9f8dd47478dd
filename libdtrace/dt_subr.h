/*
 * D's subroutines (dt_subr.c).
 */
#ifndef DT_SUBR_H
#define DT_SUBR_H

#include "dt_cg.h"

#define DT_SUBR_MAXARGS	4

typedef struct dt_subr {
	const char *ds_name;
	int ds_min, ds_max;		/* number of arguments */
	const char *ds_args;		/* kind of each: i integer, s string, P pointer, v either */
	const char *ds_ret;		/* type of the result */
	int (*ds_cg)(dt_cg_t *, dt_node_t *call, int nargs, int *args);	/* returns the result's register */
	/* each parameter's type as DTrace names it in a mismatch; NULL: the kind's */
	const char *ds_ptypes[DT_SUBR_MAXARGS];
} dt_subr_t;

extern const dt_subr_t *dt_subr_lookup(const char *name);
extern void dt_subr_cook(dt_pcb_t *, dt_node_t *call, const dt_subr_t *);
extern int dt_subr_cg(dt_cg_t *, dt_node_t *call);
/* a string read from memory at addr (helper: probe_read_user_str or _kernel_str) */
extern int dt_cg_readstr(dt_cg_t *, dt_node_t *, int addr, int maxreg, int helper);

#endif /* DT_SUBR_H */
