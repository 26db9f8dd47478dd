/*
 * Unit test of the support object reader (dt_bpfobj.c), the linker
 * (dt_link.c) and the first support functions (bpf/), against the kernel:
 *
 *   - the support object's functions and relocations are read as expected;
 *   - unknown functions, maps and constants are errors that name them;
 *   - a tracepoint program calling dt_strcmp, dt_bvar_ppid and
 *     dt_probe_error, linked with real maps and task_struct offsets from the
 *     running kernel's BTF, passes the verifier for strsize 256 and 4096,
 *     and when attached to syscalls:sys_enter_getppid computes strcmp and
 *     ppid and sends the fault record;
 *   - dt_strcmp gives strcmp's answers (socket filter, BPF_PROG_TEST_RUN);
 *   - with the test object link_calls.bpf.o, transitive calls of every form
 *     are linked once each and compute the right value.
 *
 * Usage: test_link [dtrace.bpf.o [link_calls.bpf.o]]
 *   (else $DTRACE_BPF_OBJ or $DTRACE_LIBDIR/dtrace.bpf.o, and
 *   $DTRACE_TEST_CALLS_OBJ or $builddir/link_calls.bpf.o, as test/run sets
 *   them; else in build/).  Needs root for the kernel parts.
 *   Prints "N passed, N failed"; exit status 1 on failure.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <dt_bpf_shared.h>
#include "dt_bpfobj.h"
#include "dt_link.h"
#include "check.h"



static void skip(const char *what, const char *why)
{
	printf("SKIP: %s: %s\n", what, why);
}

/* ---- resolver: tables of names ---- */

#define MAXSYM	16

typedef struct symtab {
	const char *map[MAXSYM];
	int fd[MAXSYM];
	const char *cname[MAXSYM];
	int64_t cval[MAXSYM];
} symtab_t;

static int st_map_fd(void *arg, const char *name)
{
	symtab_t *st = arg;

	for (int i = 0; i < MAXSYM && st->map[i] != NULL; i++)
		if (strcmp(st->map[i], name) == 0)
			return st->fd[i];
	return -1;
}

static int st_const(void *arg, const char *name, int64_t *val)
{
	symtab_t *st = arg;

	for (int i = 0; i < MAXSYM && st->cname[i] != NULL; i++)
		if (strcmp(st->cname[i], name) == 0) {
			*val = st->cval[i];
			return 0;
		}
	return -1;
}

static void st_add_map(symtab_t *st, const char *name, int fd)
{
	int i = 0;

	while (st->map[i] != NULL)
		i++;
	st->map[i] = name;
	st->fd[i] = fd;
}

static void st_add_const(symtab_t *st, const char *name, int64_t val)
{
	int i = 0;

	while (st->cname[i] != NULL)
		i++;
	st->cname[i] = name;
	st->cval[i] = val;
}

static char *disasm(const dt_bpf_prog_t *prog)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	dt_dis_prog(fp, prog, NULL, NULL);
	fclose(fp);
	return buf;
}

static int count_lines(const char *text, const char *line)
{
	size_t n = strlen(line);
	int count = 0;

	for (const char *p = text; (p = strstr(p, line)) != NULL; p += n)
		if ((p == text || p[-1] == '\n') && p[n] == '\n')
			count++;
	return count;
}

static const dt_reloc_t *find_reloc(const dt_bpffunc_t *f, const char *sym)
{
	for (uint32_t i = 0; i < f->bf_nrelocs; i++)
		if (strcmp(f->bf_relocs[i].ir_sym, sym) == 0)
			return &f->bf_relocs[i];
	return NULL;
}

