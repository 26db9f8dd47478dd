/*
 * The dtrace provider: dtrace:::BEGIN, END and ERROR, probes 1, 2 and 3.
 *
 * BEGIN and END are uprobes, limited to this process, on dt_begin_trigger()
 * and dt_end_trigger(), which the consumer calls itself when tracing starts
 * and when it stops: so BEGIN runs before anything else is consumed and END
 * after, in the dtrace process (DESIGN.md, "BEGIN/END/ERROR").  ERROR has no
 * attachment: the generated code fires it on a fault.  None has arguments
 * here (ERROR's are filled by the fault path).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* dladdr1(), struct link_map */
#endif
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include "dt_impl.h"
#include "../uprobes/uprobe_elf.h"

#define DT_PROBE_BEGIN	1
#define DT_PROBE_END	2
#define DT_PROBE_ERROR	3

/* Kept out of line and non-empty for the optimiser: they are probe sites. */
__attribute__((noinline, used)) void dt_begin_trigger(void)
{
	asm volatile("");
}

__attribute__((noinline, used)) void dt_end_trigger(void)
{
	asm volatile("");
}

static int dt_dtrace_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	static const char *const names[] = { "BEGIN", "END", "ERROR" };
	uint32_t i;

	for (i = 0; i < 3; i++) {
		dt_probe_t *pr = dt_probe_insert(dtp, pv, "", "", names[i], 0);

		if (pr == NULL)
			return -1;
		if (pr->pr_id != DT_PROBE_BEGIN + i)
			return dt_set_errmsg(dtp, D_NONE,
					     "dtrace:::%s would be probe %u: the dtrace provider must be populated first",
					     names[i], pr->pr_id);
	}
	return 0;
}

static void dt_dtrace_trampoline(dtrace_hdl_t *dtp, dt_bpf_prog_t *dp, int out_label)
{
	(void)dtp;
	(void)out_label;
	dt_tramp_prid(dp);
	dt_tramp_clear_args(dp, 0, 1);
}

/* The file that holds fn (the dtrace executable or libdtrace.so) and its load bias. */
static int dt_dtrace_object(dtrace_hdl_t *dtp, void (*fn)(void), char *path, size_t len,
			    uint64_t *bias)
{
	struct link_map *lm = NULL;
	Dl_info info;
	ssize_t n;

	if (dladdr1((void *)fn, &info, (void **)&lm, RTLD_DL_LINKMAP) == 0 || lm == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot find the object containing libdtrace");
	*bias = lm->l_addr;
	/* the main program has no name in the link map (dladdr gives argv[0]) */
	if (lm->l_name[0] != '\0') {
		if (snprintf(path, len, "%s", lm->l_name) >= (int)len)
			return dt_set_errmsg(dtp, D_NONE, "path too long: %s", lm->l_name);
		return 0;
	}
	n = readlink("/proc/self/exe", path, len - 1);
	if (n < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot read /proc/self/exe: %s", strerror(errno));
	path[n] = '\0';
	return 0;
}

/* File offset of fn in path: by symbol, or by address if the file is stripped. */
static int dt_dtrace_offset(dtrace_hdl_t *dtp, const char *path, const char *sym,
			    void (*fn)(void), uint64_t bias, uint64_t *off)
{
	uprobe_elf_t *ue;
	int rc = uprobe_elf_symbol_offset(path, sym, off);

	if (rc == -ENOENT) {
		ue = uprobe_elf_open(path);
		rc = ue == NULL ? -errno :
		     uprobe_elf_vaddr_to_offset(ue, (uint64_t)(uintptr_t)fn - bias, off);
		uprobe_elf_close(ue);
	}
	if (rc != 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot find %s in %s: %s", sym, path,
				     strerror(-rc));
	return 0;
}

static int dt_uprobe_pmu_type(dtrace_hdl_t *dtp)
{
	const char *path = "/sys/bus/event_source/devices/uprobe/type";
	FILE *fp = fopen(path, "re");
	int type = -1;

	if (fp != NULL) {
		if (fscanf(fp, "%d", &type) != 1)
			type = -1;
		fclose(fp);
	}
	if (type < 0)
		return dt_set_errmsg(dtp, D_NONE, "uprobes are not available (%s)", path);
	return type;
}

static int dt_dtrace_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	void (*fn)(void);
	const char *sym;
	char path[PATH_MAX];
	uint64_t bias = 0, off = 0;
	struct perf_event_attr attr;
	int type, fd;

	switch (pr->pr_id) {
	case DT_PROBE_BEGIN:
		fn = dt_begin_trigger;
		sym = "dt_begin_trigger";
		break;
	case DT_PROBE_END:
		fn = dt_end_trigger;
		sym = "dt_end_trigger";
		break;
	default:
		return 0;	/* ERROR: fired by the generated code itself */
	}
	if (dt_dtrace_object(dtp, fn, path, sizeof(path), &bias) != 0 ||
	    dt_dtrace_offset(dtp, path, sym, fn, bias, &off) != 0 ||
	    (type = dt_uprobe_pmu_type(dtp)) < 0)
		return -1;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = type;
	attr.config1 = (uint64_t)(uintptr_t)path;
	attr.config2 = off;
	/* this process only: another dtrace running the same code has its own BEGIN */
	fd = dt_perf_event_open(&attr, getpid(), -1);
	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot create uprobe for dtrace:::%s at %s+0x%llx: %s",
				     pr->pr_name, path, (unsigned long long)off, strerror(errno));
	return dt_attach_perf_event(dtp, pr, prog_fd, fd);
}

const dt_provimpl_t dt_prov_dtrace = {
	.name = "dtrace",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.populate = dt_dtrace_populate,
	.trampoline = dt_dtrace_trampoline,
	.attach = dt_dtrace_attach,
	.detach = dt_detach_fds,
};
