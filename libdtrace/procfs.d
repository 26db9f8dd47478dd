/*
 * procfs.d: processes and threads as DTrace knows them from Solaris'
 * /proc: psinfo_t (a process) and lwpsinfo_t (a thread, "lightweight
 * process"), translated from the kernel's struct task_struct; curpsinfo
 * and curlwpsinfo for the current thread, cwd and root for its
 * directories; the thread states (SSLEEP ...) and data models
 * (PR_MODEL_*).  The proc and sched providers pass these types as args[]:
 *
 *	proc:::exec-success { trace(curpsinfo->pr_psargs); }
 *	sched:::on-cpu /curlwpsinfo->pr_state == SONPROC/ { ... }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding"); types are not
 * identifiers and take none.
 *
 * Kernel data used, checked against the BTF of Linux 6.1 (Debian 12) and
 * 6.18, and by test/unit/dlibs/run.sh against the running kernel: every
 * T->... path below.  Chosen to exist unchanged in 5.15 to 6.18:
 * - task_struct.__state (5.14 renamed it from "state");
 * - the CPU of a task is thread_info.cpu since 5.16 but task_struct.cpu
 *   in 5.15, so pr_onpro uses wake_cpu (present in both), which
 *   __set_task_cpu() keeps equal to the task's CPU (it differs only for a
 *   sleeping task that NUMA balancing has moved: then it is where the task
 *   will run next); the current thread's CPU is exact;
 * - signal_struct.pids[] (4.19), indexed by enum pid_type;
 * - mm_struct.start_stack, which exec leaves pointing at argc, followed
 *   by the argv and envp vectors.
 * Task states are #defines, not in BTF; their values have not changed from
 * 5.14 to 6.18: TASK_RUNNING 0, TASK_INTERRUPTIBLE 0x1,
 * TASK_UNINTERRUPTIBLE 0x2, __TASK_STOPPED 0x4, __TASK_TRACED 0x8,
 * EXIT_DEAD 0x10 and EXIT_ZOMBIE 0x20 (in exit_state), TASK_DEAD 0x80,
 * TASK_WAKING 0x200, TASK_NEW 0x800.
 * @btf-enum PIDTYPE_PGID 2
 * @btf-enum PIDTYPE_SID 3
 */

#pragma D depends_on library types.d
#pragma D depends_on library sched.d

/* pr_state: what a thread is doing (Solaris' numbers and pr_sname letters) */
inline char SSLEEP = 1;			/* S: sleeping, waiting for an event */
#pragma D binding "1.0" SSLEEP
inline char SRUN = 2;			/* R: runnable, waiting for a CPU */
#pragma D binding "1.0" SRUN
inline char SZOMB = 3;			/* Z: exited, not yet reaped */
#pragma D binding "1.0" SZOMB
inline char SSTOP = 4;			/* T: stopped by a signal or a tracer */
#pragma D binding "1.0" SSTOP
inline char SIDL = 5;			/* I: being created (fork) */
#pragma D binding "1.0" SIDL
inline char SONPROC = 6;		/* O: running on a CPU */
#pragma D binding "1.0" SONPROC
inline char SWAIT = 7;			/* W: being woken, about to be runnable */
#pragma D binding "1.0" SWAIT

/* pr_dmodel: the process's data model */
inline char PR_MODEL_ILP32 = 1;		/* 32-bit process (ia32 or x32) */
#pragma D binding "1.0" PR_MODEL_ILP32
inline char PR_MODEL_LP64 = 2;		/* 64-bit process, or a kernel thread */
#pragma D binding "1.0" PR_MODEL_LP64

/*
 * A process.  The members after pr_dmodel are Solaris ids that Linux
 * does not have: always 0.
 */
