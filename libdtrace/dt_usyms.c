/*
 * User symbols for the consumer (ustack(), usym(), uaddr(), umod(), printf's
 * %A): an address of process pid is found in the process's mappings
 * (/proc/PID/maps), turned into a virtual address of the mapped ELF object
 * (file offset through its PT_LOAD segments, so PIE executables and shared
 * libraries resolve wherever they are loaded), then looked up in the
 * object's .symtab and .dynsym (read with uprobes/uprobe_elf.c).  An object
 * whose tables have no local functions (libc: stripped, its .symtab shipped
 * apart, in Debian's libc6-dbg) gets those of its separate debug file too,
 * found on this machine only: by build id under /usr/lib/debug/.build-id/,
 * else by .gnu_debuglink beside the object, in its .debug/ and under
 * /usr/lib/debug/.  So __libc_start_call_main is named in stacks, and the
 * pid provider sees every function as illumos' does in a full .symtab.
 *
 * Both levels are cached on the handle: objects by path (libc is read once
 * for every process), mappings by pid.  A process that has exited keeps the
 * mappings read while it lived; one never seen alive resolves nothing, and
 * its addresses are printed as numbers.  The -c/-p target is watched
 * (dt_usyms_watch, from dtrace_sleep) so that its stacks still resolve when
 * they are printed after it has gone, as aggregations at the end are; the
 * processes dt_proc.c controls are read at their exec and exit stops.
 * The other way round, providers find functions by name (dt_usym_byname,
 * dt_usym_iter) in the objects a process maps (dt_usyms_obj_iter).
 */
#include <elf.h>
#include <fcntl.h>
#include <gelf.h>
#include <unistd.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include "dt_syms.h"
#include "uprobe_elf.h"

/*
 * An address miss re-reads a live process's maps at most this often, counted
 * from the last read a miss made: a read made for another reason (a new
 * process, the target's watch) may predate the mapping, however recent.
 */
#define DT_USYMS_REREAD_NS	200000000ULL
/*
 * The target is read this often for its first few reads, while the dynamic
 * linker maps its libraries: a command that runs for a few milliseconds
 * still has its stacks resolved when they are printed after it has gone.
 */
#define DT_USYMS_EARLY_NS	5000000ULL
#define DT_USYMS_EARLY_READS	3

/* Where separate debug files are installed. */
#define DT_USYMS_DEBUG_DIR	"/usr/lib/debug"

typedef struct dt_usym {
	uint64_t us_value, us_size;
	const char *us_name;	/* in the object's pool */
	int us_rank;		/* lower wins at one address: global, weak, local */
	int us_func;		/* a function (a place for the pid provider's probes) */
} dt_usym_t;

typedef struct dt_uobj {
	char *uo_path;
	const char *uo_base;	/* base name, within uo_path */
	int uo_loaded;		/* symbols read, or reading failed */
	int uo_nlocal;		/* local functions read */
	dt_usym_t *uo_syms;
	size_t uo_nsyms, uo_cap;
	char **uo_pool;		/* blocks of names */
	size_t uo_npool;
	size_t uo_used;		/* bytes used in the last block */
	struct dt_uobj *uo_next;
} dt_uobj_t;

typedef struct dt_umap {
	uint64_t um_start, um_end, um_pgoff;
	dt_uobj_t *um_obj;
	int um_biased;		/* um_bias is known */
	uint64_t um_bias;	/* address - object virtual address */
} dt_umap_t;

typedef struct dt_uproc {
	pid_t up_pid;
	dt_umap_t *up_maps;
	size_t up_nmaps;
	uint64_t up_read;	/* CLOCK_MONOTONIC ns of the last read */
	uint64_t up_missread;	/* the same, of the last read for a miss */
	int up_nreads;		/* successful reads */
	int up_gone;		/* a read found no process */
	struct dt_uproc *up_next;
} dt_uproc_t;

struct dt_usyms {
	dt_uproc_t *uu_procs;
	dt_uobj_t *uu_objs;
};

