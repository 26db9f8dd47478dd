/*
 * Translators (D-LANGUAGE.md 2.6): translator out_t < in_t *P > { m = expr; }.
 *
 * A definition is checked once, by cooking a copy of every member
 * expression with P standing for a value of the input type, and is kept on
 * the handle.  xlate<out_t *>(e)->m (also through an inline such as
 * curpsinfo) is cooked into a fresh copy of m's expression in which P is e:
 * members are computed lazily, only those used, where they are used.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_cook.h"
#include "dt_decl.h"

typedef struct dt_xlator {
	dt_type_t dx_out;		/* a struct or union */
	dt_type_t dx_in;
	const char *dx_param;		/* owned by the defining program's tree */
	dt_node_t *dx_members;		/* MEMBER nodes: the templates */
	struct dt_xlator *dx_next;
} dt_xlator_t;

static int dt_is_sou(dt_type_t t)
{
	dt_tkind_t k = dt_type_kind(t);

	return k == DT_TK_STRUCT || k == DT_TK_UNION;
}

static dt_xlator_t *dt_xlator_find(dtrace_hdl_t *dtp, dt_type_t out, dt_type_t in, int exact)
{
	for (dt_xlator_t *x = dtp->dt_xlators; x != NULL; x = x->dx_next) {
		if (!dt_type_same(x->dx_out, out))
			continue;
		if (exact ? dt_type_same(x->dx_in, in) : dt_type_compatible(x->dx_in, in))
			return x;
	}
	return NULL;
}

/*
 * Cook a copy of member expression e with the translator's parameter bound
 * to input (a cooked node): while it is cooked, the identifier P is input.
 */
dt_node_t *dt_bind_cook(dt_pcb_t *pcb, const dt_node_t *e, int n, const char *const *names,
			dt_node_t *const *nodes)
{
	dt_node_t *copy = dt_node_copy(pcb, e);
	int base = pcb->pcb_nbind;

	if (base + n > (int)(sizeof(pcb->pcb_bindname) / sizeof(pcb->pcb_bindname[0])))
		dnerror(e, D_UNKNOWN, "translators and inlines nested too deeply");
	for (int i = 0; i < n; i++) {
		pcb->pcb_bindname[base + i] = names[i];
		pcb->pcb_bindnode[base + i] = nodes[i];
	}
	pcb->pcb_nbind = base + n;
	dt_cook_node(pcb, copy);
	pcb->pcb_nbind = base;
	return copy;
}

static dt_node_t *dt_xlator_member(dt_pcb_t *pcb, const dt_xlator_t *x, const dt_node_t *e,
				   dt_node_t *input)
{
	return dt_bind_cook(pcb, e, 1, &x->dx_param, &input);
}

void dt_xlator_define(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_xlator_t *x;
	dt_type_t out, in;
	dt_node_t dummy, *m;
	dt_member_t mb;
	char b1[128], b2[128];

	dt_decl_typename(pcb, dnp->dn_decl, &out);
	dt_decl_typename(pcb, dnp->dn_child[0], &in);
	if (!dt_is_sou(out))
		dnerror(dnp, D_XLATE_SOU, "translator output type must be a struct or union");
	if (dt_xlator_find(dtp, out, in, 1) != NULL)
		dnerror(dnp, D_XLATE_REDECL, "translator from %s to %s has already been declared",
			dt_type_name(in, b1, sizeof(b1)), dt_type_name(out, b2, sizeof(b2)));
	x = calloc(1, sizeof(*x));
	if (x == NULL)
		dnerror(dnp, D_UNKNOWN, "out of memory");
	x->dx_out = out;
	x->dx_in = in;
	x->dx_param = dnp->dn_string;
	x->dx_members = dnp->dn_list;
	/* check every member against a stand-in for the input */
	memset(&dummy, 0, sizeof(dummy));
	dummy.dn_kind = DT_NODE_VAR;
	dummy.dn_type = in;
	dummy.dn_ident = &dtp->dt_xlparam_ident;
	dummy.dn_line = dnp->dn_line;
	for (m = dnp->dn_list; m != NULL; m = m->dn_next) {
		dt_node_t *e;

		if (dt_type_member(out, m->dn_string, &mb) != 0) {
			free(x);
			dnerror(m, D_XLATE_MEMB, "translator member %s is not a member of %s",
				m->dn_string, dt_type_name(out, b1, sizeof(b1)));
		}
		e = dt_xlator_member(pcb, x, m->dn_child[0], &dummy);
		if (!dt_type_compatible(mb.type, e->dn_type) &&
		    !(dt_type_is_string(mb.type) && dt_type_is_charseq(e->dn_type)) &&
		    !(dt_type_is_charseq(mb.type) && dt_type_is_string(e->dn_type)) &&
		    !(dt_type_is_charseq(mb.type) && dt_type_is_charseq(e->dn_type))) {
			free(x);
			dnerror(m, D_XLATE_INCOMPAT, "translator member %s definition uses "
				"incompatible types: \"%s\" = \"%s\"", m->dn_string,
				dt_type_name(mb.type, b1, sizeof(b1)),
				dt_type_name(e->dn_type, b2, sizeof(b2)));
		}
	}
	x->dx_next = dtp->dt_xlators;
	dtp->dt_xlators = x;
}

