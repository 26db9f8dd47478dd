/*
 * x86-64 instruction length decoder (dt_insn.h, doc/insn.md).  The pid
 * provider needs the instruction boundaries of a function (offset probes,
 * `pid$target::f:` enabling every instruction) and the instructions that
 * leave it (return probes).  Only lengths are decoded: prefixes, the opcode
 * through one of the tables below (one per opcode map: what follows the
 * opcode byte), ModRM/SIB/displacement, then the immediate.
 *
 * 64-bit mode only: the opcodes that do not exist there (push es, aaa,
 * bound, les/lds...) are refused rather than guessed, so that data in .text
 * (an inline jump table) makes decoding fail instead of yielding wrong
 * boundaries.  Where Intel and AMD differ (a 66 prefix on a near branch),
 * this follows the AMD manual, as GNU objdump does; no compiler emits it.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "dt_insn.h"

#define DT_INSN_MAXLEN	15	/* longer raises #GP(0) */

/*
 * An entry of an opcode table: the immediate kind in the low 4 bits, 0x10
 * when a ModRM byte follows, the class in the top 3 bits.
 */
enum {
	I_0,		/* no immediate */
	I_B,		/* imm8 */
	I_W,		/* imm16 (ret imm16, far ret) */
	I_Z,		/* imm16 with operand-size 16, else imm32 */
	I_V,		/* imm16/32/64 by operand size (mov r, imm: B8-BF) */
	I_WB,		/* imm16 then imm8 (enter) */
	I_MOFFS,	/* address: 8 bytes, 4 with 67 (A0-A3) */
	I_R8,		/* rel8 */
	I_RZ,		/* rel16 with operand-size 16, else rel32 */
	I_GRP3,		/* F6/F7: immediate for /0 and /1 (test) only */
	I_EXTRQ,	/* 0F 78: imm8 imm8 with 66 or F2 (extrq, insertq) */
};

#define IMM(a)		((a) & 0x0f)
#define MRM		0x10
#define CLASS(a)	((a) & 0xe0)
#define C_OK		0x00
#define C_BAD		0x20	/* undefined in 64-bit mode */
#define C_PFX		0x40	/* legacy prefix */
#define C_REX		0x60
#define C_ESC		0x80	/* 0F, 0F 38, 0F 3A: the next table */
#define C_VEX		0xa0	/* C4, C5, 62 (EVEX), 8F (XOP, or pop r/m) */

/* Table shorthands, kept short so that a row is 8 opcodes. */
#define o_	I_0
#define B_	I_B
#define W_	I_W
#define Z_	I_Z
#define M_	MRM
#define MB	(MRM | I_B)
#define MZ	(MRM | I_Z)
#define X_	C_BAD
#define P_	C_PFX
#define R_	C_REX
#define E_	C_ESC
#define V_	C_VEX
#define r8	I_R8
#define rz	I_RZ

