/*
 * test_parse: parse a D program with the library's lexer and grammar and
 * print the parse tree, one node per line, indented by depth:
 *
 *	KIND details (line N)
 *	  slot: KIND ...		children, lists, types, declarators
 *
 * On a parse error it prints "error: [TAG] message" on stderr and exits 1.
 *
 * Usage: test_parse [-n] [-D] [-p pid] file.d [arg1 ...]
 *   -n	 compile the file's text as a command-line program (dtrace -n)
 *   -D	 -x defaultargs: undefined $N read as 0 / ""
 *   -p	 $target
 * The macro arguments are $0 = file.d, $1 = arg1, ...; after a successful
 * parse the referenced ones are listed ("argref: $1 $3").
 *
 * run.sh runs it over the *.d files beside it and compares with *.out.
 * Without arguments (as test/run starts unit tests) it runs a few checks of
 * dt_parse()'s contract with string input instead.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"

static void indent(int depth)
{
	printf("%*s", 2 * depth, "");
}

static void print_quoted(const char *s)
{
	putchar('"');
	for (; *s != '\0'; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c == '\n')
			printf("\\n");
		else if (c == '\t')
			printf("\\t");
		else if (!isprint(c))
			printf("\\%03o", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void print_spec(const dt_declspec_t *ds)
{
	static const char *const classes[] = {
		"", "auto", "extern", "register", "static", "typedef", "self", "this"
	};
	static const struct { unsigned bit; const char *name; } kws[] = {
		{ DT_DS_CONST, "const" }, { DT_DS_VOLATILE, "volatile" },
		{ DT_DS_RESTRICT, "restrict" }, { DT_DS_SIGNED, "signed" },
		{ DT_DS_UNSIGNED, "unsigned" }, { DT_DS_SHORT, "short" },
		{ DT_DS_LONG, "long" }, { DT_DS_LONGLONG, "long" },
		{ DT_DS_CHAR, "char" }, { DT_DS_INT, "int" },
		{ DT_DS_VOID, "void" }, { DT_DS_FLOAT, "float" },
		{ DT_DS_DOUBLE, "double" }, { DT_DS_STRING, "string" },
		{ DT_DS_BOOL, "_Bool" },
	};
	size_t i;

	printf(" [");
	if (ds->dd_class != DT_DC_NONE)
		printf("%s:", classes[ds->dd_class]);
	for (i = 0; i < sizeof(kws) / sizeof(kws[0]); i++) {
		if (ds->dd_kw & kws[i].bit)
			printf(" %s", kws[i].name);
	}
	if (ds->dd_name != NULL)
		printf(" %s", ds->dd_name);
	if (ds->dd_sou != NULL)
		printf(" <sou>");
	printf(" ]");
}

static void dump(const dt_node_t *dnp, int depth, const char *slot);

static void dump_list(const dt_node_t *list, int depth, const char *slot)
{
	char label[64];
	int i = 0;

	if (list != NULL && list->dn_next == NULL) {
		dump(list, depth, slot);
		return;
	}
	for (; list != NULL; list = list->dn_next) {
		snprintf(label, sizeof(label), "%s[%d]", slot, i++);
		dump(list, depth, label);
	}
}

static void dump_dcl(const dt_declarator_t *dk, int depth)
{
	static const char *const kinds[] = { "ident", "ptr", "array", "func" };

	for (; dk != NULL; dk = dk->dk_next) {
		indent(depth);
		printf("dcl: %s", kinds[dk->dk_kind]);
		if (dk->dk_kind == DT_DK_IDENT)
			printf(" %s", dk->dk_name != NULL ? dk->dk_name : "(abstract)");
		if (dk->dk_quals & DT_DS_CONST)
			printf(" const");
		if (dk->dk_quals & DT_DS_VOLATILE)
			printf(" volatile");
		if (dk->dk_quals & DT_DS_RESTRICT)
			printf(" restrict");
		if (dk->dk_varargs)
			printf(" ...");
		printf("\n");
		if (dk->dk_bitwidth != NULL)
			dump(dk->dk_bitwidth, depth + 1, "bits");
		dump_list(dk->dk_args, depth + 1, "args");
	}
}

static void dump(const dt_node_t *dnp, int depth, const char *slot)
{
	int i;

	indent(depth);
	if (slot != NULL)
		printf("%s: ", slot);
	printf("%s", dt_node_kind_name(dnp->dn_kind));

	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		printf(" %" PRIu64, dnp->dn_value);
		if (dnp->dn_iflags & DT_IF_CHAR)
			printf(" char");
		if (dnp->dn_iflags & DT_IF_DECIMAL)
			printf(" dec");
		if (dnp->dn_iflags & DT_IF_UNSIGNED)
			printf(" u");
		if (dnp->dn_iflags & DT_IF_LONG)
			printf(" l");
		if (dnp->dn_iflags & DT_IF_LONGLONG)
			printf(" ll");
		break;
	case DT_NODE_OP1:
	case DT_NODE_OP2:
		printf(" %s", dt_op_name(dnp->dn_op));
		if (dnp->dn_op == DT_OP_POSTINC || dnp->dn_op == DT_OP_POSTDEC)
			printf(" (postfix)");
		break;
	case DT_NODE_SOU:
	case DT_NODE_ENUM:
		printf(" %s", dt_op_name(dnp->dn_op));
		break;
	case DT_NODE_PDESC:
		printf(" pspec=%d", dnp->dn_op);
		break;
	default:
		break;
	}
	if (dnp->dn_string != NULL) {
		putchar(' ');
		print_quoted(dnp->dn_string);
	}
	if (dnp->dn_flags & DT_NF_DEFINED)
		printf(" defined");
	if (dnp->dn_flags & DT_NF_VARARGS)
		printf(" varargs");
	if (dnp->dn_spec != NULL)
		print_spec(dnp->dn_spec);
	printf(" (line %d)\n", dnp->dn_line);

	if (dnp->dn_spec != NULL && dnp->dn_spec->dd_sou != NULL)
		dump(dnp->dn_spec->dd_sou, depth + 1, "sou");
	dump_dcl(dnp->dn_dcl, depth + 1);
	if (dnp->dn_decl != NULL)
		dump(dnp->dn_decl, depth + 1, "type");
	dump_list(dnp->dn_list, depth + 1, "list");
	for (i = 0; i < 3; i++) {
		static const char *const names[] = { "child0", "child1", "child2" };

		dump_list(dnp->dn_child[i], depth + 1, names[i]);
	}
	dump_list(dnp->dn_args, depth + 1, "args");
}

static char *read_file(FILE *fp, size_t *lenp)
{
	size_t len = 0, cap = 4096, n;
	char *buf = malloc(cap), *p;

	while (buf != NULL && (n = fread(buf + len, 1, cap - len, fp)) > 0) {
		len += n;
		if (len == cap) {
			p = realloc(buf, cap *= 2);
			if (p == NULL)
				free(buf);
			buf = p;
		}
	}
	*lenp = len;
	return buf;
}

/* A handle with what the parser uses: options, types, error fields. */
static dtrace_hdl_t *open_handle(pid_t target)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof(dtrace_hdl_t));

	if (dtp == NULL)
		return NULL;
	dt_options_init(dtp);
	if (dt_types_init(dtp) != 0) {
		fprintf(stderr, "test_parse: %s\n", dtp->dt_errmsg);
		free(dtp);
		return NULL;
	}
	dtp->dt_target = target;
	return dtp;
}

