/*
 * Unit test of the probe catalogue (dt_probe.c, dt_provider.c) and of the
 * dtrace, profile and syscall providers: matching descriptions against the
 * catalogue, lazy population, on-demand profile probes, and, end to end,
 * their trampolines and attachments with a small hand-built BPF program that
 * copies the machine state the trampoline filled into a map.
 *
 * Needs root and tracefs (exits 77, skipped, without them).  Glob matching
 * and description parsing alone are in test_glob.c.
 * Usage: test_probe    (prints "N passed, N failed"; exit status 1 on failure)
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <sched.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <asm/ptrace.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "../../uprobes/uprobe_elf.h"
#include "check.h"

/* The providers' descriptions (dt_provider.c's table). */
extern const dt_provimpl_t dt_prov_dtrace, dt_prov_profile, dt_prov_syscall;




/*
 * The catalogue.
 */
static int count(dtrace_hdl_t *dtp, const char *text, int spec)
{
	dt_pdesc_t pd;
	int n;

	if (dt_pdesc_parse(dtp, text, spec, &pd) != 0)
		return -2;
	n = dt_probe_iter(dtp, &pd, NULL, NULL);
	dt_pdesc_free(&pd);
	return n;
}

static int find_one(dtrace_hdl_t *dtp, dt_probe_t *pr, void *arg)
{
	(void)dtp;
	*(dt_probe_t **)arg = pr;
	return 0;
}

/* The probe named by a description that matches exactly one. */
static dt_probe_t *find(dtrace_hdl_t *dtp, const char *text)
{
	dt_probe_t *pr = NULL;
	dt_pdesc_t pd;
	int n;

	if (dt_pdesc_parse(dtp, text, DTRACE_PROBESPEC_NAME, &pd) != 0)
		return NULL;
	n = dt_probe_iter(dtp, &pd, find_one, &pr);
	dt_pdesc_free(&pd);
	return n == 1 ? pr : NULL;
}

static void test_dtrace_provider(dtrace_hdl_t *dtp)
{
	static const char *const names[] = { "BEGIN", "END", "ERROR" };
	dt_provider_t *sys = dt_provider_lookup(dtp, "syscall");
	dt_provider_t *prof = dt_provider_lookup(dtp, "profile");
	uint32_t i;

	for (i = 1; i <= 3; i++) {
		dt_probe_t *pr = dt_probe_by_id(dtp, i);

		check(pr != NULL && strcmp(pr->pr_prov->pv_name, "dtrace") == 0 &&
		      strcmp(pr->pr_name, names[i - 1]) == 0 && *pr->pr_mod == '\0' &&
		      *pr->pr_func == '\0', names[i - 1]);
	}
	check(dt_probe_lookup(dtp, "dtrace", "", "", "END") == dt_probe_by_id(dtp, 2),
	      "lookup dtrace:::END");
	check(dt_probe_lookup(dtp, "dtrace", "", "", "nosuch") == NULL, "lookup dtrace:::nosuch");

	check_int(count(dtp, "BEGIN", DTRACE_PROBESPEC_NAME), 1, "-n BEGIN matches 1");
	check_int(count(dtp, "dtrace:::BEGIN", DTRACE_PROBESPEC_NAME), 1, "dtrace:::BEGIN");
	check_int(count(dtp, "dtrace:::", DTRACE_PROBESPEC_NAME), 3, "dtrace::: matches 3");
	check_int(count(dtp, "dtrace", DTRACE_PROBESPEC_PROVIDER), 3, "-P dtrace matches 3");
	check_int(count(dtp, ":::nosuch", DTRACE_PROBESPEC_NAME), 0, ":::nosuch matches none");

	/* lazy: nothing so far could name a syscall or profile probe */
	check(sys != NULL && !sys->pv_populated, "syscall not populated by dtrace lookups");
	check(prof != NULL && !prof->pv_populated, "profile not populated by dtrace lookups");
	/* (providers of tracepoints may look in tracefs whether an event exists) */
	for (dt_provider_t *pv = dtp->dt_provs->pv_next; pv != NULL; pv = pv->pv_next)
		check(!pv->pv_populated, "no provider but dtrace populated by dtrace lookups");
	/* a glob name may be a profile probe, but cannot be entry or return */
	check_int(count(dtp, ":::E*", DTRACE_PROBESPEC_NAME), 2, ":::E* matches END, ERROR");
	check(!sys->pv_populated, ":::E* does not populate syscall");

	/* ids are those of -l: looking one up makes every provider publish */
	check_int(count(dtp, "1", DTRACE_PROBESPEC_NAME), 1, "probe id 1");
	check_int(count(dtp, "4000000000", DTRACE_PROBESPEC_NAME), 0, "probe id 4000000000");
	check(sys->pv_populated && prof->pv_populated, "a probe id populates every provider");
}

static void test_profile_provider(dtrace_hdl_t *dtp)
{
	dt_probe_t *pr;

	check_int(count(dtp, "profile:::", DTRACE_PROBESPEC_NAME), 13, "13 listed profile probes");
	check_int(count(dtp, "profile:::tick-*", DTRACE_PROBESPEC_NAME), 6, "6 listed tick probes");
	pr = find(dtp, "profile:::profile-97");
	check(pr != NULL && pr->pr_data == 1000000000ULL / 97, "profile-97 period");

	pr = find(dtp, "profile:::tick-1sec");
	check(pr != NULL && pr->pr_data == 1000000000ULL, "tick-1sec provided, period 1s");
	pr = find(dtp, "profile-10ms");
	check(pr != NULL && pr->pr_data == 10000000ULL, "profile-10ms provided, period 10ms");
	pr = find(dtp, "tick-5000hz");
	check(pr != NULL && pr->pr_data == 200000ULL, "tick-5000hz provided (the minimum)");
	pr = find(dtp, "profile:::tick-2min");
	check(pr != NULL && pr->pr_data == 120000000000ULL, "tick-2min provided");
	pr = find(dtp, "tick-1h");
	check(pr != NULL && pr->pr_data == 3600000000000ULL, "tick-1h provided");
	check_int(count(dtp, "profile:::profile-100us", DTRACE_PROBESPEC_NAME), 0,
		  "profile-100us is below the minimum");
	check_int(count(dtp, "tick-5001", DTRACE_PROBESPEC_NAME), 0, "tick-5001 (5001 Hz) too fast");
	check_int(count(dtp, "profile:::tick-0", DTRACE_PROBESPEC_NAME), 0, "tick-0");
	check_int(count(dtp, "profile:::tick-1xyz", DTRACE_PROBESPEC_NAME), 0, "tick-1xyz");
	check_int(count(dtp, "profile:::tick-sec", DTRACE_PROBESPEC_NAME), 0, "tick-sec");
	check_int(count(dtp, "profile:vmlinux::tick-3sec", DTRACE_PROBESPEC_NAME), 0,
		  "profile probes have no module");
	check_int(count(dtp, "profile:::", DTRACE_PROBESPEC_NAME), 18, "provided probes are listed");
}

