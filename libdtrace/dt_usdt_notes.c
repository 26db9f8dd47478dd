/*
 * Reading the USDT notes of an ELF object (dt_usdt_notes.h), with libelf.
 *
 * A `.note.stapsdt` note (owner "stapsdt", type 3) holds three addresses
 * of the object's class size, the site's, the one `.stapsdt.base` had at
 * link time and the semaphore's (0: none), then three NUL-terminated
 * strings: provider, name, argument spec.  If the object was moved after
 * it was linked (prelink), its `.stapsdt.base` section is no longer at the
 * recorded address and every address moves by the same amount, as
 * SystemTap and GDB do it.  The uprobe wants file offsets: the PT_LOAD
 * segment holding an address gives it.
 *
 * The argument spec is the assembler's operand for each argument,
 * prefixed by its size (negative: signed): "8@%rbp", "-4@$1",
 * "-4@40+CheckpointStats(%rip)", "8@(%rax,%rdx,8)".  x86-64 only for now:
 * other architectures' operands are DT_USDT_ARG_BAD ("not supported on
 * this architecture"), so their probes fire but their arguments cannot be
 * read.
 */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <asm/ptrace.h>
#include "dt_usdt_notes.h"

#define NT_STAPSDT	3
#define NT_DTRACE_TYPES	1

/*
 * Registers: x86-64's names, each a (pt_regs offset, width) pair; the high
 * byte registers are one byte past their word's start.
 */
#if defined(__x86_64__)
#define DT_REG(name, member, width, byte) { name, offsetof(struct pt_regs, member) + (byte), width }
static const struct dt_usdt_reg {
	const char *name;
	int16_t off;
	uint8_t width;
} dt_usdt_regs[] = {
#define DT_GPR(q, d, w, b, member) \
	DT_REG(q, member, 8, 0), DT_REG(d, member, 4, 0), DT_REG(w, member, 2, 0), \
	DT_REG(b, member, 1, 0)
	DT_GPR("rax", "eax", "ax", "al", rax), DT_REG("ah", rax, 1, 1),
	DT_GPR("rbx", "ebx", "bx", "bl", rbx), DT_REG("bh", rbx, 1, 1),
	DT_GPR("rcx", "ecx", "cx", "cl", rcx), DT_REG("ch", rcx, 1, 1),
	DT_GPR("rdx", "edx", "dx", "dl", rdx), DT_REG("dh", rdx, 1, 1),
	DT_GPR("rsi", "esi", "si", "sil", rsi),
	DT_GPR("rdi", "edi", "di", "dil", rdi),
	DT_GPR("rbp", "ebp", "bp", "bpl", rbp),
	DT_GPR("rsp", "esp", "sp", "spl", rsp),
	DT_GPR("r8", "r8d", "r8w", "r8b", r8),
	DT_GPR("r9", "r9d", "r9w", "r9b", r9),
	DT_GPR("r10", "r10d", "r10w", "r10b", r10),
	DT_GPR("r11", "r11d", "r11w", "r11b", r11),
	DT_GPR("r12", "r12d", "r12w", "r12b", r12),
	DT_GPR("r13", "r13d", "r13w", "r13b", r13),
	DT_GPR("r14", "r14d", "r14w", "r14b", r14),
	DT_GPR("r15", "r15d", "r15w", "r15b", r15),
	DT_REG("r8l", r8, 1, 0), DT_REG("r9l", r9, 1, 0), DT_REG("r10l", r10, 1, 0),
	DT_REG("r11l", r11, 1, 0), DT_REG("r12l", r12, 1, 0), DT_REG("r13l", r13, 1, 0),
	DT_REG("r14l", r14, 1, 0), DT_REG("r15l", r15, 1, 0),
	DT_REG("rip", rip, 8, 0), DT_REG("eip", rip, 4, 0),
#undef DT_GPR
};
#define DT_USDT_IP	offsetof(struct pt_regs, rip)
#else
static const struct dt_usdt_reg {
	const char *name;
	int16_t off;
	uint8_t width;
} dt_usdt_regs[] = { { NULL, 0, 0 } };
#define DT_USDT_IP	(-1)
#define DT_USDT_NOARCH	1
#endif

