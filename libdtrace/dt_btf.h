/*
 * BTF helpers (dt_btf.c): reading the kernel's BTF, and what is done to a
 * BTF type graph as such, without D's rules: member lookup through
 * anonymous members, C declarator names, rewriting references.  D's view of
 * types (containers, lookups by name, kinds) is dt_types.c.
 */
#ifndef DT_BTF_H
#define DT_BTF_H

#include "dt_impl.h"

struct btf;
struct btf_type;

/* The handle's vmlinux container, read on first use (dt_types.c keeps it). */
extern struct btf *dt_btf_vmlinux(dtrace_hdl_t *);

/* The bytes of a BTF file, mapped if the kernel allows, else read. */
typedef struct dt_btf_file {
	void *bf_data;
	size_t bf_size;
	int bf_mapped;
} dt_btf_file_t;

#define DT_VMLINUX_BTF	"/sys/kernel/btf/vmlinux"
extern int dt_btf_file_read(const char *path, dt_btf_file_t *);
extern void dt_btf_file_free(dt_btf_file_t *);
/*
 * The types of raw (not split) BTF in id order, without building a
 * container: f(id, type, arg) for each; *strs is the string section.
 * -1 if the data is not BTF this code can read.
 */
extern int dt_btf_raw_types(const void *data, size_t size, const char **strs,
			    void (*f)(uint32_t, const struct btf_type *, void *), void *arg);

/* offset of a member path like "se.sum_exec_runtime" in struct sou */
extern int dt_btf_kernel_offset(dtrace_hdl_t *, const char *sou, const char *path, int64_t *);

/*
 * Member name[0..len) of struct/union id (typedefs and qualifiers skipped),
 * looking into anonymous struct/union members: its bit offset, type, and
 * bit-field width (0 if it is not a bit-field).  0, or -1 if none.
 */
extern int dt_btf_member(const struct btf *, uint32_t id, const char *name, size_t len,
			 uint64_t *bitoff, uint32_t *type, uint32_t *bfsize);

/* C's name for a type: "char *", "int (*)()", "struct foo [4]". */
extern char *dt_btf_type_name(const struct btf *, uint32_t id, char *buf, size_t len);

/* Make every reference to type from, in types first..last, refer to to. */
extern void dt_btf_retarget(struct btf *, uint32_t first, uint32_t from, uint32_t to);

#endif /* DT_BTF_H */