/* The syscalls with both an enter and an exit event, counted independently. */
static int syscall_pairs(const char *tracefs, const char *prefix)
{
	char path[512];
	struct dirent *de;
	struct stat st;
	DIR *dir;
	int n = 0;

	snprintf(path, sizeof(path), "%s/events/syscalls", tracefs);
	dir = opendir(path);
	if (dir == NULL)
		return -1;
	while ((de = readdir(dir)) != NULL) {
		if (strncmp(de->d_name, "sys_enter_", 10) != 0 ||
		    strncmp(de->d_name + 10, prefix, strlen(prefix)) != 0)
			continue;
		snprintf(path, sizeof(path), "%s/events/syscalls/sys_exit_%s", tracefs,
			 de->d_name + 10);
		if (stat(path, &st) == 0)
			n++;
	}
	closedir(dir);
	return n;
}

static void test_syscall_provider(dtrace_hdl_t *dtp)
{
	const char *tfs = dt_tracefs_path(dtp);
	int pairs = tfs ? syscall_pairs(tfs, "") : -1;
	dt_probe_t *entry, *ret, *prev = NULL;
	int ordered = 1;
	uint32_t i;

	check(tfs != NULL, "tracefs found");
	check(pairs > 100, "tracefs lists syscalls");
	check_int(count(dtp, "syscall:::", DTRACE_PROBESPEC_NAME), 2 * pairs,
		  "syscall catalogue = 2 x syscall pairs in tracefs");
	check_int(count(dtp, "syscall::read*:entry", DTRACE_PROBESPEC_NAME),
		  syscall_pairs(tfs, "read"), "syscall::read*:entry");
	check_int(count(dtp, "syscall:vmlinux::", DTRACE_PROBESPEC_NAME), 2 * pairs,
		  "module vmlinux");
	check_int(count(dtp, "syscall:nosuch::", DTRACE_PROBESPEC_NAME), 0, "module nosuch");

	entry = find(dtp, "syscall::read:entry");
	ret = find(dtp, "syscall::read:return");
	check(entry != NULL && strcmp(entry->pr_mod, "vmlinux") == 0, "syscall:vmlinux:read:entry");
	check(entry != NULL && ret != NULL && ret->pr_id == entry->pr_id + 1,
	      "read:return follows read:entry");
	check(dt_probe_lookup(dtp, "syscall", "vmlinux", "read", "entry") == entry,
	      "lookup by name (hash)");

	for (i = 4; i <= dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		if (pr->pr_prov->pv_impl != &dt_prov_syscall)
			continue;
		if (prev != NULL) {
			int c = strcmp(prev->pr_func, pr->pr_func);

			if (c > 0 || (c == 0 && strcmp(prev->pr_name, "entry") != 0))
				ordered = 0;
		}
		prev = pr;
	}
	check(ordered, "syscall probes listed by name, entry before return");
}

static int list_count, list_ordered = 1;
static uint32_t list_last;

static int list_one(dtrace_hdl_t *dtp, const dtrace_probedesc_t *d, void *arg)
{
	(void)dtp;
	(void)arg;
	if (d->id <= list_last)
		list_ordered = 0;
	list_last = d->id;
	list_count++;
	return 0;
}

static void test_listing(dtrace_hdl_t *dtp)
{
	int rc = dtrace_probe_iter(dtp, NULL, DTRACE_PROBESPEC_NAME, list_one, NULL);

	check(rc == 0 && list_count > 0 && (uint32_t)list_count == dtp->dt_nprobes,
	      "-l lists every probe");
	check(list_ordered, "-l lists in id order");
	list_count = 0;
	list_last = 0;
	rc = dtrace_probe_iter(dtp, "syscall", DTRACE_PROBESPEC_PROVIDER, list_one, NULL);
	check(rc == 0 && list_count == count(dtp, "syscall:::", DTRACE_PROBESPEC_NAME),
	      "-l -P syscall");
	list_count = 0;
	rc = dtrace_probe_iter(dtp, "nosuch", DTRACE_PROBESPEC_PROVIDER, list_one, NULL);
	check(rc == 0 && list_count == 0, "-l -P nosuch: no match is not an error");
	check_int(dtrace_probe_iter(dtp, "a:b:c:d:e", DTRACE_PROBESPEC_NAME, list_one, NULL), -1,
		  "-l with an overspecified description fails");
}

/*
 * End to end: a program made of a prologue as the code generator's (r6 =
 * context, r7 = per-CPU scratch), the provider's trampoline, and an epilogue
 * that copies dt_mstate into result[prid] and counts the firings.
 */
typedef struct result {
	dt_mstate_t ms;
	uint64_t count;		/* firings */
	uint64_t user;		/* firings with arg1 != 0 */
	uint64_t onepc;		/* firings with one of arg0 (kernel PC), arg1 (user PC) set, and right */
} result_t;

/*
 * Results by probe id modulo NRESULTS (a power of two): where fbt works
 * its ~78,000 probes come before the test providers' (probe ids above 8192).
 */
#define NRESULTS	8192

typedef struct tprog {
	int mem_fd, res_fd, prog_fd, sysmap_fd;
} tprog_t;

/* The maps trampolines name (the syscall provider's "sysmap"), as dt_link would. */
static void resolve_maps(dt_bpf_prog_t *dp, tprog_t *tp)
{
	for (uint32_t i = 0; i < dp->bp_nrelocs; i++) {
		dt_reloc_t *r = &dp->bp_relocs[i];

		if (r->ir_kind == DT_RELOC_MAP && strcmp(r->ir_sym, "sysmap") == 0) {
			dp->bp_insns[r->ir_insn].src_reg = BPF_PSEUDO_MAP_FD;
			dp->bp_insns[r->ir_insn].imm = tp->sysmap_fd;
		}
	}
}

