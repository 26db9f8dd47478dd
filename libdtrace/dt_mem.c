/*
 * Layout of the per-CPU scratch value (map "mem"), from include/
 * dt_bpf_shared.h's machine state on:
 *
 *   dt_mstate_t | output record (dt_mem_recsize) | DT_CG_NTSTR temporary
 *   strings | strtok() state | key buffer | this-> variables | alloca()
 *
 * String buffers are STRSZ (strsize + 1) bytes, rounded up to 8.  The
 * offsets depend on strsize, which is fixed once the first clause is
 * compiled (dt_mem_freeze).
 */
#include "dt_impl.h"
#include "dt_cg.h"

uint32_t dt_mem_strsz(dtrace_hdl_t *dtp)
{
	return (uint32_t)dt_opt(dtp, DT_OPT_STRSIZE) + 1;
}

static uint32_t dt_round8(uint32_t n)
{
	return (n + 7) & ~7u;
}

/*
 * The output record area: room for DT_REC_NSTR strings of strsize, at least
 * DT_CG_MAXREC, plus one ustack() record with its stack copy.  Its end
 * stays below 32 KB from the scratch value's start, since generated code
 * stores into the record with 16-bit signed offsets from r7; a perf sample
 * of that size is well within perf's 64 KB.
 */
#define DT_REC_NSTR	6
#define DT_REC_END	32760

uint32_t dt_mem_recsize(dtrace_hdl_t *dtp)
{
	uint32_t n = DT_REC_NSTR * dt_round8(dt_mem_strsz(dtp)) + 64;

	if (n < DT_CG_MAXREC)
		n = DT_CG_MAXREC;
	/* and a ustack() with its stack copy on top of that */
	n += dt_cg_ustack_rawsize(dtp);
	if (DT_MEM_BUF + n > DT_REC_END)
		n = (DT_REC_END - DT_MEM_BUF) & ~7u;
	return n;
}

uint32_t dt_mem_tstr(dtrace_hdl_t *dtp, int slot)
{
	return DT_MEM_BUF + dt_mem_recsize(dtp) + slot * dt_round8(dt_mem_strsz(dtp));
}

uint32_t dt_mem_strtok(dtrace_hdl_t *dtp)
{
	return dt_mem_tstr(dtp, DT_CG_NTSTR);
}

uint32_t dt_mem_key(dtrace_hdl_t *dtp)
{
	return dt_mem_strtok(dtp) + dt_round8(dt_mem_strsz(dtp)) + 8;
}

uint32_t dt_mem_this(dtrace_hdl_t *dtp)
{
	return dt_mem_key(dtp) + DT_CG_KEYMAX;
}

/* alloca() and copyin() memory: scratchsize bytes, reused by every clause. */
uint32_t dt_mem_alloca(dtrace_hdl_t *dtp)
{
	return dt_mem_this(dtp) + dt_round8(dtp->dt_thissize);
}

uint32_t dt_mem_size(dtrace_hdl_t *dtp)
{
	return dt_mem_alloca(dtp) + dt_round8((uint32_t)dt_opt(dtp, DT_OPT_SCRATCHSIZE));
}
