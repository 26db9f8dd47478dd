/*
 * Probes in objects a traced process maps after dtrace_go(): the libraries
 * it dlopen()s (doc/pid.md, "Libraries loaded later").
 *
 * The dynamic linker calls _dl_debug_state() (r_brk, the debuggers'
 * breakpoint) when it starts adding an object and again when the object is
 * mapped (RT_ADD, RT_CONSISTENT), before the object's constructors run.
 * dtrace_go() attaches a small program of our own there (a uprobe in the
 * dynamic linker, filtered on the process) for every process a pid or
 * USDT provider instance names: it counts the call in a one-entry map and
 * stops the whole process with bpf_send_signal(SIGSTOP).  The consumer's
 * loop (dt_dlopen_poll(), from dtrace_sleep()) sees the count move, waits
 * for the process to be stopped, matches every statement's descriptions
 * again (dt_program_rematch(): only probes made now get clauses), gives
 * the new probes their names in the shared maps (dt_bpf_probes_add()),
 * builds, loads and attaches their programs (dt_work_attach_new()) and
 * lets the process go on.  So no call of the new object is missed, its
 * constructors' included.  Nothing is attached twice: the probes that
 * existed before keep what they had, and dt_detach_all() closes all.
 *
 * The stop: a process dtrace traces (-c) reports the SIGSTOP to us first;
 * dt_proc.c keeps it in that stop when dt_dlopen_claims() says it is ours
 * and resumes it without the signal (dt_proc_unhold()).  Any other
 * process group-stops, and SIGCONT resumes it.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_bpfprog.h"
#include "dt_dlopen.h"
#include "dt_proc.h"
#include "dt_uprobe.h"
#include "dt_uwproc.h"

#define DT_DLOPEN_SPARE_PROBES	65536		/* probes made after dtrace_go() */
#define DT_DLOPEN_SPARE_STRTAB	(512 * 1024)	/* bytes of their names */
#define DT_DLOPEN_POLL_MS	5		/* sleep while a watched process is stopping */
#define DT_DLOPEN_WATCH_MS	50		/* sleep at most while watching */

typedef struct dt_dlwatch {
	pid_t dw_pid;
	int dw_map;		/* one u64: the stops the program has sent */
	int dw_prog;
	int dw_link;		/* the uprobe_multi link, or the perf link */
	uint64_t dw_seen;	/* the stops dealt with */
	int dw_stopping;	/* the count moved: a stop is on its way */
	struct dt_dlwatch *dw_next;
} dt_dlwatch_t;

/* The process a pid or USDT instance stands for, or 0. */
static pid_t dt_dlopen_pv_pid(const dt_provider_t *pv)
{
	pid_t pid = dt_pid_inst_pid(pv);

	return pid > 0 ? pid : dt_usdt_inst_pid(pv);
}

static int dt_dlopen_wanted(dtrace_hdl_t *dtp)
{
	if (dtp->dt_dlwatch != NULL)
		return 1;
	for (dt_provider_t *pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		if (dt_dlopen_pv_pid(pv) > 0)
			return 1;
	}
	return 0;
}

uint32_t dt_dlopen_spare_probes(dtrace_hdl_t *dtp)
{
	return dt_dlopen_wanted(dtp) ? DT_DLOPEN_SPARE_PROBES : 0;
}

uint32_t dt_dlopen_spare_strtab(dtrace_hdl_t *dtp)
{
	return dt_dlopen_wanted(dtp) ? DT_DLOPEN_SPARE_STRTAB : 0;
}

static dt_dlwatch_t *dt_dlopen_find(dtrace_hdl_t *dtp, pid_t pid)
{
	for (dt_dlwatch_t *dw = dtp->dt_dlwatch; dw != NULL; dw = dw->dw_next) {
		if (dw->dw_pid == pid)
			return dw;
	}
	return NULL;
}

/* The dynamic linker's load address (AT_BASE), 0 if none (static executable). */
static uint64_t dt_dlopen_base(pid_t pid)
{
	char path[64];
	uint64_t av[2], base = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/auxv", (int)pid);
	if ((fp = fopen(path, "re")) == NULL)
		return 0;
	while (base == 0 && fread(av, sizeof(av), 1, fp) == 1 && av[0] != AT_NULL) {
		if (av[0] == AT_BASE)
			base = av[1];
	}
	fclose(fp);
	return base;
}

typedef struct dt_dlopen_find {
	dtrace_hdl_t *df_dtp;
	pid_t df_pid;
	uint64_t df_base;
	char *df_path;		/* the dynamic linker */
	uint64_t df_off;	/* _dl_debug_state's file offset, 0 if not found */
} dt_dlopen_find_t;

static int dt_dlopen_func(const dt_ufunc_t *uf, void *arg)
{
	dt_dlopen_find_t *df = arg;

	if (strcmp(uf->uf_name, "_dl_debug_state") != 0)
		return 0;
	df->df_off = uf->uf_off;
	return 1;
}

static int dt_dlopen_obj(const dt_uobjinfo_t *oi, void *arg)
{
	dt_dlopen_find_t *df = arg;

	if (oi->oi_start != df->df_base)
		return 0;
	df->df_path = strdup(oi->oi_path);
	return 1;
}