/* Map 0: the one-byte opcodes. */
static const uint8_t dt_insn_map0[256] = {
/* 00 */ M_, M_, M_, M_, B_, Z_, X_, X_,	/* add; push/pop es */
/* 08 */ M_, M_, M_, M_, B_, Z_, X_, E_,	/* or; push cs; 0F */
/* 10 */ M_, M_, M_, M_, B_, Z_, X_, X_,	/* adc */
/* 18 */ M_, M_, M_, M_, B_, Z_, X_, X_,	/* sbb */
/* 20 */ M_, M_, M_, M_, B_, Z_, P_, X_,	/* and; es:; daa */
/* 28 */ M_, M_, M_, M_, B_, Z_, P_, X_,	/* sub; cs:; das */
/* 30 */ M_, M_, M_, M_, B_, Z_, P_, X_,	/* xor; ss:; aaa */
/* 38 */ M_, M_, M_, M_, B_, Z_, P_, X_,	/* cmp; ds:; aas */
/* 40 */ R_, R_, R_, R_, R_, R_, R_, R_,
/* 48 */ R_, R_, R_, R_, R_, R_, R_, R_,
/* 50 */ o_, o_, o_, o_, o_, o_, o_, o_,	/* push */
/* 58 */ o_, o_, o_, o_, o_, o_, o_, o_,	/* pop */
/* 60 */ X_, X_, V_, M_, P_, P_, P_, P_,	/* pusha popa EVEX movsxd fs: gs: 66 67 */
/* 68 */ Z_, MZ, B_, MB, o_, o_, o_, o_,	/* push imul push imul ins outs */
/* 70 */ r8, r8, r8, r8, r8, r8, r8, r8,	/* jcc rel8 */
/* 78 */ r8, r8, r8, r8, r8, r8, r8, r8,
/* 80 */ MB, MZ, X_, MB, M_, M_, M_, M_,	/* grp1; test xchg */
/* 88 */ M_, M_, M_, M_, M_, M_, M_, V_,	/* mov lea mov; 8F pop or XOP */
/* 90 */ o_, o_, o_, o_, o_, o_, o_, o_,	/* xchg, nop, pause */
/* 98 */ o_, o_, X_, o_, o_, o_, o_, o_,	/* cbw cwd callf fwait pushf popf sahf lahf */
/* A0 */ I_MOFFS, I_MOFFS, I_MOFFS, I_MOFFS, o_, o_, o_, o_,	/* mov moffs; movs cmps */
/* A8 */ B_, Z_, o_, o_, o_, o_, o_, o_,	/* test; stos lods scas */
/* B0 */ B_, B_, B_, B_, B_, B_, B_, B_,	/* mov r8, imm8 */
/* B8 */ I_V, I_V, I_V, I_V, I_V, I_V, I_V, I_V,	/* mov r, imm */
/* C0 */ MB, MB, W_, o_, V_, V_, MB, MZ,	/* shifts ret VEX3 VEX2 mov (xabort, xbegin) */
/* C8 */ I_WB, o_, W_, o_, o_, B_, X_, o_,	/* enter leave lret lret int3 int into iret */
/* D0 */ M_, M_, M_, M_, X_, X_, X_, o_,	/* shifts; aam aad (REX2) salc; xlat */
/* D8 */ M_, M_, M_, M_, M_, M_, M_, M_,	/* x87 */
/* E0 */ r8, r8, r8, r8, B_, B_, B_, B_,	/* loop* jrcxz; in out */
/* E8 */ rz, rz, X_, r8, o_, o_, o_, o_,	/* call jmp jmpf jmp; in out */
/* F0 */ P_, o_, P_, P_, o_, o_, M_ | I_GRP3, M_ | I_GRP3,	/* lock int1 repnz rep hlt cmc grp3 */
/* F8 */ o_, o_, o_, o_, o_, o_, M_, M_,	/* clc stc cli sti cld std grp4 grp5 */
};

/*
 * Map 1: 0F xx.  The VEX and EVEX encodings of map 1 use this table too:
 * their immediates are where the legacy ones are (70-73, C2, C4-C6).
 */
