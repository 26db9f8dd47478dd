/*
 * Unwinding rows from an object's call-frame information, for the stacks
 * bpf/uwind.c walks in BPF (doc/ustack.md, include/dt_bpf_shared.h "User
 * stacks unwound in BPF").  dt_uwproc.c builds the rows of each object a
 * traced process maps (and of the vDSO) here, splits them into chunks and
 * loads them into "uw_chunks" / "uw_objs".
 *
 * The CFI is read with libdw: .eh_frame, and .debug_frame where .eh_frame
 * says nothing (code built without unwind tables).  The FDEs are enumerated
 * through .eh_frame_hdr's sorted table, or by walking the section's entries
 * where there is no usable table.  For each FDE,
 * dwarf_cfi_addrframe() gives the rule in force at an address and the range
 * it holds for; each range becomes a row: the kind of CFA (sp or bp plus an
 * offset, the PLT's expression), where the caller's bp was saved, or the end
 * of the stack, or a rule BPF cannot follow (stop).  Addresses no FDE covers
 * get DT_UW_NONE rows (frame pointers there).  Consecutive rows with equal
 * info are merged.
 *
 * The rules are x86_64's (DWARF registers 6 rbp, 7 rsp, 16 return address);
 * other objects have no rows.  Rows hold 32-bit ELF addresses: an object
 * whose code lies beyond 4 GiB has none either (frame pointers there).
 */
#include <assert.h>
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <gelf.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include "dt_uwtab.h"

/* x86_64's DWARF register numbers. */
enum { DT_UWT_RBP = 6, DT_UWT_RSP = 7, DT_UWT_RA = 16 };

#define DT_UWT_NONE		DT_UW_INFO(DT_UW_NONE, 0, 0)
#define DT_UWT_STOP		DT_UW_INFO(DT_UW_STOP, 0, 0)
#define DT_UWT_END		DT_UW_INFO(DT_UW_END, 0, 0)
#define DT_UWT_BPOFF_MIN	(-128 * 8)	/* what 8 signed bits of bp_off / 8 hold */
#define DT_UWT_BPOFF_MAX	(127 * 8)

/* Rows being built; toobig when an address does not fit 32 bits. */
typedef struct dt_uwt_rows {
	uint32_t *pc, *info;
	uint32_t n, max;
	bool nomem, toobig;
} dt_uwt_rows_t;

/* The start addresses of an object's FDEs. */
typedef struct dt_uwt_fdes {
	uint64_t *start;
	size_t n, max;
	bool nomem;
} dt_uwt_fdes_t;

/*
 * A cursor in a CFI section's bytes: buf is at address bufaddr (pc-relative
 * pointers), dataaddr the base of data-relative ones (.eh_frame_hdr's).
 */
typedef struct dt_uwt_cursor {
	const uint8_t *p, *end;
	const uint8_t *buf;
	uint64_t bufaddr, dataaddr;
} dt_uwt_cursor_t;

/* Bytes of each fixed-size pointer format (low nibble of DW_EH_PE_*); 0: not fixed. */
static const uint8_t dt_uwt_fmt_size[16] = {
	[DW_EH_PE_absptr] = 8, [DW_EH_PE_udata2] = 2, [DW_EH_PE_udata4] = 4,
	[DW_EH_PE_udata8] = 8, [DW_EH_PE_sdata2] = 2, [DW_EH_PE_sdata4] = 4,
	[DW_EH_PE_sdata8] = 8,
};

static int dt_uwt_read_leb(dt_uwt_cursor_t *c, bool sign, uint64_t *v)
{
	uint64_t r = 0;
	unsigned shift = 0;
	uint8_t b;

	do {
		if (c->p >= c->end || shift >= 64)
			return -1;
		b = *c->p++;
		r |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
	} while (b & 0x80);
	if (sign && shift < 64 && (b & 0x40))
		r |= ~0ULL << shift;
	*v = r;
	return 0;
}

