/*
 * libdtrace internals: the handle and the structures that pass between the
 * stages of DESIGN.md's flow (parse, cook, match, generate, link, load,
 * consume).  Each stage has its own header for its details; this one ties
 * them together.
 */
#ifndef DT_IMPL_H
#define DT_IMPL_H

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include <dtrace.h>
#include <dt_bpf_shared.h>
#include "dt_errtags.h"
#include "dt_types.h"
#include "dt_parser.h"
#include "dt_pcb.h"
#include "dt_probe.h"
#include "dt_bpfprog.h"

struct perf_buffer;
struct dt_pfargv;

/* Options (dt_options.c).  Values are int64; DT_OPT_UNSET if not given. */
#define DT_OPT_UNSET	INT64_MIN
enum dt_option {
	DT_OPT_AGGRATE = 0, DT_OPT_AGGSIZE, DT_OPT_BPFLOG, DT_OPT_BPFLOGSIZE,
	DT_OPT_BUFPOLICY, DT_OPT_BUFRESIZE, DT_OPT_BUFSIZE, DT_OPT_CLEANRATE,
	DT_OPT_CPU, DT_OPT_DESTRUCTIVE, DT_OPT_DYNVARSIZE, DT_OPT_FLOWINDENT,
	DT_OPT_GRABANON, DT_OPT_JSTACKFRAMES, DT_OPT_JSTACKSTRSIZE,
	DT_OPT_LOCKMEM, DT_OPT_MAXFRAMES, DT_OPT_NSPEC, DT_OPT_NORESOLVE,
	DT_OPT_PCAPSIZE, DT_OPT_QUIET, DT_OPT_RAWBYTES, DT_OPT_SCRATCHSIZE,
	DT_OPT_SPECSIZE, DT_OPT_STACKFRAMES, DT_OPT_STACKINDENT,
	DT_OPT_STATUSRATE, DT_OPT_STRSIZE, DT_OPT_SWITCHRATE,
	DT_OPT_USTACKFRAMES, DT_OPT_AGGSORTKEY, DT_OPT_AGGSORTKEYPOS,
	DT_OPT_AGGSORTPOS, DT_OPT_AGGSORTREV, DT_OPT_QUIETRESIZE,
	DT_OPT_PRINTSIZE, DT_OPT_AGGPERCPU, DT_OPT_USTACKCOPY,
	/* compile-time */
	DT_OPT_ERRTAGS, DT_OPT_ZDEFS, DT_OPT_DEFAULTARGS, DT_OPT_ARGREF,
	DT_OPT_EMPTY, DT_OPT_PSPEC, DT_OPT_NOLIBS, DT_OPT_DROPTAGS,
	DT_OPT_VERBOSE, DT_OPT_DISASM, DT_OPT_DEBUG, DT_OPT_CPP,
	DT_OPT_AMIN,
	DT_OPT_MAX
};

/* What a record in a clause's output holds (dt_recdesc_t.rd_act). */
typedef enum dt_act {
	DT_ACT_TRACE = 1,	/* trace(): a value */
	DT_ACT_PRINTF,		/* printf(): rd_fmt, followed by rd_nargs argument records */
	DT_ACT_PRINTF_ARG,	/* one printf() argument */
	DT_ACT_EXIT,		/* exit(): int32 status */
	/*
	 * Stacks and symbols (dt_stack.h), as records and as aggregation keys:
	 * STACK is rd_size / 8 kernel PCs (0 ends it early); USTACK is the
	 * pid (8 bytes) then PCs, or, unwound by the consumer, a
	 * dt_ustack_raw_t and the stack bytes (dt_bpf_shared.h); SYM and
	 * MOD an 8-byte kernel address; USYM, UMOD and UADDR the pid then an
	 * 8-byte user address.
	 */
	DT_ACT_STACK,
	DT_ACT_USTACK,
	DT_ACT_SYM,
	DT_ACT_MOD,
	DT_ACT_USYM,
	DT_ACT_UMOD,
	DT_ACT_UADDR,
	/* Aggregation actions, see dt_aggregate.h; rd_agg names the aggregation. */
	DT_ACT_PRINTA,
	DT_ACT_CLEAR,
	DT_ACT_TRUNC,
	DT_ACT_NORMALIZE,
	DT_ACT_DENORMALIZE,
	DT_ACT_SETOPT,
	/*
	 * Output actions (dt_cg_act.c, dt_rawbytes.c, dt_print_type.c):
	 * TRACEMEM is rd_size bytes, after an 8-byte display limit if
	 * DT_RF_DSIZE; PRINT is the object's address (8 bytes) then its first
	 * rd_size - 8 bytes, of type rd_type; FREOPEN and SYSTEM are formatted
	 * like PRINTF (rd_fmt NULL: freopen("") restores the output).
	 */
	DT_ACT_TRACEMEM,
	DT_ACT_PRINT,
	DT_ACT_FREOPEN,
	DT_ACT_SYSTEM,
} dt_act_t;

