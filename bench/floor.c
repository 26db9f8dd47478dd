/*
 * floor: the cheapest BPF program a tracer could attach to a tracepoint or
 * a kernel function, loaded directly with libbpf (bench/run's "floor" of
 * the per-event cost).
 *
 *   floor [CATEGORY/EVENT]     default syscalls/sys_enter_getppid
 *   floor fentry:FUNCTION      an fentry program on FUNCTION (the fbt case)
 *   floor uprobe:PATH:SYMBOL   a uprobe on SYMBOL of the ELF file PATH (the
 *                              pid provider's case), every process
 *
 * It loads "r0 = 0; exit", attaches it (a tracepoint through a perf event
 * and a BPF link, as build/dtrace attaches its tracepoint programs; a
 * function through its BTF id and a trampoline), prints "live" and waits
 * until SIGINT or SIGTERM; then it exits, which closes the attachment.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

static volatile sig_atomic_t done;

static void on_signal(int sig)
{
	done = 1;
}

static long tracepoint_id(const char *event)
{
	static const char *const roots[] = { "/sys/kernel/tracing/events",
					     "/sys/kernel/debug/tracing/events" };
	char path[512];
	long id = -1;

	for (size_t i = 0; i < sizeof(roots) / sizeof(roots[0]) && id < 0; i++) {
		FILE *f;

		snprintf(path, sizeof(path), "%s/%s/id", roots[i], event);
		f = fopen(path, "r");
		if (f == NULL)
			continue;
		if (fscanf(f, "%ld", &id) != 1)
			id = -1;
		fclose(f);
	}
	return id;
}

static const struct bpf_insn insns[] = {
	{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
	{ .code = BPF_JMP | BPF_EXIT },
};

static int attach_empty(long id)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_TRACEPOINT,
		.size = sizeof(attr),
		.config = id,
		.sample_period = 1,
		.wakeup_events = 1,
	};
	int prog, pfd;

	prog = bpf_prog_load(BPF_PROG_TYPE_TRACEPOINT, "floor", "GPL", insns,
			     sizeof(insns) / sizeof(insns[0]), NULL);
	if (prog < 0) {
		fprintf(stderr, "floor: loading the program: %s\n", strerror(-prog));
		return -1;
	}
	pfd = syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd < 0) {
		fprintf(stderr, "floor: perf_event_open: %s\n", strerror(errno));
		return -1;
	}
	if (bpf_link_create(prog, pfd, BPF_PERF_EVENT, NULL) < 0) {
		fprintf(stderr, "floor: attaching: %s\n", strerror(errno));
		return -1;
	}
	return 0;
}

/* SYMBOL's file offset in the ELF64 file PATH (its .symtab), or -1. */
static long elf_sym_offset(const char *path, const char *sym)
{
	struct stat st;
	const Elf64_Ehdr *eh;
	const Elf64_Shdr *sh;
	const Elf64_Phdr *ph;
	long off = -1;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0 || fstat(fd, &st) != 0 ||
	    (eh = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0)) == MAP_FAILED) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	sh = (const void *)((const char *)eh + eh->e_shoff);
	ph = (const void *)((const char *)eh + eh->e_phoff);
	for (int i = 0; i < eh->e_shnum && off < 0; i++) {
		const Elf64_Sym *s = (const void *)((const char *)eh + sh[i].sh_offset);
		const char *names = (const char *)eh + sh[sh[i].sh_link].sh_offset;

		if (sh[i].sh_type != SHT_SYMTAB)
			continue;
		for (size_t j = 0; j < sh[i].sh_size / sizeof(*s) && off < 0; j++) {
			if (strcmp(names + s[j].st_name, sym) != 0 || s[j].st_value == 0)
				continue;
			for (int k = 0; k < eh->e_phnum; k++) {
				if (ph[k].p_type == PT_LOAD && s[j].st_value >= ph[k].p_vaddr &&
				    s[j].st_value < ph[k].p_vaddr + ph[k].p_filesz)
					off = (long)(s[j].st_value - ph[k].p_vaddr + ph[k].p_offset);
			}
		}
	}
	munmap((void *)eh, st.st_size);
	close(fd);
	return off;
}

