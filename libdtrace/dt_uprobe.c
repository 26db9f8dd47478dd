/*
 * The uprobe attachment layer (dt_uprobe.h): how the pid and USDT
 * providers' programs are loaded, attached to their probes' places in user
 * objects and started.  One uprobe_multi link per (object, process, kind)
 * where the kernel has the link (Linux 6.6), else one perf event of the
 * uprobe PMU per probe; the measurements are in doc/pid.md.
 */
#include <assert.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_regs_abi.h"
#include "dt_features.h"
#include "dt_insn.h"
#include "dt_uprobe.h"

#define DT_UPROBE_PMU_DIR	"/sys/bus/event_source/devices/uprobe"

#define DT_ARGV(i)	((int)offsetof(dt_mstate_t, argv) + 8 * (i))

int dt_uprobe_regoff(int i)
{
	if (i < 0)
		return DT_ABI_RETREG;
	return i < DT_ABI_NREGS ? dt_abi_argregs[i] : -1;
}

int dt_uprobe_nregargs(void)
{
	return DT_ABI_NREGS;
}

int dt_uprobe_stackoff(int k)
{
	return DT_ABI_STACK0 + 8 * k;
}

int dt_uprobe_refuses(const uint8_t *insn, size_t len)
{
#if defined(__x86_64__)
	/* the instructions Linux's x86 uprobes refuse (dt_insn.h, doc/insn.md) */
	int n = dt_insn_len(insn, len);

	return n > 0 && !dt_insn_uprobe_ok(insn, (size_t)n);
#else
	(void)insn;
	(void)len;
	return 0;
#endif
}

int dt_uprobe_site_init(dtrace_hdl_t *dtp, dt_uprobe_site_t *us, const char *path, pid_t pid,
			dt_uprobe_kind_t kind)
{
	memset(us, 0, sizeof(*us));
	if ((us->us_path = strdup(path)) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	us->us_pid = pid;
	us->us_kind = kind;
	return 0;
}

int dt_uprobe_site_add(dtrace_hdl_t *dtp, dt_uprobe_site_t *us, uint64_t off, uint64_t refctr,
		       uint32_t cookie_hi)
{
	dt_uprobe_loc_t *locs = realloc(us->us_locs, (us->us_nlocs + 1) * sizeof(*locs));

	if (locs == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	us->us_locs = locs;
	locs[us->us_nlocs++] = (dt_uprobe_loc_t){ .ul_off = off, .ul_refctr = refctr,
						  .ul_cookie_hi = cookie_hi };
	return 0;
}

void dt_uprobe_site_fini(dt_uprobe_site_t *us)
{
	free(us->us_path);
	free(us->us_locs);
	us->us_path = NULL;
	us->us_locs = NULL;
	us->us_nlocs = 0;
}

/*
 * DTRACE_UPROBE_PERF set in the environment: perf-event uprobes even where
 * the kernel has the link, so that the fallback of older kernels is tested
 * on newer ones too.
 */
int dt_uprobe_multi(dtrace_hdl_t *dtp)
{
	return getenv("DTRACE_UPROBE_PERF") == NULL && dt_kfeature(dtp, DT_KF_UPROBE_MULTI, NULL);
}

/* bpf_attr.link_create with Linux 6.6's uprobe_multi member (newer than libbpf 1.1's). */
struct dt_uprobe_link_attr {
	uint32_t prog_fd, target_fd, attach_type, flags;
	uint64_t path, offsets, ref_ctr_offsets, cookies;
	uint32_t cnt, um_flags, pid;
};

int dt_uprobe_multi_link(int prog_fd, const char *path, const uint64_t *offs,
			 const uint64_t *refctrs, const uint64_t *cookies, uint32_t cnt,
			 uint32_t flags, pid_t pid)
{
	union {
		union bpf_attr attr;
		struct dt_uprobe_link_attr lc;
		char pad[256];	/* the kernel wants the bytes past what it knows zero */
	} u;

	memset(&u, 0, sizeof(u));
	u.lc.prog_fd = prog_fd;
	u.lc.attach_type = DT_BPF_TRACE_UPROBE_MULTI;
	u.lc.path = (uintptr_t)path;
	u.lc.offsets = (uintptr_t)offs;
	u.lc.ref_ctr_offsets = (uintptr_t)refctrs;
	u.lc.cookies = (uintptr_t)cookies;
	u.lc.cnt = cnt;
	u.lc.um_flags = flags;
	u.lc.pid = pid;
	return syscall(__NR_bpf, BPF_LINK_CREATE, &u, sizeof(u.lc));
}

int dt_uprobe_progspec(dtrace_hdl_t *dtp, const dt_uprobe_site_t *us, uint32_t share,
		       dt_progspec_t *ps)
{
	ps->ps_type = BPF_PROG_TYPE_KPROBE;
	if (dt_uprobe_multi(dtp))
		ps->ps_attach = (enum bpf_attach_type)DT_BPF_TRACE_UPROBE_MULTI;
	/* the process is a constant of the program (dt_uprobe_tramp_prid) */
	ps->ps_share = (uint32_t)us->us_pid | (uint64_t)share << 32;
	return 0;
}

int dt_uprobe_tramp_prid(dt_tramp_t *tr)
{
	const dt_uprobe_site_t *us = tr->tr_probes[0]->pr_priv;
	dt_bpf_prog_t *dp = tr->tr_prog;

	if (us->us_pid > 0) {
		/*
		 * if (bpf_get_current_pid_tgid() >> 32 != pid) goto out: the
		 * kernel filters on the process too, but a child forked with
		 * the probes' breakpoints in its copy of the text must not fire
		 * them whatever the kernel version does with it.
		 */
		dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
		dt_emit(dp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
		dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, us->us_pid, 0), tr->tr_out);
	}
	if (tr->tr_nprobes == 1 && us->us_nlocs == 1) {
		/* mstate->prid = the probe's id */
		dt_emit(dp, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid),
					  tr->tr_probes[0]->pr_id));
		return 0;
	}
	/* r0 = bpf_get_attach_cookie(ctx); mstate->prid = (u32)r0 */
	dt_tramp_prid(dp);
	return 1;
}