int dt_usdt_ip_offset(void)
{
	return DT_USDT_IP;
}

static const struct dt_usdt_reg *dt_usdt_reg(const char *name, size_t len)
{
	for (size_t i = 0; i < sizeof(dt_usdt_regs) / sizeof(dt_usdt_regs[0]); i++) {
		const char *n = dt_usdt_regs[i].name;

		if (n != NULL && strlen(n) == len && strncmp(n, name, len) == 0)
			return &dt_usdt_regs[i];
	}
	return NULL;
}

char *dt_usdt_probename(const char *name, char *buf, size_t len)
{
	size_t o = 0;

	assert(len > 0);
	for (const char *s = name; *s != '\0' && o + 1 < len; s++) {
		if (s[0] == '_' && s[1] == '_') {
			buf[o++] = '-';
			s++;
		} else
			buf[o++] = *s;
	}
	buf[o] = '\0';
	return buf;
}

static int dt_usdt_err(char *err, size_t len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, len, fmt, ap);
	va_end(ap);
	return -1;
}

/*
 * Argument specs.
 */

typedef struct dt_usdt_lex {
	const char *p;		/* the rest of the operand */
	const char *end;	/* its end (the next blank or NUL) */
	dt_usdt_symaddr_f *symaddr;
	void *arg;
} dt_usdt_lex_t;

/*
 * An assembler expression of integers and symbols joined by + and -
 * ("40+CheckpointStats", "-136", "sym-8"): its value, and whether a
 * symbol was in it (the value is then a link-time address).  0, or the
 * reason it is not understood.
 */
static const char *dt_usdt_expr(dt_usdt_lex_t *lx, int64_t *val, int *hassym)
{
	int neg = 0;

	*val = 0;
	*hassym = 0;
	for (;;) {
		const char *s = lx->p;
		int64_t term;

		if (s < lx->end && (*s == '-' || *s == '+')) {
			neg = *s == '-';
			s++;
		}
		if (s < lx->end && isdigit((unsigned char)*s)) {
			char *e;

			errno = 0;
			term = (int64_t)strtoull(s, &e, 0);
			if (errno != 0 || e > lx->end)
				return "bad number";
			s = e;
		} else if (s < lx->end && (isalpha((unsigned char)*s) || *s == '_' || *s == '.')) {
			const char *b = s;
			char name[256];
			uint64_t addr;

			while (s < lx->end && (isalnum((unsigned char)*s) || *s == '_' || *s == '.' ||
					       *s == '$'))
				s++;
			if ((size_t)(s - b) >= sizeof(name))
				return "symbol name too long";
			memcpy(name, b, s - b);
			name[s - b] = '\0';
			if (lx->symaddr == NULL || lx->symaddr(lx->arg, name, &addr) != 0)
				return "unknown symbol";
			term = (int64_t)addr;
			*hassym = 1;
		} else
			return "bad operand";
		*val += neg ? -term : term;
		lx->p = s;
		if (s >= lx->end || (*s != '+' && *s != '-'))
			return NULL;
	}
}

/* "%reg": the register, or NULL. */
static const struct dt_usdt_reg *dt_usdt_lexreg(dt_usdt_lex_t *lx)
{
	const char *b;

	if (lx->p >= lx->end || *lx->p != '%')
		return NULL;
	b = ++lx->p;
	while (lx->p < lx->end && isalnum((unsigned char)*lx->p))
		lx->p++;
	return dt_usdt_reg(b, lx->p - b);
}

/*
 * "disp(%base,%index,scale)" and its shorter forms, disp an expression
 * (lx->p is past it): fill the MEM argument.  A symbol makes the address
 * a link-time one: %rip-relative, or, with another base, moved by the load
 * bias (ip - pc) through the index slot.
 */
