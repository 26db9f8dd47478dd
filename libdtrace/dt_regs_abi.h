/*
 * The C calling convention as a BPF program sees it in a struct pt_regs
 * context (kprobes for the kernel's functions, uprobes for user ones): the
 * registers that carry the first arguments, in order, the return value's,
 * the stack pointer, and where the first stack argument lies above it.
 * fbt's and the uprobe providers' trampolines and the generic argument fetch
 * (dt_cg_args.c) all read arguments through these.
 */
#ifndef DT_REGS_ABI_H
#define DT_REGS_ABI_H

#include <stddef.h>
#include <asm/ptrace.h>

#if defined(__x86_64__)
static const int dt_abi_argregs[] = {
	offsetof(struct pt_regs, rdi), offsetof(struct pt_regs, rsi),
	offsetof(struct pt_regs, rdx), offsetof(struct pt_regs, rcx),
	offsetof(struct pt_regs, r8), offsetof(struct pt_regs, r9),
};
#define DT_ABI_RETREG	offsetof(struct pt_regs, rax)
#define DT_ABI_SP	offsetof(struct pt_regs, rsp)
#define DT_ABI_STACK0	8	/* the first stack argument, above the return address */
#elif defined(__aarch64__)
static const int dt_abi_argregs[] = {
	offsetof(struct user_pt_regs, regs[0]), offsetof(struct user_pt_regs, regs[1]),
	offsetof(struct user_pt_regs, regs[2]), offsetof(struct user_pt_regs, regs[3]),
	offsetof(struct user_pt_regs, regs[4]), offsetof(struct user_pt_regs, regs[5]),
	offsetof(struct user_pt_regs, regs[6]), offsetof(struct user_pt_regs, regs[7]),
};
#define DT_ABI_RETREG	offsetof(struct user_pt_regs, regs[0])
#define DT_ABI_SP	offsetof(struct user_pt_regs, sp)
#define DT_ABI_STACK0	0
#else
#error "dt_regs_abi.h: unknown architecture (add its argument registers here)"
#endif
#define DT_ABI_NREGS	((int)(sizeof(dt_abi_argregs) / sizeof(dt_abi_argregs[0])))

#endif /* DT_REGS_ABI_H */