void dt_uprobe_tramp_callargs(dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;

	for (int i = 0; i < DT_MAX_ARGS; i++) {
		if (!(tr->tr_uses & (1u << i)))
			continue;
		if (i < DT_ABI_NREGS) {
			/* argv[i] = *(u64 *)((char *)regs + reg[i]) */
			dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, dt_abi_argregs[i]));
			dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, DT_ARGV(i), BPF_REG_1));
			continue;
		}
		/* bpf_probe_read_user(&argv[i], 8, regs->sp + STACK0 + 8 * (i - nregs)) */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_3, BPF_REG_6, DT_ABI_SP));
		dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, dt_uprobe_stackoff(i - DT_ABI_NREGS)));
		dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_7));
		dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_ARGV(i)));
		dt_emit(dp, BPF_MOV_IMM(BPF_REG_2, 8));
		dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
	}
}

/*
 * Each place takes a descriptor in the perf-event fallback (its link):
 * raise the soft limit as far as the hard one allows.
 */
static void dt_uprobe_nofile(uint32_t n)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY ||
	    rl.rlim_cur >= rl.rlim_max || rl.rlim_cur > 256 + 2 * (rlim_t)n)
		return;
	rl.rlim_cur = rl.rlim_max;
	setrlimit(RLIMIT_NOFILE, &rl);
}

/* An attachment's process has exited (ESRCH): no message set yet. */
#define DT_UPROBE_GONE	(-2)

/*
 * Does the kernel refuse a uprobe at this place for what the instruction
 * is (one uprobes cannot single-step or emulate: AVX's VEX-prefixed
 * instructions, int3, ...: ENOTSUPP) or where it is?  A wide enabling
 * leaves such places out.
 */
static int dt_uprobe_refused(int err)
{
	return err == 524 /* ENOTSUPP */ || err == EINVAL || err == EOPNOTSUPP || err == EILSEQ;
}

static int dt_uprobe_error(dtrace_hdl_t *dtp, const dt_probe_t *pr, const char *how, uint64_t off,
			   int err)
{
	const dt_uprobe_site_t *us = pr->pr_priv;

	if (err == ESRCH)
		return dt_set_errmsg(dtp, D_NONE, "cannot attach to probe %s:%s:%s:%s: process %d "
				     "has exited", pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func,
				     pr->pr_name, (int)us->us_pid);
	return dt_set_errmsg(dtp, D_NONE, "cannot attach to probe %s:%s:%s:%s (%s at %s+0x%llx): "
			     "%s", pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func, pr->pr_name,
			     how, us->us_path, (unsigned long long)off,
			     err == 524 ? "the kernel refuses uprobes on this instruction" :
			     strerror(err));
}

