/*
 * x86-64 instruction boundaries for the pid provider (doc/insn.md): a
 * uprobe may only sit on the first byte of an instruction, so a probe
 * `pid$target:mod:func:OFF` needs the instruction starts of func, and the
 * `return` probes need the instructions that leave it (ret, tail jumps).
 * The pid provider reads a function's bytes from its ELF object and asks
 * dt_insn_decode() for both.  Lengths only: nothing is disassembled into
 * text, no library is used.
 */
#ifndef DT_INSN_H
#define DT_INSN_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
	DT_INSN_OTHER,		/* stays in the function, or a call */
	DT_INSN_RET,		/* ret, ret imm16, with any prefix (bnd ret, repz ret) */
	DT_INSN_TAILJMP		/* a jump that leaves the function (below) */
} dt_insn_kind_t;

typedef struct dt_insn {
	uint32_t di_off;	/* offset from the start of the function */
	uint8_t di_len;		/* 1 to 15 bytes */
	uint8_t di_kind;	/* dt_insn_kind_t */
} dt_insn_t;

/*
 * Decode a function's code: every instruction in order into *insns
 * (malloc'd, caller frees; NULL when size is 0); returns the count, or -1
 * with *bad set to the offset that could not be decoded (an undefined or
 * unsupported opcode, or an instruction running past size) and *insns NULL,
 * errno EINVAL (ENOMEM when memory ran out, EFBIG past 2 GiB of code).
 * Padding after the last instruction (int3, nops, zeros) decodes as the
 * instructions it is, but for a last zero byte (or a few that cannot be
 * a whole add %al,(%rax)): that rest is left out and the instructions
 * then end before size.
 *
 * DT_INSN_TAILJMP is a direct jmp (E9, EB) whose target is outside
 * [0, size), or an indirect jmp (FF /4) through a memory operand with no
 * index register (`jmp *disp(%rip)`, `jmp *8(%rax)`): a pointer, not a
 * table.  `jmp *%reg` and `jmp *table(,%reg,8)` are how compilers dispatch
 * switch tables, so they are DT_INSN_OTHER, as are conditional jumps (a
 * return probe there would fire on the path that stays in the function).
 */
extern int dt_insn_decode(const uint8_t *code, size_t size, dt_insn_t **insns, size_t *bad);

/*
 * Whether Linux's x86 uprobes accept a probe on the instruction of len
 * bytes at code (an instruction dt_insn_decode() found).  The kernel
 * refuses (ENOTSUPP) any instruction with a lock prefix or a CS, DS, ES or
 * SS override (`cs nopw`, `notrack jmp`), a relative branch with a 66
 * prefix, and int3, int, int1, iret, hlt, cli, sti, in, out, ins, outs:
 * one such offset in a uprobe_multi link fails the whole link, so a
 * provider leaves them out (doc/insn.md).
 */
extern int dt_insn_uprobe_ok(const uint8_t *code, size_t len);

/* The length of the one instruction at code (at most avail bytes), or -1. */
extern int dt_insn_len(const uint8_t *code, size_t avail);

#endif /* DT_INSN_H */