static void emit_map(dt_bpf_prog_t *dp, int reg, int fd)
{
	dt_emit(dp, BPF_INSN(BPF_LD | BPF_DW | BPF_IMM, reg, BPF_PSEUDO_MAP_FD, 0, fd));
	dt_emit(dp, BPF_INSN(0, 0, 0, 0, 0));
}

static void emit_inc(dt_bpf_prog_t *dp, int off)
{
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_1, 1));
	dt_emit(dp, BPF_XADD_REG(BPF_DW, BPF_REG_8, off, BPF_REG_1));
}

/*
 * Load a program of impl's trampoline for the probes it will be attached
 * to, filling every argument slot and errno.
 */
static int tprog_load(dtrace_hdl_t *dtp, const dt_provimpl_t *impl, tprog_t *tp,
		      dt_probe_t **probes, uint32_t nprobes)
{
	dt_progspec_t spec = { .ps_type = impl->prog_type };
	dt_tramp_t tr = { .tr_probes = probes, .tr_nprobes = nprobes, .tr_spec = &spec,
			  .tr_uses = ((1u << DT_MAX_ARGS) - 1) | DT_TRAMP_USES_ERRNO };

	if (impl->progspec != NULL && impl->progspec(dtp, probes[0], tr.tr_uses, &spec) != 0)
		return -1;
	static char log[1 << 16];
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .log_buf = log, .log_size = sizeof(log),
		    .log_level = 1);
	dt_bpf_prog_t *dp = dt_prog_create("test");
	int out = dt_label_new(dp), kern = dt_label_new(dp);
	uint32_t off;

	tp->mem_fd = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "mem", 4, sizeof(dt_mstate_t), 1, NULL);
	tp->res_fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "res", 4, sizeof(result_t), NRESULTS, NULL);
	tp->sysmap_fd = bpf_map_create(BPF_MAP_TYPE_HASH, "sysmap", 4, 8, DT_SYSMAP_SIZE, NULL);
	tp->prog_fd = -1;
	if (tp->mem_fd < 0 || tp->res_fd < 0 || tp->sysmap_fd < 0)
		return -1;
	dtp->dt_map_sysmap = tp->sysmap_fd;

	dt_emit(dp, BPF_MOV_REG(BPF_REG_6, BPF_REG_1));
	dt_emit(dp, BPF_STORE_IMM(BPF_W, BPF_REG_FP, -4, 0));
	emit_map(dp, BPF_REG_1, tp->mem_fd);
	dt_emit(dp, BPF_MOV_REG(BPF_REG_2, BPF_REG_FP));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -4));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), out);
	dt_emit(dp, BPF_MOV_REG(BPF_REG_7, BPF_REG_0));

	tr.tr_prog = dp;
	tr.tr_out = out;
	impl->trampoline(dtp, &tr);
	if (tr.tr_failed) {
		printf("trampoline (%s): %s\n", impl->name, dtp->dt_errmsg);
		dt_prog_destroy(dp);
		return -1;
	}

	/* only this process's firings */
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	dt_emit(dp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, getpid(), 0), out);
	/* r8 = &result[prid % NRESULTS] */
	dt_emit(dp, BPF_LOAD(BPF_W, BPF_REG_1, BPF_REG_7, offsetof(dt_mstate_t, prid)));
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, NRESULTS - 1));
	dt_emit(dp, BPF_STORE(BPF_W, BPF_REG_FP, -8, BPF_REG_1));
	emit_map(dp, BPF_REG_1, tp->res_fd);
	dt_emit(dp, BPF_MOV_REG(BPF_REG_2, BPF_REG_FP));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), out);
	dt_emit(dp, BPF_MOV_REG(BPF_REG_8, BPF_REG_0));
	for (off = 0; off < sizeof(dt_mstate_t); off += 8) {
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_7, off));
		dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_8, off, BPF_REG_1));
	}
	emit_inc(dp, offsetof(result_t, count));
	/* user PC (arg1) in the lower half of the address space, kernel PC (arg0) in the upper */
	dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_2, BPF_REG_7, offsetof(dt_mstate_t, argv)));
	dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_3, BPF_REG_7, offsetof(dt_mstate_t, argv) + 8));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), kern);
	emit_inc(dp, offsetof(result_t, user));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_2, 0, 0), out);
	dt_emit(dp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_3, 47));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_3, 0, 0), out);
	emit_inc(dp, offsetof(result_t, onepc));
	dt_emit_jmp(dp, BPF_GOTO(0), out);
	dt_label_place(dp, kern);
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), out);
	dt_emit(dp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_2, 47));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), out);
	emit_inc(dp, offsetof(result_t, onepc));
	dt_label_place(dp, out);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 0));
	dt_emit(dp, BPF_RETURN());

	resolve_maps(dp, tp);
	if (dt_prog_finish(dp) == 0)
		tp->prog_fd = bpf_prog_load(spec.ps_type, "test", "GPL", dp->bp_insns,
					    dp->bp_ninsns, &opts);
	if (tp->prog_fd < 0)
		printf("load (%s): %s\n%s\n", impl->name, strerror(errno), log);
	dt_prog_destroy(dp);
	return tp->prog_fd < 0 ? -1 : 0;
}

static void tprog_close(tprog_t *tp)
{
	if (tp->prog_fd >= 0)
		close(tp->prog_fd);
	if (tp->res_fd >= 0)
		close(tp->res_fd);
	if (tp->mem_fd >= 0)
		close(tp->mem_fd);
	if (tp->sysmap_fd >= 0)
		close(tp->sysmap_fd);
}

static result_t result(tprog_t *tp, dt_probe_t *pr)
{
	result_t r;
	uint32_t key = pr ? pr->pr_id % NRESULTS : 0;

	memset(&r, 0, sizeof(r));
	if (bpf_map_lookup_elem(tp->res_fd, &key, &r) != 0)
		memset(&r, 0xff, sizeof(r));
	return r;
}

static int argv_zero_from(const result_t *r, int first)
{
	int i;

	for (i = first; i < DT_MAX_ARGS; i++) {
		if (r->ms.argv[i] != 0)
			return 0;
	}
	return 1;
}

