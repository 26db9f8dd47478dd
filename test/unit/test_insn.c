/*
 * Unit test of the x86-64 instruction length decoder (dt_insn.c), which the
 * pid provider uses for offset probes and return sites:
 *
 *  1. hand-written instructions with their known lengths and kinds
 *     (prefixes, REX.W and 66 on immediates, moffs, enter, F6/F7 /0, VEX,
 *     EVEX, XOP, 3DNow!) and the encodings it must refuse;
 *  2. dt_insn_decode() on small functions: offsets, kinds, padding, the
 *     offset it reports when it cannot decode;
 *  3. real objects (libc, libm for x87, libstdc++, libcrypto for
 *     hand-written AVX-512 and data in .text, python3.11, the dtrace
 *     binary): boundaries compared with GNU objdump's, and the kinds with
 *     objdump's mnemonics (ret; jmp and its target).  Twice: every
 *     function symbol (what the pid provider decodes), then every range
 *     objdump disassembles from one of its symbol headers to the next (all
 *     of the executable sections, the code of unexported functions too).
 *     Then test/unit/insn/isa.s (ISA extensions: AVX-512, AMX, XOP...),
 *     assembled at test time.  Every disagreement is printed with
 *     function and offset; none is expected.  Nothing is sampled: objdump
 *     takes about 0.5 s per object, the decoder milliseconds; about 3 s in
 *     all on an idle machine (the timeout is for a loaded one).
 *
 * @@timeout: 120
 *
 * Usage: test_insn [OBJECT...]   (the objects replace the default list)
 */
#define _GNU_SOURCE
#include <assert.h>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "dt_insn.h"
#include "uprobe_elf.h"
#include "check.h"

/* ---- 1. single instructions ------------------------------------------- */

typedef struct insn_case {
	const char *hex;	/* the bytes of one instruction */
	int len;		/* dt_insn_len(), -1 for refused */
	int kind;		/* dt_insn_decode() of exactly these bytes */
	const char *what;
} insn_case_t;

#define O DT_INSN_OTHER
#define R DT_INSN_RET
#define T DT_INSN_TAILJMP

