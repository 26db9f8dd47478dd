/*
 * User stacks unwound by the consumer (dt_unwind.c): a ustack() record
 * holds the thread's user registers and the top of its user stack
 * (dt_ustack_raw_t in include/dt_bpf_shared.h, written by dt_cg_stack.c);
 * elfutils' libdwfl walks it with the call-frame information of the
 * objects the process maps, as `perf record --call-graph dwarf` does.
 * dt_stack.c prints the PCs found like those of a frame-pointer stack.
 */
#ifndef DT_UNWIND_H
#define DT_UNWIND_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"

/*
 * The PCs of the stack a raw ustack() datum of size bytes (at any
 * alignment) describes, at most max of them (and at most the frames the
 * datum asks for), into pcs; *pid the datum's process.  The first PC is
 * where the thread was, the others return addresses.  Returns the number
 * of PCs (0 when the datum holds no user state: a kernel thread), or -1
 * with the handle's message set when the datum is malformed.
 */
extern int dt_unwind(dtrace_hdl_t *, const void *datum, uint32_t size, pid_t *pid,
		     uint64_t *pcs, uint32_t max);

/* Whether a ustack() datum is one to unwind (else: pid, then PCs). */
extern int dt_unwind_israw(const void *datum, uint32_t size);

/*
 * Whether a clause's record of size bytes (after its header), shorter than
 * the clause's, is whole: its output ends with a ustack() stack copy, sent
 * without its unused end (dt_cg_ustack_outsize()).
 */
extern int dt_unwind_short_ok(const dt_stmt_t *, const uint8_t *data, uint32_t size);

extern void dt_unwind_fini(dtrace_hdl_t *);

#endif /* DT_UNWIND_H */