static const uint8_t dt_insn_map1[256] = {
/* 00 */ M_, M_, M_, M_, X_, o_, o_, o_,	/* grp6 grp7 lar lsl; syscall clts sysret */
/* 08 */ o_, o_, X_, o_, X_, M_, o_, MB,	/* invd wbinvd; ud2; prefetch femms 3DNow! */
/* 10 */ M_, M_, M_, M_, M_, M_, M_, M_,	/* SSE moves */
/* 18 */ M_, M_, M_, M_, M_, M_, M_, M_,	/* hint nops, endbr64, bnd */
/* 20 */ M_, M_, M_, M_, X_, X_, X_, X_,	/* mov cr/dr */
/* 28 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* 30 */ o_, o_, o_, o_, o_, o_, X_, o_,	/* wrmsr rdtsc rdmsr rdpmc sysenter sysexit; getsec */
/* 38 */ E_, X_, E_, X_, X_, X_, X_, X_,	/* 0F 38, 0F 3A */
/* 40 */ M_, M_, M_, M_, M_, M_, M_, M_,	/* cmovcc */
/* 48 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* 50 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* 58 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* 60 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* 68 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* 70 */ MB, MB, MB, MB, M_, M_, M_, o_,	/* pshuf grp12-14; pcmpeq; emms/vzeroupper */
/* 78 */ M_ | I_EXTRQ, M_, M_, M_, M_, M_, M_, M_,	/* vmread/extrq/insertq vmwrite; 7A 7B: EVEX only */
/* 80 */ rz, rz, rz, rz, rz, rz, rz, rz,	/* jcc rel32 */
/* 88 */ rz, rz, rz, rz, rz, rz, rz, rz,
/* 90 */ M_, M_, M_, M_, M_, M_, M_, M_,	/* setcc */
/* 98 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* A0 */ o_, o_, o_, M_, MB, M_, X_, X_,	/* push/pop fs cpuid bt shld */
/* A8 */ o_, o_, o_, M_, MB, M_, M_, M_,	/* push/pop gs rsm bts shrd grp15 imul */
/* B0 */ M_, M_, M_, M_, M_, M_, M_, M_,	/* cmpxchg lss btr lfs lgs movzx */
/* B8 */ M_, M_, MB, M_, M_, M_, M_, M_,	/* popcnt ud1 grp8 btc bsf bsr movsx */
/* C0 */ M_, M_, MB, M_, MB, MB, MB, M_,	/* xadd cmpps movnti pinsrw pextrw shufps grp9 */
/* C8 */ o_, o_, o_, o_, o_, o_, o_, o_,	/* bswap */
/* D0 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* D8 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* E0 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* E8 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* F0 */ M_, M_, M_, M_, M_, M_, M_, M_,
/* F8 */ M_, M_, M_, M_, M_, M_, M_, M_,	/* ... ud0 */
};

#define ROW(a)	a, a, a, a, a, a, a, a
#define MAP(a)	ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), \
		ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), \
		ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), \
		ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a), ROW(a)

/* Map 2 (0F 38) has a ModRM everywhere, map 3 (0F 3A) also an imm8. */
static const uint8_t dt_insn_map2[256] = { MAP(M_) };
static const uint8_t dt_insn_map3[256] = { MAP(MB) };

/*
 * The maps a VEX, EVEX or XOP prefix may select, by its map field.  EVEX
 * maps 5 and 6 (AVX512-FP16) behave as map 2; XOP maps 8 and 10 have an
 * imm8 and an imm32 after the ModRM, map 9 none.  Anything else is refused.
 */
static const uint8_t dt_insn_xop8[256] = { MAP(MB) };
static const uint8_t dt_insn_xopa[256] = { MAP(MRM | I_Z) };

static const uint8_t *const dt_insn_vexmap[32] = {
	[1] = dt_insn_map1, [2] = dt_insn_map2, [3] = dt_insn_map3,
	[5] = dt_insn_map2, [6] = dt_insn_map2,
	[8] = dt_insn_xop8, [9] = dt_insn_map2, [10] = dt_insn_xopa,
};

/*
 * Group opcodes (the ModRM reg field extends the opcode) with undefined
 * members, as masks of the reg values that are undefined: with a memory
 * operand (mod != 3) in the low byte, with a register in the high byte.
 * Refusing them keeps data in .text from passing for code (OpenSSL's
 * tables: FF FF, C6 /4).  C6/C7 /7 with a register is xabort/xbegin.
 */