static const char *dt_usdt_mem(dt_usdt_lex_t *lx, int64_t disp, int hassym, uint64_t pc,
			       dt_usdt_arg_t *a)
{
	const struct dt_usdt_reg *r;

	a->ua_kind = DT_USDT_ARG_MEM;
	a->ua_base = a->ua_index = -1;
	a->ua_scale = 1;
	if (lx->p < lx->end && *lx->p == '(') {
		lx->p++;
		if (lx->p < lx->end && *lx->p == '%') {
			if ((r = dt_usdt_lexreg(lx)) == NULL)
				return "unknown register";
			if (r->width != 8)
				return "base register is not 64-bit";
			a->ua_base = r->off;
		}
		if (lx->p < lx->end && *lx->p == ',') {
			lx->p++;
			if ((r = dt_usdt_lexreg(lx)) == NULL || r->width != 8 ||
			    r->off == DT_USDT_IP)
				return "bad index register";
			a->ua_index = r->off;
			if (lx->p < lx->end && *lx->p == ',') {
				lx->p++;
				if (lx->p >= lx->end || strchr("1248", *lx->p) == NULL)
					return "bad scale";
				a->ua_scale = *lx->p++ - '0';
			}
		}
		if (lx->p >= lx->end || *lx->p != ')')
			return "bad memory operand";
		lx->p++;
	}
	if (lx->p != lx->end)
		return "bad memory operand";
	if (a->ua_base == DT_USDT_IP) {
		/* sym(%rip): the address is ip + (sym - pc) */
		if (!hassym)
			return "%rip-relative operand without a symbol";
		a->ua_disp = disp - (int64_t)pc;
	} else if (hassym) {
		/* sym(%reg) or sym: reg + sym + load bias, the bias being ip - pc */
		if (a->ua_index >= 0)
			return "symbol with a base and an index register";
		a->ua_index = DT_USDT_IP;
		a->ua_scale = 1;
		a->ua_disp = disp - (int64_t)pc;
	} else {
		if (a->ua_base < 0 && a->ua_index < 0 && disp == 0)
			return "empty memory operand";
		a->ua_disp = disp;
	}
	return NULL;
}

/* One operand "[-]N@operand" from s to end into a. */
static void dt_usdt_arg(const char *s, const char *end, uint64_t pc, dt_usdt_symaddr_f *symaddr,
			void *arg, dt_usdt_arg_t *a)
{
	dt_usdt_lex_t lx = { s, end, symaddr, arg };
	const char *at = memchr(s, '@', end - s);
	const char *why = NULL;
	int size = 0;

	memset(a, 0, sizeof(*a));
	a->ua_base = a->ua_index = -1;
	if (at != NULL) {
		char *e;
		long n = strtol(s, &e, 10);

		if (e != at || (labs(n) != 1 && labs(n) != 2 && labs(n) != 4 && labs(n) != 8)) {
			a->ua_err = "bad size";
			return;
		}
		size = labs(n);
		a->ua_signed = n < 0;
		lx.p = at + 1;
	}
#ifdef DT_USDT_NOARCH
	a->ua_err = "argument specs not supported on this architecture";
	return;
#endif
	if (lx.p < end && *lx.p == '%') {
		const struct dt_usdt_reg *r = dt_usdt_lexreg(&lx);

		if (r == NULL || lx.p != end)
			why = "unknown register";
		else {
			a->ua_kind = DT_USDT_ARG_REG;
			a->ua_base = r->off;
			/* %eax for an 8-byte value: its 4 bytes (the CPU zeroed the rest) */
			a->ua_size = size == 0 || size > r->width ? r->width : size;
		}
	} else if (lx.p < end && *lx.p == '$') {
		int64_t v;
		int hassym;

		lx.p++;
		why = dt_usdt_expr(&lx, &v, &hassym);
		if (why == NULL && lx.p != end)
			why = "bad constant";
		if (why == NULL) {
			a->ua_kind = DT_USDT_ARG_CONST;
			a->ua_size = size ? size : 8;
			/* $sym: the symbol's run-time address, ip + (sym - pc) */
			a->ua_base = hassym ? DT_USDT_IP : -1;
			a->ua_disp = hassym ? v - (int64_t)pc : v;
		}
	} else {
		int64_t disp = 0;
		int hassym = 0;

		if (lx.p < end && *lx.p != '(')
			why = dt_usdt_expr(&lx, &disp, &hassym);
		if (why == NULL)
			why = dt_usdt_mem(&lx, disp, hassym, pc, a);
		a->ua_size = size ? size : 8;
	}
	if (why != NULL) {
		memset(a, 0, sizeof(*a));
		a->ua_base = a->ua_index = -1;
		a->ua_err = why;
	}
}

