/*
 * The tables BPF unwinds user stacks with (bpf/uwind.c), loaded per traced
 * process: for @[ustack()] keys and ustackdepth through code built without
 * frame pointers (doc/ustack.md; the maps' layouts in dt_bpf_shared.h).
 *
 * Objects: each mapped file is read once, keyed by its device and inode
 * (as /proc/PID/maps gives them), through /proc/PID/map_files/START-END
 * (which opens it in the process's mount namespace, deleted or not; the
 * path otherwise).  dt_uwtab.c turns its CFI into rows and chunks, which go
 * into "uw_chunks" from the next free chunk, then the object into
 * "uw_objs" under the next free id.  Nothing is ever taken back: when the
 * tables are full, what comes later is walked with frame pointers (object
 * 0), and that is said once.  So are a file without CFI, anonymous
 * executable memory (JIT code) and anything that cannot be read.
 *
 * Processes: "uw_procs"[pid] lists its executable mappings (file-backed
 * ones first when there are more than DT_UW_MAXMAPS), each with its object
 * and its bias, and the process's identity (mm->start_stack, mm->end_code
 * from /proc/PID/stat) that BPF compares to tell an exec.  Filled:
 *  - for the -c and -p processes at dtrace_go(), before they run on
 *    (dt_uwproc_start(); a created one is run to where its libraries are
 *    mapped first, as the pid provider does);
 *  - when a watched process's dynamic linker reports new objects
 *    (dt_dlopen.c stops it and calls dt_uwproc_fill());
 *  - when BPF asks ("uw_want": no entry, another identity, or a PC in no
 *    listed mapping), from dtrace_sleep().  A process whose file mappings
 *    and identity are what they were is written again at most once a
 *    second: JIT code maps new anonymous regions all the time, and each
 *    makes BPF ask.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <elf.h>
#include <gelf.h>
#include <sys/auxv.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_bpf_shared.h"
#include "dt_proc.h"
#include "dt_uwproc.h"
#include "dt_uwtab.h"

#define DT_UWP_HASH		256		/* buckets of objects and of processes */
#define DT_UWP_REWRITE_NS	1000000000ULL	/* same files and identity: once a second */
#define DT_UWP_SLEEP_MS		100		/* dtrace_sleep() at most, while unwinding */
#define DT_UWP_PAGE		4096ULL

typedef struct dt_uwseg {		/* a PT_LOAD segment */
	uint64_t off, vaddr, filesz;
} dt_uwseg_t;

typedef struct dt_uwobj {
	uint64_t dev, ino;		/* of the file; 0, 0: the vDSO */
	uint32_t id;			/* in "uw_objs"; 0: frame pointers */
	uint32_t nsegs;
	dt_uwseg_t *segs;		/* for the bias of each mapping */
	struct dt_uwobj *next;
} dt_uwobj_t;

typedef struct dt_uwpid {
	pid_t pid;
	uint64_t start_stack, end_code;	/* its identity when written */
	uint64_t filesum, allsum;	/* its file-backed, and all, executable mappings */
	uint64_t written;		/* CLOCK_MONOTONIC ns */
	struct dt_uwpid *next;
} dt_uwpid_t;

typedef struct dt_uwproc {
	dt_uwobj_t *objs[DT_UWP_HASH];
	dt_uwpid_t *pids[DT_UWP_HASH];
	uint32_t npids;
	uint32_t nextobj;		/* next free id of "uw_objs" */
	uint32_t nextchunk;		/* next free chunk of "uw_chunks" */
	int full_said;
} dt_uwproc_t;

/* An executable mapping of /proc/PID/maps. */
typedef struct dt_uwline {
	uint64_t start, end, off, dev, ino;
	char *path;			/* "" when anonymous */
} dt_uwline_t;

typedef struct dt_uwmaps {
	dt_uwline_t *lines;
	uint32_t n, cap;
	uint64_t filesum, allsum;
} dt_uwmaps_t;

static uint64_t dt_uwp_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static int dt_uwp_active(const dtrace_hdl_t *dtp)
{
	return dtp->dt_uwind && dtp->dt_map_uwprocs >= 0 && dtp->dt_map_uwobjs >= 0 &&
	       dtp->dt_map_uwchunks >= 0 && dtp->dt_map_uwwant >= 0;
}

