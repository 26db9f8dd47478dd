/*
 * The proc provider: DTrace's stable probes of process and thread life
 * (create, exec, exit, lwp-*, start, signal-*), on Linux's tracepoints,
 * as a table of the stable layer (dt_prov_stable.h).  Arguments as
 * illumos documents them (STABLE-PROVIDERS.md §2): psinfo_t and
 * lwpsinfo_t through procfs.d's translators from struct task_struct.
 *
 * Where Linux has no tracepoint at the place illumos fires:
 * - exec and exec-failure ride on raw_syscalls' sys_enter and sys_exit,
 *   filtered on execve and execveat (a failed exec returns to user space
 *   with a negative value; a successful one returns 0);
 * - start and lwp-start fire in the new thread when it first returns to
 *   user space: sys_exit of a fork, vfork, clone or clone3 returning 0,
 *   which only the child sees (the parent gets the child's id or an
 *   error); start only for a process's first thread (pid == tgid).
 *   Tasks that never return from a fork system call (kernel threads, the
 *   kernel's user-mode helpers, which exec at once) have no start;
 * - signal-clear: sys_exit of rt_sigtimedwait (sigwait, sigwaitinfo and
 *   sigtimedwait all end there) returning a signal number; args[1] is the
 *   caller's siginfo_t, in user memory (NULL if none was asked for).
 * - fault: signal_generate of SIGSEGV, SIGBUS, SIGFPE, SIGILL or SIGTRAP
 *   with a positive si_code (made by the kernel, not sent by a process)
 *   for the current thread; args[0] the FLT* code the signal and its
 *   si_code stand for.
 * exit fires for the last thread of a process: sched_process_exit's
 * group_dead (Linux 6.16 on), or signal->live already 0 before that.
 * args[0] of exit is CLD_EXITED, CLD_KILLED or CLD_DUMPED, from the
 * task's exit_code (a wait status: signal in the low 7 bits, core flag
 * 0x80).
 *
 * System call numbers are the native ABI's: a 32-bit process's execs and
 * forks (other numbers, through the compat entry) are not seen by exec,
 * exec-failure, start, lwp-start or signal-clear.
 */
#include <stddef.h>
#include "dt_impl.h"
#include "dt_prov_stable.h"

#if defined(__x86_64__)
#define NR_EXECVE		59
#define NR_EXECVEAT		322
#define NR_CLONE		56
#define NR_FORK			57
#define NR_VFORK		58
#define NR_CLONE3		435
#define NR_RT_SIGTIMEDWAIT	128
#define REGS_NR			"orig_ax"	/* the system call number in pt_regs */
#define REGS_ARG0		"di"		/* its arguments, still there at sys_exit */
#define REGS_ARG1		"si"
#elif defined(__aarch64__)
#define NR_EXECVE		221
#define NR_EXECVEAT		281
#define NR_CLONE		220
#define NR_FORK			NR_CLONE	/* none: glibc's fork() is clone */
#define NR_VFORK		NR_CLONE
#define NR_CLONE3		435
#define NR_RT_SIGTIMEDWAIT	137
#define REGS_NR			"syscallno"
#define REGS_ARG0		"orig_x0"	/* regs[0] is the return value at sys_exit */
#define REGS_ARG1		"regs[1]"
#else
#error "the proc provider needs this architecture's system call numbers"
#endif

#define TRACE_SIGNAL_IGNORED	1	/* signal_generate's result for a discarded signal */
#define SA_SIGINFO_FLAG		4	/* SA_SIGINFO of asm-generic/signal.h and x86's */

#define SLOT(n)			{ DT_STV_SLOT, (n), NULL, NULL }
#define SLOTP(n, path)		{ DT_STV_SLOT, (n), (path), NULL }
#define TASKP(path)		{ DT_STV_TASK, 0, (path), NULL }
#define HOOK(f)			{ DT_STV_HOOK, 0, NULL, (f) }

