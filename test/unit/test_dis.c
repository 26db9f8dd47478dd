/*
 * Unit test of the program builder (dt_bpfprog.c) and the disassembler
 * behind -S (dt_dis.c): hand-built programs, their label resolution, and
 * the exact text printed for them.
 *
 * Usage: test_dis    (prints "N passed, N failed"; exit status 1 on failure)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_bpfprog.h"
#include "check.h"




static char *disasm(const dt_bpf_prog_t *prog, dt_dis_mapname_f *f, void *arg)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	if (fp == NULL)
		return NULL;
	dt_dis_prog(fp, prog, f, arg);
	fclose(fp);
	return buf;
}

/*
 * Only the instruction texts and label lines, one per line: the index and
 * raw columns ("   12: 79 71 0010 00000000  ") are dropped.
 */
static char *texts(const char *dis)
{
	char *out = calloc(1, strlen(dis) + 1), *o = out;
	const char *p = strchr(dis, '\n');	/* skip the title */

	while (p != NULL && *++p != '\0') {
		const char *eol = strchr(p, '\n');
		const char *t = p;
		size_t n;

		if (eol == NULL)
			eol = p + strlen(p);
		if (*p == ' ' && eol - p > 28)
			t = p + 28;
		else if (*p == ' ')
			t = eol;	/* second half of an ld_imm64 */
		n = eol - t;
		if (n > 0) {
			memcpy(o, t, n);
			o += n;
			*o++ = '\n';
		}
		p = eol;
		if (*p == '\0')
			break;
	}
	return out;
}