static dt_uwproc_t *dt_uwp_state(dtrace_hdl_t *dtp)
{
	if (dtp->dt_uwproc == NULL && (dtp->dt_uwproc = calloc(1, sizeof(dt_uwproc_t))) != NULL)
		dtp->dt_uwproc->nextobj = 1;	/* id 0: no object */
	return dtp->dt_uwproc;
}

static uint32_t dt_uwp_hash(uint64_t a, uint64_t b)
{
	uint64_t h = (a * 0x9e3779b97f4a7c15ULL) ^ (b + 0x632be59bd9b4e019ULL + (a << 6));

	return (uint32_t)(h ^ (h >> 29)) % DT_UWP_HASH;
}

/* FNV-1a over a mapping's words, into a running sum. */
static uint64_t dt_uwp_mix(uint64_t sum, const uint64_t *w, size_t n)
{
	for (size_t i = 0; i < n; i++)
		sum = (sum ^ w[i]) * 0x100000001b3ULL;
	return sum;
}

/*
 * mm->end_code and mm->start_stack: fields 27 and 28 of /proc/PID/stat
 * (field 3, the state, follows the first space after the command's
 * closing parenthesis; field N the (N-2)th).  -1 when the process has
 * gone or has no user memory (a zombie, a kernel thread).
 */
static int dt_uwp_identity(pid_t pid, uint64_t *end_code, uint64_t *start_stack)
{
	char path[64], buf[2048], *p;
	unsigned long long ec = 0, ss = 0;
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	p = strrchr(buf, ')');
	for (int i = 0; p != NULL && i < 25; i++)
		p = strchr(p + 1, ' ');
	if (p == NULL || sscanf(p + 1, "%llu %llu", &ec, &ss) != 2 || ss == 0)
		return -1;
	*end_code = ec;
	*start_stack = ss;
	return 0;
}

static void dt_uwp_maps_free(dt_uwmaps_t *m)
{
	for (uint32_t i = 0; i < m->n; i++)
		free(m->lines[i].path);
	free(m->lines);
	memset(m, 0, sizeof(*m));
}

static int dt_uwp_maps_add(dt_uwmaps_t *m, const dt_uwline_t *l)
{
	if (m->n == m->cap) {
		uint32_t cap = m->cap ? m->cap * 2 : 64;
		dt_uwline_t *nl = realloc(m->lines, cap * sizeof(*nl));

		if (nl == NULL)
			return -1;
		m->lines = nl;
		m->cap = cap;
	}
	m->lines[m->n] = *l;
	if ((m->lines[m->n].path = strdup(l->path)) == NULL)
		return -1;
	m->n++;
	return 0;
}

/* Its executable mappings, with the sums that tell whether they changed; -1: gone. */
static int dt_uwp_maps_read(pid_t pid, dt_uwmaps_t *m)
{
	char path[64], *line = NULL;
	size_t len = 0;
	FILE *fp;
	int rc = 0;

	memset(m, 0, sizeof(*m));
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if ((fp = fopen(path, "re")) == NULL)
		return -1;
	while (rc == 0 && getline(&line, &len, fp) > 0) {
		unsigned long long start, end, off, ino;
		unsigned int maj, min;
		char perms[8];
		int pos = 0;
		dt_uwline_t l;

		if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu %n", &start, &end, perms, &off,
			   &maj, &min, &ino, &pos) < 7 || perms[2] != 'x')
			continue;
		line[strcspn(line, "\n")] = '\0';
		l = (dt_uwline_t){ .start = start, .end = end, .off = off,
				   .dev = (uint64_t)maj << 32 | min, .ino = ino,
				   .path = pos > 0 ? line + pos : "" };
		m->allsum = dt_uwp_mix(m->allsum, &l.start, 5);
		if (ino != 0)
			m->filesum = dt_uwp_mix(m->filesum, &l.start, 5);
		rc = dt_uwp_maps_add(m, &l);
	}
	free(line);
	fclose(fp);
	if (rc != 0 || m->n == 0) {		/* an empty maps file: it is exiting */
		dt_uwp_maps_free(m);
		return -1;
	}
	return 0;
}

