/*
 * Kernel symbols for the consumer (stack(), sym(), mod(), printf's %a):
 * /proc/kallsyms read once, on the first lookup, into one array sorted by
 * address.  kallsyms gives no sizes, so a symbol is taken to run up to the
 * next higher address of its own module; the last symbol of a module only
 * matches exactly.  Module names come from the trailing [name]; the core
 * kernel is "vmlinux".  Where kptr_restrict hides the addresses (all zero),
 * nothing resolves and addresses print as numbers.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* qsort_r() */
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_syms.h"

typedef struct dt_ksym {
	uint64_t ks_addr;
	uint64_t ks_size;	/* 0: unknown, exact matches only */
	uint32_t ks_name;	/* offset in the name pool */
	uint16_t ks_mod;	/* index in the module table */
	uint8_t ks_local;	/* t, d...: loses to a global at the same address */
} dt_ksym_t;

typedef struct dt_kmod {
	char *km_name;
	uint64_t km_lo, km_hi;	/* lowest and highest symbol address */
} dt_kmod_t;

struct dt_ksyms {
	int kk_loaded;		/* loading was tried (successfully or not) */
	dt_ksym_t *kk_syms;
	size_t kk_nsyms, kk_cap;
	char *kk_pool;		/* NUL-terminated names */
	size_t kk_plen, kk_pcap;
	dt_kmod_t *kk_mods;
	size_t kk_nmods;
	size_t kk_last;		/* module of the previous line: they come in runs */
	int kk_glued;		/* kk_glue is filled */
	uint64_t kk_glue[DT_KGLUE_N][2];	/* ranges of dt_kglue[] (dt_ksym_glue) */
};

static int dt_ksyms_grow(void **p, size_t *cap, size_t need, size_t elem)
{
	size_t n = *cap ? *cap : 1024;
	void *np;

	if (need <= *cap)
		return 0;
	while (n < need)
		n *= 2;
	np = realloc(*p, n * elem);
	if (np == NULL)
		return -1;
	*p = np;
	*cap = n;
	return 0;
}

/* The module table index of name; modules are few, a linear search will do. */
static int dt_ksyms_mod(struct dt_ksyms *kk, const char *name)
{
	dt_kmod_t *nm;

	if (kk->kk_last < kk->kk_nmods && strcmp(kk->kk_mods[kk->kk_last].km_name, name) == 0)
		return (int)kk->kk_last;
	for (size_t i = 0; i < kk->kk_nmods; i++) {
		if (strcmp(kk->kk_mods[i].km_name, name) == 0)
			return (int)(kk->kk_last = i);
	}
	if (kk->kk_nmods >= UINT16_MAX)
		return -1;
	nm = realloc(kk->kk_mods, (kk->kk_nmods + 1) * sizeof(*nm));
	if (nm == NULL)
		return -1;
	kk->kk_mods = nm;
	nm[kk->kk_nmods].km_name = strdup(name);
	if (nm[kk->kk_nmods].km_name == NULL)
		return -1;
	nm[kk->kk_nmods].km_lo = UINT64_MAX;
	nm[kk->kk_nmods].km_hi = 0;
	kk->kk_last = kk->kk_nmods;
	return (int)kk->kk_nmods++;
}

/* One line: "ffffffff81000000 T _stext" or "... t name\t[module]". */
static int dt_ksyms_line(struct dt_ksyms *kk, char *line)
{
	char *name, *mod, *end, type;
	unsigned long long addr;
	size_t len;
	int m;

	addr = strtoull(line, &end, 16);
	if (end == line || end[0] != ' ' || end[1] == '\0' || end[2] != ' ')
		return 0;
	type = end[1];
	if (type == 'a' || type == 'A' || type == 'U' || type == 'u' || addr == 0)
		return 0;
	name = end + 3;
	name[strcspn(name, "\n")] = '\0';
	mod = strchr(name, '\t');
	if (mod != NULL) {
		*mod++ = '\0';
		if (*mod == '[')
			mod++;
		mod[strcspn(mod, "]")] = '\0';
	}
	if (*name == '\0')
		return 0;
	if (mod == NULL || *mod == '\0')
		mod = "vmlinux";
	m = dt_ksyms_mod(kk, mod);
	len = strlen(name) + 1;
	if (m < 0 ||
	    dt_ksyms_grow((void **)&kk->kk_syms, &kk->kk_cap, kk->kk_nsyms + 1,
			  sizeof(dt_ksym_t)) != 0 ||
	    dt_ksyms_grow((void **)&kk->kk_pool, &kk->kk_pcap, kk->kk_plen + len, 1) != 0)
		return -1;
	kk->kk_syms[kk->kk_nsyms++] = (dt_ksym_t){
		.ks_addr = addr, .ks_name = (uint32_t)kk->kk_plen, .ks_mod = (uint16_t)m,
		.ks_local = type >= 'a' && type <= 'z',
	};
	memcpy(kk->kk_pool + kk->kk_plen, name, len);
	kk->kk_plen += len;
	return 0;
}

