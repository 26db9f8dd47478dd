/*
 * progenyof(pid): 1 if the current process is pid or one of its
 * descendants.  Walks up real_parent from the current task, at most
 * DT_PROGENY_MAXDEPTH generations (a bounded loop for the verifier), and
 * stops at the task that is its own parent (the idle task) or on a fault.
 */
#include "bpf_support.h"

#define DT_PROGENY_MAXDEPTH	64

DT_FUNC uint64_t dt_progenyof(int64_t pid)
{
	uint64_t task = bpf_get_current_task(), parent;
	int32_t tgid;

	for (int i = 0; i < DT_PROGENY_MAXDEPTH && task != 0; i++) {
		if (bpf_probe_read_kernel(&tgid, sizeof(tgid),
					  (void *)(task + DT_CONST(TASK_TGID))) < 0)
			return 0;
		if (tgid == (int32_t)pid)
			return 1;
		if (bpf_probe_read_kernel(&parent, sizeof(parent),
					  (void *)(task + DT_CONST(TASK_REAL_PARENT))) < 0 ||
		    parent == task)
			return 0;
		task = parent;
	}
	return 0;
}