#define BAD(mem, reg)	((mem) | (reg) << 8)
static const uint16_t dt_insn_badreg0[256] = {
	[0x8d] = BAD(0x00, 0xff),	/* lea: memory only */
	[0x8f] = BAD(0xfe, 0xfe),	/* pop r/m: /0 (the rest is XOP) */
	[0xc6] = BAD(0xfe, 0x7e),	/* mov r/m, imm8: /0; xabort */
	[0xc7] = BAD(0xfe, 0x7e),	/* mov r/m, imm32: /0; xbegin */
	[0xfe] = BAD(0xfc, 0xfc),	/* inc, dec */
	[0xff] = BAD(0x80, 0xa8),	/* inc dec call callf jmp jmpf push; far: memory only */
};
static const uint16_t dt_insn_badreg1[256] = {
	[0x00] = BAD(0xc0, 0xc0),	/* sldt str lldt ltr verr verw */
	[0xba] = BAD(0x0f, 0x0f),	/* bt bts btr btc imm8 */
};

/* What dt_insn_one() found beyond the length: enough to classify. */
typedef struct dt_insn_dec {
	uint8_t map;		/* 0: one-byte; 1: 0F; 2: 0F 38; 3: 0F 3A; +0x10 VEX/EVEX/XOP */
	uint8_t op;
	uint8_t modrm;		/* 0 when there is none */
	uint8_t rex;
	uint8_t sib;
	uint8_t imm_len;	/* the immediate (or rel) is the last imm_len bytes */
} dt_insn_dec_t;

#define DT_INSN_VEXBIT	0x10

/*
 * Immediate sizes by kind and operand/address size: column 0 by default,
 * 1 with operand-size 16 (66 without REX.W), 2 with REX.W; 3 to 5 the same
 * with address-size 32 (67).  0xff: it depends on more (the ModRM for
 * F6/F7, the prefix for 0F 78), see dt_insn_immlen_other().
 */
static const uint8_t dt_insn_immsz[16][6] = {
	[I_0] = { 0, 0, 0, 0, 0, 0 },
	[I_B] = { 1, 1, 1, 1, 1, 1 },
	[I_W] = { 2, 2, 2, 2, 2, 2 },
	[I_Z] = { 4, 2, 4, 4, 2, 4 },
	[I_V] = { 4, 2, 8, 4, 2, 8 },
	[I_WB] = { 3, 3, 3, 3, 3, 3 },
	[I_MOFFS] = { 8, 8, 8, 4, 4, 4 },
	[I_R8] = { 1, 1, 1, 1, 1, 1 },
	[I_RZ] = { 4, 2, 4, 4, 2, 4 },
	[I_GRP3] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff },
	[I_EXTRQ] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff },
};

/* The immediates of kind 0xff in dt_insn_immsz. */
static int dt_insn_immlen_other(uint8_t a, uint8_t op, uint8_t modrm, int osz16, int rexw,
				int f2)
{
	if (IMM(a) == I_EXTRQ)
		return osz16 || f2 ? 2 : 0;
	if (((modrm >> 3) & 7) > 1)
		return 0;	/* F6/F7 but test */
	return op == 0xf6 ? 1 : osz16 && !rexw ? 2 : 4;
}

/*
 * The bytes of SIB and displacement after each ModRM byte (64- and 32-bit
 * addressing): SIB when r/m is 100, disp32 for RIP-relative (mod 00, r/m
 * 101), disp8 and disp32 by mod.  A SIB without base (mod 00, base 101)
 * adds a disp32: that one is looked at in the SIB byte itself.
 */
#define MOD(m)		((m) >> 6)
#define RM(m)		((m) & 7)
#define MX(m)		(MOD(m) == 3 ? 0 : (RM(m) == 4) + (MOD(m) == 1 ? 1 : MOD(m) == 2 ? 4 : \
			 RM(m) == 5 ? 4 : 0))
#define MX8(m)		MX(m), MX(m + 1), MX(m + 2), MX(m + 3), MX(m + 4), MX(m + 5), \
			MX(m + 6), MX(m + 7)
#define MX64(m)		MX8(m), MX8(m + 8), MX8(m + 16), MX8(m + 24), MX8(m + 32), \
			MX8(m + 40), MX8(m + 48), MX8(m + 56)
static const uint8_t dt_insn_modrm_extra[256] = {
	MX64(0), MX64(64), MX64(128), MX64(192)
};

