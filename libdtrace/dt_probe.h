/*
 * Probes and providers.
 *
 * Each provider (dt_prov_<name>.c) publishes a catalogue of probes when first
 * asked (probe discovery is lazy: a description only asks the providers its
 * provider field can match).  For every probe that has enablings the provider
 * emits a trampoline (filling the D machine state from its native context)
 * and attaches the loaded program.  Probe IDs DT_PRID_BEGIN, _END, _ERROR
 * (1, 2, 3) are BEGIN, END, ERROR.  doc/providers.md explains the interface.
 */
#ifndef DT_PROBE_H
#define DT_PROBE_H

#include <stdint.h>
#include <linux/bpf.h>
#include "dt_bpfprog.h"
#include "dt_stability.h"

struct dtrace_hdl;
struct dt_provider;
struct dt_pdesc;
struct perf_event_attr;

/*
 * BEGIN, END and ERROR are always the first three probes: dt_provider_init()
 * populates the dtrace provider before any other.
 */
#define DT_PRID_BEGIN	1
#define DT_PRID_END	2
#define DT_PRID_ERROR	3
#define DT_PRID_NSPECIAL 3

/*
 * Where a trampoline finds a native argument (dt_argdesc_t.ad_loc); the
 * generic fetch dt_tramp_args() reads each kind with one load.
 */
typedef enum dt_argloc {
	DT_ARGLOC_NONE,		/* the provider's trampoline fills it its own way */
	DT_ARGLOC_FIELD,	/* tracepoint record field: ad_off, ad_size bytes */
	DT_ARGLOC_DATALOC,	/* __data_loc field at ad_off (u32: offset | len << 16): the
				   value is the address of the data inside the record */
	DT_ARGLOC_CTX,		/* u64 slot ad_off of the context array (tp_btf, raw_tp,
				   fentry/fexit: one slot per parameter) */
	DT_ARGLOC_REG,		/* struct pt_regs member at byte offset ad_off (kprobe, uprobe);
				   ad_size 1, 2 or 4: that many bytes there (%eax, %al, %ah
				   one byte in), sign-extended with DT_ARG_SIGNED; 0 or 8: all */
	DT_ARGLOC_STACK,	/* u64 at byte offset ad_off above the stack pointer (pt_regs),
				   kernel stack (kprobe) */
	DT_ARGLOC_USTACK,	/* the same on the user stack (uprobe) */
	DT_ARGLOC_ADDR,		/* the address of the record's bytes at ad_off (an array
				   field: args[N] is the array, argN its address) */
	DT_ARGLOC_UMEM,		/* ad_size bytes of user memory (sign-extended with
				   DT_ARG_SIGNED) at regs[ad_off] + regs[ad_index] * ad_scale
				   + ad_disp, regs the pt_regs members at those byte offsets,
				   a negative offset meaning none (USDT: 8@-16(%rbp),
				   8@(%rax,%rdx,8), sym(%rip)); 0 if it cannot be read */
	DT_ARGLOC_CONST,	/* the constant ad_disp, plus regs[ad_off] if ad_off >= 0
				   (USDT: 4@$5; $sym is ip-based) */
} dt_argloc_t;

#define DT_ARG_USER	0x01	/* a pointer into user space (copyin, not a kernel read) */
#define DT_ARG_STRING	0x02	/* a string (a __data_loc char[]): args[N] has type string */
#define DT_ARG_SIGNED	0x04	/* a FIELD narrower than 64 bits is sign-extended */

/*
 * One argument of a probe, as the provider describes it once
 * (probe_args) and the core caches on the probe (dt_probe_args()).
 * args[N] has type ad_xlate if set, reached through the D translator from
 * native argument ad_mapping to it; else type ad_native of argument N.
 * argN is the native value of argument N either way.
 */
typedef struct dt_argdesc {
	char *ad_native;	/* C type as the probe gives it ("struct task_struct *"), malloc'd */
	char *ad_xlate;		/* type args[N] shows through a translator, or NULL; malloc'd */
	uint8_t ad_mapping;	/* native argument args[N] is translated from (illumos' argmap) */
	uint8_t ad_flags;	/* DT_ARG_* */
	uint8_t ad_loc;		/* dt_argloc_t */
	uint8_t ad_size;	/* FIELD, REG, UMEM: bytes (1, 2, 4, 8; REG: 0 is 8) */
	int32_t ad_off;		/* FIELD, DATALOC, REG, STACK: byte offset; CTX: slot;
				   UMEM, CONST: base register's pt_regs offset or -1 */
	int16_t ad_index;	/* UMEM: index register's pt_regs offset, or -1 */
	uint8_t ad_scale;	/* UMEM: 1, 2, 4 or 8 */
	int64_t ad_disp;	/* UMEM: displacement; CONST: the value */
} dt_argdesc_t;

