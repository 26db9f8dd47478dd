/*
 * Building BPF programs: the instruction buffer behind dt_bpfprog.h.
 *
 * Code generation (dt_cg.c) and the provider trampolines emit instructions
 * here; jumps name local labels, and dt_prog_finish() turns them into
 * pc-relative offsets once every label is placed.  References outside the
 * program (support functions, maps, link-time constants) are only recorded
 * as relocations: the linker (dt_link.c) resolves them, the disassembler
 * (dt_dis.c) shows them.
 *
 * The emitters return nothing, so that generating code reads as a list of
 * instructions: an allocation failure is remembered in bp_nomem, and
 * dt_prog_finish() (or dt_link()) reports it.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_bpfprog.h"

/*
 * Grow an array of elements of size sz so that it holds at least n of them;
 * new elements are zeroed.  Returns -1 (and sets bp_nomem) on failure.
 */
static int dt_prog_grow(dt_bpf_prog_t *prog, void **arr, uint32_t *cap,
			uint32_t n, size_t sz)
{
	uint32_t ncap = *cap ? *cap : 64;
	void *p;

	if (n <= *cap)
		return 0;
	while (ncap < n)
		ncap *= 2;
	p = realloc(*arr, ncap * sz);
	if (p == NULL) {
		prog->bp_nomem = 1;
		return -1;
	}
	memset((char *)p + *cap * sz, 0, (ncap - *cap) * sz);
	*arr = p;
	*cap = ncap;
	return 0;
}

/* Make room for instruction index n and its label slot (they share bp_icap). */
static int dt_prog_reserve(dt_bpf_prog_t *prog, uint32_t n)
{
	uint32_t ncap = prog->bp_icap ? prog->bp_icap : 64;
	struct bpf_insn *insns;
	char **labels;

	if (n < prog->bp_icap)
		return 0;
	while (ncap <= n)
		ncap *= 2;
	insns = realloc(prog->bp_insns, ncap * sizeof(*insns));
	if (insns != NULL)
		prog->bp_insns = insns;
	labels = realloc(prog->bp_labels, ncap * sizeof(*labels));
	if (labels != NULL)
		prog->bp_labels = labels;
	if (insns == NULL || labels == NULL) {
		prog->bp_nomem = 1;
		return -1;
	}
	memset(insns + prog->bp_icap, 0, (ncap - prog->bp_icap) * sizeof(*insns));
	memset(labels + prog->bp_icap, 0, (ncap - prog->bp_icap) * sizeof(*labels));
	prog->bp_icap = ncap;
	return 0;
}

dt_bpf_prog_t *dt_prog_create(const char *name)
{
	dt_bpf_prog_t *prog = calloc(1, sizeof(*prog));

	if (prog == NULL)
		return NULL;
	prog->bp_name = strdup(name ? name : "");
	if (prog->bp_name == NULL) {
		free(prog);
		return NULL;
	}
	return prog;
}

void dt_prog_destroy(dt_bpf_prog_t *prog)
{
	uint32_t i;

	if (prog == NULL)
		return;
	for (i = 0; i < prog->bp_nrelocs; i++)
		free(prog->bp_relocs[i].ir_sym);
	for (i = 0; i < prog->bp_icap; i++)
		free(prog->bp_labels[i]);
	free(prog->bp_relocs);
	free(prog->bp_labels);
	free(prog->bp_insns);
	free(prog->bp_lblpos);
	free(prog->bp_fixups);
	free(prog->bp_name);
	free(prog);
}

void dt_emit(dt_bpf_prog_t *prog, struct bpf_insn insn)
{
	if (dt_prog_reserve(prog, prog->bp_ninsns) < 0)
		return;
	prog->bp_insns[prog->bp_ninsns++] = insn;
}

void dt_emit_ld64(dt_bpf_prog_t *prog, int dst, uint64_t imm)
{
	dt_emit(prog, BPF_INSN(BPF_LD | BPF_DW | BPF_IMM, dst, 0, 0,
			       (int32_t)(uint32_t)imm));
	dt_emit(prog, BPF_INSN(0, 0, 0, 0, (int32_t)(uint32_t)(imm >> 32)));
}

