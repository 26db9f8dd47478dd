/*
 * Stability attributes (OUTPUT.md 10.2, 10.3): each provider declares the
 * stability of its probe descriptions and of its arguments (attr_desc and
 * attr_args of its dt_provimpl_t); -v prints a
 * program's minimum attributes and -l -v each probe's.  With -x amin, the
 * compiler refuses identifiers whose attributes are below the minimum
 * (dt_attr_check, called as identifiers are cooked).
 */
#include <string.h>
#include <strings.h>
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_pcb.h"
#include "dt_stability.h"

static const char *const dt_stab_names[] = {
	"Internal", "Private", "Obsolete", "External", "Unstable", "Evolving",
	"Stable", "Standard"
};
static const char *const dt_class_names[] = {
	"Unknown", "CPU", "Platform", "Group", "ISA", "Common"
};

/* What a provider that declares none has (its attr fields left zero). */
static const dt_attr_t dt_attr_undeclared = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN };

static dt_attr_t dt_attr_or_default(dt_attr_t a)
{
	return a.name == 0 && a.data == 0 && a.class == 0 ? dt_attr_undeclared : a;
}

dt_attr_t dt_attr_desc(const dt_provider_t *pv)
{
	return dt_attr_or_default(pv->pv_impl->attr_desc);
}

dt_attr_t dt_attr_args(const dt_provider_t *pv)
{
	return dt_attr_or_default(pv->pv_impl->attr_args);
}

static int dt_attr_word(const char *w, const char *const *names, int n)
{
	for (int i = 0; i < n; i++) {
		if (strcasecmp(w, names[i]) == 0)
			return i;
	}
	return -1;
}

int dt_attr_parse(const char *s, dt_attr_t *ap)
{
	dt_attr_t a = { DT_STAB_STANDARD, DT_STAB_STANDARD, DT_CLASS_COMMON };
	int *part[] = { &a.name, &a.data, &a.class };
	char buf[64], *p = buf, *w;

	if (snprintf(buf, sizeof(buf), "%s", s) >= (int)sizeof(buf))
		return -1;
	for (int i = 0; i < 3 && (w = strsep(&p, "/")) != NULL; i++) {
		*part[i] = i < 2 ? dt_attr_word(w, dt_stab_names, 8) : dt_attr_word(w, dt_class_names, 6);
		if (*part[i] < 0)
			return -1;
	}
	if (p != NULL)
		return -1;	/* a fourth part */
	*ap = a;
	return 0;
}

int64_t dt_attr_pack(dt_attr_t a)
{
	return a.name | a.data << 8 | a.class << 16;
}

static dt_attr_t dt_attr_unpack(int64_t v)
{
	return (dt_attr_t){ v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff };
}

/* Built-ins are Stable/Stable/Common, but for what they expose of the kernel. */
dt_attr_t dt_attr_ident(const dt_ident_t *idp)
{
	if (idp->di_kind == DT_IDENT_BUILTIN &&
	    (idp->di_id == DT_BV_CURTHREAD || idp->di_id == DT_BV_RUNTHREAD))
		return (dt_attr_t){ DT_STAB_STABLE, DT_STAB_PRIVATE, DT_CLASS_COMMON };
	return (dt_attr_t){ DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON };
}

dt_attr_t dt_attr_ksym(void)
{
	return (dt_attr_t){ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN };
}

static void dt_attr_str(dt_attr_t a, char *buf, size_t len)
{
	snprintf(buf, len, "%s/%s/%s", dt_stab_names[a.name], dt_stab_names[a.data],
		 dt_class_names[a.class]);
}

static const dt_attr_t dt_attr_stabcmn = { DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON };

static dt_attr_t dt_attr_min(dt_attr_t a, dt_attr_t b);

void dt_attr_check(dt_pcb_t *pcb, const dt_node_t *dnp, dt_attr_t a, const char *what)
{
	int64_t v = pcb->pcb_hdl->dt_options[DT_OPT_AMIN];
	dt_attr_t min;
	char buf[64];

	/* what -v reports as the program's Minimum Statement Attributes */
	min = dt_attr_min(pcb->pcb_attrlow ? dt_attr_unpack(pcb->pcb_attr) : dt_attr_stabcmn, a);
	pcb->pcb_attr = dt_attr_pack(min);
	pcb->pcb_attrlow = 1;
	if (v == DT_OPT_UNSET)
		return;
	min = dt_attr_unpack(v);
	if (a.name >= min.name && a.data >= min.data && a.class >= min.class)
		return;
	dt_attr_str(a, buf, sizeof(buf));
	dnerror(dnp, D_ATTR_MIN, "attributes for %s (%s) are less than predefined minimum", what,
		buf);
}

