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
	uint64_t parent = 0;
	int32_t tgid = 0;

	if (task == 0)
		return 0;
	if (bpf_probe_read_kernel(&parent, sizeof(parent),
				  (void *)(task + DT_CONST(TASK_REAL_PARENT))) < 0)
		return 0;
	if (bpf_probe_read_kernel(&tgid, sizeof(tgid),
				  (void *)(parent + DT_CONST(TASK_TGID))) < 0)
		return 0;
	return tgid;
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