/*
 * The VEX (C4, C5), EVEX (62) or XOP (8F) prefix at p: its length, and the
 * table its map field selects; 0 when p is not such a prefix (8F /0 is pop),
 * -1 when it is one we cannot decode.
 */
static int dt_insn_vex(const uint8_t *p, size_t avail, const uint8_t **tab, uint8_t *map)
{
	unsigned m;
	int len;

	if (avail < 2)
		return -1;
	switch (p[0]) {
	case 0xc5:
		*map = 1;
		len = 2;
		break;
	case 0xc4:
		*map = p[1] & 0x1f;
		len = 3;
		break;
	case 0x62:
		*map = p[1] & 0x07;
		len = 4;
		break;
	default:	/* 8F: XOP when the would-be ModRM.reg is not 0 */
		if ((p[1] & 0x1f) < 8)
			return 0;
		*map = p[1] & 0x1f;
		len = 3;
		break;
	}
	m = *map;
	if ((p[0] == 0x8f) != (m >= 8))
		return -1;
	*tab = dt_insn_vexmap[m];
	return *tab == NULL ? -1 : len;
}

/* Whether the ModRM byte makes a group opcode of map 0 or 1 undefined. */
static int dt_insn_undefined(uint8_t map, uint8_t op, uint8_t modrm)
{
	uint16_t bad = (map == 0 ? dt_insn_badreg0 : dt_insn_badreg1)[op];

	if ((modrm >> 6) == 3)
		bad >>= 8;
	return (bad >> ((modrm >> 3) & 7)) & 1;
}

/*
 * The entry of a VEX, EVEX or XOP opcode, pfx being the prefix's first
 * byte: every such instruction has a ModRM but vzeroupper/vzeroall (VEX
 * 0F 77), and the only immediates are map 1's and map 3's imm8 and XOP
 * map 10's imm32.
 */
static uint8_t dt_insn_vex_entry(const uint8_t *tab, uint8_t op, uint8_t pfx)
{
	uint8_t a = tab[op];

	if (tab == dt_insn_map1 && op == 0x77 && pfx != 0x62)
		return I_0;
	if (CLASS(a) != C_OK || !(a & MRM))
		return C_BAD;
	return MRM | (IMM(a) == I_B || IMM(a) == I_Z ? IMM(a) : I_0);
}

/*
 * The one instruction at p: its length, or -1 when it is undefined,
 * unsupported, or longer than avail (or 15) bytes.
 */
