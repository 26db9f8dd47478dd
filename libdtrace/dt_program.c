/*
 * Compiling and enabling programs: the driver of DESIGN.md's flow steps 1-5.
 * A program (one -s file or one -n/-P/-m/-f/-i argument) is parsed into a
 * tree; each clause becomes a statement whose probe descriptions are matched
 * against the providers, whose body is cooked and compiled to a fragment.
 * dtrace_program_exec() then enables the statements on their probes; the
 * programs are built, loaded and attached by dtrace_go() (dt_work.c).
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_printf.h"
#include "dt_cg.h"
#include "dt_decl.h"
#include "dt_ident.h"
#include "dt_cook.h"
#include "dt_provdef.h"
#include "dt_dlopen.h"
#include "dt_aggregate.h"

static int dt_stmt_add(dtrace_hdl_t *dtp, dt_stmt_t *st)
{
	if (dtp->dt_nstmts == dtp->dt_stmtcap) {
		uint32_t n = dtp->dt_stmtcap ? dtp->dt_stmtcap * 2 : 16;
		dt_stmt_t **ns = realloc(dtp->dt_stmts, n * sizeof(*ns));

		if (ns == NULL)
			return -1;
		dtp->dt_stmts = ns;
		dtp->dt_stmtcap = n;
	}
	st->st_id = dtp->dt_nstmts;
	dtp->dt_stmts[dtp->dt_nstmts++] = st;
	return 0;
}

void dt_stmt_destroy(dt_stmt_t *st)
{
	for (int i = 0; i < st->st_ndescs; i++)
		dt_pdesc_free(&st->st_descs[i]);
	free(st->st_descs);
	for (uint32_t i = 0; i < st->st_nrecs; i++) {
		if (st->st_recs[i].rd_fmt != NULL)
			dt_printf_destroy(st->st_recs[i].rd_fmt);
		free(st->st_recs[i].rd_str);
		free(st->st_recs[i].rd_aggs);
	}
	free(st->st_recs);
	dt_prog_destroy(st->st_code);
	dt_prog_destroy(st->st_pred);
	free(st);
}

static int dt_count_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	return 0;
}

/* Parse and match every description of a clause. */
static void dt_stmt_descs(dt_pcb_t *pcb, dt_stmt_t *st)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_node_t *clause = st->st_node, *d;
	int n = dt_node_list_len(clause->dn_list), i = 0;
	char buf[sizeof(dtp->dt_errmsg)];

	st->st_descs = calloc(n, sizeof(dt_pdesc_t));
	if (st->st_descs == NULL)
		dnerror(clause, D_UNKNOWN, "out of memory");
	for (d = clause->dn_list; d != NULL; d = d->dn_next, i++) {
		dt_pdesc_t *pd = &st->st_descs[i];

		if (dt_pdesc_parse(dtp, d->dn_string, d->dn_op, pd) != 0) {
			/* the message is rewritten in place: copy it first */
			snprintf(buf, sizeof(buf), "%s", dtp->dt_errmsg);
			dnerror(d, dtp->dt_errtag == D_NONE ? D_PDESC_INVAL : dtp->dt_errtag,
				"%s", buf);
		}
		st->st_ndescs = i + 1;
		n = dt_probe_iter(dtp, pd, dt_count_probe, NULL);
		if (n > 0)
			continue;
		if (n < 0) {
			snprintf(buf, sizeof(buf), "%s", dtp->dt_errmsg);
			dnerror(d, dtp->dt_errtag == D_NONE ? D_PDESC_INVAL : dtp->dt_errtag,
				"%s", buf);
		}
		/* a probe id names one probe: -Z does not excuse a wrong one */
		if (pd->id != 0)
			dnerror(d, D_PDESC_INVAL, "invalid probe identifier %s: Unknown probe "
				"identifier", d->dn_string);
		if (pcb->pcb_cflags & DTRACE_C_ZDEFS || dt_opt(dtp, DT_OPT_ZDEFS) > 0)
			continue;
		if (dt_probe_unavailable(dtp, pd) != NULL)
			dnerror(d, D_PDESC_ZERO, "%s", dt_probe_unavailable(dtp, pd));
		dnerror(d, D_PDESC_ZERO, "probe description %s does not match any probes",
			dt_pdesc_string(pd, buf, sizeof(buf)));
	}
}

static void dt_compile_clause(dt_pcb_t *pcb, dt_node_t *clause, dtrace_prog_t *pgp)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_stmt_t *st = calloc(1, sizeof(*st));

	if (st == NULL || dt_stmt_add(dtp, st) != 0) {
		free(st);
		dnerror(clause, D_UNKNOWN, "out of memory");
	}
	st->st_node = clause;
	st->st_prog = pgp;
	pgp->dp_nstmts++;
	dt_stmt_descs(pcb, st);
	dt_cg_clause(pcb, st);
}

