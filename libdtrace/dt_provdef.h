/*
 * Provider definitions (dt_provdef.c): what a D program's
 *
 *	provider myapp {
 *		probe request(struct native_req *r) : (reqinfo_t *r);
 *	};
 *
 * declares, checked as DTrace checks it and kept on the handle.  dtrace -h
 * (dt_header.c) writes a C header from them, dtrace -G (dt_elfgen.c) an
 * object; both emit, per probe, the .note.dtrace note that tells DTrace
 * consumers the native and translated argument types (format below).
 */
#ifndef DT_PROVDEF_H
#define DT_PROVDEF_H

#include "dt_impl.h"

/*
 * At most this many arguments per probe: arg0..arg9, the arguments the
 * USDT provider decodes from a note's argument spec.
 */
#define DT_PROVDEF_MAXARGS	10

/* DTRACE_PROVNAMELEN of illumos, with its NUL. */
#define DT_PROVDEF_NAMELEN	64

typedef struct dt_pdprobe {
	char *pp_name;		/* the D name: "request-done" */
	char *pp_sname;		/* as declared: "request__done" (notes, macros) */
	int pp_line;
	int pp_nargc;		/* native arguments */
	dt_type_t pp_nargv[DT_PROVDEF_MAXARGS];
	int pp_xargc;		/* translated arguments; 0: not translated */
	dt_type_t pp_xargv[DT_PROVDEF_MAXARGS];
	int pp_mapping[DT_PROVDEF_MAXARGS];	/* translated i comes from native pp_mapping[i] */
	struct dt_pdprobe *pp_next;
} dt_pdprobe_t;

typedef struct dt_provdef {
	char *pv_name;
	dt_pdprobe_t *pv_probes;	/* in declaration order */
	const struct dtrace_prog **pv_progs;	/* the programs that define it */
	int pv_nprogs;
	int pv_user;			/* defined by a program, not only the D library */
	struct dt_provdef *pv_next;	/* in definition order */
} dt_provdef_t;

/* A DT_NODE_PROVIDER of pgp's tree: check it and define (or compare) it. */
extern void dt_provdef_define(dt_pcb_t *, dt_node_t *, const struct dtrace_prog *pgp);
extern void dt_provdef_abort(dtrace_hdl_t *, const struct dtrace_prog *failed);
extern void dt_provdef_fini(dtrace_hdl_t *);

extern dt_provdef_t *dt_provdef_lookup(dtrace_hdl_t *, const char *name);
extern dt_pdprobe_t *dt_provdef_probe(const dt_provdef_t *, const char *name);

/*
 * A probe's argument type as C spells it (D's string is char *), into buf.
 * The argument spec of a stapsdt note wants its size and sign: *sizep is
 * 1, 2, 4 or 8, negative for a signed integer.
 */
extern char *dt_provdef_ctype(dt_type_t, char *buf, size_t len);
extern int dt_provdef_argsize(dt_type_t);

/*
 * The description of a probe's .note.dtrace note (owner "dtrace", type 1):
 * NUL-terminated strings, provider, probe (as declared, with "__"), the
 * native count N in decimal, the N native types, the translated count M
 * (0: untranslated), then M pairs (translated type, index of the native
 * argument it comes from in decimal).  Returns its length (with the last
 * NUL), writing at most len bytes to buf (buf may be NULL when len is 0).
 */
#define DT_NOTE_DTRACE_OWNER	"dtrace"
#define DT_NOTE_DTRACE_TYPE	1
extern size_t dt_provdef_note(const dt_provdef_t *, const dt_pdprobe_t *, char *buf,
			      size_t len);

/*
 * The symbols every object that holds probes of provider p shares: the
 * semaphore of a probe, "<provider>_<probe>_semaphore" (the probe as
 * declared), and the COMDAT group signature of its .note.dtrace, so that
 * the header's copies and dtrace -G's link into one note per probe.
 */
extern int dt_provdef_semname(const dt_provdef_t *, const dt_pdprobe_t *, char *buf, size_t len);
extern int dt_provdef_groupname(const dt_provdef_t *, const dt_pdprobe_t *, char *buf,
				size_t len);

#endif /* DT_PROVDEF_H */