/* A value in format fmt (the low nibble of a pointer encoding), little-endian. */
static int dt_uwt_read_val(dt_uwt_cursor_t *c, uint8_t fmt, uint64_t *v)
{
	unsigned size = dt_uwt_fmt_size[fmt & 0x0f];
	uint64_t r = 0;

	if ((fmt & 0x07) == DW_EH_PE_uleb128)
		return dt_uwt_read_leb(c, fmt & DW_EH_PE_signed, v);
	if (size == 0 || c->end - c->p < size)
		return -1;
	for (unsigned i = 0; i < size; i++)
		r |= (uint64_t)c->p[i] << (8 * i);
	if ((fmt & DW_EH_PE_signed) && size < 8 && (r >> (8 * size - 1)) & 1)
		r |= ~0ULL << (8 * size);
	c->p += size;
	*v = r;
	return 0;
}

/*
 * A pointer encoded as enc says.  Only the forms x86_64 objects use are
 * known: absolute, pc-relative, relative to .eh_frame_hdr; never indirect.
 */
static int dt_uwt_read_ptr(dt_uwt_cursor_t *c, uint8_t enc, uint64_t *v)
{
	uint64_t base;

	switch (enc & 0x70) {
	case DW_EH_PE_absptr:
		base = 0;
		break;
	case DW_EH_PE_pcrel:
		base = c->bufaddr + (c->p - c->buf);
		break;
	case DW_EH_PE_datarel:
		base = c->dataaddr;
		break;
	default:
		return -1;
	}
	if ((enc & DW_EH_PE_indirect) || dt_uwt_read_val(c, enc, v) != 0)
		return -1;
	*v += base;
	return 0;
}

static void dt_uwt_fdes_add(dt_uwt_fdes_t *f, uint64_t start)
{
	if (f->n == f->max) {
		size_t max = f->max ? 2 * f->max : 1024;
		uint64_t *p = realloc(f->start, max * sizeof(*p));

		if (p == NULL) {
			f->nomem = true;
			return;
		}
		f->start = p;
		f->max = max;
	}
	f->start[f->n++] = start;
}

static int dt_uwt_cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static bool dt_uwt_phdr(Elf *elf, uint32_t type, GElf_Phdr *ph)
{
	size_t n;

	if (elf_getphdrnum(elf, &n) != 0)
		return false;
	for (size_t i = 0; i < n; i++) {
		if (gelf_getphdr(elf, i, ph) != NULL && ph->p_type == type)
			return true;
	}
	return false;
}

/*
 * The FDEs listed by .eh_frame_hdr (version 1): its table of (initial
 * location, FDE address) pairs, in the encoding its header gives (0x3b,
 * sdata4 relative to the header, from every linker seen).  false when there
 * is none, or it is encoded in a way not known here.
 */
static bool dt_uwt_fdes_hdr(Elf *elf, dt_uwt_fdes_t *f)
{
	GElf_Phdr ph;
	Elf_Data *d;
	dt_uwt_cursor_t c;
	uint64_t v, count, loc;
	const uint8_t *h;

	if (!dt_uwt_phdr(elf, PT_GNU_EH_FRAME, &ph))
		return false;
	d = elf_getdata_rawchunk(elf, ph.p_offset, ph.p_filesz, ELF_T_BYTE);
	if (d == NULL || d->d_size < 4 || ((const uint8_t *)d->d_buf)[0] != 1)
		return false;
	h = d->d_buf;
	c = (dt_uwt_cursor_t){ h + 4, h + d->d_size, h, ph.p_vaddr, ph.p_vaddr };
	if (dt_uwt_read_ptr(&c, h[1], &v) != 0 || dt_uwt_read_ptr(&c, h[2], &count) != 0)
		return false;
	for (uint64_t i = 0; i < count; i++) {
		if (dt_uwt_read_ptr(&c, h[3], &loc) != 0 || dt_uwt_read_ptr(&c, h[3], &v) != 0) {
			f->n = 0;
			return false;
		}
		dt_uwt_fdes_add(f, loc);
	}
	return count > 0;
}

