/*
 * libdtrace public interface.
 *
 * A consumer (cmd/dtrace.c) opens a handle, sets options, compiles programs
 * (text or file), enables them, starts tracing and then calls dtrace_work()
 * until tracing stops.  Every function reports failure through its return
 * value and leaves the message on the handle (dtrace_errmsg()).
 */
#ifndef DTRACE_H
#define DTRACE_H

#include <stdio.h>
#include <stdint.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DTRACE_VERSION_STRING	"Oracle D 2.0"
#define DTRACE_RELEASE		"2.0.0"

typedef struct dtrace_hdl dtrace_hdl_t;
typedef struct dtrace_prog dtrace_prog_t;

/* How command-line text names a probe (-P -m -f -n -i). */
typedef enum dtrace_probespec {
	DTRACE_PROBESPEC_NONE = -1,	/* a file or script: no special filling */
	DTRACE_PROBESPEC_PROVIDER = 0,
	DTRACE_PROBESPEC_MOD,
	DTRACE_PROBESPEC_FUNC,
	DTRACE_PROBESPEC_NAME
} dtrace_probespec_t;

/* Compile flags. */
#define DTRACE_C_ZDEFS	0x0001	/* permit descriptions that match nothing */
#define DTRACE_C_EMPTY	0x0002	/* permit an empty program */
#define DTRACE_C_ARGREF	0x0004	/* do not require all operands referenced */
#define DTRACE_C_DEFARG	0x0008	/* unset $N read as 0 / "" */
#define DTRACE_C_PSPEC	0x0010	/* text is a probe specification (-n ...) */
#define DTRACE_C_CPP	0x0020	/* run cpp first */

typedef struct dtrace_proginfo {
	unsigned dpi_matches;	/* (clause, probe) pairs enabled */
	unsigned dpi_descs;	/* probe descriptions */
} dtrace_proginfo_t;

/* A probe, as shown by -l. */
typedef struct dtrace_probedesc {
	uint32_t id;
	const char *prv, *mod, *fun, *prb;
} dtrace_probedesc_t;

typedef int dtrace_probe_f(dtrace_hdl_t *, const dtrace_probedesc_t *, void *);

/* The state returned by dtrace_work(). */
typedef enum dtrace_workstatus {
	DTRACE_WORKSTATUS_ERROR = -1,
	DTRACE_WORKSTATUS_OKAY = 0,
	DTRACE_WORKSTATUS_DONE
} dtrace_workstatus_t;

extern dtrace_hdl_t *dtrace_open(int *errp);
extern void dtrace_close(dtrace_hdl_t *);
extern const char *dtrace_errmsg(dtrace_hdl_t *);	/* NULL: why dtrace_open() failed */
extern const char *dtrace_errtag(dtrace_hdl_t *);	/* "D_SYNTAX" or NULL */

extern int dtrace_setopt(dtrace_hdl_t *, const char *opt, const char *val);
extern int dtrace_getopt(dtrace_hdl_t *, const char *opt, int64_t *val);

/* Directory of the D library and of the BPF support object. */
extern int dtrace_set_libdir(dtrace_hdl_t *, const char *dir);

/* Process macro variables: the pid of -c / -p. */
extern void dtrace_set_target(dtrace_hdl_t *, pid_t);

/*
 * Process control (dt_proc.c): the processes tracing is about (-c, -p).
 *
 * dtrace_proc_create() runs file (looked up in PATH, as execvp() does) with
 * argv and returns it stopped right after its exec: its objects are mapped,
 * none of its instructions has run.  dtrace_proc_continue() lets it run;
 * call it after dtrace_go(), so that its first events are traced and the
 * probes providers placed in it are attached.  It is ptrace-seized for its
 * life: at its exit stop its mappings are read, so that its user stacks
 * resolve after it has gone; the signals sent to it are handed on and its
 * group stops (SIGSTOP, SIGCONT) kept.  Where ptrace is refused (Yama's
 * ptrace_scope 3, a seccomp filter) it is instead held before its exec and
 * runs untraced: a failed exec is then reported by dtrace_proc_continue().
 *
 * dtrace_proc_grab() takes a running process: watched until it exits, not
 * stopped; with DTRACE_PROC_WAITEXIT also seized for its exit stop, as a
 * created process is.
 *
 * dtrace_proc_state() says what has become of a process, dealing with its
 * stops on the way; call it in the consume loop (dtrace(8) ends tracing
 * when every -c and -p process has exited).  dtrace_proc_release() lets a
 * process go: one created and still alive is killed.  dtrace_close()
 * releases every process once probes are detached.  On failure create and
 * grab return NULL and continue returns -1, with the handle's message set
 * ("failed to execute CMD: REASON"; for grab the reason alone, as DTrace
 * prints it: "No such process").
 */
typedef struct dtrace_proc dtrace_proc_t;

