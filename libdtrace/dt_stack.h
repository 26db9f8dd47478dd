/*
 * Stacks and symbols on the consumer side (OUTPUT.md section 7): kernel
 * symbols from /proc/kallsyms, user symbols from the ELF objects mapped by
 * the traced process.  Used by the record printer (stack(), ustack(), sym()
 * ... actions) and by aggregation keys of those types.
 */
#ifndef DT_STACK_H
#define DT_STACK_H

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include "dt_impl.h"

/* "\n" then one line per frame, each indented by stackindent (OUTPUT.md 7.1). */
int dt_print_stack(dtrace_hdl_t *dtp, FILE *fp, const uint64_t *pcs, uint32_t nframes);

/* The same for user frames of process pid (OUTPUT.md 7.2). */
int dt_print_ustack(dtrace_hdl_t *dtp, FILE *fp, pid_t pid, const uint64_t *pcs,
		    uint32_t nframes);

/*
 * The text of a SYM, MOD, USYM, UMOD or UADDR datum (OUTPUT.md 7.3) into buf;
 * pid is ignored for the kernel ones.
 */
int dt_format_sym(dtrace_hdl_t *dtp, dt_act_t kind, pid_t pid, uint64_t addr, char *buf,
		  size_t len);

/*
 * A datum as recorded (layouts in dt_impl.h, at any alignment), for the
 * record printer and the aggregation printer alike: a STACK or USTACK datum
 * of size bytes printed as above, and a symbol datum as "  %-50s" of its
 * text (OUTPUT.md 6.2 and 7.3).  Return 0, or -1 on a bad kind or size.
 */
int dt_print_stack_datum(dtrace_hdl_t *dtp, FILE *fp, dt_act_t kind, const void *data,
			 uint32_t size);
int dt_print_sym_datum(dtrace_hdl_t *dtp, FILE *fp, dt_act_t kind, const void *data,
		       uint32_t size);

/*
 * For aggregation keys (illumos normalises them the same way): the address
 * a SYM or USYM datum stands for, its symbol's start, so that every PC of
 * one function is one key; a MOD or UMOD datum's module start.  Addresses
 * that do not resolve are returned as they are.
 */
uint64_t dt_stack_symaddr(dtrace_hdl_t *dtp, dt_act_t kind, pid_t pid, uint64_t addr);

/*
 * printf's %a, %A and %k (dt_printf.h's dt_pfsym_t hooks).  %A resolves in
 * process pid (a usym() argument's, else $target).  A %k value is a
 * DT_PF_STACK dt_pfvalue_t with u = DT_ACT_STACK or DT_ACT_USTACK and s,
 * size the datum as recorded.
 */
struct dt_pfsym;
typedef struct dt_stack_pfctx {
	dtrace_hdl_t *sp_dtp;
	pid_t sp_pid;
} dt_stack_pfctx_t;

void dt_stack_pfsym(dt_stack_pfctx_t *ctx, struct dt_pfsym *sym);

/* A printf() argument record of a stack or symbol kind as a value (and its pid into ctx). */
struct dt_pfvalue;
void dt_stack_pfvalue(dt_stack_pfctx_t *ctx, dt_act_t kind, const void *datum, uint32_t size,
		      struct dt_pfvalue *v);

#endif
