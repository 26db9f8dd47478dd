/*
 * Builtin variable ppid: the tgid of the current task's parent.
 *
 * The offsets of task_struct's members come from the running kernel's BTF
 * at link time (constants TASK_REAL_PARENT and TASK_TGID), so one support
 * object serves every kernel.
 */
#include "bpf_support.h"

DT_FUNC uint64_t dt_bvar_ppid(void)
{
	uint64_t task = bpf_get_current_task();
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