#define DT_RF_SIGNED	0x1	/* integer is signed */
#define DT_RF_STRING	0x2	/* NUL-terminated string of up to rd_size bytes */
#define DT_RF_BYTES	0x4	/* struct, union or array by value: a hex dump */
#define DT_RF_DSIZE	0x8	/* tracemem(): an 8-byte display limit comes first */
#define DT_RF_FLOAT	0x10	/* float or double: its bits (printf's %e, %f, %g) */

typedef struct dt_recdesc {
	dt_act_t rd_act;
	uint32_t rd_offset;	/* from the start of the clause data (after dt_rec_hdr) */
	uint32_t rd_size;
	uint32_t rd_flags;	/* DT_RF_* */
	struct dt_pfargv *rd_fmt;	/* printf format */
	uint32_t rd_nargs;	/* printf: number of argument records that follow */
	char *rd_str;		/* a constant string: nothing is recorded at run time */
	int rd_pfield;		/* 1..4: probeprov/mod/func/name, taken from the record's probe */
	dt_type_t rd_type;	/* print(): the type of the object */
	uint32_t *rd_aggs;	/* PRINTA..DENORMALIZE: aggregation ids (rd_nargs of them for PRINTA) */
} dt_recdesc_t;

/* One clause of the program: probe descriptions, predicate, body. */
typedef struct dt_stmt {
	uint32_t st_id;			/* index over the whole program: dt_clause_<id> */
	dt_node_t *st_node;		/* DT_NODE_CLAUSE */
	dt_pdesc_t *st_descs;
	int st_ndescs;
	dt_recdesc_t *st_recs;		/* record layout of its output */
	uint32_t st_nrecs, st_rcap;
	uint32_t st_size;		/* bytes of clause data */
	int st_records;			/* the clause emits an output record */
	int st_exits;			/* the clause calls exit() */
	int st_destructive;		/* it calls a destructive action (needs -w) */
	dt_bpf_prog_t *st_code;		/* compiled clause, inlined into trampolines */
	/*
	 * The predicate alone, when it reads nothing but constants and the
	 * pid/tid/uid/gid/cpu helpers: it ends the program when false (r0 = 0;
	 * exit), so a trampoline of this one clause may run it first, before
	 * filling the machine state, and then st_code from st_body (past the
	 * predicate).  NULL otherwise.
	 */
	dt_bpf_prog_t *st_pred;
	uint32_t st_body;
	/*
	 * The clause can fire on a probe about another thread than the
	 * current one (dt_provimpl_t.about): its built-in variables about the
	 * current thread read dt_mstate_t.about (dt_cg_about.c).
	 */
	int st_about;

	struct dtrace_prog *st_prog;
} dt_stmt_t;

struct dtrace_prog {
	dt_pcb_t *dp_pcb;		/* kept alive: statements point into its tree */
	char *dp_desc;			/* text for the "matched" notice */
	char *dp_cpptext;		/* -C: the preprocessed text, read through dp_cppfp */
	FILE *dp_cppfp;
	uint32_t dp_first, dp_nstmts;	/* its statements in dtp->dt_stmts */
	struct dtrace_prog *dp_next;
};

/* Global variables and other identifiers (dt_ident.c). */
typedef enum dt_idkind {
	DT_IDENT_BUILTIN = 1,	/* pid, execname, arg0 ... */
	DT_IDENT_GLOBAL,	/* global scalar variable */
	DT_IDENT_FUNC,		/* action or subroutine */
	DT_IDENT_CONST,		/* integer constant (inline, enum) */
	DT_IDENT_THIS,		/* clause-local this->x: in the scratch value */
	DT_IDENT_DYN,		/* self->x, a[k...], self->a[k...]: a hash map each */
	DT_IDENT_INLINE,	/* inline type name = expr: di_expr, evaluated at each use */
} dt_idkind_t;

