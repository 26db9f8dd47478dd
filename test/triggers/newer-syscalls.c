/*
 * Trigger for the system call numbers libdtrace knows beyond the build's
 * <asm/unistd.h> (dt_prov_syscall.c, dt_syscall_newer[]): makes system
 * call 451 + i (cachestat ... file_setattr) i + 1 times, each with
 * arguments it refuses at once (bad fd, NULL pointers, invalid flags), so
 * that a count per probe name tells which number the probe was attached
 * to.  map_shadow_stack (453) is skipped: where it exists it may map
 * memory.  Kernels without a call return ENOSYS.
 */
#include <unistd.h>
#include <sys/syscall.h>

int main(void)
{
	for (long nr = 451; nr <= 469; nr++) {
		if (nr == 453)
			continue;
		for (long i = 0; i <= nr - 451; i++)
			syscall(nr, -1L, 0L, -1L, 0L, -1L, -1L);
	}
	return 0;
}
