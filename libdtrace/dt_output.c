/*
 * The consumer side of the destructive output actions, freopen() and
 * system() (D-LANGUAGE.md 6.4), and the refusal of destructive actions
 * without -w when tracing is enabled.  Both actions are formatted like
 * printf() (dt_consume.c) into a string, then acted on in the consumer:
 * freopen() switches dt_outfp (dtrace_work() keeps the switch across
 * passes), system() flushes what dtrace printed and runs the command, so
 * the outputs appear in order.  dt_output_error() is the one report of a
 * clause's run-time error: faults and setopt() failures use it too.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_output.h"

/* The formatted text of a FREOPEN or SYSTEM record (malloc'd), or NULL with the error set. */
static char *dt_output_text(dtrace_hdl_t *dtp, const dt_recdesc_t *rd, uint32_t prid,
			    const uint8_t *data)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *mf;

	if (rd->rd_fmt == NULL)
		return strdup("");
	if ((mf = open_memstream(&buf, &len)) == NULL) {
		dt_set_errmsg(dtp, D_NONE, "out of memory formatting %s( ) output",
			      rd->rd_act == DT_ACT_FREOPEN ? "freopen" : "system");
		return NULL;
	}
	if (dt_print_printf(dtp, mf, rd, prid, data) != 0) {
		fclose(mf);
		free(buf);
		return NULL;
	}
	fclose(mf);
	return buf;
}

/*
 * A run-time error of a clause, reported (dt_report) after what was printed
 * so far: faults (dt_consume.c) and failed output actions alike.
 */
void dt_output_error(dtrace_hdl_t *dtp, uint32_t prid, uint32_t stid, const char *msg)
{
	dt_probe_t *prp = dt_probe_by_id(dtp, prid);

	dt_report(dtp, DTRACE_REPORT_ERROR,
		  "dtrace: error in dt_clause_%u for probe ID %u (%s:%s:%s:%s): %s", stid,
		prid, prp ? prp->pr_prov->pv_name : "", prp ? prp->pr_mod : "",
		prp ? prp->pr_func : "", prp ? prp->pr_name : "", msg);
}

int dt_output_freopen(dtrace_hdl_t *dtp, const dt_recdesc_t *rd, uint32_t prid, uint32_t stid,
		      const uint8_t *data)
{
	char *name = dt_output_text(dtp, rd, prid, data), msg[1024];
	FILE *fp;

	if (name == NULL)
		return -1;
	fflush(dtp->dt_outfp);
	if (*name == '\0') {
		if (dtp->dt_freopen_fp != NULL)
			fclose(dtp->dt_freopen_fp);
		dtp->dt_freopen_fp = NULL;
		dtp->dt_outfp = dtp->dt_origfp;
	} else if ((fp = fopen(name, "a")) == NULL) {
		snprintf(msg, sizeof(msg), "couldn't freopen() \"%s\": %s", name, strerror(errno));
		dt_output_error(dtp, prid, stid, msg);
	} else {
		if (dtp->dt_freopen_fp != NULL)
			fclose(dtp->dt_freopen_fp);
		dtp->dt_freopen_fp = dtp->dt_outfp = fp;
	}
	free(name);
	return 0;
}

int dt_output_system(dtrace_hdl_t *dtp, const dt_recdesc_t *rd, uint32_t prid, uint32_t stid,
		     const uint8_t *data)
{
	char *cmd = dt_output_text(dtp, rd, prid, data), msg[1024];

	if (cmd == NULL)
		return -1;
	fflush(dtp->dt_outfp);
	fflush(stdout);
	if (system(cmd) == -1) {
		snprintf(msg, sizeof(msg), "system(\"%s\") failed: %s", cmd, strerror(errno));
		dt_output_error(dtp, prid, stid, msg);
	}
	free(cmd);
	return 0;
}

/* dtrace_go(): destructive actions need -w (-x destructive). */
int dt_output_check_destructive(dtrace_hdl_t *dtp)
{
	if (dt_opt(dtp, DT_OPT_DESTRUCTIVE) > 0)
		return 0;
	for (uint32_t i = 0; i < dtp->dt_nstmts; i++) {
		if (dtp->dt_stmts[i] != NULL && dtp->dt_stmts[i]->st_destructive)
			return dt_set_errmsg(dtp, D_NONE, "Destructive actions not allowed");
	}
	return 0;
}

void dt_output_fini(dtrace_hdl_t *dtp)
{
	if (dtp->dt_freopen_fp != NULL)
		fclose(dtp->dt_freopen_fp);
	dtp->dt_freopen_fp = NULL;
}
