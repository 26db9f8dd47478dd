/*
 * The pid provider: pid<PID>:<object>:<function>:entry, :return and
 * :<hex offset>, placed in one process's objects on demand (doc/pid.md).
 *
 * Instances.  "pid" in the registry has no probes; a description whose
 * provider field is pid<digits> ($target expanded) makes the instance for
 * that process (instantiate), through libdtrace's process control
 * (dt_proc.h): a -c command is run on first until the libraries it starts
 * with are mapped, before their constructors run (dt_proc_ready).
 *
 * Probes are made from the descriptions that name them (may_match), not
 * by populating the whole process: pid$target:libc.so.6:mall*:entry reads
 * libc's symbols and makes the entry probes of the functions matching
 * mall*, nothing else.  A function is named once per address (dt_usyms.c
 * picks among aliases as illumos does).  The module is the object's base
 * name (the executable's own, t1, as DTrace prints it), and "a.out" names
 * the executable as well (mod_alias).  A description's name: entry,
 * return, a hex offset in the function, or none (or a glob): entry,
 * return and every instruction.  A listing without a description
 * (populate) has the entry and return probes of every function only.
 * What a description names and cannot be is an error (D_PROC_*), kept by
 * may_match (which can only say yes or no) and reported by the populate
 * call it then causes.
 *
 * Each probe is a dt_uprobe_site_t (dt_uprobe.h) with the process as
 * filter: entry and offsets one uprobe each, return one uprobe on every
 * returning instruction of the function (ret, and jumps out of it: tail
 * calls), found by decoding the function's code (dt_insn.h); the
 * returning instruction's offset rides in the attach cookie's high half
 * and becomes arg0, as illumos gives it; a function that cannot be
 * decoded gets a uretprobe instead (arg0 -1).
 *
 * Libraries dlopen()ed after dtrace_go(): dt_dlopen.c stops the process
 * when the dynamic linker has mapped one, and the descriptions are matched
 * again (dt_pid_rematch_reset() lets may_match walk the objects anew; the
 * probes that exist are found, not made again).  With -Z, a module that
 * is not mapped yet is no error.
 *
 * Arguments: entry and offsets, arg0..arg5 are the argument registers of
 * the calling convention and arg6.. the stack slots above the return
 * address (meaningful at entry); return, arg1 is the return value
 * register.  Untyped, as in illumos (-l -v: None).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* vasprintf() */
#endif
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_dlopen.h"
#include "dt_insn.h"
#include "dt_proc.h"
#include "dt_uprobe.h"

#define DT_ARGV(i)	((int)offsetof(dt_mstate_t, argv) + 8 * (i))
#define DT_PID_NORET	0xffffffffu	/* cookie half of a uretprobe: arg0 is -1 */

typedef enum { DT_PID_ENTRY, DT_PID_RETURN, DT_PID_OFFSET } dt_pid_kind_t;

/* A probe's pr_priv. */
typedef struct dt_pid_probe {
	dt_uprobe_site_t pp_site;	/* first: dt_uprobe.c reads pr_priv as a site */
	uint8_t pp_kind;		/* dt_pid_kind_t */
	uint8_t pp_exec;		/* in the executable: "a.out" names its module too */
} dt_pid_probe_t;

/* An instance's pv_data. */
typedef struct dt_pid {
	pid_t pd_pid;
	dt_proc_t *pd_proc;
	char *pd_exe;		/* the executable's path, as mapped */
	char *pd_last;		/* the last description matched (may_match is asked
				   once per instance for each description) */
} dt_pid_t;

/*
 * may_match's error, reported by the populate call its answer 1 causes
 * (of whichever pid provider may_match was asked for).
 */
static __thread struct {
	dtrace_hdl_t *dtp;
	int tag;
	char *msg;
} dt_pid_pending;

/* What a description names: the object and function patterns, the names. */
typedef struct dt_pid_match {
	dtrace_hdl_t *pm_dtp;
	dt_provider_t *pm_pv;
	dt_pid_t *pm_pid;
	const dt_pdesc_t *pm_pd;
	int pm_all;		/* every instruction's offset too */
	int pm_listing;		/* populate: entry and return only */
	int pm_exec;		/* the object being walked is the executable */
	uint64_t pm_off;	/* the offset named, if pm_isoff */
	int pm_isoff;
	int pm_found;		/* functions matched */
	int pm_objs;		/* objects the module field named */
	int pm_err;		/* an error was set */
	int pm_quiet;		/* the description does not name this provider exactly
				   (:::END, pid*:::): what cannot be is no error */
	int pm_fd;		/* the object being walked, open */
} dt_pid_match_t;

