/*
 * args[N]: the probe's N-th argument with its type.  Every probe the clause
 * can fire on must give argument N the same type (D_ARGS_MULTI otherwise);
 * the types come from the probes' argument descriptors (dt_probe_args()).
 * The value is argN converted to that type; a DT_ARG_USER pointer points to
 * user memory.  A DT_ARG_STRING argument is a string: args[N] becomes
 * stringof((char *)argN).  An argument the provider translates (ad_xlate)
 * becomes xlate<ad_xlate>((ad_native)arg<ad_mapping>), whose members are
 * reached through the D translator as for any xlate<> (dt_xlator.c).  An
 * array argument (a record's char [16]) becomes *(T (*)[n])argN.  The nodes
 * loading argN inside those are args[] nodes cooked already (DT_NF_ARGS).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_cook.h"

typedef struct dt_args_scan {
	int idx;
	const dt_argdesc_t *ad;	/* args[idx] of the first probe: all must agree */
	int multi, range, failed;
	uint32_t nprobes;
} dt_args_scan_t;

/* Do two probes' args[N] have the same type and come from the same place? */
static int dt_args_same(const dt_argdesc_t *a, const dt_argdesc_t *b)
{
	const uint8_t kind = DT_ARG_USER | DT_ARG_STRING;

	if (strcmp(dt_argdesc_type(a), dt_argdesc_type(b)) != 0 ||
	    (a->ad_flags & kind) != (b->ad_flags & kind))
		return 0;
	return a->ad_xlate == NULL ||
	       (a->ad_mapping == b->ad_mapping && strcmp(a->ad_native, b->ad_native) == 0);
}

static int dt_args_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_args_scan_t *s = arg;
	const dt_argdesc_t *argv;
	int n;

	s->nprobes++;
	n = dt_probe_args(dtp, prp, &argv);
	if (n < 0) {
		s->failed = 1;
		return 1;
	}
	if (s->idx < 0 || s->idx >= n)
		s->range = 1;	/* none at all too: DTrace's D_ARGS_IDX */
	else if (s->ad == NULL)
		s->ad = &argv[s->idx];
	else if (!dt_args_same(s->ad, &argv[s->idx]))
		s->multi = 1;
	return 0;
}

/*
 * The type a C declaration text names, as tracepoint formats write them:
 * "unsigned int", "const char *", "struct stat *", "char **", "char [16]".
 */
static int dt_args_typename(dtrace_hdl_t *dtp, const char *text, dt_type_t *tp)
{
	char buf[256], *p = buf, *end, *bracket;
	int ptrs = 0;
	long nelem = -1;

	snprintf(buf, sizeof(buf), "%s", text);
	end = buf + strlen(buf);
	/* an array: "T [N]" (N may be missing) */
	bracket = end > p && end[-1] == ']' ? strrchr(buf, '[') : NULL;
	if (bracket != NULL) {
		nelem = strtol(bracket + 1, NULL, 10);
		end = bracket;
	}
	for (;;) {
		while (end > p && end[-1] == ' ')
			end--;
		if (end > p && end[-1] == '*') {
			ptrs++;
			end--;
			continue;
		}
		if (end - p > 6 && strncmp(end - 6, " const", 6) == 0) {
			end -= 6;
			continue;
		}
		break;
	}
	*end = '\0';
	for (;;) {
		if (strncmp(p, "const ", 6) == 0)
			p += 6;
		else if (strncmp(p, "volatile ", 9) == 0)
			p += 9;
		else if (strncmp(p, "__user ", 7) == 0)
			p += 7;
		else
			break;
	}
	if (dt_type_by_name(dtp, p, tp) != 0)
		return -1;
	while (ptrs-- > 0)
		*tp = dt_type_ptr(dtp, *tp);
	if (nelem >= 0 && nelem <= UINT32_MAX)
		*tp = dt_type_array(dtp, *tp, (uint32_t)nelem);
	return tp->dtt_btf != NULL || tp->dtt_id == 0 ? 0 : -1;
}