static uint64_t dt_usyms_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static dt_uobj_t *dt_uobj_get(struct dt_usyms *uu, const char *path)
{
	dt_uobj_t *uo;
	const char *slash;

	for (uo = uu->uu_objs; uo != NULL; uo = uo->uo_next) {
		if (strcmp(uo->uo_path, path) == 0)
			return uo;
	}
	uo = calloc(1, sizeof(*uo));
	if (uo == NULL || (uo->uo_path = strdup(path)) == NULL) {
		free(uo);
		return NULL;
	}
	slash = strrchr(uo->uo_path, '/');
	uo->uo_base = slash != NULL ? slash + 1 : uo->uo_path;
	uo->uo_next = uu->uu_objs;
	uu->uu_objs = uo;
	return uo;
}

#define DT_USYMS_BLOCK	65536

/* A copy of name in the object's pool of name blocks. */
static const char *dt_uobj_name(dt_uobj_t *uo, const char *name)
{
	size_t len = strlen(name) + 1;
	char *blk;

	if (uo->uo_npool == 0 || uo->uo_used + len > DT_USYMS_BLOCK) {
		size_t size = len > DT_USYMS_BLOCK ? len : DT_USYMS_BLOCK;
		char **np = realloc(uo->uo_pool, (uo->uo_npool + 1) * sizeof(*np));

		if (np == NULL)
			return NULL;
		uo->uo_pool = np;
		if ((np[uo->uo_npool] = malloc(size)) == NULL)
			return NULL;
		uo->uo_npool++;
		uo->uo_used = 0;
	}
	blk = uo->uo_pool[uo->uo_npool - 1] + uo->uo_used;
	memcpy(blk, name, len);
	uo->uo_used += len;
	return blk;
}

/* Functions and objects with a place in memory are what addresses fall in. */
static int dt_uobj_addsym(void *arg, const char *name, uint64_t value, uint64_t size, int type,
			  int bind)
{
	dt_uobj_t *uo = arg;
	const char *copy;

	if ((type != STT_FUNC && type != STT_GNU_IFUNC && type != STT_OBJECT) || value == 0)
		return 0;
	if (uo->uo_nsyms == uo->uo_cap) {
		size_t n = uo->uo_cap ? uo->uo_cap * 2 : 256;
		dt_usym_t *ns = realloc(uo->uo_syms, n * sizeof(*ns));

		if (ns == NULL)
			return -ENOMEM;
		uo->uo_syms = ns;
		uo->uo_cap = n;
	}
	if ((copy = dt_uobj_name(uo, name)) == NULL)
		return -ENOMEM;
	uo->uo_syms[uo->uo_nsyms++] = (dt_usym_t){
		.us_value = value, .us_size = size, .us_name = copy,
		.us_rank = bind == STB_GLOBAL ? 0 : bind == STB_WEAK ? 1 : 2,
		.us_func = type != STT_OBJECT,
	};
	uo->uo_nlocal += bind == STB_LOCAL && type != STT_OBJECT;
	return 0;
}

/*
 * glibc's internal aliases (__GI_memcpy for memcpy) are local symbols of
 * its full .symtab, at the same address as the name people know.
 */
static int dt_usym_internal(const char *name)
{
	return strncmp(name, "__GI_", 5) == 0;
}

static int dt_usym_cmp(const void *a, const void *b)
{
	const dt_usym_t *x = a, *y = b;

	if (x->us_value != y->us_value)
		return x->us_value < y->us_value ? -1 : 1;
	if (x->us_rank != y->us_rank)
		return x->us_rank - y->us_rank;
	if (dt_usym_internal(x->us_name) != dt_usym_internal(y->us_name))
		return dt_usym_internal(x->us_name) - dt_usym_internal(y->us_name);
	return strcmp(x->us_name, y->us_name);
}

/* Symbols of size 0 run up to the next symbol. */
static void dt_uobj_sort(dt_uobj_t *uo)
{
	qsort(uo->uo_syms, uo->uo_nsyms, sizeof(dt_usym_t), dt_usym_cmp);
	for (size_t i = 0; i < uo->uo_nsyms; i++) {
		dt_usym_t *s = &uo->uo_syms[i];
		size_t j = i + 1;

		while (j < uo->uo_nsyms && uo->uo_syms[j].us_value == s->us_value)
			j++;
		if (s->us_size == 0 && j < uo->uo_nsyms)
			s->us_size = uo->uo_syms[j].us_value - s->us_value;
	}
}

/*
 * Open the object of mapping um (its path, else the process's view of it,
 * for deleted files and other mount namespaces); NULL if neither opens.
 */