static int attach(dtrace_hdl_t *dtp, dt_probe_t *pr, tprog_t *tp)
{
	int rc = pr->pr_prov->pv_impl->attach(dtp, pr, tp->prog_fd);

	if (rc != 0)
		printf("attach %s:%s:%s:%s: %s\n", pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func,
		       pr->pr_name, dtp->dt_errmsg);
	return rc;
}

/* BEGIN and END share one program: the test run's argument tells them apart. */
static void test_attach_dtrace(dtrace_hdl_t *dtp)
{
	dt_probe_t *begin = dt_probe_by_id(dtp, 1), *end = dt_probe_by_id(dtp, 2);
	dt_probe_t *error = dt_probe_by_id(dtp, 3);
	tprog_t tp;
	result_t r;

	check(dt_dtrace_fire(dtp, 1) == 0, "firing BEGIN without a program does nothing");
	dt_probe_t *both[2] = { begin, end };

	if (tprog_load(dtp, &dt_prov_dtrace, &tp, both, 2) != 0) {
		check(0, "load a dtrace provider program");
		tprog_close(&tp);
		return;
	}
	check(attach(dtp, begin, &tp) == 0, "attach BEGIN");
	check(attach(dtp, end, &tp) == 0, "attach END");
	check(attach(dtp, error, &tp) == 0 && error->pr_nfds == 0, "attach ERROR: nothing to do");

	check(dt_dtrace_fire(dtp, 1) == 0, "fire BEGIN");
	r = result(&tp, begin);
	check(r.count == 1 && r.ms.prid == 1, "BEGIN fired once, prid 1");
	check(argv_zero_from(&r, 0) && r.ms.syserrno == 0, "BEGIN has no arguments");
	check(result(&tp, end).count == 0, "END has not fired yet");
	check(dt_dtrace_fire(dtp, 2) == 0, "fire END");
	r = result(&tp, end);
	check(r.count == 1 && r.ms.prid == 2, "END fired once, prid 2");
	check(result(&tp, begin).count == 1, "BEGIN did not fire again");
	check(begin->pr_nfds == 0 && end->pr_nfds == 0, "nothing stays attached in the kernel");
	begin->pr_data = end->pr_data = 0;
	tprog_close(&tp);
}

/* A function of this program, as a place for uprobes. */
__attribute__((noinline, used)) void test_uprobe_target(void)
{
	asm volatile("");
}

/* The uprobe offset by symbol equals the one by address. */
static void test_uprobe_elf(void)
{
	struct link_map *lm = NULL;
	char path[4096];
	uint64_t bysym = 0, byaddr = 1;
	uprobe_elf_t *ue;
	Dl_info info;
	ssize_t n;

	check(dladdr1((void *)test_uprobe_target, &info, (void **)&lm, RTLD_DL_LINKMAP) != 0 &&
	      lm != NULL, "dladdr1(test_uprobe_target)");
	if (lm == NULL)
		return;
	if (lm->l_name[0] != '\0') {
		snprintf(path, sizeof(path), "%s", lm->l_name);
	} else {
		n = readlink("/proc/self/exe", path, sizeof(path) - 1);
		path[n < 0 ? 0 : n] = '\0';
	}
	check(uprobe_elf_symbol_offset(path, "test_uprobe_target", &bysym) == 0,
	      "uprobe_elf: symbol offset");
	ue = uprobe_elf_open(path);
	check(ue != NULL, "uprobe_elf_open");
	if (ue == NULL)
		return;
	check(uprobe_elf_vaddr_to_offset(ue, (uintptr_t)test_uprobe_target - lm->l_addr, &byaddr) == 0,
	      "uprobe_elf: address offset");
	check(bysym == byaddr, "uprobe_elf: symbol and address agree");
	check(uprobe_elf_symbol_offset(path, "no_such_symbol_here", &bysym) == -ENOENT,
	      "uprobe_elf: missing symbol is -ENOENT");
	uprobe_elf_close(ue);
}

/* Entry and return probes of several syscalls share one program. */
static void test_attach_syscall(dtrace_hdl_t *dtp)
{
	dt_probe_t *lseek_e = find(dtp, "syscall::lseek:entry");
	dt_probe_t *lseek_r = find(dtp, "syscall::lseek:return");
	dt_probe_t *ppid_e = find(dtp, "syscall::getppid:entry");
	dt_probe_t *ppid_r = find(dtp, "syscall::getppid:return");
	tprog_t tp;
	result_t r;
	long ppid;

	if (lseek_e == NULL || lseek_r == NULL || ppid_e == NULL || ppid_r == NULL) {
		check(0, "find lseek and getppid probes");
		return;
	}
	dt_probe_t *all[4] = { lseek_e, lseek_r, ppid_e, ppid_r };

	if (tprog_load(dtp, &dt_prov_syscall, &tp, all, 4) != 0) {
		check(0, "load a syscall provider program");
		tprog_close(&tp);
		return;
	}
	check(attach(dtp, lseek_e, &tp) == 0 && attach(dtp, lseek_r, &tp) == 0 &&
	      attach(dtp, ppid_e, &tp) == 0 && attach(dtp, ppid_r, &tp) == 0,
	      "attach lseek and getppid entry and return");

	syscall(SYS_lseek, -1L, 0x1234L, 7L);
	ppid = syscall(SYS_getppid);

	r = result(&tp, lseek_e);
	check(r.count == 1 && r.ms.prid == lseek_e->pr_id, "lseek:entry fired, its prid");
	check(r.ms.argv[0] == -1 && r.ms.argv[1] == 0x1234 && r.ms.argv[2] == 7,
	      "lseek:entry arg0..2");
	check(argv_zero_from(&r, 3) && r.ms.syserrno == 0, "lseek:entry args beyond 3 are 0");
	r = result(&tp, lseek_r);
	check(r.count == 1 && r.ms.prid == lseek_r->pr_id, "lseek:return fired, its prid");
	check(r.ms.argv[0] == -EBADF && r.ms.argv[1] == -EBADF, "lseek:return arg0 = arg1 = -EBADF");
	check_int(r.ms.syserrno, EBADF, "lseek:return errno");
	check(argv_zero_from(&r, 2), "lseek:return args beyond 2 are 0");
	r = result(&tp, ppid_e);
	check(r.count == 1 && argv_zero_from(&r, 0), "getppid:entry has no arguments");
	r = result(&tp, ppid_r);
	check(r.count == 1 && r.ms.argv[0] == ppid && r.ms.argv[1] == ppid && r.ms.syserrno == 0,
	      "getppid:return value, errno 0");

	dt_detach_fds(dtp, lseek_e);
	dt_detach_fds(dtp, lseek_r);
	syscall(SYS_lseek, -1L, 0L, 0L);
	check(result(&tp, lseek_e).count == 1 && result(&tp, lseek_r).count == 1,
	      "lseek does not fire after detach");
	tprog_close(&tp);
}