/*
 * The watcher's program:
 *	if (bpf_get_current_pid_tgid() >> 32 != pid) return 0;
 *	(*map[0])++;  bpf_send_signal(SIGSTOP);  return 0;
 */
static int dt_dlopen_prog(dtrace_hdl_t *dtp, dt_dlwatch_t *dw)
{
	struct bpf_insn insns[] = {
		BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid),
		BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32),
		BPF_JMP_IMM(BPF_JNE, BPF_REG_0, dw->dw_pid, 11),
		BPF_STORE_IMM(BPF_W, BPF_REG_FP, -4, 0),
		BPF_INSN(BPF_LD | BPF_DW | BPF_IMM, BPF_REG_1, BPF_PSEUDO_MAP_FD, 0, dw->dw_map),
		BPF_INSN(0, 0, 0, 0, 0),
		BPF_MOV_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -4),
		BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem),
		BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 4),
		BPF_MOV_IMM(BPF_REG_1, 1),
		BPF_XADD_REG(BPF_DW, BPF_REG_0, 0, BPF_REG_1),
		BPF_MOV_IMM(BPF_REG_1, SIGSTOP),
		BPF_CALL_HELPER(BPF_FUNC_send_signal),
		BPF_MOV_IMM(BPF_REG_0, 0),
		BPF_RETURN(),
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts);

	if (dt_uprobe_multi(dtp))
		opts.expected_attach_type = (enum bpf_attach_type)DT_BPF_TRACE_UPROBE_MULTI;
	dw->dw_prog = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_dlopen", "GPL", insns,
				    sizeof(insns) / sizeof(insns[0]), &opts);
	return dw->dw_prog;
}

static void dt_dlopen_close(dt_dlwatch_t *dw)
{
	if (dw->dw_link >= 0)
		close(dw->dw_link);
	if (dw->dw_prog >= 0)
		close(dw->dw_prog);
	if (dw->dw_map >= 0)
		close(dw->dw_map);
	dw->dw_link = dw->dw_prog = dw->dw_map = -1;
}

/* A watcher of pid, not started. */
static dt_dlwatch_t *dt_dlopen_new(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_dlwatch_t *dw = calloc(1, sizeof(*dw));

	if (dw == NULL) {
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		return NULL;
	}
	dw->dw_pid = pid;
	dw->dw_prog = dw->dw_link = dw->dw_map = -1;
	dw->dw_next = dtp->dt_dlwatch;
	dtp->dt_dlwatch = dw;
	return dw;
}

int dt_dlopen_want(dtrace_hdl_t *dtp, pid_t pid)
{
	return dt_dlopen_find(dtp, pid) != NULL || dt_dlopen_new(dtp, pid) != NULL ? 0 : -1;
}

/* Watch pid's dynamic linker; 0 also when it has none (nothing to watch). */
static int dt_dlopen_watch(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_dlopen_find_t df = { .df_dtp = dtp, .df_pid = pid, .df_base = dt_dlopen_base(pid) };
	dt_proc_t *proc = dt_proc_lookup(dtp, pid);
	dt_dlwatch_t *dw;
	int err;

	if (proc == NULL || df.df_base == 0 ||
	    ((dw = dt_dlopen_find(dtp, pid)) != NULL && dw->dw_link >= 0))
		return 0;
	dt_proc_obj_iter(dtp, proc, dt_dlopen_obj, &df);
	if (df.df_path == NULL)
		return 0;
	dt_usym_func_iter(dtp, pid, df.df_path, dt_dlopen_func, &df);
	if (df.df_off == 0) {
		free(df.df_path);
		return 0;
	}
	if (dw == NULL && (dw = dt_dlopen_new(dtp, pid)) == NULL) {
		free(df.df_path);
		return -1;
	}
	dw->dw_map = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_dlopen", 4, 8, 1, NULL);
	if (dw->dw_map < 0 || dt_dlopen_prog(dtp, dw) < 0)
		goto fail;
	if (dt_uprobe_multi(dtp))
		dw->dw_link = dt_uprobe_multi_link(dw->dw_prog, df.df_path, &df.df_off, NULL, NULL,
						   1, 0, pid);
	else
		dw->dw_link = dt_uprobe_perf_link(dtp, dw->dw_prog, df.df_path, df.df_off, pid);
	if (dw->dw_link < 0)
		goto fail;
	free(df.df_path);
	return 0;
fail:
	err = errno;
	dt_dlopen_close(dw);
	dt_set_errmsg(dtp, D_NONE, "cannot watch process %d's dynamic linker (%s): %s", (int)pid,
		      df.df_path, strerror(err));
	free(df.df_path);
	return -1;
}

/* A process that has exited meanwhile is no error: there is nothing to watch. */
static int dt_dlopen_start_one(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_proc_t *proc;

	if (dt_dlopen_watch(dtp, pid) == 0)
		return 0;
	proc = dt_proc_lookup(dtp, pid);
	return proc == NULL || dt_proc_gone(dtp, proc) ? 0 : -1;
}