typedef struct dt_probe {
	uint32_t pr_id;
	struct dt_provider *pr_prov;
	char *pr_mod, *pr_func, *pr_name;	/* owned */
	uint64_t pr_data;		/* provider's own (tracepoint id, period...) */
	void *pr_priv;			/* provider's own, freed by the provider */
	int *pr_fds;			/* attachment fds (perf events, links) */
	int pr_nfds;
	/* arguments, filled by dt_probe_args() on first use (pr_argc -1 until then) */
	int pr_argc;
	dt_argdesc_t *pr_argv;
	/* enabling state (set by dt_program_exec) */
	uint32_t *pr_clauses;		/* clause ids enabled on this probe, in order */
	uint32_t pr_nclauses;
	struct dt_probe *pr_hashnext;	/* name hash chain */
} dt_probe_t;

/*
 * How a probe's program is loaded (the provider's load hook, progspec).
 * Probes with the same clause list share one program only when their specs
 * are equal member for member (zero the struct before filling it): a
 * fentry program is bound to its function's BTF id, a kprobe program may
 * serve any number of functions.
 */
typedef struct dt_progspec {
	enum bpf_prog_type ps_type;	/* BPF_PROG_TYPE_TRACEPOINT, _KPROBE, _TRACING... */
	enum bpf_attach_type ps_attach;	/* expected attach type: BPF_TRACE_FENTRY, _FEXIT,
					   _RAW_TP (tp_btf), BPF_TRACE_KPROBE_MULTI...; 0 if none */
	uint32_t ps_btf_id;		/* attach BTF id (tracing programs), else 0 */
	int ps_btf_fd;			/* fd of the module BTF ps_btf_id is in; 0 = vmlinux */
	uint64_t ps_share;		/* provider's own: unequal values never share a program */
} dt_progspec_t;

/*
 * A trampoline being built: the provider's trampoline() sees the program,
 * every probe it will be attached to, how it is loaded and what the
 * clauses read of the machine state.
 */
typedef struct dt_tramp {
	dt_bpf_prog_t *tr_prog;
	dt_probe_t **tr_probes;		/* the probes this program serves (at least one) */
	uint32_t tr_nprobes;
	const dt_progspec_t *tr_spec;
	uint32_t tr_uses;		/* DT_TRAMP_USES_*: argv[i] is bit i */
	int tr_out;			/* label to jump to to drop the firing */
	int tr_failed;			/* set, with the message, by a step that failed
					   (dt_tramp_args): the program is not loaded */
} dt_tramp_t;