int dt_usdt_args_parse(const char *spec, uint64_t pc, dt_usdt_symaddr_f *symaddr, void *arg,
		       dt_usdt_arg_t *argv, int max, char *err, size_t errlen)
{
	const char *s = spec;
	int n = 0;

	for (;;) {
		const char *e;

		while (isspace((unsigned char)*s))
			s++;
		if (*s == '\0')
			return n;
		if (n == max)
			return dt_usdt_err(err, errlen, "more than %d arguments in \"%s\"", max, spec);
		for (e = s; *e != '\0' && !isspace((unsigned char)*e); e++)
			;
		dt_usdt_arg(s, e, pc, symaddr, arg, &argv[n++]);
		s = e;
	}
}

/*
 * The object.
 */

typedef struct dt_usdt_func {
	uint64_t value, size;
	const char *name;	/* in the ELF's string table while it is open */
} dt_usdt_func_t;

typedef struct dt_usdt_reader {
	Elf *elf;
	GElf_Ehdr ehdr;
	size_t phnum;
	Elf_Scn *symtab, *dynsym;
	dt_usdt_func_t *funcs;
	size_t nfuncs;
	char *err;
	size_t errlen;
} dt_usdt_reader_t;

static int dt_usdt_func_cmp(const void *a, const void *b)
{
	const dt_usdt_func_t *x = a, *y = b;

	return x->value < y->value ? -1 : x->value > y->value;
}

/* Functions of .symtab, else of .dynsym (a stripped object), sorted. */
static int dt_usdt_funcs(dt_usdt_reader_t *rd)
{
	Elf_Scn *scn = rd->symtab != NULL ? rd->symtab : rd->dynsym;
	GElf_Shdr shdr;
	Elf_Data *data;
	size_t n;

	if (scn == NULL || gelf_getshdr(scn, &shdr) == NULL || shdr.sh_entsize == 0 ||
	    (data = elf_getdata(scn, NULL)) == NULL)
		return 0;
	n = shdr.sh_size / shdr.sh_entsize;
	rd->funcs = calloc(n ? n : 1, sizeof(dt_usdt_func_t));
	if (rd->funcs == NULL)
		return dt_usdt_err(rd->err, rd->errlen, "out of memory");
	for (size_t i = 1; i < n; i++) {
		GElf_Sym sym;
		int type;

		if (gelf_getsym(data, i, &sym) == NULL)
			continue;
		type = GELF_ST_TYPE(sym.st_info);
		if ((type != STT_FUNC && type != STT_GNU_IFUNC) || sym.st_shndx == SHN_UNDEF ||
		    sym.st_value == 0)
			continue;
		rd->funcs[rd->nfuncs].value = sym.st_value;
		rd->funcs[rd->nfuncs].size = sym.st_size;
		rd->funcs[rd->nfuncs].name = elf_strptr(rd->elf, shdr.sh_link, sym.st_name);
		if (rd->funcs[rd->nfuncs].name != NULL)
			rd->nfuncs++;
	}
	qsort(rd->funcs, rd->nfuncs, sizeof(dt_usdt_func_t), dt_usdt_func_cmp);
	return 0;
}

/*
 * The function containing pc ("" if none: a local function of a stripped
 * object).  Of aliases (same start), the first one sorted.
 */
