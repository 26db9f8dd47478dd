/*
 * Stores through pointers into alloca() memory (dt_cg_alloca.c).
 */
#ifndef DT_CG_ALLOCA_H
#define DT_CG_ALLOCA_H

#include "dt_cg.h"

/*
 * The address in register a becomes a pointer the verifier lets the
 * program write size bytes through, if they lie in the clause's alloca()
 * memory; any other address is the invalid-address fault.
 */
extern void dt_cg_alloca_ptr(dt_cg_t *, const dt_node_t *dnp, int a, uint64_t size);
/*
 * Before a read of size bytes at the address in register a (kept), an
 * object in alloca() memory: the fault unless it lies in the memory the
 * clause has taken so far.
 */
extern void dt_cg_alloca_rd(dt_cg_t *, const dt_node_t *dnp, int a, uint64_t size);
/*
 * The checked address of lvn, an object with DT_NF_ALLOCAOBJ, to store
 * into (scalars only, not bit-fields).
 */
extern int dt_cg_alloca_addr(dt_cg_t *, dt_node_t *lvn);

#endif /* DT_CG_ALLOCA_H */
