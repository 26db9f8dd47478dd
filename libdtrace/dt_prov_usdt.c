/*
 * USDT probes: every `.note.stapsdt` probe of a process's objects, as
 * <provider><PID>:<module>:<function>:<name> (doc/usdt.md).  The notes are
 * read by dt_usdt_notes.c; the uprobes are placed, attached and started by
 * the layer the pid provider shares (dt_uprobe.h).
 *
 * Instances.  "usdt" in the registry has no probes; it keeps the notes of
 * every object read (per path and inode, each object read once however
 * many processes map it) for its instances.  A description whose provider
 * field is <name><digits> ($target expanded) makes the instance for that
 * process if one of its objects has provider <name> (a -c command is run
 * on until the dynamic linker has mapped the libraries it starts with,
 * before their constructors: dt_proc_ready).  A glob (python*) reads /proc/<pid>/maps of
 * every process and makes an instance per process and provider it
 * matches.  Populating an instance inserts its probes: module the
 * object's base name, function the symbol containing the site ("" where
 * none does: stripped objects), name with every "__" as "-".
 *
 * Each probe is a dt_uprobe_site_t with the process as filter, one place
 * per site of that (module, function, name), its semaphore as the
 * uprobe's reference counter: the kernel increments it while the probe is
 * attached, so is-enabled code runs only then, and decrements it when the
 * attachment goes, also when dtrace is killed.
 *
 * Arguments: argN from the site's argument spec (a register, user memory
 * at registers + displacement, a constant, %rip-relative: dt_probe.h's
 * REG, UMEM, CONST locations), sign-extended as the spec says; args[N]
 * an integer of the spec's size and sign (int32_t for -4@, uint64_t for
 * 8@), unless the object has our `.note.dtrace` note for the probe, whose
 * D types (native, and translated with their mapping) args[] then has.
 */
#include <assert.h>
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "dt_impl.h"
#include "dt_dlopen.h"
#include "dt_proc.h"
#include "dt_uprobe.h"
#include "dt_usdt_notes.h"

extern const dt_provimpl_t dt_prov_usdt;

/* One object read, with its path and inode as keys. */
typedef struct dt_usdt_cobj {
	char *co_path;
	ino_t co_ino;
	dt_usdt_obj_t *co_obj;		/* NULL: unreadable (kept so as not to retry) */
} dt_usdt_cobj_t;

/* The registry entry's pv_data: what every instance shares. */
typedef struct dt_usdt_cache {
	dt_usdt_cobj_t *uc_objs;
	int uc_nobjs;
	char **uc_sigs;			/* argument-location signatures (progspec's share) */
	int uc_nsigs;
} dt_usdt_cache_t;

/* An instance's pv_data. */
typedef struct dt_usdt_inst {
	pid_t ui_pid;
	char *ui_prov;			/* the provider's name in the notes ("python") */
	dt_proc_t *ui_proc;
	dt_usdt_cache_t *ui_cache;
	uint8_t ui_glob;		/* made for a glob only: its exit is no error */
	char **ui_done;			/* the objects populated (paths): populated again
					   after a dlopen() (dt_dlopen.c), only new ones are read */
	int ui_ndone;
} dt_usdt_inst_t;

/* A probe's pr_priv. */
typedef struct dt_usdt_probe {
	dt_uprobe_site_t up_site;	/* first: dt_uprobe.c reads pr_priv as a site */
	const dt_usdt_site_t *up_note;	/* the first site's note: arguments, types */
	/*
	 * The sites' argument places, once each (a function with the probe
	 * twice, a constant argument differing): variant v is the high half
	 * of the cookie of the sites that have it; up_vars[0] is up_note.
	 */
	const dt_usdt_site_t **up_vars;
	uint32_t up_nvars;
} dt_usdt_probe_t;

