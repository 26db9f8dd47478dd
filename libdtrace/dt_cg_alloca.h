/*
 * Stores through pointers into alloca() memory (dt_cg_alloca.c).
 */
#ifndef DT_CG_ALLOCA_H
#define DT_CG_ALLOCA_H

#include "dt_cg.h"

/* dnp: an assignment whose lvalue has DT_NF_ALLOCAOBJ. */
extern int dt_cg_alloca_store(dt_cg_t *, dt_node_t *dnp, int want);

#endif /* DT_CG_ALLOCA_H */