/* exec's path: execve's first argument, execveat's second (sys_enter: slot 1 the number) */
static int dt_proc_exec_path(dt_stctx_t *c, const dt_stval_t *v)
{
	static const dt_stval_t nr = SLOT(1);
	static const dt_stval_t arg0 = SLOTP(0, REGS_ARG0), arg1 = SLOTP(0, REGS_ARG1);
	dt_bpf_prog_t *dp = c->sc_prog;
	int at = dt_label_new(dp), done = dt_label_new(dp);

	(void)v;
	/* if (nr == execveat) r0 = regs->arg1; else r0 = regs->arg0 */
	if (dt_stable_emit_val(c, &nr) != 0)
		return -1;
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, NR_EXECVEAT, 0), at);
	if (dt_stable_emit_val(c, &arg0) != 0)
		return -1;
	dt_emit_jmp(dp, BPF_GOTO(0), done);
	dt_label_place(dp, at);
	if (dt_stable_emit_val(c, &arg1) != 0)
		return -1;
	dt_label_place(dp, done);
	return 0;
}

/* exec-failure's errno: -(sys_exit's return value) */
static int dt_proc_errno(dt_stctx_t *c, const dt_stval_t *v)
{
	static const dt_stval_t ret = SLOT(1);

	(void)v;
	if (dt_stable_emit_val(c, &ret) != 0)
		return -1;
	/* r0 = -r0 */
	dt_emit(c->sc_prog, BPF_NEG_REG(BPF_REG_0));
	return 0;
}

/* exit's reason from the task's exit_code: CLD_EXITED 1, CLD_KILLED 2, CLD_DUMPED 3 */
static int dt_proc_exit_reason(dt_stctx_t *c, const dt_stval_t *v)
{
	static const dt_stval_t code = SLOTP(0, "exit_code");
	dt_bpf_prog_t *dp = c->sc_prog;
	int done = dt_label_new(dp);

	(void)v;
	if (dt_stable_emit_val(c, &code) != 0)
		return -1;
	/* r1 = code; r0 = CLD_EXITED; if ((r1 & 0x7f) == 0) goto done (no signal) */
	dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_0));
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 1));
	dt_emit(dp, BPF_MOV_REG(BPF_REG_2, BPF_REG_1));
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0x7f));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), done);
	/* r0 = CLD_DUMPED; if (r1 & 0x80) goto done (core dumped); r0 = CLD_KILLED */
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 3));
	dt_emit_jmp(dp, BPF_INSN(BPF_JMP | BPF_JSET | BPF_K, BPF_REG_1, 0, 0, 0x80), done);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 2));
	dt_label_place(dp, done);
	return 0;
}

/* signal-handle's siginfo: the kernel's, if the handler takes one (SA_SIGINFO), else NULL */
static int dt_proc_handle_info(dt_stctx_t *c, const dt_stval_t *v)
{
	static const dt_stval_t flags = SLOTP(2, "sa.sa_flags"), info = SLOT(1);
	dt_bpf_prog_t *dp = c->sc_prog;
	int done = dt_label_new(dp);

	(void)v;
	/* r0 = ka->sa.sa_flags & SA_SIGINFO; if (r0 == 0) goto done (NULL); r0 = info */
	if (dt_stable_emit_val(c, &flags) != 0)
		return -1;
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, SA_SIGINFO_FLAG));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	if (dt_stable_emit_val(c, &info) != 0)
		return -1;
	dt_label_place(dp, done);
	return 0;
}

/*
 * fault's args[0]: the illumos fault (sys/fault.h's FLT*, not D inlines)
 * a fault signal stands for, from its number and si_code
 */