static const char *dt_usdt_func_at(const dt_usdt_reader_t *rd, uint64_t pc)
{
	size_t lo = 0, hi = rd->nfuncs;

	/* the last function starting at or before pc */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (rd->funcs[mid].value <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* a sized function containing pc; several may start before it (nested aliases) */
	for (size_t i = lo; i-- > 0 && rd->funcs[i].value + (1u << 20) > pc;) {
		if (pc < rd->funcs[i].value + rd->funcs[i].size) {
			while (i > 0 && rd->funcs[i - 1].value == rd->funcs[i].value)
				i--;
			return rd->funcs[i].name;
		}
	}
	return "";
}

/* A symbol's value by name, for sym(%rip) operands: .symtab first, then .dynsym. */
static int dt_usdt_symaddr(void *arg, const char *name, uint64_t *addr)
{
	dt_usdt_reader_t *rd = arg;
	Elf_Scn *scns[2] = { rd->symtab, rd->dynsym };

	for (int s = 0; s < 2; s++) {
		GElf_Shdr shdr;
		Elf_Data *data;

		if (scns[s] == NULL || gelf_getshdr(scns[s], &shdr) == NULL ||
		    shdr.sh_entsize == 0 || (data = elf_getdata(scns[s], NULL)) == NULL)
			continue;
		for (size_t i = 1; i < shdr.sh_size / shdr.sh_entsize; i++) {
			GElf_Sym sym;
			const char *n;

			if (gelf_getsym(data, i, &sym) == NULL || sym.st_shndx == SHN_UNDEF)
				continue;
			n = elf_strptr(rd->elf, shdr.sh_link, sym.st_name);
			if (n != NULL && strcmp(n, name) == 0) {
				*addr = sym.st_value;
				return 0;
			}
		}
	}
	return -1;
}

/* File offset of a link-time address, through its PT_LOAD segment. */
static int dt_usdt_offset(dt_usdt_reader_t *rd, uint64_t vaddr, uint64_t *off)
{
	for (size_t i = 0; i < rd->phnum; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(rd->elf, i, &ph) == NULL || ph.p_type != PT_LOAD)
			continue;
		if (vaddr >= ph.p_vaddr && vaddr < ph.p_vaddr + ph.p_filesz) {
			*off = vaddr - ph.p_vaddr + ph.p_offset;
			return 0;
		}
	}
	return -1;
}

static uint64_t dt_usdt_addr(const dt_usdt_reader_t *rd, const char *p)
{
	if (rd->ehdr.e_ident[EI_CLASS] == ELFCLASS32) {
		uint32_t v;

		memcpy(&v, p, 4);
		return v;
	} else {
		uint64_t v;

		memcpy(&v, p, 8);
		return v;
	}
}

/* The next NUL-terminated string of desc from *pos, or NULL if it runs past. */
static const char *dt_usdt_str(const char *desc, size_t len, size_t *pos)
{
	const char *s = desc + *pos;
	const char *nul;

	if (*pos >= len || (nul = memchr(s, '\0', len - *pos)) == NULL)
		return NULL;
	*pos += nul - s + 1;
	return s;
}