/* The uprobe PMU's perf type and the config bits of its format, read once. */
static int dt_uprobe_pmu(dtrace_hdl_t *dtp, int *type, int *retbit, int *refshift)
{
	static int pmu_type = -1, pmu_ret, pmu_ref = 32;
	char buf[64];
	FILE *fp;

	if (pmu_type >= 0)
		goto out;
	fp = fopen(DT_UPROBE_PMU_DIR "/type", "re");
	if (fp == NULL || fscanf(fp, "%d", &pmu_type) != 1) {
		if (fp != NULL)
			fclose(fp);
		pmu_type = -1;
		return dt_set_errmsg(dtp, D_NONE, "the kernel has no uprobes (cannot read %s/type)",
				     DT_UPROBE_PMU_DIR);
	}
	fclose(fp);
	if ((fp = fopen(DT_UPROBE_PMU_DIR "/format/retprobe", "re")) != NULL) {
		if (fgets(buf, sizeof(buf), fp) != NULL && strncmp(buf, "config:", 7) == 0)
			pmu_ret = atoi(buf + 7);
		fclose(fp);
	}
	if ((fp = fopen(DT_UPROBE_PMU_DIR "/format/ref_ctr_offset", "re")) != NULL) {
		if (fgets(buf, sizeof(buf), fp) != NULL && strncmp(buf, "config:", 7) == 0)
			pmu_ref = atoi(buf + 7);
		fclose(fp);
	}
out:
	*type = pmu_type;
	*retbit = pmu_ret;
	*refshift = pmu_ref;
	return 0;
}

/*
 * Link prog_fd to the perf event with the cookie and keep only the link:
 * it holds the event, so one descriptor per place instead of two (the
 * whole of libc is some 2,000 places, over a hard limit of 4,096 fds with
 * two).  perf_fd is closed in every case.
 */
static int dt_uprobe_link_perf(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd, int perf_fd,
			       uint64_t cookie)
{
	LIBBPF_OPTS(bpf_link_create_opts, opts, .perf_event.bpf_cookie = cookie);
	int fd = bpf_link_create(prog_fd, perf_fd, BPF_PERF_EVENT, &opts), err = errno;

	close(perf_fd);
	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot attach to probe %s:%s:%s:%s: %s",
				     pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func, pr->pr_name,
				     strerror(err));
	return dt_attach_keep_fd(dtp, pr, fd);
}

/*
 * The perf-event fallback: a perf event of the uprobe PMU at every place
 * of the group's probes, bound to the process, linked with its cookie.
 * Opening them is quick (0.5 s for libc's 2,172 functions); closing them
 * is not: the kernel waits for RCU grace periods as it removes each
 * uprobe, about 0.1 s each, one after the other whatever the number of
 * threads closing them (doc/pid.md).
 */
typedef struct dt_uprobe_opener {
	dt_probe_t **uo_probes;
	uint32_t *uo_probe, *uo_loc;	/* each place's probe and place in it */
	int *uo_fds, *uo_errs;
	uint32_t uo_cnt;
	int uo_type, uo_retbit, uo_refshift;
} dt_uprobe_opener_t;

static void dt_uprobe_open_all(dt_uprobe_opener_t *uo)
{
	for (uint32_t k = 0; k < uo->uo_cnt; k++) {
		const dt_uprobe_site_t *us = uo->uo_probes[uo->uo_probe[k]]->pr_priv;
		const dt_uprobe_loc_t *ul = &us->us_locs[uo->uo_loc[k]];
		struct perf_event_attr attr;

		if (ul->ul_refused) {
			uo->uo_fds[k] = -1;
			uo->uo_errs[k] = 524;	/* ENOTSUPP, as the kernel says */
			continue;
		}

		memset(&attr, 0, sizeof(attr));
		attr.size = sizeof(attr);
		attr.type = uo->uo_type;
		attr.config = (us->us_kind == DT_UPROBE_RET ? 1ull << uo->uo_retbit : 0) |
			      ul->ul_refctr << uo->uo_refshift;
		attr.config1 = (uintptr_t)us->us_path;	/* uprobe_path */
		attr.config2 = ul->ul_off;		/* probe_offset */
		attr.sample_period = 1;
		/* bound to the process: the kernel filters on its address space */
		uo->uo_fds[k] = dt_perf_event_open(&attr, us->us_pid > 0 ? us->us_pid : -1,
						   us->us_pid > 0 ? -1 : 0);
		uo->uo_errs[k] = uo->uo_fds[k] < 0 ? errno : 0;
	}
}