static void close_handle(dtrace_hdl_t *dtp)
{
	dt_types_fini(dtp);
	free(dtp);
}

static void init_pcb(dt_pcb_t *pcb, dtrace_hdl_t *dtp, const char *text)
{
	memset(pcb, 0, sizeof(*pcb));
	pcb->pcb_hdl = dtp;
	pcb->pcb_pspec = DTRACE_PROBESPEC_NONE;
	pcb->pcb_string = text;
	pcb->pcb_strlen = strlen(text);
}

static int failures;

static void check(int ok, const char *what)
{
	if (!ok) {
		printf("FAIL: %s\n", what);
		failures++;
	}
}

/* The first statement's expression of the first clause, or NULL. */
static dt_node_t *first_expr(const dt_pcb_t *pcb)
{
	const dt_node_t *c = pcb->pcb_root != NULL ? pcb->pcb_root->dn_list : NULL;

	while (c != NULL && c->dn_kind != DT_NODE_CLAUSE)
		c = c->dn_next;
	if (c == NULL || c->dn_child[1] == NULL)
		return NULL;
	return c->dn_child[1]->dn_child[0];
}

/* dt_parse() on strings: the tree, errors, and the caller's jmp_buf. */
static int self_test(void)
{
	dtrace_hdl_t *dtp = open_handle(0);
	volatile int unwound = 0;
	dt_node_t *e;
	dt_pcb_t pcb;

	if (dtp == NULL)
		return 2;

	init_pcb(&pcb, dtp, "BEGIN { x = a + b * c; }");
	check(dt_parse(&pcb) == 0, "parse of a simple clause");
	e = first_expr(&pcb);
	check(e != NULL && e->dn_kind == DT_NODE_OP2 && e->dn_op == DT_OP_ASGN &&
	      e->dn_child[1]->dn_op == DT_OP_ADD &&
	      e->dn_child[1]->dn_child[1]->dn_op == DT_OP_MUL, "a + b * c");
	dt_node_free_all(&pcb);

	init_pcb(&pcb, dtp, "typedef int foo_t; BEGIN { x = (foo_t)1; }");
	check(dt_parse(&pcb) == 0, "parse of a cast to a typedef of the program");
	e = first_expr(&pcb);
	check(e != NULL && e->dn_child[1]->dn_kind == DT_NODE_CAST, "(foo_t)1 is a cast");
	dt_node_free_all(&pcb);

	/* an error inside dt_parse() leaves the caller's jmp_buf in place */
	init_pcb(&pcb, dtp, "BEGIN { x = ; }");
	if (setjmp(pcb.pcb_jmpbuf) == 0) {
		check(dt_parse(&pcb) == -1, "syntax error returns -1");
		check(pcb.pcb_root == NULL, "no tree after an error");
		check(dtp->dt_errtag == D_SYNTAX &&
		      strstr(dtp->dt_errmsg, "syntax error near \";\"") != NULL,
		      "syntax error message and tag");
		dt_pcb_error(&pcb, D_UNKNOWN, 0, "later error");
	} else
		unwound = 1;
	check(unwound, "a later error unwinds to the caller's setjmp");
	dt_node_free_all(&pcb);

	init_pcb(&pcb, dtp, "BEGIN");
	check(dt_parse(&pcb) != 0, "bare description rejected outside -n");
	dt_node_free_all(&pcb);
	init_pcb(&pcb, dtp, "BEGIN");
	pcb.pcb_pspec = DTRACE_PROBESPEC_NAME;
	check(dt_parse(&pcb) == 0 && pcb.pcb_root->dn_list->dn_child[1] == NULL,
	      "bare description accepted with -n");
	dt_node_free_all(&pcb);

	close_handle(dtp);
	printf("%d failed\n", failures);
	return failures != 0;
}

