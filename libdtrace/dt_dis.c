/*
 * The BPF disassembler behind -S: prints a program, as generated or as
 * linked (dt_link.c), in the assembler syntax of llvm-objdump and the
 * kernel's verifier log ("r1 = *(u64 *)(r7 + 16)", "if r0 == 0x0 goto L3").
 *
 * Jump targets get labels named after their instruction index (L3), unless
 * the program names that instruction (a linked support function starts with
 * its name).  Relocation records name what a load or call refers to, so a
 * map load shows the map's name; without one, the caller's mapname()
 * callback names a map fd.  Helper names come from linux/bpf.h's own list.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "dt_bpfprog.h"

/* Instruction forms newer than the linux/bpf.h we may be built with. */
#ifndef BPF_MEMSX
#define BPF_MEMSX	0x80
#endif
#ifndef BPF_LOAD_ACQ
#define BPF_LOAD_ACQ	0x100
#endif
#ifndef BPF_STORE_REL
#define BPF_STORE_REL	0x110
#endif

/*
 * Helper names, generated from the kernel's own list of helpers: in every
 * version of linux/bpf.h, __BPF_FUNC_MAPPER(FN) expands to "FN(name),"
 * for each helper, in id order.
 */
#define DT_HELPER_NAME(name)	[BPF_FUNC_ ## name] = "bpf_" #name
static const char *const dt_helper_names[] = {
	__BPF_FUNC_MAPPER(DT_HELPER_NAME)
};
#undef DT_HELPER_NAME

const char *dt_dis_helper_name(int id)
{
	if (id <= 0 ||
	    (size_t)id >= sizeof(dt_helper_names) / sizeof(dt_helper_names[0]))
		return NULL;
	return dt_helper_names[id];
}

/* What the printer of one instruction needs. */
typedef struct dt_dis {
	const dt_bpf_prog_t *dd_prog;
	const int32_t *dd_reloc;	/* per insn: relocation index or -1 */
	dt_dis_mapname_f *dd_mapname;
	void *dd_arg;
	char dd_buf[128];		/* text of the instruction */
} dt_dis_t;

static const char *const dt_alu_ops[16] = {
	[BPF_ADD >> 4] = "+=", [BPF_SUB >> 4] = "-=", [BPF_MUL >> 4] = "*=",
	[BPF_DIV >> 4] = "/=", [BPF_OR >> 4] = "|=", [BPF_AND >> 4] = "&=",
	[BPF_LSH >> 4] = "<<=", [BPF_RSH >> 4] = ">>=", [BPF_MOD >> 4] = "%=",
	[BPF_XOR >> 4] = "^=", [BPF_MOV >> 4] = "=", [BPF_ARSH >> 4] = "s>>=",
};

static const char *const dt_jmp_ops[16] = {
	[BPF_JEQ >> 4] = "==", [BPF_JGT >> 4] = ">", [BPF_JGE >> 4] = ">=",
	[BPF_JSET >> 4] = "&", [BPF_JNE >> 4] = "!=", [BPF_JSGT >> 4] = "s>",
	[BPF_JSGE >> 4] = "s>=", [BPF_JLT >> 4] = "<", [BPF_JLE >> 4] = "<=",
	[BPF_JSLT >> 4] = "s<", [BPF_JSLE >> 4] = "s<=",
};

static const char *const dt_sizes[4] = {
	[BPF_W >> 3] = "32", [BPF_H >> 3] = "16", [BPF_B >> 3] = "8",
	[BPF_DW >> 3] = "64",
};

