/*
 * The syscall provider: syscall:vmlinux:NAME:entry and :return for every
 * pair of tracepoints syscalls/sys_enter_NAME and sys_exit_NAME.
 *
 * Populating reads only the directory names under tracefs (no file per
 * event), so listing or matching stays fast; an event's id and format are
 * read when it is attached (dt_tracefs.c parses the format and opens the
 * perf event).  Probes are listed by name, entry before return.
 *
 * One program may serve entry and return probes of many syscalls, so the
 * trampoline decides at run time from the attach cookie's high 32 bits:
 * DT_SYSCALL_RETURN for return probes, else the syscall's number of
 * arguments (argv beyond it stays 0: the record holds nothing there).
 * A program of one probe knows all that when it is built: no cookie.
 * Only the arguments (and errno) the clauses read are filled in, by loads
 * from the record when every probe of the program has a record that long,
 * else with bpf_probe_read_kernel(), so programs must be loaded with a
 * GPL-compatible license.
 *
 * Many probes (a wildcard) are attached through raw_syscalls:sys_enter and
 * sys_exit instead, once each: removing a tracepoint's perf event waits for
 * an RCU grace period under a kernel mutex, so 700 syscall tracepoints took
 * over 20 s to detach.  raw_syscalls records have the same layout (number
 * at 8, arguments or return value from 16); the cookie's high bits then say
 * DT_SYSCALL_RAW and its low bits give the group, and the trampoline finds
 * what the cookie would hold in the "sysmap" hash map, keyed by group,
 * syscall number and entry/return (DT_SYSMAP_KEY).  Syscalls not enabled
 * in the group are not found there and leave at once.  The numbers come
 * from the build's <asm/unistd.h> (dt_syscall_nr.h, generated) and, for
 * system calls newer than it, dt_syscall_newer[]; a syscall that is in
 * neither is attached through its own tracepoint.  32-bit
 * (compat) system calls are not reported by either kind of tracepoint.
 *
 * Attachment: one perf event per tracepoint, opened for all tasks on one
 * CPU.  A BPF program linked to a tracepoint perf event runs wherever the
 * tracepoint fires, not only on that event's CPU (the program array belongs
 * to the trace event, and perf_trace_* calls it before looking at the CPU's
 * perf events).  Checked on Linux 6.18: an event opened on CPU 0 counted all
 * of 1000 getppid() calls made by a thread pinned to CPU 1, and vice versa.
 */
#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_cg.h"
#include "dt_tracefs.h"

#define DT_SYSCALL_RETURN	0x10000		/* cookie high bits: a return probe */
#define DT_SYSCALL_RAW		0x20000		/* cookie high bits: raw_syscalls, look up sysmap */
#define DT_SYSCALL_RAW_MIN	8		/* probes in a group worth raw_syscalls */
#define DT_SYSCALL_NR		8		/* offset of the syscall number in the record */

static const struct {
	const char *name;
	int nr;
} dt_syscall_nrs[] = {
#include "dt_syscall_nr.h"
};
#define DT_SYSCALL_MAXARGS	6
#define DT_SYSCALL_ARG0		16	/* offset of the first argument / ret in the record */

typedef struct dt_namelist {
	char **names;
	size_t n, cap;
} dt_namelist_t;

static int dt_namelist_add(dt_namelist_t *nl, const char *name)
{
	if (nl->n == nl->cap) {
		size_t cap = nl->cap ? nl->cap * 2 : 512;
		char **names = realloc(nl->names, cap * sizeof(char *));

		if (names == NULL)
			return -1;
		nl->names = names;
		nl->cap = cap;
	}
	nl->names[nl->n] = strdup(name);
	return nl->names[nl->n++] == NULL ? -1 : 0;
}

static void dt_namelist_free(dt_namelist_t *nl)
{
	size_t i;

	for (i = 0; i < nl->n; i++)
		free(nl->names[i]);
	free(nl->names);
}

