/*
 * The layer DTrace's stable providers share (proc, and later sched, io,
 * ip, tcp, udp...): a stable provider is a table of probes, each riding
 * on a kernel tracepoint (loaded as the rawtp provider loads them:
 * tp_btf, else raw_tp), with an optional condition on the tracepoint's
 * arguments and, per argument, where its native value comes from, its
 * native type and the type args[N] shows through the D library's
 * translators.  dt_prov_stable.c does everything else; a provider is its
 * table (dt_prov_proc.c) and one dt_provimpl_t made with
 * DT_STABLE_PROVIDER().  doc/providers.md, "Stable providers", is the guide.
 *
 * Values (dt_stval_t) are what conditions test and arguments carry:
 *
 *	{ DT_STV_SLOT, 2 }				the tracepoint's argument 2
 *	{ DT_STV_SLOT, 2, "sa.sa_handler" }		((T *)arg2)->sa.sa_handler
 *	{ DT_STV_TASK, 0, "signal->live.counter" }	curthread->signal->live.counter
 *	{ DT_STV_HOOK, .sv_hook = f }			what f emits (a computed value)
 *
 * Member paths are resolved in the kernel's BTF when the program is built
 * (from the tracepoint parameter's type, or struct task_struct), never
 * from version numbers: a kernel lacking a member gets an error naming it.
 * With tp_btf they are plain loads the verifier checks against BTF, with
 * raw_tp one bpf_probe_read_kernel() per pointer followed.
 */
#ifndef DT_PROV_STABLE_H
#define DT_PROV_STABLE_H

#include <stdint.h>
#include "dt_probe.h"
#include "dt_bpfprog.h"

struct dtrace_hdl;
struct btf;

#define DT_STABLE_MAXARGS	8	/* args[] per stable probe */
#define DT_STABLE_MAXCONDS	3	/* conditions per stable probe (all must hold) */
#define DT_STABLE_MAXK		6	/* constants of a DT_STC_IN condition */

typedef enum dt_stv_src {
	DT_STV_NONE,		/* no value: an unused entry */
	DT_STV_SLOT,		/* the tracepoint's argument sv_slot (then sv_path, if any) */
	DT_STV_TASK,		/* the current task, a struct task_struct * (then sv_path) */
	DT_STV_HOOK,		/* what sv_hook emits */
	DT_STV_RET,		/* the function's return value (a probe on fexit, sp_return) */
	/*
	 * An interval (sp_interval): the object is the tracepoint's argument
	 * sv_slot (the lock); what the provider's begin tracepoint recorded
	 * for it in the current thread
	 */
	DT_STV_SINCE,		/* nanoseconds since it began; 0 if no begin was recorded */
	DT_STV_BEGUN,		/* the begin tracepoint's st_begin_arg; ~0 if none was recorded */
} dt_stv_src_t;

struct dt_stctx;
struct dt_stval;

/*
 * A value computed in BPF: emit code leaving it in r0, using r0-r5 and r9
 * (r8 is the layer's; the clauses' code sets the registers it uses, so
 * r8 and r9 are free until it starts), and dt_stable_emit_val() for the
 * values it starts from (which clobbers r0-r5).  0, or -1 + message.
 */
typedef int dt_stable_hook_f(struct dt_stctx *, const struct dt_stval *);

typedef struct dt_stval {
	uint8_t sv_src;		/* dt_stv_src_t */
	uint8_t sv_slot;	/* SLOT: the tracepoint's argument (after its void *__data),
				   or the function's parameter */
	const char *sv_path;	/* SLOT, TASK: members followed from that pointer: "a.b->c", "regs[1]" */
	dt_stable_hook_f *sv_hook;	/* HOOK */
} dt_stval_t;

typedef enum dt_stc_op {
	DT_STC_NONE,		/* no condition: the end of the list */
	DT_STC_EQ,		/* value == sc_k[0] */
	DT_STC_NE,		/* value != sc_k[0] */
	DT_STC_SLT,		/* (int64_t)value < sc_k[0] */
	DT_STC_SGT,		/* (int64_t)value > sc_k[0] */
	DT_STC_IN,		/* value is one of sc_k[0..sc_nk-1] */
	DT_STC_EQV,		/* value == sc_val2 */
} dt_stc_op_t;

typedef struct dt_stcond {
	uint8_t sc_op;		/* dt_stc_op_t */
	/*
	 * when it applies: 0 always; N > 0 only if the tracepoint has an
	 * argument N - 1; N < 0 only if it has no argument -N - 1 (a
	 * tracepoint that gained an argument in a later kernel)
	 */
	int8_t sc_when;
	uint8_t sc_nk;		/* IN: constants used */
	dt_stval_t sc_val;
	int64_t sc_k[DT_STABLE_MAXK];
	dt_stval_t sc_val2;	/* EQV */
} dt_stcond_t;

typedef struct dt_starg {
	dt_stval_t sa_val;	/* argN, the native value */
	const char *sa_native;	/* its C type; NULL: the tracepoint argument's (SLOT, no path) */
	const char *sa_xlate;	/* args[N]'s type through a translator, or NULL */
	uint8_t sa_flags;	/* DT_ARG_USER, DT_ARG_STRING */
} dt_starg_t;

