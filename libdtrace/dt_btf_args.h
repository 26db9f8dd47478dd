/*
 * Probe arguments from the kernel's BTF (dt_btf_args.c), for the providers
 * whose probes are kernel functions or raw tracepoints (fbt, rawtp): where
 * a name's BTF is (vmlinux or a module), a function prototype's parameters
 * as argument descriptors, and the kernel's fd of a module's BTF object to
 * load tracing programs against.
 */
#ifndef DT_BTF_ARGS_H
#define DT_BTF_ARGS_H

#include <stdint.h>
#include "dt_probe.h"

struct dtrace_hdl;
struct btf;

/*
 * Module BTF read so far, and the kernel's BTF object fds opened for them:
 * one per provider (its pv_data), freed with dt_btf_mods_destroy().
 */
typedef struct dt_btf_mods dt_btf_mods_t;

extern dt_btf_mods_t *dt_btf_mods_create(void);
extern void dt_btf_mods_destroy(dt_btf_mods_t *);

/* The BTF of mod ("vmlinux" or a module's name); NULL (+ message) if it has none. */
extern struct btf *dt_btf_mods_get(struct dtrace_hdl *, dt_btf_mods_t *, const char *mod);

/*
 * Where a BTF name of the given kind is: module hint first (NULL: none),
 * then vmlinux, then, if every_module, each module's BTF.  Its id and
 * module ("vmlinux" or the module, static storage of the cache); -1 if
 * nowhere (no message: callers say what was missing).
 */
extern int dt_btf_mods_find(struct dtrace_hdl *, dt_btf_mods_t *, const char *name, int kind,
			    const char *hint, int every_module, uint32_t *id, const char **mod);

/*
 * The fd of the kernel's BTF object of module mod, for attach_btf_obj_fd
 * (0 for vmlinux: none is needed); kept open by the cache.  -1 + message.
 */
extern int dt_btf_mods_fd(struct dtrace_hdl *, dt_btf_mods_t *, const char *mod);

/*
 * The parameters of BTF function prototype proto (a FUNC_PROTO, or a FUNC,
 * a typedef or a pointer leading to one) from the skip-th on, as argument
 * descriptors argv[0..] (at most DT_MAX_ARGS; argv zeroed by the caller):
 * ad_native the C type (DT_ARG_USER for `__user` pointers, where the BTF
 * has type tags), ad_loc DT_ARGLOC_CTX with ad_off the 8-byte slot of
 * the context array where fentry, fexit, tp_btf and raw_tp programs find
 * it (a 9 to 16-byte struct takes two slots).  A parameter that no slot
 * holds (larger structs, varargs) and those after it get DT_ARGLOC_NONE.
 * *nslots is the slots the parameters take (fexit finds the return value
 * at that slot), *ret the return type's C name (malloc'd; NULL for void)
 * when ret is not NULL.  The count, or -1 + message.
 */
extern int dt_btf_args(struct dtrace_hdl *, const struct btf *, uint32_t proto, int skip,
		       dt_argdesc_t *argv, int *nslots, char **ret);

#endif /* DT_BTF_ARGS_H */