static uprobe_elf_t *dt_umap_open(pid_t pid, const dt_umap_t *um)
{
	uprobe_elf_t *ue = uprobe_elf_open(um->um_obj->uo_path);
	char alt[96];

	if (ue != NULL)
		return ue;
	snprintf(alt, sizeof(alt), "/proc/%d/map_files/%" PRIx64 "-%" PRIx64, (int)pid,
		 um->um_start, um->um_end);
	return uprobe_elf_open(alt);
}

/* The debug file at path, opened if it is the object's (id, or crc if no id); else NULL. */
static uprobe_elf_t *dt_udebug_open(const char *path, const char *id, const uint32_t *crc)
{
	uprobe_elf_t *dbg = uprobe_elf_open(path);
	char hex[2 * 64 + 1];
	uint32_t c;

	if (dbg == NULL)
		return NULL;
	/* a build id, if both have one, must be the same; else the debuglink's CRC */
	if (id != NULL && uprobe_elf_build_id(dbg, hex, sizeof(hex)) == 0) {
		if (strcmp(hex, id) == 0)
			return dbg;
	} else if (crc != NULL && uprobe_elf_file_crc(path, &c) == 0 && c == *crc) {
		return dbg;
	}
	uprobe_elf_close(dbg);
	return NULL;
}

/*
 * The separate debug file of the object ue at path, opened; NULL if there
 * is none on this machine.  By build id first, then by debuglink in the
 * places GDB looks.
 */
static uprobe_elf_t *dt_udebug_find(uprobe_elf_t *ue, const char *path)
{
	char hex[2 * 64 + 1], link[256], file[PATH_MAX], dir[PATH_MAX];
	const char *id = uprobe_elf_build_id(ue, hex, sizeof(hex)) == 0 ? hex : NULL;
	static const char *const fmts[] = { "%s/%s", "%s/.debug/%s", DT_USYMS_DEBUG_DIR "%s/%s" };
	uprobe_elf_t *dbg;
	uint32_t crc;
	char *slash;

	if (id != NULL && strlen(id) > 2) {
		snprintf(file, sizeof(file), DT_USYMS_DEBUG_DIR "/.build-id/%.2s/%s.debug", id,
			 id + 2);
		if ((dbg = dt_udebug_open(file, id, NULL)) != NULL)
			return dbg;
	}
	if (uprobe_elf_debuglink(ue, link, sizeof(link), &crc) != 0 || strchr(link, '/'))
		return NULL;
	snprintf(dir, sizeof(dir), "%s", path);
	if ((slash = strrchr(dir, '/')) == NULL)
		return NULL;
	*slash = '\0';
	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++) {
		if (snprintf(file, sizeof(file), fmts[i], dir, link) >= (int)sizeof(file) ||
		    strcmp(file, path) == 0)
			continue;
		if ((dbg = dt_udebug_open(file, id, &crc)) != NULL)
			return dbg;
	}
	return NULL;
}

/* The object's symbols: its own tables, with its debug file's if they have no locals. */
static void dt_uobj_load(dt_uobj_t *uo, uprobe_elf_t *ue)
{
	uprobe_elf_t *dbg;

	uo->uo_loaded = 1;
	if (ue == NULL)
		return;
	if (uprobe_elf_foreach_symbol(ue, dt_uobj_addsym, uo) != 0)
		goto nomem;
	if (uo->uo_nlocal == 0 && (dbg = dt_udebug_find(ue, uo->uo_path)) != NULL) {
		int rc = uprobe_elf_foreach_symtab(dbg, dt_uobj_addsym, uo);

		uprobe_elf_close(dbg);
		if (rc == -ENOMEM)
			goto nomem;
	}
	dt_uobj_sort(uo);
	return;
nomem:
	uo->uo_nsyms = 0;	/* out of memory: resolve nothing */
}

/* Read the object's symbols and the mapping's load bias, once each. */
static void dt_umap_prepare(pid_t pid, dt_umap_t *um, uint64_t addr)
{
	dt_uobj_t *uo = um->um_obj;
	uprobe_elf_t *ue;
	uint64_t vaddr;

	if (um->um_biased && uo->uo_loaded)
		return;
	ue = dt_umap_open(pid, um);
	if (!uo->uo_loaded)
		dt_uobj_load(uo, ue);
	if (!um->um_biased && ue != NULL &&
	    uprobe_elf_offset_to_vaddr(ue, addr - um->um_start + um->um_pgoff, &vaddr) == 0) {
		um->um_bias = addr - vaddr;
		um->um_biased = 1;
	}
	uprobe_elf_close(ue);
}