/* Load, with the verifier log printed on failure; fd or -1. */
static int load(const dt_bpf_prog_t *prog, enum bpf_prog_type type,
		const char *what)
{
	static char log[1 << 22];
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .log_buf = log,
		    .log_size = sizeof(log), .log_level = 4);
	char err[256];
	dt_funcinfo_t fi;
	int fd;

	/* support functions that loop (bpf_loop callbacks) need BTF func info */
	if (dt_link_funcinfo(prog, &fi, err, sizeof(err)) != 0) {
		printf("%s: %s\n", what, err);
		return -1;
	}
	opts.prog_btf_fd = fi.fi_cnt ? fi.fi_btf_fd : 0;
	opts.func_info = fi.fi_recs;
	opts.func_info_cnt = fi.fi_cnt;
	opts.func_info_rec_size = fi.fi_cnt ? sizeof(*fi.fi_recs) : 0;
	log[0] = '\0';
	fd = bpf_prog_load(type, NULL, "GPL", prog->bp_insns, prog->bp_ninsns,
			   &opts);
	if (fd < 0) {
		int err = errno;

		/* Again with the full log, to say why. */
		opts.log_level = 1;
		log[0] = '\0';
		bpf_prog_load(type, NULL, "GPL", prog->bp_insns, prog->bp_ninsns,
			      &opts);
		printf("%s: load failed: %s\n", what, strerror(err));
		{
			char *dis = disasm(prog);

			printf("%s", dis);
			free(dis);
		}
		printf("verifier log (last 8 KB):\n%s\n",
		       strlen(log) > 8192 ? log + strlen(log) - 8192 : log);
	} else {
		char *stats = strstr(log, "processed ");

		printf("%s: verifier %.*s", what,
		       stats ? (int)strcspn(stats, "\n") + 1 : 1, stats ? stats : "\n");
	}
	dt_funcinfo_free(&fi);
	return fd;
}

/* ---- the support object itself ---- */

static void test_object(dt_bpfobj_t *obj)
{
	const dt_bpffunc_t *f;
	const dt_reloc_t *r;
	char err[256];

	f = dt_bpfobj_func(obj, "dt_strcmp");
	check(f != NULL && f->bf_ninsns > 4 && f->bf_global, "dt_strcmp is read");
	r = f ? find_reloc(f, "STRSZ") : NULL;
	check(r != NULL && r->ir_kind == DT_RELOC_CONST &&
	      f->bf_insns[r->ir_insn].code == (BPF_LD | BPF_DW | BPF_IMM),
	      "dt_strcmp loads STRSZ");
	f = dt_bpfobj_func(obj, "dt_bvar_ppid");
	check(f != NULL && find_reloc(f, "TASK_REAL_PARENT") != NULL &&
	      find_reloc(f, "TASK_TGID") != NULL, "dt_bvar_ppid loads offsets");
	f = dt_bpfobj_func(obj, "dt_probe_error");
	check(f != NULL && find_reloc(f, "mem") != NULL &&
	      find_reloc(f, "buffers") != NULL, "dt_probe_error loads its maps");
	check(f != NULL && f->bf_insns[f->bf_ninsns - 1].code == (BPF_JMP | BPF_EXIT),
	      "dt_probe_error ends with exit");
	check(dt_bpfobj_func(obj, "dt_nosuch") == NULL, "no dt_nosuch");
	check(dt_bpfobj_nfuncs(obj) >= 3, "at least three functions");
	for (uint32_t i = 1; i < dt_bpfobj_nfuncs(obj); i++)
		if (strcmp(dt_bpfobj_func_at(obj, i - 1)->bf_name,
			   dt_bpfobj_func_at(obj, i)->bf_name) > 0)
			check(0, "functions are sorted by name");

	err[0] = '\0';
	check(dt_bpfobj_open("/nonexistent/dtrace.bpf.o", err, sizeof(err)) == NULL &&
	      strstr(err, "/nonexistent/dtrace.bpf.o") != NULL,
	      "a missing object is an error naming it");
	err[0] = '\0';
	check(dt_bpfobj_open("/proc/self/exe", err, sizeof(err)) == NULL &&
	      strstr(err, "not a little-endian BPF object") != NULL,
	      "a host executable is not a BPF object");
}

/* ---- errors naming the unknown ---- */