typedef struct dt_provimpl {
	const char *name;		/* provider name ("syscall"), or instance prefix ("pid") */
	/*
	 * stability of probe descriptions and of arguments (-l -v, -v, -x amin);
	 * left zero: Private/Private/Unknown
	 */
	dt_attr_t attr_desc, attr_args;
	/* -F arrows of entry and return probes; NULL: "->" and "<-" */
	const char *flow_entry, *flow_return;
	/* program type of its trampolines when there is no progspec hook */
	enum bpf_prog_type prog_type;
	/* add every probe of this provider to the catalogue (called once) */
	int (*populate)(struct dtrace_hdl *, struct dt_provider *);
	/* create a probe on demand for a name not in the catalogue (profile-N): 0 if created, -1 if not */
	int (*provide)(struct dtrace_hdl *, struct dt_provider *, const char *mod, const char *func, const char *name);
	/*
	 * optional: a description's provider field may name instances of this
	 * provider that do not exist yet ("pid1234", "python*", "myprov$target"
	 * after macro expansion): create them with dt_provider_create().  Asked
	 * (once per kind of provider) for every description whose provider
	 * field is not the name of an existing provider: keep it cheap and
	 * idempotent.  0 (whether or not any was created) or -1 + message.
	 */
	int (*instantiate)(struct dtrace_hdl *, const struct dt_pdesc *);
	/*
	 * optional: the arguments of a probe, described once: fill argv[0..]
	 * (zeroed, DT_MAX_ARGS entries; strings malloc'd, freed by the core)
	 * and return the count, or -1 + message.  NULL: no arguments.
	 */
	int (*probe_args)(struct dtrace_hdl *, dt_probe_t *, dt_argdesc_t *argv);
	/*
	 * optional load hook: how the program serving this probe is loaded
	 * (NULL: prog_type).  uses: what the probe's clauses read of the
	 * machine state (DT_TRAMP_USES_*), so that probes whose arguments lie
	 * in different places may still share a program when no clause reads
	 * them.
	 */
	int (*progspec)(struct dtrace_hdl *, dt_probe_t *, uint32_t uses, dt_progspec_t *);
	/*
	 * Emit the trampoline prologue: on entry r6 = the native context and
	 * r7 = the per-CPU scratch value (both left unchanged); fill dt_mstate
	 * through r7: prid (a constant for one probe, else dt_tramp_prid()),
	 * the argv[] slots and syserrno tr->tr_uses names (dt_tramp_args()).
	 * When tr->tr_uses lacks DT_TRAMP_USES_MSTATE there is no r7 and
	 * nothing to fill (only the filtering, if any, is wanted).
	 * May jump to label tr->tr_out to skip the firing; sets tr->tr_failed
	 * (with the message) if it cannot be built.
	 */
	void (*trampoline)(struct dtrace_hdl *, dt_tramp_t *);
	/*
	 * optional: nonzero if a firing of the probe is about another thread
	 * than the current one (sched:::on-cpu, which fires in the thread
	 * going off the CPU, is about the one coming on).  The built-in
	 * variables about the current thread of a clause that can fire on it
	 * then read mstate->about, which trampoline() stores when tr_uses has
	 * DT_TRAMP_USES_ABOUT (clearing that bit).
	 */
	int (*about)(struct dtrace_hdl *, const dt_probe_t *);
	/* attach the loaded program to the probe; fds kept in pr_fds */
	int (*attach)(struct dtrace_hdl *, dt_probe_t *, int prog_fd);
	/*
	 * optional: attach the loaded program to a whole group of probes (gid:
	 * the group's number, below DT_MAX_GROUPS); when absent, attach() is
	 * called for each probe
	 */
	int (*attach_group)(struct dtrace_hdl *, dt_probe_t **, uint32_t n, uint32_t gid,
			    int prog_fd);
	/* close the attachment */
	void (*detach)(struct dtrace_hdl *, dt_probe_t *);
	/*
	 * threads per online CPU that detaching this provider's probes
	 * benefits from (0: DT_DETACH_THREADS in all, dt_work.c): what the
	 * kernel serialises on a lock gains little from more (kprobes), what
	 * waits for grace periods gains from many waiters (tracepoints)
	 */
	uint32_t detach_per_cpu;
	/* free pr_priv */
	void (*probe_destroy)(struct dtrace_hdl *, dt_probe_t *);
	/* free pv_data (called at close for every provider of this kind, instances too) */
	void (*provider_destroy)(struct dtrace_hdl *, struct dt_provider *);
	/*
	 * Could the description match a probe of this provider?  Asked before
	 * populating, so that descriptions such as ":::BEGIN" do not make every
	 * provider enumerate its probes.  0 = certainly not; NULL = maybe.
	 * pv is the provider asked (its pv_impl's impl_data, for a table).
	 */
	int (*may_match)(struct dtrace_hdl *, struct dt_provider *pv,
			 const struct dt_pdesc *);
	/*
	 * optional: why this provider cannot work on this kernel (NULL: it can).
	 * Such a provider publishes no probes; a description that matches
	 * nothing and names only unavailable providers fails with "<reason>"
	 * (-Z: zero probes), and -l -P prints it.  (fbt without kprobes or
	 * fentry.)
	 */
	const char *(*unavailable)(struct dtrace_hdl *, struct dt_provider *);
	/*
	 * optional: does a description's module pattern name the probe's
	 * module by another name than pr_mod?  ("a.out" for a pid probe in
	 * the executable.)
	 */
	int (*mod_alias)(struct dtrace_hdl *, const dt_probe_t *, const char *pattern);
	/*
	 * optional: why a description that names this provider and matches
	 * none of its probes names one that this kernel cannot give (a stable
	 * provider's probe whose tracepoint is missing), or NULL.  Asked only
	 * when the description matched nothing.
	 */
	const char *(*absent)(struct dtrace_hdl *, struct dt_provider *, const struct dt_pdesc *);
	/* the provider's own constant data (a stable provider's table, dt_prov_stable.h) */
	const void *impl_data;
} dt_provimpl_t;