/* Parse /proc/PID/maps; file-backed mappings only.  -1 if unreadable or empty. */
static int dt_uproc_read(struct dt_usyms *uu, dt_uproc_t *up)
{
	char path[64], *line = NULL, file[4096];
	dt_umap_t *maps = NULL;
	size_t n = 0, cap = 0, lcap = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)up->up_pid);
	up->up_read = dt_usyms_now();
	fp = fopen(path, "re");
	if (fp == NULL) {
		up->up_gone = 1;
		return -1;
	}
	while (getline(&line, &lcap, fp) > 0) {
		uint64_t start, end, off;
		char *del;

		file[0] = '\0';
		if (sscanf(line, "%" SCNx64 "-%" SCNx64 " %*s %" SCNx64 " %*s %*u %4095[^\n]",
			   &start, &end, &off, file) < 3 || file[0] != '/')
			continue;
		if ((del = strstr(file, " (deleted)")) != NULL)
			*del = '\0';
		if (n == cap) {
			dt_umap_t *nm = realloc(maps, (cap = cap ? cap * 2 : 32) * sizeof(*nm));

			if (nm == NULL)
				break;
			maps = nm;
		}
		maps[n] = (dt_umap_t){ .um_start = start, .um_end = end, .um_pgoff = off,
				       .um_obj = dt_uobj_get(uu, file) };
		if (maps[n].um_obj != NULL)
			n++;
	}
	free(line);
	fclose(fp);
	if (n == 0) {
		free(maps);
		up->up_gone = 1;
		return -1;	/* gone (a zombie has no maps): keep what we had */
	}
	up->up_nreads++;
	free(up->up_maps);
	up->up_maps = maps;
	up->up_nmaps = n;
	return 0;
}

static dt_uproc_t *dt_uproc_find_pid(struct dt_usyms *uu, pid_t pid)
{
	dt_uproc_t *up;

	for (up = uu->uu_procs; up != NULL; up = up->up_next) {
		if (up->up_pid == pid)
			return up;
	}
	up = calloc(1, sizeof(*up));
	if (up == NULL)
		return NULL;
	up->up_pid = pid;
	up->up_next = uu->uu_procs;
	uu->uu_procs = up;
	return up;
}

static dt_uproc_t *dt_uproc_get(struct dt_usyms *uu, pid_t pid)
{
	dt_uproc_t *up = dt_uproc_find_pid(uu, pid);

	if (up != NULL && up->up_read == 0)
		dt_uproc_read(uu, up);
	return up;
}

/* Is pid still a copy of this process (a -c command not yet exec'ed)? */
static int dt_uproc_is_self(pid_t pid)
{
	struct stat self, other;
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	return stat("/proc/self/exe", &self) == 0 && stat(path, &other) == 0 &&
	       self.st_dev == other.st_dev && self.st_ino == other.st_ino;
}

/* The process entry of pid, made if new (and the table with it); NULL if none. */
static dt_uproc_t *dt_usyms_proc(dtrace_hdl_t *dtp, pid_t pid)
{
	if (pid <= 0)
		return NULL;
	if (dtp->dt_usyms == NULL && (dtp->dt_usyms = calloc(1, sizeof(struct dt_usyms))) == NULL)
		return NULL;
	return dt_uproc_find_pid(dtp->dt_usyms, pid);
}

void dt_usyms_watch(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_uproc_t *up = dt_usyms_proc(dtp, pid);

	if (up == NULL || up->up_gone ||
	    (up->up_read != 0 && dt_usyms_now() - up->up_read <
	     (up->up_nreads < DT_USYMS_EARLY_READS ? DT_USYMS_EARLY_NS : DT_USYMS_REREAD_NS)))
		return;
	if (!dt_uproc_is_self(pid))
		dt_uproc_read(dtp->dt_usyms, up);
}

int dt_usyms_read(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_uproc_t *up = dt_usyms_proc(dtp, pid);

	return up != NULL ? dt_uproc_read(dtp->dt_usyms, up) : -1;
}