static const insn_case_t cases[] = {
	{ "90", 1, O, "nop" },
	{ "c3", 1, R, "ret" },
	{ "f3 c3", 2, R, "repz ret" },
	{ "f2 c3", 2, R, "bnd ret" },
	{ "c2 08 00", 3, R, "ret $8" },
	{ "66 c3", 2, R, "retw" },
	{ "ca 08 00", 3, O, "lret $8 (far: not a return site)" },
	{ "cb", 1, O, "lret" },
	{ "55", 1, O, "push %rbp" },
	{ "41 57", 2, O, "push %r15" },
	{ "48 89 e5", 3, O, "mov %rsp,%rbp" },
	{ "48 83 ec 10", 4, O, "sub $0x10,%rsp" },
	{ "48 81 ec 00 01 00 00", 7, O, "sub $0x100,%rsp (imm32)" },
	{ "66 81 c0 34 12", 5, O, "add $0x1234,%ax (66: imm16)" },
	{ "66 48 81 c0 01 02 03 04", 8, O, "REX.W overrides 66: imm32" },
	{ "48 66 81 c0 34 12", 6, O, "REX before 66 is ignored: imm16" },
	{ "b8 01 00 00 00", 5, O, "mov $1,%eax" },
	{ "66 b8 01 00", 4, O, "mov $1,%ax" },
	{ "48 b8 01 02 03 04 05 06 07 08", 10, O, "movabs imm64" },
	{ "66 48 b8 01 02 03 04 05 06 07 08", 11, O, "movabs imm64 despite 66" },
	{ "41 b0 01", 3, O, "mov $1,%r8b" },
	{ "a0 01 02 03 04 05 06 07 08", 9, O, "movabs moffs64,%al" },
	{ "67 a0 01 02 03 04", 6, O, "addr32 mov moffs32,%al" },
	{ "48 a3 01 02 03 04 05 06 07 08", 10, O, "movabs %rax,moffs64" },
	{ "c8 10 00 01", 4, O, "enter $0x10,$1" },
	{ "f6 c1 01", 3, O, "test $1,%cl (F6 /0 imm8)" },
	{ "f6 c9 01", 3, O, "test $1,%cl (F6 /1 imm8)" },
	{ "f6 d1", 2, O, "not %cl (F6 /2: no imm)" },
	{ "f7 c1 01 02 03 04", 6, O, "test $imm32,%ecx" },
	{ "66 f7 c1 01 00", 5, O, "test $1,%cx (66: imm16)" },
	{ "48 f7 c1 01 02 03 04", 7, O, "test $imm32,%rcx" },
	{ "f7 d8", 2, O, "neg %eax" },
	{ "f7 7d f8", 3, O, "idivl -8(%rbp)" },
	{ "f6 45 f8 01", 4, O, "testb $1,-8(%rbp)" },
	{ "f6 84 24 00 01 00 00 01", 8, O, "testb $1,0x100(%rsp)" },
	{ "8b 04 24", 3, O, "mov (%rsp),%eax (SIB)" },
	{ "8b 04 25 01 02 03 04", 7, O, "mov abs32 (SIB, no base)" },
	{ "8b 05 01 02 03 04", 6, O, "mov disp(%rip)" },
	{ "8b 44 24 08", 4, O, "mov 8(%rsp),%eax" },
	{ "8b 84 24 00 01 00 00", 7, O, "mov 0x100(%rsp),%eax" },
	{ "8b 45 00", 3, O, "mov 0(%rbp),%eax" },
	{ "41 8b 45 00", 4, O, "mov 0(%r13),%eax" },
	{ "43 8b 04 2c", 4, O, "mov (%r12,%r13),%eax" },
	{ "67 8b 05 01 02 03 04", 7, O, "addr32 mov disp(%eip)" },
	{ "c7 45 f8 01 00 00 00", 7, O, "movl $1,-8(%rbp)" },
	{ "66 c7 45 f8 01 00", 6, O, "movw $1,-8(%rbp)" },
	{ "48 c7 05 01 02 03 04 05 06 07 08", 11, O, "movq $imm32,disp(%rip)" },
	{ "69 c0 01 02 03 04", 6, O, "imul $imm32" },
	{ "6b c0 10", 3, O, "imul $imm8" },
	{ "68 01 02 03 04", 5, O, "push $imm32" },
	{ "6a 01", 2, O, "push $1" },
	{ "0f 1f 44 00 00", 5, O, "nopl 0(%rax,%rax)" },
	{ "66 0f 1f 84 00 00 00 00 00", 9, O, "nopw" },
	{ "66 2e 0f 1f 84 00 00 00 00 00", 10, O, "cs nopw" },
	{ "66 66 2e 0f 1f 84 00 00 00 00 00", 11, O, "data16 cs nopw" },
	{ "f3 0f 1e fa", 4, O, "endbr64" },
	{ "0f 05", 2, O, "syscall" },
	{ "0f 0b", 2, O, "ud2" },
	{ "0f a2", 2, O, "cpuid" },
	{ "0f c8", 2, O, "bswap %eax" },
	{ "0f b6 c0", 3, O, "movzbl" },
	{ "0f af c1", 3, O, "imul" },
	{ "0f ba e0 03", 4, O, "bt $3,%eax (0F BA imm8)" },
	{ "0f a4 c1 03", 4, O, "shld $3" },
	{ "66 0f 70 c1 1b", 5, O, "pshufd $0x1b" },
	{ "0f c6 c1 1b", 4, O, "shufps" },
	{ "66 0f c4 c1 01", 5, O, "pinsrw" },
	{ "66 0f 3a 0f c1 08", 6, O, "palignr (0F 3A: imm8)" },
	{ "66 0f 38 00 c1", 5, O, "pshufb (0F 38)" },
	{ "0f 38 f0 07", 4, O, "movbe (%rdi),%eax" },
	{ "f2 0f 38 f1 c1", 5, O, "crc32" },
	{ "0f 0f c1 b4", 4, O, "pfmul (3DNow!: imm8 suffix)" },
	{ "66 0f 78 c0 01 02", 6, O, "extrq $2,$1" },
	{ "f2 0f 78 c1 01 02", 6, O, "insertq $2,$1" },
	{ "0f 78 c1", 3, O, "vmread" },
	{ "c5 f8 77", 3, O, "vzeroupper (VEX without ModRM)" },
	{ "c5 fc 28 c1", 4, O, "vmovaps %ymm1,%ymm0" },
	{ "c5 f9 6f 05 01 02 03 04", 8, O, "vmovdqa disp(%rip)" },
	{ "c5 f9 70 c1 1b", 5, O, "vpshufd $0x1b (VEX map 1 imm8)" },
	{ "c4 e2 7d 18 07", 5, O, "vbroadcastss (VEX3 map 2)" },
	{ "c4 e3 79 0f c0 01", 6, O, "vpalignr (VEX3 map 3 imm8)" },
	{ "c4 e2 f9 f7 c1", 5, O, "shlx (VEX.W1)" },
	{ "62 f1 7c 48 10 00", 6, O, "vmovups (%rax),%zmm0" },
	{ "62 f1 7c 48 10 40 01", 7, O, "vmovups 0x40(%rax),%zmm0 (disp8*N)" },
	{ "62 f3 7d 48 0f c1 01", 7, O, "vpalignr zmm (EVEX map 3)" },
	{ "62 f1 7d 48 70 c1 1b", 7, O, "vpshufd zmm (EVEX map 1 imm8)" },
	{ "62 f5 7c 48 58 c1", 6, O, "vaddph (EVEX map 5)" },
	{ "8f e8 78 a2 c1 20", 6, O, "vpcmov (XOP map 8 imm8)" },
	{ "8f ea 78 10 c0 01 02 03 04", 9, O, "bextr (XOP map 10 imm32)" },
	{ "8f c0", 2, O, "pop %rax (8F /0)" },
	{ "c6 f8 01", 3, O, "xabort $1 (C6 /7)" },
	{ "c7 f8 01 02 03 04", 6, O, "xbegin (C7 /7)" },
	{ "66 c7 f8 01 02", 5, O, "xbegin rel16" },
	{ "ff 18", 2, O, "lcall *(%rax)" },
	{ "0f ba e0 01", 4, O, "bt $1,%eax (0F BA /4)" },
	{ "8f 45 f8", 3, O, "pop -8(%rbp)" },
	{ "e8 01 02 03 04", 5, O, "call rel32" },
	{ "ff d0", 2, O, "call *%rax" },
	{ "ff 15 01 02 03 04", 6, O, "call *disp(%rip)" },
	{ "74 00", 2, O, "je rel8 (conditional: never a return site)" },
	{ "0f 84 00 00 00 00", 6, O, "je rel32 out of the function" },
	{ "66 0f 84 00 00", 5, O, "je rel16 (66, AMD and objdump)" },
	{ "e3 fe", 2, O, "jrcxz" },
	{ "e9 00 00 00 00", 5, T, "jmp rel32 past the end" },
	{ "e9 fb ff ff ff", 5, O, "jmp rel32 to offset 0" },
	{ "e9 fa ff ff ff", 5, T, "jmp rel32 before the start" },
	{ "eb fe", 2, O, "jmp to itself" },
	{ "eb 00", 2, T, "jmp rel8 past the end" },
	{ "66 e9 00 00", 4, T, "jmpw rel16" },
	{ "f2 e9 00 00 00 00", 6, T, "bnd jmp" },
	{ "ff e0", 2, O, "jmp *%rax (switch tables use it)" },
	{ "3e ff e0", 3, O, "notrack jmp *%rax" },
	{ "ff 25 01 02 03 04", 6, T, "jmp *disp(%rip) (GOT: a tail call)" },
	{ "ff 20", 2, T, "jmp *(%rax)" },
	{ "ff 60 08", 3, T, "jmp *8(%rax)" },
	{ "ff 24 24", 3, T, "jmp *(%rsp): SIB without index" },
	{ "ff 64 20 08", 4, T, "jmp *8(%rax,%riz)" },
	{ "42 ff 24 24", 4, O, "jmp *(%rsp,%r12) (REX.X: an index)" },
	{ "ff 24 c5 01 02 03 04", 7, O, "jmp *table(,%rax,8)" },
	{ "ff 2c 25 01 02 03 04", 7, O, "ljmp *abs32 (FF /5)" },
	{ "cc", 1, O, "int3" },
	{ "00 00", 2, O, "add %al,(%rax) (zero padding)" },
	{ "66 66 66 66 66 66 66 66 66 66 66 66 66 66 90", 15, O, "15 bytes" },
	/* refused */
	{ "66 66 66 66 66 66 66 66 66 66 66 66 66 66 66 90", -1, O, "16 bytes" },
	{ "06", -1, O, "push %es (not in 64-bit mode)" },
	{ "37", -1, O, "aaa" },
	{ "d4 0a", -1, O, "aam" },
	{ "ea 01 02 03 04 05 06", -1, O, "ljmp ptr16:32" },
	{ "82 c0 01", -1, O, "82 (not in 64-bit mode)" },
	{ "d5 00 90", -1, O, "REX2 (APX)" },
	{ "0f 04", -1, O, "0F 04" },
	{ "0f 38", -1, O, "0F 38 truncated" },
	{ "0f", -1, O, "0F truncated" },
	{ "48", -1, O, "REX alone" },
	{ "f3", -1, O, "prefix alone" },
	{ "e8 00 00", -1, O, "call truncated" },
	{ "8b 04", -1, O, "SIB missing" },
	{ "8b 80 00 00", -1, O, "disp32 truncated" },
	{ "48 b8 01 02 03 04", -1, O, "imm64 truncated" },
	{ "c5", -1, O, "VEX truncated" },
	{ "c5 f8", -1, O, "VEX opcode missing" },
	{ "66 c5 f8 77", -1, O, "66 before VEX" },
	{ "48 c5 f8 77", -1, O, "REX before VEX" },
	{ "f0 c5 f8 77", -1, O, "lock before VEX" },
	{ "c5 f8 05", -1, O, "VEX syscall" },
	{ "c4 e4 79 0f c0 01", -1, O, "VEX map 4" },
	{ "62 f4 7c 48 10 00", -1, O, "EVEX map 4 (APX)" },
	{ "62 f1 7c 48 77", -1, O, "EVEX 0F 77" },
	{ "ff ff", -1, O, "FF /7" },
	{ "ff d8", -1, O, "lcall with a register" },
	{ "ff e8", -1, O, "ljmp with a register" },
	{ "fe d0", -1, O, "FE /2" },
	{ "c6 63 63 a5", -1, O, "C6 /4" },
	{ "c7 c8 01 02 03 04", -1, O, "C7 /1" },
	{ "8d c0", -1, O, "lea with a register" },
	{ "8f c8", -1, O, "8F /1 (no XOP map 0)" },
	{ "0f ba c0 01", -1, O, "0F BA /0" },
	{ "0f 00 f0", -1, O, "0F 00 /6" },
};