static void test_errors(dt_bpfobj_t *obj)
{
	static const struct {
		const char *func;		/* call it, or NULL */
		dt_reloc_kind_t kind;		/* or load this */
		const char *sym;
		int know_strsz;
		const char *msg;
	} cases[] = {
		{ "dt_nosuch", 0, NULL, 1, "relocation for unknown function dt_nosuch" },
		{ NULL, DT_RELOC_MAP, "nomap", 1, "relocation for unknown map nomap" },
		{ NULL, DT_RELOC_MAPVAL, "nomap2", 1, "relocation for unknown map nomap2" },
		{ NULL, DT_RELOC_CONST, "NOCONST", 1, "relocation for unknown constant NOCONST" },
		{ "dt_strcmp", 0, NULL, 0, "relocation for unknown symbol STRSZ" },
	};
	symtab_t st = { 0 };
	dt_link_resolver_t res = { st_map_fd, st_const, &st, NULL };

	st_add_map(&st, "mem", 3);

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		dt_bpf_prog_t *prog = dt_prog_create("err");
		char err[256] = "", what[300];
		int rc;

		st.cname[0] = cases[i].know_strsz ? "STRSZ" : NULL;
		st.cval[0] = 257;
		if (cases[i].func != NULL)
			dt_emit_call_func(prog, cases[i].func);
		else
			dt_emit_reloc(prog, 1, cases[i].kind, cases[i].sym, 0);
		dt_emit(prog, BPF_RETURN());
		rc = dt_link(obj, prog, &res, err, sizeof(err));
		snprintf(what, sizeof(what), "error \"%s\" (got \"%s\")",
			 cases[i].msg, err);
		check(rc == -1 && strcmp(err, cases[i].msg) == 0, what);
		dt_prog_destroy(prog);
	}

	/* A label never placed fails the link too. */
	{
		dt_bpf_prog_t *prog = dt_prog_create("nolabel");
		char err[256] = "";

		dt_emit_jmp(prog, BPF_GOTO(0), dt_label_new(prog));
		dt_emit(prog, BPF_RETURN());
		check(dt_link(obj, prog, &res, err, sizeof(err)) == -1 &&
		      strstr(err, "nolabel") != NULL, "unplaced label fails dt_link");
		dt_prog_destroy(prog);
	}
}

/* ---- task_struct offsets from the kernel's BTF ---- */

/* Bit offset of member name in struct/union id, looking into anonymous members. */
static int btf_member_off(const struct btf *btf, uint32_t id, const char *name,
			  uint32_t *bits)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m = btf_members(t);

	for (uint16_t i = 0; i < btf_vlen(t); i++, m++) {
		const char *mname = btf__name_by_offset(btf, m->name_off);
		uint32_t mid = btf__resolve_type(btf, m->type), sub;
		const struct btf_type *mt = btf__type_by_id(btf, mid);

		if (mname != NULL && strcmp(mname, name) == 0) {
			*bits = btf_member_bit_offset(t, i);
			return 0;
		}
		if ((mname == NULL || *mname == '\0') &&
		    (btf_is_struct(mt) || btf_is_union(mt)) &&
		    btf_member_off(btf, mid, name, &sub) == 0) {
			*bits = btf_member_bit_offset(t, i) + sub;
			return 0;
		}
	}
	return -1;
}

static int task_offsets(int64_t *real_parent, int64_t *tgid)
{
	struct btf *btf = btf__load_vmlinux_btf();
	int32_t id;
	uint32_t b1, b2;
	int rc = -1;

	if (btf == NULL)
		return -1;
	id = btf__find_by_name_kind(btf, "task_struct", BTF_KIND_STRUCT);
	if (id > 0 && btf_member_off(btf, id, "real_parent", &b1) == 0 &&
	    btf_member_off(btf, id, "tgid", &b2) == 0) {
		*real_parent = b1 / 8;
		*tgid = b2 / 8;
		rc = 0;
	}
	btf__free(btf);
	return rc;
}

/* ---- the tracepoint program ---- */

#define STR_OFF		(DT_MEM_BUF + 64)	/* strings in the scratch value */
#define PRID		77

/*
 * if (pid == MYPID) { mem = lookup(mem, 0);
 *   result[0] = dt_strcmp(mem + STR_OFF, mem + STR_OFF + STRSZ);
 *   result[1] = dt_bvar_ppid();
 *   dt_probe_error(ctx, 3, DTRACEFLT_DIVZERO, 0x1234, 42); }
 */
