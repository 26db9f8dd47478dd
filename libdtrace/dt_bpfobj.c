/*
 * Reading the BPF support object (DESIGN.md, "Link").
 *
 * The functions of bpf/ are compiled by clang -target bpf into one ELF
 * relocatable object.  We read it once with libelf and keep, per function
 * symbol of an executable section, its instructions and its relocations in
 * the form the linker (dt_link.c) uses for generated code (dt_reloc_t):
 *
 *   R_BPF_64_32 on a call: a call of another function.  clang encodes the
 *     target as symbol value + (imm + 1) instructions, whether the symbol is
 *     the function itself (imm -1) or its section (static functions);
 *   R_BPF_64_64 on an ld_imm64 of an undefined (extern) symbol: a map or a
 *     link-time constant, told apart only when linking;
 *   R_BPF_64_64 on an ld_imm64 of a function (or of its section, with the
 *     offset in imm): a callback's address, for bpf_loop;
 *   a call without relocation (pc-relative within a section) is turned into
 *     a named call too, so that a function can be copied anywhere.
 *
 * Anything else (data sections, kfuncs) is refused when the
 * object is opened, rather than producing a program that fails later.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_bpfobj.h"

#ifndef EM_BPF
#define EM_BPF		247
#endif
#ifndef R_BPF_64_64
#define R_BPF_64_64	1
#endif
#ifndef R_BPF_64_32
#define R_BPF_64_32	10
#endif

#define DT_INSN_SZ	sizeof(struct bpf_insn)

/* A function while reading: where it came from. */
typedef struct dt_objfunc {
	dt_bpffunc_t of_func;
	size_t of_shndx;		/* section */
	uint32_t of_start;		/* first instruction in the section */
	uint32_t of_rcap;
	uint8_t *of_relocated;		/* per instruction: has a relocation */
} dt_objfunc_t;

struct dt_bpfobj {
	dt_objfunc_t *bo_funcs;		/* sorted by name after reading */
	uint32_t bo_nfuncs, bo_fcap;
};

/* Reading state. */
typedef struct dt_objread {
	dt_bpfobj_t *or_obj;
	Elf *or_elf;
	Elf_Data *or_syms;
	size_t or_strndx;		/* string table of the symbols */
	char *or_err;
	size_t or_errlen;
} dt_objread_t;

