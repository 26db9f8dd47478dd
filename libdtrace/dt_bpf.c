/*
 * Maps and program loading (DESIGN.md flow, steps 6-7).
 *
 * dt_bpf_maps_create() makes the maps every program shares; dt_bpf_load()
 * links a trampoline against the support object from bpf/ (only the
 * functions it calls), resolves map and constant references, prints it for
 * -S, and loads it.  The verifier's log is shown whenever a load fails, for
 * every program with -x bpflog, and is kept in $DTRACE_BPFLOG_DIR when set
 * (the test suite's record of every verifier run).
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_dlopen.h"
#include "dt_cg.h"
#include "dt_syms.h"
#include "dt_cook.h"
#include "dt_link.h"
#include "dt_bpfobj.h"
#include "dt_btf.h"
#include "dt_aggregate.h"

static int dt_map_create(dtrace_hdl_t *dtp, enum bpf_map_type type, const char *name,
			 uint32_t ksz, uint32_t vsz, uint32_t n)
{
	int fd = bpf_map_create(type, name, ksz, vsz, n, NULL);

	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot create BPF map %s: %s", name,
				     strerror(errno));
	return fd;
}

/*
 * The "probes" map: for each enabled probe, the offsets of its provider,
 * module, function and name in the string table (probeprov... at run time).
 */
static int dt_bpf_probes_fill(dtrace_hdl_t *dtp, uint32_t first);

static int dt_bpf_probes_create(dtrace_hdl_t *dtp)
{
	/* with room for the probes of objects mapped later (dt_dlopen.c) */
	dtp->dt_map_probes = dt_map_create(dtp, BPF_MAP_TYPE_ARRAY, "probes", 4, 16,
					   dtp->dt_nprobes + 1 + dt_dlopen_spare_probes(dtp));
	if (dtp->dt_map_probes < 0)
		return -1;
	return dt_bpf_probes_fill(dtp, 0);
}

/* The probes map's entries of the enabled probes with ids above first. */
static int dt_bpf_probes_fill(dtrace_hdl_t *dtp, uint32_t first)
{
	for (uint32_t id = first + 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dtp->dt_probes[id];
		int64_t off[4];
		uint32_t val[4];

		if (prp == NULL || (prp->pr_nclauses == 0 && id != 3))
			continue;
		off[0] = dt_strtab_insert(dtp, prp->pr_prov->pv_name);
		off[1] = dt_strtab_insert(dtp, prp->pr_mod);
		off[2] = dt_strtab_insert(dtp, prp->pr_func);
		off[3] = dt_strtab_insert(dtp, prp->pr_name);
		for (int i = 0; i < 4; i++) {
			if (off[i] < 0)
				return dt_set_errmsg(dtp, D_NONE, "out of memory");
			val[i] = (uint32_t)off[i];
		}
		if (bpf_map_update_elem(dtp->dt_map_probes, &id, val, BPF_ANY) != 0)
			return dt_set_errmsg(dtp, D_NONE, "cannot fill the probes map: %s",
					     strerror(errno));
	}
	return 0;
}

/*
 * A hash map for each dynamic variable (self->x, a[k], self->a[k]), sized
 * so that one variable alone can fill dynvarsize.
 */
/* The largest struct, union or array value of a dynamic variable (0 if none). */
static uint32_t dt_bpf_dvzero_size(dtrace_hdl_t *dtp)
{
	uint32_t refmax = 0;

	for (dt_ident_t *idp = dtp->dt_globals; idp != NULL; idp = idp->di_next) {
		if (idp->di_kind == DT_IDENT_DYN && dt_is_ref_kind(idp->di_type) &&
		    idp->di_size > refmax)
			refmax = idp->di_size;
	}
	return refmax;
}

static int dt_bpf_dvars_create(dtrace_hdl_t *dtp)
{
	uint64_t dynvarsize = dt_opt(dtp, DT_OPT_DYNVARSIZE);
	uint32_t refmax = dt_bpf_dvzero_size(dtp);

	for (dt_ident_t *idp = dtp->dt_globals; idp != NULL; idp = idp->di_next) {
		uint64_t n;

		if (idp->di_kind != DT_IDENT_DYN)
			continue;
		n = dynvarsize / (idp->di_keysize + idp->di_size + 64);
		if (n < 16)
			n = 16;
		idp->di_mapfd = dt_map_create(dtp, BPF_MAP_TYPE_HASH, idp->di_mapname,
					      idp->di_keysize, idp->di_size, (uint32_t)n);
		if (idp->di_mapfd < 0)
			return -1;
	}
	/* struct values: zeroes to read for a missing entry, then a sink (dt_cg_var.c) */
	dtp->dt_map_dvzero = -1;
	if (refmax == 0)
		return 0;
	dtp->dt_map_dvzero = dt_map_create(dtp, BPF_MAP_TYPE_ARRAY, "dvzero", 4, 2 * refmax, 1);
	return dtp->dt_map_dvzero < 0 ? -1 : 0;
}