#define DT_MAX_KEYS	8	/* keys of an associative array */

typedef struct dt_ident {
	char *di_name;
	dt_idkind_t di_kind;
	int di_id;		/* builtin/function id, or global index */
	dt_type_t di_type;
	uint32_t di_offset;	/* global: offset in the globals value */
	uint32_t di_size;
	int64_t di_value;	/* constant value */
	int di_flags;
	/* DT_IDENT_DYN: the key's layout ([thread id,] keys), and the map */
	int di_nkeys;
	dt_type_t di_keytypes[DT_MAX_KEYS];
	uint32_t di_keyoffs[DT_MAX_KEYS];
	uint32_t di_keysize;
	char di_mapname[16];
	int di_mapfd;
	struct dt_node *di_expr;	/* DT_IDENT_INLINE: the cooked expression (a template if di_nkeys) */
	char **di_params;		/* DT_IDENT_INLINE with parameters: their names */
	struct dt_ident *di_next;
} dt_ident_t;

#define DT_IDFLG_WRITE	0x1	/* assigned somewhere */
#define DT_IDFLG_DECL	0x2	/* explicitly declared */
#define DT_IDFLG_TLS	0x4	/* thread-local (self->) */
#define DT_IDFLG_ALLOCA	0x8	/* holds pointers into alloca() memory */
#define DT_IDFLG_NOALLOCA 0x10	/* holds other pointers (D_ALLOCA_INCOMPAT with the above) */

/* A loaded BPF program (dt_bpf.c). */
typedef struct dt_loaded {
	int ld_fd;
	dt_bpf_prog_t *ld_prog;
	struct dt_loaded *ld_next;
} dt_loaded_t;