/*
 * A new image: its old mappings go, not kept beside the new ones.  Addresses
 * are resolved when they are printed, and a record taken before the exec
 * but printed after it (still in the buffers) then resolves to nothing (a
 * number), or to whatever the new image has there; the other way round,
 * every stack of the newest image, which is what a -c command that execs
 * again (a shell script, a pyenv shim) is about, would print numbers until
 * a miss re-read the maps.  Its libraries are not mapped yet (the dynamic
 * linker has not run): the early reads start again, and the first miss
 * re-reads at once.
 */
int dt_usyms_exec(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_uproc_t *up = dt_usyms_proc(dtp, pid);

	if (up == NULL)
		return -1;
	free(up->up_maps);
	up->up_maps = NULL;
	up->up_nmaps = 0;
	up->up_nreads = 0;
	up->up_missread = 0;
	up->up_gone = 0;
	return dt_uproc_read(dtp->dt_usyms, up);
}

int dt_usyms_sleep_ms(dtrace_hdl_t *dtp, int ms)
{
	struct dt_usyms *uu = dtp->dt_usyms;
	dt_uproc_t *up = NULL;
	int early = (int)(DT_USYMS_EARLY_NS / 1000000);

	if (dtp->dt_target <= 0)
		return ms;
	for (up = uu != NULL ? uu->uu_procs : NULL; up != NULL; up = up->up_next) {
		if (up->up_pid == dtp->dt_target)
			break;
	}
	if (up != NULL && (up->up_gone || up->up_nreads >= DT_USYMS_EARLY_READS))
		return ms;
	return ms > early ? early : ms;
}

static dt_umap_t *dt_uproc_find(dt_uproc_t *up, uint64_t addr)
{
	for (size_t i = 0; i < up->up_nmaps; i++) {
		if (addr >= up->up_maps[i].um_start && addr < up->up_maps[i].um_end)
			return &up->up_maps[i];
	}
	return NULL;
}