static int dt_usdt_site(dt_usdt_reader_t *rd, dt_usdt_obj_t *uo, const char *desc, size_t len,
			int64_t adjust)
{
	size_t asz = rd->ehdr.e_ident[EI_CLASS] == ELFCLASS32 ? 4 : 8, pos = 3 * asz;
	const char *prov, *name, *spec;
	dt_usdt_site_t *us, *sites;
	char msg[256];

	if (len < pos)
		return dt_usdt_err(rd->err, rd->errlen, "%s: stapsdt note too short", uo->uo_path);
	prov = dt_usdt_str(desc, len, &pos);
	name = prov ? dt_usdt_str(desc, len, &pos) : NULL;
	spec = name ? dt_usdt_str(desc, len, &pos) : NULL;
	if (name == NULL)
		return dt_usdt_err(rd->err, rd->errlen, "%s: stapsdt note without a name", uo->uo_path);
	sites = realloc(uo->uo_sites, (uo->uo_nsites + 1) * sizeof(dt_usdt_site_t));
	if (sites == NULL)
		return dt_usdt_err(rd->err, rd->errlen, "out of memory");
	uo->uo_sites = sites;
	us = &sites[uo->uo_nsites];
	memset(us, 0, sizeof(*us));
	us->us_pc = dt_usdt_addr(rd, desc) + adjust;
	us->us_sema = dt_usdt_addr(rd, desc + 2 * asz);
	if (us->us_sema != 0)
		us->us_sema += adjust;
	us->us_prov = strdup(prov);
	us->us_name = strdup(name);
	us->us_spec = strdup(spec ? spec : "");
	us->us_func = strdup(dt_usdt_func_at(rd, us->us_pc));
	uo->uo_nsites++;
	if (us->us_prov == NULL || us->us_name == NULL || us->us_spec == NULL ||
	    us->us_func == NULL)
		return dt_usdt_err(rd->err, rd->errlen, "out of memory");
	if (dt_usdt_offset(rd, us->us_pc, &us->us_off) != 0)
		return dt_usdt_err(rd->err, rd->errlen, "%s: probe %s:%s at 0x%" PRIx64
				   " is in no loadable segment", uo->uo_path, prov, name, us->us_pc);
	if (us->us_sema != 0 && dt_usdt_offset(rd, us->us_sema, &us->us_sema_off) != 0)
		return dt_usdt_err(rd->err, rd->errlen, "%s: semaphore of probe %s:%s at 0x%" PRIx64
				   " is in no loadable segment", uo->uo_path, prov, name, us->us_sema);
	us->us_argc = dt_usdt_args_parse(us->us_spec, us->us_pc, dt_usdt_symaddr, rd, us->us_argv,
					 DT_USDT_MAXARGS, msg, sizeof(msg));
	if (us->us_argc < 0) {
		/* the probe is still there; its arguments are not */
		us->us_argc = 0;
	}
	return 0;
}

/*
 * A .note.dtrace note: provider, probe, native count, the native types,
 * translated count, then (type, native index) pairs.
 */
static int dt_usdt_typenote(dt_usdt_reader_t *rd, dt_usdt_obj_t *uo, const char *desc,
			    size_t len)
{
	const char *prov, *name, *s;
	dt_usdt_types_t *ut, *types;
	char **keys;
	size_t pos = 0;
	char *e;

	prov = dt_usdt_str(desc, len, &pos);
	name = prov ? dt_usdt_str(desc, len, &pos) : NULL;
	if (name == NULL)
		goto bad;
	types = realloc(uo->uo_types, (uo->uo_ntypes + 1) * sizeof(dt_usdt_types_t));
	if (types == NULL)
		return dt_usdt_err(rd->err, rd->errlen, "out of memory");
	uo->uo_types = types;
	keys = realloc(uo->uo_typekeys, (uo->uo_ntypes + 1) * sizeof(char *));
	if (keys == NULL)
		return dt_usdt_err(rd->err, rd->errlen, "out of memory");
	uo->uo_typekeys = keys;
	ut = &types[uo->uo_ntypes];
	memset(ut, 0, sizeof(*ut));
	keys[uo->uo_ntypes] = malloc(strlen(prov) + strlen(name) + 2);
	uo->uo_ntypes++;
	if (keys[uo->uo_ntypes - 1] == NULL)
		return dt_usdt_err(rd->err, rd->errlen, "out of memory");
	sprintf(keys[uo->uo_ntypes - 1], "%s:%s", prov, name);

	if ((s = dt_usdt_str(desc, len, &pos)) == NULL)
		goto bad;
	ut->ut_nargc = strtol(s, &e, 10);
	if (*e != '\0' || ut->ut_nargc < 0 || ut->ut_nargc > DT_USDT_MAXARGS)
		goto bad;
	for (int i = 0; i < ut->ut_nargc; i++) {
		if ((s = dt_usdt_str(desc, len, &pos)) == NULL)
			goto bad;
		if ((ut->ut_native[i] = strdup(s)) == NULL)
			return dt_usdt_err(rd->err, rd->errlen, "out of memory");
	}
	if ((s = dt_usdt_str(desc, len, &pos)) == NULL)
		goto bad;
	ut->ut_xargc = strtol(s, &e, 10);
	if (*e != '\0' || ut->ut_xargc < 0 || ut->ut_xargc > DT_USDT_MAXARGS)
		goto bad;
	for (int i = 0; i < ut->ut_xargc; i++) {
		long m;

		if ((s = dt_usdt_str(desc, len, &pos)) == NULL)
			goto bad;
		if ((ut->ut_xlate[i] = strdup(s)) == NULL)
			return dt_usdt_err(rd->err, rd->errlen, "out of memory");
		if ((s = dt_usdt_str(desc, len, &pos)) == NULL)
			goto bad;
		m = strtol(s, &e, 10);
		if (*e != '\0' || m < 0 || m >= ut->ut_nargc)
			goto bad;
		ut->ut_mapping[i] = m;
	}
	return 0;
bad:
	return dt_usdt_err(rd->err, rd->errlen, "%s: malformed dtrace note", uo->uo_path);
}

