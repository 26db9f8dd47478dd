/*
 * What the built-in variables say of a task other than the current one:
 * the task a firing is about (sched:::on-cpu's next, dt_mstate_t.about),
 * read with bpf_probe_read_kernel() at offsets from the running kernel's
 * BTF (link-time constants), so one support object serves every kernel.
 * Each returns what the helper the current task's variable uses would:
 *
 *	dt_task_pid_tgid(t)	bpf_get_current_pid_tgid(): tgid << 32 | pid
 *	dt_task_uid_gid(t)	bpf_get_current_uid_gid(): gid << 32 | uid (real ids)
 *	dt_task_ppid(t)		dt_bvar_ppid(): the parent's tgid
 *	dt_task_comm(d, n, t)	bpf_get_current_comm(d, n)
 *
 * A task that cannot be read gives 0.
 */
#include "bpf_support.h"

DT_FUNC uint64_t dt_task_pid_tgid(uint64_t task)
{
	uint32_t pid = 0, tgid = 0;
	uint64_t both = 0;

	/* tgid after pid (every kernel so far): one read, little-endian's tgid << 32 | pid */
	if (DT_CONST(TASK_TGID) == DT_CONST(TASK_PID) + 4 &&
	    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__) {
		bpf_probe_read_kernel(&both, sizeof(both), (void *)(task + DT_CONST(TASK_PID)));
		return both;
	}
	bpf_probe_read_kernel(&pid, sizeof(pid), (void *)(task + DT_CONST(TASK_PID)));
	bpf_probe_read_kernel(&tgid, sizeof(tgid), (void *)(task + DT_CONST(TASK_TGID)));
	return (uint64_t)tgid << 32 | pid;
}

DT_FUNC uint64_t dt_task_uid_gid(uint64_t task)
{
	uint64_t cred = 0;
	uint32_t uid = 0, gid = 0;

	if (bpf_probe_read_kernel(&cred, sizeof(cred),
				  (void *)(task + DT_CONST(TASK_CRED))) < 0 || cred == 0)
		return 0;
	bpf_probe_read_kernel(&uid, sizeof(uid), (void *)(cred + DT_CONST(CRED_UID)));
	bpf_probe_read_kernel(&gid, sizeof(gid), (void *)(cred + DT_CONST(CRED_GID)));
	return (uint64_t)gid << 32 | uid;
}

DT_FUNC uint64_t dt_task_ppid(uint64_t task)
{
	return dt_parent_tgid(task);
}

/* bpf_get_current_comm(dst, len) for the task: len (at most 16) bytes of its comm */
DT_FUNC uint64_t dt_task_comm(char *dst, uint64_t len, uint64_t task)
{
	if (len > 16)
		len = 16;
	if (bpf_probe_read_kernel(dst, len, (void *)(task + DT_CONST(TASK_COMM))) < 0)
		dst[0] = '\0';
	return 0;
}

/*
 * psinfo_t's pr_psargs (procfs.d, through the D library's __psargs()): the
 * process's arguments, NUL-separated in its user memory from mm->arg_start
 * to mm->arg_end, as one string of at most PSARGS_MAX bytes (PRARGSZ 80
 * less the NUL) with single spaces between them.  The current address
 * space only (the caller checks that it is the task's).  An unreadable
 * list gives "".
 */
#define PSARGS_MAX	79

struct psargs_loop {
	char *dst;
};

/* Byte k of the list: a NUL between two arguments becomes a space. */
DT_LOOP_CB psargs_cb(uint64_t k, void *arg)
{
	struct psargs_loop *l = arg;

	if (k >= PSARGS_MAX || k >= DT_CONST(STRSZ) - 1)
		return DT_LOOP_STOP;
	if (l->dst[k] == '\0')
		l->dst[k] = ' ';
	return DT_LOOP_NEXT;
}

DT_FUNC void dt_psargs(char *dst, uint64_t start, uint64_t end)
{
	struct psargs_loop l = { dst };
	uint64_t n = end > start ? end - start : 0;

	/* n = min(arg_end - arg_start, PSARGS_MAX, STRSZ - 1) */
	if (n > PSARGS_MAX)
		n = PSARGS_MAX;
	if (n > DT_CONST(STRSZ) - 1)
		n = DT_CONST(STRSZ) - 1;
	if (bpf_probe_read_user(dst, n, (void *)start) < 0) {
		dst[0] = '\0';
		return;
	}
	dst[n] = '\0';
	/* the last argument's NUL (or a separator where the list is cut): no trailing space */
	if (n > 0 && dst[n - 1] == '\0')
		n--;
	bpf_loop(n, psargs_cb, &l, 0);
}
