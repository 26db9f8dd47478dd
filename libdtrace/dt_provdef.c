/*
 * Provider definitions: "provider p { probe n(native) [: (translated)]; };"
 *
 * dt_program.c hands each DT_NODE_PROVIDER of a program here.  Its probes
 * are checked as illumos DTrace checks them (messages and tags are
 * illumos'): the provider's name, each parameter list (names in the
 * native list unique, every translated parameter named after a native one,
 * which is where its value comes from), argument types that resolve and fit
 * a note's argument spec, and a translator for every translated argument
 * whose type the native one cannot be used as.  Probe names are declared
 * with "__" and named in D with "-" (request__done is request-done).
 *
 * The definitions stay on the handle, in order, for dtrace -h (dt_header.c)
 * and -G (dt_elfgen.c).  Defining a provider again (another script, or
 * the D library) must repeat its interface: any difference is
 * D_PROV_INCOMPAT, as in illumos.
 */
#include <assert.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_decl.h"
#include "dt_cook.h"
#include "dt_provdef.h"

dt_provdef_t *dt_provdef_lookup(dtrace_hdl_t *dtp, const char *name)
{
	for (dt_provdef_t *pv = dtp->dt_provdefs; pv != NULL; pv = pv->pv_next) {
		if (strcmp(pv->pv_name, name) == 0)
			return pv;
	}
	return NULL;
}

dt_pdprobe_t *dt_provdef_probe(const dt_provdef_t *pv, const char *name)
{
	for (dt_pdprobe_t *pp = pv->pv_probes; pp != NULL; pp = pp->pp_next) {
		if (strcmp(pp->pp_name, name) == 0)
			return pp;
	}
	return NULL;
}

static void dt_pdprobe_free(dt_pdprobe_t *pp)
{
	free(pp->pp_name);
	free(pp->pp_sname);
	free(pp);
}

static void dt_provdef_free(dt_provdef_t *pv)
{
	dt_pdprobe_t *pp, *next;

	for (pp = pv->pv_probes; pp != NULL; pp = next) {
		next = pp->pp_next;
		dt_pdprobe_free(pp);
	}
	free(pv->pv_progs);
	free(pv->pv_name);
	free(pv);
}

/*
 * A program failed to compile: the definition being checked when the error
 * unwound goes, and so do the program's own definitions.
 */
void dt_provdef_abort(dtrace_hdl_t *dtp, const struct dtrace_prog *pgp)
{
	dt_provdef_t **pvp = &dtp->dt_provdefs, *pv;

	if (dtp->dt_provdef_new != NULL)
		dt_provdef_free(dtp->dt_provdef_new);
	dtp->dt_provdef_new = NULL;
	while ((pv = *pvp) != NULL) {
		for (int i = 0; i < pv->pv_nprogs; i++) {
			if (pv->pv_progs[i] == pgp)
				pv->pv_progs[i--] = pv->pv_progs[--pv->pv_nprogs];
		}
		if (pv->pv_nprogs == 0) {
			*pvp = pv->pv_next;
			dt_provdef_free(pv);
		} else {
			pvp = &pv->pv_next;
		}
	}
}

void dt_provdef_fini(dtrace_hdl_t *dtp)
{
	dt_provdef_t *pv, *next;

	dt_provdef_abort(dtp, NULL);

	for (pv = dtp->dt_provdefs; pv != NULL; pv = next) {
		next = pv->pv_next;
		dt_provdef_free(pv);
	}
	dtp->dt_provdefs = NULL;
}

static void dt_provdef_checkname(const dt_node_t *dnp)
{
	const char *name = dnp->dn_string;
	size_t len = strlen(name);

	if (strchr(name, '`') != NULL)
		dnerror(dnp, D_PROV_BADNAME, "provider name may not contain scoping operator: %s",
			name);
	if (len >= DT_PROVDEF_NAMELEN)
		dnerror(dnp, D_PROV_BADNAME, "provider name may not exceed %d characters: %s",
			DT_PROVDEF_NAMELEN - 1, name);
	if (isdigit((unsigned char)name[len - 1]))
		dnerror(dnp, D_PROV_BADNAME, "provider name may not end with a digit: %s", name);
}