/* Every note of one SHT_NOTE section: stapsdt sites, or dtrace types. */
static int dt_usdt_notes(dt_usdt_reader_t *rd, dt_usdt_obj_t *uo, Elf_Scn *scn, int64_t adjust,
			 int types)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	size_t off = 0, noff, doff;
	GElf_Nhdr nh;

	if (data == NULL)
		return dt_usdt_err(rd->err, rd->errlen, "%s: unreadable note section", uo->uo_path);
	while ((off = gelf_getnote(data, off, &nh, &noff, &doff)) > 0) {
		const char *owner = (const char *)data->d_buf + noff;
		const char *desc = (const char *)data->d_buf + doff;

		if (!types && nh.n_type == NT_STAPSDT && nh.n_namesz == sizeof("stapsdt") &&
		    memcmp(owner, "stapsdt", nh.n_namesz) == 0) {
			if (dt_usdt_site(rd, uo, desc, nh.n_descsz, adjust) != 0)
				return -1;
		} else if (types && nh.n_type == NT_DTRACE_TYPES &&
			   nh.n_namesz == sizeof("dtrace") &&
			   memcmp(owner, "dtrace", nh.n_namesz) == 0) {
			if (dt_usdt_typenote(rd, uo, desc, nh.n_descsz) != 0)
				return -1;
		}
	}
	return 0;
}

/* Sites take the types a dtrace note gives their (provider, name). */
static void dt_usdt_types_match(dt_usdt_obj_t *uo)
{
	for (int i = 0; i < uo->uo_nsites; i++) {
		dt_usdt_site_t *us = &uo->uo_sites[i];
		size_t pl = strlen(us->us_prov);

		for (int t = 0; t < uo->uo_ntypes; t++) {
			const char *k = uo->uo_typekeys[t];

			if (strncmp(k, us->us_prov, pl) == 0 && k[pl] == ':' &&
			    strcmp(k + pl + 1, us->us_name) == 0) {
				us->us_types = &uo->uo_types[t];
				break;
			}
		}
	}
}

