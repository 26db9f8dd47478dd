/*
 * Cooking (dt_cook.c): resolution and typing of expressions.
 */
#ifndef DT_COOK_H
#define DT_COOK_H

#include "dt_impl.h"

extern void dt_cook_value(dt_pcb_t *, dt_node_t *);	/* an expression statement or value */
extern void dt_cook_arg(dt_pcb_t *, dt_node_t *);	/* an action argument */
extern void dt_cook_predicate(dt_pcb_t *, dt_node_t *);
extern int dt_op_of_asgn(int op);

#endif /* DT_COOK_H */