static const char *dt_decl_what(const dt_node_t *dnp)
{
	switch (dnp->dn_kind) {
	case DT_NODE_DECL: return "declarations are";
	case DT_NODE_INLINE: return "inline definitions are";
	case DT_NODE_XLATOR: return "translator definitions are";
	default: return "top-level constructs of this kind are";
	}
}

/* Every operand ($1..) must be referenced (D_MACRO_UNUSED). */
static void dt_check_argref(dt_pcb_t *pcb)
{
	if ((pcb->pcb_cflags & DTRACE_C_ARGREF) || dt_opt(pcb->pcb_hdl, DT_OPT_ARGREF) > 0 ||
	    pcb->pcb_argref == NULL)
		return;
	for (int i = 1; i < pcb->pcb_argc; i++) {
		if (!pcb->pcb_argref[i])
			/* illumos reports it where the lexer stopped: the end of the program */
			dt_pcb_error(pcb, D_MACRO_UNUSED, pcb->pcb_lineno, "extraneous argument '%s' ($%d is not referenced)",
				     pcb->pcb_argv[i], i);
	}
}

/* A declared variable becomes an identifier of its scope (D-LANGUAGE.md 3). */
static void dt_declare_var(dt_pcb_t *pcb, const dt_decl_var_t *v, void *arg)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	int tls = v->cls == DT_DC_SELF;
	dt_ident_t *idp;
	dt_type_t t = v->type;
	char b1[128], b2[128];

	if (dt_type_kind(t) == DT_TK_FUNC)
		return;	/* a function prototype: nothing to create */
	if (!dt_type_is_integer(t) && !dt_type_is_string(t) && dt_type_kind(t) != DT_TK_PTR &&
	    !dt_is_ref_kind(t))
		dt_pcb_error(pcb, D_UNKNOWN, v->line, "variables of type %s are not supported yet",
			     dt_type_name(t, b1, sizeof(b1)));
	if (v->cls == DT_DC_THIS) {
		if (v->nkeys > 0)
			dt_pcb_error(pcb, D_DECL_LOCASSC, v->line,
				     "associative arrays may not be declared as local variables: %s",
				     v->name);
		idp = dt_ident_lookup_kind(dtp, v->name, DT_IDENT_THIS, 0);
		if (idp == NULL)
			idp = dt_ident_this_create(dtp, v->name, t);
	} else if (tls || v->nkeys > 0) {
		idp = tls ? dt_ident_lookup_kind(dtp, v->name, DT_IDENT_DYN, 1) :
			    dt_ident_lookup(dtp, v->name);
		if (idp == NULL)
			idp = dt_decl_dyn_create(pcb, v->line, v->name, t, tls, v->nkeys, v->keys);
	} else {
		idp = dt_ident_lookup(dtp, v->name);
		if (idp == NULL)
			idp = dt_ident_global_create(dtp, v->name, t);
	}
	if (idp == NULL)
		dt_pcb_error(pcb, D_UNKNOWN, v->line, "out of memory");
	if (idp->di_kind == DT_IDENT_BUILTIN || idp->di_kind == DT_IDENT_FUNC ||
	    idp->di_kind == DT_IDENT_CONST || !dt_type_same(idp->di_type, t))
		dt_pcb_error(pcb, D_DECL_IDRED, v->line, "identifier redeclared: %s\n"
			     "\t current: %s\n\tprevious: %s", v->name, dt_type_name(t, b1, sizeof(b1)),
			     dt_type_name(idp->di_type, b2, sizeof(b2)));
	idp->di_flags |= DT_IDFLG_DECL;
}

/*
 * inline type name[ptype param, ...] = expr;  The expression is a template,
 * cooked at each use with the parameters bound to the use's arguments.
 */
