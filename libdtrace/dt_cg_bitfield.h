/*
 * Bit-field members of D variables in generated code (dt_cg_bitfield.c).
 */
#ifndef DT_CG_BITFIELD_H
#define DT_CG_BITFIELD_H

#include "dt_cg.h"

/* Is the lvalue a bit-field member (DOT/ARROW with a width in dn_iflags)? */
extern int dt_cg_is_bitfield(const dt_node_t *lvn);
/* The field's value, read from the writable address in addr, in a new register. */
extern int dt_cg_bitfield_load(dt_cg_t *, const dt_node_t *lvn, int addr);
/* Store val's low bits into the field at addr; val becomes the field's new value. */
extern void dt_cg_bitfield_store(dt_cg_t *, const dt_node_t *lvn, int addr, int val);

#endif /* DT_CG_BITFIELD_H */