int main(int argc, char **argv)
{
	dtrace_hdl_t *dtp;
	dt_pcb_t pcb;
	char *text = NULL;
	int c, i, rc, cmdline = 0, defarg = 0;
	pid_t target = 0;
	FILE *fp;

	if (argc == 1)
		return self_test();
	while ((c = getopt(argc, argv, "+nDp:")) != -1) {
		switch (c) {
		case 'n':
			cmdline = 1;
			break;
		case 'D':
			defarg = 1;
			break;
		case 'p':
			target = atoi(optarg);
			break;
		default:
			fprintf(stderr, "usage: test_parse [-n] [-D] [-p pid] file.d [args]\n");
			return 2;
		}
	}
	if (optind >= argc) {
		fprintf(stderr, "usage: test_parse [-n] [-D] [-p pid] file.d [args]\n");
		return 2;
	}
	fp = fopen(argv[optind], "r");
	if (fp == NULL) {
		perror(argv[optind]);
		return 2;
	}
	dtp = open_handle(target);
	if (dtp == NULL)
		return 2;

	memset(&pcb, 0, sizeof(pcb));
	pcb.pcb_hdl = dtp;
	pcb.pcb_pspec = DTRACE_PROBESPEC_NONE;
	pcb.pcb_cflags = defarg ? DTRACE_C_DEFARG : 0;
	pcb.pcb_argc = argc - optind;
	pcb.pcb_argv = argv + optind;
	pcb.pcb_argref = calloc(pcb.pcb_argc, 1);
	if (cmdline) {
		text = read_file(fp, &pcb.pcb_strlen);
		if (text == NULL)
			return 2;
		pcb.pcb_string = text;
		pcb.pcb_pspec = DTRACE_PROBESPEC_NAME;
		pcb.pcb_cflags |= DTRACE_C_PSPEC;
	} else
		pcb.pcb_fileptr = fp;
	yypcb = &pcb;

	rc = dt_parse(&pcb);
	if (rc != 0) {
		fprintf(stderr, "error: [%s] %s\n", dt_errtag_name(dtp->dt_errtag),
			dtp->dt_errmsg);
	} else {
		dump(pcb.pcb_root, 0, NULL);
		if (pcb.pcb_argc > 1) {
			printf("argref:");
			for (i = 1; i < pcb.pcb_argc; i++) {
				if (pcb.pcb_argref[i])
					printf(" $%d", i);
			}
			printf("\n");
		}
	}
	yypcb = NULL;
	dt_node_free_all(&pcb);
	dt_pragma_free(&pcb);
	free(pcb.pcb_argref);
	free(text);
	close_handle(dtp);
	fclose(fp);
	return rc != 0;
}