static void test_forms(void)
{
	dt_bpf_prog_t *prog = dt_prog_create("forms");
	int out = dt_label_new(prog);
	char *dis, *txt;
	const char *want =
		"r6 = r1\n"
		"r1 = *(u64 *)(r7 + 16)\n"
		"*(u32 *)(r10 - 8) = r1\n"
		"*(u8 *)(r10 - 1) = 0x0\n"
		"r2 += -0x4\n"
		"w3 ^= w4\n"
		"r3 s>>= 0x20\n"
		"r5 = -r5\n"
		"w5 = -w5\n"
		"call bpf_map_lookup_elem\n"
		"if r0 == 0x0 goto L36\n"
		"if r1 s> r2 goto L36\n"
		"if w1 != 0x5 goto L13\n"
		"L13:\n"
		"r1 = map[mem]\n"
		"r2 = &map[strtab] + 24\n"
		"r3 = 0x123456789a ll\n"
		"r4 = 0x0 ll\t; STRSZ\n"
		"call dt_strcmp\n"
		"lock *(u64 *)(r1 + 8) += r2\n"
		"w2 = atomic_fetch_add((u32 *)(r1 + 0), w2)\n"
		"r0 = cmpxchg((u64 *)(r1 - 8), r0, r2)\n"
		"r3 = xchg((u64 *)(r1 + 0), r3)\n"
		"lock *(u32 *)(r1 + 4) |= w3\n"
		"r1 = be16 r1\n"
		"r1 = le64 r1\n"
		"r1 = (s8)r2\n"
		"r1 s/= r2\n"
		"w1 %= 0x7\n"
		"r1 = *(s16 *)(r2 - 2)\n"
		"if w1 s<= w2 goto L36\n"
		"if r1 & 0x8 goto L36\n"
		"goto L36\n"
		"L36:\n"
		"r0 = 0x0\n"
		"exit\n";

	dt_emit(prog, BPF_MOV_REG(6, 1));
	dt_emit(prog, BPF_LOAD(BPF_DW, 1, 7, 16));
	dt_emit(prog, BPF_STORE(BPF_W, BPF_REG_FP, -8, 1));
	dt_emit(prog, BPF_STORE_IMM(BPF_B, BPF_REG_FP, -1, 0));
	dt_emit(prog, BPF_ALU64_IMM(BPF_ADD, 2, -4));
	dt_emit(prog, BPF_ALU32_REG(BPF_XOR, 3, 4));
	dt_emit(prog, BPF_ALU64_IMM(BPF_ARSH, 3, 32));
	dt_emit(prog, BPF_NEG_REG(5));
	dt_emit(prog, BPF_INSN(BPF_ALU | BPF_NEG, 5, 0, 0, 0));
	dt_emit(prog, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_emit_jmp(prog, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), out);
	dt_emit_jmp(prog, BPF_JMP_REG(BPF_JSGT, 1, 2, 0), out);
	dt_emit(prog, BPF_INSN(BPF_JMP32 | BPF_JNE | BPF_K, 1, 0, 0, 5));
	dt_emit_reloc(prog, 1, DT_RELOC_MAP, "mem", 0);
	dt_emit_reloc(prog, 2, DT_RELOC_MAPVAL, "strtab", 24);
	dt_emit_ld64(prog, 3, 0x123456789aULL);
	dt_emit_reloc(prog, 4, DT_RELOC_CONST, "STRSZ", 0);
	dt_emit_call_func(prog, "dt_strcmp");
	dt_emit(prog, BPF_XADD_REG(BPF_DW, 1, 8, 2));
	dt_emit(prog, BPF_INSN(BPF_STX | BPF_W | BPF_ATOMIC, 1, 2, 0,
			       BPF_ADD | BPF_FETCH));
	dt_emit(prog, BPF_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, 1, 2, -8,
			       BPF_CMPXCHG));
	dt_emit(prog, BPF_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, 1, 3, 0, BPF_XCHG));
	dt_emit(prog, BPF_INSN(BPF_STX | BPF_W | BPF_ATOMIC, 1, 3, 4, BPF_OR));
	dt_emit(prog, BPF_INSN(BPF_ALU | BPF_END | BPF_TO_BE, 1, 0, 0, 16));
	dt_emit(prog, BPF_INSN(BPF_ALU | BPF_END | BPF_TO_LE, 1, 0, 0, 64));
	dt_emit(prog, BPF_INSN(BPF_ALU64 | BPF_MOV | BPF_X, 1, 2, 8, 0));
	dt_emit(prog, BPF_INSN(BPF_ALU64 | BPF_DIV | BPF_X, 1, 2, 1, 0));
	dt_emit(prog, BPF_ALU32_IMM(BPF_MOD, 1, 7));
	dt_emit(prog, BPF_INSN(BPF_LDX | 0x80 | BPF_H, 1, 2, -2, 0));
	dt_emit_jmp(prog, BPF_INSN(BPF_JMP32 | BPF_JSLE | BPF_X, 1, 2, 0, 0), out);
	dt_emit_jmp(prog, BPF_JMP_IMM(BPF_JSET, 1, 8, 0), out);
	dt_emit_jmp(prog, BPF_GOTO(0), out);
	dt_label_place(prog, out);
	dt_emit(prog, BPF_MOV_IMM(0, 0));
	dt_emit(prog, BPF_RETURN());

	/* Before finish, jumps print through their labels already. */
	dis = disasm(prog, NULL, NULL);
	txt = texts(dis);
	check_str(txt, want, "instruction forms before dt_prog_finish");
	free(dis);
	free(txt);

	check(dt_prog_finish(prog) == 0, "finish");
	check(prog->bp_insns[10].off == 36 - 11, "jump offset resolved");
	check(prog->bp_insns[35].off == 0, "goto offset resolved");
	dis = disasm(prog, NULL, NULL);
	txt = texts(dis);
	check_str(txt, want, "instruction forms after dt_prog_finish");
	check(strncmp(dis, "Disassembly of forms:\n", 22) == 0, "title line");
	check(strstr(dis, "\n    1: 79 71 0010 00000000  r1 = *(u64 *)(r7 + 16)\n")
	      != NULL, "raw columns of a load");
	check(strstr(dis, "\n   17: 18 03 0000 3456789a  r3 = 0x123456789a ll\n"
		      "   18: 00 00 0000 00000012\n") != NULL,
	      "raw columns of an ld_imm64");
	free(dis);
	free(txt);
	dt_prog_destroy(prog);
}

static const char *mapname(int fd, void *arg)
{
	(void)arg;
	return fd == 7 ? "aggs" : NULL;
}