static int dt_uprobe_attach_perf(dtrace_hdl_t *dtp, dt_probe_t **prs, uint32_t n, int prog_fd,
				 uint32_t cnt, uint32_t *left, int64_t *first, int *ferr,
				 dt_probe_t **fprobe)
{
	dt_uprobe_opener_t uo = { .uo_probes = prs, .uo_cnt = cnt };
	int rc = 0;
	uint32_t k = 0;

	if (dt_uprobe_pmu(dtp, &uo.uo_type, &uo.uo_retbit, &uo.uo_refshift) != 0)
		return -1;
	uo.uo_probe = calloc(cnt, sizeof(uint32_t));
	uo.uo_loc = calloc(cnt, sizeof(uint32_t));
	uo.uo_fds = calloc(cnt, sizeof(int));
	uo.uo_errs = calloc(cnt, sizeof(int));
	if (uo.uo_probe == NULL || uo.uo_loc == NULL || uo.uo_fds == NULL || uo.uo_errs == NULL) {
		rc = dt_set_errmsg(dtp, D_NONE, "out of memory");
		goto out;
	}
	for (uint32_t i = 0; i < n; i++) {
		const dt_uprobe_site_t *us = prs[i]->pr_priv;

		for (uint32_t j = 0; j < us->us_nlocs; j++, k++) {
			uo.uo_probe[k] = i;
			uo.uo_loc[k] = j;
		}
	}
	dt_uprobe_open_all(&uo);
	for (k = 0; k < cnt; k++) {
		dt_probe_t *pr = prs[uo.uo_probe[k]];
		const dt_uprobe_site_t *us = pr->pr_priv;
		const dt_uprobe_loc_t *ul = &us->us_locs[uo.uo_loc[k]];

		if (rc != 0) {
			if (uo.uo_fds[k] >= 0)
				close(uo.uo_fds[k]);	/* failed already: not linked */
		} else if (uo.uo_fds[k] < 0 && dt_uprobe_refused(uo.uo_errs[k])) {
			if ((*left)++ == 0) {
				*first = (int64_t)ul->ul_off;
				*ferr = uo.uo_errs[k];
				*fprobe = pr;
			}
		} else if (uo.uo_fds[k] < 0 && uo.uo_errs[k] == ESRCH) {
			rc = DT_UPROBE_GONE;
		} else if (uo.uo_fds[k] < 0) {
			rc = dt_uprobe_error(dtp, pr, us->us_kind == DT_UPROBE_RET ? "uretprobe" :
					     "uprobe", ul->ul_off, uo.uo_errs[k]);
		} else {
			rc = dt_uprobe_link_perf(dtp, pr, prog_fd, uo.uo_fds[k],
						 pr->pr_id | (uint64_t)ul->ul_cookie_hi << 32);
		}
	}
out:
	free(uo.uo_probe);
	free(uo.uo_loc);
	free(uo.uo_fds);
	free(uo.uo_errs);
	return rc;
}

/* The places of a group being attached through uprobe_multi links. */
typedef struct dt_uprobe_batch {
	dt_probe_t **ub_probes;
	const dt_uprobe_site_t *ub_site;	/* the object, process and kind */
	uint64_t *ub_offs, *ub_refs, *ub_cookies;
	uint32_t *ub_owner;	/* the probe of each place */
	uint32_t ub_left;	/* places refused */
	int64_t ub_first;	/* the first refused, -1 if none */
	int ub_err;
} dt_uprobe_batch_t;

/*
 * One link for places lo..hi-1; if the kernel refuses one of them, the
 * range is halved until the refused places stand alone, and left out.
 * 0, or -1 + message for another failure.
 */
