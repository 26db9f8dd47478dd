/*
 * What providers share for steps 6 and 7 of DESIGN.md's flow: the common
 * pieces of trampolines (probe id from the attach cookie, clearing unused
 * arguments) and attachment through perf events and BPF links.
 *
 * One loaded program serves every probe of a set (same clauses, same
 * provider), so the program learns which probe fired from the BPF cookie of
 * its link: low 32 bits = probe id, high 32 bits = the provider's own.
 * Attachments are file descriptors only (perf event + link), so the kernel
 * drops them when dtrace exits, however it exits.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include "dt_impl.h"

void dt_tramp_prid(dt_bpf_prog_t *dp)
{
	dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_6));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie));
	dt_emit(dp, BPF_STORE(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid), BPF_REG_0));
}

void dt_tramp_clear_args(dt_bpf_prog_t *dp, int first, int errno_too)
{
	int i;

	for (i = first; i < DT_MAX_ARGS; i++)
		dt_emit(dp, BPF_STORE_IMM(BPF_DW, BPF_REG_7,
					  offsetof(dt_mstate_t, argv) + 8 * i, 0));
	if (errno_too)
		dt_emit(dp, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, syserrno), 0));
}

int dt_perf_event_open(struct perf_event_attr *attr, int pid, int cpu)
{
	return syscall(SYS_perf_event_open, attr, pid, cpu, -1, PERF_FLAG_FD_CLOEXEC);
}

int dt_attach_keep_fd(dtrace_hdl_t *dtp, dt_probe_t *pr, int fd)
{
	int *fds = realloc(pr->pr_fds, (pr->pr_nfds + 1) * sizeof(int));

	if (fds == NULL) {
		close(fd);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	pr->pr_fds = fds;
	fds[pr->pr_nfds++] = fd;
	return 0;
}

static int dt_attach_keep(dt_probe_t *pr, int perf_fd, int link_fd)
{
	int *fds = realloc(pr->pr_fds, (pr->pr_nfds + 2) * sizeof(int));

	if (fds == NULL)
		return -1;
	pr->pr_fds = fds;
	fds[pr->pr_nfds++] = link_fd;
	fds[pr->pr_nfds++] = perf_fd;
	return 0;
}

int dt_attach_perf_event_cookie(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd, int perf_fd,
				uint32_t cookie_hi)
{
	return dt_attach_perf_event_raw(dtp, pr, prog_fd, perf_fd,
					pr->pr_id | (uint64_t)cookie_hi << 32);
}

/* Attach with the whole cookie given; the fds are kept on pr. */
int dt_attach_perf_event_raw(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd, int perf_fd,
			     uint64_t cookie)
{
	LIBBPF_OPTS(bpf_link_create_opts, opts, .perf_event.bpf_cookie = cookie);
	int link_fd;

	link_fd = bpf_link_create(prog_fd, perf_fd, BPF_PERF_EVENT, &opts);
	if (link_fd < 0) {
		int err = errno;

		close(perf_fd);
		return dt_set_errmsg(dtp, D_NONE, "cannot attach to probe %s:%s:%s:%s: %s",
				     pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func, pr->pr_name,
				     strerror(err));
	}
	if (dt_attach_keep(pr, perf_fd, link_fd) != 0) {
		close(link_fd);
		close(perf_fd);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	return 0;
}

int dt_attach_perf_event(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd, int perf_fd)
{
	return dt_attach_perf_event_cookie(dtp, pr, prog_fd, perf_fd, 0);
}

/*
 * One perf event described by attr on each of the n CPUs in cpus (freed
 * here), each linked to prog_fd: all or none (a failure detaches those
 * made).  The message names the probe as prov:::NAME.
 */
int dt_attach_perf_cpus(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd,
			struct perf_event_attr *attr, int *cpus, int n, const char *prov)
{
	int i;

	for (i = 0; i < n; i++) {
		int fd = dt_perf_event_open(attr, -1, cpus[i]);

		if (fd < 0) {
			dt_set_errmsg(dtp, D_NONE, "cannot create %s:::%s on CPU %d: %s", prov,
				      pr->pr_name, cpus[i], strerror(errno));
			break;
		}
		if (dt_attach_perf_event(dtp, pr, prog_fd, fd) != 0)
			break;
	}
	free(cpus);
	if (i < n) {
		dt_detach_fds(dtp, pr);
		return -1;
	}
	return 0;
}

void dt_detach_fds(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	int i;

	(void)dtp;
	/* links first (they come first in each pair): the program stops running */
	for (i = 0; i < pr->pr_nfds; i++)
		close(pr->pr_fds[i]);
	free(pr->pr_fds);
	pr->pr_fds = NULL;
	pr->pr_nfds = 0;
}

/* Parse a CPU list such as "0-3,5,7-8" (the format of .../cpu/online). */
static int dt_parse_cpulist(const char *s, int **cpus)
{
	int *v = NULL, n = 0, cap = 0;

	while (*s != '\0' && *s != '\n') {
		char *end;
		long lo = strtol(s, &end, 10), hi = lo, c;

		if (end == s || lo < 0)
			goto bad;
		s = end;
		if (*s == '-') {
			hi = strtol(s + 1, &end, 10);
			if (end == s + 1 || hi < lo)
				goto bad;
			s = end;
		}
		for (c = lo; c <= hi; c++) {
			if (n == cap) {
				int *nv = realloc(v, (cap = cap ? cap * 2 : 16) * sizeof(int));

				if (nv == NULL)
					goto bad;
				v = nv;
			}
			v[n++] = (int)c;
		}
		if (*s == ',')
			s++;
	}
	*cpus = v;
	return n;
bad:
	free(v);
	return -1;
}

int dt_online_cpus(dtrace_hdl_t *dtp, int **cpus)
{
	const char *path = "/sys/devices/system/cpu/online";
	char buf[4096];
	FILE *fp = fopen(path, "re");
	int n;

	if (fp == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot open %s: %s", path, strerror(errno));
	if (fgets(buf, sizeof(buf), fp) == NULL) {
		fclose(fp);
		return dt_set_errmsg(dtp, D_NONE, "cannot read %s", path);
	}
	fclose(fp);
	n = dt_parse_cpulist(buf, cpus);
	if (n <= 0) {
		if (n == 0)
			free(*cpus);
		return dt_set_errmsg(dtp, D_NONE, "cannot parse %s: %s", path, buf);
	}
	return n;
}