int dt_dlopen_start(dtrace_hdl_t *dtp)
{
	for (dt_provider_t *pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		pid_t pid = dt_dlopen_pv_pid(pv);

		if (pid > 0 && dt_dlopen_start_one(dtp, pid) != 0)
			return -1;
	}
	for (dt_dlwatch_t *dw = dtp->dt_dlwatch; dw != NULL; dw = dw->dw_next) {
		if (dw->dw_link < 0 && dt_dlopen_start_one(dtp, dw->dw_pid) != 0)
			return -1;
	}
	return 0;
}

static uint64_t dt_dlopen_count(const dt_dlwatch_t *dw)
{
	uint32_t key = 0;
	uint64_t n = 0;

	if (dw->dw_map >= 0)
		bpf_map_lookup_elem(dw->dw_map, &key, &n);
	return n;
}

int dt_dlopen_claims(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_dlwatch_t *dw = dt_dlopen_find(dtp, pid);

	return dw != NULL && dt_dlopen_count(dw) != dw->dw_seen;
}

/* Is pid group-stopped (state T in /proc/PID/stat)? */
static int dt_dlopen_stopped(pid_t pid)
{
	char path[64], buf[512], *p;
	FILE *fp;
	int stopped = 0;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	if ((fp = fopen(path, "re")) == NULL)
		return 0;
	if (fgets(buf, sizeof(buf), fp) != NULL && (p = strrchr(buf, ')')) != NULL)
		stopped = p[1] == ' ' && p[2] == 'T';
	fclose(fp);
	return stopped;
}

/* Match the descriptions again for what pid maps now, and attach what is new. */
static void dt_dlopen_rematch(dtrace_hdl_t *dtp, pid_t pid)
{
	uint32_t first = dtp->dt_nprobes;

	dt_usyms_read(dtp, pid);
	dt_uwproc_fill(dtp, pid);	/* its stacks unwound in BPF through the new objects */
	dt_pid_rematch_reset(dtp, pid);
	dt_usdt_rematch_reset(dtp, pid);
	if (dt_program_rematch(dtp, first) != 0 ||
	    (dtp->dt_nprobes > first &&
	     (dt_bpf_probes_add(dtp, first) != 0 || dt_work_attach_new(dtp, first) != 0)))
		dt_report(dtp, DTRACE_REPORT_ERROR, "dtrace: process %d mapped new objects, "
			  "their probes are not all attached: %s", (int)pid, dtp->dt_errmsg);
}

void dt_dlopen_poll(dtrace_hdl_t *dtp)
{
	for (dt_dlwatch_t *dw = dtp->dt_dlwatch; dw != NULL; dw = dw->dw_next) {
		uint64_t n = dt_dlopen_count(dw);
		dt_proc_t *proc;
		int hold;

		if (n == dw->dw_seen)
			continue;
		dw->dw_stopping = 1;
		proc = dt_proc_lookup(dtp, dw->dw_pid);
		if (proc == NULL || dt_proc_gone(dtp, proc)) {
			dw->dw_seen = n;
			dw->dw_stopping = 0;
			continue;
		}
		hold = dt_proc_held(proc);
		if (!hold && !(dt_proc_traced(proc) ? dt_proc_group_stopped(proc) :
			       dt_dlopen_stopped(dw->dw_pid)))
			continue;	/* the stop is on its way: next pass */
		dt_dlopen_rematch(dtp, dw->dw_pid);
		dw->dw_seen = dt_dlopen_count(dw);
		dw->dw_stopping = 0;
		if (hold)
			dt_proc_unhold(dtp, proc);
		else
			kill(dw->dw_pid, SIGCONT);
	}
}

/*
 * A process dtrace does not trace stops without telling us: look at its
 * watcher's count often (a -c command's stop wakes us with SIGCHLD).
 */
int dt_dlopen_sleep_ms(dtrace_hdl_t *dtp, int ms)
{
	int cap = ms;

	for (dt_dlwatch_t *dw = dtp->dt_dlwatch; dw != NULL; dw = dw->dw_next) {
		int want = dw->dw_stopping ? DT_DLOPEN_POLL_MS : DT_DLOPEN_WATCH_MS;

		if (cap > want)
			cap = want;
	}
	return cap;
}

/*
 * The watchers go first (no stop comes after), then a process one of them
 * stopped, or is stopping, is let go: SIGCONT also discards a SIGSTOP not
 * yet taken.  One dtrace traces is resumed by dt_proc.c's release.
 */
void dt_dlopen_fini(dtrace_hdl_t *dtp)
{
	dt_dlwatch_t *dw;

	while ((dw = dtp->dt_dlwatch) != NULL) {
		dt_proc_t *proc;

		dtp->dt_dlwatch = dw->dw_next;
		if (dw->dw_link >= 0)
			close(dw->dw_link);
		dw->dw_link = -1;
		if (dt_dlopen_count(dw) != dw->dw_seen &&
		    ((proc = dt_proc_lookup(dtp, dw->dw_pid)) == NULL || !dt_proc_held(proc)))
			kill(dw->dw_pid, SIGCONT);
		dt_dlopen_close(dw);
		free(dw);
	}
}