static dt_bpf_prog_t *tp_prog(void)
{
	dt_bpf_prog_t *p = dt_prog_create("test_tp");
	int out = dt_label_new(p);

	dt_emit(p, BPF_MOV_REG(6, 1));
	dt_emit(p, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	dt_emit(p, BPF_ALU64_IMM(BPF_RSH, 0, 32));
	dt_emit_reloc(p, 1, DT_RELOC_CONST, "MYPID", 0);
	dt_emit_jmp(p, BPF_JMP_REG(BPF_JNE, 0, 1, 0), out);
	dt_emit(p, BPF_STORE_IMM(BPF_W, BPF_REG_FP, -4, 0));
	dt_emit(p, BPF_MOV_REG(2, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 2, -4));
	dt_emit_reloc(p, 1, DT_RELOC_MAP, "mem", 0);
	dt_emit(p, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), out);
	dt_emit(p, BPF_MOV_REG(7, 0));
	dt_emit(p, BPF_MOV_REG(1, 7));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 1, STR_OFF));
	dt_emit_reloc(p, 2, DT_RELOC_CONST, "STRSZ", STR_OFF);
	dt_emit(p, BPF_ALU64_REG(BPF_ADD, 2, 7));
	dt_emit_call_func(p, "dt_strcmp");
	dt_emit(p, BPF_MOV_REG(8, 0));
	dt_emit_reloc(p, 1, DT_RELOC_MAPVAL, "result", 0);
	dt_emit(p, BPF_STORE(BPF_DW, 1, 0, 8));
	dt_emit_call_func(p, "dt_bvar_ppid");
	dt_emit_reloc(p, 1, DT_RELOC_MAPVAL, "result", 8);
	dt_emit(p, BPF_STORE(BPF_DW, 1, 0, 0));
	dt_emit(p, BPF_MOV_REG(1, 6));
	dt_emit(p, BPF_MOV_IMM(2, 3));
	dt_emit(p, BPF_MOV_IMM(3, DTRACEFLT_DIVZERO));
	dt_emit(p, BPF_MOV_IMM(4, 0x1234));
	dt_emit(p, BPF_MOV_IMM(5, 42));
	dt_emit_call_func(p, "dt_probe_error");
	dt_label_place(p, out);
	dt_emit(p, BPF_MOV_IMM(0, 0));
	dt_emit(p, BPF_RETURN());
	return p;
}

static int tracepoint_id(const char *event)
{
	static const char *const roots[] = { "/sys/kernel/tracing",
					     "/sys/kernel/debug/tracing" };
	char path[256];

	for (size_t i = 0; i < 2; i++) {
		FILE *fp;
		int id;

		snprintf(path, sizeof(path), "%s/events/%s/id", roots[i], event);
		fp = fopen(path, "r");
		if (fp == NULL)
			continue;
		if (fscanf(fp, "%d", &id) != 1)
			id = -1;
		fclose(fp);
		return id;
	}
	return -1;
}

typedef struct faults {
	int n;
	dt_rec_hdr_t hdr;
	dt_rec_fault_t rec;
	uint32_t size;
} faults_t;

static void on_sample(void *ctx, int cpu, void *data, uint32_t size)
{
	faults_t *f = ctx;

	(void)cpu;
	f->n++;
	f->size = size;
	if (size >= sizeof(f->hdr) + sizeof(f->rec)) {
		memcpy(&f->hdr, data, sizeof(f->hdr));
		memcpy(&f->rec, (char *)data + sizeof(f->hdr), sizeof(f->rec));
	}
}

/* Fill every CPU's scratch value: prid, and the two strings. */
static int fill_mem(int fd, uint32_t vsz, int64_t strsz, const char *s1,
		    const char *s2)
{
	int ncpus = libbpf_num_possible_cpus();
	size_t stride = (vsz + 7) & ~7u;
	char *vals = calloc(ncpus, stride);
	uint32_t key = 0;
	int rc;

	if (vals == NULL)
		return -1;
	for (int c = 0; c < ncpus; c++) {
		char *v = vals + c * stride;

		((dt_mstate_t *)v)->prid = PRID;
		strcpy(v + STR_OFF, s1);
		strcpy(v + STR_OFF + strsz, s2);
	}
	rc = bpf_map_update_elem(fd, &key, vals, BPF_ANY);
	free(vals);
	return rc;
}