/* By address; at one address globals first, then by name (stable output). */
static int dt_ksym_cmp(const void *a, const void *b, void *pool)
{
	const dt_ksym_t *x = a, *y = b;
	const char *names = pool;

	if (x->ks_addr != y->ks_addr)
		return x->ks_addr < y->ks_addr ? -1 : 1;
	if (x->ks_local != y->ks_local)
		return x->ks_local - y->ks_local;
	return strcmp(names + x->ks_name, names + y->ks_name);
}

/* Sizes up to the next address of the same module, and the modules' ranges. */
static void dt_ksyms_finish(struct dt_ksyms *kk)
{
	size_t i, j;

	qsort_r(kk->kk_syms, kk->kk_nsyms, sizeof(dt_ksym_t), dt_ksym_cmp, kk->kk_pool);
	for (i = 0; i < kk->kk_nsyms; i = j) {
		dt_ksym_t *s = &kk->kk_syms[i];
		dt_kmod_t *m = &kk->kk_mods[s->ks_mod];

		for (j = i + 1; j < kk->kk_nsyms && kk->kk_syms[j].ks_addr == s->ks_addr; j++)
			;
		if (j < kk->kk_nsyms && kk->kk_syms[j].ks_mod == s->ks_mod)
			s->ks_size = kk->kk_syms[j].ks_addr - s->ks_addr;
		if (s->ks_addr < m->km_lo)
			m->km_lo = s->ks_addr;
		if (s->ks_addr > m->km_hi)
			m->km_hi = s->ks_addr;
	}
}