/* The type a descriptor's type text names, or a D_ARGS_TYPE error. */
static dt_type_t dt_args_type(dt_pcb_t *pcb, const dt_node_t *dnp, int n, const char *text)
{
	dt_type_t t;

	if (dt_args_typename(pcb->pcb_hdl, text, &t) != 0)
		dnerror(dnp, D_ARGS_TYPE, "failed to resolve type of args[%d] (%s)", n, text);
	return t;
}

/*
 * A node that loads argv[n] as type t (what args[n] is without a
 * translator or string), a user pointer if user.
 */
static dt_node_t *dt_args_native(dt_pcb_t *pcb, const dt_node_t *dnp, int n, dt_type_t t, int user)
{
	dt_node_t *a = dt_node_alloc(pcb, DT_NODE_ARRAY);

	a->dn_line = dnp->dn_line;
	a->dn_child[0] = dnp->dn_child[0];
	a->dn_args = dt_node_int(pcb, n, 0);
	a->dn_type = t;
	a->dn_flags |= DT_NF_SUBSCRIPT | DT_NF_ARGS;
	if (user && dt_type_kind(t) == DT_TK_PTR)
		a->dn_flags |= DT_NF_USERLAND;
	return a;
}

/*
 * args[N] through the provider's translator: xlate<ad_xlate>((ad_native)
 * arg<ad_mapping>).  The translators are in the D library files.
 */
static void dt_args_xlate(dt_pcb_t *pcb, dt_node_t *dnp, int n, const dt_argdesc_t *ad)
{
	dt_type_t tn, tx, out;

	if (dt_dlib_load(pcb->pcb_hdl) < 0)
		dnerror(dnp, D_ARGS_TYPE, "%s", pcb->pcb_hdl->dt_errmsg);
	yypcb = pcb;	/* compiling the library files took it */
	tn = dt_args_type(pcb, dnp, n, ad->ad_native);
	tx = dt_args_type(pcb, dnp, n, ad->ad_xlate);
	out = dt_type_kind(tx) == DT_TK_PTR ? dt_type_pointee(tx) : tx;
	if (dt_type_kind(out) != DT_TK_STRUCT && dt_type_kind(out) != DT_TK_UNION) {
		/*
		 * No translator makes a scalar: args[N] is native argument
		 * ad_mapping as that type (illumos' argmap: a USDT probe
		 * declared (int status, reqinfo_t *r) from (req *, int))
		 */
		dnp->dn_args->dn_value = ad->ad_mapping;
		dnp->dn_type = tx;
		dnp->dn_flags |= DT_NF_SUBSCRIPT | DT_NF_ARGS;
		if ((ad->ad_flags & DT_ARG_USER) && dt_type_kind(tx) == DT_TK_PTR)
			dnp->dn_flags |= DT_NF_USERLAND;
		return;
	}
	dnp->dn_kind = DT_NODE_XLATE;
	dnp->dn_child[0] = dt_args_native(pcb, dnp, ad->ad_mapping, tn, ad->ad_flags & DT_ARG_USER);
	dnp->dn_args = NULL;
	dnp->dn_decl = NULL;
	dt_xlator_xlate(pcb, dnp, tx);
}

/*
 * args[N] of an array type T [n] (argN is its address): *(T (*)[n])argN,
 * an object in memory as any other array reached through a pointer.
 */
static void dt_args_array(dt_pcb_t *pcb, dt_node_t *dnp, int n, dt_type_t t, int user)
{
	dt_node_t *deref = dt_node_op1(pcb, DT_OP_DEREF,
				       dt_args_native(pcb, dnp, n, dt_type_ptr(pcb->pcb_hdl, t), user));

	deref->dn_line = dnp->dn_line;
	dt_cook_node(pcb, deref);
	dt_node_replace(dnp, deref);
}