static void test_tracepoint(dt_bpfobj_t *obj, int64_t strsz)
{
	char what[128], err[256];
	symtab_t st = { 0 };
	dt_link_resolver_t res = { st_map_fd, st_const, &st, NULL };
	uint32_t vsz = STR_OFF + 2 * strsz, key = 0;
	int mem, buffers, result, pfd = -1, tpid, fd = -1;
	int64_t rp, tg, vals[2] = { -12345, -12345 };
	long ppid;
	struct perf_buffer *pb = NULL;
	faults_t faults = { 0 };
	dt_bpf_prog_t *prog;
	char *dis;

	snprintf(what, sizeof(what), "tracepoint program, STRSZ %lld",
		 (long long)strsz);
	if (task_offsets(&rp, &tg) < 0) {
		check(0, "task_struct offsets from vmlinux BTF");
		return;
	}
	mem = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "mem", 4, vsz, 1, NULL);
	buffers = bpf_map_create(BPF_MAP_TYPE_PERF_EVENT_ARRAY, "buffers", 4, 4,
				 libbpf_num_possible_cpus(), NULL);
	result = bpf_map_create(BPF_MAP_TYPE_ARRAY, "result", 4, 16, 1, NULL);
	check(mem >= 0 && buffers >= 0 && result >= 0, "maps created");
	if (mem < 0 || buffers < 0 || result < 0)
		goto out;
	st_add_map(&st, "mem", mem);
	st_add_map(&st, "buffers", buffers);
	st_add_map(&st, "result", result);
	st_add_const(&st, "STRSZ", strsz);
	st_add_const(&st, "TASK_REAL_PARENT", rp);
	st_add_const(&st, "TASK_TGID", tg);
	st_add_const(&st, "MYPID", getpid());
	st_add_const(&st, "MEM_CPUKEY", 0);

	prog = tp_prog();
	err[0] = '\0';
	check(dt_link(obj, prog, &res, err, sizeof(err)) == 0, "link tracepoint program");
	if (err[0])
		printf("  link error: %s\n", err);
	dis = disasm(prog);
	check(count_lines(dis, "dt_strcmp:") == 1 &&
	      count_lines(dis, "dt_bvar_ppid:") == 1 &&
	      count_lines(dis, "dt_probe_error:") == 1,
	      "each support function linked once, named");
	check(strstr(dis, "  r1 = map[mem]\n") != NULL &&
	      strstr(dis, "  r2 = map[buffers]\n") != NULL &&
	      strstr(dis, "  r1 = &map[result] + 8\n") != NULL,
	      "map loads named in the disassembly");
	check(strstr(dis, "  call dt_strcmp\n") != NULL, "call named");
	free(dis);

	fd = load(prog, BPF_PROG_TYPE_TRACEPOINT, what);
	check(fd >= 0, what);
	dt_prog_destroy(prog);
	if (fd < 0)
		goto out;

	tpid = tracepoint_id("syscalls/sys_enter_getppid");
	if (tpid < 0) {
		skip("running the tracepoint program",
		     "no syscalls/sys_enter_getppid tracepoint");
		goto out;
	}
	pb = perf_buffer__new(buffers, 8, on_sample, NULL, &faults, NULL);
	check(pb != NULL, "perf buffer");
	check(fill_mem(mem, vsz, strsz, "abc", "abd") == 0, "scratch filled");
	check(bpf_map_update_elem(result, &key, vals, BPF_ANY) == 0, "result reset");
	{
		struct perf_event_attr attr = {
			.type = PERF_TYPE_TRACEPOINT, .size = sizeof(attr),
			.config = tpid, .sample_period = 1, .wakeup_events = 1,
		};

		pfd = syscall(SYS_perf_event_open, &attr, 0, -1, -1,
			      PERF_FLAG_FD_CLOEXEC);
	}
	check(pfd >= 0 && ioctl(pfd, PERF_EVENT_IOC_SET_BPF, fd) == 0 &&
	      ioctl(pfd, PERF_EVENT_IOC_ENABLE, 0) == 0, "attached");
	if (pfd < 0 || pb == NULL)
		goto out;

	ppid = syscall(SYS_getppid);
	/* Disabling would not stop the program: only closing detaches it. */
	close(pfd);
	pfd = -1;
	check(bpf_map_lookup_elem(result, &key, vals) == 0, "result read");
	snprintf(what, sizeof(what), "strcmp(\"abc\", \"abd\") = %lld in the kernel",
		 (long long)vals[0]);
	check(vals[0] == -1, what);
	snprintf(what, sizeof(what), "ppid %lld, getppid() %ld", (long long)vals[1],
		 ppid);
	check(vals[1] == ppid, what);

	perf_buffer__consume(pb);
	if (faults.n != 1)
		printf("  %d fault records (size %u)\n", faults.n, faults.size);
	check(faults.n == 1 && faults.size >= 24, "one fault record");
	check(faults.hdr.prid == PRID && faults.hdr.stid == DT_STID_ERROR,
	      "fault record header");
	check(faults.rec.clause == 3 && faults.rec.fault == DTRACEFLT_DIVZERO &&
	      faults.rec.addr == 0x1234 && faults.rec.pc == 42,
	      "fault record contents");
