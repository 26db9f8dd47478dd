/*
 * Trigger: calls dup2(2) once with the invalid descriptors 4321 and 4322,
 * so that tests know the first two system call arguments (and the
 * registers that carry them) exactly.  It fails with EBADF.
 */
#include <unistd.h>
#include <sys/syscall.h>

int main(void)
{
	return syscall(SYS_dup2, 4321L, 4322L) == -1 ? 0 : 1;
}