/* Is there a translator from in to out, a struct or union?  (Provider definitions.) */
int dt_xlator_exists(dtrace_hdl_t *dtp, dt_type_t out, dt_type_t in)
{
	return dt_is_sou(out) && dt_xlator_find(dtp, out, in, 0) != NULL;
}

void dt_xlator_fini(dtrace_hdl_t *dtp)
{
	dt_xlator_t *x, *next;

	for (x = dtp->dt_xlators; x != NULL; x = next) {
		next = x->dx_next;
		free(x);
	}
	dtp->dt_xlators = NULL;
}

/* xlate <out_t> (e) and xlate <out_t *> (e): choose the translator. */
void dt_xlator_cook_xlate(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_type_t t;

	if (dnp->dn_decl == NULL)
		return;	/* made by cooking args[N] (dt_cook_args.c): cooked already */
	dt_decl_typename(pcb, dnp->dn_decl, &t);
	dt_cook_node(pcb, dnp->dn_child[0]);
	dt_xlator_xlate(pcb, dnp, t);
}

/* dnp, an XLATE node whose child e is cooked, becomes xlate<t>(e). */
void dt_xlator_xlate(dt_pcb_t *pcb, dt_node_t *dnp, dt_type_t t)
{
	dt_node_t *e = dnp->dn_child[0];
	dt_type_t out;
	dt_xlator_t *x;
	char b1[128], b2[128];

	out = dt_type_kind(t) == DT_TK_PTR ? dt_type_pointee(t) : t;
	x = dt_is_sou(out) ? dt_xlator_find(pcb->pcb_hdl, out, e->dn_type, 0) : NULL;
	if (x == NULL)
		dnerror(dnp, D_XLATE_NONE, "cannot translate from \"%s\" to \"%s\"",
			dt_type_name(e->dn_type, b1, sizeof(b1)), dt_type_name(out, b2, sizeof(b2)));
	dnp->dn_aux = x;
	dnp->dn_type = t;
	if (dt_type_kind(t) != DT_TK_PTR)
		dnp->dn_flags |= DT_NF_REF;
}

/* The XLATE node c stands for (itself, or an inline's expression), or NULL. */
static dt_node_t *dt_xlator_of(dt_node_t *c)
{
	if (c->dn_kind == DT_NODE_VAR && c->dn_ident != NULL &&
	    c->dn_ident->di_kind == DT_IDENT_INLINE)
		c = c->dn_ident->di_expr;
	return c->dn_kind == DT_NODE_XLATE ? c : NULL;
}

/*
 * dnp is DOT or ARROW whose cooked child may be translated data: if so,
 * dnp becomes the member's expression for this input and 1 is returned.
 */
int dt_xlator_cook_member(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *xl = dt_xlator_of(dnp->dn_child[0]), *m, *e;
	const dt_xlator_t *x;

	if (xl == NULL)
		return 0;
	if ((dnp->dn_kind == DT_NODE_ARROW) != (dt_type_kind(xl->dn_type) == DT_TK_PTR))
		dnerror(dnp, dnp->dn_kind == DT_NODE_ARROW ? D_OP_PTR : D_OP_SOU,
			"operator %s cannot be applied to translated data of this type",
			dnp->dn_kind == DT_NODE_ARROW ? "->" : ".");
	x = xl->dn_aux;
	for (m = x->dx_members; m != NULL; m = m->dn_next) {
		if (strcmp(m->dn_string, dnp->dn_string) == 0)
			break;
	}
	if (m == NULL) {
		dt_member_t mb;
		char b[128];

		if (dt_type_member(x->dx_out, dnp->dn_string, &mb) != 0)
			dnerror(dnp, D_TYPE_MEMBER, "%s is not a member of %s", dnp->dn_string,
				dt_type_name(x->dx_out, b, sizeof(b)));
		dnerror(dnp, D_XLATE_NOCONV, "translator does not define conversion for member: %s",
			dnp->dn_string);
	}
	e = dt_xlator_member(pcb, x, m->dn_child[0], xl->dn_child[0]);
	dt_node_replace(dnp, e);
	return 1;
}

/* dnp becomes (a shallow copy of) e, keeping its place in lists and on the allocation chain. */
void dt_node_replace(dt_node_t *dnp, const dt_node_t *e)
{
	dt_node_t *next = dnp->dn_next, *link = dnp->dn_link;

	free(dnp->dn_string);
	*dnp = *e;
	dnp->dn_string = e->dn_string ? strdup(e->dn_string) : NULL;
	dnp->dn_spec = NULL;
	dnp->dn_dcl = NULL;
	dnp->dn_next = next;
	dnp->dn_link = link;
}

/*
 * An identifier bound by a translator or a parameterised inline being
 * expanded: the node becomes a shallow copy of the cooked node it stands for.
 */
int dt_xlator_cook_param(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *in = NULL;

	for (int i = pcb->pcb_nbind - 1; i >= 0 && in == NULL; i--) {
		if (strcmp(dnp->dn_string, pcb->pcb_bindname[i]) == 0)
			in = pcb->pcb_bindnode[i];
	}
	if (in == NULL)
		return 0;
	dt_node_replace(dnp, in);
	return 1;
}