/* The PT_LOAD segments of an object's program headers. */
static int dt_uwp_segs_add(dt_uwobj_t *o, const GElf_Phdr *ph)
{
	dt_uwseg_t *s;

	if (ph->p_type != PT_LOAD)
		return 0;
	if ((s = realloc(o->segs, (o->nsegs + 1) * sizeof(*s))) == NULL)
		return -1;
	o->segs = s;
	s[o->nsegs++] = (dt_uwseg_t){ ph->p_offset, ph->p_vaddr, ph->p_filesz };
	return 0;
}

/*
 * pc - bias is the object's ELF address: the segment holding the mapping's
 * file offset (its start rounded down to a page, as mmap() maps it) gives
 * offset -> address.  -1 when none does.
 */
static int dt_uwp_bias(const dt_uwobj_t *o, const dt_uwline_t *l, uint64_t *bias)
{
	for (uint32_t i = 0; i < o->nsegs; i++) {
		const dt_uwseg_t *s = &o->segs[i];

		if (l->off >= (s->off & ~(DT_UWP_PAGE - 1)) && l->off < s->off + s->filesz) {
			*bias = l->start - (l->off - s->off + s->vaddr);
			return 0;
		}
	}
	return -1;
}

static void dt_uwp_full(dtrace_hdl_t *dtp, dt_uwproc_t *uw, const char *name)
{
	if (uw->full_said)
		return;
	uw->full_said = 1;
	dt_report(dtp, DTRACE_REPORT_INFO, "dtrace: the tables of user stacks unwound in BPF are "
		  "full (%u objects, %u rows): frames in %s and in objects mapped later are walked "
		  "with frame pointers", uw->nextobj - 1, uw->nextchunk * DT_UW_CHUNK, name);
}

/*
 * Put an object's rows into "uw_chunks", then the object into "uw_objs"
 * (BPF finds an object only through a process's mapping, written after):
 * its id, or 0 (no rows, tables full, a write refused).
 */
static uint32_t dt_uwp_obj_load(dtrace_hdl_t *dtp, dt_uwproc_t *uw, const dt_uwtab_t *tab,
				const char *name)
{
	dt_uw_chunk_t *chunks = NULL;
	dt_uw_obj_t *obj;
	uint32_t id = 0, key;

	if (tab->nrows == 0)
		return 0;
	if (uw->nextobj >= DT_UW_OBJS) {
		dt_uwp_full(dtp, uw, name);
		return 0;
	}
	if ((obj = calloc(1, sizeof(*obj))) == NULL)
		return 0;
	if (dt_uwtab_chunks(dtp, tab, obj, &chunks) != 0) {
		dt_report(dtp, DTRACE_REPORT_INFO, "dtrace: frames in %s are walked with frame "
			  "pointers: %s", name, dtp->dt_errmsg);
		goto out;
	}
	if (obj->nchunks == 0 || obj->nchunks > DT_UW_IDX ||
	    obj->nchunks > DT_UW_CHUNKS - uw->nextchunk) {
		dt_uwp_full(dtp, uw, name);
		goto out;
	}
	obj->first = uw->nextchunk;
	for (uint32_t i = 0; i < obj->nchunks; i++) {
		key = obj->first + i;
		if (bpf_map_update_elem(dtp->dt_map_uwchunks, &key, &chunks[i], BPF_ANY) != 0)
			goto out;
	}
	key = uw->nextobj;
	if (bpf_map_update_elem(dtp->dt_map_uwobjs, &key, obj, BPF_ANY) != 0)
		goto out;
	uw->nextchunk += obj->nchunks;
	id = uw->nextobj++;
out:
	free(chunks);
	free(obj);
	return id;
}

