/*
 * regs.d: the register indices of x86-64 for uregs[], the user-mode
 * registers of the current thread at the time of the probe:
 *
 *	syscall::write:entry { printf("%x %x", uregs[R_RIP], uregs[R_RSP]); }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding").
 *
 * An index is the position of the register in the kernel's struct pt_regs,
 * in 8-byte words (uregs[i] reads the i-th word of the user pt_regs, as
 * DTrace for Oracle Linux does); each line's "@btf-slot pt_regs.MEMBER" is
 * checked against the kernel's BTF by test/unit/dlibs/run.sh (the layout is
 * the same in Linux 5.15 to 6.18; checked on 6.1 and 6.18, where FRED made
 * cs and ss unions of the same size).  pt_regs has no fs, gs, ds or es, so
 * there are no R_FS, R_GS, R_DS, R_ES.
 */

inline int R_R15 = 0;			/* @btf-slot pt_regs.r15 */
#pragma D binding "1.0" R_R15
inline int R_R14 = 1;			/* @btf-slot pt_regs.r14 */
#pragma D binding "1.0" R_R14
inline int R_R13 = 2;			/* @btf-slot pt_regs.r13 */
#pragma D binding "1.0" R_R13
inline int R_R12 = 3;			/* @btf-slot pt_regs.r12 */
#pragma D binding "1.0" R_R12
inline int R_RBP = 4;			/* @btf-slot pt_regs.bp */
#pragma D binding "1.0" R_RBP
inline int R_RBX = 5;			/* @btf-slot pt_regs.bx */
#pragma D binding "1.0" R_RBX
inline int R_R11 = 6;			/* @btf-slot pt_regs.r11 */
#pragma D binding "1.0" R_R11
inline int R_R10 = 7;			/* @btf-slot pt_regs.r10 */
#pragma D binding "1.0" R_R10
inline int R_R9 = 8;			/* @btf-slot pt_regs.r9 */
#pragma D binding "1.0" R_R9
inline int R_R8 = 9;			/* @btf-slot pt_regs.r8 */
#pragma D binding "1.0" R_R8
inline int R_RAX = 10;			/* @btf-slot pt_regs.ax */
#pragma D binding "1.0" R_RAX
inline int R_RCX = 11;			/* @btf-slot pt_regs.cx */
#pragma D binding "1.0" R_RCX
inline int R_RDX = 12;			/* @btf-slot pt_regs.dx */
#pragma D binding "1.0" R_RDX
inline int R_RSI = 13;			/* @btf-slot pt_regs.si */
#pragma D binding "1.0" R_RSI
inline int R_RDI = 14;			/* @btf-slot pt_regs.di */
#pragma D binding "1.0" R_RDI
inline int R_ORIG_RAX = 15;		/* @btf-slot pt_regs.orig_ax */
#pragma D binding "1.0" R_ORIG_RAX
inline int R_RIP = 16;			/* @btf-slot pt_regs.ip */
#pragma D binding "1.0" R_RIP
inline int R_CS = 17;			/* @btf-slot pt_regs.cs */
#pragma D binding "1.0" R_CS
inline int R_RFL = 18;			/* @btf-slot pt_regs.flags */
#pragma D binding "1.0" R_RFL
inline int R_RSP = 19;			/* @btf-slot pt_regs.sp */
#pragma D binding "1.0" R_RSP
inline int R_SS = 20;			/* @btf-slot pt_regs.ss */
#pragma D binding "1.0" R_SS

/*
 * illumos' machine-independent names (sys/regset.h): program counter,
 * stack and frame pointers, processor status, and the two registers that
 * hold return values (R_R0 = rax, R_R1 = rdx).
 */
inline int R_PC = 16;			/* @btf-slot pt_regs.ip */
#pragma D binding "1.0" R_PC
inline int R_SP = 19;			/* @btf-slot pt_regs.sp */
#pragma D binding "1.0" R_SP
inline int R_FP = 4;			/* @btf-slot pt_regs.bp */
#pragma D binding "1.0" R_FP
inline int R_PS = 18;			/* @btf-slot pt_regs.flags */
#pragma D binding "1.0" R_PS
inline int R_R0 = 10;			/* @btf-slot pt_regs.ax */
#pragma D binding "1.0" R_R0
inline int R_R1 = 12;			/* @btf-slot pt_regs.dx */
#pragma D binding "1.0" R_R1

/*
 * The i386 names, for scripts written for 32-bit processes: the same
 * registers (a 32-bit process's eax is the low half of rax in pt_regs).
 * R_UESP is the user stack pointer, R_EFL the flags.
 */
inline int R_EAX = 10;			/* @btf-slot pt_regs.ax */
#pragma D binding "1.0" R_EAX
inline int R_EBX = 5;			/* @btf-slot pt_regs.bx */
#pragma D binding "1.0" R_EBX
inline int R_ECX = 11;			/* @btf-slot pt_regs.cx */
#pragma D binding "1.0" R_ECX
inline int R_EDX = 12;			/* @btf-slot pt_regs.dx */
#pragma D binding "1.0" R_EDX
inline int R_ESI = 13;			/* @btf-slot pt_regs.si */
#pragma D binding "1.0" R_ESI
inline int R_EDI = 14;			/* @btf-slot pt_regs.di */
#pragma D binding "1.0" R_EDI
inline int R_EBP = 4;			/* @btf-slot pt_regs.bp */
#pragma D binding "1.0" R_EBP
inline int R_ESP = 19;			/* @btf-slot pt_regs.sp */
#pragma D binding "1.0" R_ESP
inline int R_UESP = 19;			/* @btf-slot pt_regs.sp */
#pragma D binding "1.0" R_UESP
inline int R_EIP = 16;			/* @btf-slot pt_regs.ip */
#pragma D binding "1.0" R_EIP
inline int R_EFL = 18;			/* @btf-slot pt_regs.flags */
#pragma D binding "1.0" R_EFL