out:
	perf_buffer__free(pb);
	if (pfd >= 0)
		close(pfd);
	if (fd >= 0)
		close(fd);
	if (mem >= 0)
		close(mem);
	if (buffers >= 0)
		close(buffers);
	if (result >= 0)
		close(result);
}

/* ---- dt_strcmp's answers ---- */

/* What dt_strcmp must answer: strcmp on unsigned bytes, within n bytes. */
static int64_t ref_strcmp(const char *s1, const char *s2, int64_t n)
{
	for (int64_t i = 0; i < n; i++) {
		unsigned char c1 = s1[i], c2 = s2[i];

		if (c1 != c2)
			return (int64_t)c1 - c2;
		if (c1 == 0)
			break;
	}
	return 0;
}

/* Run prog (a socket filter) once; its return value, or INT64_MIN. */
static int64_t test_run(int fd)
{
	char pkt[64] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .data_in = pkt,
		    .data_size_in = sizeof(pkt), .repeat = 1);

	if (bpf_prog_test_run_opts(fd, &opts) < 0)
		return INT64_MIN;
	return (int32_t)opts.retval;
}

static void test_strcmp(dt_bpfobj_t *obj, int64_t strsz)
{
	/* Strings with their sizes: some have bytes after their NUL. */
#define CASE(a, b, sign)	{ a, sizeof(a), b, sizeof(b), sign }
	static const struct {
		const char *s1;
		size_t n1;
		const char *s2;
		size_t n2;
		int sign;
	} cases[] = {
		CASE("abc", "abc", 0), CASE("abc", "abd", -1), CASE("abd", "abc", 1),
		CASE("", "", 0), CASE("a", "", 1), CASE("", "a", -1),
		CASE("ab", "abc", -1), CASE("\xff", "a", 1), CASE("a", "\x80", -1),
		CASE("ab\0x", "ab\0y", 0), CASE("long", "lon", 1),
	};
#undef CASE
	symtab_t st = { 0 };
	dt_link_resolver_t res = { st_map_fd, st_const, &st, NULL };
	dt_bpf_prog_t *prog = dt_prog_create("test_strcmp");
	int strs = bpf_map_create(BPF_MAP_TYPE_ARRAY, "strs", 4, 2 * strsz, 1, NULL);
	char *val = calloc(2, strsz), err[256] = "", what[160];
	uint32_t key = 0;
	int fd = -1;

	check(strs >= 0 && val != NULL, "strings map");
	if (strs < 0 || val == NULL)
		goto out;
	st_add_map(&st, "strs", strs);
	st_add_const(&st, "STRSZ", strsz);
	dt_emit_reloc(prog, 1, DT_RELOC_MAPVAL, "strs", 0);
	dt_emit_reloc(prog, 2, DT_RELOC_MAPVAL, "strs", strsz);
	dt_emit_call_func(prog, "dt_strcmp");
	dt_emit(prog, BPF_RETURN());
	check(dt_link(obj, prog, &res, err, sizeof(err)) == 0, "link strcmp program");
	snprintf(what, sizeof(what), "socket filter calling dt_strcmp, STRSZ %lld",
		 (long long)strsz);
	fd = load(prog, BPF_PROG_TYPE_SOCKET_FILTER, what);
	check(fd >= 0, what);
	if (fd < 0)
		goto out;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int64_t rc;

		memset(val, 0, 2 * strsz);
		memcpy(val, cases[i].s1, cases[i].n1);
		memcpy(val + strsz, cases[i].s2, cases[i].n2);
		bpf_map_update_elem(strs, &key, val, BPF_ANY);
		rc = test_run(fd);
		snprintf(what, sizeof(what), "dt_strcmp(\"%s\", \"%s\") = %lld",
			 cases[i].s1, cases[i].s2, (long long)rc);
		check(rc != INT64_MIN && rc == ref_strcmp(val, val + strsz, strsz) &&
		      (rc > 0) - (rc < 0) == cases[i].sign, what);
	}

	/* Buffers full to the last byte, no NUL: bounded by STRSZ. */
	memset(val, 'x', 2 * strsz);
	bpf_map_update_elem(strs, &key, val, BPF_ANY);
	check(test_run(fd) == 0, "equal buffers without NUL compare equal");
	val[2 * strsz - 1] = 'y';
	bpf_map_update_elem(strs, &key, val, BPF_ANY);
	check(test_run(fd) == 'x' - 'y', "difference in the last byte is seen");
