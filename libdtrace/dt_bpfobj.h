/*
 * The BPF support object: the functions of bpf/ compiled by clang into one
 * ELF object (dtrace.bpf.o), read once with libelf so that the linker
 * (dt_link.c) can copy the functions a program calls into it.
 */
#ifndef DT_BPFOBJ_H
#define DT_BPFOBJ_H

#include <stddef.h>
#include <stdint.h>
#include "dt_bpfprog.h"

/*
 * One function of the object.  Relocations are relative to the function's
 * first instruction:
 *   DT_RELOC_CALL	a call of another function of the object (by name);
 *   DT_RELOC_CONST	an ld_imm64 of an extern symbol, with the addend that
 *			was in the instruction.  Whether the symbol is a map
 *			or a link-time constant is only known when linking:
 *			dt_link() asks its resolver.
 * Calls carry imm -1 and src_reg BPF_PSEUDO_CALL; extern loads carry 0.
 */
typedef struct dt_bpffunc {
	char *bf_name;
	struct bpf_insn *bf_insns;
	uint32_t bf_ninsns;
	dt_reloc_t *bf_relocs;
	uint32_t bf_nrelocs;
	int bf_global;			/* global symbol (else a static function) */
} dt_bpffunc_t;

typedef struct dt_bpfobj dt_bpfobj_t;

/* Read the object at path; NULL with a message in err on failure. */
extern dt_bpfobj_t *dt_bpfobj_open(const char *path, char *err, size_t errlen);
extern void dt_bpfobj_close(dt_bpfobj_t *);

/* The function named name (global ones first), or NULL. */
extern const dt_bpffunc_t *dt_bpfobj_func(const dt_bpfobj_t *, const char *name);

/* All functions, sorted by name: i in [0, dt_bpfobj_nfuncs()). */
extern uint32_t dt_bpfobj_nfuncs(const dt_bpfobj_t *);
extern const dt_bpffunc_t *dt_bpfobj_func_at(const dt_bpfobj_t *, uint32_t i);

#endif /* DT_BPFOBJ_H */