/* "request__done" -> "request-done", as illumos' strhyphenate(). */
static char *dt_hyphenate(const char *s)
{
	char *h = malloc(strlen(s) + 1), *d = h;

	if (h == NULL)
		return NULL;
	while (*s != '\0') {
		if (s[0] == '_' && s[1] == '_') {
			*d++ = '-';
			s += 2;
		} else {
			*d++ = *s++;
		}
	}
	*d = '\0';
	return h;
}

/* A native argument must fit a register: an integer, a pointer, a string. */
static int dt_provdef_native_ok(dt_type_t t)
{
	return dt_type_is_integer(t) || dt_type_kind(t) == DT_TK_PTR || dt_type_is_string(t);
}

/* The native parameters: types, and names unique where given. */
static void dt_provdef_native(dt_pcb_t *pcb, const dt_node_t *pnp, dt_pdprobe_t *pp,
			      const char **nnames)
{
	int varargs = (pnp->dn_flags & DT_NF_VARARGS) && pnp->dn_list == NULL;
	dt_type_t *types;
	const char **names;
	int n = dt_node_list_len(pnp->dn_args);
	char b[128];

	if (n > DT_PROVDEF_MAXARGS)
		dnerror(pnp, D_PROV_PRARGLEN, "probe %s input prototype exceeds %u parameters: "
			"%d params used", pp->pp_name, DT_PROVDEF_MAXARGS, n);
	n = dt_decl_proto(pcb, pnp->dn_args, varargs, "probe input", DT_DP_VOID | DT_DP_ANON,
			  &types, &names);
	for (int i = 0; i < n; i++) {
		for (int j = 0; names[i] != NULL && j < i; j++) {
			if (names[j] != NULL && strcmp(names[i], names[j]) == 0)
				dnerror(pnp, D_DECL_PROTO_FORM, "parameter is already declared in "
					"probe input prototype: %s, parameter #%d", names[i], i + 1);
		}
		if (!dt_provdef_native_ok(types[i]))
			dnerror(pnp, D_DECL_PROTO_TYPE, "probe input prototype may not use "
				"parameter of type %s: %s, parameter #%d",
				dt_type_name(types[i], b, sizeof(b)),
				names[i] != NULL ? names[i] : "(anonymous)", i + 1);
		pp->pp_nargv[i] = types[i];
		nnames[i] = names[i];
	}
	pp->pp_nargc = n;
}

/*
 * The translated parameters: each is named after the native parameter
 * whose value it translates.
 */
static void dt_provdef_translated(dt_pcb_t *pcb, const dt_node_t *pnp, dt_pdprobe_t *pp,
				  const char **nnames)
{
	dt_type_t *types;
	const char **names;
	int n = dt_node_list_len(pnp->dn_list), j;

	if (n > DT_PROVDEF_MAXARGS)
		dnerror(pnp, D_PROV_PRARGLEN, "probe %s output prototype exceeds %u parameters: "
			"%d params used", pp->pp_name, DT_PROVDEF_MAXARGS, n);
	n = dt_decl_proto(pcb, pnp->dn_list, (pnp->dn_flags & DT_NF_VARARGS) != 0,
			  "probe output", DT_DP_VOID | DT_DP_ANON, &types, &names);
	for (int i = 0; i < n; i++) {
		if (names[i] == NULL)
			dnerror(pnp, D_DECL_PROTO_NAME, "parameter declaration requires a name: "
				"parameter #%d", i + 1);
		for (j = 0; j < pp->pp_nargc; j++) {
			if (nnames[j] != NULL && strcmp(nnames[j], names[i]) == 0)
				break;
		}
		if (j == pp->pp_nargc)
			dnerror(pnp, D_DECL_PROTO_FORM, "parameter is not declared in probe output "
				"prototype: %s, parameter #%d", names[i], i + 1);
		pp->pp_xargv[i] = types[i];
		pp->pp_mapping[i] = j;
	}
	pp->pp_xargc = n;
}

