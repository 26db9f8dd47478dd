/*
 * Kernel features, asked of the kernel itself (dt_features.h).
 *
 * Kernel versions say little: distributions turn kprobes or fprobe off,
 * lockdown refuses fentry, backports add things.  So each feature is
 * tried the cheapest way that gives a sure answer, the first time a
 * provider needs it (providers ask when they populate or load, so
 * `dtrace -n BEGIN` pays for none):
 *
 *   fentry        load a two-instruction BPF_TRACE_FENTRY program on a
 *                 function of vmlinux's BTF (nothing is attached)
 *   tp_btf        the same with BPF_TRACE_RAW_TP on btf_trace_sched_switch
 *   raw_tp        load a BPF_PROG_TYPE_RAW_TRACEPOINT program
 *   kprobe        the kprobe PMU is registered (/sys/bus/event_source)
 *   kprobe.multi  a BPF_TRACE_KPROBE_MULTI link of no function: the kernel
 *                 says EINVAL (no functions) where it has them, EOPNOTSUPP
 *                 where it was built without CONFIG_FPROBE
 *   uprobe.multi  a BPF_TRACE_UPROBE_MULTI link on a file that does not
 *                 exist: ENOENT where the kernel has them (it got as far
 *                 as the path), EINVAL before Linux 6.6
 *
 * The answers hold for the whole process (one kernel): they are kept in
 * static storage, under a lock since handles may live in several threads.
 * $DTRACE_KF_DENY (e.g. "tp_btf,fentry") makes dtrace act as on a kernel
 * without the features it names, for tests of the fallbacks.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_btf.h"
#include "dt_features.h"
#include "dt_uprobe.h"

#define DT_KPROBE_PMU	"/sys/bus/event_source/devices/kprobe/type"

typedef struct dt_kfstate {
	int kf_known;		/* asked already */
	int kf_have;
	char kf_why[160];	/* why not, when !kf_have */
} dt_kfstate_t;

static dt_kfstate_t dt_kfstates[DT_KF_NFEATURES];
static pthread_mutex_t dt_kflock = PTHREAD_MUTEX_INITIALIZER;

/* r0 = 0; exit */
static const struct bpf_insn dt_kf_insns[] = {
	BPF_MOV_IMM(BPF_REG_0, 0),
	BPF_RETURN(),
};

static int dt_kf_load(enum bpf_prog_type type, enum bpf_attach_type attach, uint32_t btf_id)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = attach,
		    .attach_btf_id = btf_id);

	return bpf_prog_load(type, "dt_kfeature", "GPL", dt_kf_insns,
			     sizeof(dt_kf_insns) / sizeof(dt_kf_insns[0]), &opts);
}

/*
 * Load a tracing program of attach type 'attach' on the first of names
 * (of BTF kind 'kind') that vmlinux's BTF has.
 */
static int dt_kf_tracing(dtrace_hdl_t *dtp, enum bpf_attach_type attach, int kind,
			 const char *const *names, const char *what, dt_kfstate_t *kf)
{
	struct btf *btf = dt_btf_vmlinux(dtp);
	int id = -1, fd;

	if (btf == NULL) {
		snprintf(kf->kf_why, sizeof(kf->kf_why),
			 "%s programs need the kernel's BTF, which cannot be read", what);
		return 0;
	}
	for (; *names != NULL && id < 0; names++)
		id = btf__find_by_name_kind(btf, *names, kind);
	if (id < 0) {
		snprintf(kf->kf_why, sizeof(kf->kf_why), "the kernel's BTF has no %s target", what);
		return 0;
	}
	fd = dt_kf_load(BPF_PROG_TYPE_TRACING, attach, (uint32_t)id);
	if (fd < 0) {
		snprintf(kf->kf_why, sizeof(kf->kf_why), "the kernel refuses %s programs: %s", what,
			 strerror(errno));
		return 0;
	}
	close(fd);
	return 1;
}

static int dt_kf_fentry(dtrace_hdl_t *dtp, dt_kfstate_t *kf)
{
	static const char *const funcs[] = { "vfs_read", "schedule", "do_exit", NULL };

	return dt_kf_tracing(dtp, BPF_TRACE_FENTRY, BTF_KIND_FUNC, funcs, "fentry", kf);
}

static int dt_kf_tp_btf(dtrace_hdl_t *dtp, dt_kfstate_t *kf)
{
	static const char *const tps[] = {
		"btf_trace_sched_switch", "btf_trace_sched_process_exec", NULL
	};

	return dt_kf_tracing(dtp, BPF_TRACE_RAW_TP, BTF_KIND_TYPEDEF, tps, "tp_btf", kf);
}

static int dt_kf_raw_tp(dtrace_hdl_t *dtp, dt_kfstate_t *kf)
{
	int fd = dt_kf_load(BPF_PROG_TYPE_RAW_TRACEPOINT, 0, 0);

	(void)dtp;
	if (fd < 0) {
		snprintf(kf->kf_why, sizeof(kf->kf_why),
			 "the kernel refuses raw tracepoint programs: %s", strerror(errno));
		return 0;
	}
	close(fd);
	return 1;
}