static int dt_objerr(dt_objread_t *rd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int dt_objerr(dt_objread_t *rd, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(rd->or_err, rd->or_errlen, fmt, ap);
	va_end(ap);
	return -1;
}

static int dt_is_ld64(const struct bpf_insn *insn)
{
	return insn->code == (BPF_LD | BPF_DW | BPF_IMM);
}

static int dt_is_call(const struct bpf_insn *insn)
{
	return insn->code == (BPF_JMP | BPF_CALL);
}

static int dt_is_exec_section(Elf *elf, size_t shndx)
{
	Elf_Scn *scn = elf_getscn(elf, shndx);
	GElf_Shdr sh;

	if (scn == NULL || gelf_getshdr(scn, &sh) == NULL)
		return 0;
	return sh.sh_type == SHT_PROGBITS && (sh.sh_flags & SHF_EXECINSTR);
}

static const char *dt_symname(dt_objread_t *rd, const GElf_Sym *sym)
{
	const char *s = elf_strptr(rd->or_elf, rd->or_strndx, sym->st_name);

	return s ? s : "?";
}

/* The function of section shndx containing instruction idx, or NULL. */
static dt_objfunc_t *dt_func_at(dt_bpfobj_t *obj, size_t shndx, uint32_t idx,
				int must_start)
{
	uint32_t i;

	for (i = 0; i < obj->bo_nfuncs; i++) {
		dt_objfunc_t *f = &obj->bo_funcs[i];

		if (f->of_shndx != shndx || idx < f->of_start ||
		    idx >= f->of_start + f->of_func.bf_ninsns)
			continue;
		if (must_start && idx != f->of_start)
			return NULL;
		return f;
	}
	return NULL;
}

static int dt_add_func(dt_objread_t *rd, const GElf_Sym *sym)
{
	dt_bpfobj_t *obj = rd->or_obj;
	const char *name = dt_symname(rd, sym);
	Elf_Data *data = elf_getdata(elf_getscn(rd->or_elf, sym->st_shndx), NULL);
	dt_objfunc_t *f;
	uint32_t n = sym->st_size / DT_INSN_SZ;

	if (data == NULL || data->d_buf == NULL ||
	    sym->st_value % DT_INSN_SZ || sym->st_size % DT_INSN_SZ ||
	    sym->st_value + sym->st_size > data->d_size || n == 0)
		return dt_objerr(rd, "function %s: bad symbol extent", name);
	if (obj->bo_nfuncs == obj->bo_fcap) {
		uint32_t ncap = obj->bo_fcap ? obj->bo_fcap * 2 : 32;
		dt_objfunc_t *p = realloc(obj->bo_funcs, ncap * sizeof(*p));

		if (p == NULL)
			return dt_objerr(rd, "out of memory");
		obj->bo_funcs = p;
		obj->bo_fcap = ncap;
	}
	f = &obj->bo_funcs[obj->bo_nfuncs];
	memset(f, 0, sizeof(*f));
	f->of_shndx = sym->st_shndx;
	f->of_start = sym->st_value / DT_INSN_SZ;
	f->of_func.bf_ninsns = n;
	f->of_func.bf_global = GELF_ST_BIND(sym->st_info) != STB_LOCAL;
	f->of_func.bf_name = strdup(name);
	f->of_func.bf_insns = malloc(n * DT_INSN_SZ);
	f->of_relocated = calloc(n, 1);
	obj->bo_nfuncs++;	/* counted now so that close frees it */
	if (f->of_func.bf_name == NULL || f->of_func.bf_insns == NULL ||
	    f->of_relocated == NULL)
		return dt_objerr(rd, "out of memory");
	memcpy(f->of_func.bf_insns, (char *)data->d_buf + sym->st_value,
	       n * DT_INSN_SZ);
	return 0;
}

static int dt_read_funcs(dt_objread_t *rd, size_t nsyms)
{
	size_t i;

	for (i = 0; i < nsyms; i++) {
		GElf_Sym sym;

		if (gelf_getsym(rd->or_syms, i, &sym) == NULL)
			return dt_objerr(rd, "cannot read symbol %zu", i);
		if (GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
		    !dt_is_exec_section(rd->or_elf, sym.st_shndx))
			continue;
		if (dt_add_func(rd, &sym) < 0)
			return -1;
	}
	return 0;
}

static int dt_func_add_reloc(dt_objread_t *rd, dt_objfunc_t *f, uint32_t insn,
			     dt_reloc_kind_t kind, const char *sym,
			     int64_t addend)
{
	dt_bpffunc_t *bf = &f->of_func;
	dt_reloc_t *r;

	if (f->of_relocated[insn])
		return dt_objerr(rd, "function %s: two relocations at instruction %u",
				 bf->bf_name, insn);
	if (bf->bf_nrelocs == f->of_rcap) {
		uint32_t ncap = f->of_rcap ? f->of_rcap * 2 : 8;
		dt_reloc_t *p = realloc(bf->bf_relocs, ncap * sizeof(*p));

		if (p == NULL)
			return dt_objerr(rd, "out of memory");
		bf->bf_relocs = p;
		f->of_rcap = ncap;
	}
	r = &bf->bf_relocs[bf->bf_nrelocs];
	r->ir_sym = strdup(sym);
	if (r->ir_sym == NULL)
		return dt_objerr(rd, "out of memory");
	r->ir_insn = insn;
	r->ir_kind = kind;
	r->ir_addend = addend;
	bf->bf_nrelocs++;
	f->of_relocated[insn] = 1;
	return 0;
}

/* Record a call at instruction insn of f to the function at target of shndx. */
static int dt_reloc_call(dt_objread_t *rd, dt_objfunc_t *f, uint32_t insn,
			 size_t shndx, int64_t target)
{
	struct bpf_insn *ip = &f->of_func.bf_insns[insn];
	dt_objfunc_t *callee = NULL;

	if (target >= 0 && target <= UINT32_MAX)
		callee = dt_func_at(rd->or_obj, shndx, target, 1);
	if (callee == NULL)
		return dt_objerr(rd, "function %s: call at instruction %u does not "
				 "reach the start of a function",
				 f->of_func.bf_name, insn);
	ip->src_reg = BPF_PSEUDO_CALL;
	ip->imm = -1;
	return dt_func_add_reloc(rd, f, insn, DT_RELOC_CALL,
				 callee->of_func.bf_name, 0);
}

/*
 * The address of a function taken at instruction insn of f (a callback for
 * bpf_loop): clang loads symbol value + imm bytes, the symbol being the
 * function itself or, for a static one, its section.
 */
static int dt_reloc_funcaddr(dt_objread_t *rd, dt_objfunc_t *f, uint32_t insn,
			     const GElf_Sym *sym)
{
	struct bpf_insn *ip = &f->of_func.bf_insns[insn];
	int64_t off = (int64_t)sym->st_value + ip[0].imm;
	dt_objfunc_t *callee = NULL;

	if (off >= 0 && off % DT_INSN_SZ == 0 && off / DT_INSN_SZ <= UINT32_MAX)
		callee = dt_func_at(rd->or_obj, sym->st_shndx, off / DT_INSN_SZ, 1);
	if (callee == NULL)
		return dt_objerr(rd, "function %s: address at instruction %u is "
				 "not the start of a function",
				 f->of_func.bf_name, insn);
	ip[0].imm = ip[1].imm = 0;
	ip[0].src_reg = 0;
	return dt_func_add_reloc(rd, f, insn, DT_RELOC_FUNC,
				 callee->of_func.bf_name, 0);
}

static int dt_read_rel(dt_objread_t *rd, const GElf_Rel *rel, size_t shndx)
{
	uint64_t i = rel->r_offset / DT_INSN_SZ;
	dt_objfunc_t *f;
	struct bpf_insn *ip;
	GElf_Sym sym;
	const char *name;
	uint32_t insn;

	if (ELF64_R_TYPE(rel->r_info) == R_BPF_NONE)
		return 0;
	f = rel->r_offset % DT_INSN_SZ || i > UINT32_MAX ? NULL :
		dt_func_at(rd->or_obj, shndx, i, 0);
	if (f == NULL)
		return dt_objerr(rd, "relocation at offset %#llx of section %zu "
				 "is outside any function",
				 (unsigned long long)rel->r_offset, shndx);
	insn = i - f->of_start;
	ip = &f->of_func.bf_insns[insn];
	if (gelf_getsym(rd->or_syms, ELF64_R_SYM(rel->r_info), &sym) == NULL)
		return dt_objerr(rd, "function %s: bad relocation symbol",
				 f->of_func.bf_name);
	name = dt_symname(rd, &sym);

	switch (ELF64_R_TYPE(rel->r_info)) {
	case R_BPF_64_32:
		if (!dt_is_call(ip) || ip->src_reg != BPF_PSEUDO_CALL)
			break;
		if (sym.st_shndx == SHN_UNDEF)
			return dt_objerr(rd, "function %s: call of undefined "
					 "function %s", f->of_func.bf_name, name);
		return dt_reloc_call(rd, f, insn, sym.st_shndx,
				     (int64_t)(sym.st_value / DT_INSN_SZ) +
				     ip->imm + 1);
	case R_BPF_64_64:
		if (!dt_is_ld64(ip) || insn + 1 >= f->of_func.bf_ninsns)
			break;
		if (dt_is_exec_section(rd->or_elf, sym.st_shndx))
			return dt_reloc_funcaddr(rd, f, insn, &sym);
		if (sym.st_shndx != SHN_UNDEF)
			return dt_objerr(rd, "function %s: reference to %s, which "
					 "is not extern (support functions have "
					 "no data of their own)",
					 f->of_func.bf_name, name);
		{
			int64_t addend = (int64_t)((uint64_t)(uint32_t)ip[1].imm << 32 |
						   (uint32_t)ip[0].imm);

			ip[0].imm = ip[1].imm = 0;
			ip[0].src_reg = 0;
			return dt_func_add_reloc(rd, f, insn, DT_RELOC_CONST,
						 name, addend);
		}
	}
	return dt_objerr(rd, "function %s: unsupported relocation type %u "
			 "against %s at instruction %u", f->of_func.bf_name,
			 (unsigned)ELF64_R_TYPE(rel->r_info), name, insn);
}

static int dt_read_relocs(dt_objread_t *rd)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(rd->or_elf, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *data;
		size_t i, n;

		if (gelf_getshdr(scn, &sh) == NULL)
			return dt_objerr(rd, "cannot read section header");
		if (sh.sh_type == SHT_RELA && dt_is_exec_section(rd->or_elf, sh.sh_info))
			return dt_objerr(rd, "RELA relocations are not supported");
		if (sh.sh_type != SHT_REL || !dt_is_exec_section(rd->or_elf, sh.sh_info))
			continue;
		data = elf_getdata(scn, NULL);
		if (data == NULL || sh.sh_entsize == 0)
			return dt_objerr(rd, "cannot read relocations");
		n = sh.sh_size / sh.sh_entsize;
		for (i = 0; i < n; i++) {
			GElf_Rel rel;

			if (gelf_getrel(data, i, &rel) == NULL)
				return dt_objerr(rd, "cannot read relocation %zu", i);
			if (dt_read_rel(rd, &rel, sh.sh_info) < 0)
				return -1;
		}
	}
	return 0;
}

