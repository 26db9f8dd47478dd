/*
 * Layout of the per-CPU scratch value (map "mem"), from include/
 * dt_bpf_shared.h's machine state on:
 *
 *   dt_mstate_t | output record (DT_CG_MAXREC) | DT_CG_NTSTR temporary
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

uint32_t dt_mem_tstr(dtrace_hdl_t *dtp, int slot)
{
	return DT_MEM_BUF + DT_CG_MAXREC + slot * dt_round8(dt_mem_strsz(dtp));
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
