/*
 * dtrace(8): the command.
 *
 * Parses the command line (D-LANGUAGE.md section 10), opens libdtrace,
 * applies the options (DTRACE_OPT_* environment variables first, then the
 * command line in order) and hands over to the mode asked for: -V here,
 * -l in dtrace_list.c, -h and -G in dtrace_gen.c, otherwise
 * compile/enable/trace in dtrace_prog.c.
 * Everything the user sees on stderr starts with "dtrace: ".
 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <ctype.h>
#include "dtrace_cmd.h"

/* Version-control id of this build of the command (set by the makefile). */
#include "dt_vcs.h"	/* generated: DTRACE_VCS_ID */

/* -32 and -64 are read as -3 "2" and -6 "4", as illumos does. */
#define DC_OPTSTR	"+:3:6:aAb:c:CD:ef:FGhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z"

extern char **environ;

/*
 * The usage message of D-LANGUAGE.md section 10, with illumos's lines for
 * the options; -a and -A are accepted and ignored, unlisted, as DTrace
 * for Linux does.  -32 is refused (doc/compat.md).
 */
static const char dc_usage_text[] =
"Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]\n"
"\t[-I path] [-L path] [-o output] [-p pid] [-s script] [-U name]\n"
"\t[-x opt[=val]] [-X a|c|s|t]\n"
"\n"
"\t[-P provider [[ predicate ] action ]]\n"
"\t[-m [ provider: ] module [[ predicate ] action ]]\n"
"\t[-f [[ provider: ] module: ] func [[ predicate ] action ]]\n"
"\t[-n [[[ provider: ] module: ] func: ] name [[ predicate ] action ]]\n"
"\t[-i probe-id [[ predicate ] action ]] [ args ... ]\n"
"\n"
"\tpredicate -> '/' D-expression '/'\n"
"\t   action -> '{' D-statements '}'\n"
"\n"
"\t-32 generate 32-bit D programs (not supported on this platform)\n"
"\t-64 generate 64-bit D programs and ELF files\n"
"\n"
"\t-b  set trace buffer size\n"
"\t-c  run specified command and exit upon its completion\n"
"\t-C  run cpp(1) preprocessor on script files\n"
"\t-D  define symbol when invoking preprocessor\n"
"\t-e  exit after compiling request but prior to enabling probes\n"
"\t-f  enable or list probes matching the specified function name\n"
"\t-F  coalesce trace output by function\n"
"\t-G  generate an ELF file containing embedded dtrace program\n"
"\t-h  generate a header file with definitions for static probes\n"
"\t-H  print included files when invoking preprocessor\n"
"\t-i  enable or list probes matching the specified probe id\n"
"\t-I  add include directory to preprocessor search path\n"
"\t-l  list probes matching specified criteria\n"
"\t-L  add library directory to library search path\n"
"\t-m  enable or list probes matching the specified module name\n"
"\t-n  enable or list probes matching the specified probe name\n"
"\t-o  set output file\n"
"\t-p  grab specified process-ID and cache its symbol tables\n"
"\t-P  enable or list probes matching the specified provider name\n"
"\t-q  set quiet mode (only output explicitly traced data)\n"
"\t-s  enable or list probes according to the specified D script\n"
"\t-S  print D compiler intermediate code\n"
"\t-U  undefine symbol when invoking preprocessor\n"
"\t-v  set verbose mode (report stability attributes, arguments)\n"
"\t-V  report DTrace API version\n"
"\t-w  permit destructive actions\n"
"\t-x  enable or modify compiler and tracing options\n"
"\t-X  specify ISO C conformance settings for preprocessor\n"
"\t-Z  permit probe descriptions that match zero probes\n";

static int usage(void)
{
	fputs(dc_usage_text, stderr);
	return DC_USAGE;
}

static void vmessage(const char *fmt, va_list ap)
{
	fputs("dtrace: ", stderr);
	vfprintf(stderr, fmt, ap);
}