/* The D versions there have been (illumos's, then Linux's 2.0). */
static const char *const dt_versions[] = {
	"1.0", "1.1", "1.2", "1.2.1", "1.2.2", "1.3", "1.4", "1.4.1", "1.5", "1.6",
	"1.6.1", "1.6.2", "1.6.3", "1.7", "1.7.1", "1.8", "1.8.1", "1.9", "1.9.1", "1.10",
	"1.11", "1.12", "1.12.1", "1.13", "2.0", NULL
};

/*
 * "M[.m[.u]]" as a number, as illumos reads D versions: digits and at most
 * two dots (a missing part is 0, so "2" is 2.0 and "1..2" 1.0.2), M at most
 * 255, m and u at most 4095.  -1 if malformed or too large.
 */
static int64_t dt_version_num(const char *s)
{
	static const unsigned max[3] = { 255, 4095, 4095 };
	unsigned n[3] = { 0, 0, 0 };
	int i = 0;

	for (; *s != '\0'; s++) {
		if (*s >= '0' && *s <= '9') {
			n[i] = n[i] * 10 + (*s - '0');
			if (n[i] > max[i])
				return -1;
		} else if (*s != '.' || ++i > 2) {
			return -1;
		}
	}
	return ((int64_t)n[0] << 24) | (n[1] << 12) | n[2];
}

int dt_version_check(dtrace_hdl_t *dtp, const char *s)
{
	int64_t v = s != NULL ? dt_version_num(s) : -1;

	if (s == NULL)
		return dt_set_errmsg(dtp, D_NONE, "Invalid value for specified option");
	if (v < 0)
		return dt_set_errmsg(dtp, D_NONE, "Version is not properly formatted or is too large");
	for (int i = 0; dt_versions[i] != NULL; i++) {
		if (dt_version_num(dt_versions[i]) == v)
			return 0;
	}
	return dt_set_errmsg(dtp, D_NONE, "Requested version is not supported by compiler");
}

static dt_attr_t dt_attr_min(dt_attr_t a, dt_attr_t b)
{
	return (dt_attr_t){
		.name = a.name < b.name ? a.name : b.name,
		.data = a.data < b.data ? a.data : b.data,
		.class = a.class < b.class ? a.class : b.class,
	};
}

void dt_attr_print(FILE *fp, const char *title, dt_attr_t a)
{
	fprintf(fp, "\t%s\n", title);
	fprintf(fp, "\t\tIdentifier Names: %s\n", dt_stab_names[a.name]);
	fprintf(fp, "\t\tData Semantics:   %s\n", dt_stab_names[a.data]);
	fprintf(fp, "\t\tDependency Class: %s\n", dt_class_names[a.class]);
}

/*
 * The block -l -v and -e -v print after a probe's name: its stability
 * attributes, then the types of its n arguments argv[].
 */
void dt_attr_block_print(FILE *fp, dt_attr_t desc, dt_attr_t args, const dt_argdesc_t *argv,
			 int n)
{
	fputc('\n', fp);
	dt_attr_print(fp, "Probe Description Attributes", desc);
	fputc('\n', fp);
	dt_attr_print(fp, "Argument Attributes", args);
	fprintf(fp, "\n\tArgument Types\n");
	if (n == 0)
		fprintf(fp, "\t\tNone\n");
	for (int i = 0; i < n; i++)
		fprintf(fp, "\t\targs[%d]: %s\n", i, dt_argdesc_type(&argv[i]));
	fputc('\n', fp);
}

/*
 * What -v says of one probe description, as illumos's dt_probe_info():
 * a description that names no provider, or names it with a pattern, has
 * Unstable/Unstable/Common for itself and its arguments; otherwise the
 * provider's attributes.  The argument types are those of the first probe
 * it matches.  A probe id stands for its probe.
 */
typedef struct dt_descinfo {
	dt_attr_t desc, args;
	dt_probe_t *probe;	/* the first match, or NULL */
} dt_descinfo_t;