/* Append to the instruction text. */
static void dt_out(dt_dis_t *dd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void dt_out(dt_dis_t *dd, const char *fmt, ...)
{
	size_t len = strlen(dd->dd_buf);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(dd->dd_buf + len, sizeof(dd->dd_buf) - len, fmt, ap);
	va_end(ap);
}

/* A signed immediate in hex: 0x10, -0x8. */
static void dt_out_imm(dt_dis_t *dd, int64_t v)
{
	if (v < 0)
		dt_out(dd, "-0x%llx", (unsigned long long)-(uint64_t)v);
	else
		dt_out(dd, "0x%llx", (unsigned long long)v);
}

/* A memory operand: (r7 + 16), (r10 - 8). */
static void dt_out_mem(dt_dis_t *dd, int reg, int16_t off)
{
	if (off < 0)
		dt_out(dd, "(r%d - %d)", reg, -(int)off);
	else
		dt_out(dd, "(r%d + %d)", reg, off);
}

/* The label at instruction target: its name, or L<index>. */
static void dt_out_label(dt_dis_t *dd, int64_t target)
{
	const dt_bpf_prog_t *prog = dd->dd_prog;

	if (target < 0 || target > prog->bp_ninsns)
		dt_out(dd, "<%lld: outside the program>", (long long)target);
	else if (target < prog->bp_ninsns && prog->bp_labels[target] != NULL)
		dt_out(dd, "%s", prog->bp_labels[target]);
	else
		dt_out(dd, "L%lld", (long long)target);
}

/*
 * Where the jump at i goes.  Before dt_prog_finish(), a jump's .off still
 * holds its label id.
 */
static int64_t dt_jump_target(const dt_bpf_prog_t *prog, uint32_t i)
{
	const struct bpf_insn *ip = &prog->bp_insns[i];
	uint32_t f;

	for (f = 0; f < prog->bp_nfix; f++) {
		uint16_t lbl = (uint16_t)ip->off;

		if (prog->bp_fixups[f] != i)
			continue;
		return lbl < prog->bp_nlbls ? prog->bp_lblpos[lbl] : -1;
	}
	if ((BPF_CLASS(ip->code) == BPF_JMP32 && BPF_OP(ip->code) == BPF_JA) ||
	    ip->code == (BPF_JMP | BPF_CALL))
		return (int64_t)i + ip->imm + 1;
	return (int64_t)i + ip->off + 1;
}

/* Does instruction i jump (or call locally) to another instruction? */
static int dt_is_jump(const struct bpf_insn *ip)
{
	uint8_t cls = BPF_CLASS(ip->code), op = BPF_OP(ip->code);

	if (cls != BPF_JMP && cls != BPF_JMP32)
		return 0;
	if (op == BPF_EXIT)
		return 0;
	if (op == BPF_CALL)
		return cls == BPF_JMP && ip->src_reg == BPF_PSEUDO_CALL;
	return 1;
}

static void dt_dis_alu(dt_dis_t *dd, const struct bpf_insn *ip)
{
	int is64 = BPF_CLASS(ip->code) == BPF_ALU64;
	char r = is64 ? 'r' : 'w';
	uint8_t op = BPF_OP(ip->code);

	if (op == BPF_NEG) {
		dt_out(dd, "%c%d = -%c%d", r, ip->dst_reg, r, ip->dst_reg);
		return;
	}
	if (op == BPF_END) {
		const char *kind = is64 ? "bswap" :
			BPF_SRC(ip->code) == BPF_X ? "be" : "le";

		dt_out(dd, "r%d = %s%d r%d", ip->dst_reg, kind, ip->imm, ip->dst_reg);
		return;
	}
	if (dt_alu_ops[op >> 4] == NULL) {
		dt_out(dd, "invalid alu op 0x%02x", ip->code);
		return;
	}
	if (op == BPF_MOV && BPF_SRC(ip->code) == BPF_X && ip->off != 0) {
		dt_out(dd, "%c%d = (s%d)%c%d", r, ip->dst_reg, ip->off, r, ip->src_reg);
		return;
	}
	dt_out(dd, "%c%d %s%s ", r, ip->dst_reg,
	       (op == BPF_DIV || op == BPF_MOD) && ip->off == 1 ? "s" : "",
	       dt_alu_ops[op >> 4]);
	if (BPF_SRC(ip->code) == BPF_X)
		dt_out(dd, "%c%d", r, ip->src_reg);
	else
		dt_out_imm(dd, ip->imm);
}

static void dt_dis_call(dt_dis_t *dd, const struct bpf_insn *ip, uint32_t i)
{
	const dt_bpf_prog_t *prog = dd->dd_prog;
	int32_t ri = dd->dd_reloc[i];
	const char *name;

	if (ip->src_reg == BPF_PSEUDO_CALL) {
		dt_out(dd, "call ");
		if (ri >= 0 && prog->bp_relocs[ri].ir_kind == DT_RELOC_CALL)
			dt_out(dd, "%s", prog->bp_relocs[ri].ir_sym);
		else
			dt_out_label(dd, dt_jump_target(prog, i));
	} else if (ip->src_reg == BPF_PSEUDO_KFUNC_CALL) {
		dt_out(dd, "call kfunc#%d", ip->imm);
	} else if ((name = dt_dis_helper_name(ip->imm)) != NULL) {
		dt_out(dd, "call %s", name);
	} else {
		dt_out(dd, "call helper#%d", ip->imm);
	}
}

static void dt_dis_jmp(dt_dis_t *dd, const struct bpf_insn *ip, uint32_t i)
{
	int is64 = BPF_CLASS(ip->code) == BPF_JMP;
	uint8_t op = BPF_OP(ip->code);

	if (op == BPF_CALL) {
		dt_dis_call(dd, ip, i);
		return;
	}
	if (op == BPF_EXIT) {
		dt_out(dd, "exit");
		return;
	}
	if (op == BPF_JA) {
		dt_out(dd, is64 ? "goto " : "gotol ");
		dt_out_label(dd, dt_jump_target(dd->dd_prog, i));
		return;
	}
	if (dt_jmp_ops[op >> 4] == NULL) {
		dt_out(dd, "invalid jump op 0x%02x", ip->code);
		return;
	}
	dt_out(dd, "if %c%d %s ", is64 ? 'r' : 'w', ip->dst_reg,
	       dt_jmp_ops[op >> 4]);
	if (BPF_SRC(ip->code) == BPF_X)
		dt_out(dd, "%c%d", is64 ? 'r' : 'w', ip->src_reg);
	else
		dt_out_imm(dd, ip->imm);
	dt_out(dd, " goto ");
	dt_out_label(dd, dt_jump_target(dd->dd_prog, i));
}

/* The name of the map of the ld_imm64 at i: relocation, then callback. */
static void dt_out_map(dt_dis_t *dd, const struct bpf_insn *ip, uint32_t i)
{
	const dt_bpf_prog_t *prog = dd->dd_prog;
	int32_t ri = dd->dd_reloc[i];
	const char *name = NULL;

	if (ri >= 0)
		name = prog->bp_relocs[ri].ir_sym;
	else if (dd->dd_mapname != NULL)
		name = dd->dd_mapname(ip->imm, dd->dd_arg);
	if (name != NULL)
		dt_out(dd, "map[%s]", name);
	else
		dt_out(dd, "map[fd:%d]", ip->imm);
}

static void dt_dis_ld64(dt_dis_t *dd, const struct bpf_insn *ip, uint32_t i)
{
	const dt_bpf_prog_t *prog = dd->dd_prog;
	int32_t ri = dd->dd_reloc[i];
	const dt_reloc_t *r = ri >= 0 ? &prog->bp_relocs[ri] : NULL;
	int kind = ip->src_reg;
	uint64_t v;

	if (i + 1 >= prog->bp_ninsns) {
		dt_out(dd, "invalid ld_imm64 at the end of the program");
		return;
	}
	/* Before linking, the relocation tells what the load will be. */
	if (kind == 0 && r != NULL && r->ir_kind == DT_RELOC_MAP)
		kind = BPF_PSEUDO_MAP_FD;
	else if (kind == 0 && r != NULL && r->ir_kind == DT_RELOC_MAPVAL)
		kind = BPF_PSEUDO_MAP_VALUE;

	dt_out(dd, "r%d = ", ip->dst_reg);
	switch (kind) {
	case BPF_PSEUDO_MAP_FD:
		dt_out_map(dd, ip, i);
		return;
	case BPF_PSEUDO_MAP_VALUE:
		dt_out(dd, "&");
		dt_out_map(dd, ip, i);
		dt_out(dd, " + %llu", r != NULL && ip->src_reg == 0 ?
		       (unsigned long long)r->ir_addend :
		       (unsigned long long)(uint32_t)ip[1].imm);
		return;
	case BPF_PSEUDO_BTF_ID:
		dt_out(dd, "btf_id[%d]", ip->imm);
		return;
	case BPF_PSEUDO_FUNC:
		dt_out(dd, "&");
		dt_out_label(dd, (int64_t)i + ip->imm + 1);
		return;
	case BPF_PSEUDO_MAP_IDX:
		dt_out(dd, "map[idx:%d]", ip->imm);
		return;
	case BPF_PSEUDO_MAP_IDX_VALUE:
		dt_out(dd, "&map[idx:%d] + %u", ip->imm, (uint32_t)ip[1].imm);
		return;
	}
	v = (uint64_t)(uint32_t)ip[1].imm << 32 | (uint32_t)ip[0].imm;
	dt_out(dd, "0x%llx ll", (unsigned long long)v);
	if (r != NULL && r->ir_addend != 0)
		dt_out(dd, "\t; %s + %lld", r->ir_sym, (long long)r->ir_addend);
	else if (r != NULL)
		dt_out(dd, "\t; %s", r->ir_sym);
}

static void dt_dis_ld(dt_dis_t *dd, const struct bpf_insn *ip, uint32_t i)
{
	const char *sz = dt_sizes[BPF_SIZE(ip->code) >> 3];

	switch (BPF_MODE(ip->code)) {
	case BPF_IMM:
		if (BPF_SIZE(ip->code) == BPF_DW) {
			dt_dis_ld64(dd, ip, i);
			return;
		}
		break;
	case BPF_ABS:
		dt_out(dd, "r0 = *(u%s *)skb[%d]", sz, ip->imm);
		return;
	case BPF_IND:
		dt_out(dd, "r0 = *(u%s *)skb[r%d + %d]", sz, ip->src_reg, ip->imm);
		return;
	}
	dt_out(dd, "invalid ld op 0x%02x", ip->code);
}

static void dt_dis_atomic(dt_dis_t *dd, const struct bpf_insn *ip)
{
	const char *sz = dt_sizes[BPF_SIZE(ip->code) >> 3];
	char r = BPF_SIZE(ip->code) == BPF_DW ? 'r' : 'w';
	int op = ip->imm & ~BPF_FETCH;
	const char *name = NULL, *sym = NULL;

	switch (op) {
	case BPF_ADD: name = "add"; sym = "+="; break;
	case BPF_OR: name = "or"; sym = "|="; break;
	case BPF_AND: name = "and"; sym = "&="; break;
	case BPF_XOR: name = "xor"; sym = "^="; break;
	}
	if (ip->imm == BPF_LOAD_ACQ) {
		dt_out(dd, "%c%d = load_acquire((u%s *)", r, ip->dst_reg, sz);
		dt_out_mem(dd, ip->src_reg, ip->off);
		dt_out(dd, ")");
	} else if (ip->imm == BPF_STORE_REL) {
		dt_out(dd, "store_release((u%s *)", sz);
		dt_out_mem(dd, ip->dst_reg, ip->off);
		dt_out(dd, ", %c%d)", r, ip->src_reg);
	} else if (ip->imm == BPF_XCHG || ip->imm == BPF_CMPXCHG) {
		int cmp = ip->imm == BPF_CMPXCHG;

		dt_out(dd, "%c%d = %s((u%s *)", r, cmp ? 0 : ip->src_reg,
		       cmp ? "cmpxchg" : "xchg", sz);
		dt_out_mem(dd, ip->dst_reg, ip->off);
		if (cmp)
			dt_out(dd, ", %c0", r);
		dt_out(dd, ", %c%d)", r, ip->src_reg);
	} else if (name != NULL && (ip->imm & BPF_FETCH)) {
		dt_out(dd, "%c%d = atomic_fetch_%s((u%s *)", r, ip->src_reg,
		       name, sz);
		dt_out_mem(dd, ip->dst_reg, ip->off);
		dt_out(dd, ", %c%d)", r, ip->src_reg);
	} else if (name != NULL) {
		dt_out(dd, "lock *(u%s *)", sz);
		dt_out_mem(dd, ip->dst_reg, ip->off);
		dt_out(dd, " %s %c%d", sym, r, ip->src_reg);
	} else {
		dt_out(dd, "invalid atomic op 0x%x", ip->imm);
	}
}

static void dt_dis_mem(dt_dis_t *dd, const struct bpf_insn *ip)
{
	const char *sz = dt_sizes[BPF_SIZE(ip->code) >> 3];
	uint8_t cls = BPF_CLASS(ip->code), mode = BPF_MODE(ip->code);

	if (cls == BPF_LDX && (mode == BPF_MEM || mode == BPF_MEMSX)) {
		dt_out(dd, "r%d = *(%c%s *)", ip->dst_reg,
		       mode == BPF_MEMSX ? 's' : 'u', sz);
		dt_out_mem(dd, ip->src_reg, ip->off);
	} else if (cls == BPF_ST && mode == BPF_MEM) {
		dt_out(dd, "*(u%s *)", sz);
		dt_out_mem(dd, ip->dst_reg, ip->off);
		dt_out(dd, " = ");
		dt_out_imm(dd, ip->imm);
	} else if (cls == BPF_STX && mode == BPF_MEM) {
		dt_out(dd, "*(u%s *)", sz);
		dt_out_mem(dd, ip->dst_reg, ip->off);
		dt_out(dd, " = r%d", ip->src_reg);
	} else if (cls == BPF_STX && mode == BPF_ATOMIC) {
		dt_dis_atomic(dd, ip);
	} else {
		dt_out(dd, "invalid memory op 0x%02x", ip->code);
	}
}

static void dt_dis_insn(dt_dis_t *dd, uint32_t i)
{
	const struct bpf_insn *ip = &dd->dd_prog->bp_insns[i];

	dd->dd_buf[0] = '\0';
	switch (BPF_CLASS(ip->code)) {
	case BPF_ALU:
	case BPF_ALU64:
		dt_dis_alu(dd, ip);
		break;
	case BPF_JMP:
	case BPF_JMP32:
		dt_dis_jmp(dd, ip, i);
		break;
	case BPF_LD:
		dt_dis_ld(dd, ip, i);
		break;
	default:
		dt_dis_mem(dd, ip);
		break;
	}
}

/* Mark the instructions that need a label line. */
static void dt_dis_targets(const dt_bpf_prog_t *prog, const int32_t *reloc,
			   uint8_t *target)
{
	uint32_t i;

	for (i = 0; i < prog->bp_nlbls; i++) {
		if (prog->bp_lblpos[i] >= 0 &&
		    (uint32_t)prog->bp_lblpos[i] <= prog->bp_ninsns)
			target[prog->bp_lblpos[i]] = 1;
	}
	for (i = 0; i < prog->bp_ninsns; i++) {
		const struct bpf_insn *ip = &prog->bp_insns[i];
		int64_t t;

		if (ip->code == (BPF_LD | BPF_DW | BPF_IMM)) {
			if (ip->src_reg == BPF_PSEUDO_FUNC) {
				t = (int64_t)i + ip->imm + 1;
				if (t >= 0 && t <= prog->bp_ninsns)
					target[t] = 1;
			}
			i++;
			continue;
		}
		/* A call with a relocation shows its callee's name instead. */
		if (!dt_is_jump(ip) ||
		    (ip->code == (BPF_JMP | BPF_CALL) && reloc[i] >= 0))
			continue;
		t = dt_jump_target(prog, i);
		if (t >= 0 && t <= prog->bp_ninsns)
			target[t] = 1;
	}
}

static void dt_dis_label_line(FILE *fp, const dt_bpf_prog_t *prog, uint32_t i,
			      const uint8_t *target)
{
	if (i < prog->bp_icap && prog->bp_labels[i] != NULL)
		fprintf(fp, "%s:\n", prog->bp_labels[i]);
	else if (target[i])
		fprintf(fp, "L%u:\n", i);
}

void dt_dis_prog(FILE *fp, const dt_bpf_prog_t *prog,
		 dt_dis_mapname_f *mapname, void *arg)
{
	dt_dis_t dd = { .dd_prog = prog, .dd_mapname = mapname, .dd_arg = arg };
	int32_t *reloc = malloc((prog->bp_ninsns + 1) * sizeof(int32_t));
	uint8_t *target = calloc(prog->bp_ninsns + 1, 1);
	uint32_t i;
	int second = 0;

	fprintf(fp, "Disassembly of %s:\n", prog->bp_name);
	if (reloc == NULL || target == NULL) {
		fprintf(fp, "(out of memory)\n");
		goto out;
	}
	for (i = 0; i < prog->bp_ninsns; i++)
		reloc[i] = -1;
	for (i = 0; i < prog->bp_nrelocs; i++) {
		if (prog->bp_relocs[i].ir_insn < prog->bp_ninsns)
			reloc[prog->bp_relocs[i].ir_insn] = i;
	}
	dd.dd_reloc = reloc;
	dt_dis_targets(prog, reloc, target);

	for (i = 0; i < prog->bp_ninsns; i++) {
		const struct bpf_insn *ip = &prog->bp_insns[i];

		dt_dis_label_line(fp, prog, i, target);
		/* The second half of an ld_imm64 shows its raw bits only. */
		if (second)
			dd.dd_buf[0] = '\0';
		else
			dt_dis_insn(&dd, i);
		second = !second && ip->code == (BPF_LD | BPF_DW | BPF_IMM);
		fprintf(fp, "%5u: %02x %02x %04x %08x%s%s\n", i, ip->code,
			ip->src_reg << 4 | ip->dst_reg, (uint16_t)ip->off,
			(uint32_t)ip->imm, dd.dd_buf[0] ? "  " : "", dd.dd_buf);
	}
	dt_dis_label_line(fp, prog, prog->bp_ninsns, target);
out:
	free(reloc);
	free(target);
}