static void test_linked(void)
{
	dt_bpf_prog_t *prog = dt_prog_create("linked");
	char *dis, *txt;

	/* As dt_link() leaves them: resolved loads, local calls, names. */
	dt_emit(prog, BPF_INSN(BPF_LD | BPF_DW | BPF_IMM, 1, BPF_PSEUDO_MAP_FD, 0, 7));
	dt_emit(prog, BPF_INSN(0, 0, 0, 0, 0));
	dt_emit(prog, BPF_INSN(BPF_LD | BPF_DW | BPF_IMM, 1, BPF_PSEUDO_MAP_FD, 0, 9));
	dt_emit(prog, BPF_INSN(0, 0, 0, 0, 0));
	dt_emit(prog, BPF_INSN(BPF_LD | BPF_DW | BPF_IMM, 2, BPF_PSEUDO_MAP_VALUE, 0, 7));
	dt_emit(prog, BPF_INSN(0, 0, 0, 0, 40));
	dt_emit(prog, BPF_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, 3));
	dt_emit(prog, BPF_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, 4));
	dt_emit(prog, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_emit(prog, BPF_RETURN());
	dt_prog_set_label_name(prog, 10, "dt_bvar_ppid");
	dt_emit(prog, BPF_MOV_IMM(0, -1));
	dt_emit(prog, BPF_RETURN());
	dt_emit(prog, BPF_CALL_HELPER(9999));
	dt_emit(prog, BPF_RETURN());
	check(dt_prog_finish(prog) == 0, "finish without labels");

	dis = disasm(prog, mapname, NULL);
	txt = texts(dis);
	check_str(txt,
		  "r1 = map[aggs]\n"
		  "r1 = map[fd:9]\n"
		  "r2 = &map[aggs] + 40\n"
		  "call dt_bvar_ppid\n"
		  "call L12\n"
		  "call bpf_probe_read_kernel\n"
		  "exit\n"
		  "dt_bvar_ppid:\n"
		  "r0 = -0x1\n"
		  "exit\n"
		  "L12:\n"
		  "call helper#9999\n"
		  "exit\n", "linked forms with a map name callback");
	free(dis);
	free(txt);
	dis = disasm(prog, NULL, NULL);
	check(strstr(dis, "r1 = map[fd:7]\n") != NULL, "map fd without callback");
	free(dis);
	dt_prog_destroy(prog);
}

static void test_labels(void)
{
	dt_bpf_prog_t *prog = dt_prog_create("labels");
	int l1 = dt_label_new(prog), l2 = dt_label_new(prog);
	uint32_t i;

	/* A label never placed. */
	dt_emit_jmp(prog, BPF_GOTO(0), l1);
	dt_label_place(prog, l2);
	dt_emit(prog, BPF_RETURN());
	check(dt_prog_finish(prog) < 0, "unplaced label is an error");
	dt_prog_destroy(prog);

	/* A label 40000 instructions away does not fit in 16 bits. */
	prog = dt_prog_create("far");
	l1 = dt_label_new(prog);
	dt_emit_jmp(prog, BPF_GOTO(0), l1);
	for (i = 0; i < 40000; i++)
		dt_emit(prog, BPF_MOV_IMM(0, 0));
	dt_label_place(prog, l1);
	dt_emit(prog, BPF_RETURN());
	check(prog->bp_ninsns == 40002 && !prog->bp_nomem, "40002 instructions");
	check(dt_prog_finish(prog) < 0, "out-of-range jump is an error");
	dt_prog_destroy(prog);

	/* Backward jumps, and a label placed at the very end. */
	prog = dt_prog_create("back");
	l1 = dt_label_new(prog);
	l2 = dt_label_new(prog);
	dt_label_place(prog, l1);
	dt_emit(prog, BPF_ALU64_IMM(BPF_SUB, 1, 1));
	dt_emit_jmp(prog, BPF_JMP_IMM(BPF_JNE, 1, 0, 0), l1);
	dt_emit_jmp(prog, BPF_GOTO(0), l2);
	dt_label_place(prog, l2);
	check(dt_prog_finish(prog) == 0, "finish backward");
	check(prog->bp_insns[1].off == -2, "backward offset");
	check(prog->bp_insns[2].off == 0, "offset to the end");
	check(dt_prog_finish(prog) == 0 && prog->bp_insns[1].off == -2,
	      "finish twice changes nothing");
	{
		char *dis = disasm(prog, NULL, NULL), *txt = texts(dis);

		check_str(txt, "L0:\nr1 -= 0x1\nif r1 != 0x0 goto L0\n"
			  "goto L3\nL3:\n", "backward labels");
		free(dis);
		free(txt);
	}
	dt_prog_destroy(prog);
}

static void test_helpers(void)
{
	check_str(dt_dis_helper_name(BPF_FUNC_map_lookup_elem),
		  "bpf_map_lookup_elem", "helper 1");
	check_str(dt_dis_helper_name(BPF_FUNC_probe_read_kernel),
		  "bpf_probe_read_kernel", "helper probe_read_kernel");
	check_str(dt_dis_helper_name(BPF_FUNC_perf_event_output),
		  "bpf_perf_event_output", "helper perf_event_output");
	check(dt_dis_helper_name(0) == NULL, "helper 0 has no name");
	check(dt_dis_helper_name(-1) == NULL, "helper -1 has no name");
	check(dt_dis_helper_name(100000) == NULL, "helper 100000 has no name");
}

int main(void)
{
	test_forms();
	test_linked();
	test_labels();
	test_helpers();
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail ? 1 : 0;
}