static int dt_strcmp_p(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The syscall names that have an enter event (enter) and an exit event (exit). */
static int dt_syscall_names(dtrace_hdl_t *dtp, dt_namelist_t *enter, dt_namelist_t *exit)
{
	const char *tfs = dt_tracefs_path(dtp);
	char path[512];
	struct dirent *de;
	DIR *dir;
	int rc = 0;

	if (tfs == NULL)
		return -1;
	snprintf(path, sizeof(path), "%s/events/syscalls", tfs);
	dir = opendir(path);
	if (dir == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot open %s: %s", path, strerror(errno));
	while (rc == 0 && (de = readdir(dir)) != NULL) {
		if (strncmp(de->d_name, "sys_enter_", 10) == 0)
			rc = dt_namelist_add(enter, de->d_name + 10);
		else if (strncmp(de->d_name, "sys_exit_", 9) == 0)
			rc = dt_namelist_add(exit, de->d_name + 9);
	}
	closedir(dir);
	if (rc != 0)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	qsort(enter->names, enter->n, sizeof(char *), dt_strcmp_p);
	qsort(exit->names, exit->n, sizeof(char *), dt_strcmp_p);
	return 0;
}

static int dt_syscall_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_namelist_t enter = { 0 }, exit = { 0 };
	size_t i;
	int rc = dt_syscall_names(dtp, &enter, &exit);

	for (i = 0; rc == 0 && i < enter.n; i++) {
		const char *name = enter.names[i];

		if (bsearch(&name, exit.names, exit.n, sizeof(char *), dt_strcmp_p) == NULL)
			continue;
		if (dt_probe_insert(dtp, pv, "vmlinux", name, "entry", 0) == NULL ||
		    dt_probe_insert(dtp, pv, "vmlinux", name, "return", 0) == NULL)
			rc = -1;
	}
	dt_namelist_free(&enter);
	dt_namelist_free(&exit);
	return rc;
}

/*
 * A description naming one function ("::openat:entry") is answered by a
 * stat of its enter event rather than by reading the group's directory.
 */
static int dt_syscall_may_match(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	char event[256];

	(void)pv;
	if (pd->mod != NULL && *pd->mod != '\0' && !dt_gmatch("vmlinux", pd->mod))
		return 0;
	if (pd->prb != NULL && *pd->prb != '\0' && !dt_gmatch("entry", pd->prb) &&
	    !dt_gmatch("return", pd->prb))
		return 0;
	if (pd->fun == NULL || *pd->fun == '\0' || dt_is_glob(pd->fun) ||
	    snprintf(event, sizeof(event), "sys_enter_%s", pd->fun) >= (int)sizeof(event))
		return 1;
	/* -1 (tracefs unreadable): populating will say why */
	return dt_tracefs_event_exists(dtp, "syscalls", event) != 0;
}

/*
 * Read the record with bpf_probe_read_kernel() (r2 = the size), for when
 * loads from the context cannot be used: the kernel refuses to link a
 * tracepoint program that loads from the context beyond the record of the
 * event (max_ctx_offset), and a program serving getppid (no arguments, a
 * 16-byte record) and lseek (three) would load past getppid's record.
 */
static void dt_syscall_read_record(dt_bpf_prog_t *dp, int dst_off, int src_off)
{
	dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_7));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, dst_off));
	dt_emit(dp, BPF_MOV_REG(BPF_REG_3, BPF_REG_6));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, src_off));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
}

/*
 * With r0 = the cookie: for a raw_syscalls attachment, replace it by the
 * sysmap value of (group, number, entry/return) and store its probe id.
 */
static void dt_syscall_tramp_raw(dt_bpf_prog_t *dp, int out_label)
{
	int notraw = dt_label_new(dp), israw = dt_label_new(dp), noret = dt_label_new(dp);

	dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_0));
	dt_emit(dp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_1, 32));
	dt_emit_jmp(dp, BPF_INSN(BPF_JMP | BPF_JSET | BPF_K, BPF_REG_1, 0, 0, DT_SYSCALL_RAW),
		    israw);
	dt_emit_jmp(dp, BPF_GOTO(0), notraw);
	dt_label_place(dp, israw);
	/*
	 * key = group << 16 | nr << 1 | is_return.  A 4-byte load: the program
	 * may also serve syscall events whose record ends at 12 bytes (nr -1,
	 * as 0xffffffff, is out of range too).
	 */
	dt_emit(dp, BPF_LOAD(BPF_W, BPF_REG_2, BPF_REG_6, DT_SYSCALL_NR));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JGT, BPF_REG_2, DT_SYSMAP_MAXNR, 0), out_label);
	dt_emit(dp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_2, 1));
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, DT_SYSCALL_RETURN));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), noret);
	dt_emit(dp, BPF_ALU64_IMM(BPF_OR, BPF_REG_2, 1));
	dt_label_place(dp, noret);
	dt_emit(dp, BPF_ALU32_REG(BPF_MOV, BPF_REG_0, BPF_REG_0));
	dt_emit(dp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0, 16));
	dt_emit(dp, BPF_ALU64_REG(BPF_OR, BPF_REG_2, BPF_REG_0));
	dt_emit(dp, BPF_STORE(BPF_W, BPF_REG_FP, DT_CG_TMP_SLOT, BPF_REG_2));
	dt_emit_reloc(dp, BPF_REG_1, DT_RELOC_MAP, "sysmap", 0);
	dt_emit(dp, BPF_MOV_REG(BPF_REG_2, BPF_REG_FP));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_CG_TMP_SLOT));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), out_label);
	dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_0, BPF_REG_0, 0));
	dt_emit(dp, BPF_STORE(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid), BPF_REG_0));
	dt_label_place(dp, notraw);
}