static int pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	return sched_setaffinity(0, sizeof(set), &set);
}

/* Run in user space on this CPU until the probe has fired n times (at most 10s). */
static result_t spin_until(tprog_t *tp, dt_probe_t *pr, uint64_t n)
{
	struct timespec t0, t;
	volatile unsigned long x = 0;
	result_t r;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		for (int i = 0; i < 1000000; i++)
			x += i;
		r = result(tp, pr);
		clock_gettime(CLOCK_MONOTONIC, &t);
	} while (r.count < n && t.tv_sec - t0.tv_sec < 10);
	return r;
}

static void test_attach_profile(dtrace_hdl_t *dtp)
{
	dt_probe_t *tick = find(dtp, "profile:::tick-1000");
	dt_probe_t *prof = find(dtp, "profile:::profile-997");
	int *cpus, ncpus = dt_online_cpus(dtp, &cpus);
	tprog_t tp;
	result_t r;

	if (tick == NULL || prof == NULL || ncpus <= 0) {
		check(0, "find tick-1000, profile-997, online CPUs");
		return;
	}
	dt_probe_t *both[2] = { tick, prof };

	if (tprog_load(dtp, &dt_prov_profile, &tp, both, 2) != 0) {
		check(0, "load a profile provider program");
		tprog_close(&tp);
		free(cpus);
		return;
	}
	check(attach(dtp, tick, &tp) == 0 && tick->pr_nfds == 2, "tick-1000: one CPU");
	check(attach(dtp, prof, &tp) == 0 && prof->pr_nfds == 2 * ncpus, "profile-997: every CPU");

	/* tick runs on the first online CPU; profile on every one: try the last */
	pin(cpus[0]);
	spin_until(&tp, tick, 20);
	/* detached before reading: no firing can tear the counters being read */
	dt_detach_fds(dtp, tick);
	r = result(&tp, tick);
	check(r.count >= 20 && r.ms.prid == tick->pr_id, "tick-1000 fires on the first CPU");
	check(r.user > 0, "tick-1000: user-mode samples have arg1 (user PC)");
	check(r.onepc == r.count, "tick-1000: arg0 is a kernel PC or arg1 a user PC, the other 0");
	check(argv_zero_from(&r, 2) && r.ms.syserrno == 0, "tick-1000: arg2.. are 0");
	pin(cpus[ncpus - 1]);
	spin_until(&tp, prof, 20);
	dt_detach_fds(dtp, prof);
	r = result(&tp, prof);
	check(r.count >= 20 && r.onepc == r.count, "profile-997 fires on the last CPU");

	/* -x cpu moves tick to that CPU */
	if (ncpus > 1) {
		dt_probe_t *t2 = find(dtp, "profile:::tick-500");

		check(dtrace_setopt(dtp, "cpu", "1") == 0 && t2 != NULL && attach(dtp, t2, &tp) == 0,
		      "attach tick-500 with -x cpu=1");
		pin(1);
		if (t2 != NULL) {
			spin_until(&tp, t2, 10);
			dt_detach_fds(dtp, t2);
			check(result(&tp, t2).count >= 10, "tick-500 fires on CPU 1 with -x cpu=1");
		}
	}
	free(cpus);
	tprog_close(&tp);
}

/*
 * The generic argument fetch (dt_tramp_args) through a test provider whose
 * probes describe their arguments by location: pr_data indexes argtest[].
 */
#define A(loc, off, size, flags) { .ad_loc = (loc), .ad_off = (off), .ad_size = (size), \
				   .ad_flags = (flags) }

static const struct {
	enum bpf_prog_type type;
	int argc;
	dt_argdesc_t argv[DT_MAX_ARGS];
} argtest[] = {
	/* 0: a syscalls:sys_enter_lseek record: nr at 8, fd at 16, offset at 24, whence at 32 */
	{ BPF_PROG_TYPE_TRACEPOINT, 8, {
		A(DT_ARGLOC_FIELD, 16, 8, 0), A(DT_ARGLOC_FIELD, 16, 4, DT_ARG_SIGNED),
		A(DT_ARGLOC_FIELD, 16, 4, 0), A(DT_ARGLOC_FIELD, 24, 2, 0),
		A(DT_ARGLOC_FIELD, 24, 1, DT_ARG_SIGNED), A(DT_ARGLOC_DATALOC, 24, 0, 0),
		A(DT_ARGLOC_DATALOC, 32, 0, 0), A(DT_ARGLOC_FIELD, 8, 4, DT_ARG_SIGNED) } },
	/* 1: a raw tracepoint's u64 slots, out of order */
	{ BPF_PROG_TYPE_RAW_TRACEPOINT, 3, {
		A(DT_ARGLOC_CTX, 2, 0, 0), A(DT_ARGLOC_CTX, 0, 0, 0), A(DT_ARGLOC_CTX, 3, 0, 0) } },
#if defined(__x86_64__)
	/* 2: a uprobe on a function of eight long arguments (x86-64: six in registers) */
	{ BPF_PROG_TYPE_KPROBE, 8, {
		A(DT_ARGLOC_REG, offsetof(struct pt_regs, rdi), 0, 0),
		A(DT_ARGLOC_REG, offsetof(struct pt_regs, rsi), 0, 0),
		A(DT_ARGLOC_REG, offsetof(struct pt_regs, rdx), 0, 0),
		A(DT_ARGLOC_REG, offsetof(struct pt_regs, rcx), 0, 0),
		A(DT_ARGLOC_REG, offsetof(struct pt_regs, r8), 0, 0),
		A(DT_ARGLOC_REG, offsetof(struct pt_regs, r9), 0, 0),
		A(DT_ARGLOC_USTACK, 8, 0, 0), A(DT_ARGLOC_USTACK, 16, 0, 0) } },
#else
	{ BPF_PROG_TYPE_KPROBE, 0 },
#endif
	/* 3: like 0 with arg1 elsewhere; 4: like 0 with 2 arguments; 5: no location */
	{ BPF_PROG_TYPE_TRACEPOINT, 2, { A(DT_ARGLOC_FIELD, 16, 8, 0), A(DT_ARGLOC_FIELD, 24, 8, 0) } },
	{ BPF_PROG_TYPE_TRACEPOINT, 2, { A(DT_ARGLOC_FIELD, 16, 8, 0),
					 A(DT_ARGLOC_FIELD, 16, 4, DT_ARG_SIGNED) } },
	{ BPF_PROG_TYPE_TRACEPOINT, 1, { A(DT_ARGLOC_NONE, 0, 0, 0) } },
	/* 6: a kprobe: a register and a kernel stack slot; 7: only the register */
	{ BPF_PROG_TYPE_KPROBE, 2, { A(DT_ARGLOC_REG, 112, 0, 0), A(DT_ARGLOC_STACK, 8, 0, 0) } },
	{ BPF_PROG_TYPE_KPROBE, 1, { A(DT_ARGLOC_REG, 112, 0, 0) } },
};

