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
	return dt_parent_tgid(bpf_get_current_task());
}