typedef struct dt_provider {
	const dt_provimpl_t *pv_impl;
	char *pv_name;
	int pv_populated;
	void *pv_data;			/* an instance's own (its process...) */
	struct dt_provider *pv_next;
} dt_provider_t;

/* Registry of providers (dt_provider.c). */
extern int dt_provider_init(struct dtrace_hdl *);
extern void dt_provider_fini(struct dtrace_hdl *);
extern dt_provider_t *dt_provider_lookup(struct dtrace_hdl *, const char *name);
/* Add a provider named name served by impl (an instance: "pid1234"); NULL + message. */
extern dt_provider_t *dt_provider_create(struct dtrace_hdl *, const dt_provimpl_t *,
					 const char *name, void *data);

/* Catalogue of probes (dt_probe.c). */
extern dt_probe_t *dt_probe_insert(struct dtrace_hdl *, dt_provider_t *, const char *mod,
	const char *func, const char *name, uint64_t data);
extern dt_probe_t *dt_probe_by_id(struct dtrace_hdl *, uint32_t id);
extern dt_probe_t *dt_probe_lookup(struct dtrace_hdl *, const char *prv, const char *mod,
	const char *func, const char *name);
/*
 * The probe's arguments, computed by the provider once and cached: the
 * count (0 if none), or -1 + message; *argv points to the cached array.
 */
extern int dt_probe_args(struct dtrace_hdl *, dt_probe_t *, const dt_argdesc_t **argv);
/* The type name args[N] has: ad_xlate, else "string" (DT_ARG_STRING), else ad_native. */
extern const char *dt_argdesc_type(const dt_argdesc_t *);
/* Detach and free every probe (and its pr_clauses, pr_fds); called by dt_provider_fini(). */
extern void dt_probe_fini(struct dtrace_hdl *);

typedef struct dt_pdesc {
	char *prv, *mod, *fun, *prb;	/* each may be "" (match all) */
	uint32_t id;			/* description is a probe id (0 = no) */
} dt_pdesc_t;

/* Parse "p:m:f:n" (fewer fields fill from the right, per spec). -1 + msg if malformed. */
extern int dt_pdesc_parse(struct dtrace_hdl *, const char *text, int spec, dt_pdesc_t *);
extern void dt_pdesc_free(dt_pdesc_t *);
extern char *dt_pdesc_string(const dt_pdesc_t *, char *buf, size_t len);	/* "p:m:f:n" */

/*
 * f returns 0 to go on, > 0 to stop (the matches so far are returned), < 0
 * to fail (dt_probe_iter() returns -1, f has left the message).  f may be NULL
 * to count matches.
 */
typedef int dt_probe_iter_f(struct dtrace_hdl *, dt_probe_t *, void *);
/*
 * Call f for every probe matching pd (globs), in probe-id order; returns
 * matches or -1.  Providers first create the instances pd may name
 * (instantiate).
 */
extern int dt_probe_iter(struct dtrace_hdl *, const dt_pdesc_t *, dt_probe_iter_f *, void *);
/*
 * Why pd matches nothing, if its provider field names only providers that
 * cannot work on this kernel (their unavailable hook's reason), or probes
 * that cannot (their absent hook's), else NULL.
 */
extern const char *dt_probe_unavailable(struct dtrace_hdl *, const dt_pdesc_t *);

/* Glob matching as in DTrace: * ? [...] [!...] \x (dt_glob.c). */
extern int dt_gmatch(const char *s, const char *pattern);
extern int dt_is_glob(const char *pattern);

/* tracefs (dt_tracefs.c): the mount point (mounting it if needed), event ids. */
extern const char *dt_tracefs_path(struct dtrace_hdl *);
extern int64_t dt_tracefs_event_id(struct dtrace_hdl *, const char *group, const char *event);
/* Contents of events/<group>/<event>/<file> (malloc'ed), NULL + message on failure. */
extern char *dt_tracefs_event_file(struct dtrace_hdl *, const char *group, const char *event,
	const char *file);