typedef struct dt_stprobe {
	const char *sp_name;		/* "exec-success" */
	const char *sp_group;		/* the tracepoint it rides on: "sched" */
	const char *sp_event;		/* "sched_process_exec" */
	/*
	 * Where no tracepoint fits: the kernel function it rides on instead
	 * (sp_group and sp_event NULL), with an fentry program, or fexit with
	 * sp_return (DT_STV_RET its return value); slots are its parameters.
	 * Such a probe exists where the kernel allows fentry programs and
	 * its BTF has the function.  (Not with kprobes yet.)
	 */
	const char *sp_func;
	uint8_t sp_return;
	dt_stcond_t sp_conds[DT_STABLE_MAXCONDS];	/* all must hold for the probe to fire */
	/*
	 * The thread the firing is about, when not the current one
	 * (sched:::on-cpu fires on sched_switch in prev but is about next).
	 * DT_STV_NONE: the current thread.  Built-in variables about the
	 * current thread (pid, execname, curthread, curpsinfo...) of a clause
	 * that can fire on the probe describe this one (dt_cg_about.c).
	 */
	dt_stval_t sp_about;
	dt_starg_t sp_args[DT_STABLE_MAXARGS];	/* sa_val.sv_src DT_STV_NONE ends the list */
	/*
	 * 1: the probe ends an interval that began at the provider's begin
	 * tracepoint (st_begin_*): while it is enabled, the layer's program
	 * there records the begin (DT_STV_SINCE, DT_STV_BEGUN).
	 */
	uint8_t sp_interval;
} dt_stprobe_t;

typedef struct dt_stprov {
	const char *st_mod;		/* module field of every probe ("vmlinux") */
	const dt_stprobe_t *st_probes;
	uint32_t st_nprobes;
	/*
	 * Intervals (lockstat's contention: lock:contention_begin, then
	 * contention_end in the same thread): the tracepoint where they begin.
	 * A program of the layer's there (no clause, no probe) records per
	 * thread and object, its argument st_begin_key (the lock), the time
	 * and its argument st_begin_arg (the flags), in a map of the
	 * provider's (an LRU hash: a begin whose end never comes is evicted).
	 */
	const char *st_begin_group, *st_begin_event;
	uint8_t st_begin_key, st_begin_arg;
} dt_stprov_t;

/* What a hook sees while the trampoline is built. */
typedef struct dt_stctx {
	struct dtrace_hdl *sc_dtp;
	dt_bpf_prog_t *sc_prog;
	const dt_stprobe_t *sc_probe;
	const struct btf *sc_btf;	/* the tracepoint's (or function's) BTF */
	uint32_t sc_proto;		/* its FUNC_PROTO (a tracepoint's first parameter: void *__data) */
	int sc_skip;			/* 1 for a tracepoint (__data), 0 for a function */
	int sc_nslots;			/* its arguments */
	int sc_retslot;			/* the context slot of a function's return value */
	int sc_direct;			/* tp_btf: BTF pointers are read with plain loads */
	int sc_begin_map;		/* the intervals' map (sp_interval), else -1 */
} dt_stctx_t;

/* Emit code leaving value v in r0 (r0-r5 clobbered); 0, or -1 + message. */
extern int dt_stable_emit_val(dt_stctx_t *, const dt_stval_t *);

/*
 * For a hook following pointers it computed: r0 = ((struct s *)r0)->path
 * (r0-r5 clobbered), read with bpf_probe_read_kernel() whatever the
 * program type (a fault reads 0); and the byte offset of path in struct s
 * (path within s, to an integer or a pointer).  0, or -1 + message.
 */
extern int dt_stable_emit_member(dt_stctx_t *, const char *s, const char *path);
extern int dt_stable_offsetof(dt_stctx_t *, const char *s, const char *path, int32_t *off);

/* The dt_provimpl_t members every stable provider has (dt_prov_stable.c). */
extern int dt_stable_populate(struct dtrace_hdl *, struct dt_provider *);
extern int dt_stable_may_match(struct dtrace_hdl *, struct dt_provider *,
			       const struct dt_pdesc *);
extern int dt_stable_probe_args(struct dtrace_hdl *, dt_probe_t *, dt_argdesc_t *);
extern int dt_stable_progspec(struct dtrace_hdl *, dt_probe_t *, uint32_t, dt_progspec_t *);
extern void dt_stable_trampoline(struct dtrace_hdl *, dt_tramp_t *);
extern int dt_stable_attach(struct dtrace_hdl *, dt_probe_t *, int prog_fd);
extern void dt_stable_provider_destroy(struct dtrace_hdl *, struct dt_provider *);
extern int dt_stable_about(struct dtrace_hdl *, const dt_probe_t *);
extern const char *dt_stable_unavailable(struct dtrace_hdl *, struct dt_provider *);
extern const char *dt_stable_absent(struct dtrace_hdl *, struct dt_provider *,
				    const struct dt_pdesc *);

/*
 * A stable provider named NAME whose probes are TABLE (a dt_stprov_t *):
 * Evolving/Evolving/ISA names and arguments (STABLE-PROVIDERS.md §0).
 */
#define DT_STABLE_PROVIDER(NAME, TABLE) {			\
	.name = NAME,							\
	.attr_desc = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	\
	.attr_args = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	\
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,			\
	.populate = dt_stable_populate,					\
	.may_match = dt_stable_may_match,						\
	.probe_args = dt_stable_probe_args,				\
	.progspec = dt_stable_progspec,					\
	.trampoline = dt_stable_trampoline,				\
	.about = dt_stable_about,					\
	.attach = dt_stable_attach,					\
	.detach = dt_detach_fds,					\
	.provider_destroy = dt_stable_provider_destroy,			\
	.unavailable = dt_stable_unavailable,				\
	.absent = dt_stable_absent,					\
	.impl_data = TABLE,						\
}

#endif /* DT_PROV_STABLE_H */