/*
 * Translated argument i needs a translator from its native type unless
 * the native value can be used as it is (illumos' dt_node_is_argcompat).
 * The translators may be in the D library, compiled on this first need.
 */
static void dt_provdef_xlators(dt_pcb_t *pcb, const dt_node_t *pnp, const char *prov,
			       const dt_pdprobe_t *pp)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	char b1[sizeof(dtp->dt_errmsg)], b2[128];

	for (int i = 0; i < pp->pp_xargc; i++) {
		dt_type_t n = pp->pp_nargv[pp->pp_mapping[i]], x = pp->pp_xargv[i];
		dt_type_t out = dt_type_kind(x) == DT_TK_PTR ? dt_type_pointee(x) : x;
		int rc;

		if (dt_type_compatible(n, x) || dt_xlator_exists(dtp, out, n))
			continue;
		rc = dt_dlib_load(dtp);
		yypcb = pcb;
		if (rc < 0) {
			snprintf(b1, sizeof(b1), "%s", dtp->dt_errmsg);
			dnerror(pnp, D_UNKNOWN, "failed to load the D library: %s", b1);
		}
		if (rc > 0 && dt_xlator_exists(dtp, out, n))
			continue;
		dnerror(pnp, D_PROV_PRXLATOR, "translator for %s:%s output argument #%u from %s "
			"to %s is not defined", prov, pp->pp_name, i + 1,
			dt_type_name(n, b1, 128), dt_type_name(x, b2, sizeof(b2)));
	}
}

/* A probe of a PROVIDER node, named; NULL when out of memory. */
static dt_pdprobe_t *dt_provdef_probe_new(const dt_node_t *pnp)
{
	dt_pdprobe_t *pp = calloc(1, sizeof(*pp));

	if (pp == NULL)
		return NULL;
	pp->pp_line = pnp->dn_line;
	pp->pp_sname = strdup(pnp->dn_string);
	pp->pp_name = dt_hyphenate(pnp->dn_string);
	if (pp->pp_sname == NULL || pp->pp_name == NULL) {
		dt_pdprobe_free(pp);
		return NULL;
	}
	return pp;
}

static void dt_provdef_probe_check(dt_pcb_t *pcb, const dt_node_t *pnp, const char *prov,
				   dt_pdprobe_t *pp)
{
	const char *nnames[DT_PROVDEF_MAXARGS] = { NULL };

	dt_provdef_native(pcb, pnp, pp, nnames);
	if (pnp->dn_list != NULL)
		dt_provdef_translated(pcb, pnp, pp, nnames);
	dt_provdef_xlators(pcb, pnp, prov, pp);
}

/* One list of a redeclared probe ("input" or "output") against the first. */
static void dt_provdef_cmp_argv(const dt_node_t *pnp, const char *prov, const char *probe,
				const char *kind, int oc, const dt_type_t *ov, int nc,
				const dt_type_t *nv)
{
	char b1[128], b2[128];

	if (oc != nc)
		dnerror(pnp, D_PROV_INCOMPAT, "probe %s:%s %s prototype mismatch:\n"
			"\t current: %u arg%s\n\tprevious: %u arg%s", prov, probe, kind,
			nc, nc != 1 ? "s" : "", oc, oc != 1 ? "s" : "");
	for (int i = 0; i < oc; i++) {
		if (dt_type_same(ov[i], nv[i]))
			continue;
		dnerror(pnp, D_PROV_INCOMPAT, "probe %s:%s %s prototype argument #%u mismatch:\n"
			"\t current: %s\n\tprevious: %s", prov, probe, kind, i + 1,
			dt_type_name(nv[i], b1, sizeof(b1)), dt_type_name(ov[i], b2, sizeof(b2)));
	}
}

