/*
 * dtrace(8) -l: list probes (OUTPUT.md 10.1, 10.2).
 *
 * Without a description every probe is listed.  Otherwise each program is
 * listed in command-line order: a -P/-m/-f/-n/-i argument is cut before
 * any predicate or body and each of its comma-separated descriptions is
 * handed to dtrace_probe_iter(); a -s script is compiled (nothing is
 * enabled) and its descriptions, as the library expanded them, are listed.
 */
#include <ctype.h>
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

/* Is the text a number: a probe id rather than fields to fill? */
static int is_id(const char *s)
{
	if (!*s)
		return 0;
	while (isdigit((unsigned char)*s))
		s++;
	return *s == '\0';
}

/*
 * The description as provider:module:function:name for messages: the text
 * fills the fields leftwards from the one its option names (D-LANGUAGE.md
 * 1.3).  Ids and texts that do not fit are shown as given.
 */
static char *full_desc(const char *text, dtrace_probespec_t spec)
{
	const char *field[4] = { "", "", "", "" };
	char *copy, *p, *res = NULL;
	int n = 1, last = spec, i;

	for (p = (char *)text; *p; p++)
		n += *p == ':';
	if (spec == DTRACE_PROBESPEC_NONE || is_id(text) || n > last + 1)
		return strdup(text);
	if (!(copy = strdup(text)))
		return NULL;
	for (i = last - n + 1, p = copy; i <= last; i++) {
		field[i] = p;
		p += strcspn(p, ":");
		if (*p)
			*p++ = '\0';
	}
	if ((res = malloc(strlen(text) + 4)))
		sprintf(res, "%s:%s:%s:%s", field[0], field[1], field[2],
			field[3]);
	free(copy);
	return res;
}

/*
 * List one description; one that matches nothing is reported, not fatal.
 * A description the library cannot parse is reported against the option
 * argument it came from (arg), as a compilation would.
 */
/*
 * $target in a description to list (pid$target:::), as the compiler
 * expands it; a copy, or NULL if out of memory.
 */
static char *expand_target(struct dcmd *c, const char *desc)
{
	const char *m = strstr(desc, "$target");
	char pid[16], *res;

	if (!m || c->dc_nprocs == 0)
		return strdup(desc);
	snprintf(pid, sizeof(pid), "%d",
		 (int)dtrace_proc_getpid(c->dc_procs[0].pr_proc));
	if (!(res = malloc(strlen(desc) + strlen(pid) + 1)))
		return NULL;
	sprintf(res, "%.*s%s%s", (int)(m - desc), desc, pid, m + 7);
	return res;
}

static void list_desc(struct dc_list *ls, const char *text,
		      dtrace_probespec_t spec, const char *arg)
{
	struct dcmd *c = ls->ls_cmd;
	char *desc = expand_target(c, text);
	char *full = desc ? full_desc(desc, spec) : NULL;
	int rc;

	if (!desc) {
		dc_error("%s", strerror(ENOMEM));
		ls->ls_status = DC_ERROR;
		return;
	}

	ls->ls_count = 0;
	rc = dtrace_probe_iter(c->dc_dtp, desc, spec, list_probe, ls);
	if (ferror(c->dc_out)) {
		/* stopped by list_probe(): dc_list() reports it */
	} else if (rc != 0 && arg) {
		dc_dterror(c, "invalid probe specifier %s", arg);
		ls->ls_status = DC_ERROR;
	} else if (rc != 0) {
		dc_dterror(c, "failed to match %s", full ? full : desc);
		ls->ls_status = DC_ERROR;
	} else if (ls->ls_count == 0 && is_id(desc)) {
		dc_error("invalid probe specifier %s: invalid probe identifier %s: "
			 "Unknown probe identifier", arg ? arg : desc, desc);
		ls->ls_status = DC_ERROR;
	} else if (ls->ls_count == 0) {
		/* said, but no failure: DTrace lists the others and exits 0 */
		dc_error("failed to match %s: No probe matches description",
			 full ? full : desc);
	}
	free(full);
	free(desc);
}

static int list_script_desc(dtrace_hdl_t *dtp, const char *desc, void *arg)
{
	struct dc_list *ls = arg;

	(void)dtp;
	list_desc(ls, desc, DTRACE_PROBESPEC_NAME, NULL);
	return ferror(ls->ls_cmd->dc_out) ? -1 : 0;
}

static void list_script(struct dc_list *ls, struct dc_prog *p)
{
	struct dcmd *c = ls->ls_cmd;

	/* Listing is not enabling: descriptions matching nothing are fine. */
	if (dc_compile(c, p, c->dc_cflags | DTRACE_C_ZDEFS) != DC_OK) {
		ls->ls_status = DC_ERROR;
		return;
	}
	if (dtrace_program_desc_iter(c->dc_dtp, p->dp_prog, list_script_desc,
				     ls) != 0 && !ferror(c->dc_out)) {
		dc_dterror(c, "failed to list probes of %s", p->dp_arg);
		ls->ls_status = DC_ERROR;
	}
}

/* Strip the blanks around a description, in place. */
static char *trim(char *s)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return s;
}

static void list_text(struct dc_list *ls, struct dc_prog *p)
{
	dtrace_probespec_t spec = p->dp_kind == 'P' ? DTRACE_PROBESPEC_PROVIDER :
		p->dp_kind == 'm' ? DTRACE_PROBESPEC_MOD :
		p->dp_kind == 'f' ? DTRACE_PROBESPEC_FUNC : DTRACE_PROBESPEC_NAME;
	char *text = strndup(p->dp_arg, strcspn(p->dp_arg, "{/;"));
	char *desc, *save = NULL;
	int n = 0;

	if (!text) {
		dc_error("%s", strerror(ENOMEM));
		ls->ls_status = DC_ERROR;
		return;
	}
	for (desc = strtok_r(text, ",", &save); desc && !ferror(ls->ls_cmd->dc_out);
	     desc = strtok_r(NULL, ",", &save), n++)
		list_desc(ls, trim(desc), spec, p->dp_arg);
	if (n == 0)		/* an empty description: every probe */
		list_desc(ls, "", spec, p->dp_arg);
	free(text);
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

	fprintf(c->dc_out, "%5s %10s %17s %33s %s\n",
		"ID", "PROVIDER", "MODULE", "FUNCTION", "NAME");
	if (c->dc_nprogs == 0 &&
	    dtrace_probe_iter(c->dc_dtp, NULL, DTRACE_PROBESPEC_NAME,
			      list_probe, &ls) != 0 && !ferror(c->dc_out)) {
		dc_dterror(c, "failed to list probes");
		ls.ls_status = DC_ERROR;
	}
	for (i = 0; i < c->dc_nprogs && !ferror(c->dc_out); i++) {
		if (c->dc_progs[i].dp_kind == 's')
			list_script(&ls, &c->dc_progs[i]);
		else
			list_text(&ls, &c->dc_progs[i]);
	}
	if (dc_output_failed(c))
		return DC_ERROR;
	return ls.ls_status;
}