/* The uprobe PMU's type (perf_event_attr.type), or -1. */
static int uprobe_pmu(void)
{
	FILE *f = fopen("/sys/bus/event_source/devices/uprobe/type", "r");
	int type = -1;

	if (f != NULL) {
		if (fscanf(f, "%d", &type) != 1)
			type = -1;
		fclose(f);
	}
	return type;
}

/* "r0 = 0; exit" on a uprobe (a perf event of the uprobe PMU, as libbpf makes them). */
static int attach_uprobe(const char *spec)
{
	char path[512];
	const char *colon = strrchr(spec, ':');
	struct perf_event_attr attr = { .size = sizeof(attr), .sample_period = 1 };
	long off;
	int prog, pfd;

	if (colon == NULL || (size_t)(colon - spec) >= sizeof(path)) {
		fprintf(stderr, "floor: uprobe:PATH:SYMBOL expected\n");
		return -1;
	}
	memcpy(path, spec, colon - spec);
	path[colon - spec] = '\0';
	if ((off = elf_sym_offset(path, colon + 1)) < 0 || (attr.type = uprobe_pmu()) < 0) {
		fprintf(stderr, "floor: no symbol %s in %s, or no uprobe PMU\n", colon + 1, path);
		return -1;
	}
	attr.config1 = (uint64_t)(uintptr_t)path;
	attr.config2 = (uint64_t)off;
	prog = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "floor", "GPL", insns,
			     sizeof(insns) / sizeof(insns[0]), NULL);
	if (prog < 0) {
		fprintf(stderr, "floor: loading the program: %s\n", strerror(-prog));
		return -1;
	}
	pfd = syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd < 0 || bpf_link_create(prog, pfd, BPF_PERF_EVENT, NULL) < 0) {
		fprintf(stderr, "floor: attaching the uprobe: %s\n", strerror(errno));
		return -1;
	}
	return 0;
}

/* The program and its link stay open until the process exits. */
static int attach_fentry(const char *func)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
		    .expected_attach_type = BPF_TRACE_FENTRY);
	struct btf *btf = btf__load_vmlinux_btf();
	int id, prog;

	if (btf == NULL) {
		fprintf(stderr, "floor: the kernel's BTF: %s\n", strerror(errno));
		return -1;
	}
	id = btf__find_by_name_kind(btf, func, BTF_KIND_FUNC);
	btf__free(btf);
	if (id < 0) {
		fprintf(stderr, "floor: no function %s in the kernel's BTF\n", func);
		return -1;
	}
	opts.attach_btf_id = id;
	prog = bpf_prog_load(BPF_PROG_TYPE_TRACING, "floor", "GPL", insns,
			     sizeof(insns) / sizeof(insns[0]), &opts);
	if (prog < 0) {
		fprintf(stderr, "floor: loading the fentry program: %s\n", strerror(-prog));
		return -1;
	}
	if (bpf_raw_tracepoint_open(NULL, prog) < 0) {
		fprintf(stderr, "floor: attaching to %s: %s\n", func, strerror(errno));
		return -1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	const char *event = argc > 1 ? argv[1] : "syscalls/sys_enter_getppid";

	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	if (strncmp(event, "fentry:", 7) == 0) {
		if (attach_fentry(event + 7) != 0)
			return 1;
	} else if (strncmp(event, "uprobe:", 7) == 0) {
		if (attach_uprobe(event + 7) != 0)
			return 1;
	} else {
		long id = tracepoint_id(event);

		if (id < 0) {
			fprintf(stderr, "floor: no tracepoint %s\n", event);
			return 1;
		}
		if (attach_empty(id) != 0)
			return 1;
	}
	printf("live\n");
	fflush(stdout);
	while (!done)
		pause();
	return 0;
}
