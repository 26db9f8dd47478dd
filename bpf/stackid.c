/*
 * Stack ids for aggregation keys (include/dt_bpf_shared.h, "Stacks in
 * aggregation keys").  Generated code (libdtrace/dt_cg_stack.c) takes a
 * stack with bpf_get_stack() into buf[1..] and calls dt_stack_id(), whose id
 * goes into the aggregation's key in place of the frames; "stacks" keeps the
 * frames under the id for the consumer.
 *
 * The id is a 64-bit hash of the kind, the frame count and the frames, so
 * that equal stacks get equal ids without a search; a stack is copied into
 * the map only the first time it is seen.
 */
#include "bpf_support.h"

extern char stacks[] DT_EXTERN;		/* stack id -> frame count, PCs */

/*
 * buf: a frame count slot, then the frames; nbytes: bpf_get_stack()'s
 * result (negative when it found no stack); kind: 0 kernel, 1 user; known:
 * this CPU's dt_mstate_t.stackids.  Returns the id, or 0 when "stacks" is
 * full (the caller counts a drop).
 */
DT_FUNC uint64_t dt_stack_id(uint64_t *buf, int64_t nbytes, uint64_t kind, uint64_t *known)
{
	uint64_t n = nbytes > 0 ? (uint64_t)nbytes / 8 : 0;
	uint64_t h = 0x9e3779b97f4a7c15ULL + kind;

	if (n > DT_STACK_MAXFRAMES)
		n = DT_STACK_MAXFRAMES;
	buf[0] = n;
	for (uint64_t i = 0; i < DT_STACK_MAXFRAMES && i < n; i++) {
		h = (h ^ buf[1 + i]) * 0xff51afd7ed558ccdULL;
		h ^= h >> 29;
	}
	h = (h ^ n) * 0xc4ceb9fe1a85ec53ULL;
	h ^= h >> 32;
	if (h == 0)
		h = 1;
	known += h & (DT_STACK_CACHE - 1);
	if (*known == h)
		return h;
	/*
	 * another CPU may add it meanwhile: look again before failing.  (int):
	 * before Linux 6.4 the map's method returns an int (dt_cg_map_call()).
	 */
	if (bpf_map_lookup_elem(stacks, &h) == 0 &&
	    (int)bpf_map_update_elem(stacks, &h, buf, BPF_NOEXIST) != 0 &&
	    bpf_map_lookup_elem(stacks, &h) == 0)
		return 0;
	*known = h;
	return h;
}
