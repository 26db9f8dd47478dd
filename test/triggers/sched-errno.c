/*
 * Trigger: sched_getscheduler(2) once failing (EINVAL for a negative pid)
 * and once succeeding (0, SCHED_OTHER), for syscall return probes.
 */
#include <sched.h>

int main(void)
{
	if (sched_getscheduler(-1) != -1)
		return 1;
	return sched_getscheduler(0) == SCHED_OTHER ? 0 : 1;
}
