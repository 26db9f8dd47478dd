/*
 * User stacks unwound by the consumer with the objects' call-frame
 * information (.eh_frame, .debug_frame), through elfutils' libdwfl; see
 * dt_unwind.h and doc/ustack.md.  This is what perf's util/unwind-libdw.c
 * does for `perf record --call-graph dwarf`, with one difference: perf
 * builds a Dwfl for every sample, here each process keeps one (its objects
 * reported once, their CFI parsed once), attached to a "process" whose
 * registers and memory are those of the datum being unwound at the moment.
 *
 * The process is the one the datum names: its objects come from
 * /proc/PID/maps while it lives, else from the mappings dt_usyms.c cached
 * (a -c command is stopped at its exit and read, dt_proc.c), so that
 * records printed after it exited still unwind.  Memory reads outside the
 * copied stack fail: libdwfl then ends the stack there.
 */
#include <elfutils/libdwfl.h>
#include <dwarf.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "dt_unwind.h"
#include "dt_syms.h"

/* Processes whose Dwfl is kept (each holds its objects' ELF and CFI). */
#define DT_UW_MAXPROCS	64
/*
 * A PC in an object the Dwfl does not know rebuilds it at most this often
 * (ms): mapped objects change while a process starts, then seldom.
 */
#define DT_UW_REBUILD_MS	20
/* DWARF registers of x86_64 (its psABI) set from the record: rax..r15. */
#define DT_UW_NDWREGS	16

typedef struct dt_dwproc {
	struct dt_dwproc *next;
	pid_t pid;
	Dwfl *dwfl;
	uint64_t built;			/* when the Dwfl was (or failed to be) built, ms */
	uint32_t nobjs;			/* objects dt_usyms.c knew of then */
	int rebuilt;			/* rebuilt once at once since */
	/* the datum being unwound, for the callbacks */
	const dt_ustack_raw_t *raw;
	const uint8_t *stack;
	uint64_t nbytes;
} dt_dwproc_t;

struct dt_unwind {
	dt_dwproc_t *procs;		/* most recently used first */
	uint32_t nprocs;
};

/* What the frame callback collects. */
typedef struct dt_uwframes {
	uint64_t *pcs;
	uint32_t n, max;
} dt_uwframes_t;

/* pt_regs word of each DWARF register 0..15: rax rdx rcx rbx rsi rdi rbp rsp r8..r15. */
static const uint8_t dt_uw_dwreg[DT_UW_NDWREGS] = {
	10, 12, 11, 5, 13, 14, DT_UREG_BP, DT_UREG_SP, 9, 8, 7, 6, 3, 2, 1, 0,
};

/*
 * Separate debug files (their .debug_frame) are looked for by build id on
 * this machine only: dwfl_standard_find_debuginfo() would ask debuginfod
 * servers (DEBUGINFOD_URLS) for every object without one, and stall the
 * printing of stacks on the network.  The objects' own .eh_frame suffices.
 */
static int dt_uw_find_debuginfo(Dwfl_Module *mod, void **userdata, const char *modname,
				Dwarf_Addr base, const char *file, const char *link,
				GElf_Word crc, char **debugfile)
{
	return dwfl_build_id_find_debuginfo(mod, userdata, modname, base, file, link, crc,
					    debugfile);
}

static const Dwfl_Callbacks dt_uw_dwfl_cbs = {
	.find_elf = dwfl_linux_proc_find_elf,
	.find_debuginfo = dt_uw_find_debuginfo,
};

static uint64_t dt_uw_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* The process has one thread: the one whose registers the datum holds. */
static pid_t dt_uw_next_thread(Dwfl *dwfl, void *arg, void **thread_argp)
{
	dt_dwproc_t *up = arg;

	(void)dwfl;
	if (*thread_argp != NULL)
		return 0;
	*thread_argp = up;
	return up->pid;
}

/* A word of the copied stack; anything else is unknown (ends the unwinding). */
static bool dt_uw_memory_read(Dwfl *dwfl, Dwarf_Addr addr, Dwarf_Word *result, void *arg)
{
	dt_dwproc_t *up = arg;
	uint64_t sp = up->raw->regs[DT_UREG_SP];

	(void)dwfl;
	if (addr < sp || addr - sp > up->nbytes || up->nbytes - (addr - sp) < sizeof(*result))
		return false;
	memcpy(result, up->stack + (addr - sp), sizeof(*result));
	return true;
}