static void dt_bpf_dvars_close(dtrace_hdl_t *dtp)
{
	for (dt_ident_t *idp = dtp->dt_globals; idp != NULL; idp = idp->di_next) {
		if (idp->di_kind == DT_IDENT_DYN && idp->di_mapfd >= 0) {
			close(idp->di_mapfd);
			idp->di_mapfd = -1;
		}
	}
}

/* The physical package of a CPU, from sysfs (0 if unknown). */
static int64_t dt_cpu_package(int cpu)
{
	char path[128];
	long v = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/physical_package_id",
		 cpu);
	fp = fopen(path, "re");
	if (fp != NULL) {
		if (fscanf(fp, "%ld", &v) != 1)
			v = 0;
		fclose(fp);
	}
	return v;
}

static void dt_put_member(uint8_t *val, dt_type_t t, const char *name, int64_t v)
{
	dt_member_t m;
	size_t size;

	if (dt_type_member(t, name, &m) != 0 || m.bitfield_size != 0)
		return;
	size = dt_type_size(m.type);
	if (size > 8)
		return;
	memcpy(val + m.offset_bits / 8, &v, size);	/* little-endian */
}

/* The "cpuinfo" map: curcpu's cpuinfo_t for every CPU (only when curcpu is used). */
static int dt_bpf_cpuinfo_create(dtrace_hdl_t *dtp)
{
	size_t size = dt_type_size(dtp->dt_cpuinfo_type);
	uint8_t *val;

	if (dtp->dt_cpuinfo_type.dtt_btf == NULL || size == 0)
		return 0;
	dtp->dt_map_cpuinfo = dt_map_create(dtp, BPF_MAP_TYPE_ARRAY, "cpuinfo", 4, size,
					    dtp->dt_ncpus);
	if (dtp->dt_map_cpuinfo < 0)
		return -1;
	val = calloc(1, size);
	if (val == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	for (uint32_t cpu = 0; cpu < (uint32_t)dtp->dt_ncpus; cpu++) {
		memset(val, 0, size);
		dt_put_member(val, dtp->dt_cpuinfo_type, "cpu_id", cpu);
		dt_put_member(val, dtp->dt_cpuinfo_type, "cpu_pset", -1);
		dt_put_member(val, dtp->dt_cpuinfo_type, "cpu_chip", dt_cpu_package(cpu));
		dt_put_member(val, dtp->dt_cpuinfo_type, "cpu_lgrp", 0);
		bpf_map_update_elem(dtp->dt_map_cpuinfo, &cpu, val, BPF_ANY);
	}
	free(val);
	return 0;
}

/*
 * Probes made after the maps (a library dlopen()ed, dt_dlopen.c): their
 * entries in the probes map, their names in the string table's spare room
 * (the programs loaded before never read past their own STRTAB_MAXOFF).
 */
int dt_bpf_probes_add(dtrace_hdl_t *dtp, uint32_t first)
{
	struct bpf_map_info info;
	uint32_t len = sizeof(info), key = 0;
	char *val;
	int rc;

	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(dtp->dt_map_probes, &info, &len) != 0 ||
	    dtp->dt_nprobes >= info.max_entries)
		return dt_set_errmsg(dtp, D_NONE, "too many probes made after tracing started");
	if (dt_bpf_probes_fill(dtp, first) != 0)
		return -1;
	memset(&info, 0, sizeof(info));
	len = sizeof(info);
	if (bpf_obj_get_info_by_fd(dtp->dt_map_strtab, &info, &len) != 0 ||
	    dtp->dt_strlen + dt_mem_strsz(dtp) > info.value_size)
		return dt_set_errmsg(dtp, D_NONE, "the string table is full: the names of the "
				     "probes made after tracing started do not fit");
	if ((val = calloc(1, info.value_size)) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	memcpy(val, dtp->dt_strtab, dtp->dt_strlen);
	rc = bpf_map_update_elem(dtp->dt_map_strtab, &key, val, BPF_ANY);
	free(val);
	if (rc != 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot fill the string table: %s",
				     strerror(errno));
	return 0;
}

/* The "strtab" map: the string table, followed by a whole string buffer of zeroes. */
static int dt_bpf_strtab_create(dtrace_hdl_t *dtp)
{
	uint32_t size, key = 0;
	char *val;
	int rc;

	if (dt_strtab_insert(dtp, "x") < 0)	/* makes sure the table exists */
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	size = (dtp->dt_strlen + dt_dlopen_spare_strtab(dtp) + dt_mem_strsz(dtp) + 7) & ~7u;
	val = calloc(1, size);
	if (val == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	memcpy(val, dtp->dt_strtab, dtp->dt_strlen);
	dtp->dt_map_strtab = dt_map_create(dtp, BPF_MAP_TYPE_ARRAY, "strtab", 4, size, 1);
	rc = dtp->dt_map_strtab < 0 ? -1 : bpf_map_update_elem(dtp->dt_map_strtab, &key, val, BPF_ANY);
	free(val);
	if (rc != 0 && dtp->dt_map_strtab >= 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot fill the string table: %s", strerror(errno));
	return rc;
}

/*
 * The maps of user stacks unwound in BPF (bpf/uwind.c; layouts and roles in
 * dt_bpf_shared.h), which dt_uwproc.c fills.  Made only when code
 * generation asked for them (dt_uwind): a program that does not unwind in
 * BPF references none of them.
 */
static const struct {
	const char *name;
	enum bpf_map_type type;
	uint32_t ksz, vsz, n;
	size_t fd;		/* offset of its fd in dtrace_hdl_t */
} dt_bpf_uwmaps[] = {
	{ "uw_procs", BPF_MAP_TYPE_LRU_HASH, 4, sizeof(dt_uw_proc_t), DT_UW_PROCS,
	  offsetof(dtrace_hdl_t, dt_map_uwprocs) },
	{ "uw_objs", BPF_MAP_TYPE_ARRAY, 4, sizeof(dt_uw_obj_t), DT_UW_OBJS,
	  offsetof(dtrace_hdl_t, dt_map_uwobjs) },
	{ "uw_chunks", BPF_MAP_TYPE_ARRAY, 4, sizeof(dt_uw_chunk_t), DT_UW_CHUNKS,
	  offsetof(dtrace_hdl_t, dt_map_uwchunks) },
	{ "uw_want", BPF_MAP_TYPE_HASH, 4, 8, DT_UW_WANT,
	  offsetof(dtrace_hdl_t, dt_map_uwwant) },
};
#define DT_BPF_NUWMAPS	(sizeof(dt_bpf_uwmaps) / sizeof(dt_bpf_uwmaps[0]))

static int *dt_bpf_uwmap_fd(dtrace_hdl_t *dtp, size_t i)
{
	return (int *)((char *)dtp + dt_bpf_uwmaps[i].fd);
}

static int dt_bpf_uwmaps_create(dtrace_hdl_t *dtp)
{
	for (size_t i = 0; i < DT_BPF_NUWMAPS; i++) {
		int *fd = dt_bpf_uwmap_fd(dtp, i);

		*fd = -1;
		if (!dtp->dt_uwind)
			continue;
		*fd = dt_map_create(dtp, dt_bpf_uwmaps[i].type, dt_bpf_uwmaps[i].name,
				    dt_bpf_uwmaps[i].ksz, dt_bpf_uwmaps[i].vsz, dt_bpf_uwmaps[i].n);
		if (*fd < 0)
			return -1;
	}
	return 0;
}

int dt_bpf_maps_create(dtrace_hdl_t *dtp)
{
	uint32_t gvsize = dtp->dt_gvsize < 8 ? 8 : (dtp->dt_gvsize + 7) & ~7u;

	dtp->dt_ncpus = libbpf_num_possible_cpus();
	if (dtp->dt_ncpus <= 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot count the CPUs");
	dtp->dt_memsize = dt_mem_size(dtp);
	/* a per-CPU value holds at most 32 KB: beyond, one element per CPU */
	if (dtp->dt_memsize <= DT_MEM_PERCPU_MAX)
		dtp->dt_map_mem = dt_map_create(dtp, BPF_MAP_TYPE_PERCPU_ARRAY, "mem", 4,
						dtp->dt_memsize, 1);
	else
		dtp->dt_map_mem = dt_map_create(dtp, BPF_MAP_TYPE_ARRAY, "mem", 4,
						dtp->dt_memsize, dtp->dt_ncpus);
	if (dtp->dt_map_mem < 0)
		return -1;
	dtp->dt_map_state = dt_map_create(dtp, BPF_MAP_TYPE_ARRAY, "state", 4,
					  4 * DT_STATE_NKEYS, 1);
	if (dtp->dt_map_state < 0)
		return -1;
	dtp->dt_map_buffers = dt_map_create(dtp, BPF_MAP_TYPE_PERF_EVENT_ARRAY, "buffers", 4, 4,
					    dtp->dt_ncpus);
	if (dtp->dt_map_buffers < 0)
		return -1;
	/* exit() writes here: a ring that wakes the consumer at once (dt_consume.c) */
	dtp->dt_map_wakeup = dt_map_create(dtp, BPF_MAP_TYPE_PERF_EVENT_ARRAY, "wakeup", 4, 4,
					   dtp->dt_ncpus);
	if (dtp->dt_map_wakeup < 0)
		return -1;
	dtp->dt_map_gvars = dt_map_create(dtp, BPF_MAP_TYPE_ARRAY, "gvars", 4, gvsize, 1);
	if (dtp->dt_map_gvars < 0)
		return -1;
	dtp->dt_map_sysmap = dt_map_create(dtp, BPF_MAP_TYPE_HASH, "sysmap", 4, 8, DT_SYSMAP_SIZE);
	if (dtp->dt_map_sysmap < 0)
		return -1;
	if (dt_bpf_probes_create(dtp) != 0 || dt_bpf_strtab_create(dtp) != 0 ||
	    dt_bpf_dvars_create(dtp) != 0 || dt_bpf_cpuinfo_create(dtp) != 0 ||
	    dt_aggregate_maps_create(dtp) != 0 || dt_bpf_uwmaps_create(dtp) != 0)
		return -1;
	return 0;
}

void dt_bpf_maps_close(dtrace_hdl_t *dtp)
{
	dt_bpf_dvars_close(dtp);
	dt_aggregate_maps_close(dtp);
	int *fds[] = { &dtp->dt_map_mem, &dtp->dt_map_state, &dtp->dt_map_buffers,
		       &dtp->dt_map_gvars, &dtp->dt_map_strtab, &dtp->dt_map_probes,
		       &dtp->dt_map_sysmap, &dtp->dt_map_cpuinfo, &dtp->dt_map_dvzero,
		       &dtp->dt_map_wakeup, &dtp->dt_map_uwprocs, &dtp->dt_map_uwobjs,
		       &dtp->dt_map_uwchunks, &dtp->dt_map_uwwant };

	for (size_t i = 0; i < sizeof(fds) / sizeof(fds[0]); i++) {
		if (*fds[i] > 0)
			close(*fds[i]);
		*fds[i] = -1;
	}
}

static int dt_bpf_map_fd(void *arg, const char *name)
{
	dtrace_hdl_t *dtp = arg;

	if (strcmp(name, "mem") == 0)
		return dtp->dt_map_mem;
	if (strcmp(name, "state") == 0)
		return dtp->dt_map_state;
	if (strcmp(name, "buffers") == 0)
		return dtp->dt_map_buffers;
	if (strcmp(name, "wakeup") == 0)
		return dtp->dt_map_wakeup;
	if (strcmp(name, "gvars") == 0)
		return dtp->dt_map_gvars;
	if (strcmp(name, "sysmap") == 0)
		return dtp->dt_map_sysmap;
	if (strcmp(name, "strtab") == 0)
		return dtp->dt_map_strtab;
	if (strcmp(name, "probes") == 0)
		return dtp->dt_map_probes;
	if (strcmp(name, "cpuinfo") == 0)
		return dtp->dt_map_cpuinfo;
	if (strcmp(name, "dvzero") == 0)
		return dtp->dt_map_dvzero;
	for (size_t i = 0; i < DT_BPF_NUWMAPS; i++) {
		if (strcmp(name, dt_bpf_uwmaps[i].name) == 0)
			return *dt_bpf_uwmap_fd(dtp, i);
	}
	for (dt_ident_t *idp = dtp->dt_globals; idp != NULL; idp = idp->di_next) {
		if (idp->di_kind == DT_IDENT_DYN && strcmp(idp->di_mapname, name) == 0)
			return idp->di_mapfd;
	}
	return dt_aggregate_map_fd(dtp, name);
}

static const char *dt_bpf_map_name(int fd, void *arg)
{
	dtrace_hdl_t *dtp = arg;

	if (fd == dtp->dt_map_mem)
		return "mem";
	if (fd == dtp->dt_map_state)
		return "state";
	if (fd == dtp->dt_map_buffers)
		return "buffers";
	if (fd == dtp->dt_map_gvars)
		return "gvars";
	if (fd == dtp->dt_map_sysmap)
		return "sysmap";
	if (fd == dtp->dt_map_strtab)
		return "strtab";
	if (fd == dtp->dt_map_probes)
		return "probes";
	if (fd == dtp->dt_map_cpuinfo)
		return "cpuinfo";
	if (fd == dtp->dt_map_dvzero)
		return "dvzero";
	for (size_t i = 0; i < DT_BPF_NUWMAPS; i++) {
		if (fd == *dt_bpf_uwmap_fd(dtp, i))
			return dt_bpf_uwmaps[i].name;
	}
	for (dt_ident_t *idp = dtp->dt_globals; idp != NULL; idp = idp->di_next) {
		if (idp->di_kind == DT_IDENT_DYN && idp->di_mapfd == fd)
			return idp->di_mapname;
	}
	return dt_aggregate_map_name(dtp, fd);
}

/*
 * CLOCK_REALTIME - CLOCK_MONOTONIC, to turn bpf_ktime_get_ns() into
 * walltimestamp: measured once, so that every program and every read in
 * one clause agree (walltimestamp - timestamp is the same everywhere).
 */
static int64_t dt_wallclock_offset(void)
{
	static int64_t off;
	static int known;
	struct timespec rt, mt;

	if (known)
		return off;
	clock_gettime(CLOCK_REALTIME, &rt);
	clock_gettime(CLOCK_MONOTONIC, &mt);
	off = (rt.tv_sec - mt.tv_sec) * 1000000000LL + (rt.tv_nsec - mt.tv_nsec);
	known = 1;
	return off;
}

static int dt_bpf_constant(void *arg, const char *name, int64_t *val)
{
	dtrace_hdl_t *dtp = arg;
	static const struct { const char *name, *sou, *member; } offs[] = {
		{ "TASK_REAL_PARENT", "task_struct", "real_parent" },
		{ "TASK_TGID", "task_struct", "tgid" },
		{ "TASK_PID", "task_struct", "pid" },		/* bpf/task.c */
		{ "TASK_CRED", "task_struct", "cred" },
		{ "CRED_UID", "cred", "uid" },
		{ "CRED_GID", "cred", "gid" },
		{ "TASK_COMM", "task_struct", "comm" },
		{ "TASK_SUM_EXEC_RUNTIME", "task_struct", "se.sum_exec_runtime" },
		{ "TASK_MM", "task_struct", "mm" },			/* dt_cg_stack.c */
		{ "MM_START_STACK", "mm_struct", "start_stack" },
		{ "MM_END_CODE", "mm_struct", "end_code" },		/* bpf/uwind.c */
	};

	if (strcmp(name, "STRSZ") == 0) {
		*val = dt_opt(dtp, DT_OPT_STRSIZE) + 1;
		return 0;
	}
	if (strcmp(name, "STRTAB_MAXOFF") == 0) {
		*val = dtp->dt_strlen - 1;
		return 0;
	}
	if (strcmp(name, "MEM_STRTOK") == 0) {
		*val = dt_mem_strtok(dtp);
		return 0;
	}
	if (strcmp(name, "MEM_CPUKEY") == 0) {
		*val = dtp->dt_memsize > DT_MEM_PERCPU_MAX;
		return 0;
	}
	if (strcmp(name, "DVZERO_SINK") == 0) {
		*val = dt_bpf_dvzero_size(dtp);	/* the sink follows the zeroes */
		return 0;
	}
	if (strncmp(name, "KGLUE", 5) == 0)
		return dt_ksym_glue(dtp, name, val);	/* dt_cg_stack.c's fallback */
	if (strcmp(name, "WALLCLOCK_OFFSET") == 0) {
		*val = dt_wallclock_offset();
		return 0;
	}
	for (size_t i = 0; i < sizeof(offs) / sizeof(offs[0]); i++) {
		if (strcmp(name, offs[i].name) == 0)
			return dt_btf_kernel_offset(dtp, offs[i].sou, offs[i].member, val);
	}
	return -1;
}

/* Functions generated by libdtrace that programs call like support functions. */
static const dt_bpf_prog_t *dt_bpf_func(void *arg, const char *name)
{
	dtrace_hdl_t *dtp = arg;

	if (strcmp(name, "dt_error") == 0)
		return dtp->dt_errfunc;
	if (strcmp(name, "dt_error_nested") == 0)
		return dtp->dt_errnested;
	return NULL;
}

/* Keep a verifier log in $DTRACE_BPFLOG_DIR. */
static void dt_bpf_keep_log(const char *name, const char *log, int failed)
{
	const char *dir = getenv("DTRACE_BPFLOG_DIR");
	static unsigned seq;
	char path[4096];
	FILE *fp;

	if (dir == NULL || *dir == '\0')
		return;
	snprintf(path, sizeof(path), "%s/%d-%u-%s%s.log", dir, (int)getpid(), seq++, name,
		 failed ? ".FAILED" : "");
	fp = fopen(path, "w");
	if (fp == NULL)
		return;
	fputs(log, fp);
	fclose(fp);
}

/*
 * The verifier's reason for refusing a program: the last line of its log
 * before its statistics ("processed N insns...", "verification time...",
 * "stack depth..."), into buf; "" when the log has none.
 */
static void dt_bpf_log_reason(const char *log, char *buf, size_t size)
{
	const char *end = NULL, *line = log;

	*buf = '\0';
	while (line != NULL && *line != '\0') {
		const char *nl = strchr(line, '\n');
		size_t len = nl != NULL ? (size_t)(nl - line) : strlen(line);

		if (strncmp(line, "processed ", 10) == 0 ||
		    strncmp(line, "verification time", 17) == 0 ||
		    strncmp(line, "stack depth", 11) == 0)
			break;
		if (len > 0)
			end = line;
		line = nl != NULL ? nl + 1 : NULL;
	}
	if (end != NULL)
		snprintf(buf, size, "%.*s", (int)strcspn(end, "\n"), end);
}

static int dt_bpf_prog_load(dtrace_hdl_t *dtp, const dt_progspec_t *ps, dt_bpf_prog_t *p)
{
	int want_log = dt_opt(dtp, DT_OPT_BPFLOG) > 0 || getenv("DTRACE_BPFLOG_DIR") != NULL;
	size_t logsz = dt_opt(dtp, DT_OPT_BPFLOGSIZE);
	char *log = NULL;
	char name[BPF_OBJ_NAME_LEN], fierr[256], why[256] = "";
	int fd, err;
	dt_funcinfo_t fi;
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = ps->ps_attach,
		    .attach_btf_id = ps->ps_btf_id, .attach_btf_obj_fd = ps->ps_btf_fd);

	snprintf(name, sizeof(name), "%s", p->bp_name);
	/* callbacks (bpf_loop) need BTF function info */
	if (dt_link_funcinfo(p, &fi, fierr, sizeof(fierr)) < 0)
		return dt_set_errmsg(dtp, D_NONE, "failed to load program %s: %s", p->bp_name,
				     fierr);
	opts.prog_btf_fd = fi.fi_cnt ? fi.fi_btf_fd : 0;
	opts.func_info = fi.fi_recs;
	opts.func_info_cnt = fi.fi_cnt;
	opts.func_info_rec_size = fi.fi_cnt ? sizeof(*fi.fi_recs) : 0;
	for (int attempt = 0; attempt < 2; attempt++) {
		if (want_log) {
			log = calloc(1, logsz);
			if (log == NULL)
				return dt_set_errmsg(dtp, D_NONE, "out of memory for the verifier log");
			opts.log_buf = log;
			opts.log_size = logsz;
			opts.log_level = 1 | (dt_opt(dtp, DT_OPT_BPFLOG) > 0 ? 4 : 0);
		}
		fd = bpf_prog_load(ps->ps_type, name, "GPL", p->bp_insns, p->bp_ninsns, &opts);
		err = errno;
		if (fd >= 0 || want_log)
			break;
		/* loading failed without a log: load again to get one */
		want_log = 1;
	}
	dt_funcinfo_free(&fi);
	if (log != NULL) {
		if (fd < 0)
			dt_bpf_log_reason(log, why, sizeof(why));
		dt_bpf_keep_log(name, log, fd < 0);
		if (fd < 0 || dt_opt(dtp, DT_OPT_BPFLOG) > 0)
			dt_report(dtp, DTRACE_REPORT_INFO, "BPF verifier log for %s:\n%s", p->bp_name,
				  log);
		free(log);
	}
	/* older kernels refuse a log buffer under 128 bytes with EINVAL */
	if (fd < 0 && (err == ENOSPC || (err == EINVAL && opts.log_buf != NULL && logsz < 128)))
		return dt_set_errmsg(dtp, D_NONE, "failed to load program %s: %s", p->bp_name,
				     "verifier log buffer too small (-x bpflogsize)");
	if (fd < 0 && *why != '\0')
		return dt_set_errmsg(dtp, D_NONE, "failed to load program %s: %s (%s)", p->bp_name,
				     why, strerror(err));
	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "failed to load program %s: %s", p->bp_name,
				     strerror(err));
	return fd;
}

static int dt_bpf_obj(dtrace_hdl_t *dtp)
{
	char path[4096], err[512];

	if (dtp->dt_bpfobj != NULL)
		return 0;
	snprintf(path, sizeof(path), "%s/dtrace.bpf.o", dtp->dt_libdir);
	dtp->dt_bpfobj = dt_bpfobj_open(path, err, sizeof(err));
	if (dtp->dt_bpfobj == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot read the BPF support object %s: %s", path, err);
	return 0;
}

/* Link and load a trampoline as ps says; returns the program fd. */
int dt_bpf_load(dtrace_hdl_t *dtp, const dt_progspec_t *ps, dt_bpf_prog_t *p)
{
	dt_link_resolver_t res = {
		.map_fd = dt_bpf_map_fd, .constant = dt_bpf_constant, .arg = dtp,
		.func = dt_bpf_func,
	};
	char err[512];
	dt_loaded_t *ld;
	int fd;

	if (dt_bpf_obj(dtp) != 0)
		return -1;
	if (dt_link(dtp->dt_bpfobj, p, &res, err, sizeof(err)) != 0)
		return dt_set_errmsg(dtp, D_NONE, "failed to link program %s: %s", p->bp_name, err);
	if (dt_opt(dtp, DT_OPT_DISASM) > 0)
		dt_dis_prog(stderr, p, dt_bpf_map_name, dtp);
	fd = dt_bpf_prog_load(dtp, ps, p);
	if (fd < 0)
		return -1;
	ld = calloc(1, sizeof(*ld));
	if (ld == NULL) {
		close(fd);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	ld->ld_fd = fd;
	ld->ld_prog = p;
	ld->ld_next = dtp->dt_loaded;
	dtp->dt_loaded = ld;
	return fd;
}

void dt_bpf_unload(dtrace_hdl_t *dtp)
{
	dt_loaded_t *ld, *next;

	for (ld = dtp->dt_loaded; ld != NULL; ld = next) {
		next = ld->ld_next;
		close(ld->ld_fd);
		dt_prog_destroy(ld->ld_prog);
		free(ld);
	}
	dtp->dt_loaded = NULL;
	dt_prog_destroy(dtp->dt_errfunc);
	dt_prog_destroy(dtp->dt_errnested);
	dtp->dt_errfunc = dtp->dt_errnested = NULL;
	if (dtp->dt_bpfobj != NULL)
		dt_bpfobj_close(dtp->dt_bpfobj);
	dtp->dt_bpfobj = NULL;
}

/* The tracing-phase record shared with the BPF side. */
int dt_bpf_state_get(dtrace_hdl_t *dtp, uint32_t st[DT_STATE_NKEYS])
{
	uint32_t key = 0;

	return bpf_map_lookup_elem(dtp->dt_map_state, &key, st);
}

int dt_bpf_state_set_activity(dtrace_hdl_t *dtp, uint32_t activity)
{
	uint32_t st[DT_STATE_NKEYS], key = 0;

	if (dt_bpf_state_get(dtp, st) != 0)
		return -1;
	st[DT_STATE_ACTIVITY] = activity;
	return bpf_map_update_elem(dtp->dt_map_state, &key, st, BPF_ANY);
}