/* "0f 1f 00" -> bytes; the count. */
static size_t unhex(const char *s, uint8_t *out, size_t max)
{
	size_t n = 0;

	while (*s != '\0' && n < max) {
		char *end;
		unsigned long v = strtoul(s, &end, 16);

		if (end == s)
			break;
		out[n++] = v;
		s = end;
	}
	return n;
}

static void test_cases(void)
{
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const insn_case_t *c = &cases[i];
		uint8_t buf[32];
		size_t n = unhex(c->hex, buf, sizeof(buf)), bad = 99;
		dt_insn_t *v = NULL;
		char what[160];
		int len = dt_insn_len(buf, n), cnt = dt_insn_decode(buf, n, &v, &bad);

		snprintf(what, sizeof(what), "length of %s [%s]", c->what, c->hex);
		check_int(len, c->len, what);
		snprintf(what, sizeof(what), "decoding %s [%s]", c->what, c->hex);
		if (c->len < 0) {
			check(cnt == -1 && bad == 0 && v == NULL, what);
			continue;
		}
		check(cnt == 1 && v != NULL && v[0].di_off == 0 && v[0].di_len == c->len,
		      what);
		if (cnt == 1) {
			snprintf(what, sizeof(what), "kind of %s [%s]", c->what, c->hex);
			check_int(v[0].di_kind, c->kind, what);
		}
		free(v);
	}
}

