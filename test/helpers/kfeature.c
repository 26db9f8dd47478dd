/*
 * kfeature: does this kernel let a BPF program of a given kind load and
 * attach?  test/run asks it for the @@requires names that a file in /sys
 * cannot answer (a kernel may have the PMU or the BTF and still refuse the
 * program, as fentry is refused with EPERM under some lockdown settings).
 *
 *   kfeature FEATURE
 *
 * FEATURE is one of: kprobes, kprobe-multi, fentry, fexit, tp_btf, rawtp.
 * Each loads the smallest program of that kind ("r0 = 0; exit") and
 * attaches it to a kernel function or tracepoint that every kernel has, then
 * closes everything.  Exit 0 if the kernel allowed both; 1 with one line on
 * stdout saying what was refused and why; 2 on a usage error.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

/* What is probed: called all the time, traceable on every kernel since 5.x. */
#define KFUNC "vfs_read"
#define TRACEPOINT "sched_switch"

static const struct bpf_insn ret0[] = {
	{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
	{ .code = BPF_JMP | BPF_EXIT },
};

static char why[512];

static int refused(const char *what, int err)
{
	snprintf(why, sizeof(why), "%s: %s", what, strerror(err < 0 ? -err : err));
	return -1;
}

static int load(enum bpf_prog_type type, struct bpf_prog_load_opts *opts)
{
	int fd = bpf_prog_load(type, "kfeature", "GPL", ret0,
			       sizeof(ret0) / sizeof(ret0[0]), opts);

	return fd < 0 ? -errno : fd;
}

/* The BTF id of NAME of KIND in vmlinux's BTF, or a negative errno. */
static int vmlinux_btf_id(const char *name, int kind)
{
	struct btf *btf = btf__load_vmlinux_btf();
	int id;

	if (btf == NULL)
		return -errno;
	id = btf__find_by_name_kind(btf, name, kind);
	btf__free(btf);
	return id;
}

/* fentry, fexit and tp_btf: typed programs tied to a BTF id at load. */
static int try_tracing(const char *label, enum bpf_attach_type type,
		       const char *name, int kind)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = type);
	char what[128];
	int id, prog, link;

	id = vmlinux_btf_id(name, kind);
	if (id < 0) {
		snprintf(what, sizeof(what), "finding %s in the kernel's BTF", name);
		return refused(what, id);
	}
	opts.attach_btf_id = id;
	prog = load(BPF_PROG_TYPE_TRACING, &opts);
	if (prog < 0) {
		snprintf(what, sizeof(what), "loading the %s program on %s", label, name);
		return refused(what, prog);
	}
	link = bpf_raw_tracepoint_open(NULL, prog);
	if (link < 0) {
		link = -errno;
		close(prog);
		snprintf(what, sizeof(what), "attaching the %s program to %s", label, name);
		return refused(what, link);
	}
	close(link);
	close(prog);
	return 0;
}

static int try_fentry(void)
{
	return try_tracing("fentry", BPF_TRACE_FENTRY, KFUNC, BTF_KIND_FUNC);
}

static int try_fexit(void)
{
	return try_tracing("fexit", BPF_TRACE_FEXIT, KFUNC, BTF_KIND_FUNC);
}

static int try_tp_btf(void)
{
	return try_tracing("tp_btf", BPF_TRACE_RAW_TP, "btf_trace_" TRACEPOINT,
			   BTF_KIND_TYPEDEF);
}

static int try_rawtp(void)
{
	int prog, link;

	prog = load(BPF_PROG_TYPE_RAW_TRACEPOINT, NULL);
	if (prog < 0)
		return refused("loading a raw tracepoint program", prog);
	link = bpf_raw_tracepoint_open(TRACEPOINT, prog);
	if (link < 0) {
		link = -errno;
		close(prog);
		return refused("attaching it to " TRACEPOINT, link);
	}
	close(link);
	close(prog);
	return 0;
}

/* The kprobe PMU's type, read from sysfs; negative errno if absent. */
static int kprobe_pmu_type(void)
{
	FILE *f = fopen("/sys/bus/event_source/devices/kprobe/type", "r");
	int type = -ENOENT;

	if (f == NULL)
		return -errno;
	if (fscanf(f, "%d", &type) != 1)
		type = -EINVAL;
	fclose(f);
	return type;
}

static int try_kprobes(void)
{
	struct perf_event_attr attr = { .size = sizeof(attr) };
	int type, prog, pfd, link;

	type = kprobe_pmu_type();
	if (type < 0)
		return refused("no kprobe PMU (/sys/bus/event_source/devices/kprobe)", type);
	prog = load(BPF_PROG_TYPE_KPROBE, NULL);
	if (prog < 0)
		return refused("loading a kprobe program", prog);
	attr.type = type;
	attr.config1 = (unsigned long)KFUNC;	/* kprobe_func */
	pfd = syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd < 0) {
		pfd = -errno;
		close(prog);
		return refused("creating a kprobe on " KFUNC, pfd);
	}
	link = bpf_link_create(prog, pfd, BPF_PERF_EVENT, NULL);
	if (link < 0) {
		link = -errno;
		close(pfd);
		close(prog);
		return refused("attaching the program to the kprobe", link);
	}
	close(link);
	close(pfd);
	close(prog);
	return 0;
}

static int try_kprobe_multi(void)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
		    .expected_attach_type = BPF_TRACE_KPROBE_MULTI);
	const char *syms[] = { KFUNC };
	LIBBPF_OPTS(bpf_link_create_opts, lopts, .kprobe_multi.syms = syms,
		    .kprobe_multi.cnt = 1);
	int prog, link;

	prog = load(BPF_PROG_TYPE_KPROBE, &opts);
	if (prog < 0)
		return refused("loading a kprobe.multi program", prog);
	link = bpf_link_create(prog, 0, BPF_TRACE_KPROBE_MULTI, &lopts);
	if (link < 0) {
		link = -errno;
		close(prog);
		return refused("attaching a kprobe.multi link on " KFUNC, link);
	}
	close(link);
	close(prog);
	return 0;
}

static const struct feature {
	const char *name;
	int (*try)(void);
} features[] = {
	{ "kprobes", try_kprobes },
	{ "kprobe-multi", try_kprobe_multi },
	{ "fentry", try_fentry },
	{ "fexit", try_fexit },
	{ "tp_btf", try_tp_btf },
	{ "rawtp", try_rawtp },
};

static int quiet(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

int main(int argc, char **argv)
{
	size_t i, n = sizeof(features) / sizeof(features[0]);

	if (argc != 2) {
		fprintf(stderr, "usage: kfeature FEATURE (one of:");
		for (i = 0; i < n; i++)
			fprintf(stderr, " %s", features[i].name);
		fprintf(stderr, ")\n");
		return 2;
	}
	libbpf_set_print(quiet);
	for (i = 0; i < n; i++) {
		if (strcmp(argv[1], features[i].name) != 0)
			continue;
		if (features[i].try() == 0)
			return 0;
		printf("%s\n", why);
		return 1;
	}
	fprintf(stderr, "kfeature: unknown feature '%s'\n", argv[1]);
	return 2;
}
