/*
 * args[N]: the probe's N-th argument with its type.  Every probe the clause
 * can fire on must give argument N the same type (D_ARGS_MULTI otherwise);
 * the providers name the types (argtypes).  The value is argN converted to
 * that type; the syscall provider's pointers point to user memory.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_cook.h"

typedef struct dt_args_scan {
	int idx;
	char *type;		/* the type name all probes agree on so far */
	int multi, none, range, user;
	uint32_t nprobes;
	dt_probe_t *first;
} dt_args_scan_t;

static int dt_args_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_args_scan_t *s = arg;
	char *types[DT_MAX_ARGS];
	int n = 0;

	if (s->nprobes++ == 0)
		s->first = prp;
	if (prp->pr_prov->pv_impl->argtypes != NULL)
		n = prp->pr_prov->pv_impl->argtypes(dtp, prp, types, DT_MAX_ARGS);
	if (n <= 0) {
		s->none = 1;
		return 0;
	}
	if (s->idx >= n)
		s->range = 1;
	else if (types[s->idx] == NULL)
		s->none = 1;	/* the provider ran out of memory naming it */
	else if (s->type == NULL)
		s->type = strdup(types[s->idx]);
	else if (strcmp(s->type, types[s->idx]) != 0)
		s->multi = 1;
	s->user |= strcmp(prp->pr_prov->pv_name, "syscall") == 0;
	for (int i = 0; i < n; i++)
		free(types[i]);
	return 0;
}

/*
 * The type a C declaration text names, as tracepoint formats write them:
 * "unsigned int", "const char *", "struct stat *", "char **".
 */
static int dt_args_typename(dtrace_hdl_t *dtp, const char *text, dt_type_t *tp)
{
	char buf[256], *p = buf, *end;
	int ptrs = 0;

	snprintf(buf, sizeof(buf), "%s", text);
	end = buf + strlen(buf);
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
	return tp->dtt_btf != NULL || tp->dtt_id == 0 ? 0 : -1;
}

void dt_cook_args(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_node_t *idx = dnp->dn_args;
	dt_stmt_t *st = pcb->pcb_stmt;
	dt_args_scan_t s = { 0 };
	char desc[512];
	dt_type_t t;

	if (idx == NULL || idx->dn_next != NULL)
		dnerror(dnp, D_ARGS_IDX, "args[ ] takes one index");
	dt_cook_node(pcb, idx);
	if (idx->dn_kind != DT_NODE_INT)
		dnerror(dnp, D_ARGS_IDX, "index of args[ ] must be an integer constant");
	s.idx = (int)idx->dn_value;
	for (int d = 0; st != NULL && d < st->st_ndescs; d++)
		dt_probe_iter(pcb->pcb_hdl, &st->st_descs[d], dt_args_probe, &s);
	desc[0] = '\0';
	if (st != NULL && st->st_ndescs > 0)
		dt_pdesc_string(&st->st_descs[0], desc, sizeof(desc));
	if (s.none || s.nprobes == 0) {
		free(s.type);
		dnerror(dnp, D_ARGS_NONE, "args[ ] may not be referenced because probe description %s "
			"matches probes with no arguments", desc);
	}
	if (s.range || idx->dn_value >= DT_MAX_ARGS) {
		free(s.type);
		dnerror(dnp, D_ARGS_IDX, "index %lld is out of range for %s args[ ]",
			(long long)idx->dn_value, desc);
	}
	if (s.multi) {
		free(s.type);
		dnerror(dnp, D_ARGS_MULTI, "args[ ] may not be referenced because probe description %s "
			"matches probes with different argument types", desc);
	}
	if (s.type == NULL)
		dnerror(dnp, D_UNKNOWN, "failed to allocate memory");
	if (dt_args_typename(pcb->pcb_hdl, s.type, &t) != 0) {
		snprintf(desc, sizeof(desc), "%s", s.type);
		free(s.type);
		dnerror(dnp, D_ARGS_TYPE, "failed to resolve type of args[%lld] (%s)",
			(long long)idx->dn_value, desc);
	}
	free(s.type);
	dnp->dn_type = t;
	dnp->dn_flags |= DT_NF_SUBSCRIPT | DT_NF_ARGS;
	if (s.user && dt_type_kind(t) == DT_TK_PTR)
		dnp->dn_flags |= DT_NF_USERLAND;
}