static bool dt_uw_set_initial_registers(Dwfl_Thread *thread, void *arg)
{
	dt_dwproc_t *up = arg;
	Dwarf_Word regs[DT_UW_NDWREGS];

	for (int i = 0; i < DT_UW_NDWREGS; i++)
		regs[i] = up->raw->regs[dt_uw_dwreg[i]];
	if (!dwfl_thread_state_registers(thread, 0, DT_UW_NDWREGS, regs))
		return false;
	dwfl_thread_state_register_pc(thread, up->raw->regs[DT_UREG_IP]);
	return true;
}

static const Dwfl_Thread_Callbacks dt_uw_thread_cbs = {
	.next_thread = dt_uw_next_thread,
	.memory_read = dt_uw_memory_read,
	.set_initial_registers = dt_uw_set_initial_registers,
};

/* Report one object from dt_usyms.c's cached mappings (the process is gone). */
static int dt_uw_report_obj(const dt_uobjinfo_t *oi, void *arg)
{
	Dwfl *dwfl = arg;

	/* its lowest mapping maps the file's start: that is the load bias of a DSO */
	dwfl_report_elf(dwfl, oi->oi_base, oi->oi_path, -1, oi->oi_start, false);
	return 0;
}

/*
 * Whether the process still has its mappings: a zombie's /proc/PID/maps
 * reads empty (a -c command released after its exit whose records are
 * printed later).
 */
static int dt_uw_live(pid_t pid)
{
	char path[64], c;
	int fd, live;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	live = read(fd, &c, 1) == 1;
	close(fd);
	return live;
}

/*
 * A Dwfl with the process's objects, from /proc/PID/maps (live) or from
 * dt_usyms.c's cached mappings, attached to up's callbacks; NULL if none
 * (dwfl_attach_state() needs an object to know the machine).
 */
static Dwfl *dt_uw_dwfl_from(dtrace_hdl_t *dtp, dt_dwproc_t *up, int live)
{
	Dwfl *dwfl = dwfl_begin(&dt_uw_dwfl_cbs);

	if (dwfl == NULL)
		return NULL;
	dwfl_report_begin(dwfl);
	if (live)
		dwfl_linux_proc_report(dwfl, up->pid);
	else
		dt_usyms_obj_iter(dtp, up->pid, dt_uw_report_obj, dwfl);
	if (dwfl_report_end(dwfl, NULL, NULL) != 0 ||
	    !dwfl_attach_state(dwfl, NULL, up->pid, &dt_uw_thread_cbs, up)) {
		dwfl_end(dwfl);
		return NULL;
	}
	return dwfl;
}

static int dt_uw_count_obj(const dt_uobjinfo_t *oi, void *arg)
{
	(void)oi;
	(*(uint32_t *)arg)++;
	return 0;
}

static uint32_t dt_uw_nobjs(dtrace_hdl_t *dtp, pid_t pid)
{
	uint32_t n = 0;

	dt_usyms_obj_iter(dtp, pid, dt_uw_count_obj, &n);
	return n;
}

/*
 * The live process's objects, else the cached ones: also when it exits
 * between the two reads of its maps (seen under load: every stack of the
 * next DT_UW_REBUILD_MS was then its PC alone).
 */
static Dwfl *dt_uw_dwfl(dtrace_hdl_t *dtp, dt_dwproc_t *up)
{
	Dwfl *dwfl = dt_uw_live(up->pid) ? dt_uw_dwfl_from(dtp, up, 1) : NULL;

	if (dwfl == NULL)
		dwfl = dt_uw_dwfl_from(dtp, up, 0);
	up->built = dt_uw_now_ms();
	up->nobjs = dt_uw_nobjs(dtp, up->pid);
	return dwfl;
}