int dt_ksyms_load(dtrace_hdl_t *dtp, const char *path)
{
	struct dt_ksyms *kk;
	FILE *fp;
	char *line = NULL;
	size_t cap = 0;
	int rc = 0;

	dt_ksyms_fini(dtp);
	kk = dtp->dt_ksyms = calloc(1, sizeof(*kk));
	if (kk == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	kk->kk_loaded = 1;
	fp = fopen(path, "re");
	if (fp == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot read %s: %s", path, strerror(errno));
	while (rc == 0 && getline(&line, &cap, fp) > 0)
		rc = dt_ksyms_line(kk, line);
	free(line);
	fclose(fp);
	if (rc != 0) {
		dt_ksyms_fini(dtp);
		dtp->dt_ksyms = calloc(1, sizeof(*kk));
		if (dtp->dt_ksyms != NULL)
			dtp->dt_ksyms->kk_loaded = 1;	/* do not try again */
		return dt_set_errmsg(dtp, D_NONE, "out of memory reading %s", path);
	}
	dt_ksyms_finish(kk);
	return 0;
}

/* The first symbol of the run of symbols at the highest address <= addr. */
static const dt_ksym_t *dt_ksyms_find(const struct dt_ksyms *kk, uint64_t addr)
{
	size_t lo = 0, hi = kk->kk_nsyms;
	uint64_t at;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (kk->kk_syms[mid].ks_addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NULL;
	at = kk->kk_syms[--lo].ks_addr;
	while (lo > 0 && kk->kk_syms[lo - 1].ks_addr == at)
		lo--;
	return &kk->kk_syms[lo];
}

int dt_ksym_lookup(dtrace_hdl_t *dtp, uint64_t addr, dt_symres_t *res)
{
	const struct dt_ksyms *kk;
	const dt_ksym_t *s;

	memset(res, 0, sizeof(*res));
	if (dtp->dt_ksyms == NULL || !dtp->dt_ksyms->kk_loaded)
		dt_ksyms_load(dtp, "/proc/kallsyms");	/* failure: nothing resolves */
	kk = dtp->dt_ksyms;
	if (kk == NULL || (s = dt_ksyms_find(kk, addr)) == NULL)
		return DT_SYM_NONE;
	if (addr == s->ks_addr || addr - s->ks_addr < s->ks_size) {
		res->sr_mod = kk->kk_mods[s->ks_mod].km_name;
		res->sr_name = kk->kk_pool + s->ks_name;
		res->sr_addr = s->ks_addr;
		res->sr_modbase = kk->kk_mods[s->ks_mod].km_lo;
		return DT_SYM_FOUND;
	}
	for (size_t i = 0; i < kk->kk_nmods; i++) {
		if (addr >= kk->kk_mods[i].km_lo && addr <= kk->kk_mods[i].km_hi) {
			res->sr_mod = kk->kk_mods[i].km_name;
			res->sr_modbase = kk->kk_mods[i].km_lo;
			return DT_SYM_MOD;
		}
	}
	return DT_SYM_NONE;
}

/*
 * The functions between a BPF program and what it traces on a stack taken
 * from the task (dt_cg_stack.c): trace_call_bpf() for tracepoints, and the
 * system call tracepoints' perf_call_bpf_enter/exit().  The compiler may
 * rename a static function (perf_call_bpf_enter.isra.0): a suffix after a
 * dot is allowed.
 */
static const char *const dt_kglue[DT_KGLUE_N] = {
	"trace_call_bpf", "perf_call_bpf_enter", "perf_call_bpf_exit",
};

static int dt_ksym_named(const char *sym, const char *name)
{
	size_t n = strlen(name);

	return strncmp(sym, name, n) == 0 && (sym[n] == '\0' || sym[n] == '.');
}

/*
 * KGLUEn_LO and KGLUEn_HI: the range of dt_kglue[n], or 0 and 0 when the
 * kernel has no such function or hides its addresses.
 */
/* One pass over the kernel's symbols for every range of dt_kglue[]. */
static void dt_ksym_glue_fill(struct dt_ksyms *kk)
{
	for (size_t i = 0; i < kk->kk_nsyms; i++) {
		const dt_ksym_t *s = &kk->kk_syms[i];

		if (s->ks_addr == 0 || strcmp(kk->kk_mods[s->ks_mod].km_name, "vmlinux") != 0)
			continue;
		for (int n = 0; n < DT_KGLUE_N; n++) {
			if (kk->kk_glue[n][0] == 0 &&
			    dt_ksym_named(kk->kk_pool + s->ks_name, dt_kglue[n])) {
				kk->kk_glue[n][0] = s->ks_addr;
				kk->kk_glue[n][1] = s->ks_addr + s->ks_size;
			}
		}
	}
	kk->kk_glued = 1;
}

int dt_ksym_glue(dtrace_hdl_t *dtp, const char *name, int64_t *val)
{
	struct dt_ksyms *kk;
	int n;
	char end[3];

	if (sscanf(name, "KGLUE%d_%2s", &n, end) != 2 || n < 0 || n >= DT_KGLUE_N ||
	    (strcmp(end, "LO") != 0 && strcmp(end, "HI") != 0))
		return -1;
	*val = 0;
	if (dtp->dt_ksyms == NULL || !dtp->dt_ksyms->kk_loaded)
		dt_ksyms_load(dtp, "/proc/kallsyms");
	kk = dtp->dt_ksyms;
	if (kk == NULL)
		return 0;
	if (!kk->kk_glued)
		dt_ksym_glue_fill(kk);
	*val = (int64_t)kk->kk_glue[n][end[0] == 'H'];
	return 0;
}

void dt_ksyms_fini(dtrace_hdl_t *dtp)
{
	struct dt_ksyms *kk = dtp->dt_ksyms;

	if (kk == NULL)
		return;
	for (size_t i = 0; i < kk->kk_nmods; i++)
		free(kk->kk_mods[i].km_name);
	free(kk->kk_mods);
	free(kk->kk_syms);
	free(kk->kk_pool);
	free(kk);
	dtp->dt_ksyms = NULL;
}
