/*
 * The unwinding rows of dt_uwtab.c, which bpf/uwind.c steps with.
 *
 * 1. For libc, libstdc++, this program and the vDSO: rows sorted and merged, and for
 *    every row start and many addresses inside, dt_uwtab_lookup() agrees
 *    with what libdw says of the address directly (CFA rule, where the
 *    return address and bp were saved).
 * 2. The chunks dt_uwtab_chunks() makes give, with the two binary searches
 *    BPF does, the rows dt_uwtab_lookup() gives.
 * 3. The proof: this program's own live stack, taken in a qsort()
 *    comparator (libc's merge sort has no frame pointers), is walked the
 *    way bpf/uwind.c walks it, with the rows alone; the return addresses
 *    must be those glibc's backtrace() (libgcc's CFI unwinder) finds from
 *    the same place, frame for frame.  Rows made wrong on purpose must not.
 * 4. Without .eh_frame_hdr (FDEs found by walking .eh_frame), the same rows,
 *    for C and for C++ (libstdc++, whose CIEs name a personality routine).
 * 5. A program built without unwind tables (CFI in .debug_frame, compressed
 *    or not): rows for its functions as for the start-up files' .eh_frame.
 */
#define _GNU_SOURCE
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <execinfo.h>
#include <fcntl.h>
#include <gelf.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>
#include "check.h"
#include "dt_uwtab.h"

#define UW_NONE		DT_UW_INFO(DT_UW_NONE, 0, 0)
#define MAXFRAMES	64
#define LIBSTDCXX	"/usr/lib/x86_64-linux-gnu/libstdc++.so.6"

/* An object's image and rows: a file read whole, or the vDSO's pages. */
typedef struct obj {
	char *image;
	size_t size;
	Elf *elf;
	dt_uwtab_t tab;
} obj_t;

static int obj_file(dtrace_hdl_t *dtp, obj_t *o, const char *path)
{
	FILE *fp = fopen(path, "r");

	memset(o, 0, sizeof(*o));
	if (fp == NULL)
		return -1;
	fseek(fp, 0, SEEK_END);
	o->size = ftell(fp);
	rewind(fp);
	o->image = malloc(o->size);
	if (fread(o->image, 1, o->size, fp) != o->size) {
		fclose(fp);
		return -1;
	}
	fclose(fp);
	o->elf = elf_memory(o->image, o->size);
	return dt_uwtab_build(dtp, o->elf, &o->tab);
}

/* The vDSO's mapping, as /proc/self/maps shows it: its whole image. */
static int obj_vdso(dtrace_hdl_t *dtp, obj_t *o)
{
	char line[512];
	unsigned long lo = 0, hi = 0;
	FILE *fp = fopen("/proc/self/maps", "r");

	memset(o, 0, sizeof(*o));
	while (fp != NULL && fgets(line, sizeof(line), fp) != NULL) {
		if (strstr(line, "[vdso]") != NULL)
			sscanf(line, "%lx-%lx", &lo, &hi);
	}
	if (fp != NULL)
		fclose(fp);
	if (hi <= lo)
		return -1;
	o->size = hi - lo;
	o->image = malloc(o->size);
	memcpy(o->image, (void *)lo, o->size);
	o->elf = elf_memory(o->image, o->size);
	return dt_uwtab_build_vdso(dtp, &o->tab);
}

static void obj_free(obj_t *o)
{
	dt_uwtab_free(&o->tab);
	if (o->elf != NULL)
		elf_end(o->elf);
	free(o->image);
}

/*
 * What libdw says of addr, in the rows' encoding: written apart from
 * dt_uwtab.c, from libdw's documentation of what dwarf_frame_cfa() and
 * dwarf_frame_register() give.
 */
static int64_t saved_at(Dwarf_Frame *f, int reg, int *how)
{
	Dwarf_Op mem[3], *ops;
	size_t n;

	*how = 0;
	if (dwarf_frame_register(f, reg, mem, &ops, &n) != 0) {
		*how = -1;
		return 0;
	}
	if (n == 0) {
		*how = ops == mem ? 1 : 2;	/* undefined, same value */
		return 0;
	}
	if (n == 2 && ops[0].atom == DW_OP_call_frame_cfa && ops[1].atom == DW_OP_plus_uconst)
		return (int64_t)ops[1].number;
	*how = -1;
	return 0;
}

