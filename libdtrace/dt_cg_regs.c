/*
 * uregs[i]: the user-mode registers of the current thread (D-LANGUAGE.md
 * section 4), as the i-th 8-byte word of its struct pt_regs (the R_*
 * constants of the D library's regs.d are those positions).
 *
 * Cooking (called by dt_cook_array for the name uregs) checks the index: a
 * constant outside pt_regs is D_REGS_IDX.  The generated code asks the
 * kernel for the task's saved user registers, bpf_task_pt_regs() of
 * bpf_get_current_task_btf(), whatever the probe's own context is, and
 * reads the word with bpf_probe_read_kernel; a variable index outside
 * pt_regs faults ("illegal operation", as illumos' dtrace_getreg does).
 */
#include <string.h>
#include <bpf/btf.h>
#include "dt_cg.h"
#include "dt_cook.h"
#include "dt_btf.h"

/* The number of 8-byte words of the kernel's struct pt_regs (0 if unknown). */
static uint32_t dt_uregs_count(dtrace_hdl_t *dtp)
{
	struct btf *btf = dt_btf_vmlinux(dtp);
	int id;

	if (btf == NULL)
		return 0;
	id = btf__find_by_name_kind(btf, "pt_regs", BTF_KIND_STRUCT);
	if (id < 0)
		return 0;
	return btf__type_by_id(btf, id)->size / 8;
}

void dt_cook_uregs(dt_pcb_t *pcb, dt_node_t *dnp, dt_ident_t *idp)
{
	dt_node_t *idx = dnp->dn_args;
	uint32_t n = dt_uregs_count(pcb->pcb_hdl);
	char buf[128];

	if (idx == NULL || idx->dn_next != NULL)
		dnerror(dnp, D_PROTO_LEN, "uregs[ ] prototype mismatch: %d args passed, 1 expected",
			dt_node_list_len(idx));
	dt_cook_node(pcb, idx);
	if (!dt_type_is_integer(idx->dn_type))
		dnerror(dnp, D_PROTO_ARG, "uregs[ ] argument #1 is incompatible with prototype:\n"
			"\tprototype: int\n\t argument: %s", dt_type_name(idx->dn_type, buf, sizeof(buf)));
	if (n == 0)
		dnerror(dnp, D_TYPE_ERR, "uregs[ ] needs the kernel's struct pt_regs from its BTF");
	if (idx->dn_kind == DT_NODE_INT && (idx->dn_value >= n || (dt_type_is_signed(idx->dn_type) &&
								    (int64_t)idx->dn_value < 0)))
		dnerror(dnp, D_REGS_IDX, "index %lld is out of range for array uregs",
			(long long)idx->dn_value);
	dnp->dn_ident = idp;
	dnp->dn_type = idp->di_type;
	dnp->dn_value = n;	/* the bound of a variable index */
	dnp->dn_flags = (dnp->dn_flags | DT_NF_LVALUE) & ~(DT_NF_WRITABLE | DT_NF_REF);
}

int dt_cg_uregs(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	dt_node_t *idx = dnp->dn_args;
	int i = dt_cg_expr(cg, idx), r, ok = dt_label_new(p);
	int argv[3];
	int64_t imm[3] = { 0, 8, 0 };

	if (idx->dn_kind != DT_NODE_INT) {
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JLT, i, (int32_t)dnp->dn_value, 0), ok);
		dt_cg_fault(cg, DTRACEFLT_ILLOP, i);
		dt_label_place(p, ok);
		ok = dt_label_new(p);
	}
	dt_emit(p, BPF_ALU64_IMM(BPF_LSH, i, 3));
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf, NULL, 0, NULL, NULL);
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit(p, BPF_MOV_REG(r, 0));
	argv[0] = r;
	dt_cg_call(cg, BPF_FUNC_task_pt_regs, NULL, 1, argv, imm);
	dt_emit(p, BPF_ALU64_REG(BPF_ADD, i, 0));	/* the word's address */
	dt_emit(p, BPF_STORE_IMM(BPF_DW, BPF_REG_FP, DT_CG_TMP_SLOT, 0));
	dt_emit(p, BPF_MOV_REG(r, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, DT_CG_TMP_SLOT));
	argv[0] = r, argv[1] = -1, argv[2] = i;
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel, NULL, 3, argv, imm);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, i);
	dt_label_place(p, ok);
	dt_emit(p, BPF_LOAD(BPF_DW, i, BPF_REG_FP, DT_CG_TMP_SLOT));
	dt_cg_reg_free(cg, r);
	return i;
}