typedef enum dtrace_procstate {
	DTRACE_PROC_STOPPED = 0,	/* created, held until dtrace_proc_continue() */
	DTRACE_PROC_RUNNING,
	DTRACE_PROC_EXITED
} dtrace_procstate_t;

#define DTRACE_PROC_WAITEXIT	0x1	/* grab: seize it for its exit stop */

extern dtrace_proc_t *dtrace_proc_create(dtrace_hdl_t *, const char *file,
	char *const argv[]);
extern dtrace_proc_t *dtrace_proc_grab(dtrace_hdl_t *, pid_t, int flags);
extern int dtrace_proc_continue(dtrace_hdl_t *, dtrace_proc_t *);
extern dtrace_procstate_t dtrace_proc_state(dtrace_hdl_t *, dtrace_proc_t *);
extern void dtrace_proc_release(dtrace_hdl_t *, dtrace_proc_t *);
extern pid_t dtrace_proc_getpid(const dtrace_proc_t *);
/* A created process that has exited: its status as waitpid() gave it; else -1. */
extern int dtrace_proc_status(const dtrace_proc_t *);

extern dtrace_prog_t *dtrace_program_strcompile(dtrace_hdl_t *, const char *text,
	dtrace_probespec_t, unsigned cflags, int argc, char *const argv[]);
extern dtrace_prog_t *dtrace_program_fcompile(dtrace_hdl_t *, FILE *fp,
	unsigned cflags, int argc, char *const argv[]);
extern int dtrace_program_exec(dtrace_hdl_t *, dtrace_prog_t *, dtrace_proginfo_t *);

/*
 * The probe descriptions of a compiled program in program order, each as
 * "provider:module:function:name" with macros expanded ("dtrace -l -s"),
 * a probe id as its number.
 * A non-zero return from the callback stops the iteration and is returned.
 */
typedef int dtrace_pdesc_f(dtrace_hdl_t *, const char *desc, void *);
extern int dtrace_program_desc_iter(dtrace_hdl_t *, dtrace_prog_t *,
	dtrace_pdesc_f *, void *);

/*
 * The -v stability report of a program (OUTPUT.md 10.3), headed
 * "Stability attributes for WHAT:" (WHAT: "script t.d", "description D");
 * with descs set (dtrace -e) each probe description follows with its
 * attributes instead of the final blank line.
 */
extern int dtrace_program_report(dtrace_hdl_t *, dtrace_prog_t *,
	const char *what, int descs, FILE *);

/*
 * dtrace -h: write to out the C header of the providers that the compiled
 * programs define (PROVIDER_PROBE(args) and PROVIDER_PROBE_ENABLED() per
 * probe, probes as .note.stapsdt notes); fname, the header's name, makes
 * its include guard.  -1 with the handle's message when no program defines
 * a provider.
 */
extern int dtrace_program_header(dtrace_hdl_t *, FILE *out, const char *fname);

/*
 * dtrace -G: write to file the ELF object to link with objv[0..objc-1]
 * that defines the semaphores and the argument-type notes of the providers
 * pgp defines (NULL: every program's).  The objects' .note.stapsdt probes
 * of those providers must be probes they define.  The objects are read,
 * not rewritten.  flags: 0.
 */
extern int dtrace_program_link(dtrace_hdl_t *, dtrace_prog_t *pgp, unsigned flags,
	const char *file, int objc, char *const objv[]);

/* List the probes matching a description (NULL: every probe). */
extern int dtrace_probe_iter(dtrace_hdl_t *, const char *desc,
	dtrace_probespec_t, dtrace_probe_f *, void *);
extern int dtrace_probe_info(dtrace_hdl_t *, const dtrace_probedesc_t *, FILE *);

extern int dtrace_go(dtrace_hdl_t *);
extern int dtrace_stop(dtrace_hdl_t *);
extern dtrace_workstatus_t dtrace_work(dtrace_hdl_t *, FILE *out);
extern void dtrace_sleep(dtrace_hdl_t *);
extern int dtrace_status_exit(dtrace_hdl_t *);	/* status given to exit() */

/*
 * Reports while tracing runs, each one line in DTrace's words without its
 * newline: drops (DTRACE_REPORT_DROP), run-time errors of clauses and of
 * printing (DTRACE_REPORT_ERROR), resizes and verifier logs
 * (DTRACE_REPORT_INFO).  Without a handler they go to stderr, after what
 * dtrace_work() has written so far is flushed.
 */
typedef enum {
	DTRACE_REPORT_DROP,
	DTRACE_REPORT_ERROR,
	DTRACE_REPORT_INFO
} dtrace_report_t;
typedef void dtrace_report_f(dtrace_hdl_t *, dtrace_report_t, const char *msg, void *arg);
extern void dtrace_handle_report(dtrace_hdl_t *, dtrace_report_f *, void *arg);

/* Version-control id libdtrace was built from ("dtrace -V -v"). */
extern const char *dtrace_vcs_id(void);

#ifdef __cplusplus
}
#endif

#endif /* DTRACE_H */
