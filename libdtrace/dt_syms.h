/*
 * Symbol lookup: kernel addresses through /proc/kallsyms (dt_ksyms.c), user
 * addresses and function names through the ELF objects a process maps
 * (dt_usyms.c).  dt_stack.c turns the answers into DTrace's text (nothing
 * here formats); providers reach a process's objects through dt_proc.h.  Tables are loaded on first use and kept on the handle until
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
 * The function named name in the objects of pid that obj names (a path or
 * a base name; NULL: every object): DT_SYM_FOUND or DT_SYM_NONE.
 */
extern int dt_usym_byname(dtrace_hdl_t *, pid_t pid, const char *obj, const char *name,
			  dt_symres_t *);
/* Every function of those objects, with its size; non-zero from cb stops. */
typedef int dt_usym_f(const dt_symres_t *, uint64_t size, void *arg);
extern int dt_usym_iter(dtrace_hdl_t *, pid_t pid, const char *obj, dt_usym_f *cb, void *arg);

/*
 * The functions of an object a process maps, for the pid provider: one
 * name per address (of aliases, the one illumos prefers: global before
 * weak before local, then the fewest leading underscores: malloc, not
 * __libc_malloc), with where its code is in the file.
 */
typedef struct dt_ufunc {
	const char *uf_name;
	const char *uf_path;	/* the object's path, as mapped */
	const char *uf_base;	/* its base name */
	uint64_t uf_addr;	/* the function's address in the process */
	uint64_t uf_off;	/* the file offset of its first byte */
	uint64_t uf_size;	/* bytes (up to the next symbol if the symbol has no size) */
} dt_ufunc_t;
typedef int dt_ufunc_f(const dt_ufunc_t *, void *arg);
/* Every function of the object of pid at path (exactly); non-zero from cb stops. */
extern int dt_usym_func_iter(dtrace_hdl_t *, pid_t pid, const char *path, dt_ufunc_f *cb,
			     void *arg);
/*
 * Has that object a .symtab, its own or in a separate debug file (not
 * stripped)?  1, 0, or -1 if it cannot be read.
 */
extern int dt_usym_has_symtab(dtrace_hdl_t *, pid_t pid, const char *path);

/* An object mapped by a process. */
typedef struct dt_uobjinfo {
	const char *oi_path;		/* the mapped file */
	const char *oi_base;		/* its base name, as umod() prints it */
	uint64_t oi_start, oi_end;	/* from its lowest mapping to its highest */
} dt_uobjinfo_t;
typedef int dt_uobj_f(const dt_uobjinfo_t *, void *arg);
extern int dt_usyms_obj_iter(dtrace_hdl_t *, pid_t pid, dt_uobj_f *cb, void *arg);

/*
 * Read pid's mappings now (it is stopped at its exec or its exit, dt_proc.c):
 * 0, or -1 if it has none (gone, or a zombie).
 */
extern int dt_usyms_read(dtrace_hdl_t *, pid_t pid);
/* pid has exec'ed (stopped at the exec): forget its old image, read the new one. */
extern int dt_usyms_exec(dtrace_hdl_t *, pid_t pid);
/*
 * Refresh the cached mappings of a live process now and then (the target);
 * dt_usyms_sleep_ms() shortens dtrace_sleep()'s wait while the target's
 * first reads are due.
 */
extern void dt_usyms_watch(dtrace_hdl_t *, pid_t pid);
extern int dt_usyms_sleep_ms(dtrace_hdl_t *, int ms);
extern void dt_usyms_fini(dtrace_hdl_t *);

#endif /* DT_SYMS_H */