static uint32_t libdw_info(Dwarf_CFI *cfi, uint64_t addr)
{
	Dwarf_Frame *f;
	Dwarf_Op *ops;
	size_t n;
	bool sig;
	int how, kind = DT_UW_STOP;
	int64_t ra, bp, off = 0;

	if (dwarf_cfi_addrframe(cfi, addr, &f) != 0)
		return UW_NONE;
	dwarf_frame_info(f, NULL, NULL, &sig);
	dwarf_frame_cfa(f, &ops, &n);
	if (n == 1 && ops[0].atom == DW_OP_bregx && ops[0].number == 7) {
		kind = DT_UW_SP;
		off = ops[0].number2;
	} else if (n == 1 && ops[0].atom == DW_OP_bregx && ops[0].number == 6) {
		kind = DT_UW_BP;
		off = ops[0].number2;
	} else if (n == 9 && ops[0].atom == DW_OP_breg7 && ops[0].number == 8 &&
		   ops[1].atom == DW_OP_breg16 && ops[8].atom == DW_OP_plus) {
		kind = DT_UW_PLT;
		off = ops[4].atom - DW_OP_lit0;
	}
	ra = saved_at(f, 16, &how);
	if (how == 1) {
		free(f);
		return DT_UW_INFO(DT_UW_END, 0, 0);
	}
	if (how != 0 || ra != -8 || sig || off < 0 || off > DT_UW_OFFMAX)
		kind = DT_UW_STOP;
	bp = saved_at(f, 6, &how);
	if (how < 0 || bp % 8 != 0 || bp < -1024 || bp > 1016 || (how == 0 && bp == 0))
		kind = DT_UW_STOP;
	free(f);
	return kind == DT_UW_STOP ? DT_UW_INFO(DT_UW_STOP, 0, 0) : DT_UW_INFO(kind, off, bp);
}

static void check_sorted(const dt_uwtab_t *t, const char *what)
{
	uint32_t bad = 0;
	char msg[256];

	for (uint32_t i = 1; i < t->nrows; i++)
		bad += t->pc[i] <= t->pc[i - 1] || t->info[i] == t->info[i - 1];
	snprintf(msg, sizeof(msg), "%s: rows sorted, consecutive rows differ", what);
	check_int(bad, 0, msg);
	snprintf(msg, sizeof(msg), "%s: the last row is no CFI", what);
	check(t->nrows > 0 && t->info[t->nrows - 1] == UW_NONE, msg);
}

/* The CFI libdw finds in an object: .eh_frame's, .debug_frame's. */
typedef struct cfis {
	Dwarf_CFI *eh, *debug;
	Dwarf *dw;
	uint32_t ndebug;	/* addresses checked that only .debug_frame covers */
} cfis_t;

static void check_addr(cfis_t *c, const dt_uwtab_t *t, uint32_t a, uint32_t *bad)
{
	uint32_t want = c->eh ? libdw_info(c->eh, a) : UW_NONE, got = dt_uwtab_lookup(t, a);

	if (want == UW_NONE && c->debug != NULL) {
		want = libdw_info(c->debug, a);
		c->ndebug += want != UW_NONE;
	}
	if (got == want)
		return;
	if ((*bad)++ < 5)
		printf("  %#x: want kind %u off %u bp %lld, got kind %u off %u bp %lld\n", a,
		       DT_UW_KIND(want), DT_UW_OFF(want), (long long)DT_UW_BPOFF(want),
		       DT_UW_KIND(got), DT_UW_OFF(got), (long long)DT_UW_BPOFF(got));
}

/* The addresses of the object's code (its executable segments), and 32 bytes around. */
static void text_span(Elf *elf, uint32_t *lo, uint32_t *hi)
{
	GElf_Phdr ph;
	size_t n = 0;

	*lo = UINT32_MAX;
	*hi = 0;
	elf_getphdrnum(elf, &n);
	for (size_t i = 0; i < n; i++) {
		if (gelf_getphdr(elf, i, &ph) == NULL || ph.p_type != PT_LOAD || !(ph.p_flags & PF_X))
			continue;
		if (ph.p_vaddr < 32)
			*lo = 0;
		else if (ph.p_vaddr - 32 < *lo)
			*lo = ph.p_vaddr - 32;
		if (ph.p_vaddr + ph.p_memsz + 32 > *hi)
			*hi = ph.p_vaddr + ph.p_memsz + 32;
	}
}