/* Untranslated arguments are their own translation, as in illumos. */
static void dt_provdef_xview(const dt_pdprobe_t *pp, int *c, const dt_type_t **v)
{
	*c = pp->pp_xargc ? pp->pp_xargc : pp->pp_nargc;
	*v = pp->pp_xargc ? pp->pp_xargv : pp->pp_nargv;
}

static void dt_provdef_cmp(const dt_node_t *pnp, const dt_provdef_t *pv, const dt_pdprobe_t *old,
			   const dt_pdprobe_t *new)
{
	const char *p = pv->pv_name, *n = new->pp_name;
	const dt_type_t *ov, *nv;
	int oc, nc;

	if (old == NULL)
		dnerror(pnp, D_PROV_INCOMPAT, "provider interface mismatch: %s\n"
			"\t current: probe %s:%s defined\n\tprevious: probe %s:%s not defined",
			p, p, n, p, n);
	dt_provdef_cmp_argv(pnp, p, n, "input", old->pp_nargc, old->pp_nargv, new->pp_nargc,
			    new->pp_nargv);
	if (old->pp_xargc == 0 && new->pp_xargc != 0)
		dnerror(pnp, D_PROV_INCOMPAT, "provider interface mismatch: %s\n"
			"\t current: probe %s:%s has an output prototype\n"
			"\tprevious: probe %s:%s has no output prototype", p, p, n, p, n);
	dt_provdef_xview(old, &oc, &ov);
	dt_provdef_xview(new, &nc, &nv);
	dt_provdef_cmp_argv(pnp, p, n, "output", oc, ov, nc, nv);
}

static int dt_provdef_addprog(dt_provdef_t *pv, const struct dtrace_prog *pgp)
{
	const struct dtrace_prog **np;

	for (int i = 0; i < pv->pv_nprogs; i++) {
		if (pv->pv_progs[i] == pgp)
			return 0;
	}
	np = realloc(pv->pv_progs, (pv->pv_nprogs + 1) * sizeof(*np));
	if (np == NULL)
		return -1;
	pv->pv_progs = np;
	np[pv->pv_nprogs++] = pgp;
	return 0;
}

/*
 * The probes of dnp are checked into a new definition first; a redeclared
 * provider is then compared with it, and the new one dropped.  On an error
 * the new definition is freed through dt_provdef_new, which dt_compile()
 * releases whatever way it ends.
 */