out:
	if (fd >= 0)
		close(fd);
	if (strs >= 0)
		close(strs);
	free(val);
	dt_prog_destroy(prog);
}

/* ---- transitive calls of every form ---- */

static dt_bpf_prog_t *the_frag;

static const dt_bpf_prog_t *frag_func(void *arg, const char *name)
{
	(void)arg;
	return strcmp(name, "frag") == 0 ? the_frag : NULL;
}

/* A generated function (the resolver's func()) calling a support function. */
static void test_frag(dt_bpfobj_t *obj)
{
	symtab_t st = { 0 };
	dt_link_resolver_t res = { st_map_fd, st_const, &st, frag_func };
	dt_bpf_prog_t *prog = dt_prog_create("test_frag");
	char err[256] = "";
	int fd, l;

	st_add_const(&st, "K2", 7);
	st_add_const(&st, "K3", 1000);
	/* frag(x) = t_leaf(x) + x + K3 */
	the_frag = dt_prog_create("frag");
	l = dt_label_new(the_frag);
	dt_emit(the_frag, BPF_MOV_REG(6, 1));
	dt_emit_call_func(the_frag, "t_leaf");
	dt_emit(the_frag, BPF_ALU64_REG(BPF_ADD, 0, 6));
	dt_emit_jmp(the_frag, BPF_JMP_IMM(BPF_JNE, 6, 0, 0), l);
	dt_emit(the_frag, BPF_MOV_IMM(0, -1));
	dt_label_place(the_frag, l);
	dt_emit_reloc(the_frag, 1, DT_RELOC_CONST, "K3", 0);
	dt_emit(the_frag, BPF_ALU64_REG(BPF_ADD, 0, 1));
	dt_emit(the_frag, BPF_RETURN());

	dt_emit(prog, BPF_MOV_IMM(1, 5));
	dt_emit_call_func(prog, "frag");
	dt_emit(prog, BPF_RETURN());
	check(dt_link(obj, prog, &res, err, sizeof(err)) == -1 &&
	      strcmp(err, "function frag is not finished") == 0,
	      "an unfinished function is refused");
	check(dt_prog_finish(the_frag) == 0, "finish frag");
	check(dt_link(obj, prog, &res, err, sizeof(err)) == 0, "link frag");
	fd = load(prog, BPF_PROG_TYPE_SOCKET_FILTER, "generated function");
	check(fd >= 0, "generated function loads");
	if (fd >= 0) {
		check(test_run(fd) == 5 + 7 + 5 + 1000, "frag(5) = 1017");
		close(fd);
	}
	dt_prog_destroy(prog);
	dt_prog_destroy(the_frag);
}