/*
 * Attach helpers shared by providers (dt_attach.c).  dt_attach_perf_event()
 * links prog_fd to the perf event with the cookie pr_id | (uint64_t)cookie_hi
 * << 32 (cookie_hi = 0 for dt_attach_perf_event) and keeps both fds in
 * pr_fds.  It owns perf_fd in every case: closed on failure.
 */
extern int dt_attach_perf_event(struct dtrace_hdl *, dt_probe_t *, int prog_fd, int perf_fd);
extern int dt_attach_perf_event_raw(struct dtrace_hdl *, dt_probe_t *, int prog_fd, int perf_fd,
				    uint64_t cookie);
extern int dt_attach_perf_event_cookie(struct dtrace_hdl *, dt_probe_t *, int prog_fd,
	int perf_fd, uint32_t cookie_hi);
struct perf_event_attr;
extern int dt_attach_perf_cpus(struct dtrace_hdl *, dt_probe_t *, int prog_fd,
			       struct perf_event_attr *, int *cpus, int n, const char *prov);
/* Keep fd (a BPF link) in pr_fds; on failure it is closed and -1 + message returned. */
extern int dt_attach_keep_fd(struct dtrace_hdl *, dt_probe_t *, int fd);
/* Close every attachment fd of the probe (usable as a provider's detach). */
extern void dt_detach_fds(struct dtrace_hdl *, dt_probe_t *);
/* perf_event_open(2) with close-on-exec; -1 + errno on failure. */
extern int dt_perf_event_open(struct perf_event_attr *, int pid, int cpu);
/* Online CPUs (sorted, malloc'ed in *cpus); count, or -1 + message. */
extern int dt_online_cpus(struct dtrace_hdl *, int **cpus);

/*
 * Trampoline pieces shared by providers (dt_attach.c).  dt_tramp_prid()
 * emits the call of bpf_get_attach_cookie(r6) and the store of its low 32
 * bits in mstate->prid; the whole cookie is left in r0.  dt_tramp_clear_args()
 * zeroes argv[first..DT_MAX_ARGS-1] and, if errno_too, syserrno.
 */
extern void dt_tramp_prid(dt_bpf_prog_t *);
/*
 * What the clauses of a trampoline read of the machine state it fills
 * (dt_tramp_t.tr_uses): argv[i] is bit i, syserrno DT_TRAMP_USES_ERRNO.
 */
#define DT_TRAMP_USES_ERRNO	(1u << 31)
/*
 * The clauses read the machine state at all (any use of r7, or a call of a
 * function that finds the scratch value itself, such as dt_error, which
 * reads prid).  Without it the trampoline has no r7 and should fill
 * nothing: a provider's trampoline that uses r7 all the same gets a
 * program built again with it (dt_cg_tramp).
 */
#define DT_TRAMP_USES_MSTATE	(1u << 30)
/* The clauses call strtok(): its state starts empty at each firing. */
#define DT_TRAMP_USES_STRTOK	(1u << 29)
/*
 * The clauses read mstate->about, the task the firing is about
 * (dt_cg_about.c).  A provider's trampoline that stores it clears the bit;
 * if it is still set, the trampoline stores the current task.
 */
#define DT_TRAMP_USES_ABOUT	(1u << 28)
extern void dt_tramp_clear_args(dt_bpf_prog_t *, int first, int errno_too);
/*
 * Fill the argv[] slots the clauses read (tr->tr_uses) from the argument
 * descriptors' locations, with r6 = the native context; zero the others.
 * Every probe of tr must have the same locations (one probe, or a group
 * whose progspec says so).  0, or -1 + message if an argument the clauses
 * read has location DT_ARGLOC_NONE.
 */
extern int dt_tramp_args(struct dtrace_hdl *, dt_tramp_t *);
/*
 * The trampoline of a perf event sampling program (dt_prov_profile.c, used
 * by profile and cpc): the probe id from the cookie, arg0 the interrupted
 * kernel PC and arg1 the user PC (the one not in effect 0).
 */
extern void dt_profile_trampoline(struct dtrace_hdl *, dt_tramp_t *);

/* Run dtrace:::BEGIN or END now, in this process (dt_prov_dtrace.c). */
extern int dt_dtrace_fire(struct dtrace_hdl *, uint32_t prid);

#endif /* DT_PROBE_H */