static int dt_pid_any(const char *s)
{
	return s == NULL || *s == '\0';
}

/* "pid1234" -> 1234; 0 if the name is not pid<digits>. */
static pid_t dt_pid_parse(const char *prv)
{
	char *end;
	long v;

	if (strncmp(prv, "pid", 3) != 0 || !isdigit((unsigned char)prv[3]))
		return 0;
	errno = 0;
	v = strtol(prv + 3, &end, 10);
	if (*end != '\0' || errno != 0 || v <= 0 || v > INT_MAX)
		return 0;
	return (pid_t)v;
}

static char *dt_pid_exe(pid_t pid)
{
	char path[64], buf[PATH_MAX];
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	n = readlink(path, buf, sizeof(buf) - 1);
	if (n <= 0)
		return NULL;
	buf[n] = '\0';
	if (n > 10 && strcmp(buf + n - 10, " (deleted)") == 0)
		buf[n - 10] = '\0';
	return strdup(buf);
}

static int dt_pid_has_objects(const dt_uobjinfo_t *oi, void *arg)
{
	(void)oi;
	(void)arg;
	return 1;
}

/* Make the instance pid<PID> a description names, if it is not there yet. */
static int dt_pid_instantiate(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	extern const dt_provimpl_t dt_prov_pid;
	pid_t pid = dt_pid_parse(pd->prv);
	dt_proc_t *proc;
	dt_pid_t *p;

	if (pid == 0 || dt_provider_lookup(dtp, pd->prv) != NULL)
		return 0;
	if ((proc = dt_proc_lookup(dtp, pid)) == NULL)
		return dt_set_errmsg(dtp, D_PROC_GRAB, "failed to grab process %d", (int)pid);
	if (dt_proc_ready(dtp, proc) != 0) {
		char why[sizeof(dtp->dt_errmsg)];

		snprintf(why, sizeof(why), "%s", dtp->dt_errmsg);
		return dt_set_errmsg(dtp, D_PROC_GRAB, "failed to grab process %d: %s", (int)pid,
				     why);
	}
	if (dt_proc_obj_iter(dtp, proc, dt_pid_has_objects, NULL) == 0)
		return dt_set_errmsg(dtp, D_PROC_GRAB, "failed to grab process %d: %s", (int)pid,
				     dt_proc_gone(dtp, proc) ? "the process has exited" :
				     "it maps no objects (a kernel thread?)");
	if ((p = calloc(1, sizeof(*p))) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	p->pd_pid = pid;
	p->pd_proc = proc;
	p->pd_exe = dt_pid_exe(pid);
	if (dt_provider_create(dtp, &dt_prov_pid, pd->prv, p) == NULL) {
		free(p->pd_exe);
		free(p);
		return -1;
	}
	return 0;
}

/* Keep the first error of a match: may_match cannot report it itself. */
static int dt_pid_fail(dt_pid_match_t *pm, int tag, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int dt_pid_fail(dt_pid_match_t *pm, int tag, const char *fmt, ...)
{
	va_list ap;

	if (pm->pm_quiet)
		return 0;	/* not this function: the others may be */
	if (!pm->pm_err && dt_pid_pending.msg == NULL) {
		va_start(ap, fmt);
		if (vasprintf(&dt_pid_pending.msg, fmt, ap) < 0)
			dt_pid_pending.msg = NULL;
		va_end(ap);
		dt_pid_pending.dtp = pm->pm_dtp;
		dt_pid_pending.tag = tag;
	}
	pm->pm_err = 1;
	return -1;
}

/* A function's code, decoded once per function a description reaches. */
typedef struct dt_pid_code {
	dt_insn_t *pc_insns;	/* NULL: not decoded (yet, or it cannot be) */
	int pc_n;
	int pc_tried;
	size_t pc_bad;		/* where decoding failed (pc_n -1) */
} dt_pid_code_t;

/* Decode uf's code, read from its object (pm_fd); the count, or -1. */
static int dt_pid_decode(dt_pid_match_t *pm, const dt_ufunc_t *uf, dt_pid_code_t *pc)
{
	uint8_t *code;

	if (pc->pc_tried)
		return pc->pc_n;
	pc->pc_tried = 1;
	pc->pc_n = -1;
	pc->pc_bad = 0;
	if (pm->pm_fd < 0 || uf->uf_size == 0 || uf->uf_size > (1u << 24) ||
	    (code = malloc(uf->uf_size)) == NULL)
		return -1;
	if (pread(pm->pm_fd, code, uf->uf_size, (off_t)uf->uf_off) == (ssize_t)uf->uf_size)
		pc->pc_n = dt_insn_decode(code, uf->uf_size, &pc->pc_insns, &pc->pc_bad);
	free(code);
	return pc->pc_n;
}

/* Would the kernel refuse a uprobe on the instruction at file offset off? */
static int dt_pid_refused(dt_pid_match_t *pm, uint64_t off)
{
	uint8_t insn[15];
	ssize_t n;

	if (pm->pm_fd < 0 || (n = pread(pm->pm_fd, insn, sizeof(insn), (off_t)off)) <= 0)
		return 0;	/* the kernel will say */
	return dt_uprobe_refuses(insn, (size_t)n);
}

/*
 * Insert one probe of function uf: at offset off (entry, an offset), or
 * a return probe at each returning instruction (a uretprobe if the
 * function's code could not be decoded).
 */
static int dt_pid_insert(dt_pid_match_t *pm, const dt_ufunc_t *uf, const char *name,
			 dt_pid_kind_t kind, uint64_t off, dt_pid_code_t *pc)
{
	dtrace_hdl_t *dtp = pm->pm_dtp;
	int uret = kind == DT_PID_RETURN && dt_pid_decode(pm, uf, pc) < 0;
	dt_pid_probe_t *pp;
	dt_probe_t *pr;
	int rc;

	pr = dt_probe_insert(dtp, pm->pm_pv, uf->uf_base, uf->uf_name, name, 0);
	if (pr == NULL)
		return -1;
	if (pr->pr_priv != NULL)
		return 0;	/* made by an earlier description (or a namesake) */
	if ((pp = calloc(1, sizeof(*pp))) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	pp->pp_kind = kind;
	pp->pp_exec = pm->pm_exec;
	rc = dt_uprobe_site_init(dtp, &pp->pp_site, uf->uf_path, pm->pm_pid->pd_pid,
				 uret ? DT_UPROBE_RET : DT_UPROBE_AT);
	if (rc == 0 && kind != DT_PID_RETURN &&
	    (rc = dt_uprobe_site_add(dtp, &pp->pp_site, uf->uf_off + off, 0, 0)) == 0)
		pp->pp_site.us_locs[0].ul_refused = dt_pid_refused(pm, uf->uf_off + off);
	else if (rc == 0 && uret)
		rc = dt_uprobe_site_add(dtp, &pp->pp_site, uf->uf_off, 0, DT_PID_NORET);
	for (int i = 0; rc == 0 && kind == DT_PID_RETURN && !uret && i < pc->pc_n; i++) {
		const dt_insn_t *in = &pc->pc_insns[i];

		/* arg0 is the returning instruction's offset, as illumos gives it */
		if ((in->di_kind == DT_INSN_RET || in->di_kind == DT_INSN_TAILJMP) &&
		    (rc = dt_uprobe_site_add(dtp, &pp->pp_site, uf->uf_off + in->di_off, 0,
					     in->di_off)) == 0)
			pp->pp_site.us_locs[pp->pp_site.us_nlocs - 1].ul_refused =
				dt_pid_refused(pm, uf->uf_off + in->di_off);
	}
	if (rc != 0) {
		dt_uprobe_site_fini(&pp->pp_site);
		free(pp);
		return -1;
	}
	pr->pr_priv = pp;
	return 0;
}

/* The offset probe pm names in uf: within it, on an instruction. */
static int dt_pid_offset(dt_pid_match_t *pm, const dt_ufunc_t *uf, dt_pid_code_t *pc)
{
	uint64_t off = pm->pm_off;
	int n, i;

	if (off >= uf->uf_size)
		return dt_pid_fail(pm, D_PROC_OFF, "offset 0x%llx outside of function '%s'",
				   (unsigned long long)off, uf->uf_name);
	if (off != 0 && (n = dt_pid_decode(pm, uf, pc)) < 0)
		return dt_pid_fail(pm, D_PROC_ALIGN, "offset 0x%llx in function '%s' cannot be "
				   "checked: the instruction at 0x%zx cannot be decoded",
				   (unsigned long long)off, uf->uf_name, pc->pc_bad);
	for (i = 0; off != 0 && i < pc->pc_n && pc->pc_insns[i].di_off < off; i++)
		;
	if (off != 0 && (i == pc->pc_n || pc->pc_insns[i].di_off != off))
		return dt_pid_fail(pm, D_PROC_ALIGN, "offset 0x%llx is not aligned on an "
				   "instruction", (unsigned long long)off);
	return dt_pid_insert(pm, uf, pm->pm_pd->prb, DT_PID_OFFSET, off, pc);
}

/* Every instruction of uf whose offset (as a name) the description's name matches. */
static int dt_pid_every(dt_pid_match_t *pm, const dt_ufunc_t *uf, const char *prb,
			dt_pid_code_t *pc)
{
	char name[32];

	if (dt_pid_decode(pm, uf, pc) < 0)
		return 0;	/* no instruction known but the first: entry is there */
	for (int i = 0; i < pc->pc_n; i++) {
		snprintf(name, sizeof(name), "%x", pc->pc_insns[i].di_off);
		if ((dt_pid_any(prb) || dt_gmatch(name, prb)) &&
		    dt_pid_insert(pm, uf, name, DT_PID_OFFSET, pc->pc_insns[i].di_off, pc) != 0)
			return -1;
	}
	return 0;
}

/* The probes of one function the description names. */
static int dt_pid_func(const dt_ufunc_t *uf, void *arg)
{
	dt_pid_match_t *pm = arg;
	const dt_pdesc_t *pd = pm->pm_pd;
	const char *prb = pm->pm_listing ? "" : pd->prb;
	dt_pid_code_t pc = { 0 };
	int rc = 0;

	if (!dt_pid_any(pd->fun) && !dt_gmatch(uf->uf_name, pd->fun))
		return 0;
	pm->pm_found++;
	if (pm->pm_isoff) {
		rc = dt_pid_offset(pm, uf, &pc);
		goto out;
	}
	if ((dt_pid_any(prb) || dt_gmatch("entry", prb)) &&
	    (rc = dt_pid_insert(pm, uf, "entry", DT_PID_ENTRY, 0, &pc)) != 0)
		goto out;
	if ((dt_pid_any(prb) || dt_gmatch("return", prb)) &&
	    (rc = dt_pid_insert(pm, uf, "return", DT_PID_RETURN, 0, &pc)) != 0)
		goto out;
	if (pm->pm_all && !pm->pm_listing)
		rc = dt_pid_every(pm, uf, prb, &pc);
out:
	free(pc.pc_insns);
	return rc;
}

/* Does the description's module field name the object (or "a.out" the executable)? */
static int dt_pid_obj_named(const dt_pid_match_t *pm, const dt_uobjinfo_t *oi, int exec)
{
	const char *mod = pm->pm_pd->mod;

	return dt_pid_any(mod) || dt_gmatch(oi->oi_base, mod) || (exec && dt_gmatch("a.out", mod));
}

static int dt_pid_obj(const dt_uobjinfo_t *oi, void *arg)
{
	dt_pid_match_t *pm = arg;

	int rc;

	pm->pm_exec = pm->pm_pid->pd_exe != NULL && strcmp(oi->oi_path, pm->pm_pid->pd_exe) == 0;
	if (!dt_pid_obj_named(pm, oi, pm->pm_exec))
		return 0;
	pm->pm_objs++;
	/* the code of its functions, for instruction boundaries */
	pm->pm_fd = open(oi->oi_path, O_RDONLY | O_CLOEXEC);
	rc = dt_usym_func_iter(pm->pm_dtp, pm->pm_pid->pd_pid, oi->oi_path, dt_pid_func, pm);
	if (pm->pm_fd >= 0)
		close(pm->pm_fd);
	pm->pm_fd = -1;
	return rc;
}

/* Is the name one a pid probe can have: entry, return, a hex offset? */
static int dt_pid_name(dt_pid_match_t *pm, const char *prb)
{
	char *end;

	if (dt_pid_any(prb) || dt_is_glob(prb)) {
		pm->pm_all = 1;
		return 0;
	}
	if (strcmp(prb, "entry") == 0 || strcmp(prb, "return") == 0)
		return 0;
	errno = 0;
	pm->pm_off = strtoull(prb, &end, 16);
	if (*end != '\0' || errno != 0 || !isxdigit((unsigned char)*prb))
		return dt_pid_fail(pm, D_PROC_NAME, "'%s' is an invalid probe name", prb);
	pm->pm_isoff = 1;
	return 0;
}

/* Is an object of the executable stripped (no .symtab)?  For the message. */
static int dt_pid_stripped(const dt_uobjinfo_t *oi, void *arg)
{
	dt_pid_match_t *pm = arg;
	int exec = pm->pm_pid->pd_exe != NULL && strcmp(oi->oi_path, pm->pm_pid->pd_exe) == 0;

	return dt_pid_obj_named(pm, oi, exec) &&
	       dt_usym_has_symtab(pm->pm_dtp, pm->pm_pid->pd_pid, oi->oi_path) == 0;
}

/* Make the probes of one instance that pd names; -1 with the error kept. */
static int dt_pid_match(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd, int listing)
{
	dt_pid_match_t pm = { .pm_dtp = dtp, .pm_pv = pv, .pm_pid = pv->pv_data, .pm_pd = pd,
			      .pm_listing = listing, .pm_fd = -1,
			      .pm_quiet = listing || strcmp(pd->prv, pv->pv_name) != 0 ||
					  dtp->dt_active };
	const char *fun = pd->fun;

	if (!listing && dt_pid_name(&pm, pd->prb) != 0)
		return pm.pm_quiet ? 0 : -1;
	if (dt_proc_obj_iter(dtp, pm.pm_pid->pd_proc, dt_pid_obj, &pm) != 0) {
		if (!pm.pm_err)
			dt_pid_fail(&pm, D_NONE, "%s", dtp->dt_errmsg);
		return -1;
	}
	/* -Z: a module not mapped yet may be dlopen()ed later (dt_dlopen.c) */
	if (pm.pm_objs == 0 && (dt_opt(dtp, DT_OPT_ZDEFS) > 0 ||
				(yypcb != NULL && (yypcb->pcb_cflags & DTRACE_C_ZDEFS))))
		return 0;
	if (pm.pm_found == 0 && !pm.pm_quiet && !dt_pid_any(fun) && !dt_is_glob(fun) &&
	    !dt_pid_any(pd->mod) && !dt_is_glob(pd->mod)) {
		int stripped = dt_proc_obj_iter(dtp, pm.pm_pid->pd_proc, dt_pid_stripped, &pm);

		return dt_pid_fail(&pm, D_PROC_FUNC, "failed to lookup '%s' in module '%s'%s", fun,
				   pd->mod, stripped ? " (stripped: no .symtab, only its dynamic "
				   "symbols are known)" :
				   "");
	}
	return 0;
}

/* Report the error may_match kept; -1, or 0 if there is none. */
static int dt_pid_pending_report(dtrace_hdl_t *dtp)
{
	if (dt_pid_pending.msg == NULL || dt_pid_pending.dtp != dtp)
		return 0;
	dt_set_errmsg(dtp, dt_pid_pending.tag, "%s", dt_pid_pending.msg);
	free(dt_pid_pending.msg);
	dt_pid_pending.msg = NULL;
	return -1;
}

/*
 * Make the probes pd names in every instance its provider field matches,
 * so that the whole process is never populated for a description; asked
 * once per provider the description may match, the work is done at the
 * first.  0: the probes are in the catalogue; 1 on error (the populate
 * call that follows reports it).
 */
static int dt_pid_may_match(dtrace_hdl_t *dtp, dt_provider_t *asked, const dt_pdesc_t *pd)
{
	(void)asked;	/* every instance is asked at once */
	extern const dt_provimpl_t dt_prov_pid;
	dt_provider_t *pv;
	char desc[1024];

	dt_pdesc_string(pd, desc, sizeof(desc));
	for (pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		dt_pid_t *p = pv->pv_data;

		if (pv->pv_impl != &dt_prov_pid || p == NULL || pv->pv_populated ||
		    (!dt_pid_any(pd->prv) && !dt_gmatch(pv->pv_name, pd->prv)) ||
		    (p->pd_last != NULL && strcmp(p->pd_last, desc) == 0))
			continue;
		free(p->pd_last);
		p->pd_last = strdup(desc);
		if (dt_pid_match(dtp, pv, pd, 0) != 0)
			return 1;
	}
	return 0;
}

/*
 * dt_dlopen.c: the process mapped new objects; the descriptions are
 * matched again (may_match skips the one it matched last).
 */
void dt_pid_rematch_reset(dtrace_hdl_t *dtp, pid_t pid)
{
	extern const dt_provimpl_t dt_prov_pid;

	for (dt_provider_t *pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		dt_pid_t *p = pv->pv_data;

		if (pv->pv_impl == &dt_prov_pid && p != NULL && p->pd_pid == pid) {
			free(p->pd_last);
			p->pd_last = NULL;
		}
	}
}

pid_t dt_pid_inst_pid(const dt_provider_t *pv)
{
	extern const dt_provimpl_t dt_prov_pid;

	return pv->pv_impl == &dt_prov_pid && pv->pv_data != NULL ?
	       ((const dt_pid_t *)pv->pv_data)->pd_pid : 0;
}

/* A listing of everything: entry and return of every function; or may_match's error. */
static int dt_pid_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_pdesc_t all = { .prv = "", .mod = "", .fun = "", .prb = "" };

	if (dt_pid_pending_report(dtp) != 0)
		return -1;
	if (pv->pv_data == NULL)
		return 0;	/* the registry's "pid": no probes of its own */
	if (dt_pid_match(dtp, pv, &all, 1) != 0) {
		if (dt_pid_pending_report(dtp) == 0)
			dt_set_errmsg(dtp, D_NONE, "out of memory");
		return -1;
	}
	return 0;
}

/* "a.out" names the executable's module too. */
static int dt_pid_mod_alias(dtrace_hdl_t *dtp, const dt_probe_t *pr, const char *pattern)
{
	const dt_pid_probe_t *pp = pr->pr_priv;

	(void)dtp;
	return pp != NULL && pp->pp_exec && dt_gmatch("a.out", pattern);
}

static int dt_pid_progspec(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, dt_progspec_t *ps)
{
	const dt_pid_probe_t *pp = pr->pr_priv;

	(void)uses;
	/* return probes fill their arguments differently */
	return dt_uprobe_progspec(dtp, &pp->pp_site, pp->pp_kind == DT_PID_RETURN, ps);
}

/*
 * Return: argv[0] = the returning instruction's offset (the cookie's high
 * half, sign-extended: -1 for a uretprobe), argv[1] = the return value
 * register, the other slots 0.
 */
static void dt_pid_tramp_return(dt_tramp_t *tr, int cookie)
{
	const dt_uprobe_site_t *us = tr->tr_probes[0]->pr_priv;
	dt_bpf_prog_t *dp = tr->tr_prog;

	if (tr->tr_uses & 1) {
		if (cookie) {
			/* argv[0] = (s64)cookie >> 32 */
			dt_emit(dp, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_0, 32));
			dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, DT_ARGV(0), BPF_REG_0));
		} else {
			dt_emit(dp, BPF_STORE_IMM(BPF_DW, BPF_REG_7, DT_ARGV(0),
						  (int32_t)us->us_locs[0].ul_cookie_hi));
		}
	}
	if (tr->tr_uses & 2) {
		/* argv[1] = regs->ax */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, dt_uprobe_regoff(-1)));
		dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, DT_ARGV(1), BPF_REG_1));
	}
	for (int i = 2; i < DT_MAX_ARGS; i++) {
		if (tr->tr_uses & (1u << i))
			dt_emit(dp, BPF_STORE_IMM(BPF_DW, BPF_REG_7, DT_ARGV(i), 0));
	}
}

