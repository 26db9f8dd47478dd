/*
 * Flow indentation (-F, -x flowindent; OUTPUT.md 8): the consumer replaces
 * the CPU/ID/FUNCTION:NAME prefix of each record by the function name,
 * indented by the depth of entry probes seen without their return:
 * " -> f" for entry probes, " <- f" for return probes, "| f:name" for others;
 * a provider may draw its own arrows (flow_entry, flow_return: the syscall
 * provider's "=>" and "<=").  The header and prefixes are printed
 * in quiet mode too.  dt_consume.c calls dt_flow_prefix() per record.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_flow.h"
#include "dt_output.h"

enum { DT_FLOW_NONE, DT_FLOW_ENTRY, DT_FLOW_RETURN };

/* "entry", or a name ending in "-entry" as USDT probes name theirs (likewise "return"). */
static int dt_flow_suffix(const char *name, const char *what)
{
	size_t n = strlen(name), w = strlen(what);

	if (strcmp(name, what) == 0)
		return 1;
	return n > w && name[n - w - 1] == '-' && strcmp(name + n - w, what) == 0;
}

static int dt_flow_kind(const dt_probe_t *prp)
{
	if (dt_flow_suffix(prp->pr_name, "entry"))
		return DT_FLOW_ENTRY;
	if (dt_flow_suffix(prp->pr_name, "return"))
		return DT_FLOW_RETURN;
	return DT_FLOW_NONE;
}

static void dt_flow_header(dtrace_hdl_t *dtp, FILE *fp)
{
	if (dtp->dt_hdr_printed)
		return;
	if (dt_testing())
		fprintf(fp, "%-41s\n", "FUNCTION");
	else
		fprintf(fp, "%3s %-41s\n", "CPU", "FUNCTION");
	dtp->dt_hdr_printed = 1;
}

void dt_flow_prefix(dtrace_hdl_t *dtp, FILE *fp, int cpu, uint32_t prid, uint32_t stid)
{
	dt_probe_t *prp = dt_probe_by_id(dtp, prid);
	int flow = prp != NULL ? dt_flow_kind(prp) : DT_FLOW_NONE;
	const char *arrow = NULL;
	char field[512];

	/* a second clause of the same entry probe is not a deeper call */
	if (flow == DT_FLOW_ENTRY && dtp->dt_flow_prid == prid && dtp->dt_flow_stid != stid)
		flow = DT_FLOW_NONE;
	if (flow == DT_FLOW_RETURN && dtp->dt_flowdepth > 0)
		dtp->dt_flowdepth -= 2;
	if (flow == DT_FLOW_ENTRY)
		arrow = prp->pr_prov->pv_impl->flow_entry ? prp->pr_prov->pv_impl->flow_entry : "->";
	else if (flow == DT_FLOW_RETURN)
		arrow = prp->pr_prov->pv_impl->flow_return ? prp->pr_prov->pv_impl->flow_return : "<-";
	if (prp == NULL)
		snprintf(field, sizeof(field), "%*s| ", dtp->dt_flowdepth, "");
	else if (flow == DT_FLOW_NONE)
		snprintf(field, sizeof(field), "%*s| %s:%s", dtp->dt_flowdepth, "", prp->pr_func,
			 prp->pr_name);
	else
		snprintf(field, sizeof(field), "%*s %s %s", dtp->dt_flowdepth, "", arrow,
			 prp->pr_func);
	dt_flow_header(dtp, fp);
	if (dt_testing())
		fprintf(fp, "%-41s ", field);
	else
		fprintf(fp, "%3d %-41s ", cpu, field);
	if (flow == DT_FLOW_ENTRY)
		dtp->dt_flowdepth += 2;
	dtp->dt_flow_prid = prid;
	dtp->dt_flow_stid = stid;
}
