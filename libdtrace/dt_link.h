/*
 * The linker: completes a generated program with the support functions it
 * calls and resolves its references to maps and link-time constants
 * (DESIGN.md, step 6).
 */
#ifndef DT_LINK_H
#define DT_LINK_H

#include <stddef.h>
#include <stdint.h>
#include "dt_bpfprog.h"
#include "dt_bpfobj.h"

/*
 * What the linker asks about names.  map_fd() returns the fd of the map
 * name, constant() stores the value of constant name; both return -1 if the
 * name is unknown (a NULL callback knows nothing).  func(), optional, gives
 * a finished program to link as a function when name is not in the support
 * object (so that clauses can be BPF-to-BPF functions of a trampoline).
 */
typedef struct dt_link_resolver {
	int (*map_fd)(void *arg, const char *name);
	int (*constant)(void *arg, const char *name, int64_t *val);
	void *arg;
	const dt_bpf_prog_t *(*func)(void *arg, const char *name);
} dt_link_resolver_t;

/*
 * Link prog in place: finish its labels, append every function it calls
 * (transitively, each once, its first instruction named after it), turn
 * calls into pc-relative BPF_PSEUDO_CALLs and patch every ld_imm64
 * relocation (map fd, map value address + offset, constant + addend).
 * The relocation records stay in prog, with the kinds they were resolved
 * as, for the disassembler.  obj may be NULL.  Returns 0, or -1 with a
 * message naming the culprit in err.
 */
extern int dt_link(dt_bpfobj_t *obj, dt_bpf_prog_t *prog,
		   const dt_link_resolver_t *res, char *err, size_t errlen);

/*
 * What the kernel needs besides the instructions to load a linked program
 * that takes a function's address (a bpf_loop callback): BTF saying every
 * subprogram is static, one record per subprogram (dt_link_btf.c).  For a
 * program without callbacks fi_cnt is 0 and nothing is needed.
 */
struct bpf_func_info;
typedef struct dt_funcinfo {
	int fi_btf_fd;			/* -1 if none */
	struct bpf_func_info *fi_recs;
	uint32_t fi_cnt;
} dt_funcinfo_t;

/* 0, or -1 with a message in err (a kernel without bpf_loop, BTF refused). */
extern int dt_link_funcinfo(const dt_bpf_prog_t *prog, dt_funcinfo_t *fi,
			    char *err, size_t errlen);
extern void dt_funcinfo_free(dt_funcinfo_t *fi);

#endif /* DT_LINK_H */