/* The section called name, its data and address. */
static Elf_Data *dt_uwt_section(Elf *elf, const char *name, uint64_t *addr)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return NULL;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		const char *s;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type == SHT_NOBITS)
			continue;
		s = elf_strptr(elf, shstrndx, sh.sh_name);
		if (s == NULL || strcmp(s, name) != 0)
			continue;
		/* Debug sections may be compressed (Go's are; objcopy's option). */
		if ((sh.sh_flags & SHF_COMPRESSED) && elf_compress(scn, 0, 0) < 0)
			return NULL;
		*addr = sh.sh_addr;
		return elf_getdata(scn, NULL);
	}
	return NULL;
}

/*
 * How a CIE's FDEs encode their addresses: the 'R' of a "z" augmentation
 * (after the 'L' and 'P' data before it); absolute in .debug_frame.
 */
static uint8_t dt_uwt_cie_enc(const Dwarf_CIE *cie, bool eh)
{
	const char *a = cie->augmentation;
	dt_uwt_cursor_t c = { cie->augmentation_data,
			  cie->augmentation_data + cie->augmentation_data_size };
	uint64_t v;

	if (!eh || a == NULL || a[0] != 'z' || c.p == NULL)
		return DW_EH_PE_absptr;
	for (a++; *a != '\0' && c.p < c.end; a++) {
		switch (*a) {
		case 'R':
			return *c.p;
		case 'L':
			c.p++;
			break;
		case 'P':	/* the personality routine: skipped */
			c.p++;
			if (dt_uwt_read_val(&c, c.p[-1], &v) != 0)
				return DW_EH_PE_omit;
			break;
		case 'S':
		case 'B':
			break;
		default:
			return DW_EH_PE_omit;
		}
	}
	return DW_EH_PE_absptr;
}

/* The CIEs met so far: section offset -> FDE pointer encoding. */
typedef struct dt_uwt_cies {
	struct { Dwarf_Off off; uint8_t enc; } cie[64];
	unsigned n;
} dt_uwt_cies_t;

static uint8_t dt_uwt_cies_enc(const dt_uwt_cies_t *cies, Dwarf_Off off)
{
	for (unsigned i = 0; i < cies->n; i++) {
		if (cies->cie[i].off == off)
			return cies->cie[i].enc;
	}
	return DW_EH_PE_omit;
}

/* An FDE's initial location, unless it covers nothing. */
static void dt_uwt_fde_add(dt_uwt_fdes_t *f, const Dwarf_FDE *fde, uint8_t enc,
		       const Elf_Data *d, uint64_t secaddr)
{
	dt_uwt_cursor_t c = { fde->start, fde->end, d->d_buf, secaddr, 0 };
	uint64_t loc, range;

	if (enc == DW_EH_PE_omit || dt_uwt_read_ptr(&c, enc, &loc) != 0 ||
	    dt_uwt_read_val(&c, enc & 0x0f, &range) != 0 || range == 0)
		return;
	dt_uwt_fdes_add(f, loc);
}

/* The FDEs of a CFI section, entry by entry (no .eh_frame_hdr to list them). */
static void dt_uwt_fdes_walk(Elf *elf, const char *name, bool eh, dt_uwt_fdes_t *f)
{
	uint64_t secaddr;
	Elf_Data *d = dt_uwt_section(elf, name, &secaddr);
	const unsigned char *ident = (const unsigned char *)elf_getident(elf, NULL);
	dt_uwt_cies_t cies = { .n = 0 };
	Dwarf_Off off = 0, next;
	Dwarf_CFI_Entry e;
	int rc;

	if (d == NULL || ident == NULL)
		return;
	for (; off != (Dwarf_Off)-1; off = next) {
		next = off;
		rc = dwarf_next_cfi(ident, d, eh, off, &next, &e);
		if (rc > 0 || (rc < 0 && next <= off))
			break;
		if (rc < 0)
			continue;
		if (!dwarf_cfi_cie_p(&e))
			dt_uwt_fde_add(f, &e.fde, dt_uwt_cies_enc(&cies, e.fde.CIE_pointer), d, secaddr);
		else if (cies.n < sizeof(cies.cie) / sizeof(cies.cie[0]))
			cies.cie[cies.n++] = (typeof(cies.cie[0])){ off, dt_uwt_cie_enc(&e.cie, eh) };
	}
}