/* Name the calls that clang resolved itself (pc-relative, no relocation). */
static int dt_local_calls(dt_objread_t *rd)
{
	uint32_t i, j;

	for (i = 0; i < rd->or_obj->bo_nfuncs; i++) {
		dt_objfunc_t *f = &rd->or_obj->bo_funcs[i];
		struct bpf_insn *insns = f->of_func.bf_insns;

		for (j = 0; j < f->of_func.bf_ninsns; j++) {
			if (f->of_relocated[j])
				continue;
			if (dt_is_ld64(&insns[j]) && insns[j].src_reg != 0)
				return dt_objerr(rd, "function %s: unsupported "
						 "ld_imm64 source %u at instruction %u",
						 f->of_func.bf_name,
						 insns[j].src_reg, j);
			if (!dt_is_call(&insns[j]) || insns[j].src_reg == 0)
				continue;
			if (insns[j].src_reg != BPF_PSEUDO_CALL)
				return dt_objerr(rd, "function %s: unsupported "
						 "call at instruction %u",
						 f->of_func.bf_name, j);
			if (dt_reloc_call(rd, f, j, f->of_shndx,
					  (int64_t)f->of_start + j +
					  insns[j].imm + 1) < 0)
				return -1;
		}
	}
	return 0;
}

static int dt_func_cmp(const void *a, const void *b)
{
	const dt_objfunc_t *fa = a, *fb = b;
	int c = strcmp(fa->of_func.bf_name, fb->of_func.bf_name);

	/* Global before static of the same name: lookups find it first. */
	return c ? c : fb->of_func.bf_global - fa->of_func.bf_global;
}

