/*
 * Trigger for ustack() and the user symbol actions: main calls
 * ustack_outer, which calls ustack_inner, which makes two system calls
 * from its own code (inline syscall instructions, so that the user PC is in
 * ustack_inner and frame pointers lead back to main):
 *   getppid()                                   for ustack()
 *   write(-1, ustack_inner + 3, main's return)  addresses for usym()...,
 *                                               the second one inside libc
 * Then it waits to be killed (at most 10 s): symbols are read from a live
 * process's mappings.  With an argument N it exits by itself after N ms
 * instead (stacks printed after the process has gone).  Built as PIE
 * (ustack) and, through ustack-nopie.c, at a fixed address.
 */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>

static long __attribute__((noinline)) raw_syscall3(long nr, long a, long b, long c)
{
#ifdef __x86_64__
	long ret;

	__asm__ volatile("syscall"
			 : "=a"(ret)
			 : "a"(nr), "D"(a), "S"(b), "d"(c)
			 : "rcx", "r11", "memory");
	return ret;
#else
	return syscall(nr, a, b, c);
#endif
}

void __attribute__((noinline)) ustack_inner(void *libc_addr)
{
#ifdef __x86_64__
	long ret;

	/* inline, not through raw_syscall3: this function is the first frame */
	__asm__ volatile("syscall" : "=a"(ret) : "a"((long)SYS_getppid) : "rcx", "r11", "memory");
	(void)ret;
#else
	syscall(SYS_getppid);
#endif
	raw_syscall3(SYS_write, -1, (long)ustack_inner + 3, (long)libc_addr);
}

void __attribute__((noinline)) ustack_outer(void *libc_addr)
{
	ustack_inner(libc_addr);
}

int main(int argc, char **argv)
{
	alarm(10);
	ustack_outer(__builtin_return_address(0));
	if (argc > 1) {
		usleep(atoi(argv[1]) * 1000);
		return 0;
	}
	for (;;)
		pause();
}