static int dt_syscall_nargs(dtrace_hdl_t *dtp, dt_probe_t *pr);

/* One more than the highest argv slot below max that the clauses read. */
static int dt_syscall_need(uint32_t uses, int max)
{
	int n = max;

	while (n > 0 && !(uses & (1u << (n - 1))))
		n--;
	return n;
}

/* Zero the argv slots from 'from' on that the clauses read, and errno. */
static void dt_syscall_clear(dt_bpf_prog_t *dp, uint32_t uses, int from)
{
	for (int i = from; i < DT_MAX_ARGS; i++) {
		if (uses & (1u << i))
			dt_emit(dp, BPF_STORE_IMM(BPF_DW, BPF_REG_7,
						  offsetof(dt_mstate_t, argv) + 8 * i, 0));
	}
	if (uses & DT_TRAMP_USES_ERRNO)
		dt_emit(dp, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, syserrno), 0));
}

/* argv[0..n-1] = the record's first n fields, loaded from the context. */
static void dt_syscall_load_args(dt_bpf_prog_t *dp, int n)
{
	for (int i = 0; i < n; i++) {
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, DT_SYSCALL_ARG0 + 8 * i));
		dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, offsetof(dt_mstate_t, argv) + 8 * i,
				      BPF_REG_1));
	}
}

/* With r1 = the return value: arg0 = arg1 = ret; errno = -ret for -4095 <= ret <= -1. */
static void dt_syscall_store_ret(dt_bpf_prog_t *dp, uint32_t uses)
{
	const int argv = offsetof(dt_mstate_t, argv);
	int noerr = dt_label_new(dp);

	if (uses & 1)
		dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, argv, BPF_REG_1));
	if (uses & 2)
		dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, argv + 8, BPF_REG_1));
	if (!(uses & DT_TRAMP_USES_ERRNO))
		return;
	dt_emit(dp, BPF_MOV_REG(BPF_REG_3, BPF_REG_1));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 4095));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JGT, BPF_REG_3, 4094, 0), noerr);
	dt_emit(dp, BPF_NEG_REG(BPF_REG_1));
	dt_emit(dp, BPF_STORE(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, syserrno), BPF_REG_1));
	dt_label_place(dp, noerr);
}

/*
 * Length of a probe's own record (sys_enter_X: 16 + 8 * nargs; sys_exit_X:
 * 24), or -1.  A raw_syscalls record is at least as long.
 */
static int dt_syscall_reclen(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	int nargs;

	if (strcmp(pr->pr_name, "return") == 0)
		return DT_SYSCALL_ARG0 + 8;
	nargs = dt_syscall_nargs(dtp, pr);
	return nargs < 0 ? -1 : DT_SYSCALL_ARG0 + 8 * nargs;
}

/*
 * The shortest record among the probes of the program being built: the
 * kernel refuses to attach a program whose loads from the context go past
 * the event's record (max_ctx_offset), whichever branch they are on.
 */
static int dt_syscall_min_reclen(dtrace_hdl_t *dtp, const dt_tramp_t *tr)
{
	int min = DT_SYSCALL_ARG0 + 8 * DT_SYSCALL_MAXARGS;

	for (uint32_t i = 0; i < tr->tr_nprobes; i++) {
		int len = dt_syscall_reclen(dtp, tr->tr_probes[i]);

		/* unknown: assume the shortest record */
		if (len < 0)
			len = DT_SYSCALL_ARG0;
		if (len < min)
			min = len;
	}
	return min;
}

/*
 * A program of one probe: its id, its kind and its number of arguments
 * are constants, so neither the attach cookie nor a helper is needed; the
 * arguments the clauses read are loaded from the record directly (they
 * are within its length).  -1 + message if its arguments are unknown.
 */