static int dt_reloc_cmp(const void *a, const void *b)
{
	const dt_reloc_t *ra = a, *rb = b;

	return (ra->ir_insn > rb->ir_insn) - (ra->ir_insn < rb->ir_insn);
}

static int dt_objread(dt_objread_t *rd)
{
	Elf *elf = rd->or_elf;
	GElf_Ehdr eh;
	Elf_Scn *scn = NULL;
	size_t nsyms = 0;
	uint32_t i;

	if (elf_kind(elf) != ELF_K_ELF || gelf_getehdr(elf, &eh) == NULL)
		return dt_objerr(rd, "not an ELF object");
	if (eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_machine != EM_BPF ||
	    eh.e_ident[EI_DATA] != ELFDATA2LSB)
		return dt_objerr(rd, "not a little-endian BPF object");
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_SYMTAB)
			continue;
		rd->or_syms = elf_getdata(scn, NULL);
		rd->or_strndx = sh.sh_link;
		nsyms = sh.sh_entsize ? sh.sh_size / sh.sh_entsize : 0;
		break;
	}
	if (rd->or_syms == NULL)
		return dt_objerr(rd, "no symbol table");
	if (dt_read_funcs(rd, nsyms) < 0 || dt_read_relocs(rd) < 0 ||
	    dt_local_calls(rd) < 0)
		return -1;

	for (i = 0; i < rd->or_obj->bo_nfuncs; i++) {
		dt_bpffunc_t *bf = &rd->or_obj->bo_funcs[i].of_func;

		if (bf->bf_nrelocs > 1)
			qsort(bf->bf_relocs, bf->bf_nrelocs, sizeof(dt_reloc_t),
			      dt_reloc_cmp);
	}
	qsort(rd->or_obj->bo_funcs, rd->or_obj->bo_nfuncs, sizeof(dt_objfunc_t),
	      dt_func_cmp);
	return 0;
}