/*
 * Every row start, the address before it, and random addresses in the
 * object's code;
 * returns how many of them only .debug_frame covers.
 */
static uint32_t check_agrees(const obj_t *o, const char *what, uint32_t minrows)
{
	cfis_t c = { dwarf_getcfi_elf(o->elf), NULL, dwarf_begin_elf(o->elf, DWARF_C_READ, NULL) };
	const dt_uwtab_t *t = &o->tab;
	uint32_t bad = 0, lo, hi, kinds[8] = { 0 };
	char msg[256];

	c.debug = c.dw ? dwarf_getcfi(c.dw) : NULL;
	snprintf(msg, sizeof(msg), "%s: at least %u rows (%u)", what, minrows, t->nrows);
	check(t->nrows >= minrows && (c.eh != NULL || c.debug != NULL), msg);
	if (t->nrows >= 2 && (c.eh != NULL || c.debug != NULL)) {
		check_sorted(t, what);
		for (uint32_t i = 0; i < t->nrows; i++) {
			kinds[DT_UW_KIND(t->info[i])]++;
			check_addr(&c, t, t->pc[i], &bad);
			if (t->pc[i] > 0)
				check_addr(&c, t, t->pc[i] - 1, &bad);
		}
		text_span(o->elf, &lo, &hi);
		srandom(t->nrows);
		for (uint32_t i = 0; i < 20000 && hi > lo; i++)
			check_addr(&c, t, lo + random() % (hi - lo), &bad);
		snprintf(msg, sizeof(msg), "%s: lookups agree with libdw", what);
		check_int(bad, 0, msg);
		printf("%s: %u rows: sp %u bp %u plt %u end %u none %u stop %u\n", what,
		       t->nrows, kinds[DT_UW_SP], kinds[DT_UW_BP], kinds[DT_UW_PLT],
		       kinds[DT_UW_END], kinds[DT_UW_NONE], kinds[DT_UW_STOP]);
	}
	if (c.eh != NULL)
		dwarf_cfi_end(c.eh);
	if (c.dw != NULL)
		dwarf_end(c.dw);
	return c.ndebug;
}

/*
 * A program built without unwind tables: its functions' CFI is in
 * .debug_frame (then compressed, as Go's is), only the start-up files' in
 * .eh_frame.  Both must be in the rows.
 */
static const char df_src[] =
	"#include <alloca.h>\n"
	"#include <string.h>\n"
	"int g(int x) { return x * 3; }\n"
	"int f(int x) { int a[10]; for (int i = 0; i < 10; i++) a[i] = g(x + i); return a[x & 7]; }\n"
	"int h(int n) { char *p = alloca(n); memset(p, 1, n); return f(p[n / 2]); }\n"
	"int main(int c, char **v) { return h(c * 100); }\n";

static void test_debug_frame(dtrace_hdl_t *dtp)
{
	const char *tmp = getenv("tmpdir") ? getenv("tmpdir") : "/tmp";
	static const char *const how[] = {
		"", " && objcopy --compress-debug-sections=zlib-gabi %s",
	};
	char src[512], bin[512], cmd[2048], what[64];
	FILE *fp;
	obj_t o;

	snprintf(src, sizeof(src), "%s/uwtab_df.c", tmp);
	snprintf(bin, sizeof(bin), "%s/uwtab_df", tmp);
	fp = fopen(src, "w");
	if (fp == NULL || fputs(df_src, fp) < 0 || fclose(fp) != 0) {
		check(0, "debug_frame: the program's source written");
		return;
	}
	for (int i = 0; i < 2; i++) {
		int n = snprintf(cmd, sizeof(cmd), "cc -O1 -g -fno-asynchronous-unwind-tables -o %s %s",
				 bin, src);

		snprintf(cmd + n, sizeof(cmd) - n, how[i], bin);
		snprintf(what, sizeof(what), ".debug_frame%s", i ? " (compressed)" : "");
		if (system(cmd) != 0) {
			printf("%s: not tested: `%s` failed\n", what, cmd);
			return;
		}
		check_int(obj_file(dtp, &o, bin), 0, "debug_frame: rows built");
		check(check_agrees(&o, what, 8) > 0, "debug_frame: addresses only .debug_frame covers checked");
		obj_free(&o);
	}
	unlink(src);
	unlink(bin);
}