static void dt_define_inline_params(dt_pcb_t *pcb, dt_node_t *dnp, const dt_decl_var_t *v)
{
	const dt_node_t *args = NULL;
	dt_type_t *types;
	const char **names;
	dt_ident_t *idp;
	int n;

	for (dt_declarator_t *d = dnp->dn_decl->dn_list->dn_dcl; d != NULL; d = d->dk_next) {
		if (d->dk_kind == DT_DK_ARRAY) {
			args = d->dk_args;
			break;
		}
	}
	n = dt_decl_proto(pcb, args, 0, "inline", 0, &types, &names);
	if (n > DT_MAX_KEYS)
		dnerror(dnp, D_PROTO_LEN, "inline %s has more than %d parameters", v->name, DT_MAX_KEYS);
	idp = dt_ident_inline_create(pcb->pcb_hdl, v->name, v->type, dnp->dn_child[0]);
	if (idp == NULL || (idp->di_params = calloc(n, sizeof(char *))) == NULL)
		dnerror(dnp, D_UNKNOWN, "out of memory");
	idp->di_nkeys = n;
	for (int i = 0; i < n; i++) {
		if (names[i] == NULL)
			dnerror(dnp, D_DECL_PROTO_FORM, "inline %s parameter #%d has no name", v->name,
				i + 1);
		idp->di_keytypes[i] = types[i];
		if ((idp->di_params[i] = strdup(names[i])) == NULL)
			dnerror(dnp, D_UNKNOWN, "out of memory");
	}
}

/*
 * inline type name = expr;  The expression is cooked here, once; a constant
 * one makes name a constant, any other is evaluated where name is used.
 */
static void dt_define_inline(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	dt_node_t *e = dnp->dn_child[0];
	dt_decl_var_t v;
	dt_ident_t *idp;
	char b1[128], b2[128];

	dt_decl_declarator(pcb, dnp->dn_decl, dnp->dn_decl->dn_list, &v);
	idp = dt_ident_lookup(dtp, v.name);
	/* DTrace names what the identifier was: "scalar " or "scalar inline" */
	if (idp != NULL && (idp->di_kind == DT_IDENT_GLOBAL || idp->di_kind == DT_IDENT_CONST ||
			    idp->di_kind == DT_IDENT_INLINE))
		dnerror(dnp, D_DECL_IDRED, "identifier redefined: %s\n\t current: inline "
			"definition\n\tprevious: scalar %s", v.name,
			idp->di_kind == DT_IDENT_GLOBAL ? "" : "inline");
	if (idp != NULL)
		dnerror(dnp, D_DECL_IDRED, "identifier redeclared: %s", v.name);
	/* an enumerator of the program's (or a D library's) enums */
	if (dt_type_enum_value(dtp, v.name, NULL, NULL) == 0)
		dnerror(dnp, D_DECL_IDRED, "identifier redefined: %s\n\t current: inline "
			"definition\n\tprevious: enumerator inline", v.name);
	if (v.nkeys > 0) {
		dt_define_inline_params(pcb, dnp, &v);
		return;
	}
	dt_cook_value(pcb, e);
	if ((dt_type_is_integer(v.type) && !dt_type_is_integer(e->dn_type) &&
	     dt_type_kind(e->dn_type) != DT_TK_PTR) ||
	    (dt_type_is_string(v.type) && !dt_type_is_string(e->dn_type) &&
	     !dt_type_is_charseq(e->dn_type)) ||
	    (dt_type_kind(v.type) == DT_TK_PTR && !dt_type_is_scalar(e->dn_type)))
		dnerror(dnp, D_OP_INCOMPAT, "inline %s definition uses incompatible types: "
			"\"%s\" = \"%s\"", v.name, dt_type_name(v.type, b1, sizeof(b1)),
			dt_type_name(e->dn_type, b2, sizeof(b2)));
	if (e->dn_kind == DT_NODE_INT && dt_type_is_integer(v.type)) {
		idp = dt_ident_add_const(dtp, v.name, v.type, (int64_t)dt_fit(e->dn_value, v.type));
	} else {
		idp = dt_ident_inline_create(dtp, v.name, v.type, e);
	}
	if (idp == NULL)
		dnerror(dnp, D_UNKNOWN, "out of memory");
}