static int dt_kf_kprobe(dtrace_hdl_t *dtp, dt_kfstate_t *kf)
{
	(void)dtp;
	if (access(DT_KPROBE_PMU, R_OK) == 0)
		return 1;
	snprintf(kf->kf_why, sizeof(kf->kf_why), "the kernel has no kprobes (no %s)",
		 DT_KPROBE_PMU);
	return 0;
}

static int dt_kf_kprobe_multi(dtrace_hdl_t *dtp, dt_kfstate_t *kf)
{
	LIBBPF_OPTS(bpf_link_create_opts, opts);
	int fd, lfd, err;

	(void)dtp;
	fd = dt_kf_load(BPF_PROG_TYPE_KPROBE, BPF_TRACE_KPROBE_MULTI, 0);
	if (fd < 0) {
		snprintf(kf->kf_why, sizeof(kf->kf_why),
			 "the kernel refuses kprobe.multi programs: %s", strerror(errno));
		return 0;
	}
	/* no function: refused as such (EINVAL) only by a kernel that has them */
	lfd = bpf_link_create(fd, 0, BPF_TRACE_KPROBE_MULTI, &opts);
	err = errno;
	close(fd);
	if (lfd >= 0) {
		close(lfd);	/* not expected: a link of nothing */
		return 1;
	}
	if (err == EINVAL)
		return 1;
	snprintf(kf->kf_why, sizeof(kf->kf_why), "the kernel has no kprobe.multi links: %s",
		 strerror(err));
	return 0;
}

static int dt_kf_uprobe_multi(dtrace_hdl_t *dtp, dt_kfstate_t *kf)
{
	uint64_t off = 0;
	int fd, lfd, err;

	(void)dtp;
	fd = dt_kf_load(BPF_PROG_TYPE_KPROBE, DT_BPF_TRACE_UPROBE_MULTI, 0);
	if (fd < 0) {
		snprintf(kf->kf_why, sizeof(kf->kf_why),
			 "the kernel refuses uprobe.multi programs: %s", strerror(errno));
		return 0;
	}
	lfd = dt_uprobe_multi_link(fd, "/nonexistent/dtrace-uprobe-multi-probe", &off, NULL, NULL,
				   1, 0, 0);
	err = errno;
	close(fd);
	if (lfd >= 0) {
		close(lfd);	/* not expected: the file does not exist */
		return 1;
	}
	if (err == ENOENT)
		return 1;
	snprintf(kf->kf_why, sizeof(kf->kf_why), "the kernel has no uprobe.multi links: %s",
		 strerror(err));
	return 0;
}

static const struct {
	const char *name;
	int (*probe)(dtrace_hdl_t *, dt_kfstate_t *);
} dt_kfprobes[DT_KF_NFEATURES] = {
	[DT_KF_FENTRY] = { "fentry", dt_kf_fentry },
	[DT_KF_TP_BTF] = { "tp_btf", dt_kf_tp_btf },
	[DT_KF_RAW_TP] = { "raw_tp", dt_kf_raw_tp },
	[DT_KF_KPROBE] = { "kprobes", dt_kf_kprobe },
	[DT_KF_KPROBE_MULTI] = { "kprobe.multi", dt_kf_kprobe_multi },
	[DT_KF_UPROBE_MULTI] = { "uprobe.multi", dt_kf_uprobe_multi },
};

/*
 * Is feature f named in $DTRACE_KF_DENY (names separated by commas or
 * spaces)?  Tests use it to run the fallbacks a kernel without the
 * feature would get (tp_btf denied: raw_tp), on any kernel.
 */
static int dt_kf_denied(dt_kfeature_t f, dt_kfstate_t *kf)
{
	const char *deny = getenv("DTRACE_KF_DENY"), *name = dt_kfprobes[f].name;
	size_t len = strlen(name);

	for (const char *p = deny; p != NULL && *p != '\0'; p += strcspn(p, ", ")) {
		p += strspn(p, ", ");
		if (strncmp(p, name, len) == 0 && (p[len] == '\0' || strchr(", ", p[len]) != NULL)) {
			snprintf(kf->kf_why, sizeof(kf->kf_why), "%s denied by DTRACE_KF_DENY", name);
			return 1;
		}
	}
	return 0;
}

int dt_kfeature(dtrace_hdl_t *dtp, dt_kfeature_t f, const char **why)
{
	dt_kfstate_t *kf = &dt_kfstates[f];
	int have;

	pthread_mutex_lock(&dt_kflock);
	if (!kf->kf_known) {
		kf->kf_have = !dt_kf_denied(f, kf) && dt_kfprobes[f].probe(dtp, kf);
		kf->kf_known = 1;
	}
	have = kf->kf_have;
	pthread_mutex_unlock(&dt_kflock);
	if (!have && why != NULL)
		*why = kf->kf_why;
	return have;
}

const char *dt_kfeature_name(dt_kfeature_t f)
{
	return dt_kfprobes[f].name;
}