/* args[N] of a string: stringof((char *)argN), read from user space if DT_ARG_USER. */
static void dt_args_string(dt_pcb_t *pcb, dt_node_t *dnp, int n, const dt_argdesc_t *ad)
{
	dt_type_t t = dt_args_type(pcb, dnp, n, "char *");

	dnp->dn_kind = DT_NODE_STRINGOF;
	dnp->dn_child[0] = dt_args_native(pcb, dnp, n, t, ad->ad_flags & DT_ARG_USER);
	dnp->dn_args = NULL;
	dnp->dn_type = dt_type_string(pcb->pcb_hdl);
	dnp->dn_flags |= DT_NF_REF;
}

void dt_cook_args(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_node_t *idx = dnp->dn_args;
	dt_stmt_t *st = pcb->pcb_stmt;
	dt_args_scan_t s = { 0 };
	char desc[512] = "";
	dt_type_t t;
	int n, rdesc = -1;

	if (dnp->dn_flags & DT_NF_ARGS)
		return;	/* cooked already: the argN inside what args[N] became (below) */
	if (idx == NULL || idx->dn_next != NULL)
		dnerror(dnp, D_ARGS_IDX, "args[ ] takes one index");
	dt_cook_node(pcb, idx);
	if (idx->dn_kind != DT_NODE_INT)
		dnerror(dnp, D_ARGS_IDX, "index of args[ ] must be an integer constant");
	s.idx = idx->dn_value >= DT_MAX_ARGS ? DT_MAX_ARGS : (int)idx->dn_value;
	/* the description named: the first whose probes have no args[idx] */
	for (int d = 0; st != NULL && d < st->st_ndescs && !s.failed; d++) {
		if (dt_probe_iter(dtp, &st->st_descs[d], dt_args_probe, &s) < 0)
			s.failed = 1;
		if (d == 0 || (s.range && rdesc < 0))
			dt_pdesc_string(&st->st_descs[d], desc, sizeof(desc));
		if (s.range && rdesc < 0)
			rdesc = d;
	}
	if (s.failed)
		dnerror(dnp, D_ARGS_TYPE, "failed to resolve types of args[ ]: %s", dtp->dt_errmsg);
	if (st == NULL || st->st_ndescs == 0)	/* an inline's expression */
		dnerror(dnp, D_ARGS_NONE, "args[ ] may not be referenced outside of a probe clause");
	if (s.nprobes == 0)	/* -Z: DTrace cannot know the probes */
		dnerror(dnp, D_ARGS_MULTI, "args[ ] may not be referenced because probe description "
			"%s matches an unstable set of probes", desc);
	if (s.range || idx->dn_value >= DT_MAX_ARGS)
		dnerror(dnp, D_ARGS_IDX, "index %lld is out of range for %s args[ ]",
			(long long)idx->dn_value, desc);
	if (s.multi)
		dnerror(dnp, D_ARGS_MULTI, "args[ ] may not be referenced because probe description %s "
			"matches probes with different argument types", desc);
	n = s.idx;
	if (s.ad->ad_xlate != NULL) {
		dt_args_xlate(pcb, dnp, n, s.ad);
		return;
	}
	if (s.ad->ad_flags & DT_ARG_STRING) {
		dt_args_string(pcb, dnp, n, s.ad);
		return;
	}
	t = dt_args_type(pcb, dnp, n, s.ad->ad_native);
	if (dt_type_kind(t) == DT_TK_ARRAY) {
		dt_args_array(pcb, dnp, n, t, s.ad->ad_flags & DT_ARG_USER);
		return;
	}
	dnp->dn_type = t;
	dnp->dn_flags |= DT_NF_SUBSCRIPT | DT_NF_ARGS;
	if ((s.ad->ad_flags & DT_ARG_USER) && dt_type_kind(t) == DT_TK_PTR)
		dnp->dn_flags |= DT_NF_USERLAND;
}