/*
 * A stale Dwfl is built again at most every DT_UW_REBUILD_MS, and at once
 * when dt_usyms.c has learnt of objects since, or the first time it is
 * found stale: the records of a process's start are printed together,
 * within less than that, and a Dwfl made while the process mapped its
 * objects lacked some (seen under load: a stack cut at the first frame in
 * a library every record of the next 20 ms).
 */
static int dt_uw_rebuild_ok(dtrace_hdl_t *dtp, dt_dwproc_t *up)
{
	if (dt_uw_now_ms() - up->built >= DT_UW_REBUILD_MS) {
		up->rebuilt = 0;
		return 1;
	}
	if (up->rebuilt && dt_uw_nobjs(dtp, up->pid) == up->nobjs)
		return 0;
	up->rebuilt = 1;
	return 1;
}

static void dt_dw_proc_free(dt_dwproc_t *up)
{
	if (up->dwfl != NULL)
		dwfl_end(up->dwfl);
	free(up);
}

/* The process's entry, moved to the front; the least recently used one goes past the cap. */
static dt_dwproc_t *dt_uw_proc(dtrace_hdl_t *dtp, pid_t pid)
{
	struct dt_unwind *uw = dtp->dt_unwind;
	dt_dwproc_t **pp, *up;

	if (uw == NULL && (uw = dtp->dt_unwind = calloc(1, sizeof(*uw))) == NULL)
		return NULL;
	for (pp = &uw->procs; (up = *pp) != NULL; pp = &up->next) {
		if (up->pid == pid) {
			*pp = up->next;
			up->next = uw->procs;
			uw->procs = up;
			return up;
		}
	}
	if ((up = calloc(1, sizeof(*up))) == NULL)
		return NULL;
	up->pid = pid;
	up->next = uw->procs;
	uw->procs = up;
	if (++uw->nprocs > DT_UW_MAXPROCS) {
		for (pp = &uw->procs; (*pp)->next != NULL; pp = &(*pp)->next)
			;
		dt_dw_proc_free(*pp);
		*pp = NULL;
		uw->nprocs--;
	}
	return up;
}

static int dt_uw_frame(Dwfl_Frame *state, void *arg)
{
	dt_uwframes_t *f = arg;
	Dwarf_Addr pc;
	bool activation;

	if (!dwfl_frame_pc(state, &pc, &activation) || pc == 0)
		return DWARF_CB_ABORT;
	f->pcs[f->n++] = pc;
	return f->n < f->max ? DWARF_CB_OK : DWARF_CB_ABORT;
}

/*
 * Unwind up's datum with its Dwfl.  Whether the Dwfl is stale: the last PC
 * lies in no object it knows, but in one dt_usyms.c knows (mapped since the
 * Dwfl was built: the libraries of a process whose first stack was taken
 * while the dynamic linker ran, a dlopen(), an exec).
 */
static int dt_uw_walk(dtrace_hdl_t *dtp, dt_dwproc_t *up, dt_uwframes_t *f)
{
	dt_symres_t res;
	uint64_t last;

	f->n = 0;
	/* the end of the stack, or a read outside the copy, is an error: the PCs are kept */
	dwfl_getthread_frames(up->dwfl, up->pid, dt_uw_frame, f);
	if (f->n == 0)
		f->pcs[f->n++] = up->raw->regs[DT_UREG_IP];
	last = f->pcs[f->n - 1];
	if (dwfl_addrmodule(up->dwfl, last) != NULL)
		return 0;
	/* a return address points after its call: look at the call itself */
	return dt_usym_lookup(dtp, up->pid, f->n > 1 ? last - 1 : last, &res) != DT_SYM_NONE;
}

int dt_unwind_israw(const void *datum, uint32_t size)
{
	uint64_t w0;

	if (size < 16)
		return 0;
	memcpy(&w0, datum, sizeof(w0));
	return (w0 & DT_USTACK_RAW) != 0;
}

/*
 * A reference to the clause's first ustack() (DT_USTACK_REF): that datum,
 * with this one's frame limit in *w0.  The record holds both.
 */
