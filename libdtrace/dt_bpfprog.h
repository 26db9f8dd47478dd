/*
 * A BPF program under construction.
 *
 * Code generation (dt_cg.c) and provider trampolines append instructions with
 * the emitters below; jumps name local labels that dt_prog_finish() resolves.
 * References to things outside the program (support functions from bpf/,
 * maps, link-time constants) are recorded as relocations that the linker
 * (dt_link.c) resolves.  The disassembler (dt_dis.c) prints the result for -S.
 */
#ifndef DT_BPFPROG_H
#define DT_BPFPROG_H

#include <stdint.h>
#include <stdio.h>
#include <linux/bpf.h>

typedef enum dt_reloc_kind {
	DT_RELOC_CALL = 1,	/* call insn: BPF-to-BPF call to function ir_sym */
	DT_RELOC_MAP,		/* ld_imm64: fd of map ir_sym */
	DT_RELOC_MAPVAL,	/* ld_imm64: address of value 0 of map ir_sym, + ir_addend */
	DT_RELOC_CONST,		/* ld_imm64: value of link-time constant ir_sym (+ ir_addend) */
	DT_RELOC_FUNC		/* ld_imm64: address of function ir_sym (a bpf_loop callback) */
} dt_reloc_kind_t;

typedef struct dt_reloc {
	uint32_t ir_insn;	/* index of the instruction */
	dt_reloc_kind_t ir_kind;
	char *ir_sym;		/* owned */
	int64_t ir_addend;
} dt_reloc_t;

typedef struct dt_bpf_prog {
	char *bp_name;			/* program name (shown by -S) */
	struct bpf_insn *bp_insns;
	uint32_t bp_ninsns, bp_icap;
	dt_reloc_t *bp_relocs;
	uint32_t bp_nrelocs, bp_rcap;
	char **bp_labels;		/* bp_labels[i]: name of a label at insn i, or NULL (parallel to bp_insns) */
	/* local labels (before dt_prog_finish) */
	int32_t *bp_lblpos;		/* label -> insn index, -1 if not placed */
	uint32_t bp_nlbls, bp_lcap;
	uint32_t *bp_fixups;		/* insns whose .off holds a label id */
	uint32_t bp_nfix, bp_fcap;
	int bp_nomem;			/* an allocation failed */
} dt_bpf_prog_t;

extern dt_bpf_prog_t *dt_prog_create(const char *name);
extern void dt_prog_destroy(dt_bpf_prog_t *);
extern void dt_emit(dt_bpf_prog_t *, struct bpf_insn);
extern void dt_emit_ld64(dt_bpf_prog_t *, int dst, uint64_t imm);
extern void dt_emit_reloc(dt_bpf_prog_t *, int dst, dt_reloc_kind_t, const char *sym, int64_t addend);
extern void dt_emit_call_func(dt_bpf_prog_t *, const char *func);	/* BPF-to-BPF call */
extern int dt_prog_add_reloc(dt_bpf_prog_t *, uint32_t insn, dt_reloc_kind_t, const char *sym,
			     int64_t addend);
extern int dt_label_new(dt_bpf_prog_t *);
extern void dt_label_place(dt_bpf_prog_t *, int label);
extern void dt_emit_jmp(dt_bpf_prog_t *, struct bpf_insn, int label);	/* .off = label */
extern void dt_prog_set_label_name(dt_bpf_prog_t *, uint32_t insn, const char *name);
extern int dt_prog_finish(dt_bpf_prog_t *);	/* resolve local labels; -1 on error */
/* place label, return 0 there, finish; the program, or NULL (destroyed) */
extern dt_bpf_prog_t *dt_prog_end_return0(dt_bpf_prog_t *, int label);

/* Instruction constructors, as in the kernel's filter.h. */
#define BPF_INSN(c, d, s, o, i) \
	((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s), .off = (o), .imm = (i) })
#define BPF_ALU64_REG(op, d, s)	BPF_INSN(BPF_ALU64 | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define BPF_ALU64_IMM(op, d, i)	BPF_INSN(BPF_ALU64 | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define BPF_ALU32_REG(op, d, s)	BPF_INSN(BPF_ALU | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define BPF_ALU32_IMM(op, d, i)	BPF_INSN(BPF_ALU | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define BPF_MOV_REG(d, s)	BPF_ALU64_REG(BPF_MOV, d, s)
#define BPF_MOV_IMM(d, i)	BPF_ALU64_IMM(BPF_MOV, d, i)
#define BPF_NEG_REG(d)		BPF_INSN(BPF_ALU64 | BPF_NEG, d, 0, 0, 0)
#define BPF_LOAD(sz, d, s, o)	BPF_INSN(BPF_LDX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define BPF_STORE(sz, d, o, s)	BPF_INSN(BPF_STX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define BPF_STORE_IMM(sz, d, o, i) BPF_INSN(BPF_ST | BPF_SIZE(sz) | BPF_MEM, d, 0, o, i)
#define BPF_XADD_REG(sz, d, o, s) BPF_INSN(BPF_STX | BPF_SIZE(sz) | BPF_ATOMIC, d, s, o, BPF_ADD)
#define BPF_JMP_REG(op, d, s, l) BPF_INSN(BPF_JMP | BPF_OP(op) | BPF_X, d, s, l, 0)
#define BPF_JMP_IMM(op, d, i, l) BPF_INSN(BPF_JMP | BPF_OP(op) | BPF_K, d, 0, l, i)
#define BPF_GOTO(l)		BPF_INSN(BPF_JMP | BPF_JA, 0, 0, l, 0)
#define BPF_CALL_HELPER(h)	BPF_INSN(BPF_JMP | BPF_CALL, 0, 0, 0, h)
#define BPF_RETURN()		BPF_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)
#define BPF_NOP()		BPF_INSN(BPF_JMP | BPF_JA, 0, 0, 0, 0)

/* Register names. */
#define BPF_REG_FP	BPF_REG_10

/* Disassembly for -S (dt_dis.c).  mapname(fd) names a map fd, may be NULL. */
typedef const char *dt_dis_mapname_f(int fd, void *arg);
extern void dt_dis_prog(FILE *, const dt_bpf_prog_t *, dt_dis_mapname_f *, void *arg);
extern const char *dt_dis_helper_name(int helper_id);

#endif /* DT_BPFPROG_H */