typedef struct psinfo {
	int pr_nlwp;		/* number of threads */
	pid_t pr_pid;		/* process id (the thread group id) */
	pid_t pr_ppid;		/* parent's process id */
	pid_t pr_pgid;		/* process group */
	pid_t pr_sid;		/* session */
	uid_t pr_uid;		/* real user id */
	uid_t pr_euid;		/* effective user id */
	gid_t pr_gid;		/* real group id */
	gid_t pr_egid;		/* effective group id */
	uintptr_t pr_addr;	/* address of the task_struct */
	uint32_t pr_ttydev;	/* controlling tty, a kernel dev_t (getmajor()), 0 if none */
	uint64_t pr_start;	/* start time, nanoseconds since boot (not a timestruc_t) */
	char pr_fname[16];	/* process name (comm of the thread group leader) */
	char pr_psargs[80];	/* arguments: see the translator */
	int pr_argc;		/* argument count, 0 if not readable */
	uintptr_t pr_argv;	/* user address of the argv vector */
	uintptr_t pr_envp;	/* user address of the envp vector, 0 if not known */
	char pr_dmodel;		/* PR_MODEL_ILP32 or PR_MODEL_LP64 */
	taskid_t pr_taskid;	/* Solaris task: 0 */
	id_t pr_projid;		/* Solaris project: 0 */
	poolid_t pr_poolid;	/* Solaris resource pool: 0 */
	zoneid_t pr_zoneid;	/* Solaris zone: 0, the global zone */
	ctid_t pr_contract;	/* Solaris process contract: 0 */
} psinfo_t;

/*
 * A thread.  Linux has no wait channel, synchronisation object type,
 * system call number or processor binding in the task: pr_wchan, pr_stype,
 * pr_syscall, pr_flag are 0, pr_bindpro and pr_bindpset -1 (not bound).
 */
typedef struct lwpsinfo {
	int pr_flag;		/* Solaris thread flags: 0 */
	id_t pr_lwpid;		/* thread id (the task's pid) */
	uintptr_t pr_addr;	/* address of the task_struct */
	uintptr_t pr_wchan;	/* wait channel: 0 */
	char pr_stype;		/* synchronisation object type: 0 */
	char pr_state;		/* SSLEEP ... SWAIT */
	char pr_sname;		/* the state's letter: S R Z T I O W */
	char pr_nice;		/* nice value + 20 (0 to 39) */
	short pr_syscall;	/* system call number: 0 */
	int pr_pri;		/* priority, high value = high priority: 139 - prio */
	char pr_clname[8];	/* scheduling policy, as ps(1) shows it: TS FF RR B IDL DLN EXT */
	char pr_name[16];	/* thread name (comm) */
	processorid_t pr_onpro;	/* CPU it runs on or last ran on */
	processorid_t pr_bindpro;	/* CPU it is bound to: -1 */
	psetid_t pr_bindpset;	/* processor set it is bound to: -1 */
	lgrp_id_t pr_lgrp;	/* home locality group: 0 */
} lwpsinfo_t;

/*
 * The word size of the process's user space, from the top of its address
 * space (mm->task_size: below 4 GiB for ia32 and x32 processes) rather
 * than from thread flags, whose bit numbers are not in BTF.
 *
 * pr_argc and pr_envp read the process's stack, and pr_psargs its
 * arguments, which copyin() and copyinstr() can do only in the current
 * address space, that of the thread the probe runs in (__curthread, which
 * curthread is not in sched:::on-cpu: there curpsinfo is the thread coming
 * on): for another process (the child in proc:::create shares its
 * parent's until exec, the next thread in sched:::on-cpu) they are 0 and
 * the process name.  pr_psargs is
 * the first 79 bytes of the arguments (mm->arg_start to arg_end, where
 * they are NUL-separated) with single spaces between them, as __psargs()
 * joins them ("" if they cannot be read).
 */
