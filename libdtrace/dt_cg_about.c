/*
 * The thread a firing is about.  sched:::on-cpu fires on sched_switch, in
 * the thread going off the CPU, but is about the one coming on: as in
 * illumos, where it runs in that thread, pid, tid, execname, curthread
 * (and so curpsinfo, curlwpsinfo, cwd...), uid, gid, ppid, vtimestamp and
 * self-> variables describe it there.  A provider says which of its probes
 * are about another thread (dt_provimpl_t.about); a clause that can fire on
 * one of them (dt_stmt_t.st_about) reads those variables from the task in
 * the machine state, dt_mstate_t.about, which the probe's trampoline
 * stores (the provider's: the thread the firing is about; any other's:
 * the current task, dt_cg_tramp.c).  Clauses that cannot fire on such a
 * probe keep the helpers of the current task and cost nothing more.
 *
 *	clause on ordinary probes only		clause that can fire on on-cpu
 *	r0 = bpf_get_current_pid_tgid()		r0 = mstate->about
 *						r0 = dt_task_pid_tgid(r0)
 *
 * What cannot follow: what the kernel gives only for the current task
 * (stack(), ustack(), ucaller, uregs[], copyin() and friends, which read
 * the current address space) still describes the thread the probe runs in,
 * which the D library names __curthread (procfs.d: a translator reads a
 * thread's user memory only when its address space is that one).
 */
#include <stddef.h>
#include "dt_impl.h"
#include "dt_cg.h"

static int dt_about_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	const dt_provimpl_t *impl = prp->pr_prov->pv_impl;

	if (impl->about != NULL && impl->about(dtp, prp))
		*(int *)arg = 1;
	return 0;
}

/* st->st_about: can the clause fire on a probe about another thread? */
void dt_cg_about_stmt(dtrace_hdl_t *dtp, dt_stmt_t *st)
{
	int about = 0;

	for (int d = 0; d < st->st_ndescs && !about; d++)
		(void)dt_probe_iter(dtp, &st->st_descs[d], dt_about_probe, &about);
	st->st_about = about;
}

/* r0 = the task the firing is about (a struct task_struct *) */
void dt_cg_task0(dt_cg_t *cg)
{
	if (cg->cg_stmt->st_about)
		/* r0 = mstate->about */
		dt_emit(cg->cg_prog, BPF_LOAD(BPF_DW, 0, 7, offsetof(dt_mstate_t, about)));
	else
		dt_cg_call(cg, BPF_FUNC_get_current_task, NULL, 0, NULL, NULL);
}

/*
 * r0 = what helper (or support function cur, helper < 0) gives for the
 * current task; in a clause about another thread, what support function
 * about (bpf/task.c) gives for mstate->about
 */
void dt_cg_task_call(dt_cg_t *cg, int helper, const char *cur, const char *about)
{
	int argv[1] = { 0 };

	if (!cg->cg_stmt->st_about) {
		dt_cg_call(cg, helper, helper < 0 ? cur : NULL, 0, NULL, NULL);
		return;
	}
	/* r0 = about(mstate->about) */
	dt_cg_task0(cg);
	dt_cg_call(cg, -1, about, 1, argv, NULL);
}

/* The task's comm in the string r points to: at most len bytes (execname) */
void dt_cg_task_comm(dt_cg_t *cg, int r, uint32_t len)
{
	int argv[3] = { r, -1, 0 };
	int64_t imm[3] = { 0, len, 0 };

	if (!cg->cg_stmt->st_about) {
		dt_cg_call(cg, BPF_FUNC_get_current_comm, NULL, 2, argv, imm);
		return;
	}
	/* dt_task_comm(r, len, mstate->about) */
	dt_cg_task0(cg);
	dt_cg_call(cg, -1, "dt_task_comm", 3, argv, imm);
}

/*
 * __curthread: the thread the probe runs in, whatever the firing is about.
 * For the D library (procfs.d): the address space copyin() reads is that
 * thread's, so that a translator reads another thread's user memory only
 * when it is that one.
 */
int dt_cg_runthread(dt_cg_t *cg, const dt_node_t *dnp)
{
	int r;

	dt_cg_call(cg, BPF_FUNC_get_current_task, NULL, 0, NULL, NULL);
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit(cg->cg_prog, BPF_MOV_REG(r, 0));
	return r;
}