void dc_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage(fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/*
 * "dtrace: <fmt>: <library message>", or just "dtrace: <library message>"
 * when fmt is NULL.  The message may span lines and may end in a newline.
 */
void dc_dterror(struct dcmd *c, const char *fmt, ...)
{
	const char *msg = dtrace_errmsg(c->dc_dtp);
	size_t len = strlen(msg);
	va_list ap;

	if (fmt) {
		va_start(ap, fmt);
		vmessage(fmt, ap);
		va_end(ap);
		fprintf(stderr, ": %s", msg);
	} else {
		fprintf(stderr, "dtrace: %s", msg);
	}
	if (len == 0 || msg[len - 1] != '\n')
		fputc('\n', stderr);
}

/*
 * Is a boolean option set (by the command line, the environment or a
 * pragma)?  Unset options read as a negative value or 0.
 */
int dc_optset(struct dcmd *c, const char *name)
{
	int64_t v;

	return dtrace_getopt(c->dc_dtp, name, &v) == 0 && v > 0;
}

/*
 * Did writing the output fail?  A reader that went away (EPIPE) ends
 * dtrace quietly; any other failure is reported.
 */
int dc_output_failed(struct dcmd *c)
{
	int failed = fflush(c->dc_out) == EOF;
	int err = errno;

	if (!failed && !ferror(c->dc_out))
		return 0;
	if (!failed)
		dc_error("failed to write output");
	else if (err != EPIPE)
		dc_error("failed to write output: %s", strerror(err));
	return 1;
}

static void add_opt(struct dcmd *c, int flag, const char *name, const char *arg,
		    const char *val)
{
	struct dc_opt *o = &c->dc_opts[c->dc_nopts++];

	o->so_flag = flag;
	o->so_arg = arg;
	o->so_name = strdup(name);
	o->so_val = val;
}

/* -x name[=value]: the name is copied, the value points into argv. */
static void add_xopt(struct dcmd *c, const char *arg)
{
	const char *eq = strchr(arg, '=');
	struct dc_opt *o = &c->dc_opts[c->dc_nopts++];

	o->so_flag = 'x';
	o->so_arg = arg;
	o->so_name = eq ? strndup(arg, eq - arg) : strdup(arg);
	o->so_val = eq ? eq + 1 : NULL;
}

static void add_prog(struct dcmd *c, int kind, const char *arg)
{
	struct dc_prog *p = &c->dc_progs[c->dc_nprogs++];

	p->dp_kind = kind;
	p->dp_arg = arg;
}

static void add_proc(struct dcmd *c, int kind, const char *arg)
{
	struct dc_proc *pr = &c->dc_procs[c->dc_nprocs++];

	pr->pr_kind = kind;
	pr->pr_arg = arg;
}

/* -G, -h, -l and -V, at most one of them once, as DTrace counts them. */
static int set_mode(struct dcmd *c, enum dc_mode mode)
{
	if (c->dc_mode != DC_EXEC) {
		dc_error("only one of the [-GhlV] options can be specified at a time");
		return DC_USAGE;
	}
	c->dc_mode = mode;
	return DC_OK;
}

/* One option from getopt(); returns an exit status when it is unusable. */
static int one_option(struct dcmd *c, int opt, char *arg)
{
	static const char *const flagopts[128] = {
		['C'] = "cpp", ['F'] = "flowindent", ['H'] = "cpphdrs",
		['q'] = "quiet", ['S'] = "disasm", ['w'] = "destructive",
		['Z'] = "zdefs",
	};
	static const char *const argopts[128] = {
		['b'] = "bufsize", ['D'] = "define", ['I'] = "incdir",
		['L'] = "libdir", ['U'] = "undef", ['X'] = "stdc",
	};

	switch (opt) {
	case '3':
		if (strcmp(arg, "2") != 0) {
			dc_error("illegal option -- 3%s", arg);
			return usage();
		}
		dc_error("-32 is not supported on this platform");
		return DC_USAGE;
	case '6':
		if (strcmp(arg, "4") != 0) {
			dc_error("illegal option -- 6%s", arg);
			return usage();
		}
		return DC_OK;
	case 'a': case 'A':
		return DC_OK;
	case 'c': case 'p':
		add_proc(c, opt, arg);
		return DC_OK;
	case 'C':
		c->dc_cflags |= DTRACE_C_CPP;
		break;
	case 'Z':
		c->dc_cflags |= DTRACE_C_ZDEFS;
		break;
	case 'e':
		c->dc_exec_only = 1;
		return DC_OK;
	case 'v':
		c->dc_verbose = 1;
		return DC_OK;
	case 'o':
		c->dc_ofile = arg;
		return DC_OK;
	case 's': case 'P': case 'm': case 'f': case 'n': case 'i':
		add_prog(c, opt, arg);
		return DC_OK;
	case 'x':
		add_xopt(c, arg);
		return DC_OK;
	case 'l':
		return set_mode(c, DC_LIST);
	case 'V':
		return set_mode(c, DC_VERSION);
	case 'G':
		return set_mode(c, DC_ELF);
	case 'h':
		return set_mode(c, DC_HEADER);
	}
	if (flagopts[opt & 127])
		add_opt(c, opt, flagopts[opt & 127], NULL, NULL);
	else if (argopts[opt & 127])
		add_opt(c, opt, argopts[opt & 127], arg, arg);
	return DC_OK;
}

static int bad_option(int opt)
{
	if (opt == ':')
		dc_error("option requires an argument -- '%c'", optopt);
	else
		dc_error("invalid option -- '%c'", optopt);
	return usage();
}

/*
 * Options and operands may be mixed, as with illumos dtrace: operands are
 * collected wherever they appear, and everything after "--" is an operand.
 * Interpreter lines ("#!/usr/sbin/dtrace -qs") arrive as one argument
 * holding several options, which getopt() takes apart.
 */
static int parse_args(struct dcmd *c, int argc, char *argv[])
{
	int opt, status;

	c->dc_opts = calloc(argc, sizeof(*c->dc_opts));
	c->dc_progs = calloc(argc, sizeof(*c->dc_progs));
	c->dc_procs = calloc(argc, sizeof(*c->dc_procs));
	c->dc_argv = calloc(argc + 1, sizeof(*c->dc_argv));
	if (!c->dc_opts || !c->dc_progs || !c->dc_procs || !c->dc_argv) {
		dc_error("%s", strerror(ENOMEM));
		return DC_ERROR;
	}
	c->dc_argv[c->dc_argc++] = (char *)"dtrace";
	if (argc < 2)
		return usage();

	opterr = 0;
	for (optind = 1; optind < argc; optind++) {
		const char *last_optarg = NULL;

		while ((opt = getopt(argc, argv, DC_OPTSTR)) != -1) {
			if (opt == '?' || opt == ':')
				return bad_option(opt);
			if ((status = one_option(c, opt, optarg)) != DC_OK)
				return status;
			last_optarg = optarg;
		}
		if (optind > 1 && strcmp(argv[optind - 1], "--") == 0 &&
		    argv[optind - 1] != last_optarg) {
			while (optind < argc)
				c->dc_argv[c->dc_argc++] = argv[optind++];
			break;
		}
		if (optind < argc)
			c->dc_argv[c->dc_argc++] = argv[optind];
	}
	c->dc_argv[c->dc_argc] = NULL;
	return DC_OK;
}

/* -V and -V -v (OUTPUT.md 10.4). */
static int print_version(struct dcmd *c)
{
	fprintf(c->dc_out, "dtrace: %s\n", DTRACE_VERSION_STRING);
	if (c->dc_verbose) {
		fprintf(c->dc_out, "This is DTrace %s\n", DTRACE_RELEASE);
		fprintf(c->dc_out, "dtrace(1) version-control ID: %s\n",
			DTRACE_VCS_ID);
		fprintf(c->dc_out, "libdtrace version-control ID: %s\n",
			dtrace_vcs_id());
	}
	return dc_output_failed(c) ? DC_ERROR : DC_OK;
}

/*
 * DTRACE_OPT_NAME=value sets option "name" to value, as -x name=value does
 * (an empty value is the empty value: it unsets a boolean).  As in DTrace,
 * the name is the option's in capitals, and a variable that names no option
 * or whose value the option refuses is ignored.
 */
static int apply_env_options(struct dcmd *c)
{
	static const char prefix[] = "DTRACE_OPT_";
	char **ep;

	for (ep = environ; *ep; ep++) {
		const char *var = *ep, *eq = strchr(var, '=');
		char *name, *p;
		int upper = 1;

		if (!eq || strncmp(var, prefix, sizeof(prefix) - 1) != 0)
			continue;
		var += sizeof(prefix) - 1;
		if (!(name = strndup(var, eq - var))) {
			dc_error("%s", strerror(ENOMEM));
			return DC_ERROR;
		}
		for (p = name; *p; p++) {
			upper &= !islower((unsigned char)*p);
			*p = tolower((unsigned char)*p);
		}
		if (upper)
			(void)dtrace_setopt(c->dc_dtp, name, eq + 1);
		free(name);
	}
	return DC_OK;
}

static int apply_options(struct dcmd *c)
{
	int i, status;

	if ((status = apply_env_options(c)) != DC_OK)
		return status;
	for (i = 0; i < c->dc_nopts; i++) {
		struct dc_opt *o = &c->dc_opts[i];

		if (!o->so_name) {
			dc_error("%s", strerror(ENOMEM));
			return DC_ERROR;
		}
		if (dtrace_setopt(c->dc_dtp, o->so_name, o->so_val) == 0)
			continue;
		if (o->so_flag == 'x')
			dc_dterror(c, "failed to set -x %s", o->so_name);
		else if (o->so_arg)
			dc_dterror(c, "failed to set -%c %s", o->so_flag, o->so_arg);
		else
			dc_dterror(c, "failed to set -%c", o->so_flag);
		return DC_ERROR;
	}
	return DC_OK;
}

/* The -o file, opened once the programs have compiled, as DTrace does. */
int dc_open_output(struct dcmd *c)
{
	if (!c->dc_ofile)
		return DC_OK;
	/* Close-on-exec: the -c commands must not inherit it. */
	if (!(c->dc_out = fopen(c->dc_ofile, "ae"))) {
		c->dc_out = stdout;
		dc_error("failed to open output file '%s': %s", c->dc_ofile,
			 strerror(errno));
		return DC_ERROR;
	}
	return DC_OK;
}

static int open_library(struct dcmd *c)
{
	int err = 0;

	if (!(c->dc_dtp = dtrace_open(&err))) {
		dc_error("failed to initialize dtrace: %s",
			 *dtrace_errmsg(NULL) ? dtrace_errmsg(NULL) : strerror(err));
		return DC_ERROR;
	}
	return apply_options(c);
}

/*
 * Compile, enable and trace (D-LANGUAGE.md 10.1), in DTrace's order: the
 * -c/-p processes, then every program, then the -o file; -e ends there
 * (with no program at all, quietly); nothing matched ends it unless -Z.
 */
static int run_programs(struct dcmd *c)
{
	int status, i;

	if ((status = dc_procs_start(c)) != DC_OK)
		return status;
	if ((status = dc_compile_all(c)) != DC_OK)
		return status;
	if ((status = dc_open_output(c)) != DC_OK)
		return status;
	if (c->dc_exec_only) {
		for (i = 0; i < c->dc_nprogs && status == DC_OK; i++)
			status = dc_report(c, &c->dc_progs[i]);
		return status;
	}
	if ((status = dc_exec_all(c)) != DC_OK)
		return status;
	return dc_trace(c);
}

static int run(struct dcmd *c)
{
	int status;

	/* A reader that goes away must not kill us before probes are detached. */
	signal(SIGPIPE, SIG_IGN);
	c->dc_out = stdout;

	/* -h and -G write files from the scripts: no tracing, no root needed */
	if (c->dc_mode == DC_ELF || c->dc_mode == DC_HEADER) {
		if ((status = open_library(c)) != DC_OK)
			return status;
		/* -c and -p still run and grab their processes, as in DTrace */
		if ((status = dc_procs_start(c)) != DC_OK)
			return status;
		return c->dc_mode == DC_HEADER ? dc_header(c) : dc_link(c);
	}
	if (c->dc_mode == DC_VERSION)	/* on stdout, whatever -o says */
		return print_version(c);
	/*
	 * Status 1, as the project's issue 2 asks; D-LANGUAGE.md documents 2
	 * for Oracle's dtrace.  Nothing is opened or attached before this.
	 */
	if (geteuid() != 0) {
		dc_error("run as root for tracing and listing probes");
		return DC_ERROR;
	}
	if ((status = open_library(c)) != DC_OK)
		return status;
	if (c->dc_mode == DC_LIST)
		return dc_list(c);
	return run_programs(c);
}

/* dtrace_close() detaches every probe, then kills the -c commands still running. */
static void cleanup(struct dcmd *c)
{
	int i;

	if (c->dc_dtp)
		dtrace_close(c->dc_dtp);
	if (c->dc_out && c->dc_out != stdout)
		fclose(c->dc_out);
	for (i = 0; i < c->dc_nopts; i++)
		free(c->dc_opts[i].so_name);
	free(c->dc_opts);
	free(c->dc_progs);
	free(c->dc_procs);
	free(c->dc_argv);
}

int main(int argc, char *argv[])
{
	struct dcmd c = { 0 };
	int status;

	if ((status = parse_args(&c, argc, argv)) == DC_OK)
		status = run(&c);
	cleanup(&c);
	return status;
}
