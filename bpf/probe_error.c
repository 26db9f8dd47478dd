/*
 * dtrace:::ERROR: report a fault of a clause to the consumer.
 *
 * Generated code calls this when a clause faults (bad address, division by
 * zero, ...), then abandons the clause.  The fault record is written over
 * the clause's output buffer in the per-CPU scratch memory: the clause's own
 * partial record is dropped anyway.
 */
#include "bpf_support.h"

DT_FUNC void dt_probe_error(void *ctx, uint64_t clause, uint64_t fault,
			    uint64_t addr, int64_t pc)
{
	uint32_t key = dt_mem_key();
	char *m = bpf_map_lookup_elem(&mem, &key);
	dt_mstate_t *ms;
	dt_rec_hdr_t *hdr;
	dt_rec_fault_t *rec;

	if (m == 0)
		return;
	ms = (dt_mstate_t *)m;
	hdr = (dt_rec_hdr_t *)(m + DT_MEM_BUF);
	rec = (dt_rec_fault_t *)(hdr + 1);

	ms->fault_addr = addr;
	hdr->prid = ms->prid;
	hdr->stid = DT_STID_ERROR;
	rec->clause = clause;
	rec->fault = fault;
	rec->addr = addr;
	rec->pc = pc;
	bpf_perf_event_output(ctx, &buffers, BPF_F_CURRENT_CPU, hdr,
			      sizeof(*hdr) + sizeof(*rec));
}