/*
 * dt_insn_uprobe_ok(): the rules test_insn_uprobe.c checks against the
 * kernel, here without one.
 */
static void test_uprobe_ok(void)
{
	static const struct { const char *hex; int ok; } c[] = {
		{ "55", 1 }, { "f3 0f 1e fa", 1 }, { "0f 05", 1 }, { "f3 c3", 1 },
		{ "64 48 8b 04 25 28 00 00 00", 1 }, { "e9 00 00 00 00", 1 }, { "66 90", 1 },
		{ "c5 f8 77", 1 }, { "66 c7 c0 01 00", 1 },
		{ "f0 01 00", 0 }, { "66 2e 0f 1f 84 00 00 00 00 00", 0 }, { "3e ff e0", 0 },
		{ "48 f0 01 00", 0 }, { "66 e9 00 00", 0 }, { "66 74 00", 0 },
		{ "66 0f 84 00 00", 0 }, { "cc", 0 }, { "f4", 0 }, { "48 cf", 0 }, { "ec", 0 },
	};
	size_t i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		uint8_t b[16];
		size_t n = unhex(c[i].hex, b, sizeof(b));
		char what[96];

		snprintf(what, sizeof(what), "uprobe_ok [%s]", c[i].hex);
		check_int(dt_insn_uprobe_ok(b, n), c[i].ok, what);
	}
}

/* ---- 2. functions ------------------------------------------------------ */

static void test_function(void)
{
	/*
	 * 0: push %rbp; 1: mov %rsp,%rbp; 4: je +7 (-> 13); 6: jmp out (E9);
	 * 11: jmp *%rax; 13: pop %rbp; 14: repz ret; 16: jmp 0 (EB); 18: int3;
	 * 19: nopw 0(%rax,%rax) (9); 28: add %al,(%rax); 30: end
	 */
	static const char *fn =
		"55 48 89 e5 74 07 e9 00 01 00 00 ff e0 5d f3 c3 eb ee cc "
		"66 0f 1f 84 00 00 00 00 00 00 00";
	static const struct { uint32_t off; uint8_t len, kind; } want[] = {
		{ 0, 1, O }, { 1, 3, O }, { 4, 2, O }, { 6, 5, T }, { 11, 2, O },
		{ 13, 1, O }, { 14, 2, R }, { 16, 2, O }, { 18, 1, O }, { 19, 9, O },
		{ 28, 2, O },
	};
	uint8_t buf[64];
	size_t n = unhex(fn, buf, sizeof(buf)), bad = 99, i;
	dt_insn_t *v = NULL;
	int cnt = dt_insn_decode(buf, n, &v, &bad);

	check_int(n, 30, "function bytes");
	check_int(cnt, sizeof(want) / sizeof(want[0]), "function: instruction count");
	for (i = 0; cnt > 0 && i < (size_t)cnt && i < sizeof(want) / sizeof(want[0]); i++) {
		char what[64];

		snprintf(what, sizeof(what), "function: instruction %zu", i);
		check(v[i].di_off == want[i].off && v[i].di_len == want[i].len &&
		      v[i].di_kind == want[i].kind, what);
		if (v[i].di_off != want[i].off || v[i].di_len != want[i].len ||
		    v[i].di_kind != want[i].kind)
			printf("  want +%u len %u kind %u, got +%u len %u kind %u\n",
			       want[i].off, want[i].len, want[i].kind, v[i].di_off,
			       v[i].di_len, v[i].di_kind);
	}
	free(v);

	/* the same function cut inside the nopw: the nopw's offset is bad */
	v = NULL;
	cnt = dt_insn_decode(buf, 24, &v, &bad);
	check(cnt == -1 && bad == 19 && v == NULL, "function cut at 24: bad at 19");

	/* an undefined opcode after the ret */
	buf[16] = 0x06;
	cnt = dt_insn_decode(buf, n, &v, &bad);
	check(cnt == -1 && bad == 16 && v == NULL, "push %es at 16: bad at 16");

	/* the jmp out of the 30-byte function stays inside a 300-byte one */
	buf[16] = 0xeb;
	{
		uint8_t big[300];

		memset(big, 0x90, sizeof(big));
		memcpy(big, buf, n);
		cnt = dt_insn_decode(big, sizeof(big), &v, &bad);
		check(cnt == 11 + 270 && v != NULL && v[3].di_kind == O,
		      "jmp to 267 inside a 300-byte function: not a tail jump");
		free(v);
	}

	/* a last zero byte is left out; a lone one is no function */
	memcpy(buf, "\xc3\x00\x00\x00", 4);
	cnt = dt_insn_decode(buf, 4, &v, &bad);
	check(cnt == 2 && v[1].di_off == 1 && v[1].di_len == 2,
	      "ret and three zeros: ret, add %al,(%rax); the last zero left out");
	free(v);
	cnt = dt_insn_decode(buf, 3, &v, &bad);
	check(cnt == 2 && v[1].di_len == 2, "ret and two zeros: ret, add %al,(%rax)");
	free(v);
	cnt = dt_insn_decode(buf + 1, 1, &v, &bad);
	check(cnt == 0 && v == NULL, "a lone zero: no instruction");
	buf[3] = 0x05;
	cnt = dt_insn_decode(buf, 4, &v, &bad);
	check(cnt == -1 && bad == 3, "ret, add, 05: bad at 3 (not zeros)");

	/* *insns is set even when there is nothing to decode */
	v = (dt_insn_t *)&bad;
	cnt = dt_insn_decode(buf, 0, &v, &bad);
	check(cnt == 0 && v == NULL, "empty function: 0 instructions, NULL");
}

