/*
 * tracefs trace events as providers built on tracepoints see them
 * (dt_tracefs.c): the list of events, the fields of an event's record from
 * its format file, and a perf event to attach a program to.  The mount
 * point, ids and raw files are declared in dt_probe.h.
 */
#ifndef DT_TRACEFS_H
#define DT_TRACEFS_H

#include <stdint.h>

struct dtrace_hdl;

/* Where a field's value is (dt_tracefs_field_t.tf_loc). */
typedef enum dt_tracefs_loc {
	DT_TRACEFS_INLINE,	/* in the record at tf_off (a scalar or an array) */
	DT_TRACEFS_DATALOC,	/* __data_loc: a u32 at tf_off, offset | length << 16 from the
				   start of the record */
	DT_TRACEFS_RELLOC,	/* __rel_loc: the same, the offset counted from the end of the
				   u32 */
} dt_tracefs_loc_t;

/*
 * One field of an event's record, as its format file declares it:
 * "field:char prev_comm[16];  offset:8;  size:16;  signed:0;" gives name
 * "prev_comm", type "char [16]", elem "char", nelem 16.
 */
typedef struct dt_tracefs_field {
	char *tf_name;
	char *tf_type;		/* the C type without the name: "pid_t", "const char *",
				   "char [16]", "char []" (a __data_loc char[]) */
	char *tf_elem;		/* arrays and data_loc fields: the element type ("char",
				   "cpumask_t"); NULL for scalars */
	int tf_nelem;		/* inline arrays: the element count, 0 if unsized ("char buf[]");
				   -1 for anything else */
	int tf_off, tf_size;	/* in the record; a data_loc's size is its u32's */
	uint8_t tf_signed;	/* the format's signed: flag */
	uint8_t tf_loc;		/* dt_tracefs_loc_t */
} dt_tracefs_field_t;

/*
 * The fields of event group:event after the common_ ones, in record order:
 * their count (0 if none) with *fields malloc'd (free with
 * dt_tracefs_fields_free), or -1 + message.
 */
extern int dt_tracefs_fields(struct dtrace_hdl *, const char *group, const char *event,
			     dt_tracefs_field_t **fields);
/* The same from the text of a format file; what names it in messages ("sched:sched_switch"). */
extern int dt_tracefs_fields_parse(struct dtrace_hdl *, const char *text, const char *what,
				   dt_tracefs_field_t **fields);
extern void dt_tracefs_fields_free(dt_tracefs_field_t *, int n);

/*
 * Call f(group, event, arg) for every line "group:event" of tracefs'
 * available_events, in the file's order (one file: no directory walk).
 * f returns 0 to go on, -1 to stop with its message set.  0 or -1 + message.
 */
typedef int dt_tracefs_event_f(const char *group, const char *event, void *arg);
extern int dt_tracefs_events(struct dtrace_hdl *, dt_tracefs_event_f *f, void *arg);
/*
 * The same for the kernel's tracepoints only: available_events less the
 * dynamic events (kprobe, uprobe, synthetic... events that tools made
 * through tracefs, in any group: dynamic_events).
 */
extern int dt_tracefs_tracepoints(struct dtrace_hdl *, dt_tracefs_event_f *f, void *arg);

/*
 * Does event group:event exist?  group may be a glob (or "" for any).
 * 1, 0, or -1 if tracefs cannot be read (no message: a caller that
 * cannot tell must go on as if it might).
 */
extern int dt_tracefs_event_exists(struct dtrace_hdl *, const char *group, const char *event);

/*
 * A perf event for trace event group:event, for every task, on one CPU (a
 * BPF program linked to it runs wherever the tracepoint fires: see
 * dt_prov_syscall.c).  The fd, or -1 + message.
 */
extern int dt_tracefs_event_open(struct dtrace_hdl *, const char *group, const char *event);

#endif /* DT_TRACEFS_H */