static int dt_insn_one(const uint8_t *p, size_t avail, dt_insn_dec_t *d)
{
	size_t max = avail < DT_INSN_MAXLEN ? avail : DT_INSN_MAXLEN, i = 0;
	int osz16 = 0, asz32 = 0, f2 = 0, novex = 0, imm;
	size_t extra;
	const uint8_t *tab = dt_insn_map0;
	uint8_t a;

	memset(d, 0, sizeof(*d));
	for (;; i++) {
		if (i >= max)
			return -1;
		a = dt_insn_map0[p[i]];
		if (CLASS(a) == C_REX) {
			d->rex = p[i];
			continue;
		}
		if (CLASS(a) != C_PFX)
			break;
		/* a REX counts only right before the opcode */
		d->rex = 0;
		osz16 |= p[i] == 0x66;
		asz32 |= p[i] == 0x67;
		if (p[i] == 0xf2 || p[i] == 0xf3)
			f2 = p[i] == 0xf2;
		/* VEX after 66, F2, F3 or lock is #UD */
		novex |= p[i] == 0x66 || p[i] == 0xf2 || p[i] == 0xf3 || p[i] == 0xf0;
	}

	if (CLASS(a) == C_VEX) {
		uint8_t pfx = p[i];
		int n = dt_insn_vex(p + i, max - i, &tab, &d->map);

		if (n < 0 || (n > 0 && (novex || d->rex != 0)))
			return -1;
		if (n > 0) {
			i += n;
			if (i >= max)
				return -1;
			d->op = p[i++];
			d->map |= DT_INSN_VEXBIT;
			a = dt_insn_vex_entry(tab, d->op, pfx);
		} else {
			d->op = p[i++];
			a = MRM;	/* 8F /0: pop r/m */
		}
	} else {
		d->op = p[i++];
	}
	if (CLASS(a) == C_ESC) {
		if (i >= max)
			return -1;
		d->op = p[i++];
		d->map = 1;
		tab = dt_insn_map1;
		if (d->op == 0x38 || d->op == 0x3a) {
			if (i >= max)
				return -1;
			d->map = d->op == 0x38 ? 2 : 3;
			tab = d->op == 0x38 ? dt_insn_map2 : dt_insn_map3;
			d->op = p[i++];
		}
		a = tab[d->op];
	}
	if (CLASS(a) != C_OK)
		return -1;

	if (a & MRM) {
		if (i >= max)
			return -1;
		d->modrm = p[i++];
		if (d->map < 2 && dt_insn_undefined(d->map, d->op, d->modrm))
			return -1;
		extra = dt_insn_modrm_extra[d->modrm];
		if (MOD(d->modrm) != 3 && RM(d->modrm) == 4) {
			if (i >= max)
				return -1;
			d->sib = p[i];
			if (MOD(d->modrm) == 0 && (d->sib & 7) == 5)
				extra += 4;
		}
		i += extra;
	}
	imm = dt_insn_immsz[IMM(a)][(d->rex & 8 ? 2 : osz16) + 3 * asz32];
	if (imm == 0xff)
		imm = dt_insn_immlen_other(a, d->op, d->modrm, osz16, d->rex & 8, f2);
	d->imm_len = imm;
	i += imm;
	return i <= max ? (int)i : -1;
}

/* The sign-extended little-endian value of the n bytes at p (n: 1, 2 or 4). */
static int64_t dt_insn_rel(const uint8_t *p, int n)
{
	switch (n) {
	case 1:
		return (int8_t)p[0];
	case 2:
		return (int16_t)(p[0] | p[1] << 8);
	default:
		return (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
				 (uint32_t)p[3] << 24);
	}
}

/*
 * Where the instruction at off (len bytes) leaves the function: see
 * dt_insn.h for which jumps count as tail calls and why.
 */
static dt_insn_kind_t dt_insn_classify(const uint8_t *code, size_t size, size_t off, int len,
				       const dt_insn_dec_t *d)
{
	int64_t target;
	unsigned mod, rm, index;

	if (d->map != 0)
		return DT_INSN_OTHER;
	switch (d->op) {
	case 0xc2:
	case 0xc3:
		return DT_INSN_RET;
	case 0xe9:
	case 0xeb:
		target = (int64_t)(off + len) + dt_insn_rel(code + off + len - d->imm_len,
							     d->imm_len);
		return target < 0 || target >= (int64_t)size ? DT_INSN_TAILJMP : DT_INSN_OTHER;
	case 0xff:
		mod = MOD(d->modrm);
		rm = RM(d->modrm);
		if (((d->modrm >> 3) & 7) != 4 || mod == 3)
			return DT_INSN_OTHER;
		/* SIB index 100 without REX.X is "no index" */
		index = rm == 4 ? ((d->sib >> 3) & 7) | (d->rex & 2) << 2 : 4;
		return index == 4 ? DT_INSN_TAILJMP : DT_INSN_OTHER;
	}
	return DT_INSN_OTHER;
}

/*
 * Zero padding that ends a symbol's code is no instruction once fewer than
 * two bytes (add %al,(%rax)) or a truncated one are left: the undecodable
 * rest of it is dropped rather than refused, since it never runs.
 */
static int dt_insn_zero_tail(const uint8_t *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i] != 0)
			return 0;
	return 1;
}

/*
 * The one-byte opcodes Linux's x86 uprobes refuse to probe (ENOTSUPP):
 * ins/outs, int3, int, iret, in/out, int1, hlt, cli, sti; measured on 6.1
 * and 6.18 (doc/insn.md).  The opcodes undefined in 64-bit mode, which
 * uprobes refuse too, never reach this table.
 */