/* The vDSO: the same image in every 64-bit process, ours included. */
static void dt_uwp_vdso(dtrace_hdl_t *dtp, dt_uwproc_t *uw, dt_uwobj_t *o)
{
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)getauxval(AT_SYSINFO_EHDR);
	dt_uwtab_t tab = { 0 };

	if (eh == NULL || memcmp(eh->e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64)
		return;
	for (uint32_t i = 0; i < eh->e_phnum; i++) {
		const Elf64_Phdr *p = (const Elf64_Phdr *)((const char *)eh + eh->e_phoff) + i;
		GElf_Phdr ph = { .p_type = p->p_type, .p_offset = p->p_offset,
				 .p_vaddr = p->p_vaddr, .p_filesz = p->p_filesz };

		if (dt_uwp_segs_add(o, &ph) != 0)
			return;
	}
	if (dt_uwtab_build_vdso(dtp, &tab) == 0)
		o->id = dt_uwp_obj_load(dtp, uw, &tab, "[vdso]");
	dt_uwtab_free(&tab);
}

/* A file's segments and rows; what cannot be read stays on frame pointers. */
static void dt_uwp_file(dtrace_hdl_t *dtp, dt_uwproc_t *uw, dt_uwobj_t *o, pid_t pid,
			const dt_uwline_t *l)
{
	char path[96];
	dt_uwtab_t tab = { 0 };
	GElf_Ehdr eh;
	GElf_Phdr ph;
	size_t nph;
	Elf *elf;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/map_files/%llx-%llx", (int)pid,
		 (unsigned long long)l->start, (unsigned long long)l->end);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0 &&
	    (l->path[0] != '/' || (fd = open(l->path, O_RDONLY | O_CLOEXEC)) < 0))
		return;
	if (elf_version(EV_CURRENT) == EV_NONE ||
	    (elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL) {
		close(fd);
		return;
	}
	if (gelf_getehdr(elf, &eh) == NULL || eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh.e_machine != EM_X86_64 || elf_getphdrnum(elf, &nph) != 0)
		goto out;
	for (size_t i = 0; i < nph; i++) {
		if (gelf_getphdr(elf, i, &ph) == NULL || dt_uwp_segs_add(o, &ph) != 0)
			goto out;
	}
	if (dt_uwtab_build(dtp, elf, &tab) == 0)
		o->id = dt_uwp_obj_load(dtp, uw, &tab, l->path);
	else
		dt_report(dtp, DTRACE_REPORT_INFO, "dtrace: frames in %s are walked with frame "
			  "pointers: %s", l->path, dtp->dt_errmsg);
	dt_uwtab_free(&tab);
out:
	elf_end(elf);
	close(fd);
}

/* The object a mapping shows, read the first time; NULL: anonymous (or no memory). */
static dt_uwobj_t *dt_uwp_obj(dtrace_hdl_t *dtp, dt_uwproc_t *uw, pid_t pid,
			      const dt_uwline_t *l)
{
	int vdso = strcmp(l->path, "[vdso]") == 0;
	uint64_t dev = vdso ? 0 : l->dev, ino = vdso ? 0 : l->ino;
	uint32_t h = dt_uwp_hash(dev, ino);
	dt_uwobj_t *o;

	if (!vdso && ino == 0)
		return NULL;
	for (o = uw->objs[h]; o != NULL; o = o->next) {
		if (o->dev == dev && o->ino == ino)
			return o;
	}
	if ((o = calloc(1, sizeof(*o))) == NULL)
		return NULL;
	o->dev = dev;
	o->ino = ino;
	o->next = uw->objs[h];
	uw->objs[h] = o;
	if (vdso)
		dt_uwp_vdso(dtp, uw, o);
	else
		dt_uwp_file(dtp, uw, o, pid, l);
	return o;
}

/*
 * A 32-bit process (its executable is not ELFCLASS64) has 32-bit objects
 * and a 32-bit vDSO, which the tables do not describe: frame pointers.
 */
static int dt_uwp_compat(pid_t pid)
{
	unsigned char ident[EI_NIDENT];
	char path[64];
	int fd, compat;

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;	/* unreadable: its objects say */
	compat = read(fd, ident, sizeof(ident)) == sizeof(ident) &&
		 memcmp(ident, ELFMAG, SELFMAG) == 0 && ident[EI_CLASS] != ELFCLASS64;
	close(fd);
	return compat;
}