struct dtrace_hdl {
	/* errors */
	char dt_errmsg[2048];
	dt_errtag_t dt_errtag;
	/* options */
	int64_t dt_options[DT_OPT_MAX];
	char *dt_libdir;		/* where dlibs and the BPF support object are */
	struct dt_dlib *dt_dlibs;	/* D library files (dt_dlib.c) */
	int dt_ndlibs, dt_dlibs_loaded;
	char **dt_dlibtypes;		/* typedef names the library files declare */
	int dt_ndlibtypes, dt_dlibtypes_scanned;
	char **dt_libdirs;		/* -L directories */
	int dt_nlibdirs;
	char **dt_cppargv;		/* -D, -U, -I, -H for cpp, in order */
	int dt_cppargc;
	char *dt_cpppath;
	const char *dt_cppstd;		/* -X: cpp's dialect option, last */
	pid_t dt_target;		/* $target */
	/* types */
	struct btf *dt_dbtf;		/* D container: C base types, string */
	uint32_t dt_type_ids[20];	/* ids of base types in dt_dbtf (dt_types.c) */
	struct dt_typestate *dt_typestate;	/* kernel types, name indexes (dt_types.c) */
	/* identifiers */
	dt_ident_t *dt_globals;		/* user globals and builtins */
	struct dt_xlator *dt_xlators;	/* translators (dt_xlator.c) */
	struct dt_provdef *dt_provdefs;	/* provider definitions (dt_provdef.c) */
	struct dt_provdef *dt_provdef_new;	/* the one being checked */
	dt_type_t dt_cpuinfo_type;	/* cpuinfo_t, once curcpu is used */
	dt_ident_t dt_xlparam_ident;	/* stands for a translator's input while checking it */
	uint32_t dt_gvsize;		/* bytes of global variable storage */
	uint32_t dt_thissize;		/* bytes of this-> variables in the scratch value */
	/* providers and probes */
	dt_provider_t *dt_provs;
	dt_probe_t **dt_probes;		/* by id (index 0 unused) */
	uint32_t dt_nprobes, dt_probecap;
	dt_probe_t **dt_probehash;
	uint32_t dt_probehashsz;
	char *dt_tracefs;		/* tracefs mount point */
	/* compiled programs */
	struct dtrace_prog *dt_progs;
	dt_stmt_t **dt_stmts;		/* by statement id */
	uint32_t dt_nstmts, dt_stmtcap;
	/* string table (constant strings and probe names), a map value at run time */
	char *dt_strtab;
	uint32_t dt_strlen, dt_strcap;
	uint32_t *dt_strhash;		/* offsets of its strings, by hash */
	uint32_t dt_strhashsz, dt_nstrs;
	/* BPF objects */
	void *dt_bpfobj;		/* the support object (dt_bpfobj_t) */
	int dt_map_mem, dt_map_state, dt_map_buffers, dt_map_gvars;
	int dt_map_strtab, dt_map_probes, dt_map_sysmap, dt_map_cpuinfo;
	int dt_map_dvzero;	/* zeroes and a sink for struct-valued dynamic variables */
	/*
	 * User stacks unwound in BPF (bpf/uwind.c, dt_bpf_shared.h): the maps
	 * "uw_procs", "uw_objs", "uw_chunks" and "uw_want", made only when
	 * dt_uwind is set (-1 otherwise).  Code generation sets dt_uwind when a
	 * clause unwinds user stacks in BPF (dt_cg_stack.c), before the maps are
	 * made (dtrace_go).
	 */
	int dt_map_uwprocs, dt_map_uwobjs, dt_map_uwchunks, dt_map_uwwant;
	int dt_uwind;
	uint32_t dt_memsize;		/* size of a scratch value */
	dt_loaded_t *dt_loaded;
	dt_bpf_prog_t *dt_errfunc;	/* dt_error(): fault record + ERROR clauses */
	dt_bpf_prog_t *dt_errnested;	/* dt_error_nested(): faults in ERROR clauses */
	uint32_t dt_counts[DT_STATE_NKEYS];	/* state-map counters reported so far */
	int dt_ncpus;			/* possible CPUs */
	/* consumer */
	struct perf_buffer *dt_pb;
	struct perf_buffer *dt_pb_wakeup;	/* exit() wakes the consumer through it */
	int dt_map_wakeup;
	int dt_active;			/* tracing started */
	int dt_stopping;		/* dtrace_stop() done: END has fired */
	int dt_stopped;			/* the last records have been read */
	int dt_end_cpu;			/* CPU on which END ran, or -1 */
	int dt_exited;			/* exit() record consumed */
	int dt_exitstatus;
	int dt_done;
	int dt_begin_cpu;		/* CPU whose buffer holds BEGIN's output, or -1 */			/* the final newline has been written */
	int dt_errors;			/* fatal errors while consuming */
	int dt_hdr_printed;		/* CPU ID FUNCTION:NAME header done */
	FILE *dt_outfp;			/* output of the current dtrace_work() */
	dtrace_report_f *dt_report;	/* dtrace_handle_report(); NULL: stderr */
	void *dt_report_arg;
	int dt_flowdepth;
	uint32_t dt_flow_prid, dt_flow_stid;	/* the last record printed (dt_flow.c) */
	FILE *dt_freopen_fp;		/* freopen() target, or NULL (dt_output.c) */
	FILE *dt_origfp;		/* dtrace_work()'s own output stream */
	uint64_t *dt_drops;		/* per-CPU drops not reported yet (dt_consume.c) */
	/* aggregations (dt_aggregate.c) */
	struct dt_aggdesc **dt_aggs;	/* by id */
	uint32_t dt_naggs;
	int dt_map_aggzero, dt_map_aggdrops, dt_map_stacks;
	uint32_t dt_aggdirect;		/* ids from here on are indirect (dt_agg_plan) */
	int *dt_aggouter;		/* the outer maps of indirect aggregations */
	uint32_t dt_naggouter;
	struct dt_stackcache *dt_stackcache;	/* stack ids read from "stacks" (dt_aggregate.c) */
	uint64_t *dt_aggdrops;		/* per-CPU aggregation drops reported so far */
	struct dt_ksyms *dt_ksyms;	/* kernel symbols (dt_ksyms.c), loaded on first use */
	struct dt_usyms *dt_usyms;	/* user symbols by process and object (dt_usyms.c) */
	struct dt_unwind *dt_unwind;	/* per-process unwinding state (dt_unwind.c) */
	struct dt_dlwatch *dt_dlwatch;	/* dynamic linkers watched for dlopen() (dt_dlopen.c) */
	struct dtrace_proc *dt_procs;	/* processes created or grabbed (dt_proc.c) */
	int dt_evaltime;		/* -x evaltime: DT_EVAL_* (dt_proc.c) */
	struct dt_uwproc *dt_uwproc;	/* objects and processes loaded for BPF unwinding (dt_uwproc.c) */
};

