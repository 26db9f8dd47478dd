/*
 * What the running kernel lets BPF do (dt_features.c): which program kinds
 * load and which attachments exist, found out by trying, the first time a
 * provider asks.  rawtp chooses tp_btf or raw_tp with it, fbt fentry/fexit,
 * kprobe.multi or kprobe perf events.
 */
#ifndef DT_FEATURES_H
#define DT_FEATURES_H

struct dtrace_hdl;

typedef enum dt_kfeature {
	DT_KF_FENTRY,		/* BPF_PROG_TYPE_TRACING, BPF_TRACE_FENTRY/FEXIT loads */
	DT_KF_TP_BTF,		/* BPF_PROG_TYPE_TRACING, BPF_TRACE_RAW_TP (tp_btf) loads */
	DT_KF_RAW_TP,		/* BPF_PROG_TYPE_RAW_TRACEPOINT loads */
	DT_KF_KPROBE,		/* the kprobe PMU (perf_event_open of kprobes) */
	DT_KF_KPROBE_MULTI,	/* BPF_TRACE_KPROBE_MULTI links (CONFIG_FPROBE) */
	DT_KF_UPROBE_MULTI,	/* BPF_TRACE_UPROBE_MULTI links (Linux 6.6) */
	DT_KF_NFEATURES
} dt_kfeature_t;

/*
 * 1 if the kernel allows feature f, 0 if not; then *why (if why is not
 * NULL) says why in words fit for an error message ("fentry programs are
 * refused: Operation not permitted").  Asked of the kernel once per
 * process: the answer cannot change while it runs.
 */
extern int dt_kfeature(struct dtrace_hdl *, dt_kfeature_t f, const char **why);

/* The feature's name as the test suite and doc/fbt.md call it ("fentry"). */
extern const char *dt_kfeature_name(dt_kfeature_t f);

#endif /* DT_FEATURES_H */
