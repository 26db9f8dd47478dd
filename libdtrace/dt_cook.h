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
extern void dt_cook_node(dt_pcb_t *, dt_node_t *);
/* D_CG_EXPR: a tracing function (action, stack(), sym()...) used as a value. */
extern _Noreturn void dt_cook_tracing_func(const dt_node_t *);
extern void dt_make_int(dt_node_t *, uint64_t, dt_type_t);
extern uint64_t dt_fit(uint64_t, dt_type_t);

/* Pointers, members, casts (dt_cook_ptr.c). */
extern void dt_cook_deref(dt_pcb_t *, dt_node_t *);
extern void dt_cook_addrof(dt_pcb_t *, dt_node_t *);
extern void dt_cook_member(dt_pcb_t *, dt_node_t *);
extern void dt_cook_subscript(dt_pcb_t *, dt_node_t *);
extern void dt_cook_cast(dt_pcb_t *, dt_node_t *);
extern void dt_cook_sizeof(dt_pcb_t *, dt_node_t *);
extern int dt_cook_ptrarith(dt_pcb_t *, dt_node_t *);
extern void dt_cook_curthread(dt_pcb_t *, dt_node_t *, dt_ident_t *);
extern void dt_cook_curcpu(dt_pcb_t *, dt_node_t *, dt_ident_t *);
extern void dt_cook_ksym(dt_pcb_t *, dt_node_t *);
extern int dt_type_is_charseq(dt_type_t);
extern int dt_is_ref_kind(dt_type_t);	/* struct, union or array: used by address */
extern void dt_cook_uregs(dt_pcb_t *, dt_node_t *, dt_ident_t *);	/* dt_cg_regs.c */
extern void dt_cook_args(dt_pcb_t *, dt_node_t *);	/* args[N] (dt_cook_args.c) */	/* char array or char pointer */

#endif /* DT_COOK_H */
