/*
 * dtrace(8) -l: list probes (OUTPUT.md 10.1, 10.2).
 *
 * Without a description every probe is listed.  Otherwise every program
 * (-s script or -P/-m/-f/-n/-i text) is compiled first, as DTrace does, so
 * that one that does not compile ends dtrace before anything is printed;
 * then each program's descriptions, as the compiler expanded them, are
 * listed in command-line order.  Nothing is enabled.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "dtrace_cmd.h"

struct dc_list {
	struct dcmd *ls_cmd;
	unsigned ls_count;	/* probes listed for the current description */
	int ls_status;
};

static int list_probe(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd,
		      void *arg)
{
	struct dc_list *ls = arg;
	FILE *out = ls->ls_cmd->dc_out;

	fprintf(out, "%5d %10s %17s %33s %s\n", (int)pd->id, pd->prv,
		pd->mod, pd->fun, pd->prb);
	ls->ls_count++;
	if (ls->ls_cmd->dc_verbose && dtrace_probe_info(dtp, pd, out) != 0) {
		dc_dterror(ls->ls_cmd, "failed to describe probe %u", pd->id);
		ls->ls_status = DC_ERROR;
	}
	/* Stop early once the reader is gone. */
	return ferror(out) ? -1 : 0;
}

/*
 * List one description as the compiler expanded it
 * ("provider:module:function:name", or a probe id); one that matches
 * nothing is reported, not fatal: DTrace lists the others and exits 0.
 */
static int list_desc(dtrace_hdl_t *dtp, const char *desc, void *arg)
{
	struct dc_list *ls = arg;
	struct dcmd *c = ls->ls_cmd;

	ls->ls_count = 0;
	if (dtrace_probe_iter(dtp, desc, DTRACE_PROBESPEC_NAME, list_probe,
			      ls) != 0) {
		if (!ferror(c->dc_out)) {	/* else dc_list() reports it */
			dc_dterror(c, "failed to match %s", desc);
			ls->ls_status = DC_ERROR;
		}
	} else if (ls->ls_count == 0) {
		dc_error("failed to match %s: No probe matches description",
			 desc);
	}
	return ferror(c->dc_out) ? -1 : 0;
}

static void list_prog(struct dc_list *ls, struct dc_prog *p)
{
	struct dcmd *c = ls->ls_cmd;

	if (dtrace_program_desc_iter(c->dc_dtp, p->dp_prog, list_desc,
				     ls) != 0 && !ferror(c->dc_out)) {
		dc_dterror(c, "failed to list probes of %s", p->dp_arg);
		ls->ls_status = DC_ERROR;
	}
}

static int list_nothing(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd, void *arg)
{
	(void)dtp;
	(void)pd;
	(void)arg;
	return 0;
}

/*
 * -l with -c or -p: the processes are created or grabbed first ($target),
 * and a listing of everything has their pid probes too (entry and return
 * of every function): the pid<PID> providers are made here, by a
 * description of theirs that names no function ("-"), so that the
 * listing's populating makes each function's probes together.
 */
static int list_procs(struct dcmd *c)
{
	char desc[64];
	int i, status;

	if (c->dc_nprocs == 0)
		return DC_OK;
	if ((status = dc_procs_start(c)) != DC_OK)
		return status;
	for (i = 0; c->dc_nprogs == 0 && i < c->dc_nprocs; i++) {
		snprintf(desc, sizeof(desc), "pid%d::-:entry",
			 (int)dtrace_proc_getpid(c->dc_procs[i].pr_proc));
		if (dtrace_probe_iter(c->dc_dtp, desc, DTRACE_PROBESPEC_NAME,
				      list_nothing, NULL) != 0) {
			dc_dterror(c, "failed to list the probes of process %d",
				   (int)dtrace_proc_getpid(c->dc_procs[i].pr_proc));
			return DC_ERROR;
		}
		/* and its USDT providers ("*PID" makes them all: dt_prov_usdt.c) */
		snprintf(desc, sizeof(desc), "*%d::-:",
			 (int)dtrace_proc_getpid(c->dc_procs[i].pr_proc));
		if (dtrace_probe_iter(c->dc_dtp, desc, DTRACE_PROBESPEC_NAME,
				      list_nothing, NULL) != 0) {
			dc_dterror(c, "failed to list the probes of process %d",
				   (int)dtrace_proc_getpid(c->dc_procs[i].pr_proc));
			return DC_ERROR;
		}
	}
	return DC_OK;
}

int dc_list(struct dcmd *c)
{
	struct dc_list ls = { .ls_cmd = c, .ls_status = DC_OK };
	int i, status;

	if ((status = list_procs(c)) != DC_OK)
		return status;

	/*
	 * Every program is compiled before anything is listed, as DTrace
	 * does: one that does not compile is fatal and nothing is printed.
	 * Listing is not enabling: descriptions matching nothing are fine.
	 */
	for (i = 0; i < c->dc_nprogs; i++) {
		status = dc_compile(c, &c->dc_progs[i], c->dc_cflags | DTRACE_C_ZDEFS);
		if (status != DC_OK)
			return status;
	}
	if ((status = dc_open_output(c)) != DC_OK)
		return status;
	fprintf(c->dc_out, "%5s %10s %17s %33s %s\n",
		"ID", "PROVIDER", "MODULE", "FUNCTION", "NAME");
	if (c->dc_nprogs == 0 &&
	    dtrace_probe_iter(c->dc_dtp, NULL, DTRACE_PROBESPEC_NAME,
			      list_probe, &ls) != 0 && !ferror(c->dc_out)) {
		dc_dterror(c, "failed to list probes");
		ls.ls_status = DC_ERROR;
	}
	for (i = 0; i < c->dc_nprogs && !ferror(c->dc_out); i++)
		list_prog(&ls, &c->dc_progs[i]);
	if (dc_output_failed(c))
		return DC_ERROR;
	return ls.ls_status;
}