void dt_provdef_define(dt_pcb_t *pcb, dt_node_t *dnp, const struct dtrace_prog *pgp)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_provdef_t *pv, *old;
	dt_pdprobe_t **tail;
	const dt_node_t *pnp;

	dt_provdef_checkname(dnp);
	pv = calloc(1, sizeof(*pv));
	if (pv == NULL || (pv->pv_name = strdup(dnp->dn_string)) == NULL) {
		free(pv);
		dnerror(dnp, D_UNKNOWN, "out of memory");
	}
	dtp->dt_provdef_new = pv;
	tail = &pv->pv_probes;
	for (pnp = dnp->dn_list; pnp != NULL; pnp = pnp->dn_next) {
		dt_pdprobe_t *pp = dt_provdef_probe_new(pnp);

		if (pp == NULL)
			dnerror(pnp, D_UNKNOWN, "out of memory");
		if (dt_provdef_probe(pv, pp->pp_name) != NULL) {
			dt_pdprobe_free(pp);
			dnerror(pnp, D_PROV_PRDUP, "probe redeclared: %s:%s", pv->pv_name,
				pnp->dn_string);
		}
		*tail = pp;
		tail = &pp->pp_next;
		dt_provdef_probe_check(pcb, pnp, pv->pv_name, pp);
	}
	old = dt_provdef_lookup(dtp, pv->pv_name);
	if (old != NULL) {
		dt_pdprobe_t *pp;

		for (pp = pv->pv_probes, pnp = dnp->dn_list; pp != NULL;
		     pp = pp->pp_next, pnp = pnp->dn_next)
			dt_provdef_cmp(pnp, old, dt_provdef_probe(old, pp->pp_name), pp);
		for (pp = old->pv_probes; pp != NULL; pp = pp->pp_next) {
			if (dt_provdef_probe(pv, pp->pp_name) == NULL)
				dnerror(dnp, D_PROV_INCOMPAT, "provider interface mismatch: %s\n"
					"\t current: probe %s:%s not defined\n"
					"\tprevious: probe %s:%s defined", pv->pv_name,
					pv->pv_name, pp->pp_name, pv->pv_name, pp->pp_name);
		}
		dtp->dt_provdef_new = NULL;
		dt_provdef_free(pv);
		pv = old;
	} else {
		dt_provdef_t **pvp = &dtp->dt_provdefs;

		while (*pvp != NULL)
			pvp = &(*pvp)->pv_next;
		*pvp = pv;
		dtp->dt_provdef_new = NULL;
	}
	if (dt_provdef_addprog(pv, pgp) != 0)
		dnerror(dnp, D_UNKNOWN, "out of memory");
	if (!pcb->pcb_library)
		pv->pv_user = 1;
}

char *dt_provdef_ctype(dt_type_t t, char *buf, size_t len)
{
	if (dt_type_is_string(t)) {
		snprintf(buf, len, "char *");
		return buf;
	}
	return dt_type_name(t, buf, len);
}

int dt_provdef_argsize(dt_type_t t)
{
	size_t size;

	if (dt_type_is_string(t) || dt_type_kind(t) == DT_TK_PTR)
		return 8;
	size = dt_type_size(t);
	assert(size == 1 || size == 2 || size == 4 || size == 8);
	return dt_type_is_signed(t) ? -(int)size : (int)size;
}

/* Append s and its NUL at *off when it fits; the offset moves on regardless. */
static void dt_note_str(char *buf, size_t len, size_t *off, const char *s)
{
	size_t n = strlen(s) + 1;

	if (*off + n <= len)
		memcpy(buf + *off, s, n);
	*off += n;
}

size_t dt_provdef_note(const dt_provdef_t *pv, const dt_pdprobe_t *pp, char *buf, size_t len)
{
	size_t off = 0;
	char b[128];

	dt_note_str(buf, len, &off, pv->pv_name);
	dt_note_str(buf, len, &off, pp->pp_sname);
	snprintf(b, sizeof(b), "%d", pp->pp_nargc);
	dt_note_str(buf, len, &off, b);
	for (int i = 0; i < pp->pp_nargc; i++)
		dt_note_str(buf, len, &off, dt_type_name(pp->pp_nargv[i], b, sizeof(b)));
	snprintf(b, sizeof(b), "%d", pp->pp_xargc);
	dt_note_str(buf, len, &off, b);
	for (int i = 0; i < pp->pp_xargc; i++) {
		dt_note_str(buf, len, &off, dt_type_name(pp->pp_xargv[i], b, sizeof(b)));
		snprintf(b, sizeof(b), "%d", pp->pp_mapping[i]);
		dt_note_str(buf, len, &off, b);
	}
	return off;
}

int dt_provdef_semname(const dt_provdef_t *pv, const dt_pdprobe_t *pp, char *buf, size_t len)
{
	return snprintf(buf, len, "%s_%s_semaphore", pv->pv_name, pp->pp_sname);
}

int dt_provdef_groupname(const dt_provdef_t *pv, const dt_pdprobe_t *pp, char *buf, size_t len)
{
	return snprintf(buf, len, "_.dtrace.note.%s.%s", pv->pv_name, pp->pp_sname);
}