static void test_calls(const char *path)
{
	char err[256] = "";
	dt_bpfobj_t *obj = dt_bpfobj_open(path, err, sizeof(err));
	symtab_t st = { 0 };
	dt_link_resolver_t res = { st_map_fd, st_const, &st, NULL };
	dt_bpf_prog_t *prog;
	char *dis;
	int fd;

	if (obj == NULL) {
		skip("transitive calls", err);
		return;
	}
	check(dt_bpfobj_func(obj, "t_static") != NULL &&
	      !dt_bpfobj_func(obj, "t_static")->bf_global, "static function read");
	st_add_const(&st, "K1", 100);
	st_add_const(&st, "K2", 7);
	prog = dt_prog_create("test_calls");
	dt_emit(prog, BPF_MOV_IMM(1, 5));
	dt_emit_call_func(prog, "t_top");
	dt_emit(prog, BPF_MOV_REG(6, 0));
	dt_emit(prog, BPF_MOV_IMM(1, 1));
	dt_emit_call_func(prog, "t_leaf");
	dt_emit(prog, BPF_ALU64_REG(BPF_ADD, 0, 6));
	dt_emit(prog, BPF_RETURN());
	check(dt_link(obj, prog, &res, err, sizeof(err)) == 0, "link calls");
	dis = disasm(prog);
	check(count_lines(dis, "t_top:") == 1 && count_lines(dis, "t_mid:") == 1 &&
	      count_lines(dis, "t_leaf:") == 1 && count_lines(dis, "t_static:") == 1 &&
	      count_lines(dis, "t_aux:") == 1 && count_lines(dis, "t_aux0:") == 1,
	      "every function linked once");
	check(strstr(dis, "t_top:") < strstr(dis, "t_leaf:") &&
	      strstr(dis, "t_leaf:") < strstr(dis, "t_mid:"),
	      "functions appended in the order first reached");
	free(dis);
	/* Linking again changes nothing. */
	{
		uint32_t n = prog->bp_ninsns;

		check(dt_link(obj, prog, &res, err, sizeof(err)) == 0 &&
		      prog->bp_ninsns == n, "linking twice appends nothing");
	}
	fd = load(prog, BPF_PROG_TYPE_SOCKET_FILTER, "transitive calls");
	check(fd >= 0, "transitive calls load");
	if (fd >= 0) {
		int64_t rc = test_run(fd);
		char what[64];

		/* t_top(5) = 8 * 5 + 114 (see link_calls.bpf.c), t_leaf(1) = 8 */
		snprintf(what, sizeof(what), "t_top(5) + t_leaf(1) = %lld", (long long)rc);
		check(rc == 162, what);
		close(fd);
	}
	dt_prog_destroy(prog);
	test_frag(obj);
	dt_bpfobj_close(obj);
}

int main(int argc, char **argv)
{
	char pbuf[4096], cbuf[4096], err[512] = "";
	const char *path = test_path(argc, argv, 1, "DTRACE_BPF_OBJ",
				     "DTRACE_LIBDIR", "dtrace.bpf.o",
				     pbuf, sizeof(pbuf));
	const char *calls = test_path(argc, argv, 2, "DTRACE_TEST_CALLS_OBJ",
				      "builddir", "link_calls.bpf.o",
				      cbuf, sizeof(cbuf));
	dt_bpfobj_t *obj;

	setvbuf(stdout, NULL, _IOLBF, 0);
	obj = dt_bpfobj_open(path, err, sizeof(err));
	check(obj != NULL, "open the support object");
	if (obj == NULL) {
		printf("  %s\n", err);
		goto done;
	}
	test_object(obj);
	test_errors(obj);
	if (geteuid() != 0) {
		skip("loading programs", "not root");
	} else {
		test_tracepoint(obj, 257);
		test_tracepoint(obj, 4097);
		test_strcmp(obj, 257);
		test_strcmp(obj, 4097);
		test_calls(calls);
	}
	dt_bpfobj_close(obj);
done:
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail ? 1 : 0;
}