static int dt_syscall_tramp_one(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;
	dt_probe_t *pr = tr->tr_probes[0];
	uint32_t uses = tr->tr_uses;

	if (dt_syscall_reclen(dtp, pr) < 0)
		return -1;
	dt_emit(dp, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid), pr->pr_id));
	if (strcmp(pr->pr_name, "return") == 0) {
		dt_syscall_clear(dp, uses, 2);
		if (uses & (3 | DT_TRAMP_USES_ERRNO)) {
			dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, DT_SYSCALL_ARG0));
			dt_syscall_store_ret(dp, uses);
		}
		return 0;
	}
	/* the record's fields the clauses read, by their descriptors; 0 past them */
	return dt_tramp_args(dtp, tr);
}

/*
 * The record is read with bpf_probe_read_kernel(), not with loads from the
 * context, when a probe of the program has a record too short for what
 * the clauses read (see dt_syscall_min_reclen).  r0 = the cookie's high
 * bits (nargs or DT_SYSCALL_RETURN).
 */
static void dt_syscall_tramp_many(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	const int argv = offsetof(dt_mstate_t, argv);
	dt_bpf_prog_t *dp = tr->tr_prog;
	uint32_t uses = tr->tr_uses;
	int need = dt_syscall_need(uses, DT_SYSCALL_MAXARGS);
	int minlen = dt_syscall_min_reclen(dtp, tr);
	int ret = dt_label_new(dp), done = dt_label_new(dp), bounded = dt_label_new(dp);

	dt_emit(dp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	dt_syscall_clear(dp, uses, 0);
	dt_emit_jmp(dp, BPF_INSN(BPF_JMP | BPF_JSET | BPF_K, BPF_REG_0, 0, 0, DT_SYSCALL_RETURN),
		    ret);

	/* entry: argv[0..min(nargs, need)-1] = the record's fields (r0 = nargs) */
	if (minlen >= DT_SYSCALL_ARG0 + 8 * need) {
		dt_syscall_load_args(dp, need);
	} else if (need > 0) {
		dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JLE, BPF_REG_0, need, 0), bounded);
		dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, need));
		dt_label_place(dp, bounded);
		dt_emit(dp, BPF_MOV_REG(BPF_REG_2, BPF_REG_0));
		dt_emit(dp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_2, 3));
		dt_syscall_read_record(dp, argv, DT_SYSCALL_ARG0);
	}
	dt_emit_jmp(dp, BPF_GOTO(0), done);

	dt_label_place(dp, ret);
	if (uses & (3 | DT_TRAMP_USES_ERRNO)) {
		if (minlen >= DT_SYSCALL_ARG0 + 8) {
			dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, DT_SYSCALL_ARG0));
		} else {
			dt_emit(dp, BPF_MOV_IMM(BPF_REG_2, 8));
			dt_syscall_read_record(dp, argv, DT_SYSCALL_ARG0);
			dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_7, argv));
		}
		dt_syscall_store_ret(dp, uses);
	}
	dt_label_place(dp, done);
}

/*
 * Fill the machine state: the probe id, and only the arguments and errno
 * the clauses read (tr->tr_uses): copying all six arguments with a
 * helper on every event cost about 60 ns, the attach cookie 15.
 */
static void dt_syscall_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;
	uint32_t uses = tr->tr_uses;

	if (tr->tr_nprobes == 1) {
		if (dt_syscall_tramp_one(dtp, tr) != 0)
			tr->tr_failed = 1;
		return;
	}
	dt_tramp_prid(dp);
	dt_syscall_tramp_raw(dp, tr->tr_out);
	/* argv[6..] of a syscall are always 0 */
	if ((uses & ((1u << DT_SYSCALL_MAXARGS) - 1)) == 0 && !(uses & DT_TRAMP_USES_ERRNO)) {
		dt_syscall_clear(dp, uses, DT_SYSCALL_MAXARGS);
		return;
	}
	dt_syscall_tramp_many(dtp, tr);
}

/* Number of arguments of an entry probe's syscall (its descriptors), or -1. */
static int dt_syscall_nargs(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	const dt_argdesc_t *argv;

	return dt_probe_args(dtp, pr, &argv);
}

/*
 * The syscall's arguments from its enter event's format (dt_tracefs_fields):
 * the fields after __syscall_nr, which must be 8-byte scalars in slots from
 * offset 16 (the trampoline and dt_syscall_reclen count on that).  Every
 * pointer a system call receives points into the calling process: all are
 * DT_ARG_USER (the flag matters for pointers only).
 */
