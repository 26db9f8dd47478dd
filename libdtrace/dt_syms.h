/*
 * Symbol lookup for the consumer: kernel addresses through /proc/kallsyms
 * (dt_ksyms.c), user addresses through the ELF objects a process maps
 * (dt_usyms.c).  dt_stack.c turns the answers into DTrace's text; nothing
 * here formats.  Tables are loaded on first use and kept on the handle until
 * dtrace_close(), so a process that has exited still resolves as far as its
 * cached maps go.
 */
#ifndef DT_SYMS_H
#define DT_SYMS_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"

/* What is known about one address. */
typedef struct dt_symres {
	const char *sr_mod;	/* module or object base name; NULL if unknown */
	const char *sr_name;	/* symbol; NULL if unknown */
	uint64_t sr_addr;	/* the symbol's start (as the address is) */
	uint64_t sr_modbase;	/* start of the object's first mapping (user) */
} dt_symres_t;

/* Results of the lookups: how much was found. */
#define DT_SYM_NONE	0	/* nothing: print the address */
#define DT_SYM_MOD	1	/* the module only */
#define DT_SYM_FOUND	2	/* module and symbol */

/*
 * Kernel symbols.  dt_ksyms_load() reads a kallsyms-format file (the
 * lookup loads /proc/kallsyms itself on first use; unit tests load their
 * own file first).  Returns 0 or -1 with the handle's message set.
 */
extern int dt_ksyms_load(dtrace_hdl_t *, const char *path);
extern int dt_ksym_lookup(dtrace_hdl_t *, uint64_t addr, dt_symres_t *);
/* The kernel functions that run BPF programs, for link-time constants KGLUEn_LO/HI. */
#define DT_KGLUE_N	3
extern int dt_ksym_glue(dtrace_hdl_t *, const char *name, int64_t *val);
extern void dt_ksyms_fini(dtrace_hdl_t *);

/* User symbols of process pid. */
extern int dt_usym_lookup(dtrace_hdl_t *, pid_t pid, uint64_t addr, dt_symres_t *);
/*
 * Refresh the cached mappings of a live process now and then (the target);
 * dt_usyms_sleep_ms() shortens dtrace_sleep()'s wait while the target's
 * first reads are due.
 */
extern void dt_usyms_watch(dtrace_hdl_t *, pid_t pid);
extern int dt_usyms_sleep_ms(dtrace_hdl_t *, int ms);
extern void dt_usyms_fini(dtrace_hdl_t *);

#endif /* DT_SYMS_H */