static int dt_uprobe_link_range(dtrace_hdl_t *dtp, dt_uprobe_batch_t *ub, uint32_t lo, uint32_t hi,
				int prog_fd)
{
	const dt_uprobe_site_t *us = ub->ub_site;
	int anyref = 0, fd;

	for (uint32_t i = lo; i < hi; i++)
		anyref |= ub->ub_refs[i] != 0;
	fd = dt_uprobe_multi_link(prog_fd, us->us_path, ub->ub_offs + lo,
				  anyref ? ub->ub_refs + lo : NULL, ub->ub_cookies + lo, hi - lo,
				  us->us_kind == DT_UPROBE_RET ? DT_BPF_F_UPROBE_MULTI_RETURN : 0,
				  us->us_pid);
	if (fd >= 0)
		return dt_attach_keep_fd(dtp, ub->ub_probes[ub->ub_owner[lo]], fd);
	if (errno == ESRCH)
		return DT_UPROBE_GONE;
	if (!dt_uprobe_refused(errno))
		return dt_uprobe_error(dtp, ub->ub_probes[ub->ub_owner[lo]], "uprobe.multi",
				       ub->ub_offs[lo], errno);
	if (hi - lo > 1) {
		uint32_t mid = lo + (hi - lo) / 2;

		int rc = dt_uprobe_link_range(dtp, ub, lo, mid, prog_fd);

		return rc != 0 ? rc : dt_uprobe_link_range(dtp, ub, mid, hi, prog_fd);
	}
	if (ub->ub_left++ == 0) {
		ub->ub_first = lo;
		ub->ub_err = errno;
	}
	return 0;
}

/*
 * uprobe_multi links for every place of probes prs[0..n-1], of one
 * object, process and kind: one, unless the kernel refuses some places.
 */
static int dt_uprobe_attach_multi(dtrace_hdl_t *dtp, dt_probe_t **prs, uint32_t n, int prog_fd,
				  uint32_t *left, int64_t *first, int *ferr, dt_probe_t **fprobe)
{
	dt_uprobe_batch_t ub = { .ub_probes = prs, .ub_site = prs[0]->pr_priv, .ub_first = -1 };
	uint32_t cnt = 0, k = 0;
	dt_probe_t *refused_pr = NULL;
	uint64_t refused_off = 0;
	int rc;

	for (uint32_t i = 0; i < n; i++)
		cnt += ((const dt_uprobe_site_t *)prs[i]->pr_priv)->us_nlocs;
	if (cnt == 0)
		return 0;
	ub.ub_offs = calloc(cnt, sizeof(uint64_t));
	ub.ub_refs = calloc(cnt, sizeof(uint64_t));
	ub.ub_cookies = calloc(cnt, sizeof(uint64_t));
	ub.ub_owner = calloc(cnt, sizeof(uint32_t));
	if (ub.ub_offs == NULL || ub.ub_refs == NULL || ub.ub_cookies == NULL ||
	    ub.ub_owner == NULL) {
		rc = dt_set_errmsg(dtp, D_NONE, "out of memory");
		goto out;
	}
	for (uint32_t i = 0; i < n; i++) {
		const dt_uprobe_site_t *s = prs[i]->pr_priv;

		for (uint32_t j = 0; j < s->us_nlocs; j++) {
			if (s->us_locs[j].ul_refused) {
				if (ub.ub_left++ == 0) {
					refused_off = s->us_locs[j].ul_off;
					refused_pr = prs[i];
				}
				continue;
			}
			ub.ub_offs[k] = s->us_locs[j].ul_off;
			ub.ub_refs[k] = s->us_locs[j].ul_refctr;
			ub.ub_cookies[k] = prs[i]->pr_id | (uint64_t)s->us_locs[j].ul_cookie_hi << 32;
			ub.ub_owner[k++] = i;
		}
	}
	rc = k == 0 ? 0 : dt_uprobe_link_range(dtp, &ub, 0, k, prog_fd);
	if (rc == 0 && refused_pr != NULL) {
		/* the first place left out was one marked refused */
		if (*first < 0) {
			*first = (int64_t)refused_off;
			*ferr = 524;
			*fprobe = refused_pr;
		}
	}
	if (rc == 0 && ub.ub_left > 0) {
		*left += ub.ub_left;
		if (*first < 0) {
			*first = (int64_t)ub.ub_offs[ub.ub_first];
			*ferr = ub.ub_err;
			*fprobe = prs[ub.ub_owner[ub.ub_first]];
		}
	}
out:
	free(ub.ub_offs);
	free(ub.ub_refs);
	free(ub.ub_cookies);
	free(ub.ub_owner);
	return rc;
}

/* Order of the probes of a group: by object, process and kind (one link each). */
static int dt_uprobe_cmp(const void *a, const void *b)
{
	const dt_uprobe_site_t *x = (*(dt_probe_t *const *)a)->pr_priv;
	const dt_uprobe_site_t *y = (*(dt_probe_t *const *)b)->pr_priv;
	int c = strcmp(x->us_path, y->us_path);

	if (c != 0)
		return c;
	if (x->us_pid != y->us_pid)
		return x->us_pid < y->us_pid ? -1 : 1;
	return (int)x->us_kind - (int)y->us_kind;
}