static dt_usdt_cache_t *dt_usdt_cache(dtrace_hdl_t *dtp)
{
	dt_provider_t *pv = dt_provider_lookup(dtp, dt_prov_usdt.name);

	assert(pv != NULL);
	if (pv->pv_data == NULL)
		pv->pv_data = calloc(1, sizeof(dt_usdt_cache_t));
	if (pv->pv_data == NULL)
		dt_set_errmsg(dtp, D_NONE, "out of memory");
	return pv->pv_data;
}

/*
 * The notes of the object at path (inode ino, 0 if not known yet): read
 * once.  NULL if it cannot be read (not an error: a process may map
 * anything).
 */
static const dt_usdt_obj_t *dt_usdt_obj(dt_usdt_cache_t *uc, const char *path, ino_t ino)
{
	dt_usdt_cobj_t *co;
	struct stat st;
	char err[256];

	if (ino == 0) {
		if (stat(path, &st) != 0)
			return NULL;
		ino = st.st_ino;
	}
	for (int i = 0; i < uc->uc_nobjs; i++) {
		co = &uc->uc_objs[i];
		if (co->co_ino == ino && strcmp(co->co_path, path) == 0)
			return co->co_obj;
	}
	co = realloc(uc->uc_objs, (uc->uc_nobjs + 1) * sizeof(*co));
	if (co == NULL)
		return NULL;
	uc->uc_objs = co;
	co = &co[uc->uc_nobjs];
	if ((co->co_path = strdup(path)) == NULL)
		return NULL;
	co->co_ino = ino;
	co->co_obj = dt_usdt_obj_read(path, err, sizeof(err));
	uc->uc_nobjs++;
	return co->co_obj;
}

static int dt_usdt_has_prov(const dt_usdt_obj_t *uo, const char *prov)
{
	for (int i = 0; uo != NULL && i < uo->uo_nsites; i++) {
		if (strcmp(uo->uo_sites[i].us_prov, prov) == 0)
			return 1;
	}
	return 0;
}

/*
 * "python1234" -> "python" and 1234; -1 if the name is not <name><digits>
 * (or is the pid provider's).
 */
static int dt_usdt_parse(const char *prv, char *prov, size_t len, pid_t *pid)
{
	size_t n = strlen(prv), d = n;
	char *end;
	long v;

	while (d > 0 && isdigit((unsigned char)prv[d - 1]))
		d--;
	if (d == 0 || d == n || d >= len || prv[d] == '0')
		return -1;
	errno = 0;
	v = strtol(prv + d, &end, 10);
	if (errno != 0 || v <= 0 || v > INT_MAX)
		return -1;
	memcpy(prov, prv, d);
	prov[d] = '\0';
	if (strcmp(prov, "pid") == 0)
		return -1;
	*pid = (pid_t)v;
	return 0;
}

typedef struct dt_usdt_find {
	dt_usdt_cache_t *uf_cache;
	const char *uf_prov;
	int uf_found;
} dt_usdt_find_t;

static int dt_usdt_find_obj(const dt_uobjinfo_t *oi, void *arg)
{
	dt_usdt_find_t *uf = arg;

	uf->uf_found = dt_usdt_has_prov(dt_usdt_obj(uf->uf_cache, oi->oi_path, 0), uf->uf_prov);
	return uf->uf_found;
}

/*
 * Make the instance <prov><pid> if the process has the provider: 0 whether
 * or not it has; -1 + message if there is no such process.
 */
