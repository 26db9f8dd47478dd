/*
 * Kernel BTF (dt_btf.c).
 */
#ifndef DT_BTF_H
#define DT_BTF_H

#include "dt_impl.h"

struct btf;
extern struct btf *dt_btf_vmlinux(dtrace_hdl_t *);
extern void dt_btf_fini(void);
/* offset of a member path like "se.sum_exec_runtime" in struct sou */
extern int dt_btf_kernel_offset(dtrace_hdl_t *, const char *sou, const char *path, int64_t *);

#endif /* DT_BTF_H */