/* The symbol of object virtual address vaddr, or NULL. */
static const dt_usym_t *dt_uobj_find(const dt_uobj_t *uo, uint64_t vaddr)
{
	size_t lo = 0, hi = uo->uo_nsyms;
	const dt_usym_t *s;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (uo->uo_syms[mid].us_value <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NULL;
	s = &uo->uo_syms[lo - 1];
	while (s > uo->uo_syms && s[-1].us_value == s->us_value)
		s--;
	return vaddr == s->us_value || vaddr - s->us_value < s->us_size ? s : NULL;
}

int dt_usym_lookup(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr, dt_symres_t *res)
{
	struct dt_usyms *uu = dtp->dt_usyms;
	const dt_usym_t *s;
	dt_uproc_t *up;
	dt_umap_t *um;

	memset(res, 0, sizeof(*res));
	if (pid <= 0)
		return DT_SYM_NONE;
	if (uu == NULL && (uu = dtp->dt_usyms = calloc(1, sizeof(*uu))) == NULL)
		return DT_SYM_NONE;
	if ((up = dt_uproc_get(uu, pid)) == NULL)
		return DT_SYM_NONE;
	um = dt_uproc_find(up, addr);
	if (um == NULL && dt_usyms_now() - up->up_missread > DT_USYMS_REREAD_NS) {
		up->up_missread = dt_usyms_now();
		if (dt_uproc_read(uu, up) == 0)
			um = dt_uproc_find(up, addr);	/* mapped since we looked */
	}
	if (um == NULL)
		return DT_SYM_NONE;
	res->sr_mod = um->um_obj->uo_base;
	res->sr_modbase = um->um_start;
	for (size_t i = 0; i < up->up_nmaps; i++) {
		const dt_umap_t *m = &up->up_maps[i];

		if (m->um_obj == um->um_obj && m->um_start < res->sr_modbase)
			res->sr_modbase = m->um_start;
	}
	dt_umap_prepare(pid, um, addr);
	if (!um->um_biased || (s = dt_uobj_find(um->um_obj, addr - um->um_bias)) == NULL)
		return DT_SYM_MOD;
	res->sr_name = s->us_name;
	res->sr_addr = s->us_value + um->um_bias;
	return DT_SYM_FOUND;
}

/* The entry of pid, its mappings read if they never were; NULL if none. */
static dt_uproc_t *dt_usyms_mapped(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_uproc_t *up = dt_usyms_proc(dtp, pid);

	if (up != NULL && up->up_read == 0)
		dt_uproc_read(dtp->dt_usyms, up);
	return up;
}

/* Is mapping i the first (lowest) of its object?  Each object is named once. */
static int dt_uproc_first(const dt_uproc_t *up, size_t i)
{
	for (size_t j = 0; j < i; j++) {
		if (up->up_maps[j].um_obj == up->up_maps[i].um_obj)
			return 0;
	}
	return 1;
}

/* Does obj (a path or a base name; NULL: any) name the object? */
static int dt_uobj_named(const dt_uobj_t *uo, const char *obj)
{
	return obj == NULL || strcmp(obj, uo->uo_path) == 0 || strcmp(obj, uo->uo_base) == 0;
}

/*
 * A mapping of uo whose load bias is known, the object's symbols read; NULL
 * if none.  The bias is the same in every mapping of an object, but only a
 * mapping whose start lies in a PT_LOAD segment's bytes of the file gives it.
 */
static dt_umap_t *dt_uproc_biased(dt_uproc_t *up, const dt_uobj_t *uo)
{
	for (size_t i = 0; i < up->up_nmaps; i++) {
		dt_umap_t *um = &up->up_maps[i];

		if (um->um_obj != uo)
			continue;
		dt_umap_prepare(up->up_pid, um, um->um_start);
		if (um->um_biased)
			return um;
	}
	return NULL;
}

int dt_usyms_obj_iter(dtrace_hdl_t *dtp, pid_t pid, dt_uobj_f *cb, void *arg)
{
	dt_uproc_t *up = pid > 0 ? dt_usyms_mapped(dtp, pid) : NULL;
	int rc;

	for (size_t i = 0; up != NULL && i < up->up_nmaps; i++) {
		const dt_umap_t *um = &up->up_maps[i];
		dt_uobjinfo_t oi = { .oi_path = um->um_obj->uo_path, .oi_base = um->um_obj->uo_base,
				     .oi_start = um->um_start, .oi_end = um->um_end };

		if (!dt_uproc_first(up, i))
			continue;
		for (size_t j = i + 1; j < up->up_nmaps; j++) {
			if (up->up_maps[j].um_obj == um->um_obj)
				oi.oi_end = up->up_maps[j].um_end;
		}
		if ((rc = cb(&oi, arg)) != 0)
			return rc;
	}
	return 0;
}

/*
 * The function symbols (each alias once) of the objects of pid that obj
 * names, at their addresses in the process, in address order per object.
 */
int dt_usym_iter(dtrace_hdl_t *dtp, pid_t pid, const char *obj, dt_usym_f *cb, void *arg)
{
	dt_uproc_t *up = pid > 0 ? dt_usyms_mapped(dtp, pid) : NULL;
	int rc;

	for (size_t i = 0; up != NULL && i < up->up_nmaps; i++) {
		const dt_uobj_t *uo = up->up_maps[i].um_obj;
		const dt_umap_t *um;

		if (!dt_uobj_named(uo, obj) || !dt_uproc_first(up, i) ||
		    (um = dt_uproc_biased(up, uo)) == NULL)
			continue;
		for (size_t k = 0; k < uo->uo_nsyms; k++) {
			const dt_usym_t *s = &uo->uo_syms[k];
			dt_symres_t res = { .sr_mod = uo->uo_base, .sr_name = s->us_name,
					    .sr_addr = s->us_value + um->um_bias,
					    .sr_modbase = up->up_maps[i].um_start };

			/* .symtab and .dynsym both have most globals: sorted next to each other */
			if (!s->us_func || (k > 0 && s[-1].us_value == s->us_value &&
					    strcmp(s[-1].us_name, s->us_name) == 0))
				continue;
			if ((rc = cb(&res, s->us_size, arg)) != 0)
				return rc;
		}
	}
	return 0;
}

static int dt_usym_match(const dt_symres_t *res, uint64_t size, void *arg)
{
	dt_symres_t *want = arg;

	(void)size;
	if (strcmp(res->sr_name, want->sr_name) != 0)
		return 0;
	*want = *res;
	return 1;
}

int dt_usym_byname(dtrace_hdl_t *dtp, pid_t pid, const char *obj, const char *name,
		   dt_symres_t *res)
{
	memset(res, 0, sizeof(*res));
	res->sr_name = name;
	if (dt_usym_iter(dtp, pid, obj, dt_usym_match, res) == 1)
		return DT_SYM_FOUND;
	memset(res, 0, sizeof(*res));
	return DT_SYM_NONE;
}

void dt_usyms_fini(dtrace_hdl_t *dtp)
{
	struct dt_usyms *uu = dtp->dt_usyms;

	if (uu == NULL)
		return;
	while (uu->uu_procs != NULL) {
		dt_uproc_t *up = uu->uu_procs;

		uu->uu_procs = up->up_next;
		free(up->up_maps);
		free(up);
	}
	while (uu->uu_objs != NULL) {
		dt_uobj_t *uo = uu->uu_objs;

		uu->uu_objs = uo->uo_next;
		for (size_t i = 0; i < uo->uo_npool; i++)
			free(uo->uo_pool[i]);
		free(uo->uo_pool);
		free(uo->uo_syms);
		free(uo->uo_path);
		free(uo);
	}
	free(uu);
	dtp->dt_usyms = NULL;
}

/* Leading underscores of a name: illumos prefers the alias with the fewest. */
static int dt_usym_unders(const char *name)
{
	int n = 0;

	while (name[n] == '_')
		n++;
	return n;
}

/* Is a better than b as the one name of their address? */
static int dt_usym_better(const dt_usym_t *a, const dt_usym_t *b)
{
	if (a->us_rank != b->us_rank)
		return a->us_rank < b->us_rank;
	if (dt_usym_internal(a->us_name) != dt_usym_internal(b->us_name))
		return !dt_usym_internal(a->us_name);
	if (dt_usym_unders(a->us_name) != dt_usym_unders(b->us_name))
		return dt_usym_unders(a->us_name) < dt_usym_unders(b->us_name);
	return strcmp(a->us_name, b->us_name) < 0;
}

int dt_usym_func_iter(dtrace_hdl_t *dtp, pid_t pid, const char *path, dt_ufunc_f *cb, void *arg)
{
	dt_uproc_t *up = pid > 0 ? dt_usyms_mapped(dtp, pid) : NULL;
	const dt_uobj_t *uo = NULL;
	const dt_umap_t *um;
	size_t i, k, j;
	int rc;

	for (i = 0; up != NULL && i < up->up_nmaps && uo == NULL; i++) {
		if (strcmp(up->up_maps[i].um_obj->uo_path, path) == 0)
			uo = up->up_maps[i].um_obj;
	}
	if (uo == NULL || (um = dt_uproc_biased(up, uo)) == NULL)
		return 0;
	for (k = 0; k < uo->uo_nsyms; k = j) {
		const dt_usym_t *best = NULL;
		const dt_umap_t *m;
		dt_ufunc_t uf;

		for (j = k; j < uo->uo_nsyms && uo->uo_syms[j].us_value == uo->uo_syms[k].us_value;
		     j++) {
			if (uo->uo_syms[j].us_func &&
			    (best == NULL || dt_usym_better(&uo->uo_syms[j], best)))
				best = &uo->uo_syms[j];
		}
		if (best == NULL)
			continue;
		uf = (dt_ufunc_t){ .uf_name = best->us_name, .uf_path = uo->uo_path,
				   .uf_base = uo->uo_base, .uf_addr = best->us_value + um->um_bias,
				   .uf_size = best->us_size };
		/* the file offset, through the mapping the function's code is in */
		if ((m = dt_uproc_find(up, uf.uf_addr)) == NULL || m->um_obj != uo)
			continue;
		uf.uf_off = uf.uf_addr - m->um_start + m->um_pgoff;
		if ((rc = cb(&uf, arg)) != 0)
			return rc;
	}
	return 0;
}

int dt_usym_has_symtab(dtrace_hdl_t *dtp, pid_t pid, const char *path)
{
	Elf *elf;
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	int fd, found = 0;

	(void)dtp;
	(void)pid;
	if (elf_version(EV_CURRENT) == EV_NONE || (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL) {
		close(fd);
		return -1;
	}
	while (!found && (scn = elf_nextscn(elf, scn)) != NULL) {
		if (gelf_getshdr(scn, &sh) != NULL && sh.sh_type == SHT_SYMTAB)
			found = 1;
	}
	elf_end(elf);
	close(fd);
	if (!found) {
		/* a separate debug file is as good as the .symtab stripped from it */
		uprobe_elf_t *ue = uprobe_elf_open(path);
		uprobe_elf_t *dbg = ue != NULL ? dt_udebug_find(ue, path) : NULL;

		found = dbg != NULL;
		uprobe_elf_close(dbg);
		uprobe_elf_close(ue);
	}
	return found;
}