static const dt_attr_t dt_attr_unstable = { DT_STAB_UNSTABLE, DT_STAB_UNSTABLE, DT_CLASS_COMMON };

static int dt_descinfo_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_descinfo_t *di = arg;

	(void)dtp;
	if (di->probe == NULL)
		di->probe = prp;
	return 0;
}

static void dt_descinfo(dtrace_hdl_t *dtp, const dt_pdesc_t *pd, dt_descinfo_t *di)
{
	const char *prv = pd->prv != NULL ? pd->prv : "";

	di->probe = NULL;
	dt_probe_iter(dtp, pd, dt_descinfo_probe, di);
	if (di->probe == NULL || (pd->id == 0 && (*prv == '\0' || dt_is_glob(prv)))) {
		di->desc = di->args = dt_attr_unstable;
		return;
	}
	di->desc = dt_attr_desc(di->probe->pr_prov);
	di->args = dt_attr_args(di->probe->pr_prov);
}

/* The 10.2 block of one description (-e -v). */
static void dt_descinfo_print(dtrace_hdl_t *dtp, const dt_pdesc_t *pd, FILE *fp)
{
	const dt_argdesc_t *argv = NULL;
	dt_descinfo_t di;
	char buf[1024];
	int n = 0;

	dt_descinfo(dtp, pd, &di);
	if (pd->id != 0 && di.probe != NULL)
		snprintf(buf, sizeof(buf), "%s:%s:%s:%s", di.probe->pr_prov->pv_name,
			 di.probe->pr_mod, di.probe->pr_func, di.probe->pr_name);
	else
		dt_pdesc_string(pd, buf, sizeof(buf));
	if (di.probe != NULL && (n = dt_probe_args(dtp, di.probe, &argv)) < 0)
		n = 0;
	fprintf(fp, "\n%s\n", buf);
	dt_attr_block_print(fp, di.desc, di.args, argv, n);
}

int dtrace_program_report(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, const char *what, int descs,
			  FILE *fp)
{
	/* Stable/Stable/Common, but for identifiers below it (dt_attr_check) */
	dt_attr_t stmt = pgp->dp_pcb != NULL && pgp->dp_pcb->pcb_attrlow ?
			 dt_attr_unpack(pgp->dp_pcb->pcb_attr) : dt_attr_stabcmn;
	dt_attr_t desc = dt_attr_stabcmn;
	dt_descinfo_t di;

	for (uint32_t i = pgp->dp_first; i < pgp->dp_first + pgp->dp_nstmts; i++) {
		dt_stmt_t *st = dtp->dt_stmts[i];

		for (int d = 0; d < st->st_ndescs; d++) {
			dt_descinfo(dtp, &st->st_descs[d], &di);
			desc = dt_attr_min(desc, di.desc);
		}
	}
	fprintf(fp, "\nStability attributes for %s:\n\n", what);
	dt_attr_print(fp, "Minimum Probe Description Attributes", desc);
	fputc('\n', fp);
	dt_attr_print(fp, "Minimum Statement Attributes", stmt);
	if (!descs) {
		fputc('\n', fp);
		return 0;
	}
	for (uint32_t i = pgp->dp_first; i < pgp->dp_first + pgp->dp_nstmts; i++) {
		dt_stmt_t *st = dtp->dt_stmts[i];

		for (int d = 0; d < st->st_ndescs; d++)
			dt_descinfo_print(dtp, &st->st_descs[d], fp);
	}
	return 0;
}

int dtrace_program_desc_iter(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, dtrace_pdesc_f *f, void *arg)
{
	char buf[1024];
	int rc;

	for (uint32_t i = pgp->dp_first; i < pgp->dp_first + pgp->dp_nstmts; i++) {
		dt_stmt_t *st = dtp->dt_stmts[i];

		for (int d = 0; d < st->st_ndescs; d++) {
			const dt_pdesc_t *pd = &st->st_descs[d];

			/* a probe id is handed on as the id, which names its probe */
			if (pd->id != 0)
				snprintf(buf, sizeof(buf), "%u", pd->id);
			else
				dt_pdesc_string(pd, buf, sizeof(buf));
			rc = f(dtp, buf, arg);
			if (rc != 0)
				return rc;
		}
	}
	return 0;
}

#include "dt_vcs.h"	/* generated: DTRACE_VCS_ID */

const char *dtrace_vcs_id(void)
{
	return DTRACE_VCS_ID;
}
