/*
 * The sched provider: DTrace's stable probes of CPU scheduling, on Linux's
 * sched tracepoints, as a table of the stable layer (dt_prov_stable.h).
 * Arguments as illumos documents them (STABLE-PROVIDERS.md §3):
 * lwpsinfo_t and psinfo_t through procfs.d's translators from struct
 * task_struct.
 *
 * sched_switch (preempt, prev, next, prev_state) runs in prev's context,
 * before the switch:
 * - off-cpu: every switch; args[0] and args[1] describe next;
 * - sleep: prev blocks, interruptibly or not (prev_state has
 *   TASK_INTERRUPTIBLE or TASK_UNINTERRUPTIBLE, and the switch is not a
 *   preemption, which leaves prev runnable whatever its state);
 * - preempt: prev stays runnable (a preemption, or a yield);
 * - on-cpu: every switch, about next (sp_about): pid, tid, execname,
 *   curthread, curpsinfo, curlwpsinfo... describe the thread coming on,
 *   as illumos's on-cpu, which runs in that thread (doc/providers.md,
 *   "The thread a probe is about").
 * A dying task's last switch (TASK_DEAD) and a stopping one's (stopped or
 * traced) are off-cpu only.  Linux traces a switch only when the CPU changes
 * threads: preempt is always followed by off-cpu, never by remain-cpu.
 *
 * wakeup: sched_waking, in the waker, for a task whose state the wakeup
 * matches (a sleeper); args[0] and args[1] the sleeper.
 * change-pri: sched_pi_setprio (priority inheritance boosts and their
 * end), before the change; args[2] the new priority as pr_pri counts
 * (139 - prio: higher is more important).
 *
 * Where Linux has no tracepoint, kernel functions (fentry: where the
 * kernel allows it and BTF has the function; entries of one name are
 * alternatives, the first the kernel has being the probe), called from
 * other files than the scheduler's core, so that no call is inlined:
 * - tick: sched_tick (scheduler_tick before Linux 6.10), the clock tick's
 *   accounting, for a current task other than the idle one;
 * - surrender: resched_curr for another CPU's run queue (this CPU tells
 *   that one to reschedule); args[0] and args[1] that CPU's current task.
 *   Calls the compiler inlined in kernel/sched/core.c are not seen.
 * enqueue and dequeue are not here: enqueue_task and dequeue_task (and
 * activate_task, deactivate_task) are inlined into the wakeup and sleep
 * paths of kernel/sched/core.c, where no fentry or kprobe reaches
 * (Debian's 6.1: fentry on activate_task sees none of the wakeups).
 */
#include <stddef.h>
#include "dt_impl.h"
#include "dt_prov_stable.h"

#define SLOT(n)			{ DT_STV_SLOT, (n), NULL, NULL }
#define SLOTP(n, path)		{ DT_STV_SLOT, (n), (path), NULL }
#define HOOK(f)			{ DT_STV_HOOK, 0, NULL, (f) }

/* sched_switch's arguments */
#define SW_PREEMPT	0
#define SW_PREV		1
#define SW_NEXT		2
#define SW_STATE	3

#define TASKP(path)		{ DT_STV_TASK, 0, (path), NULL }
#define TASK			{ DT_STV_TASK, 0, NULL, NULL }

#define TASK_SLEEPING	0x3	/* TASK_INTERRUPTIBLE | TASK_UNINTERRUPTIBLE */
#define MAX_PRIO	139	/* pr_pri = MAX_PRIO - prio (procfs.d) */

/* sleep: 1 if !preempt && (prev_state & TASK_SLEEPING), else 0 */
static int dt_sched_sleeps(dt_stctx_t *c, const dt_stval_t *v)
{
	static const dt_stval_t preempt = SLOT(SW_PREEMPT), state = SLOT(SW_STATE);
	dt_bpf_prog_t *dp = c->sc_prog;
	int no = dt_label_new(dp), done = dt_label_new(dp);

	(void)v;
	/* if (preempt & 0xff) goto no */
	if (dt_stable_emit_val(c, &preempt) != 0)
		return -1;
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), no);
	/* r0 = (prev_state & TASK_SLEEPING) != 0 */
	if (dt_stable_emit_val(c, &state) != 0)
		return -1;
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, TASK_SLEEPING));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 1));
	dt_emit_jmp(dp, BPF_GOTO(0), done);
	dt_label_place(dp, no);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 0));
	dt_label_place(dp, done);
	return 0;
}

/* preempt: 1 if prev stays runnable: preempt || (prev_state & 0xffff) == 0 */
static int dt_sched_preempted(dt_stctx_t *c, const dt_stval_t *v)
{
	static const dt_stval_t preempt = SLOT(SW_PREEMPT), state = SLOT(SW_STATE);
	dt_bpf_prog_t *dp = c->sc_prog;
	int yes = dt_label_new(dp), done = dt_label_new(dp);

	(void)v;
	/* if (preempt & 0xff) goto yes */
	if (dt_stable_emit_val(c, &preempt) != 0)
		return -1;
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), yes);
	/* r0 = (prev_state & 0xffffffff) == 0 (TASK_RUNNING) */
	if (dt_stable_emit_val(c, &state) != 0)
		return -1;
	dt_emit(dp, BPF_ALU32_REG(BPF_MOV, BPF_REG_0, BPF_REG_0));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), yes);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 0));
	dt_emit_jmp(dp, BPF_GOTO(0), done);
	dt_label_place(dp, yes);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 1));
	dt_label_place(dp, done);
	return 0;
}