static int argtest_args(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_argdesc_t *argv)
{
	int n = argtest[pr->pr_data].argc;

	for (int i = 0; i < n; i++) {
		argv[i] = argtest[pr->pr_data].argv[i];
		argv[i].ad_native = strdup("uint64_t");
	}
	return n;
}

static int argtest_progspec(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, dt_progspec_t *ps)
{
	ps->ps_type = argtest[pr->pr_data].type;
	return 0;
}

/* The id of a program's only probe, then its arguments by location. */
static void argtest_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid),
					   tr->tr_probes[0]->pr_id));
	dt_tramp_args(dtp, tr);
}

static const dt_provimpl_t argtest_impl = {
	.name = "argtest",
	.probe_args = argtest_args,
	.progspec = argtest_progspec,
	.trampoline = argtest_trampoline,
};

/* Build a trampoline of probes prs reading slots uses: 0, or -1 with tr_failed. */
static int argtest_build(dtrace_hdl_t *dtp, dt_probe_t **prs, uint32_t n, uint32_t uses,
			 uint32_t *ninsns)
{
	dt_progspec_t spec = { 0 };
	dt_tramp_t tr = { .tr_probes = prs, .tr_nprobes = n, .tr_spec = &spec, .tr_uses = uses };
	int rc;

	tr.tr_prog = dt_prog_create("argtest");
	rc = dt_tramp_args(dtp, &tr);
	check(rc == 0 || tr.tr_failed, "dt_tramp_args: a failure sets tr_failed");
	if (ninsns != NULL)
		*ninsns = tr.tr_prog->bp_ninsns;
	dt_prog_destroy(tr.tr_prog);
	return rc;
}

/* A trampoline reads only the slots its clauses use; probes sharing it must agree. */
static void test_tramp_args_build(dtrace_hdl_t *dtp, dt_probe_t **pr)
{
	dt_probe_t *p03[2] = { pr[0], pr[3] }, *p04[2] = { pr[0], pr[4] };
	dt_probe_t *p67[2] = { pr[6], pr[7] }, *p76[2] = { pr[7], pr[6] };
	uint32_t n, n1;

	check(argtest_build(dtp, pr, 1, 0, &n) == 0 && n == 0, "no slot read: no code");
	check(argtest_build(dtp, pr, 1, 1u << 0, &n) == 0 && n == 2, "arg0 of 8 bytes: load, store");
	check(argtest_build(dtp, pr, 1, 1u << 1, &n) == 0 && n == 4,
	      "a signed 4-byte field: load, two shifts, store");
	check(argtest_build(dtp, pr, 1, 1u << 2, &n) == 0 && n == 2, "an unsigned one: no shift");
	check(argtest_build(dtp, pr, 1, 1u << 5, &n) == 0 && n == 4, "__data_loc: load, and, add, store");
	check(argtest_build(dtp, pr, 1, 1u << 9, &n) == 0 && n == 1, "a slot past argc: one store of 0");
	check(argtest_build(dtp, pr, 1, DT_TRAMP_USES_ERRNO, &n) == 0 && n == 1, "errno: one store of 0");
	check(argtest_build(dtp, &pr[6], 1, 1u << 1, &n) == 0 && n == 6,
	      "a stack slot: load sp, add, the helper's three arguments, the call");
	check(argtest_build(dtp, p03, 2, 1u << 0, &n1) == 0 && n1 == 2,
	      "two probes with arg0 in one place share a program");
	check(argtest_build(dtp, p03, 2, 1u << 1, NULL) == -1 &&
	      strstr(dtp->dt_errmsg, "arg1") != NULL && strstr(dtp->dt_errmsg, "different places"),
	      "two probes with arg1 in different places cannot");
	check(argtest_build(dtp, p04, 2, 1u << 2, NULL) == -1 &&
	      strstr(dtp->dt_errmsg, "do not have it") != NULL,
	      "a record field one probe lacks cannot be read for both");
	check(argtest_build(dtp, p04, 2, 1u << 1, NULL) == 0, "same field, same size and sign: fine");
	check(argtest_build(dtp, p67, 2, 3, NULL) == 0 && argtest_build(dtp, p76, 2, 3, NULL) == 0,
	      "a stack slot one probe lacks is read for both (illumos: undefined)");
	check(argtest_build(dtp, &pr[5], 1, 1u << 0, NULL) == -1 &&
	      strstr(dtp->dt_errmsg, "no location") != NULL, "DT_ARGLOC_NONE is an error");
	check(argtest_build(dtp, &pr[5], 1, 1u << 1, NULL) == 0, "unless the clauses do not read it");
}

/* Attach to a trace event (argtest 0) through a perf event. */
static int argtest_attach_event(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd, const char *group,
				const char *event)
{
	struct perf_event_attr attr = { .size = sizeof(attr), .type = PERF_TYPE_TRACEPOINT,
					.sample_period = 1, .sample_type = PERF_SAMPLE_RAW };
	int64_t id = dt_tracefs_event_id(dtp, group, event);
	int fd;

	if (id < 0)
		return -1;
	attr.config = id;
	fd = dt_perf_event_open(&attr, -1, 0);
	return fd < 0 ? -1 : dt_attach_perf_event(dtp, pr, prog_fd, fd);
}