/* The lookup BPF does: the chunk by obj->pc[], then the row in the chunk. */
static uint32_t chunk_lookup(const dt_uw_obj_t *obj, const dt_uw_chunk_t *c, uint32_t a)
{
	uint32_t lo = 0, hi = obj->nchunks, k;

	while (lo < hi) {
		uint32_t mid = (lo + hi) / 2;

		if (obj->pc[mid] <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return UW_NONE;
	k = lo - 1;
	lo = 0;
	hi = DT_UW_CHUNK;
	while (lo < hi) {
		uint32_t mid = (lo + hi) / 2;

		if (c[k].pc[mid] <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return c[k].info[lo - 1];
}

static void test_chunks(dtrace_hdl_t *dtp, const dt_uwtab_t *t)
{
	static dt_uw_obj_t obj;
	dt_uw_chunk_t *c;
	uint32_t bad = 0, n = (t->nrows + DT_UW_CHUNK - 1) / DT_UW_CHUNK;
	dt_uwtab_t big = { NULL, NULL, DT_UW_IDX * DT_UW_CHUNK + 1 };

	check_int(dt_uwtab_chunks(dtp, t, &obj, &c), 0, "chunks: made");
	check_int(obj.nchunks, n, "chunks: as many as the rows need");
	check(n < DT_UW_IDX && obj.pc[n] == DT_UW_PCNONE, "chunks: unused index slots");
	for (uint32_t i = 0; i < t->nrows; i++) {
		uint32_t a = t->pc[i];

		bad += chunk_lookup(&obj, c, a) != dt_uwtab_lookup(t, a);
		bad += chunk_lookup(&obj, c, a + 1) != dt_uwtab_lookup(t, a + 1);
		bad += a > 0 && chunk_lookup(&obj, c, a - 1) != dt_uwtab_lookup(t, a - 1);
	}
	check_int(bad, 0, "chunks: BPF's lookup gives dt_uwtab_lookup()'s rows");
	free(c);
	big.pc = calloc(big.nrows, sizeof(uint32_t));
	big.info = calloc(big.nrows, sizeof(uint32_t));
	check_int(dt_uwtab_chunks(dtp, &big, &obj, &c), -1, "chunks: too many rows refused");
	check(c == NULL && obj.nchunks == 0, "chunks: none when refused");
	dt_uwtab_free(&big);
}

/* Without .eh_frame_hdr's table: the FDEs by walking .eh_frame. */
static void test_nohdr(dtrace_hdl_t *dtp, const obj_t *o, const char *what)
{
	char *copy = malloc(o->size);
	Elf *elf;
	GElf_Phdr ph;
	dt_uwtab_t t;
	size_t n;
	int hidden = 0;
	char msg[256];

	memcpy(copy, o->image, o->size);
	elf = elf_memory(copy, o->size);
	elf_getphdrnum(elf, &n);
	for (size_t i = 0; i < n; i++) {
		if (gelf_getphdr(elf, i, &ph) != NULL && ph.p_type == PT_GNU_EH_FRAME) {
			ph.p_type = PT_NULL;
			hidden = gelf_update_phdr(elf, i, &ph);
		}
	}
	snprintf(msg, sizeof(msg), "%s without .eh_frame_hdr: same rows", what);
	check(hidden && dt_uwtab_build(dtp, elf, &t) == 0 && t.nrows == o->tab.nrows &&
	      memcmp(t.pc, o->tab.pc, t.nrows * 4) == 0 &&
	      memcmp(t.info, o->tab.info, t.nrows * 4) == 0, msg);
	dt_uwtab_free(&t);
	elf_end(elf);
	free(copy);
}

/*
 * The live stack.  The objects mapped here, found by dl_iterate_phdr(),
 * with their rows.
 */
typedef struct live_obj {
	uintptr_t lo, hi, bias;
	const char *name;
	dt_uwtab_t tab;
} live_obj_t;

static live_obj_t live[32];
static int nlive;
static dtrace_hdl_t *live_dtp;

static int live_add(struct dl_phdr_info *info, size_t size, void *arg)
{
	const char *name = info->dlpi_name;
	live_obj_t *o = &live[nlive];
	obj_t file;

	if (nlive == sizeof(live) / sizeof(live[0]))
		return 1;
	o->lo = UINTPTR_MAX;
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];

		if (ph->p_type != PT_LOAD || !(ph->p_flags & PF_X))
			continue;
		if (info->dlpi_addr + ph->p_vaddr < o->lo)
			o->lo = info->dlpi_addr + ph->p_vaddr;
		if (info->dlpi_addr + ph->p_vaddr + ph->p_memsz > o->hi)
			o->hi = info->dlpi_addr + ph->p_vaddr + ph->p_memsz;
	}
	if (o->hi == 0)
		return 0;
	o->bias = info->dlpi_addr;
	if (strncmp(name, "linux-vdso", 10) == 0) {
		o->name = "[vdso]";
		dt_uwtab_build_vdso(live_dtp, &o->tab);
	} else {
		o->name = name[0] ? name : "/proc/self/exe";
		obj_file(live_dtp, &file, o->name);
		o->tab = file.tab;
		file.tab.pc = file.tab.info = NULL;
		obj_free(&file);
	}
	nlive++;
	return 0;
}

static live_obj_t *live_find(uintptr_t pc)
{
	for (int i = 0; i < nlive; i++) {
		if (pc >= live[i].lo && pc < live[i].hi)
			return &live[i];
	}
	return NULL;
}

/* A read that may fail, as bpf_probe_read_user() does. */
static int peek(uintptr_t addr, uintptr_t *v)
{
	struct iovec l = { v, sizeof(*v) }, r = { (void *)addr, sizeof(*v) };

	return process_vm_readv(getpid(), &l, 1, &r, 1, 0) == sizeof(*v) ? 0 : -1;
}

/* One step as bpf/uwind.c takes it: 0 with the caller's registers, -1 at the end. */
static int live_step(uintptr_t *pc, uintptr_t *sp, uintptr_t *bp, int first)
{
	uintptr_t look = first ? *pc : *pc - 1, cfa, ra, nbp = *bp;
	live_obj_t *o = live_find(look);
	uint32_t info = o ? dt_uwtab_lookup(&o->tab, look - o->bias) : UW_NONE;

	switch (DT_UW_KIND(info)) {
	case DT_UW_SP:
		cfa = *sp + DT_UW_OFF(info);
		break;
	case DT_UW_BP:
		cfa = *bp + DT_UW_OFF(info);
		break;
	case DT_UW_PLT:
		cfa = *sp + 8 + ((*pc & 15) >= DT_UW_OFF(info) ? 8 : 0);
		break;
	case DT_UW_NONE:	/* frame pointers */
		if (*bp == 0 || peek(*bp, &nbp) != 0)
			return -1;
		cfa = *bp + 16;
		break;
	default:
		return -1;
	}
	if (peek(cfa - 8, &ra) != 0 || ra == 0)
		return -1;
	if (DT_UW_KIND(info) != DT_UW_NONE && DT_UW_BPOFF(info) != 0 &&
	    peek(cfa + DT_UW_BPOFF(info), &nbp) != 0)
		return -1;
	*pc = ra;
	*sp = cfa;
	*bp = nbp;
	return 0;
}

static int live_walk(uintptr_t pc, uintptr_t sp, uintptr_t bp, uintptr_t *pcs)
{
	int n = 0;

	do
		pcs[n++] = pc;
	while (n < MAXFRAMES && live_step(&pc, &sp, &bp, n == 1) == 0);
	return n;
}

static uintptr_t walked[MAXFRAMES], traced[MAXFRAMES], wrong[MAXFRAMES];
static int nwalked, ntraced, nwrong;
static live_obj_t *libc_obj;

/*
 * Where the comparator stands: its registers, then backtrace() and the walk
 * with the rows from there; then the walk with libc's rows made wrong (each
 * frame taken as a leaf's), which must go astray.
 */
static __attribute__((noinline)) void take_stack(void)
{
	uintptr_t ip, sp, bp;

	__asm__ volatile("lea (%%rip), %0\n\tmov %%rsp, %1\n\tmov %%rbp, %2"
			 : "=r"(ip), "=r"(sp), "=r"(bp));
	ntraced = backtrace((void **)traced, MAXFRAMES);
	nwalked = live_walk(ip, sp, bp, walked);
	for (uint32_t i = 0; i < libc_obj->tab.nrows; i++)
		libc_obj->tab.info[i] = DT_UW_INFO(DT_UW_SP, 8, 0);
	nwrong = live_walk(ip, sp, bp, wrong);
}

static volatile int taken;

static int cmp_int(const void *a, const void *b)
{
	if (!taken++)
		take_stack();
	return *(const int *)a - *(const int *)b;
}

static __attribute__((noinline)) void sort_some(void)
{
	int v[100];

	for (int i = 0; i < 100; i++)
		v[i] = (i * 37) % 100;
	qsort(v, 100, sizeof(v[0]), cmp_int);
}

/*
 * Whether the walk's return addresses (from walked[1]) are backtrace()'s:
 * its first frames are in take_stack() at another pc, and in ASan's
 * interceptor of backtrace() when there is one.
 */
static int same_frames(const uintptr_t *w, int nw, const uintptr_t *t, int nt)
{
	int k = 0;

	while (k < nt && k < 3 && nw > 1 && t[k] != w[1])
		k++;
	if (k == nt || k == 3 || nt - k != nw - 1)
		return 0;
	return memcmp(w + 1, t + k, (nw - 1) * sizeof(*w)) == 0;
}

/*
 * Under ASan, qsort() is its interceptor's, not libc's merge sort: libc's
 * frames are those of its start-up alone.
 */
#ifdef __SANITIZE_ADDRESS__
#define LIBC_FRAMES	2
#else
#define LIBC_FRAMES	4
#endif

static void test_live(void)
{
	int nlibc = 0, same;

	sort_some();
	for (int i = 0; i < nwalked; i++)
		nlibc += live_find(walked[i] - 1) == libc_obj;
	same = same_frames(walked, nwalked, traced, ntraced);
	check(same, "live stack: the rows find backtrace()'s return addresses");
	check(nwalked >= 7, "live stack: take_stack, cmp_int, qsort's frames, sort_some, main, _start");
	check(nlibc >= LIBC_FRAMES, "live stack: through libc's frames (qsort, msort, start-up)");
	check(!same_frames(wrong, nwrong, traced, ntraced), "live stack: wrong rows go astray");
	if (!same || nlibc < LIBC_FRAMES || getenv("UWTAB_SHOW")) {
		for (int i = 0; i < MAXFRAMES && (i < nwalked || i < ntraced); i++) {
			live_obj_t *o = live_find(i < nwalked ? walked[i] - (i > 0) : 0);

			printf("  %2d walked %#lx traced %#lx %s\n", i,
			       i < nwalked ? (unsigned long)walked[i] : 0UL,
			       i < ntraced ? (unsigned long)traced[i] : 0UL, o ? o->name : "");
		}
	}
}

int main(int argc, char **argv)
{
	dtrace_hdl_t *dtp;
	obj_t o;
	int err;

#ifndef __x86_64__
	printf("the rows are x86_64's\n");
	return 77;
#endif
	dtp = dtrace_open(&err);
	if (dtp == NULL) {
		printf("dtrace_open failed\n");
		return 1;
	}
	elf_version(EV_CURRENT);
	live_dtp = dtp;
	dl_iterate_phdr(live_add, NULL);
	for (int i = 0; i < nlive; i++) {
		if (strstr(live[i].name, "/libc.so") != NULL)
			libc_obj = &live[i];
	}
	if (libc_obj == NULL) {
		printf("libc not found among %d objects\n", nlive);
		return 1;
	}

	check_int(obj_file(dtp, &o, libc_obj->name), 0, "libc: rows built");
	check_agrees(&o, "libc", 10000);
	test_chunks(dtp, &o.tab);
	test_nohdr(dtp, &o, "libc");
	obj_free(&o);

	check_int(obj_file(dtp, &o, "/proc/self/exe"), 0, "test_uwtab: rows built");
	check_agrees(&o, "test_uwtab", 20);
	test_nohdr(dtp, &o, "test_uwtab");
	obj_free(&o);

	/* C++: CIEs with a personality routine ("zPLR") before the FDEs' encoding */
	if (access(LIBSTDCXX, R_OK) == 0) {
		check_int(obj_file(dtp, &o, LIBSTDCXX), 0, "libstdc++: rows built");
		check_agrees(&o, "libstdc++", 10000);
		test_nohdr(dtp, &o, "libstdc++");
		obj_free(&o);
	} else {
		printf("libstdc++: not tested: no %s\n", LIBSTDCXX);
	}

	test_debug_frame(dtp);

	check_int(obj_vdso(dtp, &o), 0, "vDSO: rows built");
	check_agrees(&o, "vDSO", 5);
	obj_free(&o);

	test_live();
	for (int i = 0; i < nlive; i++)
		dt_uwtab_free(&live[i].tab);
	dtrace_close(dtp);
	return check_done();
}