static int dt_syscall_fields(dtrace_hdl_t *dtp, const char *event, dt_argdesc_t *argv)
{
	dt_tracefs_field_t *f;
	int nf = dt_tracefs_fields(dtp, "syscalls", event, &f), first = 0, n, rc = 0;

	if (nf < 0)
		return -1;
	while (first < nf && strcmp(f[first].tf_name, "__syscall_nr") != 0)
		first++;
	if (first == nf)
		rc = dt_set_errmsg(dtp, D_NONE, "no __syscall_nr in trace event syscalls:%s", event);
	for (n = 0, first++; rc == 0 && first + n < nf; n++) {
		const dt_tracefs_field_t *tf = &f[first + n];

		if (tf->tf_off != DT_SYSCALL_ARG0 + 8 * n || tf->tf_size != 8 ||
		    tf->tf_loc != DT_TRACEFS_INLINE || tf->tf_nelem >= 0 ||
		    n == DT_SYSCALL_MAXARGS) {
			rc = dt_set_errmsg(dtp, D_NONE, "unexpected format of trace event syscalls:%s",
					   event);
			break;
		}
		argv[n].ad_native = strdup(tf->tf_type);
		if (argv[n].ad_native == NULL)
			rc = dt_set_errmsg(dtp, D_NONE, "out of memory");
		argv[n].ad_flags = DT_ARG_USER;
		argv[n].ad_loc = DT_ARGLOC_FIELD;
		argv[n].ad_size = 8;
		argv[n].ad_off = tf->tf_off;
	}
	dt_tracefs_fields_free(f, nf);
	return rc == 0 ? n : -1;
}

/* Entry: the enter event's fields; return: arg0 = arg1 = the return value. */
static int dt_syscall_probe_args(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_argdesc_t *argv)
{
	char event[256];

	if (strcmp(pr->pr_name, "return") == 0) {
		for (int i = 0; i < 2; i++) {
			argv[i].ad_native = strdup("long");
			argv[i].ad_loc = DT_ARGLOC_FIELD;
			argv[i].ad_size = 8;
			argv[i].ad_off = DT_SYSCALL_ARG0;
		}
		return 2;
	}
	snprintf(event, sizeof(event), "sys_enter_%s", pr->pr_func);
	return dt_syscall_fields(dtp, event, argv);
}

static int dt_syscall_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	int is_return = strcmp(pr->pr_name, "return") == 0;
	char event[256];
	int nargs = 0, fd;

	snprintf(event, sizeof(event), "sys_%s_%s", is_return ? "exit" : "enter", pr->pr_func);
	if (!is_return && (nargs = dt_syscall_nargs(dtp, pr)) < 0)
		return -1;
	fd = dt_tracefs_event_open(dtp, "syscalls", event);
	if (fd < 0)
		return -1;
	return dt_attach_perf_event_cookie(dtp, pr, prog_fd, fd,
					   is_return ? DT_SYSCALL_RETURN : (uint32_t)nargs);
}

/* Tracepoints named after the kernel function where __NR_ names differ. */
static const char *const dt_syscall_aliases[][2] = {
	{ "newstat", "stat" }, { "newlstat", "lstat" }, { "newfstat", "fstat" },
	{ "newuname", "uname" }, { "sendfile64", "sendfile" }, { "umount", "umount2" },
};

/*
 * System calls newer than the oldest <asm/unistd.h> we build with (Debian
 * 12's, Linux 6.1), so that a wildcard attaches them through raw_syscalls
 * too.  Numbers are ABI: since 424 every architecture but alpha numbers new
 * system calls alike; uprobe and uretprobe exist on x86-64 only.  A kernel
 * without one has no tracepoint for it, and no probe asks for its number.
 */
static const struct {
	const char *name;
	int nr;
} dt_syscall_newer[] = {
#ifdef __x86_64__
	{ "uretprobe", 335 }, { "uprobe", 336 },
#endif
	{ "cachestat", 451 }, { "fchmodat2", 452 }, { "map_shadow_stack", 453 },
	{ "futex_wake", 454 }, { "futex_wait", 455 }, { "futex_requeue", 456 },
	{ "statmount", 457 }, { "listmount", 458 }, { "lsm_get_self_attr", 459 },
	{ "lsm_set_self_attr", 460 }, { "lsm_list_modules", 461 }, { "mseal", 462 },
	{ "setxattrat", 463 }, { "getxattrat", 464 }, { "listxattrat", 465 },
	{ "removexattrat", 466 }, { "open_tree_attr", 467 }, { "file_getattr", 468 },
	{ "file_setattr", 469 },
};