#if defined(__x86_64__)
__attribute__((noinline, used)) long test_args8(long a, long b, long c, long d, long e, long f,
						long g, long h)
{
	asm volatile("");
	return a + b + c + d + e + f + g + h;
}

/* A uprobe at test_args8 in this process. */
static int argtest_attach_uprobe(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	struct perf_event_attr attr = { .size = sizeof(attr), .sample_period = 1 };
	char path[4096];
	uint64_t off;
	ssize_t n = readlink("/proc/self/exe", path, sizeof(path) - 1);
	FILE *fp = fopen("/sys/bus/event_source/devices/uprobe/type", "r");
	int type = -1, fd;

	if (fp != NULL) {
		if (fscanf(fp, "%d", &type) != 1)
			type = -1;
		fclose(fp);
	}
	if (n < 0 || type < 0)
		return -1;
	path[n] = '\0';
	if (uprobe_elf_symbol_offset(path, "test_args8", &off) != 0)
		return -1;
	attr.type = type;
	attr.config1 = (uint64_t)(uintptr_t)path;
	attr.config2 = off;
	fd = dt_perf_event_open(&attr, 0, -1);
	return fd < 0 ? -1 : dt_attach_perf_event(dtp, pr, prog_fd, fd);
}
#endif

/* The code dt_tramp_args emits, run: a tracepoint's fields, a raw tracepoint's slots, registers. */
static void test_tramp_args_run(dtrace_hdl_t *dtp, dt_probe_t **pr)
{
	uint64_t ctx[4] = { 11, 22, 33, 44 };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = ctx, .ctx_size_in = sizeof(ctx));
	tprog_t tp;
	result_t r;

	if (tprog_load(dtp, &argtest_impl, &tp, &pr[0], 1) != 0 ||
	    argtest_attach_event(dtp, pr[0], tp.prog_fd, "syscalls", "sys_enter_lseek") != 0) {
		check(0, "argtest: load and attach a tracepoint program");
	} else {
		syscall(SYS_lseek, -1L, 0x512f4L, 7L);
		dt_detach_fds(dtp, pr[0]);
		r = result(&tp, pr[0]);
		check(r.count == 1 && r.ms.prid == pr[0]->pr_id, "argtest tracepoint fired once");
		check(r.ms.argv[0] == -1, "FIELD of 8 bytes");
		check(r.ms.argv[1] == -1, "FIELD of 4 bytes, signed");
		check(r.ms.argv[2] == 0xffffffffL, "FIELD of 4 bytes, unsigned");
		check(r.ms.argv[3] == 0x12f4, "FIELD of 2 bytes");
		check(r.ms.argv[4] == -12, "FIELD of 1 byte, signed (0xf4)");
		check(r.ms.argv[5] - r.ms.argv[6] == 0x12f4 - 7 && r.ms.argv[6] != 0,
		      "DATALOC: the record's address plus the low 16 bits");
		check(r.ms.argv[7] == SYS_lseek, "FIELD __syscall_nr");
		check(argv_zero_from(&r, 8) && r.ms.syserrno == 0, "argv past argc and errno are 0");
	}
	tprog_close(&tp);

	if (tprog_load(dtp, &argtest_impl, &tp, &pr[1], 1) != 0) {
		check(0, "argtest: load a raw tracepoint program");
	} else {
		check(bpf_prog_test_run_opts(tp.prog_fd, &opts) == 0, "argtest: run it");
		r = result(&tp, pr[1]);
		check(r.count == 1 && r.ms.argv[0] == 33 && r.ms.argv[1] == 11 && r.ms.argv[2] == 44 &&
		      argv_zero_from(&r, 3), "CTX slots 2, 0, 3");
	}
	tprog_close(&tp);

#if defined(__x86_64__)
	if (tprog_load(dtp, &argtest_impl, &tp, &pr[2], 1) != 0 ||
	    argtest_attach_uprobe(dtp, pr[2], tp.prog_fd) != 0) {
		check(0, "argtest: load and attach a uprobe program");
	} else {
		test_args8(1, 2, 3, 4, 5, 6, 0x7777, 0x8888);
		dt_detach_fds(dtp, pr[2]);
		r = result(&tp, pr[2]);
		check(r.count == 1 && r.ms.argv[0] == 1 && r.ms.argv[5] == 6, "REG: arguments 1 to 6");
		check(r.ms.argv[6] == 0x7777 && r.ms.argv[7] == 0x8888, "USTACK: arguments 7 and 8");
	}
	tprog_close(&tp);
#endif
}

static void test_tramp_args(dtrace_hdl_t *dtp)
{
	dt_provider_t *pv = dt_provider_create(dtp, &argtest_impl, "argtest", NULL);
	dt_probe_t *pr[sizeof(argtest) / sizeof(argtest[0])];
	char name[16];

	check(pv != NULL, "dt_provider_create argtest");
	if (pv == NULL)
		return;
	check(dt_provider_create(dtp, &argtest_impl, "argtest", NULL) == NULL,
	      "a provider name is taken once");
	pv->pv_populated = 1;
	for (size_t i = 0; i < sizeof(argtest) / sizeof(argtest[0]); i++) {
		snprintf(name, sizeof(name), "p%zu", i);
		pr[i] = dt_probe_insert(dtp, pv, "", "", name, i);
		if (pr[i] == NULL) {
			check(0, "insert argtest probes");
			return;
		}
	}
	test_tramp_args_build(dtp, pr);
	test_tramp_args_run(dtp, pr);
}

/*
 * Providers made on demand: "instN" names an instance of the inst provider
 * for N in 1..99, with N probes instN::fK:entry; pv_data holds N.
 */
static int inst_created, inst_destroyed;

static int inst_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	int n = pv->pv_data ? *(int *)pv->pv_data : 0;	/* "inst" itself has no probes */
	char func[16];

	for (int k = 0; k < n; k++) {
		snprintf(func, sizeof(func), "f%d", k);
		if (dt_probe_insert(dtp, pv, "", func, "entry", k) == NULL)
			return -1;
	}
	return 0;
}

static int inst_instantiate(dtrace_hdl_t *dtp, const dt_pdesc_t *pd);

static void inst_destroy(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	inst_destroyed += pv->pv_data != NULL;
	free(pv->pv_data);
}

static const dt_provimpl_t inst_impl = {
	.name = "inst",
	.populate = inst_populate,
	.instantiate = inst_instantiate,
	.provider_destroy = inst_destroy,
};