/* Mappings of objects (files, the vDSO) first when not all fit, then by address. */
static int dt_uwp_line_anon(const dt_uwline_t *l)
{
	return l->ino == 0 && strcmp(l->path, "[vdso]") != 0;
}

static int dt_uwp_line_cmp(const void *a, const void *b)
{
	const dt_uwline_t *x = a, *y = b;

	if (dt_uwp_line_anon(x) != dt_uwp_line_anon(y))
		return dt_uwp_line_anon(x) ? 1 : -1;
	return x->start < y->start ? -1 : x->start > y->start;
}

static int dt_uwp_map_cmp(const void *a, const void *b)
{
	const dt_uw_map_t *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

/* The value of "uw_procs"[pid] for these mappings. */
static void dt_uwp_proc_build(dtrace_hdl_t *dtp, dt_uwproc_t *uw, pid_t pid, dt_uwmaps_t *m,
			      dt_uw_proc_t *p)
{
	int compat = dt_uwp_compat(pid);

	if (m->n > DT_UW_MAXMAPS)
		qsort(m->lines, m->n, sizeof(m->lines[0]), dt_uwp_line_cmp);
	for (uint32_t i = 0; i < m->n && p->nmaps < DT_UW_MAXMAPS; i++) {
		const dt_uwline_t *l = &m->lines[i];
		dt_uw_map_t *mp = &p->maps[p->nmaps++];
		dt_uwobj_t *o = compat ? NULL : dt_uwp_obj(dtp, uw, pid, l);

		mp->start = l->start;
		mp->end = l->end;
		if (o != NULL && o->id != 0 && dt_uwp_bias(o, l, &mp->bias) == 0)
			mp->obj = o->id;
	}
	qsort(p->maps, p->nmaps, sizeof(p->maps[0]), dt_uwp_map_cmp);
}

static dt_uwpid_t **dt_uwp_pid_slot(dt_uwproc_t *uw, pid_t pid)
{
	dt_uwpid_t **pp;

	for (pp = &uw->pids[dt_uwp_hash(pid, 0)]; *pp != NULL; pp = &(*pp)->next) {
		if ((*pp)->pid == pid)
			break;
	}
	return pp;
}

/* A process gone: its entry and record go (pids are reused). */
static void dt_uwp_forget(dtrace_hdl_t *dtp, dt_uwproc_t *uw, pid_t pid)
{
	dt_uwpid_t **pp = dt_uwp_pid_slot(uw, pid), *r = *pp;

	bpf_map_delete_elem(dtp->dt_map_uwprocs, &pid);
	if (r == NULL)
		return;
	*pp = r->next;
	free(r);
	uw->npids--;
}

/*
 * Is what "uw_procs"[pid] says still true, or recent enough?  The same
 * identity and file mappings, and either the same anonymous ones or a
 * write less than a second ago; and the entry is still there (LRU).
 */
static int dt_uwp_current(dtrace_hdl_t *dtp, const dt_uwpid_t *r, const dt_uwmaps_t *m,
			  uint64_t ec, uint64_t ss, uint64_t now)
{
	static dt_uw_proc_t val;	/* only its presence matters */

	return r != NULL && r->end_code == ec && r->start_stack == ss &&
	       r->filesum == m->filesum &&
	       (r->allsum == m->allsum || now - r->written < DT_UWP_REWRITE_NS) &&
	       bpf_map_lookup_elem(dtp->dt_map_uwprocs, &r->pid, &val) == 0;
}

static void dt_uwp_fill(dtrace_hdl_t *dtp, dt_uwproc_t *uw, pid_t pid)
{
	uint64_t ec, ss, now = dt_uwp_now();
	dt_uwpid_t **pp, *r;
	dt_uw_proc_t *p;
	dt_uwmaps_t m;

	if (dt_uwp_identity(pid, &ec, &ss) != 0 || dt_uwp_maps_read(pid, &m) != 0) {
		dt_uwp_forget(dtp, uw, pid);
		return;
	}
	pp = dt_uwp_pid_slot(uw, pid);
	if (dt_uwp_current(dtp, *pp, &m, ec, ss, now) || (p = calloc(1, sizeof(*p))) == NULL) {
		dt_uwp_maps_free(&m);
		return;
	}
	dt_uwp_proc_build(dtp, uw, pid, &m, p);
	p->start_stack = ss;
	p->end_code = ec;
	/* an exec since its identity was read: BPF sees another one, and asks again */
	if (bpf_map_update_elem(dtp->dt_map_uwprocs, &pid, p, BPF_ANY) == 0) {
		if ((r = *pp) == NULL && (r = calloc(1, sizeof(*r))) != NULL) {
			r->pid = pid;
			*pp = r;
			uw->npids++;
		}
		if (r != NULL) {
			r->start_stack = ss;
			r->end_code = ec;
			r->filesum = m.filesum;
			r->allsum = m.allsum;
			r->written = now;
		}
	}
	free(p);
	dt_uwp_maps_free(&m);
}

/* Records of processes that have gone, once there are more than the map holds. */
static void dt_uwp_sweep(dtrace_hdl_t *dtp, dt_uwproc_t *uw)
{
	if (uw->npids < 2 * DT_UW_PROCS)
		return;
	for (uint32_t h = 0; h < DT_UWP_HASH; h++) {
		for (dt_uwpid_t *r = uw->pids[h], *next; r != NULL; r = next) {
			next = r->next;
			if (kill(r->pid, 0) != 0 && errno == ESRCH)
				dt_uwp_forget(dtp, uw, r->pid);
		}
	}
}

void dt_uwproc_fill(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_uwproc_t *uw;

	if (!dt_uwp_active(dtp) || pid <= 0 || (uw = dt_uwp_state(dtp)) == NULL)
		return;
	dt_uwp_fill(dtp, uw, pid);
	dt_uwp_sweep(dtp, uw);
}

static int dt_uwp_start_one(dtrace_hdl_t *dtp, dt_proc_t *pr, void *arg)
{
	pid_t pid = dt_proc_pid(pr);

	(void)arg;
	if (dt_proc_gone(dtp, pr))
		return 0;
	/* what runs first, probes attached: the executable, the dynamic linker */
	dt_uwproc_fill(dtp, pid);
	/* the libraries it starts with; an error (it exited) is seen by its consumer */
	if (dt_proc_ready(dtp, pr) == 0)
		dt_uwproc_fill(dtp, pid);
	return 0;
}

void dt_uwproc_start(dtrace_hdl_t *dtp)
{
	if (dt_uwp_active(dtp))
		dt_proc_iter(dtp, dt_uwp_start_one, NULL);
}

void dt_uwproc_poll(dtrace_hdl_t *dtp)
{
	uint32_t keys[DT_UW_WANT], n = 0;

	if (!dt_uwp_active(dtp))
		return;
	while (n < DT_UW_WANT &&
	       bpf_map_get_next_key(dtp->dt_map_uwwant, n > 0 ? &keys[n - 1] : NULL, &keys[n]) == 0)
		n++;
	/* each key goes once its process is written: meanwhile BPF cannot ask again */
	for (uint32_t i = 0; i < n; i++) {
		dt_uwproc_fill(dtp, (pid_t)keys[i]);
		bpf_map_delete_elem(dtp->dt_map_uwwant, &keys[i]);
	}
}

int dt_uwproc_sleep_ms(dtrace_hdl_t *dtp, int ms)
{
	return dt_uwp_active(dtp) && ms > DT_UWP_SLEEP_MS ? DT_UWP_SLEEP_MS : ms;
}

void dt_uwproc_fini(dtrace_hdl_t *dtp)
{
	dt_uwproc_t *uw = dtp->dt_uwproc;

	if (uw == NULL)
		return;
	for (uint32_t h = 0; h < DT_UWP_HASH; h++) {
		while (uw->objs[h] != NULL) {
			dt_uwobj_t *o = uw->objs[h];

			uw->objs[h] = o->next;
			free(o->segs);
			free(o);
		}
		while (uw->pids[h] != NULL) {
			dt_uwpid_t *r = uw->pids[h];

			uw->pids[h] = r->next;
			free(r);
		}
	}
	free(uw);
	dtp->dt_uwproc = NULL;
}
