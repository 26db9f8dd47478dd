/*
 * dtrace(8) internals shared by the files of cmd/.
 *
 * dtrace.c parses the command line into a struct dcmd (options to hand to
 * dtrace_setopt(), programs to compile, processes to run or watch) and runs
 * the mode asked for; dtrace_prog.c compiles, enables and consumes (steps
 * 2-9 of DESIGN.md's flow, through libdtrace); dtrace_list.c is -l;
 * dtrace_proc.c creates the -c commands and grabs the -p processes.
 * All the real work is in libdtrace: this is option handling and messages.
 */
#ifndef DTRACE_CMD_H
#define DTRACE_CMD_H

#include <stdio.h>
#include <sys/types.h>
#include <dtrace.h>

/* Exit status (D-LANGUAGE.md 10.2). */
#define DC_OK		0
#define DC_ERROR	1	/* compilation, enabling or runtime failure */
#define DC_USAGE	2	/* invalid command-line usage */

enum dc_mode {
	DC_EXEC = 0,		/* compile, enable, trace */
	DC_LIST,		/* -l */
	DC_VERSION,		/* -V */
	DC_ELF,			/* -G */
	DC_HEADER		/* -h */
};

/* A program to compile: -s file, or -P/-m/-f/-n/-i text. */
struct dc_prog {
	int dp_kind;			/* the option letter */
	const char *dp_arg;		/* file name or probe specification */
	dtrace_prog_t *dp_prog;
};

/* An option for dtrace_setopt(), applied in command-line order. */
struct dc_opt {
	int so_flag;			/* the option letter, for messages */
	const char *so_arg;		/* the option argument as given, or NULL */
	char *so_name;			/* library option name (owned) */
	const char *so_val;		/* its value, or NULL */
};

/* A -c command or a -p process. */
struct dc_proc {
	int pr_kind;			/* 'c' or 'p' */
	const char *pr_arg;		/* the option argument */
	dtrace_proc_t *pr_proc;		/* libdtrace's, released by dtrace_close() */
};

struct dcmd {
	enum dc_mode dc_mode;
	int dc_verbose;			/* -v */
	int dc_exec_only;		/* -e */
	int dc_quiet;			/* quiet after compilation (-q, -x, pragma) */
	unsigned dc_cflags;		/* DTRACE_C_* */
	const char *dc_ofile;		/* -o */
	FILE *dc_out;			/* stdout or the -o file */
	dtrace_hdl_t *dc_dtp;

	struct dc_prog *dc_progs;
	int dc_nprogs;
	struct dc_opt *dc_opts;
	int dc_nopts;
	struct dc_proc *dc_procs;
	int dc_nprocs;
	char **dc_argv;			/* $0 $1 ... for compilation */
	int dc_argc;
};

/* dtrace.c: messages on stderr, all prefixed with "dtrace: ". */
extern void dc_error(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
extern void dc_dterror(struct dcmd *, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));	/* appends ": <library message>" */
extern int dc_optset(struct dcmd *, const char *name);
extern int dc_output_failed(struct dcmd *);
extern int dc_open_output(struct dcmd *);

/* dtrace_prog.c */
extern int dc_compile(struct dcmd *, struct dc_prog *, unsigned cflags);
extern int dc_compile_all(struct dcmd *);
extern int dc_report(struct dcmd *, struct dc_prog *);
extern int dc_exec_all(struct dcmd *);
extern int dc_trace(struct dcmd *);

/* dtrace_gen.c: -h and -G */
extern int dc_header(struct dcmd *);
extern int dc_link(struct dcmd *);

/* dtrace_list.c */
extern int dc_list(struct dcmd *);

/* dtrace_proc.c */
extern int dc_procs_start(struct dcmd *);
extern int dc_procs_release(struct dcmd *);
extern int dc_procs_done(struct dcmd *);

#endif /* DTRACE_CMD_H */