static void dt_compile_tree(dt_pcb_t *pcb, dtrace_prog_t *pgp)
{
	dt_node_t *dnp;
	int nclauses = 0, ndecls = 0;

	for (dnp = pcb->pcb_root->dn_list; dnp != NULL; dnp = dnp->dn_next) {
		pcb->pcb_context = DT_CTX_DPROG;
		if (dnp->dn_kind == DT_NODE_DECL) {
			/* as in DTrace, declarations alone are an empty program */
			dt_decl_process(pcb, dnp, dt_declare_var, pgp);
		} else if (dnp->dn_kind == DT_NODE_INLINE) {
			dt_define_inline(pcb, dnp);
			ndecls++;
		} else if (dnp->dn_kind == DT_NODE_XLATOR) {
			dt_xlator_define(pcb, dnp);
			ndecls++;
		} else if (dnp->dn_kind == DT_NODE_PROVIDER) {
			dt_provdef_define(pcb, dnp, pgp);
			ndecls++;
		} else if (dnp->dn_kind != DT_NODE_CLAUSE) {
			dnerror(dnp, D_UNKNOWN, "%s not supported yet", dt_decl_what(dnp));
		} else {
			nclauses++;
		}
	}
	if (nclauses + ndecls == 0 && !(pcb->pcb_cflags & DTRACE_C_EMPTY) &&
	    dt_opt(pcb->pcb_hdl, DT_OPT_EMPTY) <= 0)
		dt_pcb_error(pcb, D_EMPTY, pcb->pcb_lineno, "empty D program translation unit");
	/* every aggregation of the text is known: direct or indirect maps (dt_aggregate.h) */
	dt_agg_plan(pcb);
	for (dnp = pcb->pcb_root->dn_list; dnp != NULL; dnp = dnp->dn_next) {
		if (dnp->dn_kind == DT_NODE_CLAUSE)
			dt_compile_clause(pcb, dnp, pgp);
	}
	dt_pragma_check(pcb);
	dt_check_argref(pcb);
}

static void dt_prog_free(dtrace_hdl_t *dtp, dtrace_prog_t *pgp)
{
	dt_pcb_t *pcb = pgp->dp_pcb;

	if (pcb != NULL) {
		dt_node_free_all(pcb);
		dt_pragma_free(pcb);
		free(pcb->pcb_argref);
		free(pcb);
	}
	if (pgp->dp_cppfp != NULL)
		fclose(pgp->dp_cppfp);
	free(pgp->dp_cpptext);
	free(pgp->dp_desc);
	free(pgp);
}

static dtrace_prog_t *dt_compile(dtrace_hdl_t *dtp, const char *text, FILE *fp,
				 dtrace_probespec_t spec, unsigned cflags, int argc,
				 char *const argv[], const char *libname)
{
	/* volatile: they are used after longjmp returns to the setjmp below */
	dtrace_prog_t *volatile pgp = calloc(1, sizeof(dtrace_prog_t));
	dt_pcb_t *volatile pcb = calloc(1, sizeof(dt_pcb_t));
	volatile uint32_t first = dtp->dt_nstmts;

	if (pgp == NULL || pcb == NULL) {
		free(pgp);
		free(pcb);
		dt_set_errmsg(dtp, D_UNKNOWN, "out of memory");
		return NULL;
	}
	if (dt_opt(dtp, DT_OPT_DEFAULTARGS) > 0)
		cflags |= DTRACE_C_DEFARG;
	/* -C: scripts go through cpp first (command-line programs do not) */
	if (fp != NULL && ((cflags & DTRACE_C_CPP) || dt_opt(dtp, DT_OPT_CPP) > 0)) {
		pgp->dp_cpptext = dt_cpp(dtp, NULL, fp);
		if (pgp->dp_cpptext == NULL) {
			free(pgp);
			free(pcb);
			return NULL;
		}
		pgp->dp_cppfp = fmemopen(pgp->dp_cpptext, strlen(pgp->dp_cpptext), "r");
		if (pgp->dp_cppfp == NULL) {
			free(pgp->dp_cpptext);
			free(pgp);
			free(pcb);
			dt_set_errmsg(dtp, D_NONE, "out of memory");
			return NULL;
		}
		fp = pgp->dp_cppfp;
	}
	pgp->dp_pcb = pcb;
	pgp->dp_first = first;
	pcb->pcb_hdl = dtp;
	pcb->pcb_string = text;
	pcb->pcb_strlen = text ? strlen(text) : 0;
	pcb->pcb_fileptr = fp;
	pcb->pcb_pspec = spec;
	pcb->pcb_cflags = cflags;
	pcb->pcb_argc = argc;
	pcb->pcb_argv = argv;
	pcb->pcb_argref = argc > 0 ? calloc(argc, 1) : NULL;
	pcb->pcb_lineno = 1;
	if (libname != NULL) {
		/* errors in a library file name it */
		pcb->pcb_library = 1;
		pcb->pcb_filetag = libname;
	}
	dtp->dt_errtag = D_NONE;
	dtp->dt_errmsg[0] = '\0';
	yypcb = pcb;
	if (dt_parse(pcb) != 0)
		goto fail;
	if (setjmp(pcb->pcb_jmpbuf) != 0)
		goto fail;
	dt_compile_tree(pcb, pgp);
	yypcb = NULL;
	pgp->dp_next = dtp->dt_progs;
	dtp->dt_progs = pgp;
	return pgp;
fail:
	yypcb = NULL;
	dt_provdef_abort(dtp, pgp);
	/* forget the statements of the failed program */
	while (dtp->dt_nstmts > first)
		dt_stmt_destroy(dtp->dt_stmts[--dtp->dt_nstmts]);
	dt_prog_free(dtp, pgp);
	return NULL;
}