/* Places the kernel refused: an error if that was all, else one line saying so. */
static int dt_uprobe_left_out(dtrace_hdl_t *dtp, uint32_t left, uint32_t total, int64_t off,
			      int err, dt_probe_t *pr)
{
	if (left == 0)
		return 0;
	if (left == total)
		return dt_uprobe_error(dtp, pr, "uprobe", (uint64_t)off, err);
	dt_report(dtp, DTRACE_REPORT_INFO, "dtrace: %u of %u probe places left out: the kernel "
		  "refuses uprobes on their instructions (first: %s:%s:%s:%s)", left, total,
		  pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func, pr->pr_name);
	return 0;
}

/*
 * The group's probes sorted by object, process and kind, each run
 * attached at once (a uprobe_multi link, or its perf events).  A process
 * that has exited meanwhile is an error, unless its sites say it is
 * optional (found by a glob over processes): then it is left out with a
 * line saying so.
 */
int dt_uprobe_attach_group(dtrace_hdl_t *dtp, dt_probe_t **prs, uint32_t n, uint32_t gid,
			   int prog_fd)
{
	dt_probe_t **sorted, *fprobe = NULL, *gone = NULL;
	uint32_t i, j, left = 0, total = 0;
	int64_t first = -1;
	int rc = 0, ferr = 0, multi = dt_uprobe_multi(dtp);

	(void)gid;
	for (i = 0; i < n; i++)
		total += ((const dt_uprobe_site_t *)prs[i]->pr_priv)->us_nlocs;
	if (!multi)
		dt_uprobe_nofile(total);
	if ((sorted = malloc(n * sizeof(dt_probe_t *))) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	memcpy(sorted, prs, n * sizeof(dt_probe_t *));
	qsort(sorted, n, sizeof(dt_probe_t *), dt_uprobe_cmp);
	for (i = 0; rc == 0 && i < n; i = j) {
		uint32_t cnt = 0;

		for (j = i; j < n && dt_uprobe_cmp(&sorted[i], &sorted[j]) == 0; j++)
			cnt += ((const dt_uprobe_site_t *)sorted[j]->pr_priv)->us_nlocs;
		if (cnt == 0)
			continue;
		if (multi)
			rc = dt_uprobe_attach_multi(dtp, &sorted[i], j - i, prog_fd, &left, &first,
						    &ferr, &fprobe);
		else
			rc = dt_uprobe_attach_perf(dtp, &sorted[i], j - i, prog_fd, cnt, &left,
						   &first, &ferr, &fprobe);
		if (rc == DT_UPROBE_GONE &&
		    ((const dt_uprobe_site_t *)sorted[i]->pr_priv)->us_optional) {
			if (gone == NULL)
				gone = sorted[i];
			rc = 0;
		} else if (rc == DT_UPROBE_GONE) {
			rc = dt_uprobe_error(dtp, sorted[i], "uprobe", 0, ESRCH);
		}
	}
	free(sorted);
	if (rc != 0)
		return -1;
	if (gone != NULL)
		dt_report(dtp, DTRACE_REPORT_INFO, "dtrace: process %d exited before its probes "
			  "were attached (first: %s:%s:%s:%s)",
			  (int)((const dt_uprobe_site_t *)gone->pr_priv)->us_pid,
			  gone->pr_prov->pv_name, gone->pr_mod, gone->pr_func, gone->pr_name);
	return dt_uprobe_left_out(dtp, left, total, first, ferr, fprobe);
}

int dt_uprobe_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	return dt_uprobe_attach_group(dtp, &pr, 1, 0, prog_fd);
}

int dt_uprobe_perf_link(dtrace_hdl_t *dtp, int prog_fd, const char *path, uint64_t off,
			pid_t pid)
{
	struct perf_event_attr attr;
	int type, retbit, refshift, pfd, fd, err;

	if (dt_uprobe_pmu(dtp, &type, &retbit, &refshift) != 0) {
		errno = ENOENT;
		return -1;
	}
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = type;
	attr.config1 = (uintptr_t)path;		/* uprobe_path */
	attr.config2 = off;			/* probe_offset */
	attr.sample_period = 1;
	if ((pfd = dt_perf_event_open(&attr, pid, -1)) < 0)
		return -1;
	fd = bpf_link_create(prog_fd, pfd, BPF_PERF_EVENT, NULL);
	err = errno;
	close(pfd);
	errno = err;
	return fd;
}