dt_bpfobj_t *dt_bpfobj_open(const char *path, char *err, size_t errlen)
{
	dt_objread_t rd = { .or_err = err, .or_errlen = errlen };
	int fd, rc;

	if (elf_version(EV_CURRENT) == EV_NONE) {
		snprintf(err, errlen, "libelf is out of date");
		return NULL;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
		return NULL;
	}
	rd.or_obj = calloc(1, sizeof(dt_bpfobj_t));
	rd.or_elf = elf_begin(fd, ELF_C_READ, NULL);
	if (rd.or_obj == NULL)
		rc = dt_objerr(&rd, "out of memory");
	else if (rd.or_elf == NULL)
		rc = dt_objerr(&rd, "%s", elf_errmsg(-1));
	else
		rc = dt_objread(&rd);
	if (rc < 0 && rd.or_obj != NULL) {
		/* Prefix the file name: the message alone does not say which. */
		char msg[512];

		snprintf(msg, sizeof(msg), "%s", err);
		snprintf(err, errlen, "%s: %s", path, msg);
	}
	elf_end(rd.or_elf);
	close(fd);
	if (rc < 0) {
		dt_bpfobj_close(rd.or_obj);
		return NULL;
	}
	return rd.or_obj;
}

void dt_bpfobj_close(dt_bpfobj_t *obj)
{
	uint32_t i, j;

	if (obj == NULL)
		return;
	for (i = 0; i < obj->bo_nfuncs; i++) {
		dt_objfunc_t *f = &obj->bo_funcs[i];

		for (j = 0; j < f->of_func.bf_nrelocs; j++)
			free(f->of_func.bf_relocs[j].ir_sym);
		free(f->of_func.bf_relocs);
		free(f->of_func.bf_insns);
		free(f->of_func.bf_name);
		free(f->of_relocated);
	}
	free(obj->bo_funcs);
	free(obj);
}

static int dt_func_key_cmp(const void *key, const void *elem)
{
	const dt_objfunc_t *f = elem;

	return strcmp(key, f->of_func.bf_name);
}

const dt_bpffunc_t *dt_bpfobj_func(const dt_bpfobj_t *obj, const char *name)
{
	const dt_objfunc_t *f = bsearch(name, obj->bo_funcs, obj->bo_nfuncs,
					sizeof(dt_objfunc_t), dt_func_key_cmp);

	if (f == NULL)
		return NULL;
	/* bsearch may land on any of equal names: step back to the first. */
	while (f > obj->bo_funcs && strcmp(f[-1].of_func.bf_name, name) == 0)
		f--;
	return &f->of_func;
}

uint32_t dt_bpfobj_nfuncs(const dt_bpfobj_t *obj)
{
	return obj->bo_nfuncs;
}

const dt_bpffunc_t *dt_bpfobj_func_at(const dt_bpfobj_t *obj, uint32_t i)
{
	return i < obj->bo_nfuncs ? &obj->bo_funcs[i].of_func : NULL;
}