/*
 * change-pri's new priority, as sched_pi_setprio computes it: pi_task ?
 * min(tsk->normal_prio, pi_task->prio) : tsk->normal_prio; then as pr_pri
 * counts it, MAX_PRIO - prio
 */
static int dt_sched_newpri(dt_stctx_t *c, const dt_stval_t *v)
{
	static const dt_stval_t normal = SLOTP(0, "normal_prio"), pi = SLOT(1),
				piprio = SLOTP(1, "prio");
	dt_bpf_prog_t *dp = c->sc_prog;
	int done = dt_label_new(dp);

	(void)v;
	/* r9 = tsk->normal_prio; if (pi_task == NULL) goto done */
	if (dt_stable_emit_val(c, &normal) != 0)
		return -1;
	dt_emit(dp, BPF_MOV_REG(BPF_REG_9, BPF_REG_0));
	if (dt_stable_emit_val(c, &pi) != 0)
		return -1;
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	/* r0 = pi_task->prio; if (r0 s< r9) r9 = r0 */
	if (dt_stable_emit_val(c, &piprio) != 0)
		return -1;
	dt_emit_jmp(dp, BPF_JMP_REG(BPF_JSGE, BPF_REG_0, BPF_REG_9, 0), done);
	dt_emit(dp, BPF_MOV_REG(BPF_REG_9, BPF_REG_0));
	dt_label_place(dp, done);
	/* r0 = MAX_PRIO - r9 */
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, MAX_PRIO));
	dt_emit(dp, BPF_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_9));
	return 0;
}

/* surrender: 1 if the run queue is another CPU's (rq->cpu != this CPU) */
static int dt_sched_remote(dt_stctx_t *c, const dt_stval_t *v)
{
	static const dt_stval_t cpu = SLOTP(0, "cpu");
	dt_bpf_prog_t *dp = c->sc_prog;
	int done = dt_label_new(dp);

	(void)v;
	/* r9 = rq->cpu; r0 = bpf_get_smp_processor_id() */
	if (dt_stable_emit_val(c, &cpu) != 0)
		return -1;
	dt_emit(dp, BPF_MOV_REG(BPF_REG_9, BPF_REG_0));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	/* r0 = (r0 != r9) */
	dt_emit(dp, BPF_ALU32_REG(BPF_MOV, BPF_REG_9, BPF_REG_9));
	dt_emit(dp, BPF_ALU32_REG(BPF_MOV, BPF_REG_0, BPF_REG_0));
	dt_emit(dp, BPF_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_9));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 1));
	dt_label_place(dp, done);
	return 0;
}

/* the tick charged to the current task, unless it is the idle one (pid 0) */
#define DT_SCHED_TICK(func)						\
	{ "tick", .sp_func = func,					\
	  .sp_conds = {							\
		{ .sc_op = DT_STC_NE, .sc_val = TASKP("pid"), .sc_k = { 0 } },	\
	  },								\
	  .sp_args = {							\
		{ TASK, "struct task_struct *", "lwpsinfo_t *" },	\
		{ TASK, "struct task_struct *", "psinfo_t *" },		\
	  } }

static const dt_stprobe_t dt_sched_probes[] = {
	{ "change-pri", "sched", "sched_pi_setprio",
	  .sp_args = {
		{ SLOT(0), NULL, "lwpsinfo_t *" },
		{ SLOT(0), NULL, "psinfo_t *" },
		{ HOOK(dt_sched_newpri), "pri_t" },
	  } },
	{ "off-cpu", "sched", "sched_switch",
	  .sp_args = {
		{ SLOT(SW_NEXT), NULL, "lwpsinfo_t *" },
		{ SLOT(SW_NEXT), NULL, "psinfo_t *" },
	  } },
	{ "on-cpu", "sched", "sched_switch",
	  .sp_about = SLOT(SW_NEXT) },
	{ "preempt", "sched", "sched_switch",
	  .sp_conds = {
		{ .sc_op = DT_STC_NE, .sc_val = HOOK(dt_sched_preempted), .sc_k = { 0 } },
	  } },
	{ "sleep", "sched", "sched_switch",
	  .sp_conds = {
		{ .sc_op = DT_STC_NE, .sc_val = HOOK(dt_sched_sleeps), .sc_k = { 0 } },
	  } },
	{ "wakeup", "sched", "sched_waking",
	  .sp_args = {
		{ SLOT(0), NULL, "lwpsinfo_t *" },
		{ SLOT(0), NULL, "psinfo_t *" },
	  } },
	/* kernel functions: the first of each name that this kernel has */
	{ "surrender", .sp_func = "resched_curr",
	  .sp_conds = {
		{ .sc_op = DT_STC_NE, .sc_val = HOOK(dt_sched_remote), .sc_k = { 0 } },
	  },
	  .sp_args = {
		{ SLOTP(0, "curr"), "struct task_struct *", "lwpsinfo_t *" },
		{ SLOTP(0, "curr"), "struct task_struct *", "psinfo_t *" },
	  } },
	DT_SCHED_TICK("sched_tick"),
	DT_SCHED_TICK("scheduler_tick"),
};

static const dt_stprov_t dt_sched_table = {
	.st_mod = "vmlinux",
	.st_probes = dt_sched_probes,
	.st_nprobes = sizeof(dt_sched_probes) / sizeof(dt_sched_probes[0]),
};

const dt_provimpl_t dt_prov_sched = DT_STABLE_PROVIDER("sched", &dt_sched_table);