static const void *dt_unwind_deref(const void *datum, uint32_t *size, uint64_t *w0)
{
	uint64_t w1, first;

	memcpy(&w1, (const uint8_t *)datum + 8, sizeof(w1));
	datum = (const uint8_t *)datum - (uint32_t)w1;
	*size = (uint32_t)(w1 >> 32);
	memcpy(&first, datum, sizeof(first));
	*w0 = (first & ~((uint64_t)0xffff << 32)) | (*w0 & ((uint64_t)0xffff << 32));
	return datum;
}

int dt_unwind_short_ok(const dt_stmt_t *st, const uint8_t *data, uint32_t size)
{
	const dt_recdesc_t *rd = st->st_nrecs ? &st->st_recs[st->st_nrecs - 1] : NULL;
	dt_ustack_raw_t raw;

	if (rd == NULL || rd->rd_act != DT_ACT_USTACK || rd->rd_size < sizeof(raw) ||
	    rd->rd_offset + rd->rd_size != st->st_size || size < rd->rd_offset + sizeof(raw))
		return 0;
	memcpy(&raw, data + rd->rd_offset, sizeof(raw));
	return (raw.pid_flags & DT_USTACK_RAW) && !(raw.pid_flags & DT_USTACK_REF) &&
	       raw.nbytes <= size - rd->rd_offset - sizeof(raw);
}

int dt_unwind(dtrace_hdl_t *dtp, const void *datum, uint32_t size, pid_t *pid, uint64_t *pcs,
	      uint32_t max)
{
	dt_ustack_raw_t raw;
	dt_uwframes_t f = { pcs, 0, max };
	dt_dwproc_t *up;
	uint32_t want;

	uint64_t w0;

	if (!dt_unwind_israw(datum, size))
		return dt_set_errmsg(dtp, D_NONE, "not a ustack() datum to unwind (%u bytes)", size);
	memcpy(&w0, datum, sizeof(w0));
	if (w0 & DT_USTACK_REF)
		datum = dt_unwind_deref(datum, &size, &w0);
	if (size < sizeof(raw))
		return dt_set_errmsg(dtp, D_NONE, "ustack() datum of %u bytes", size);
	memcpy(&raw, datum, sizeof(raw));
	*pid = (pid_t)(w0 & 0xffffffff);
	want = DT_USTACK_FRAMES(w0);
	if (want != 0 && want < f.max)
		f.max = want;
	if (raw.nbytes > size - sizeof(raw))
		return dt_set_errmsg(dtp, D_NONE, "ustack() datum of %u bytes claims %llu stack bytes",
				     size, (unsigned long long)raw.nbytes);
	if (raw.regs[DT_UREG_IP] == 0 || f.max == 0)
		return 0;	/* no user state: a kernel thread */
	if ((up = dt_uw_proc(dtp, *pid)) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	up->raw = &raw;
	up->stack = (const uint8_t *)datum + sizeof(raw);
	up->nbytes = raw.nbytes;
	/* no object known (or none usable), at most every DT_UW_REBUILD_MS: where it was */
	if (up->dwfl == NULL && (dt_uw_now_ms() - up->built < DT_UW_REBUILD_MS ||
				 (up->dwfl = dt_uw_dwfl(dtp, up)) == NULL)) {
		up->built = dt_uw_now_ms();
		pcs[0] = raw.regs[DT_UREG_IP];
		up->raw = NULL;
		up->stack = NULL;
		return 1;
	}
	/* objects mapped since the Dwfl was built: report them again, and once only */
	if (dt_uw_walk(dtp, up, &f) && dt_uw_rebuild_ok(dtp, up)) {
		Dwfl *dwfl = dt_uw_dwfl(dtp, up);

		if (dwfl != NULL) {
			dwfl_end(up->dwfl);
			up->dwfl = dwfl;
			dt_uw_walk(dtp, up, &f);
		}
	}
	up->raw = NULL;
	up->stack = NULL;
	return (int)f.n;
}

void dt_unwind_fini(dtrace_hdl_t *dtp)
{
	struct dt_unwind *uw = dtp->dt_unwind;
	dt_dwproc_t *up, *next;

	if (uw == NULL)
		return;
	for (up = uw->procs; up != NULL; up = next) {
		next = up->next;
		dt_dw_proc_free(up);
	}
	free(uw);
	dtp->dt_unwind = NULL;
}
