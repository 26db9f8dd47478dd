/*
 * Unwinding rows from an object's call-frame information (dt_uwtab.c): for
 * each range of addresses of an ELF object, how to find the caller's frame
 * (the CFA from sp or bp plus an offset, where bp was saved), encoded as the
 * DT_UW_INFO() words of include/dt_bpf_shared.h.  dt_uwproc.c loads them,
 * split into chunks, into the maps bpf/uwind.c reads (doc/ustack.md).
 */
#ifndef DT_UWTAB_H
#define DT_UWTAB_H

#include <stdint.h>
#include <libelf.h>
#include "dt_impl.h"
#include "dt_bpf_shared.h"

typedef struct dt_uwtab {
	uint32_t *pc;		/* sorted ELF virtual addresses, each row valid up to the next */
	uint32_t *info;		/* DT_UW_INFO() words */
	uint32_t nrows;
} dt_uwtab_t;

/*
 * Rows for an ELF object (a file's, or the vDSO's image).  0 with nrows 0
 * when it has no CFI this unwinder can use (none, not x86_64, addresses past
 * 32 bits); -1 with the handle's message set on error.
 */
extern int dt_uwtab_build(dtrace_hdl_t *, Elf *elf, dt_uwtab_t *tab);

/*
 * Rows for the vDSO: the kernel's image is the same in every process, so
 * dtrace's own (getauxval(AT_SYSINFO_EHDR)) describes them all.
 */
extern int dt_uwtab_build_vdso(dtrace_hdl_t *, dt_uwtab_t *tab);

extern void dt_uwtab_free(dt_uwtab_t *tab);

/*
 * The row info for an ELF address (DT_UW_INFO(DT_UW_NONE, 0, 0) when no row
 * covers it): the lookup bpf/uwind.c does, for tests and the consumer.
 */
extern uint32_t dt_uwtab_lookup(const dt_uwtab_t *tab, uint32_t addr);

/*
 * Split into chunks: fills obj->nchunks and obj->pc[] (obj->first is left to
 * the caller; unused obj->pc[] slots are DT_UW_PCNONE), *chunks a calloc'ed
 * array of obj->nchunks chunks (unused row slots pc DT_UW_PCNONE; NULL when
 * there are no rows).  -1 with the handle's message set if more than
 * DT_UW_IDX chunks would be needed.
 */
extern int dt_uwtab_chunks(dtrace_hdl_t *, const dt_uwtab_t *tab, dt_uw_obj_t *obj,
			   dt_uw_chunk_t **chunks);

#endif /* DT_UWTAB_H */