/* "instN" with 1 <= N <= 99: create it; "inst0": an error; anything else: not ours. */
static int inst_instantiate(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	char *end;
	long n;
	int *data;

	if (strncmp(pd->prv, "inst", 4) != 0 || pd->prv[4] < '0' || pd->prv[4] > '9')
		return 0;
	n = strtol(pd->prv + 4, &end, 10);
	if (*end != '\0' || n > 99)
		return 0;
	if (n == 0)
		return dt_set_errmsg(dtp, D_NONE, "inst0: no such instance");
	data = malloc(sizeof(int));
	if (data == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	*data = (int)n;
	if (dt_provider_create(dtp, &inst_impl, pd->prv, data) == NULL) {
		free(data);
		return -1;
	}
	inst_created++;
	return 0;
}

/* A provider that cannot work here, and one of the same name pattern that can. */
static const char *unav_unavailable(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	return "unav probes cannot be used on this kernel: no unav support";
}

static const dt_provimpl_t unav_impl = { .name = "unav", .unavailable = unav_unavailable };
static const dt_provimpl_t unavok_impl = { .name = "unavok" };

static int list_count_only(dtrace_hdl_t *dtp, const dtrace_probedesc_t *d, void *arg)
{
	(*(int *)arg)++;
	return 0;
}

static void test_instances(dtrace_hdl_t *dtp)
{
	dt_provider_t *tmpl = dt_provider_create(dtp, &inst_impl, "inst", NULL);
	dt_provider_t *pv;
	dt_pdesc_t pd;
	int n = 0;

	check(tmpl != NULL, "register the inst provider");
	check_int(count(dtp, "inst3:::", DTRACE_PROBESPEC_NAME), 3, "inst3::: creates inst3, 3 probes");
	pv = dt_provider_lookup(dtp, "inst3");
	check(pv != NULL && pv->pv_impl == &inst_impl && *(int *)pv->pv_data == 3,
	      "inst3 is a provider with its own data");
	check_int(count(dtp, "inst3::f1:entry", DTRACE_PROBESPEC_NAME), 1, "inst3::f1:entry");
	check_int(inst_created, 1, "an instance is created once");
	check_int(count(dtp, "inst5", DTRACE_PROBESPEC_PROVIDER), 5, "-P inst5 creates inst5");
	check_int(count(dtp, "inst*:::", DTRACE_PROBESPEC_NAME), 8, "inst*::: matches both instances");
	check_int(inst_created, 2, "a glob creates none here (the provider's choice)");
	check_int(count(dtp, "instx:::", DTRACE_PROBESPEC_NAME), 0, "instx: not an instance name");
	check_int(count(dtp, "inst0:::", DTRACE_PROBESPEC_NAME), -1, "inst0: the provider's error");
	check(strstr(dtp->dt_errmsg, "inst0: no such instance") != NULL, "its message");
	check_int(count(dtp, ":::", DTRACE_PROBESPEC_NAME) >= 8, 1, "::: creates nothing");
	check_int(inst_created, 2, "no more instances");
	check(dtrace_probe_iter(dtp, "inst7", DTRACE_PROBESPEC_PROVIDER, list_count_only, &n) == 0 &&
	      n == 7, "dtrace -l -P inst7");

	/* unavailable providers: the reason, where nothing else could match */
	check(dt_provider_create(dtp, &unav_impl, "unav", NULL) != NULL &&
	      dt_provider_create(dtp, &unavok_impl, "unavok", NULL) != NULL,
	      "register unav and unavok");
	dt_pdesc_parse(dtp, "unav:::", DTRACE_PROBESPEC_NAME, &pd);
	check(dt_probe_unavailable(dtp, &pd) != NULL &&
	      strstr(dt_probe_unavailable(dtp, &pd), "no unav support") != NULL,
	      "unav::: is unavailable, with the provider's reason");
	dt_pdesc_free(&pd);
	dt_pdesc_parse(dtp, "unav*:::", DTRACE_PROBESPEC_NAME, &pd);
	check(dt_probe_unavailable(dtp, &pd) == NULL, "unav*::: also names unavok: no reason");
	dt_pdesc_free(&pd);
	dt_pdesc_parse(dtp, ":::", DTRACE_PROBESPEC_NAME, &pd);
	check(dt_probe_unavailable(dtp, &pd) == NULL, "::: names every provider: no reason");
	dt_pdesc_free(&pd);
	dt_pdesc_parse(dtp, "nosuch:::", DTRACE_PROBESPEC_NAME, &pd);
	check(dt_probe_unavailable(dtp, &pd) == NULL, "nosuch::: names none: no reason");
	dt_pdesc_free(&pd);
	n = 0;
	check(dtrace_probe_iter(dtp, "unav", DTRACE_PROBESPEC_PROVIDER, list_count_only, &n) == -1 &&
	      n == 0 && strstr(dtp->dt_errmsg, "no unav support") != NULL,
	      "dtrace -l -P unav fails with the reason");
	check(dtrace_probe_iter(dtp, "unavok", DTRACE_PROBESPEC_PROVIDER, list_count_only, &n) == 0,
	      "dtrace -l -P unavok: no probes, no error");
}

int main(void)
{
	dtrace_hdl_t *dtp;
	int err;

	if (geteuid() != 0) {
		printf("skipped: needs root (tracefs, BPF)\n");
		return 77;
	}
	/* a whole handle: providers such as fbt ask the kernel's BTF whether they work */
	dtp = dtrace_open(&err);
	if (dtp == NULL) {
		printf("dtrace_open: %s\n", dt_open_error());
		return 1;
	}
	test_dtrace_provider(dtp);
	test_profile_provider(dtp);
	if (dt_tracefs_path(dtp) == NULL) {
		printf("skipped: no tracefs: %s\n", dtp->dt_errmsg);
		dtrace_close(dtp);
		return 77;
	}
	test_syscall_provider(dtp);
	test_listing(dtp);
	test_uprobe_elf();
	test_attach_dtrace(dtp);
	test_attach_syscall(dtp);
	test_attach_profile(dtp);
	test_tramp_args(dtp);
	test_instances(dtp);

	dtrace_close(dtp);
	check_int(inst_destroyed, 3, "provider_destroy for every instance at fini");
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail ? 1 : 0;
}