/*
 * Where the CFA is: sp or bp plus an offset, or the PLT's expression, which
 * adds 8 more from the pc's 16-byte slot's offset K on (after the push of
 * the lazy binding's stub).  Anything else: stop.
 */
static const struct {
	uint8_t atom;
	Dwarf_Word number;
} dt_uwt_plt_expr[] = {
	{ DW_OP_breg7, 8 }, { DW_OP_breg16, 0 }, { DW_OP_lit15, 0 }, { DW_OP_and, 0 },
	{ DW_OP_lit0, 0 } /* DW_OP_litK */, { DW_OP_ge, 0 }, { DW_OP_lit3, 0 },
	{ DW_OP_shl, 0 }, { DW_OP_plus, 0 },
};
#define DT_UWT_PLT_K	4	/* the op that is DW_OP_litK */

static bool dt_uwt_is_plt(const Dwarf_Op *ops, size_t n, uint32_t *k)
{
	if (n != sizeof(dt_uwt_plt_expr) / sizeof(dt_uwt_plt_expr[0]))
		return false;
	for (size_t i = 0; i < n; i++) {
		if (i == DT_UWT_PLT_K)
			continue;
		if (ops[i].atom != dt_uwt_plt_expr[i].atom || ops[i].number != dt_uwt_plt_expr[i].number)
			return false;
	}
	if (ops[DT_UWT_PLT_K].atom < DW_OP_lit0 || ops[DT_UWT_PLT_K].atom > DW_OP_lit31)
		return false;
	*k = ops[DT_UWT_PLT_K].atom - DW_OP_lit0;
	return true;
}

static int dt_uwt_cfa(Dwarf_Frame *frame, uint32_t *off)
{
	Dwarf_Op *ops;
	size_t n;
	int64_t o;

	if (dwarf_frame_cfa(frame, &ops, &n) != 0 || n == 0)
		return DT_UW_STOP;
	if (dt_uwt_is_plt(ops, n, off))
		return DT_UW_PLT;
	if (n != 1 || ops[0].atom != DW_OP_bregx ||
	    (ops[0].number != DT_UWT_RSP && ops[0].number != DT_UWT_RBP))
		return DT_UW_STOP;
	o = (int64_t)ops[0].number2;
	if (o < 0 || o > DT_UW_OFFMAX)
		return DT_UW_STOP;
	*off = o;
	return ops[0].number == DT_UWT_RSP ? DT_UW_SP : DT_UW_BP;
}

/* How libdw says a register was saved at CFA + off ("offset(N)" rules). */
static bool dt_uwt_saved_at(const Dwarf_Op *ops, size_t n, int64_t *off)
{
	if (n < 1 || n > 2 || ops[0].atom != DW_OP_call_frame_cfa)
		return false;
	if (n == 1) {
		*off = 0;
		return true;
	}
	if (ops[1].atom != DW_OP_plus_uconst)
		return false;
	*off = (int64_t)ops[1].number;
	return true;
}

/*
 * The return address: undefined at the outermost frame (end), else saved
 * at CFA - 8 as every call leaves it; other rules: stop.  (libdw: no ops
 * at ops_mem is "undefined", no ops at NULL "same value".)
 */
static int dt_uwt_ra(Dwarf_Frame *frame)
{
	Dwarf_Op mem[3], *ops;
	size_t n;
	int64_t off;

	if (dwarf_frame_register(frame, DT_UWT_RA, mem, &ops, &n) != 0)
		return DT_UW_STOP;
	if (n == 0)
		return ops == mem ? DT_UW_END : DT_UW_STOP;
	return dt_uwt_saved_at(ops, n, &off) && off == -8 ? DT_UW_SP : DT_UW_STOP;
}

