/*
 * Strings in generated code.  A string value is a register holding a pointer
 * into a BPF map value with STRSZ readable bytes from it: the string table
 * (constants, probe names), variable storage, or one of the clause's
 * temporary string buffers in the scratch value.  A register that points to
 * a temporary buffer owns it (cg_tstr_of); the buffer is free again when
 * the register is.  Comparisons call dt_strcmp, copies use the kernel's
 * bpf_probe_read_kernel_str, which stops at the NUL.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "dt_cg.h"

void dt_cg_tstr_release(dt_cg_t *cg, int reg)
{
	cg->cg_tstr_busy &= ~cg->cg_tstr_of[reg];
	cg->cg_tstr_of[reg] = 0;
}

void dt_cg_tstr_move(dt_cg_t *cg, int dst, int src)
{
	cg->cg_tstr_of[dst] |= cg->cg_tstr_of[src];
	cg->cg_tstr_of[src] = 0;
}

/* A register pointing to a free temporary string buffer, which it owns. */
int dt_cg_tstring(dt_cg_t *cg, const dt_node_t *dnp)
{
	for (int slot = 0; slot < DT_CG_NTSTR; slot++) {
		int r;

		if (cg->cg_tstr_busy & (1u << slot))
			continue;
		r = dt_cg_reg_alloc(cg, dnp);
		cg->cg_tstr_busy |= 1u << slot;
		cg->cg_tstr_of[r] = 1u << slot;
		dt_emit(cg->cg_prog, BPF_MOV_REG(r, 7));
		dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, r, dt_mem_tstr(cg->cg_dtp, slot)));
		return r;
	}
	dnerror(dnp, D_UNKNOWN, "expression needs more than %d temporary strings", DT_CG_NTSTR);
}

int dt_cg_str_const(dt_cg_t *cg, const dt_node_t *dnp, const char *s)
{
	size_t max = dt_mem_strsz(cg->cg_dtp) - 1;
	char *cut = strlen(s) > max ? strndup(s, max) : NULL;
	int64_t off;
	int r;

	/* a constant longer than strsize is cut there, as every string is */
	off = dt_strtab_insert(cg->cg_dtp, cut != NULL ? cut : s);
	free(cut);
	if (off < 0)
		dnerror(dnp, D_UNKNOWN, "out of memory");
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit_reloc(cg->cg_prog, r, DT_RELOC_MAPVAL, "strtab", off);
	return r;
}

/* Copy the string src points to into the STRSZ bytes dst points to. */
void dt_cg_str_copy(dt_cg_t *cg, int dst, int src)
{
	int argv[3] = { dst, -1, src };
	int64_t imm[3] = { 0, dt_mem_strsz(cg->cg_dtp), 0 };

	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str, NULL, 3, argv, imm);
}

/* l = (strcmp(l, r) op 0), for string operands. */
void dt_cg_str_cmp(dt_cg_t *cg, int op, int l, int r)
{
	static const int jops[] = {
		[DT_OP_EQU] = BPF_JEQ, [DT_OP_NEQ] = BPF_JNE, [DT_OP_LT] = BPF_JSLT,
		[DT_OP_LE] = BPF_JSLE, [DT_OP_GT] = BPF_JSGT, [DT_OP_GE] = BPF_JSGE,
	};
	int argv[2] = { l, r };

	dt_cg_call(cg, -1, "dt_strcmp", 2, argv, NULL);
	dt_cg_tstr_release(cg, l);
	dt_cg_setcc(cg, l, BPF_JMP_IMM(jops[op], 0, 0, 0));
}

/* The current task's comm, in a temporary string. */
int dt_cg_execname(dt_cg_t *cg, const dt_node_t *dnp)
{
	uint32_t len = dt_mem_strsz(cg->cg_dtp) < 16 ? dt_mem_strsz(cg->cg_dtp) : 16;
	int r = dt_cg_tstring(cg, dnp);

	dt_cg_task_comm(cg, r, len);	/* bpf_get_current_comm(r, len), dt_cg_about.c */
	return r;
}

/*
 * probeprov/mod/func/name (field 1-4) at run time: the "probes" map gives
 * the offsets of the firing probe's names in the string table.
 */
int dt_cg_probefield(dt_cg_t *cg, const dt_node_t *dnp, int field)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int r = dt_cg_reg_alloc(cg, dnp), none = dt_label_new(p), done = dt_label_new(p);

	dt_emit(p, BPF_LOAD(BPF_W, r, 7, offsetof(dt_mstate_t, prid)));
	dt_emit(p, BPF_STORE(BPF_W, BPF_REG_FP, DT_CG_TMP_SLOT, r));
	dt_emit(p, BPF_MOV_REG(r, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, DT_CG_TMP_SLOT));
	dt_cg_map_lookup(cg, "probes", r);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), none);
	dt_emit(p, BPF_LOAD(BPF_W, r, 0, 4 * (field - 1)));
	dt_emit_reloc(p, 0, DT_RELOC_CONST, "STRTAB_MAXOFF", 0);
	dt_emit_jmp(p, BPF_JMP_REG(BPF_JGT, r, 0, 0), none);
	dt_emit_reloc(p, 0, DT_RELOC_MAPVAL, "strtab", 0);
	dt_emit(p, BPF_ALU64_REG(BPF_ADD, 0, r));
	dt_emit(p, BPF_MOV_REG(r, 0));
	dt_emit_jmp(p, BPF_GOTO(0), done);
	dt_label_place(p, none);
	dt_emit_reloc(p, r, DT_RELOC_MAPVAL, "strtab", 0);	/* "" */
	dt_label_place(p, done);
	return r;
}