/* ---- 3. real objects against objdump ----------------------------------- */

/* An instruction as objdump shows it. */
typedef struct od_insn {
	uint64_t addr;
	uint64_t target;	/* of a direct jmp */
	/*
	 * 'r' ret, 'j' direct jmp, 'p' jmp via a pointer, 'o' other, 'b' (bad),
	 * 'x' a REX prefix alone, 'w' fwait merged with the x87 instruction after it
	 */
	char cls;
} od_insn_t;

/*
 * A range objdump disassembles in one go: from one of its symbol headers
 * ("0000000000026000 <realloc@plt>:") to the next, or to the last
 * instruction of the section (which is left out: its end is not known).
 */
typedef struct od_range {
	uint64_t start, end;
	char *name;
} od_range_t;

typedef struct od_list {
	od_insn_t *v;
	size_t n, cap;
	od_range_t *r;
	size_t nr, rcap;
} od_list_t;

static void od_range_add(od_list_t *l, uint64_t start, const char *name)
{
	if (l->nr == l->rcap) {
		l->rcap = l->rcap ? 2 * l->rcap : 4096;
		l->r = realloc(l->r, l->rcap * sizeof(*l->r));
		if (l->r == NULL)
			abort();
	}
	l->r[l->nr++] = (od_range_t){ start, start, strndup(name, strcspn(name, ">")) };
}

/* The open range ends at end (a new header) or at the last instruction. */
static void od_range_close(od_list_t *l, uint64_t end, int section_end)
{
	od_range_t *r = l->nr > 0 ? &l->r[l->nr - 1] : NULL;

	if (r == NULL || r->end != r->start)
		return;
	if (section_end)
		end = l->n > 0 && l->v[l->n - 1].addr > r->start ? l->v[l->n - 1].addr : r->start;
	r->end = end;
	if (r->end <= r->start)
		free(l->r[--l->nr].name);
}

static int is_prefix_word(const char *w, size_t n)
{
	static const char *const words[] = {
		"bnd", "repz", "rep", "repnz", "repne", "repe", "notrack", "data16",
		"addr32", "cs", "ds", "es", "ss", "fs", "gs", "lock", "xacquire",
		"xrelease", NULL
	};
	size_t i;

	if (n >= 3 && strncmp(w, "rex", 3) == 0)
		return 1;
	for (i = 0; words[i] != NULL; i++)
		if (strlen(words[i]) == n && strncmp(w, words[i], n) == 0)
			return 1;
	return 0;
}

/*
 * objdump shows fwait (9B) and the no-wait x87 instruction after it as one
 * (9B D9 /7 as "fstcw"); the CPU runs two instructions.
 */
static int is_fwait_form(const char *w, size_t n)
{
	static const char *const words[] = {
		"fstcw", "fstsw", "fstenv", "fsave", "finit", "fclex", "fstenvs", "fsaves",
		NULL
	};
	size_t i;

	for (i = 0; words[i] != NULL; i++)
		if (strlen(words[i]) == n && strncmp(w, words[i], n) == 0)
			return 1;
	return 0;
}

/* 'p' for an indirect jmp operand with no index register, else 'o'. */
static char indirect_class(const char *op)
{
	const char *paren, *comma;

	if (op[0] == '%' && strchr(op, ':') == NULL)
		return 'o';			/* a register */
	paren = strchr(op, '(');
	if (paren == NULL)
		return 'p';			/* an absolute address */
	comma = strchr(paren, ',');
	if (comma == NULL)
		return 'p';
	return strncmp(comma + 1, "%riz", 4) == 0 || strncmp(comma + 1, "%eiz", 4) == 0 ?
	       'p' : 'o';
}

/* The class of objdump's text for an instruction ("repz ret", "jmp 1234 <f>"). */
static char od_classify(const char *text, uint64_t *target)
{
	const char *w = text, *mn;
	size_t n;

	for (;;) {
		while (*w == ' ')
			w++;
		n = strcspn(w, " ");
		if (n == 0 || !is_prefix_word(w, n))
			break;
		w += n;
	}
	mn = w;
	if (n == 0 && w != text)
		return 'x';	/* only prefix words: objdump's lone "rex.W" */
	if (strncmp(mn, "(bad)", 5) == 0)
		return 'b';
	if (is_fwait_form(mn, n))
		return 'w';
	if ((n == 3 && strncmp(mn, "ret", 3) == 0) || (n == 4 && (strncmp(mn, "retq", 4) == 0 ||
							     strncmp(mn, "retw", 4) == 0)))
		return 'r';
	if ((n == 3 && strncmp(mn, "jmp", 3) == 0) || (n == 4 && (strncmp(mn, "jmpq", 4) == 0 ||
							     strncmp(mn, "jmpw", 4) == 0))) {
		const char *op = mn + n;

		while (*op == ' ')
			op++;
		if (*op == '*')
			return indirect_class(op + 1);
		*target = strtoull(op, NULL, 16);
		return 'j';
	}
	return 'o';
}