/* Where the caller's bp was saved: *bpoff 0 when bp is unchanged. */
static int dt_uwt_bp(Dwarf_Frame *frame, int64_t *bpoff)
{
	Dwarf_Op mem[3], *ops;
	size_t n;
	int64_t off;

	*bpoff = 0;
	if (dwarf_frame_register(frame, DT_UWT_RBP, mem, &ops, &n) != 0)
		return -1;
	if (n == 0)
		return 0;
	if (!dt_uwt_saved_at(ops, n, &off) || off == 0 || off % 8 != 0 ||
	    off < DT_UWT_BPOFF_MIN || off > DT_UWT_BPOFF_MAX)
		return -1;
	*bpoff = off;
	return 0;
}

/*
 * The row for a frame state.  A signal frame's caller is the interrupted
 * pc itself, which BPF (looking up pc - 1 for callers) would misplace: stop.
 */
static uint32_t dt_uwt_frame_row(Dwarf_Frame *frame, bool signal)
{
	uint32_t off = 0;
	int64_t bpoff;
	int kind = dt_uwt_cfa(frame, &off);
	int ra = dt_uwt_ra(frame);

	if (ra == DT_UW_END)
		return DT_UWT_END;
	if (signal || kind == DT_UW_STOP || ra == DT_UW_STOP || dt_uwt_bp(frame, &bpoff) != 0)
		return DT_UWT_STOP;
	return DT_UW_INFO(kind, off, bpoff);
}

/* A row from pc on, merged with the one before when equal. */
static void dt_uwt_rows_add(dt_uwt_rows_t *r, uint64_t pc, uint32_t info)
{
	if (pc >= DT_UW_PCNONE) {
		r->toobig = true;
		return;
	}
	assert(r->n == 0 || pc >= r->pc[r->n - 1]);
	if (r->n > 0 && r->pc[r->n - 1] == pc)
		r->n--;		/* the row before held for no address */
	if (r->n > 0 && r->info[r->n - 1] == info)
		return;
	if (r->n == r->max) {
		uint32_t max = r->max ? 2 * r->max : 4096;
		uint32_t *p = realloc(r->pc, max * sizeof(*p));
		uint32_t *i = p ? realloc(r->info, max * sizeof(*i)) : NULL;

		if (p != NULL)
			r->pc = p;
		if (i == NULL) {
			r->nomem = true;
			return;
		}
		r->info = i;
		r->max = max;
	}
	r->pc[r->n] = pc;
	r->info[r->n++] = info;
}

/*
 * The rows of the FDE covering a, up to bound (the next FDE); returns the
 * address where its rows end.
 */
static uint64_t dt_uwt_rows_fde(Dwarf_CFI *cfi, uint64_t a, uint64_t bound, dt_uwt_rows_t *r)
{
	while (a < bound && !r->nomem && !r->toobig) {
		Dwarf_Frame *frame;
		Dwarf_Addr start, end;
		bool signal = false;
		uint32_t info;
		int ra_reg;

		if (dwarf_cfi_addrframe(cfi, a, &frame) != 0)
			break;
		ra_reg = dwarf_frame_info(frame, &start, &end, &signal);
		info = ra_reg == DT_UWT_RA ? dt_uwt_frame_row(frame, signal) : DT_UWT_STOP;
		free(frame);
		if (end <= a)
			break;
		dt_uwt_rows_add(r, a, info);
		a = end;
	}
	return a;
}

static void dt_uwt_rows_from(Dwarf_CFI *cfi, dt_uwt_fdes_t *f, dt_uwt_rows_t *r)
{
	uint64_t cur = 0;

	qsort(f->start, f->n, sizeof(f->start[0]), dt_uwt_cmp_u64);
	for (size_t i = 0; i < f->n && !r->nomem && !r->toobig; i++) {
		uint64_t a = f->start[i] > cur ? f->start[i] : cur;
		uint64_t bound = i + 1 < f->n ? f->start[i + 1] : UINT64_MAX;

		if (a >= bound)
			continue;	/* an FDE overlapped by the one before */
		cur = dt_uwt_rows_fde(cfi, a, bound, r);
		if (cur < bound)
			dt_uwt_rows_add(r, cur, DT_UWT_NONE);
	}
}

