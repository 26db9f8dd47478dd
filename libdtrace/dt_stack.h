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

#endif