static const uint8_t dt_insn_noprobe0[256] = {
	[0x6c] = 1, [0x6d] = 1, [0x6e] = 1, [0x6f] = 1, [0xcc] = 1, [0xcd] = 1, [0xcf] = 1,
	[0xe4] = 1, [0xe5] = 1, [0xe6] = 1, [0xe7] = 1, [0xec] = 1, [0xed] = 1, [0xee] = 1,
	[0xef] = 1, [0xf1] = 1, [0xf4] = 1, [0xfa] = 1, [0xfb] = 1,
};

int dt_insn_uprobe_ok(const uint8_t *code, size_t len)
{
	dt_insn_dec_t d;
	int n = dt_insn_one(code, len, &d), i, osz16 = 0;

	if (n < 0)
		return 0;
	for (i = 0; i < n; i++) {
		uint8_t a = dt_insn_map0[code[i]];

		if (CLASS(a) == C_REX)
			continue;
		if (CLASS(a) != C_PFX)
			break;
		/* lock, and the segment overrides that are null in 64-bit mode */
		if (code[i] == 0xf0 || code[i] == 0x26 || code[i] == 0x2e || code[i] == 0x36 ||
		    code[i] == 0x3e)
			return 0;
		osz16 |= code[i] == 0x66;
	}
	if (d.map == 0 && dt_insn_noprobe0[d.op])
		return 0;
	/*
	 * VEX and EVEX: the kernel keeps only the opcode byte, whatever the
	 * map, and looks it up in its one-byte table: vmovd (C5 F9 6E) is
	 * refused as outs would be, vpabsd (C4 E2 79 1E) as push ds.
	 */
	if (i < n && (code[i] == 0xc4 || code[i] == 0xc5 || code[i] == 0x62) &&
	    (d.map & DT_INSN_VEXBIT) &&
	    (dt_insn_noprobe0[d.op] || CLASS(dt_insn_map0[d.op]) == C_BAD || d.op == 0x62))
		return 0;
	/* a relative branch with a 66 prefix (rel16 on AMD, not on Intel) */
	if (osz16 && d.map <= 1) {
		uint8_t k = IMM((d.map == 0 ? dt_insn_map0 : dt_insn_map1)[d.op]);

		if (k == I_R8 || k == I_RZ)
			return 0;
	}
	return 1;
}

int dt_insn_len(const uint8_t *code, size_t avail)
{
	dt_insn_dec_t d;

	return dt_insn_one(code, avail, &d);
}

int dt_insn_decode(const uint8_t *code, size_t size, dt_insn_t **insns, size_t *bad)
{
	size_t off = 0, n = 0, cap = size / 4 + 16;
	dt_insn_t *v = NULL;

	*insns = NULL;
	if (size == 0)
		return 0;
	if (size > INT32_MAX) {
		*bad = 0;
		errno = EFBIG;
		return -1;
	}
	v = malloc(cap * sizeof(*v));
	if (v == NULL) {
		*bad = 0;
		return -1;
	}
	while (off < size) {
		dt_insn_dec_t d;
		int len = dt_insn_one(code + off, size - off, &d);

		if (len < 0 && dt_insn_zero_tail(code + off, size - off))
			break;
		if (len < 0) {
			free(v);
			*bad = off;
			errno = EINVAL;
			return -1;
		}
		if (n == cap) {
			dt_insn_t *nv = realloc(v, 2 * cap * sizeof(*v));

			if (nv == NULL) {
				free(v);
				*bad = off;
				return -1;
			}
			v = nv;
			cap *= 2;
		}
		v[n].di_off = off;
		v[n].di_len = len;
		v[n].di_kind = dt_insn_classify(code, size, off, len, &d);
		n++;
		off += len;
	}
	if (n == 0) {
		free(v);
		v = NULL;
	}
	*insns = v;
	return n;
}