static int dt_proc_fault_code(dt_stctx_t *c, const dt_stval_t *v)
{
	static const dt_stval_t code = SLOTP(1, "si_code"), sig = SLOT(0);
	static const struct {
		int sig, code, flt;	/* code -1: any other */
	} map[] = {
		{ 11, -1, 6 },		/* SIGSEGV: FLTBOUNDS */
		{ 7, -1, 5 },		/* SIGBUS: FLTACCESS */
		{ 8, 1, 8 },		/* SIGFPE FPE_INTDIV: FLTIZDIV */
		{ 8, 2, 7 },		/* SIGFPE FPE_INTOVF: FLTIOVF */
		{ 8, -1, 9 },		/* SIGFPE: FLTFPE */
		{ 4, 5, 2 },		/* SIGILL ILL_PRVOPC: FLTPRIV */
		{ 4, 6, 2 },		/* SIGILL ILL_PRVREG: FLTPRIV */
		{ 4, -1, 1 },		/* SIGILL: FLTILL */
		{ 5, 2, 4 },		/* SIGTRAP TRAP_TRACE: FLTTRACE */
		{ 5, -1, 3 },		/* SIGTRAP: FLTBPT */
	};
	dt_bpf_prog_t *dp = c->sc_prog;
	int done = dt_label_new(dp);

	(void)v;
	/* r9 = si_code; r1 = sig */
	if (dt_stable_emit_val(c, &code) != 0)
		return -1;
	dt_emit(dp, BPF_MOV_REG(BPF_REG_9, BPF_REG_0));
	if (dt_stable_emit_val(c, &sig) != 0)
		return -1;
	dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_0));
	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++) {
		int next = dt_label_new(dp);

		/* r0 = flt; if (r1 == sig && r9 == code) goto done */
		dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, map[i].flt));
		dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, map[i].sig, 0), next);
		if (map[i].code >= 0)
			dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_9, map[i].code, 0), next);
		dt_emit_jmp(dp, BPF_GOTO(0), done);
		dt_label_place(dp, next);
	}
	/* r0 = 0: not a fault signal (the conditions rule it out) */
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 0));
	dt_label_place(dp, done);
	return 0;
}

/* the first return to user space of a new thread: a fork system call returning 0 */
#define DT_PROC_NEWTHREAD						\
	{ .sc_op = DT_STC_IN, .sc_val = SLOTP(0, REGS_NR), .sc_nk = 4,	\
	  .sc_k = { NR_CLONE, NR_CLONE3, NR_FORK, NR_VFORK } },		\
	{ .sc_op = DT_STC_EQ, .sc_val = SLOT(1), .sc_k = { 0 } }