static int dt_usdt_make(dtrace_hdl_t *dtp, const char *prov, pid_t pid, int glob, int *made)
{
	dt_usdt_find_t uf = { .uf_prov = prov };
	char name[256];
	dt_usdt_inst_t *ui;
	dt_provider_t *pv;
	dt_proc_t *proc;

	*made = 0;
	snprintf(name, sizeof(name), "%s%d", prov, (int)pid);
	if ((pv = dt_provider_lookup(dtp, name)) != NULL) {
		if (!glob && pv->pv_impl == &dt_prov_usdt)
			((dt_usdt_inst_t *)pv->pv_data)->ui_glob = 0;	/* named now */
		*made = 1;
		return 0;
	}
	if ((uf.uf_cache = dt_usdt_cache(dtp)) == NULL)
		return -1;
	if ((proc = dt_proc_lookup(dtp, pid)) == NULL)
		return dt_set_errmsg(dtp, D_PROC_GRAB, "failed to grab process %d", (int)pid);
	if (dt_proc_ready(dtp, proc) != 0) {
		char why[sizeof(dtp->dt_errmsg)];

		/* the message is rewritten in place: copy it first */
		snprintf(why, sizeof(why), "%s", dtp->dt_errmsg);
		return dt_set_errmsg(dtp, D_PROC_GRAB, "failed to grab process %d: %s", (int)pid,
				     why);
	}
	dt_proc_obj_iter(dtp, proc, dt_usdt_find_obj, &uf);
	if (!uf.uf_found)
		return 0;
	if ((ui = calloc(1, sizeof(*ui))) == NULL || (ui->ui_prov = strdup(prov)) == NULL) {
		free(ui);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	ui->ui_pid = pid;
	ui->ui_glob = glob;
	ui->ui_proc = proc;
	ui->ui_cache = uf.uf_cache;
	if (dt_provider_create(dtp, &dt_prov_usdt, name, ui) == NULL) {
		free(ui->ui_prov);
		free(ui);
		return -1;
	}
	*made = 1;
	return 0;
}

/*
 * A glob: every process whose objects (from its maps: path and inode,
 * no system call per object already read) have a provider matching it.
 */
static int dt_usdt_scan(dtrace_hdl_t *dtp, const char *pattern)
{
	dt_usdt_cache_t *uc = dt_usdt_cache(dtp);
	struct dirent *de;
	char line[PATH_MAX + 128];
	DIR *dir;
	int rc = 0;
	pid_t only;

	if (uc == NULL)
		return -1;
	if ((dir = opendir("/proc")) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot read /proc: %s", strerror(errno));
	/* "*1234": every provider of process 1234 (dtrace -l -p 1234), no other */
	only = pattern[0] == '*' && pattern[1] != '\0' &&
	       strspn(pattern + 1, "0123456789") == strlen(pattern + 1) ? atoi(pattern + 1) : 0;
	while (rc == 0 && (de = readdir(dir)) != NULL) {
		pid_t pid = (pid_t)atoi(de->d_name);
		char *provs[64], last[PATH_MAX] = "";
		int nprovs = 0;
		FILE *f;

		if (pid <= 0 || pid == getpid() || (only != 0 && pid != only))
			continue;
		snprintf(line, sizeof(line), "/proc/%d/maps", (int)pid);
		if ((f = fopen(line, "re")) == NULL)
			continue;	/* gone, or a kernel thread's */
		while (fgets(line, sizeof(line), f) != NULL) {
			unsigned long long ino;
			const dt_usdt_obj_t *uo;
			int path = 0;

			if (sscanf(line, "%*s %*s %*s %*s %llu %n", &ino, &path) < 1 || ino == 0 ||
			    path == 0 || line[path] != '/')
				continue;
			line[strcspn(line, "\n")] = '\0';
			if (strcmp(line + path, last) == 0)
				continue;
			snprintf(last, sizeof(last), "%s", line + path);
			uo = dt_usdt_obj(uc, line + path, (ino_t)ino);
			for (int i = 0; uo != NULL && i < uo->uo_nsites; i++) {
				const char *p = uo->uo_sites[i].us_prov;
				char name[256];
				int seen = 0;

				for (int k = 0; k < nprovs && !seen; k++)
					seen = strcmp(provs[k], p) == 0;
				snprintf(name, sizeof(name), "%s%d", p, (int)pid);
				if (!seen && nprovs < 64 && dt_gmatch(name, pattern))
					provs[nprovs++] = (char *)p;
			}
		}
		fclose(f);
		for (int k = 0; k < nprovs && rc == 0; k++) {
			int made;

			/* a process that has exited since is no error of the description's */
			if (dt_usdt_make(dtp, provs[k], pid, 1, &made) != 0 && kill(pid, 0) == 0)
				rc = -1;
		}
	}
	closedir(dir);
	return rc;
}

/*
 * Is some other kind of provider making instances from names (a test's)?
 * Then a name that is not a process's provider may be its: no error here.
 */
static int dt_usdt_others(dtrace_hdl_t *dtp)
{
	extern const dt_provimpl_t dt_prov_pid;

	for (dt_provider_t *pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		if (pv->pv_impl->instantiate != NULL && pv->pv_impl != &dt_prov_usdt &&
		    pv->pv_impl != &dt_prov_pid)
			return 1;
	}
	return 0;
}

static int dt_usdt_instantiate(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	char prov[256];
	pid_t pid;
	int made;

	if (pd->prv == NULL || *pd->prv == '\0' || dt_provider_lookup(dtp, pd->prv) != NULL)
		return 0;
	if (dt_is_glob(pd->prv))
		return dt_usdt_scan(dtp, pd->prv);
	if (dt_usdt_parse(pd->prv, prov, sizeof(prov), &pid) != 0)
		return 0;
	if (kill(pid, 0) != 0 && errno == ESRCH)
		return dt_usdt_others(dtp) ? 0 :
		       dt_set_errmsg(dtp, D_PROC_GRAB, "failed to grab process %d: No such process",
				     (int)pid);
	if (dt_usdt_others(dtp))
		return 0;
	if (dt_usdt_make(dtp, prov, pid, 0, &made) != 0)
		return -1;
	if (made || dtp->dt_active)
		return 0;
	/* -Z: descriptions may match nothing, this one too; a library may bring it later */
	if (dt_opt(dtp, DT_OPT_ZDEFS) <= 0 &&
	    (yypcb == NULL || !(yypcb->pcb_cflags & DTRACE_C_ZDEFS)))
		return dt_set_errmsg(dtp, D_PROC_USDT, "failed to create probes in process %d: "
				     "no USDT provider '%s' in its objects", (int)pid, prov);
	return dt_dlopen_want(dtp, pid);
}

/* Insert the probes of one object's sites of the instance's provider. */
typedef struct dt_usdt_pop {
	dtrace_hdl_t *dtp;
	dt_provider_t *pv;
	dt_usdt_inst_t *ui;
	int err;
} dt_usdt_pop_t;

static int dt_usdt_same_args(const dt_usdt_site_t *a, const dt_usdt_site_t *b)
{
	if (a->us_argc != b->us_argc)
		return 0;
	for (int i = 0; i < a->us_argc; i++) {
		const dt_usdt_arg_t *x = &a->us_argv[i], *y = &b->us_argv[i];

		if (x->ua_kind != y->ua_kind || x->ua_size != y->ua_size ||
		    x->ua_signed != y->ua_signed || x->ua_scale != y->ua_scale ||
		    x->ua_base != y->ua_base || x->ua_index != y->ua_index ||
		    x->ua_disp != y->ua_disp)
			return 0;
	}
	return 1;
}

/* A site of the probe: a place, whose cookie says which variant its arguments are. */
static int dt_usdt_site_add(dtrace_hdl_t *dtp, dt_usdt_probe_t *pp, const dt_usdt_site_t *us)
{
	uint32_t v;

	for (v = 0; v < pp->up_nvars && !dt_usdt_same_args(pp->up_vars[v], us); v++)
		;
	if (v == pp->up_nvars) {
		const dt_usdt_site_t **vars = realloc(pp->up_vars, (v + 1) * sizeof(*vars));

		if (vars == NULL)
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		vars[v] = us;
		pp->up_vars = vars;
		pp->up_nvars++;
	}
	return dt_uprobe_site_add(dtp, &pp->up_site, us->us_off, us->us_sema_off, v);
}

static int dt_usdt_site_probe(dt_usdt_pop_t *up, const dt_uobjinfo_t *oi,
			      const dt_usdt_site_t *us)
{
	dtrace_hdl_t *dtp = up->dtp;
	char name[256];
	dt_usdt_probe_t *pp;
	dt_probe_t *pr;

	dt_usdt_probename(us->us_name, name, sizeof(name));
	pr = dt_probe_insert(dtp, up->pv, oi->oi_base, us->us_func, name, 0);
	if (pr == NULL)
		return -1;
	pp = pr->pr_priv;
	if (pp != NULL) {
		/* another site of the same probe (a function with it twice) */
		if (strcmp(pp->up_site.us_path, oi->oi_path) != 0)
			return 0;	/* a namesake object: the first one's */
		return dt_usdt_site_add(dtp, pp, us);
	}
	if ((pp = calloc(1, sizeof(*pp))) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	pp->up_note = us;
	if (dt_uprobe_site_init(dtp, &pp->up_site, oi->oi_path, up->ui->ui_pid, DT_UPROBE_AT) != 0 ||
	    dt_usdt_site_add(dtp, pp, us) != 0) {
		dt_uprobe_site_fini(&pp->up_site);
		free(pp->up_vars);
		free(pp);
		return -1;
	}
	/* a process a glob found may exit before attachment: left out, no error */
	pp->up_site.us_optional = up->ui->ui_glob;
	pr->pr_priv = pp;
	return 0;
}

/* Has the instance populated this object already?  If not, it is now. */
static int dt_usdt_done(dt_usdt_pop_t *up, const char *path)
{
	dt_usdt_inst_t *ui = up->ui;
	char **done;

	for (int i = 0; i < ui->ui_ndone; i++) {
		if (strcmp(ui->ui_done[i], path) == 0)
			return 1;
	}
	if ((done = realloc(ui->ui_done, (ui->ui_ndone + 1) * sizeof(*done))) == NULL ||
	    (done[ui->ui_ndone] = strdup(path)) == NULL) {
		if (done != NULL)
			ui->ui_done = done;
		up->err = dt_set_errmsg(up->dtp, D_NONE, "out of memory");
		return 1;
	}
	ui->ui_done = done;
	ui->ui_ndone++;
	return 0;
}

static int dt_usdt_pop_obj(const dt_uobjinfo_t *oi, void *arg)
{
	dt_usdt_pop_t *up = arg;
	const dt_usdt_obj_t *uo;

	if (dt_usdt_done(up, oi->oi_path))
		return up->err;
	uo = dt_usdt_obj(up->ui->ui_cache, oi->oi_path, 0);

	for (int i = 0; uo != NULL && i < uo->uo_nsites; i++) {
		if (strcmp(uo->uo_sites[i].us_prov, up->ui->ui_prov) == 0 &&
		    dt_usdt_site_probe(up, oi, &uo->uo_sites[i]) != 0) {
			up->err = 1;
			return 1;
		}
	}
	return 0;
}

/*
 * dt_dlopen.c: process pid mapped new objects; its instances are populated
 * again (with the new objects only), and descriptions naming a provider it
 * did not have may now make an instance.
 */
void dt_usdt_rematch_reset(dtrace_hdl_t *dtp, pid_t pid)
{
	for (dt_provider_t *pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		if (dt_usdt_inst_pid(pv) == pid)
			pv->pv_populated = 0;
	}
}

pid_t dt_usdt_inst_pid(const dt_provider_t *pv)
{
	if (pv->pv_impl != &dt_prov_usdt || pv->pv_data == NULL ||
	    strcmp(pv->pv_name, dt_prov_usdt.name) == 0)
		return 0;
	return ((const dt_usdt_inst_t *)pv->pv_data)->ui_pid;
}

/* Only instances have probes: none yet, nothing to populate. */
static int dt_usdt_may_match(dtrace_hdl_t *dtp, dt_provider_t *asked, const dt_pdesc_t *pd)
{
	(void)asked;	/* every instance is asked at once */
	for (dt_provider_t *pv = dtp->dt_provs; pv != NULL; pv = pv->pv_next) {
		if (pv->pv_impl == &dt_prov_usdt && pv->pv_data != NULL &&
		    strcmp(pv->pv_name, dt_prov_usdt.name) != 0 &&
		    (pd->prv == NULL || *pd->prv == '\0' || dt_gmatch(pv->pv_name, pd->prv)))
			return 1;
	}
	return 0;
}

static int dt_usdt_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_usdt_pop_t up = { dtp, pv, pv->pv_data, 0 };

	if (pv->pv_impl != &dt_prov_usdt || pv == dt_provider_lookup(dtp, dt_prov_usdt.name))
		return 0;	/* the registry's "usdt": no probes of its own */
	dt_proc_obj_iter(dtp, up.ui->ui_proc, dt_usdt_pop_obj, &up);
	return up.err ? -1 : 0;
}

/*
 * Arguments.
 */

static const char *const dt_usdt_inttypes[2][9] = {
	{ [1] = "uint8_t", [2] = "uint16_t", [4] = "uint32_t", [8] = "uint64_t" },
	{ [1] = "int8_t", [2] = "int16_t", [4] = "int32_t", [8] = "int64_t" },
};

/* Where argN is: the descriptor's location from the spec's operand. */
static void dt_usdt_argloc(const dt_usdt_arg_t *ua, dt_argdesc_t *ad)
{
	ad->ad_size = ua->ua_size;
	ad->ad_off = ua->ua_base;
	ad->ad_index = -1;
	if (ua->ua_signed)
		ad->ad_flags |= DT_ARG_SIGNED;
	switch (ua->ua_kind) {
	case DT_USDT_ARG_REG:
		ad->ad_loc = DT_ARGLOC_REG;
		break;
	case DT_USDT_ARG_MEM:
		ad->ad_loc = DT_ARGLOC_UMEM;
		ad->ad_index = ua->ua_index;
		ad->ad_scale = ua->ua_scale;
		ad->ad_disp = ua->ua_disp;
		break;
	case DT_USDT_ARG_CONST: {
		int shift = 64 - 8 * ua->ua_size;

		ad->ad_loc = DT_ARGLOC_CONST;
		ad->ad_disp = ua->ua_disp;
		/* a constant of the spec's size and sign, as a register of it would be */
		if (ua->ua_base < 0 && shift > 0)
			ad->ad_disp = ua->ua_signed ? (int64_t)((uint64_t)ua->ua_disp << shift) >> shift :
				      (int64_t)((uint64_t)ua->ua_disp << shift >> shift);
		break;
	}
	default:
		ad->ad_loc = DT_ARGLOC_NONE;
		break;
	}
}

static int dt_usdt_settype(dtrace_hdl_t *dtp, char **dst, const char *type)
{
	if ((*dst = strdup(type)) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	return 0;
}

static int dt_usdt_probe_args(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_argdesc_t *argv)
{
	const dt_usdt_probe_t *pp = pr->pr_priv;
	const dt_usdt_site_t *us = pp->up_note;
	const dt_usdt_types_t *ut = us->us_types;
	int n = us->us_argc;

	if (ut != NULL && ut->ut_xargc > n)
		n = ut->ut_xargc;
	if (ut != NULL && ut->ut_nargc > n)
		n = ut->ut_nargc;
	if (n > DT_MAX_ARGS)
		n = DT_MAX_ARGS;
	for (int i = 0; i < n; i++) {
		dt_argdesc_t *ad = &argv[i];
		const dt_usdt_arg_t *ua = i < us->us_argc ? &us->us_argv[i] : NULL;
		const char *native;

		if (ua != NULL)
			dt_usdt_argloc(ua, ad);
		ad->ad_flags |= DT_ARG_USER;
		ad->ad_mapping = i;
		if (ut != NULL && i < ut->ut_xargc) {
			int m = ut->ut_mapping[i];
			const char *x = ut->ut_xlate[i];

			native = ut->ut_native[m];
			ad->ad_mapping = m;
			if (strcmp(x, "string") == 0 && m == i) {
				/* char * shown as a string: read from user memory */
				ad->ad_flags |= DT_ARG_STRING;
			} else if ((strcmp(x, native) != 0 || m != i) &&
				   dt_usdt_settype(dtp, &ad->ad_xlate, x) != 0) {
				/* the same type from another argument is argmap's (dt_cook_args.c) */
				return -1;
			}
		} else if (ut != NULL && i < ut->ut_nargc) {
			native = ut->ut_native[i];
		} else {
			native = ua != NULL && ua->ua_kind != DT_USDT_ARG_BAD ?
				 dt_usdt_inttypes[ua->ua_signed][ua->ua_size] : "uint64_t";
		}
		if (strcmp(native, "string") == 0) {
			/* a string argument is passed as a char * (dtrace -h) */
			native = "char *";
			if (ad->ad_xlate == NULL)
				ad->ad_flags |= DT_ARG_STRING;
		}
		if (dt_usdt_settype(dtp, &ad->ad_native, native) != 0)
			return -1;
	}
	return n;
}

/*
 * Loading: probes share a program when their processes are the same (the
 * uprobe layer's rule) and the arguments the clauses read are in the same
 * places: each distinct list of places is a number (share).
 */
static int dt_usdt_share(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, uint32_t *share)
{
	dt_usdt_cache_t *uc = dt_usdt_cache(dtp);
	char sig[DT_MAX_ARGS * 64] = "", *s = sig;
	const dt_argdesc_t *argv;
	int argc, i;

	*share = 0;
	if ((uses & ((1u << DT_MAX_ARGS) - 1)) == 0)
		return 0;
	if (uc == NULL || (argc = dt_probe_args(dtp, pr, &argv)) < 0)
		return -1;
	if (((const dt_usdt_probe_t *)pr->pr_priv)->up_nvars > 1)
		s += sprintf(s, "probe %u;", pr->pr_id);	/* its own trampoline */
	for (i = 0; i < DT_MAX_ARGS; i++) {
		const dt_argdesc_t *ad = &argv[i];

		if (!(uses & (1u << i)))
			continue;
		if (i >= argc)
			s += sprintf(s, "%d:-;", i);
		else
			s += sprintf(s, "%d:%d,%d,%d,%d,%d,%d,%lld;", i, ad->ad_loc, ad->ad_off,
				     ad->ad_size, ad->ad_flags & DT_ARG_SIGNED, ad->ad_index,
				     ad->ad_scale, (long long)ad->ad_disp);
	}
	for (i = 0; i < uc->uc_nsigs; i++) {
		if (strcmp(uc->uc_sigs[i], sig) == 0)
			break;
	}
	if (i == uc->uc_nsigs) {
		char **sigs = realloc(uc->uc_sigs, (i + 1) * sizeof(char *));

		if (sigs == NULL || (sigs[i] = strdup(sig)) == NULL) {
			if (sigs != NULL)
				uc->uc_sigs = sigs;
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		}
		uc->uc_sigs = sigs;
		uc->uc_nsigs++;
	}
	*share = i + 1;
	return 0;
}

static int dt_usdt_progspec(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, dt_progspec_t *ps)
{
	const dt_usdt_probe_t *pp = pr->pr_priv;
	uint32_t share;

	if (dt_usdt_share(dtp, pr, uses, &share) != 0)
		return -1;
	return dt_uprobe_progspec(dtp, &pp->up_site, share, ps);
}

/*
 * The arguments of a probe whose sites have them in different places
 * (its own program: dt_usdt_share): r0 = the cookie; per variant v,
 *	if ((r0 >> 32) != v) goto next; <variant v's arguments>; goto done;
 * each variant's fetch being dt_tramp_args() over its own locations.
 */
static void dt_usdt_tramp_vars(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_probe_t *pr = tr->tr_probes[0], fake = *pr, *fp = &fake;
	const dt_usdt_probe_t *pp = pr->pr_priv;
	dt_bpf_prog_t *dp = tr->tr_prog;
	dt_tramp_t vt = *tr;
	const dt_argdesc_t *argv;
	dt_argdesc_t vargv[DT_MAX_ARGS];
	int argc = dt_probe_args(dtp, pr, &argv), done = dt_label_new(dp);

	if (argc < 0) {
		tr->tr_failed = 1;
		return;
	}
	vt.tr_probes = &fp;
	dt_emit(dp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	for (uint32_t v = 0; v < pp->up_nvars && !tr->tr_failed; v++) {
		const dt_usdt_site_t *us = pp->up_vars[v];
		int next = dt_label_new(dp);

		memset(vargv, 0, sizeof(vargv));
		for (int i = 0; i < argc; i++) {
			if (i < us->us_argc)
				dt_usdt_argloc(&us->us_argv[i], &vargv[i]);
		}
		fake.pr_argc = argc;
		fake.pr_argv = vargv;
		if (v + 1 < pp->up_nvars)
			dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, v, 0), next);
		if (dt_tramp_args(dtp, &vt) != 0)
			tr->tr_failed = 1;
		dt_emit_jmp(dp, BPF_GOTO(0), done);
		dt_label_place(dp, next);
	}
	dt_label_place(dp, done);
}

static void dt_usdt_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	const dt_usdt_probe_t *pp = tr->tr_probes[0]->pr_priv;
	int cookie = dt_uprobe_tramp_prid(tr);

	if (tr->tr_nprobes == 1 && pp->up_nvars > 1 && (tr->tr_uses & ((1u << DT_MAX_ARGS) - 1))) {
		assert(cookie);
		dt_usdt_tramp_vars(dtp, tr);
	} else
		dt_tramp_args(dtp, tr);
}

static void dt_usdt_probe_destroy(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	dt_usdt_probe_t *pp = pr->pr_priv;

	(void)dtp;
	if (pp == NULL)
		return;
	dt_uprobe_site_fini(&pp->up_site);
	free(pp->up_vars);
	free(pp);
	pr->pr_priv = NULL;
}

static void dt_usdt_provider_destroy(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	(void)dtp;
	if (pv->pv_data == NULL)
		return;
	if (strcmp(pv->pv_name, dt_prov_usdt.name) == 0) {
		dt_usdt_cache_t *uc = pv->pv_data;

		for (int i = 0; i < uc->uc_nobjs; i++) {
			free(uc->uc_objs[i].co_path);
			dt_usdt_obj_free(uc->uc_objs[i].co_obj);
		}
		for (int i = 0; i < uc->uc_nsigs; i++)
			free(uc->uc_sigs[i]);
		free(uc->uc_objs);
		free(uc->uc_sigs);
		free(uc);
	} else {
		dt_usdt_inst_t *ui = pv->pv_data;

		for (int i = 0; i < ui->ui_ndone; i++)
			free(ui->ui_done[i]);
		free(ui->ui_done);
		free(ui->ui_prov);
		free(ui);
	}
	pv->pv_data = NULL;
}

const dt_provimpl_t dt_prov_usdt = {
	.name = "usdt",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.populate = dt_usdt_populate,
	.may_match = dt_usdt_may_match,
	.instantiate = dt_usdt_instantiate,
	.probe_args = dt_usdt_probe_args,
	.progspec = dt_usdt_progspec,
	.trampoline = dt_usdt_trampoline,
	.attach = dt_uprobe_attach,
	.attach_group = dt_uprobe_attach_group,
	.detach = dt_detach_fds,
	.probe_destroy = dt_usdt_probe_destroy,
	.provider_destroy = dt_usdt_provider_destroy,
};