static void dt_pid_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	const dt_pid_probe_t *pp = tr->tr_probes[0]->pr_priv;
	int cookie = dt_uprobe_tramp_prid(tr);

	(void)dtp;
	if (tr->tr_uses & DT_TRAMP_USES_ERRNO)
		dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7,
						   offsetof(dt_mstate_t, syserrno), 0));
	if (pp->pp_kind == DT_PID_RETURN)
		dt_pid_tramp_return(tr, cookie);
	else
		dt_uprobe_tramp_callargs(tr);
}

static void dt_pid_probe_destroy(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	dt_pid_probe_t *pp = pr->pr_priv;

	(void)dtp;
	if (pp == NULL)
		return;
	dt_uprobe_site_fini(&pp->pp_site);
	free(pp);
	pr->pr_priv = NULL;
}

static void dt_pid_provider_destroy(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_pid_t *p = pv->pv_data;

	(void)dtp;
	if (p == NULL)
		return;
	free(p->pd_exe);
	free(p->pd_last);
	free(p);
	pv->pv_data = NULL;
}

const dt_provimpl_t dt_prov_pid = {
	.name = "pid",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.populate = dt_pid_populate,
	.may_match = dt_pid_may_match,
	.instantiate = dt_pid_instantiate,
	.mod_alias = dt_pid_mod_alias,
	.progspec = dt_pid_progspec,
	.trampoline = dt_pid_trampoline,
	.attach = dt_uprobe_attach,
	.attach_group = dt_uprobe_attach_group,
	.detach = dt_detach_fds,
	.probe_destroy = dt_pid_probe_destroy,
	.provider_destroy = dt_pid_provider_destroy,
};
