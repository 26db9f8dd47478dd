/*
 * The lockstat provider: DTrace's lock contention probes on Linux's
 * lock:contention_begin and lock:contention_end tracepoints (Linux 5.19
 * on), as a table of the stable layer (dt_prov_stable.h).  A probe fires
 * at contention_end when the lock was acquired (ret 0), after the thread
 * waited for it, with arg0 the lock and arg1 the nanoseconds since its
 * contention_begin in the same thread (an interval of the layer: the
 * begin, with its flags, is recorded per thread and lock by the layer's
 * program on contention_begin).  Which probe is the kind of wait the
 * flags at contention_begin tell (STABLE-PROVIDERS.md §9):
 *
 *	MUTEX|SPIN	adaptive-spin	a mutex's optimistic spinning (owner running)
 *	MUTEX		adaptive-block	a mutex's sleep
 *	SPIN		spin-spin	a spin lock (queued spinlock slow path)
 *	SPIN|READ/WRITE	rw-spin		an rwlock_t (qrwlock), a Linux extra as in Oracle's port
 *	READ/WRITE	rw-block	an rw_semaphore's sleep (PERCPU too: a percpu_rw_semaphore)
 *
 * A mutex that spins, then sleeps, begins twice (MUTEX|SPIN, then MUTEX)
 * and ends once: the sleep's begin replaces the spin's, so the probe is
 * adaptive-block, its time from the sleep's begin; the failed spin fires
 * nothing.  Waits that ended without the lock (a signal, a timeout: ret
 * not 0) fire nothing, as illumos' probes fire only once the lock is
 * held.  rt_mutex waits (LCB_F_RT: PI futexes, PREEMPT_RT's locks) are
 * no probe.
 *
 * The hold probes (adaptive-acquire, -release, spin-acquire, -release,
 * rw-acquire, -release, -upgrade, -downgrade) need a probe on every lock
 * function (mutex_lock*, _raw_spin_lock*, down_read*...): not yet, see
 * README.
 */
#include "dt_impl.h"
#include "dt_prov_stable.h"

/* include/trace/events/lock.h: contention_begin's flags */
#define LCB_F_SPIN	0x01
#define LCB_F_READ	0x02
#define LCB_F_WRITE	0x04
#define LCB_F_PERCPU	0x10
#define LCB_F_MUTEX	0x20

#define SLOT(n)		{ DT_STV_SLOT, n }
#define SINCE		{ DT_STV_SINCE, 0 }	/* ns since the begin for the lock (slot 0) */
#define FLAGS		{ DT_STV_BEGUN, 0 }	/* the flags of that begin */
#define HOOK(f)		{ DT_STV_HOOK, .sv_hook = f }

/* contention_end's ret: 0 when the lock was acquired */
#define DT_LOCKSTAT_ACQUIRED \
	{ .sc_op = DT_STC_EQ, .sc_val = SLOT(1), .sc_k = { 0 } }

/* r0 = RW_READER (1) if the begin's flags have LCB_F_READ, else RW_WRITER (0) */
static int dt_lockstat_rw(dt_stctx_t *c, const dt_stval_t *v)
{
	const dt_stval_t flags = FLAGS;

	(void)v;
	if (dt_stable_emit_val(c, &flags) != 0)
		return -1;
	/* r0 = (r0 >> 1) & 1: LCB_F_READ is bit 1 */
	dt_emit(c->sc_prog, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 1));
	dt_emit(c->sc_prog, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 1));
	return 0;
}

static const dt_stprobe_t dt_lockstat_probes[] = {
	{ "adaptive-block", "lock", "contention_end",
	  .sp_interval = 1,
	  .sp_conds = {
		DT_LOCKSTAT_ACQUIRED,
		{ .sc_op = DT_STC_EQ, .sc_val = FLAGS, .sc_k = { LCB_F_MUTEX } },
	  },
	  .sp_args = {
		{ SLOT(0), "struct mutex *" },
		{ SINCE, "uint64_t" },
	  } },
	{ "adaptive-spin", "lock", "contention_end",
	  .sp_interval = 1,
	  .sp_conds = {
		DT_LOCKSTAT_ACQUIRED,
		{ .sc_op = DT_STC_EQ, .sc_val = FLAGS, .sc_k = { LCB_F_MUTEX | LCB_F_SPIN } },
	  },
	  .sp_args = {
		{ SLOT(0), "struct mutex *" },
		{ SINCE, "uint64_t" },
	  } },
	{ "spin-spin", "lock", "contention_end",
	  .sp_interval = 1,
	  .sp_conds = {
		DT_LOCKSTAT_ACQUIRED,
		{ .sc_op = DT_STC_EQ, .sc_val = FLAGS, .sc_k = { LCB_F_SPIN } },
	  },
	  .sp_args = {
		{ SLOT(0), "spinlock_t *" },
		{ SINCE, "uint64_t" },
	  } },
	{ "rw-spin", "lock", "contention_end",
	  .sp_interval = 1,
	  .sp_conds = {
		DT_LOCKSTAT_ACQUIRED,
		{ .sc_op = DT_STC_IN, .sc_val = FLAGS, .sc_nk = 2,
		  .sc_k = { LCB_F_SPIN | LCB_F_READ, LCB_F_SPIN | LCB_F_WRITE } },
	  },
	  .sp_args = {
		{ SLOT(0), "rwlock_t *" },
		{ SINCE, "uint64_t" },
		{ HOOK(dt_lockstat_rw), "int" },
	  } },
	{ "rw-block", "lock", "contention_end",
	  .sp_interval = 1,
	  .sp_conds = {
		DT_LOCKSTAT_ACQUIRED,
		{ .sc_op = DT_STC_IN, .sc_val = FLAGS, .sc_nk = 4,
		  .sc_k = { LCB_F_READ, LCB_F_WRITE, LCB_F_PERCPU | LCB_F_READ,
			    LCB_F_PERCPU | LCB_F_WRITE } },
	  },
	  .sp_args = {
		{ SLOT(0), "struct rw_semaphore *" },
		{ SINCE, "uint64_t" },
		{ HOOK(dt_lockstat_rw), "int" },
	  } },
};

static const dt_stprov_t dt_lockstat_table = {
	.st_mod = "vmlinux",
	.st_probes = dt_lockstat_probes,
	.st_nprobes = sizeof(dt_lockstat_probes) / sizeof(dt_lockstat_probes[0]),
	/* contention_begin(lock_addr, flags) */
	.st_begin_group = "lock",
	.st_begin_event = "contention_begin",
	.st_begin_key = 0,
	.st_begin_arg = 1,
};

const dt_provimpl_t dt_prov_lockstat = DT_STABLE_PROVIDER("lockstat", &dt_lockstat_table);