/* Record a relocation of instruction insn (copying code between programs). */
int dt_prog_add_reloc(dt_bpf_prog_t *prog, uint32_t insn, dt_reloc_kind_t kind,
		      const char *sym, int64_t addend)
{
	dt_reloc_t *r;
	char *s;

	if (dt_prog_grow(prog, (void **)&prog->bp_relocs, &prog->bp_rcap,
			 prog->bp_nrelocs + 1, sizeof(dt_reloc_t)) < 0)
		return -1;
	s = strdup(sym);
	if (s == NULL) {
		prog->bp_nomem = 1;
		return -1;
	}
	r = &prog->bp_relocs[prog->bp_nrelocs++];
	r->ir_insn = insn;
	r->ir_kind = kind;
	r->ir_sym = s;
	r->ir_addend = addend;
	return 0;
}

void dt_emit_reloc(dt_bpf_prog_t *prog, int dst, dt_reloc_kind_t kind,
		   const char *sym, int64_t addend)
{
	dt_prog_add_reloc(prog, prog->bp_ninsns, kind, sym, addend);
	dt_emit_ld64(prog, dst, 0);
}

void dt_emit_call_func(dt_bpf_prog_t *prog, const char *func)
{
	dt_prog_add_reloc(prog, prog->bp_ninsns, DT_RELOC_CALL, func, 0);
	/* imm -1 (a call to itself) until linked: never a valid program. */
	dt_emit(prog, BPF_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, -1));
}

int dt_label_new(dt_bpf_prog_t *prog)
{
	if (dt_prog_grow(prog, (void **)&prog->bp_lblpos, &prog->bp_lcap,
			 prog->bp_nlbls + 1, sizeof(int32_t)) < 0)
		return -1;
	prog->bp_lblpos[prog->bp_nlbls] = -1;
	return prog->bp_nlbls++;
}

void dt_label_place(dt_bpf_prog_t *prog, int label)
{
	/* A label that failed to be created (-1) is left unplaced: finish fails. */
	if (label >= 0 && (uint32_t)label < prog->bp_nlbls)
		prog->bp_lblpos[label] = prog->bp_ninsns;
}

void dt_emit_jmp(dt_bpf_prog_t *prog, struct bpf_insn insn, int label)
{
	/*
	 * The label id travels in the 16-bit .off: one that does not fit
	 * cannot be fixed up, and fails the program like an allocation.
	 */
	if (label < 0 || label > UINT16_MAX) {
		prog->bp_nomem = 1;
		return;
	}
	if (dt_prog_grow(prog, (void **)&prog->bp_fixups, &prog->bp_fcap,
			 prog->bp_nfix + 1, sizeof(uint32_t)) < 0)
		return;
	prog->bp_fixups[prog->bp_nfix++] = prog->bp_ninsns;
	insn.off = label;
	dt_emit(prog, insn);
}

void dt_prog_set_label_name(dt_bpf_prog_t *prog, uint32_t insn, const char *name)
{
	char *s;

	if (dt_prog_reserve(prog, insn) < 0)
		return;
	s = strdup(name);
	if (s == NULL) {
		prog->bp_nomem = 1;
		return;
	}
	free(prog->bp_labels[insn]);
	prog->bp_labels[insn] = s;
}

int dt_prog_finish(dt_bpf_prog_t *prog)
{
	uint32_t i;

	if (prog->bp_nomem)
		return -1;
	for (i = 0; i < prog->bp_nfix; i++) {
		struct bpf_insn *insn = &prog->bp_insns[prog->bp_fixups[i]];
		uint16_t label = (uint16_t)insn->off;
		int64_t off;

		if (label >= prog->bp_nlbls || prog->bp_lblpos[label] < 0)
			return -1;
		off = (int64_t)prog->bp_lblpos[label] - prog->bp_fixups[i] - 1;
		if (off < INT16_MIN || off > INT16_MAX)
			return -1;
		insn->off = (int16_t)off;
	}
	/* Fixed up: calling finish again (as dt_link() does) changes nothing. */
	prog->bp_nfix = 0;
	return 0;
}

/*
 * The common end of a generated program: every early exit jumps to label,
 * where the program returns 0.  Destroys the program if it cannot finish.
 */
dt_bpf_prog_t *dt_prog_end_return0(dt_bpf_prog_t *prog, int label)
{
	dt_label_place(prog, label);
	dt_emit(prog, BPF_MOV_IMM(0, 0));
	dt_emit(prog, BPF_RETURN());
	if (dt_prog_finish(prog) != 0) {
		dt_prog_destroy(prog);
		return NULL;
	}
	return prog;
}