static int od_cmp(const void *a, const void *b)
{
	const od_insn_t *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* Every instruction objdump -d shows of path; -1 if objdump cannot run. */
static int od_read(const char *path, od_list_t *l)
{
	char cmd[4096], *line = NULL;
	size_t cap = 0, i;
	ssize_t len;
	int sorted = 1;
	FILE *fp;

	snprintf(cmd, sizeof(cmd),
		 "LC_ALL=C objdump -d -z -w --no-show-raw-insn '%s' 2>/dev/null", path);
	fp = popen(cmd, "r");
	if (fp == NULL)
		return -1;
	while ((len = getline(&line, &cap, fp)) > 0) {
		char *p = line, *end;
		uint64_t addr;
		od_insn_t *e;

		if (strncmp(line, "Disassembly of section ", 23) == 0) {
			od_range_close(l, 0, 1);
			continue;
		}
		addr = strtoull(p, &end, 16);
		if (end != p && strncmp(end, " <", 2) == 0) {	/* a symbol header */
			od_range_close(l, addr, 0);
			od_range_add(l, addr, end + 2);
			continue;
		}
		while (*p == ' ')
			p++;
		addr = strtoull(p, &end, 16);
		if (end == p || end[0] != ':' || end[1] != '\t')
			continue;
		if (line[len - 1] == '\n')
			line[len - 1] = '\0';
		if (l->n == l->cap) {
			l->cap = l->cap ? 2 * l->cap : 65536;
			l->v = realloc(l->v, l->cap * sizeof(*l->v));
			if (l->v == NULL)
				abort();
		}
		e = &l->v[l->n++];
		e->addr = addr;
		e->target = 0;
		e->cls = od_classify(end + 2, &e->target);
	}
	od_range_close(l, 0, 1);
	free(line);
	if (pclose(fp) != 0)
		return -1;
	for (i = 1; i < l->n; i++)
		if (l->v[i - 1].addr >= l->v[i].addr)
			sorted = 0;
	if (!sorted)
		qsort(l->v, l->n, sizeof(*l->v), od_cmp);
	return 0;
}

/* The first of l at or after addr. */
static size_t od_find(const od_list_t *l, uint64_t addr)
{
	size_t lo = 0, hi = l->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (l->v[mid].addr < addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

typedef struct func {
	const char *name;	/* in the object's string table */
	uint64_t value, size, offset;
} func_t;

typedef struct funcs {
	func_t *v;
	size_t n, cap;
	uprobe_elf_t *ue;
	size_t filesz;
} funcs_t;

static int func_cb(void *arg, const char *name, uint64_t value, uint64_t size, int type,
		   int bind)
{
	funcs_t *f = arg;
	uint64_t off, endoff;

	if ((type != STT_FUNC && type != STT_GNU_IFUNC) || size == 0)
		return 0;
	if (uprobe_elf_vaddr_to_offset(f->ue, value, &off) != 0 ||
	    uprobe_elf_vaddr_to_offset(f->ue, value + size - 1, &endoff) != 0 ||
	    endoff != off + size - 1 || off + size > f->filesz)
		return 0;
	if (f->n == f->cap) {
		f->cap = f->cap ? 2 * f->cap : 4096;
		f->v = realloc(f->v, f->cap * sizeof(*f->v));
		if (f->v == NULL)
			abort();
	}
	f->v[f->n++] = (func_t){ name, value, size, off };
	return 0;
}

static int func_cmp(const void *a, const void *b)
{
	const func_t *x = a, *y = b;

	if (x->value != y->value)
		return x->value < y->value ? -1 : 1;
	return x->size < y->size ? -1 : x->size > y->size;
}

/* What objdump's instruction means for the function [start, end). */
static int od_expected_kind(const od_insn_t *e, uint64_t start, uint64_t end)
{
	switch (e->cls) {
	case 'r':
		return DT_INSN_RET;
	case 'p':
		return DT_INSN_TAILJMP;
	case 'j':
		return e->target < start || e->target >= end ? DT_INSN_TAILJMP : DT_INSN_OTHER;
	}
	return DT_INSN_OTHER;
}

#define MAXREPORT	20

/* Functions refused where objdump says "(bad)" too (data in .text). */
static size_t nrefused;

/*
 * One function: the decoder's instructions against objdump's in
 * [start, end).  The number of disagreements (0 or 1: the first one).
 * Two of objdump's ways are not the CPU's and are accepted: it shows a
 * REX prefix that another prefix follows as an instruction of its own
 * (the CPU ignores such a REX), and fwait merged with the x87 instruction
 * after it.  Where the decoder refuses (data in .text: OpenSSL's
 * assembly has tables there), objdump must say "(bad)" at that address;
 * kinds are not compared then (the function's end is not known).
 */
static int compare_function(const char *obj, const func_t *fn, const uint8_t *code,
			    const od_list_t *od, size_t *ninsns, int *reported)
{
	uint64_t start = fn->value, end = fn->value + fn->size;
	size_t bad = 0, j = od_find(od, start), i, refused = 0;
	dt_insn_t *v = NULL;
	int cnt = dt_insn_decode(code, fn->size, &v, &bad);
	char msg[512] = "";

	if (cnt < 0) {
		refused = 1;
		cnt = dt_insn_decode(code, bad, &v, &end);
		end = start + bad;
		assert(cnt >= 0);
	}
	*ninsns += cnt;
	for (i = 0; i < (size_t)cnt; i++, j++) {
		uint64_t a = start + v[i].di_off;
		int want;

		if (j >= od->n || od->v[j].addr != a) {
			snprintf(msg, sizeof(msg),
				 "instruction at +0x%x (len %u); objdump's is at +0x%" PRIx64,
				 v[i].di_off, v[i].di_len,
				 j < od->n ? od->v[j].addr - start : (uint64_t)-1);
			break;
		}
		while (od->v[j].cls == 'x' && j + 1 < od->n &&
		       od->v[j + 1].addr < a + v[i].di_len)
			j++;
		if (od->v[j].cls == 'w' && code[v[i].di_off] == 0x9b && v[i].di_len == 1 &&
		    i + 1 < (size_t)cnt) {
			i++;
			continue;
		}
		want = od_expected_kind(&od->v[j], start, end);
		if (!refused && v[i].di_kind != want) {
			snprintf(msg, sizeof(msg), "kind %u at +0x%x, objdump's says %d",
				 v[i].di_kind, v[i].di_off, want);
			break;
		}
	}
	if (msg[0] == '\0' && refused) {
		if (j < od->n && od->v[j].addr == end && od->v[j].cls == 'b')
			nrefused++;
		else
			snprintf(msg, sizeof(msg), "not decoded at +0x%zx (objdump: %s there)",
				 bad, j < od->n && od->v[j].addr == end ? "an instruction" :
				 "no instruction");
	} else if (msg[0] == '\0' && cnt > 0 &&
		   v[cnt - 1].di_off + v[cnt - 1].di_len < fn->size) {
		/* a zero tail left out: objdump shows it as add and .byte 0x0 */
		for (i = v[cnt - 1].di_off + v[cnt - 1].di_len; i < fn->size; i++)
			if (code[i] != 0)
				break;
		if (i < fn->size || fn->size - (v[cnt - 1].di_off + v[cnt - 1].di_len) > 2)
			snprintf(msg, sizeof(msg), "decoded up to +0x%x only",
				 v[cnt - 1].di_off + v[cnt - 1].di_len);
	} else if (msg[0] == '\0' && j < od->n && od->v[j].addr < end) {
		snprintf(msg, sizeof(msg), "objdump has one more at +0x%" PRIx64,
			 od->v[j].addr - start);
	}
	free(v);
	if (msg[0] == '\0')
		return 0;
	if ((*reported)++ < MAXREPORT)
		printf("  %s: %s (0x%" PRIx64 ", size %" PRIu64 "): %s\n", obj, fn->name,
		       fn->value, fn->size, msg);
	return 1;
}

/*
 * Every range objdump disassembled (all of its executable sections, the
 * code between exported functions included), decoded as one function
 * each.  The number of ranges that disagree.
 */
static size_t compare_ranges(const char *obj, funcs_t *f, const uint8_t *map,
			     const od_list_t *od, int *reported)
{
	size_t i, ndis = 0, ninsns = 0, nbytes = 0;

	for (i = 0; i < od->nr; i++) {
		const od_range_t *r = &od->r[i];
		func_t fn = { r->name, r->start, r->end - r->start, 0 };
		uint64_t endoff;

		if (uprobe_elf_vaddr_to_offset(f->ue, r->start, &fn.offset) != 0 ||
		    uprobe_elf_vaddr_to_offset(f->ue, r->end - 1, &endoff) != 0 ||
		    endoff != fn.offset + fn.size - 1 || fn.offset + fn.size > f->filesz)
			continue;
		ndis += compare_function(obj, &fn, map + fn.offset, od, &ninsns, reported);
		nbytes += fn.size;
	}
	printf("%s: objdump's %zu ranges, %zu bytes, %zu instructions; %zu disagree, "
	       "%zu refused where objdump says (bad)\n", obj, od->nr, nbytes, ninsns, ndis,
	       nrefused);
	nrefused = 0;
	return ndis;
}

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/*
 * The whole file, read rather than mapped: the kernel writes int3 into
 * every mapping of a file that has uprobes on it (another tracer's, while
 * this test runs), not into the file.
 */
static uint8_t *read_file(int fd, size_t size)
{
	uint8_t *buf = malloc(size ? size : 1);
	size_t got = 0;

	while (buf != NULL && got < size) {
		ssize_t n = pread(fd, buf + got, size - got, got);

		if (n <= 0) {
			free(buf);
			return NULL;
		}
		got += n;
	}
	return buf;
}

/* Decode every function of path; compare with objdump.  0, or -1 if skipped. */
static int test_object(const char *path)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	funcs_t f = { 0 };
	od_list_t od = { 0 };
	struct stat st;
	uint8_t *map;
	size_t i, nfn = 0, ninsns = 0, ndis = 0;
	int fd, reported = 0;
	double t0, t1;
	char what[256];

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) != 0) {
		printf("%s: not here, skipped\n", path);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	map = read_file(fd, st.st_size);
	close(fd);
	f.ue = uprobe_elf_open(path);
	f.filesz = st.st_size;
	if (map == NULL || f.ue == NULL) {
		snprintf(what, sizeof(what), "%s: read and opened as ELF", path);
		check(0, what);
		free(map);
		uprobe_elf_close(f.ue);
		return 0;
	}
	uprobe_elf_foreach_symbol(f.ue, func_cb, &f);
	qsort(f.v, f.n, sizeof(*f.v), func_cmp);

	/* the decoder alone, timed: every function once (aliases once) */
	t0 = now_ms();
	for (i = 0; i < f.n; i++) {
		dt_insn_t *v;
		size_t bad;
		int cnt;

		if (i > 0 && f.v[i].value == f.v[i - 1].value && f.v[i].size == f.v[i - 1].size)
			continue;
		cnt = dt_insn_decode(map + f.v[i].offset, f.v[i].size, &v, &bad);
		if (cnt > 0)
			free(v);
		nfn++;
	}
	t1 = now_ms();

	if (od_read(path, &od) != 0 || od.n == 0) {
		snprintf(what, sizeof(what), "objdump -d %s", path);
		check(0, what);
	} else {
		for (i = 0; i < f.n; i++) {
			if (i > 0 && f.v[i].value == f.v[i - 1].value &&
			    f.v[i].size == f.v[i - 1].size)
				continue;
			ndis += compare_function(base, &f.v[i], map + f.v[i].offset, &od, &ninsns,
						 &reported);
		}
		printf("%s: %zu functions, %zu instructions decoded in %.1f ms; "
		       "%zu disagree with objdump, %zu refused where it says (bad)\n", path,
		       nfn, ninsns, t1 - t0, ndis, nrefused);
		nrefused = 0;
		ndis += compare_ranges(base, &f, map, &od, &reported);
		if (reported > MAXREPORT)
			printf("  %s: ... %d more\n", base, reported - MAXREPORT);
		snprintf(what, sizeof(what), "%s: some functions", path);
		check(nfn > 0, what);
		snprintf(what, sizeof(what), "%s: no disagreement with objdump", path);
		check(ndis == 0, what);
		/* milliseconds expected; a second means something went badly wrong */
		snprintf(what, sizeof(what), "%s: decoded in under a second", path);
		check(t1 - t0 < 1000, what);
	}
	for (i = 0; i < od.nr; i++)
		free(od.r[i].name);
	free(od.r);
	free(od.v);
	free(f.v);
	uprobe_elf_close(f.ue);
	free(map);
	return 0;
}

/*
 * test/unit/insn/isa.s, the ISA extensions distributions' objects seldom
 * have, assembled into a shared object and compared as the others.
 */
static void test_isa(void)
{
	const char *tmp = getenv("tmpdir"), *cc = getenv("CC");
	char so[4096], cmd[8192];

	snprintf(so, sizeof(so), "%s/insn-isa.so", tmp ? tmp : "/tmp");
	snprintf(cmd, sizeof(cmd), "%s -nostdlib -shared -o '%s' test/unit/insn/isa.s 2>/dev/null",
		 cc ? cc : "cc", so);
	if (system(cmd) != 0) {
		printf("test/unit/insn/isa.s: not assembled (binutils 2.38 or later needed), "
		       "skipped\n");
		return;
	}
	test_object(so);
	unlink(so);
}

static int have_objdump(void)
{
	return system("objdump --version >/dev/null 2>&1") == 0;
}

int main(int argc, char **argv)
{
	const char *objs[16];
	char dtrace[4096], libdir[4096] = "/lib/x86_64-linux-gnu", libs[4][4096];
	static const char *const libnames[] = {
		"libc.so.6", "libm.so.6", "libstdc++.so.6", "libcrypto.so.3"
	};
	const char *bdir = getenv("builddir");
	int nobj = 0, i, tested = 0;
	Dl_info dli;

	setvbuf(stdout, NULL, _IOLBF, 0);
	test_cases();
	test_uprobe_ok();
	test_function();
#if defined(__x86_64__)
	if (!have_objdump()) {
		check_done();
		printf("objdump (binutils) not found: real objects not compared\n");
		return nfail != 0 ? 1 : 77;
	}
	if (argc > 1) {
		for (i = 1; i < argc && nobj < 16; i++)
			objs[nobj++] = argv[i];
	} else {
		/* the libraries beside the libc this test runs with */
		if (dladdr((void *)printf, &dli) != 0 && dli.dli_fname != NULL &&
		    strrchr(dli.dli_fname, '/') != NULL)
			snprintf(libdir, sizeof(libdir), "%.*s",
				 (int)(strrchr(dli.dli_fname, '/') - dli.dli_fname), dli.dli_fname);
		for (i = 0; i < 4; i++) {
			snprintf(libs[i], sizeof(libs[i]), "%s/%s", libdir, libnames[i]);
			objs[nobj++] = libs[i];
		}
		objs[nobj++] = access("/usr/bin/python3.11", R_OK) == 0 ? "/usr/bin/python3.11" :
			       "/usr/bin/python3";
		snprintf(dtrace, sizeof(dtrace), "%s/dtrace",
			 getenv("DTRACE_LIBDIR") ? getenv("DTRACE_LIBDIR") : bdir ? bdir : "build");
		objs[nobj++] = dtrace;
	}
	for (i = 0; i < nobj; i++)
		tested += test_object(objs[i]) == 0;
	if (argc <= 1)
		test_isa();
	check(tested > 0, "at least one real object compared");
#else
	(void)argc;
	(void)argv;
	printf("not x86-64: real objects not compared\n");
#endif
	return check_done();
}
