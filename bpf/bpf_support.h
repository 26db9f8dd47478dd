/*
 * Shared declarations of the BPF support functions in bpf/.
 *
 * The files of bpf/ are compiled together as one translation unit with
 * clang -target bpf into the support object that dt_bpfobj.c reads and
 * dt_link.c links into generated programs (DESIGN.md, "Link").  What they
 * reference outside themselves is declared here as weak extern symbols:
 * maps ("mem", "buffers", ...) and link-time constants (STRSZ, TASK_TGID,
 * ...).  The linker asks its resolver about each name: a map becomes a map
 * fd load, anything else a 64-bit constant.  A constant is used as
 * (uint64_t)&NAME, so clang has to load it with ld_imm64 and cannot assume
 * anything about its value.
 *
 * No libbpf headers: helpers are declared by id, as the kernel numbers them
 * in linux/bpf.h, and only what the verifier of Linux 5.15 accepts is used.
 */
#ifndef BPF_SUPPORT_H
#define BPF_SUPPORT_H

#include <dt_bpf_shared.h>

typedef unsigned char uint8_t;
typedef unsigned short uint16_t;

#define DT_FUNC		__attribute__((noinline))
#define DT_EXTERN	__attribute__((weak))
#define DT_HELPER	static __attribute__((unused))

/* Value of a link-time constant. */
#define DT_CONST(name)	((uint64_t)&(name))

#define BPF_F_CURRENT_CPU	0xffffffffULL

/* Helpers, by their ids in linux/bpf.h's __BPF_FUNC_MAPPER. */
DT_HELPER void *(*bpf_map_lookup_elem)(void *map, const void *key) = (void *)1;
DT_HELPER uint64_t (*bpf_get_current_task)(void) = (void *)35;
DT_HELPER long (*bpf_perf_event_output)(void *ctx, void *map, uint64_t flags,
					void *data, uint64_t size) = (void *)25;
DT_HELPER long (*bpf_probe_read_kernel)(void *dst, uint32_t size,
					const void *src) = (void *)113;

/* Maps. */
extern char mem[] DT_EXTERN;		/* per-CPU scratch: dt_mstate_t first */
extern char buffers[] DT_EXTERN;	/* perf event array for output */

/* Link-time constants. */
extern char STRSZ[] DT_EXTERN;		/* strsize + 1: bytes of a string buffer */
extern char TASK_REAL_PARENT[] DT_EXTERN;	/* offsetof(struct task_struct, real_parent) */
extern char TASK_TGID[] DT_EXTERN;	/* offsetof(struct task_struct, tgid) */

/* The support functions, for calls between them. */
uint64_t dt_bvar_ppid(void);
int64_t dt_strcmp(const char *s1, const char *s2);
void dt_probe_error(void *ctx, uint64_t clause, uint64_t fault, uint64_t addr,
		    int64_t pc);

#endif /* BPF_SUPPORT_H */