/* The sections that matter: the notes, .stapsdt.base, the symbol tables. */
static int dt_usdt_scan(dt_usdt_reader_t *rd, dt_usdt_obj_t *uo)
{
	Elf_Scn *scn = NULL, *stapsdt[16], *dtrace[16];
	int nstap = 0, ndtrace = 0, hasbase = 0;
	uint64_t base = 0;
	int64_t adjust = 0;
	size_t shstrndx;

	if (elf_getshdrstrndx(rd->elf, &shstrndx) != 0)
		return dt_usdt_err(rd->err, rd->errlen, "%s: no section names", uo->uo_path);
	while ((scn = elf_nextscn(rd->elf, scn)) != NULL) {
		GElf_Shdr sh;
		const char *name;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    (name = elf_strptr(rd->elf, shstrndx, sh.sh_name)) == NULL)
			continue;
		if (sh.sh_type == SHT_NOTE && strcmp(name, ".note.stapsdt") == 0 && nstap < 16)
			stapsdt[nstap++] = scn;
		else if (sh.sh_type == SHT_NOTE && strcmp(name, ".note.dtrace") == 0 && ndtrace < 16)
			dtrace[ndtrace++] = scn;
		else if (strcmp(name, ".stapsdt.base") == 0) {
			base = sh.sh_addr;
			hasbase = 1;
		} else if (sh.sh_type == SHT_SYMTAB)
			rd->symtab = scn;
		else if (sh.sh_type == SHT_DYNSYM)
			rd->dynsym = scn;
	}
	if (nstap == 0)
		return 0;
	if (dt_usdt_funcs(rd) != 0)
		return -1;
	for (int i = 0; i < nstap; i++) {
		Elf_Data *data = elf_getdata(stapsdt[i], NULL);
		size_t asz = rd->ehdr.e_ident[EI_CLASS] == ELFCLASS32 ? 4 : 8;
		size_t off, noff, doff;
		GElf_Nhdr nh;

		/*
		 * The prelink adjustment: every note of the section recorded
		 * where .stapsdt.base was at link time; where it is now is
		 * where the addresses moved to.
		 */
		adjust = 0;
		if (hasbase && data != NULL && (off = gelf_getnote(data, 0, &nh, &noff, &doff)) > 0 &&
		    nh.n_descsz >= 2 * asz)
			adjust = (int64_t)(base - dt_usdt_addr(rd, (const char *)data->d_buf + doff + asz));
		if (dt_usdt_notes(rd, uo, stapsdt[i], adjust, 0) != 0)
			return -1;
	}
	for (int i = 0; i < ndtrace; i++) {
		if (dt_usdt_notes(rd, uo, dtrace[i], 0, 1) != 0)
			return -1;
	}
	dt_usdt_types_match(uo);
	return 0;
}

dt_usdt_obj_t *dt_usdt_obj_read(const char *path, char *err, size_t errlen)
{
	dt_usdt_reader_t rd = { .err = err, .errlen = errlen };
	dt_usdt_obj_t *uo;
	struct stat st;
	int fd, rc = -1;

	if (elf_version(EV_CURRENT) == EV_NONE) {
		dt_usdt_err(err, errlen, "libelf: %s", elf_errmsg(-1));
		return NULL;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) != 0) {
		dt_usdt_err(err, errlen, "%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	uo = calloc(1, sizeof(*uo));
	if (uo == NULL || (uo->uo_path = strdup(path)) == NULL) {
		free(uo);
		close(fd);
		dt_usdt_err(err, errlen, "out of memory");
		return NULL;
	}
	uo->uo_dev = st.st_dev;
	uo->uo_ino = st.st_ino;
	uo->uo_mtime = (int64_t)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec;
	rd.elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (rd.elf == NULL || elf_kind(rd.elf) != ELF_K_ELF ||
	    gelf_getehdr(rd.elf, &rd.ehdr) == NULL || elf_getphdrnum(rd.elf, &rd.phnum) != 0)
		dt_usdt_err(err, errlen, "%s: not an ELF object", path);
	else {
		uo->uo_type = rd.ehdr.e_type;
		rc = dt_usdt_scan(&rd, uo);
	}
	free(rd.funcs);
	if (rd.elf != NULL)
		elf_end(rd.elf);
	close(fd);
	if (rc != 0) {
		dt_usdt_obj_free(uo);
		return NULL;
	}
	return uo;
}

void dt_usdt_obj_free(dt_usdt_obj_t *uo)
{
	if (uo == NULL)
		return;
	for (int i = 0; i < uo->uo_nsites; i++) {
		dt_usdt_site_t *us = &uo->uo_sites[i];

		free(us->us_prov);
		free(us->us_name);
		free(us->us_func);
		free(us->us_spec);
	}
	for (int t = 0; t < uo->uo_ntypes; t++) {
		for (int i = 0; i < DT_USDT_MAXARGS; i++) {
			free(uo->uo_types[t].ut_native[i]);
			free(uo->uo_types[t].ut_xlate[i]);
		}
		free(uo->uo_typekeys[t]);
	}
	free(uo->uo_sites);
	free(uo->uo_types);
	free(uo->uo_typekeys);
	free(uo->uo_path);
	free(uo);
}