static const dt_stprobe_t dt_proc_probes[] = {
	/*
	 * Probes on one tracepoint run in the order they were attached,
	 * which is their order here (probe ids): lwp-create before create,
	 * lwp-exit before exit, start before lwp-start, as illumos fires them.
	 */
	{ "lwp-create", "sched", "sched_process_fork",
	  .sp_args = {
		{ SLOT(1), NULL, "lwpsinfo_t *" },
		{ SLOT(1), NULL, "psinfo_t *" },
	  } },
	{ "create", "sched", "sched_process_fork",
	  .sp_conds = {
		/* a new process: the child leads its thread group */
		{ .sc_op = DT_STC_EQV, .sc_val = SLOTP(1, "pid"), .sc_val2 = SLOTP(1, "tgid") },
	  },
	  .sp_args = {
		{ SLOT(1), NULL, "psinfo_t *" },
	  } },
	{ "exec", "raw_syscalls", "sys_enter",
	  .sp_conds = {
		{ .sc_op = DT_STC_IN, .sc_val = SLOT(1), .sc_nk = 2,
		  .sc_k = { NR_EXECVE, NR_EXECVEAT } },
	  },
	  .sp_args = {
		{ HOOK(dt_proc_exec_path), "char *", NULL, DT_ARG_STRING | DT_ARG_USER },
	  } },
	{ "exec-failure", "raw_syscalls", "sys_exit",
	  .sp_conds = {
		{ .sc_op = DT_STC_IN, .sc_val = SLOTP(0, REGS_NR), .sc_nk = 2,
		  .sc_k = { NR_EXECVE, NR_EXECVEAT } },
		{ .sc_op = DT_STC_SLT, .sc_val = SLOT(1), .sc_k = { 0 } },
	  },
	  .sp_args = {
		{ HOOK(dt_proc_errno), "int" },
	  } },
	{ "exec-success", "sched", "sched_process_exec" },
	{ "lwp-exit", "sched", "sched_process_exit" },
	{ "exit", "sched", "sched_process_exit",
	  .sp_conds = {
		/* the last thread: group_dead (6.16 on), else signal->live is 0 */
		{ .sc_op = DT_STC_NE, .sc_when = 2, .sc_val = SLOT(1), .sc_k = { 0 } },
		{ .sc_op = DT_STC_EQ, .sc_when = -2, .sc_val = SLOTP(0, "signal->live.counter"),
		  .sc_k = { 0 } },
	  },
	  .sp_args = {
		{ HOOK(dt_proc_exit_reason), "int" },
	  } },
	{ "fault", "signal", "signal_generate",
	  .sp_conds = {
		/* a fault signal the kernel makes (si_code > 0) for the current thread */
		{ .sc_op = DT_STC_IN, .sc_val = SLOT(0), .sc_nk = 5,
		  .sc_k = { 11, 7, 8, 4, 5 } },	/* SIGSEGV SIGBUS SIGFPE SIGILL SIGTRAP */
		{ .sc_op = DT_STC_SGT, .sc_val = SLOTP(1, "si_code"), .sc_k = { 0 } },
		{ .sc_op = DT_STC_EQV, .sc_val = SLOT(2), .sc_val2 = { DT_STV_TASK } },
	  },
	  .sp_args = {
		{ HOOK(dt_proc_fault_code), "int" },
		{ SLOT(1), "siginfo_t *" },
	  } },
	{ "start", "raw_syscalls", "sys_exit",
	  .sp_conds = {
		DT_PROC_NEWTHREAD,
		/* a process's first thread */
		{ .sc_op = DT_STC_EQV, .sc_val = TASKP("pid"), .sc_val2 = TASKP("tgid") },
	  } },
	{ "lwp-start", "raw_syscalls", "sys_exit",
	  .sp_conds = { DT_PROC_NEWTHREAD } },
	{ "signal-send", "signal", "signal_generate",
	  .sp_conds = {
		{ .sc_op = DT_STC_NE, .sc_val = SLOT(4), .sc_k = { TRACE_SIGNAL_IGNORED } },
	  },
	  .sp_args = {
		{ SLOT(2), NULL, "lwpsinfo_t *" },
		{ SLOT(2), NULL, "psinfo_t *" },
		{ SLOT(0), "int" },
	  } },
	{ "signal-discard", "signal", "signal_generate",
	  .sp_conds = {
		{ .sc_op = DT_STC_EQ, .sc_val = SLOT(4), .sc_k = { TRACE_SIGNAL_IGNORED } },
	  },
	  .sp_args = {
		{ SLOT(2), NULL, "lwpsinfo_t *" },
		{ SLOT(2), NULL, "psinfo_t *" },
		{ SLOT(0), "int" },
	  } },
	{ "signal-handle", "signal", "signal_deliver",
	  .sp_conds = {
		/* a handler: neither SIG_DFL (0) nor SIG_IGN (1) */
		{ .sc_op = DT_STC_NE, .sc_val = SLOTP(2, "sa.sa_handler"), .sc_k = { 0 } },
		{ .sc_op = DT_STC_NE, .sc_val = SLOTP(2, "sa.sa_handler"), .sc_k = { 1 } },
	  },
	  .sp_args = {
		{ SLOT(0), "int" },
		{ HOOK(dt_proc_handle_info), "siginfo_t *" },
		{ SLOTP(2, "sa.sa_handler"), "uintptr_t" },
	  } },
	{ "signal-clear", "raw_syscalls", "sys_exit",
	  .sp_conds = {
		{ .sc_op = DT_STC_EQ, .sc_val = SLOTP(0, REGS_NR), .sc_k = { NR_RT_SIGTIMEDWAIT } },
		{ .sc_op = DT_STC_SGT, .sc_val = SLOT(1), .sc_k = { 0 } },
	  },
	  .sp_args = {
		{ SLOT(1), "int" },
		{ SLOTP(0, REGS_ARG1), "siginfo_t *", NULL, DT_ARG_USER },
	  } },
};

static const dt_stprov_t dt_proc_table = {
	.st_mod = "vmlinux",
	.st_probes = dt_proc_probes,
	.st_nprobes = sizeof(dt_proc_probes) / sizeof(dt_proc_probes[0]),
};

const dt_provimpl_t dt_prov_proc = DT_STABLE_PROVIDER("proc", &dt_proc_table);