translator psinfo_t < struct task_struct *T > {
	pr_nlwp = T->signal->nr_threads;
	pr_pid = T->tgid;
	pr_ppid = T->real_parent->tgid;
	pr_pgid = T->signal->pids[2]->numbers[0].nr;	/* PIDTYPE_PGID */
	pr_sid = T->signal->pids[3]->numbers[0].nr;	/* PIDTYPE_SID */
	pr_uid = T->cred->uid.val;
	pr_euid = T->cred->euid.val;
	pr_gid = T->cred->gid.val;
	pr_egid = T->cred->egid.val;
	pr_addr = (uintptr_t)T;
	pr_ttydev = T->signal->tty == NULL ? 0 :
	    (T->signal->tty->driver->major << 20) |
	    (T->signal->tty->driver->minor_start + T->signal->tty->index);
	pr_start = T->group_leader->start_time;
	pr_fname = T->group_leader->comm;
	pr_psargs = T->mm != NULL && T->mm == __curthread->mm ?
	    __psargs(T->mm->arg_start, T->mm->arg_end) :
	    stringof(T->group_leader->comm);
	pr_argc = T->mm != NULL && T->mm == __curthread->mm ?
	    *(int *)copyin(T->mm->start_stack, sizeof (int)) : 0;
	pr_argv = T->mm == NULL ? 0 :
	    T->mm->start_stack + (T->mm->task_size > 0xffffffff ? 8 : 4);
	pr_envp = T->mm != NULL && T->mm == __curthread->mm ?
	    T->mm->start_stack + (T->mm->task_size > 0xffffffff ? 8 : 4) *
	    (*(int *)copyin(T->mm->start_stack, sizeof (int)) + 2) : 0;
	pr_dmodel = T->mm == NULL || T->mm->task_size > 0xffffffff ?
	    PR_MODEL_LP64 : PR_MODEL_ILP32;
	pr_taskid = 0;
	pr_projid = 0;
	pr_poolid = 0;
	pr_zoneid = 0;
	pr_contract = 0;
};

/*
 * The state: exiting or dead first (exit_state is set while __state may
 * still say running), then stopped or traced, new, waking, any other
 * non-zero state is a sleep (interruptible, uninterruptible, parked, lock
 * wait, frozen); TASK_RUNNING is on a CPU or waiting for one.  curthread
 * is on the CPU: in sched:::on-cpu it is the thread coming on, whose on_cpu
 * the kernel sets only after the tracepoint.
 * The policy numbers are SCHED_NORMAL 0, FIFO 1, RR 2, BATCH 3, IDLE 5,
 * DEADLINE 6, EXT 7 (sched_ext, 6.12).
 */
translator lwpsinfo_t < struct task_struct *T > {
	pr_flag = 0;
	pr_lwpid = T->pid;
	pr_addr = (uintptr_t)T;
	pr_wchan = 0;
	pr_stype = 0;
	pr_state = T->exit_state != 0 || (T->__state & 0x80) != 0 ? SZOMB :
	    (T->__state & 0xc) != 0 ? SSTOP :
	    (T->__state & 0x800) != 0 ? SIDL :
	    (T->__state & 0x200) != 0 ? SWAIT :
	    T->__state != 0 ? SSLEEP :
	    T->on_cpu != 0 || T == curthread ? SONPROC : SRUN;
	pr_sname = T->exit_state != 0 || (T->__state & 0x80) != 0 ? 'Z' :
	    (T->__state & 0xc) != 0 ? 'T' :
	    (T->__state & 0x800) != 0 ? 'I' :
	    (T->__state & 0x200) != 0 ? 'W' :
	    T->__state != 0 ? 'S' :
	    T->on_cpu != 0 || T == curthread ? 'O' : 'R';
	pr_nice = T->static_prio - 100;
	pr_syscall = 0;
	pr_pri = 139 - T->prio;
	pr_clname = T->policy == 0 ? "TS" : T->policy == 1 ? "FF" :
	    T->policy == 2 ? "RR" : T->policy == 3 ? "B" :
	    T->policy == 5 ? "IDL" : T->policy == 6 ? "DLN" :
	    T->policy == 7 ? "EXT" : "?";
	pr_name = T->comm;
	pr_onpro = T == curthread ? curcpu->cpu_id : T->wake_cpu;
	pr_bindpro = -1;
	pr_bindpset = -1;
	pr_lgrp = 0;
};

inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);
#pragma D binding "1.0" curpsinfo
inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);
#pragma D binding "1.0" curlwpsinfo

/* The current thread's working and root directories, as path names. */
inline string cwd = d_path(&curthread->fs->pwd);
#pragma D binding "1.0" cwd
inline string root = d_path(&curthread->fs->root);
#pragma D binding "1.0" root