/* dt_error.c */
extern void dt_report(dtrace_hdl_t *, dtrace_report_t, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
extern int dt_set_errmsg(dtrace_hdl_t *, dt_errtag_t, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));	/* returns -1 */

/* dt_cpp.c */
extern int dt_cpp_setopt(dtrace_hdl_t *, const char *opt, const char *val);
extern void dt_cpp_fini(dtrace_hdl_t *);
extern char *dt_cpp(dtrace_hdl_t *, const char *text, FILE *fp);

/* dt_open.c */
extern const char *dt_open_error(void);

/* dt_options.c */
extern void dt_options_init(dtrace_hdl_t *);
extern int64_t dt_opt(dtrace_hdl_t *, enum dt_option);	/* value or its default */


/* dt_strtab.c: a string constant's offset in the string table, or -1 */
extern int64_t dt_strtab_insert(dtrace_hdl_t *, const char *);

/* dt_pragma.c: #pragma lines found by the lexer (text after "#pragma") */
extern void dt_pragma(dt_pcb_t *, int line, const char *text);
extern void dt_pragma_error(dt_pcb_t *, int line, const char *text) __attribute__((noreturn));
extern void dt_pragma_check(dt_pcb_t *);
extern void dt_pragma_free(dt_pcb_t *);

/* dt_macro.c: $N, $$N, $pid ... as a node (INT, STRING or IDENT) */
extern dt_node_t *dt_macro_node(dt_pcb_t *, const char *name, int strmacro, int line);
/* expand macros in a probe description text (newly allocated) */
extern char *dt_macro_pdesc(dt_pcb_t *, const char *text, int line);

/* dt_bpf.c */
extern int dt_bpf_maps_create(dtrace_hdl_t *);
extern void dt_bpf_maps_close(dtrace_hdl_t *);
/* Link and load a trampoline with its progspec's type and attach data: its fd, or -1. */
extern int dt_bpf_load(dtrace_hdl_t *, const dt_progspec_t *, dt_bpf_prog_t *);
extern void dt_bpf_unload(dtrace_hdl_t *);
extern int dt_bpf_state_get(dtrace_hdl_t *, uint32_t st[DT_STATE_NKEYS]);
extern int dt_bpf_state_set_activity(dtrace_hdl_t *, uint32_t);

/* dt_consume.c */
extern int dt_consume_open(dtrace_hdl_t *);
extern void dt_consume_close(dtrace_hdl_t *);
extern int dt_consume_cpu(dtrace_hdl_t *, int cpu);
extern int dt_consume_all(dtrace_hdl_t *, int last_cpu);
extern void dt_consume_drops(dtrace_hdl_t *);

/* dt_work.c */
extern void dt_work_fini(dtrace_hdl_t *);

/* dt_program.c */
extern void dt_programs_destroy(dtrace_hdl_t *);
extern int dt_optval_time(const char *, int64_t *);

/* dt_dlib.c */
extern int dt_dlib_load(dtrace_hdl_t *);
extern int dt_dlib_require(dtrace_hdl_t *, const char *name);
extern int dt_dlib_typename(dtrace_hdl_t *, const char *name);
extern void dt_dlib_fini(dtrace_hdl_t *);
extern dtrace_prog_t *dt_program_compile_lib(dtrace_hdl_t *, FILE *, const char *name);

/* dt_xlator.c */
extern void dt_xlator_define(dt_pcb_t *, dt_node_t *);
extern void dt_xlator_fini(dtrace_hdl_t *);
extern void dt_xlator_cook_xlate(dt_pcb_t *, dt_node_t *);
extern void dt_xlator_xlate(dt_pcb_t *, dt_node_t *, dt_type_t);
extern int dt_xlator_cook_member(dt_pcb_t *, dt_node_t *);
extern int dt_xlator_cook_param(dt_pcb_t *, dt_node_t *);
extern int dt_xlator_exists(dtrace_hdl_t *, dt_type_t out, dt_type_t in);
extern dt_node_t *dt_bind_cook(dt_pcb_t *, const dt_node_t *e, int n, const char *const *names,
			       dt_node_t *const *nodes);
extern void dt_node_replace(dt_node_t *dnp, const dt_node_t *e);

/* dt_cook.c, dt_cg.c, dt_program.c */
extern void dt_cook_clause(dt_pcb_t *, dt_stmt_t *);
extern dt_bpf_prog_t *dt_cg_clause(dt_pcb_t *, dt_stmt_t *);

#endif /* DT_IMPL_H */
