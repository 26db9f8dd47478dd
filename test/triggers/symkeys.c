/*
 * Trigger for symbol aggregation keys: several addresses inside each of two
 * functions reach a probe as arguments of write(-1, addr, libc_addr), so that
 * usym(), ufunc() and umod() keys over different PCs of one function (one
 * object) must merge into one entry, while uaddr() keys stay apart.  The
 * second argument is an address inside libc (main's return address).  A
 * last write(-2, ...) tells the script to stop; then the process waits to
 * be killed (at most 10 s) so that its mappings can still be read.
 */
#include <unistd.h>
#include <sys/syscall.h>

void __attribute__((noinline)) symkeys_a(void)
{
	__asm__ volatile("nop; nop; nop; nop; nop; nop; nop; nop");
}

void __attribute__((noinline)) symkeys_b(void)
{
	__asm__ volatile("nop; nop; nop; nop; nop; nop; nop; nop");
}

int main(void)
{
	long libc = (long)__builtin_return_address(0);

	alarm(10);
	symkeys_a();
	symkeys_b();
	syscall(SYS_write, -1, (long)symkeys_a, libc);
	syscall(SYS_write, -1, (long)symkeys_a + 1, libc + 1);
	syscall(SYS_write, -1, (long)symkeys_a + 3, libc);
	syscall(SYS_write, -1, (long)symkeys_b + 2, libc + 2);
	syscall(SYS_write, -2, 0, 0);
	for (;;)
		pause();
}