/* Rows from .eh_frame. */
static void dt_uwt_rows_eh(Elf *elf, dt_uwt_rows_t *r, dt_uwt_fdes_t *f)
{
	Dwarf_CFI *cfi = dwarf_getcfi_elf(elf);

	if (cfi == NULL)
		return;
	if (!dt_uwt_fdes_hdr(elf, f))
		dt_uwt_fdes_walk(elf, ".eh_frame", true, f);
	dt_uwt_rows_from(cfi, f, r);
	dwarf_cfi_end(cfi);
}

/* Rows from .debug_frame. */
static void dt_uwt_rows_debug(Elf *elf, dt_uwt_rows_t *r, dt_uwt_fdes_t *f)
{
	Dwarf *dw = dwarf_begin_elf(elf, DWARF_C_READ, NULL);
	Dwarf_CFI *cfi = dw ? dwarf_getcfi(dw) : NULL;

	if (cfi != NULL) {
		dt_uwt_fdes_walk(elf, ".debug_frame", false, f);
		dt_uwt_rows_from(cfi, f, r);
	}
	if (dw != NULL)
		dwarf_end(dw);
}

/*
 * The rows of a where they say something (not DT_UW_NONE), else b's: an
 * object built without unwind tables has its code's CFI in .debug_frame,
 * and only the start-up files' in .eh_frame.
 */
static void dt_uwt_rows_merge(const dt_uwt_rows_t *a, const dt_uwt_rows_t *b, dt_uwt_rows_t *r)
{
	uint32_t i = 0, j = 0, ia = DT_UWT_NONE, ib = DT_UWT_NONE;

	while (i < a->n || j < b->n) {
		uint32_t pc = j >= b->n || (i < a->n && a->pc[i] <= b->pc[j]) ? a->pc[i] : b->pc[j];

		if (i < a->n && a->pc[i] == pc)
			ia = a->info[i++];
		if (j < b->n && b->pc[j] == pc)
			ib = b->info[j++];
		dt_uwt_rows_add(r, pc, ia != DT_UWT_NONE ? ia : ib);
	}
}

static void dt_uwt_rows_free(dt_uwt_rows_t *r)
{
	free(r->pc);
	free(r->info);
}

/* The rows of .eh_frame and .debug_frame, into *r. */
static void dt_uwt_rows_all(Elf *elf, dt_uwt_rows_t *r)
{
	dt_uwt_rows_t eh = { .n = 0 }, dbg = { .n = 0 };
	dt_uwt_fdes_t f = { .n = 0 };

	dt_uwt_rows_eh(elf, &eh, &f);
	f.n = 0;
	dt_uwt_rows_debug(elf, &dbg, &f);
	if (dbg.n == 0 || eh.n == 0) {
		*r = dbg.n == 0 ? eh : dbg;
		dt_uwt_rows_free(dbg.n == 0 ? &dbg : &eh);
	} else {
		dt_uwt_rows_merge(&eh, &dbg, r);
		dt_uwt_rows_free(&eh);
		dt_uwt_rows_free(&dbg);
	}
	r->nomem |= eh.nomem || dbg.nomem || f.nomem;
	r->toobig |= eh.toobig || dbg.toobig;
	free(f.start);
}

static bool dt_uwt_elf_ok(Elf *elf)
{
	GElf_Ehdr eh;

	return gelf_getehdr(elf, &eh) != NULL && eh.e_ident[EI_CLASS] == ELFCLASS64 &&
	       eh.e_ident[EI_DATA] == ELFDATA2LSB && eh.e_machine == EM_X86_64;
}

int dt_uwtab_build(dtrace_hdl_t *dtp, Elf *elf, dt_uwtab_t *tab)
{
	dt_uwt_rows_t r = { .n = 0 };

	memset(tab, 0, sizeof(*tab));
	if (elf == NULL || !dt_uwt_elf_ok(elf))
		return 0;
	dt_uwt_rows_all(elf, &r);
	if (r.nomem || r.toobig) {
		dt_uwt_rows_free(&r);
		if (r.nomem)
			return dt_set_errmsg(dtp, D_NONE, "out of memory for unwinding rows");
		return 0;	/* addresses past 32 bits: frame pointers there */
	}
	tab->pc = r.pc;
	tab->info = r.info;
	tab->nrows = r.n;
	return 0;
}