static int dt_syscall_nr(const char *name)
{
	for (size_t i = 0; i < sizeof(dt_syscall_aliases) / sizeof(dt_syscall_aliases[0]); i++) {
		if (strcmp(dt_syscall_aliases[i][0], name) == 0) {
			name = dt_syscall_aliases[i][1];
			break;
		}
	}
	for (size_t i = 0; i < sizeof(dt_syscall_nrs) / sizeof(dt_syscall_nrs[0]); i++) {
		if (strcmp(dt_syscall_nrs[i].name, name) == 0)
			return dt_syscall_nrs[i].nr;
	}
	for (size_t i = 0; i < sizeof(dt_syscall_newer) / sizeof(dt_syscall_newer[0]); i++) {
		if (strcmp(dt_syscall_newer[i].name, name) == 0)
			return dt_syscall_newer[i].nr;
	}
	return -1;
}

/* Attach prog_fd to raw_syscalls:EVENT for group gid; the fds are kept on pr. */
static int dt_syscall_attach_raw(dtrace_hdl_t *dtp, dt_probe_t *pr, const char *event,
				 uint32_t gid, uint32_t hi, int prog_fd)
{
	int fd = dt_tracefs_event_open(dtp, "raw_syscalls", event);

	if (fd < 0)
		return -1;
	return dt_attach_perf_event_raw(dtp, pr, prog_fd, fd,
					gid | (uint64_t)(hi | DT_SYSCALL_RAW) << 32);
}

/*
 * A group of many probes goes through raw_syscalls (see the top of the
 * file); a small one, or a syscall whose number is unknown, through its
 * own tracepoint.
 */
static int dt_syscall_attach_group(dtrace_hdl_t *dtp, dt_probe_t **prs, uint32_t n, uint32_t gid,
				   int prog_fd)
{
	dt_probe_t *enter = NULL, *exit = NULL;

	for (uint32_t i = 0; i < n; i++) {
		dt_probe_t *pr = prs[i];
		int is_return = strcmp(pr->pr_name, "return") == 0;
		int nr = n >= DT_SYSCALL_RAW_MIN ? dt_syscall_nr(pr->pr_func) : -1;
		uint32_t key, hi;
		uint64_t val;

		if (nr < 0 || nr > DT_SYSMAP_MAXNR || gid > 0xffff) {
			if (dt_syscall_attach(dtp, pr, prog_fd) != 0)
				return -1;
			continue;
		}
		hi = DT_SYSCALL_RETURN;
		if (!is_return) {
			int nargs = dt_syscall_nargs(dtp, pr);

			if (nargs < 0)
				return -1;
			hi = nargs;
		}
		key = DT_SYSMAP_KEY(gid, (uint32_t)nr, (uint32_t)is_return);
		val = pr->pr_id | (uint64_t)hi << 32;
		if (bpf_map_update_elem(dtp->dt_map_sysmap, &key, &val, BPF_ANY) != 0)
			return dt_set_errmsg(dtp, D_NONE, "cannot map syscall %s: %s", pr->pr_func,
					     strerror(errno));
		if (is_return && exit == NULL)
			exit = pr;
		if (!is_return && enter == NULL)
			enter = pr;
	}
	if (enter != NULL && dt_syscall_attach_raw(dtp, enter, "sys_enter", gid, 0, prog_fd) != 0)
		return -1;
	if (exit != NULL &&
	    dt_syscall_attach_raw(dtp, exit, "sys_exit", gid, DT_SYSCALL_RETURN, prog_fd) != 0)
		return -1;
	return 0;
}

const dt_provimpl_t dt_prov_syscall = {
	.attach_group = dt_syscall_attach_group,
	.probe_args = dt_syscall_probe_args,
	.name = "syscall",
	.attr_desc = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.attr_args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
	.flow_entry = "=>",
	.flow_return = "<=",
	.prog_type = BPF_PROG_TYPE_TRACEPOINT,
	.populate = dt_syscall_populate,
	.trampoline = dt_syscall_trampoline,
	.attach = dt_syscall_attach,
	.detach = dt_detach_fds,
	.may_match = dt_syscall_may_match,
};