dtrace_prog_t *dtrace_program_strcompile(dtrace_hdl_t *dtp, const char *text,
					 dtrace_probespec_t spec, unsigned cflags, int argc,
					 char *const argv[])
{
	return dt_compile(dtp, text, NULL, spec, cflags, argc, argv, NULL);
}

dtrace_prog_t *dtrace_program_fcompile(dtrace_hdl_t *dtp, FILE *fp, unsigned cflags, int argc,
				       char *const argv[])
{
	return dt_compile(dtp, NULL, fp, DTRACE_PROBESPEC_NONE, cflags, argc, argv, NULL);
}

/* A D library file: declarations only. */
dtrace_prog_t *dt_program_compile_lib(dtrace_hdl_t *dtp, FILE *fp, const char *name)
{
	return dt_compile(dtp, NULL, fp, DTRACE_PROBESPEC_NONE, DTRACE_C_EMPTY, 0, NULL, name);
}

static int dt_enable_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_stmt_t *st = arg;
	uint32_t *nc;

	/* a probe matched by two descriptions of one clause runs it once */
	if (prp->pr_nclauses > 0 && prp->pr_clauses[prp->pr_nclauses - 1] == st->st_id)
		return 0;
	nc = realloc(prp->pr_clauses, (prp->pr_nclauses + 1) * sizeof(*nc));
	if (nc == NULL)
		return dt_set_errmsg(dtp, D_UNKNOWN, "out of memory");
	prp->pr_clauses = nc;
	nc[prp->pr_nclauses++] = st->st_id;
	return 0;
}

typedef struct dt_rematch {
	dt_stmt_t *rm_st;
	uint32_t rm_first;
} dt_rematch_t;

static int dt_enable_new(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_rematch_t *rm = arg;

	return prp->pr_id > rm->rm_first ? dt_enable_probe(dtp, prp, rm->rm_st) : 0;
}

/*
 * After dtrace_go(), a process mapped new objects (dt_dlopen.c): every
 * statement's descriptions are matched again, in the order of the
 * statements, so that the probes made now (ids above first) get the
 * clauses in the order the others have them; the others are left alone.
 */
int dt_program_rematch(dtrace_hdl_t *dtp, uint32_t first)
{
	for (uint32_t i = 0; i < dtp->dt_nstmts; i++) {
		dt_rematch_t rm = { .rm_st = dtp->dt_stmts[i], .rm_first = first };

		for (int d = 0; d < rm.rm_st->st_ndescs; d++) {
			if (dt_probe_iter(dtp, &rm.rm_st->st_descs[d], dt_enable_new, &rm) < 0)
				return -1;
		}
	}
	return 0;
}

int dtrace_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, dtrace_proginfo_t *pip)
{
	unsigned matches = 0, descs = 0;

	for (uint32_t i = pgp->dp_first; i < pgp->dp_first + pgp->dp_nstmts; i++) {
		dt_stmt_t *st = dtp->dt_stmts[i];

		for (int d = 0; d < st->st_ndescs; d++) {
			int n = dt_probe_iter(dtp, &st->st_descs[d], dt_enable_probe, st);

			if (n < 0)
				return -1;
			descs++;
		}
	}
	/* count (clause, probe) pairs actually enabled */
	for (uint32_t id = 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dtp->dt_probes[id];

		if (prp == NULL)
			continue;
		for (uint32_t c = 0; c < prp->pr_nclauses; c++) {
			if (prp->pr_clauses[c] >= pgp->dp_first &&
			    prp->pr_clauses[c] < pgp->dp_first + pgp->dp_nstmts)
				matches++;
		}
	}
	if (pip != NULL) {
		pip->dpi_matches = matches;
		pip->dpi_descs = descs;
	}
	return 0;
}

void dt_programs_destroy(dtrace_hdl_t *dtp)
{
	dtrace_prog_t *pgp, *next;

	for (uint32_t i = 0; i < dtp->dt_nstmts; i++)
		dt_stmt_destroy(dtp->dt_stmts[i]);
	free(dtp->dt_stmts);
	dtp->dt_stmts = NULL;
	dtp->dt_nstmts = 0;
	for (pgp = dtp->dt_progs; pgp != NULL; pgp = next) {
		next = pgp->dp_next;
		dt_prog_free(dtp, pgp);
	}
	dtp->dt_progs = NULL;
	dt_provdef_fini(dtp);
}