/* The bytes of an ELF image in memory: to the end of its headers and segments. */
static size_t dt_uwt_image_size(const Elf64_Ehdr *eh)
{
	const Elf64_Phdr *ph = (const void *)((const char *)eh + eh->e_phoff);
	size_t size = eh->e_phoff + (size_t)eh->e_phnum * eh->e_phentsize;

	if (eh->e_shoff + (size_t)eh->e_shnum * eh->e_shentsize > size)
		size = eh->e_shoff + (size_t)eh->e_shnum * eh->e_shentsize;
	for (unsigned i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type == PT_LOAD && ph[i].p_offset + ph[i].p_filesz > size)
			size = ph[i].p_offset + ph[i].p_filesz;
	}
	return size;
}

int dt_uwtab_build_vdso(dtrace_hdl_t *dtp, dt_uwtab_t *tab)
{
	const Elf64_Ehdr *eh = (const void *)getauxval(AT_SYSINFO_EHDR);
	size_t size;
	char *copy;
	Elf *elf;
	int rc;

	memset(tab, 0, sizeof(*tab));
	if (eh == NULL || memcmp(eh->e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64 || eh->e_phentsize != sizeof(Elf64_Phdr))
		return 0;
	/* A copy: libelf may write to its image, and the vDSO is read-only. */
	size = dt_uwt_image_size(eh);
	copy = malloc(size);
	if (copy == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory for the vDSO's unwinding rows");
	memcpy(copy, eh, size);
	elf_version(EV_CURRENT);
	elf = elf_memory(copy, size);
	rc = dt_uwtab_build(dtp, elf, tab);
	elf_end(elf);
	free(copy);
	return rc;
}

void dt_uwtab_free(dt_uwtab_t *tab)
{
	free(tab->pc);
	free(tab->info);
	memset(tab, 0, sizeof(*tab));
}

uint32_t dt_uwtab_lookup(const dt_uwtab_t *tab, uint32_t addr)
{
	uint32_t lo = 0, hi = tab->nrows;

	/* rows [0, lo) start at or below addr, rows [hi, nrows) above it */
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (tab->pc[mid] <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo == 0 ? DT_UWT_NONE : tab->info[lo - 1];
}

int dt_uwtab_chunks(dtrace_hdl_t *dtp, const dt_uwtab_t *tab, dt_uw_obj_t *obj,
		    dt_uw_chunk_t **chunks)
{
	uint32_t n = (tab->nrows + DT_UW_CHUNK - 1) / DT_UW_CHUNK;
	dt_uw_chunk_t *c;

	*chunks = NULL;
	obj->nchunks = 0;
	for (uint32_t i = 0; i < DT_UW_IDX; i++)
		obj->pc[i] = DT_UW_PCNONE;
	if (n > DT_UW_IDX)
		return dt_set_errmsg(dtp, D_NONE, "%u unwinding rows: more than the %u of an object",
				     tab->nrows, DT_UW_IDX * DT_UW_CHUNK);
	if (n == 0)
		return 0;
	c = calloc(n, sizeof(*c));
	if (c == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory for unwinding rows");
	for (uint32_t i = 0; i < n * DT_UW_CHUNK; i++) {
		c[i / DT_UW_CHUNK].pc[i % DT_UW_CHUNK] = i < tab->nrows ? tab->pc[i] : DT_UW_PCNONE;
		c[i / DT_UW_CHUNK].info[i % DT_UW_CHUNK] = i < tab->nrows ? tab->info[i] : DT_UWT_NONE;
	}
	for (uint32_t i = 0; i < n; i++)
		obj->pc[i] = c[i].pc[0];
	obj->nchunks = n;
	*chunks = c;
	return 0;
}
