/*
 * Stability attributes (dt_stability.c).
 */
#ifndef DT_STABILITY_H
#define DT_STABILITY_H

#include <stdio.h>

enum { DT_STAB_INTERNAL, DT_STAB_PRIVATE, DT_STAB_OBSOLETE, DT_STAB_EXTERNAL,
       DT_STAB_UNSTABLE, DT_STAB_EVOLVING, DT_STAB_STABLE, DT_STAB_STANDARD };
enum { DT_CLASS_UNKNOWN, DT_CLASS_CPU, DT_CLASS_PLATFORM, DT_CLASS_GROUP,
       DT_CLASS_ISA, DT_CLASS_COMMON };

typedef struct dt_attr {
	int name, data, class;
} dt_attr_t;

struct dt_pcb;
struct dt_node;
struct dt_ident;
struct dt_provider;

/* A provider's probe description and argument attributes (as it declares them). */
extern dt_attr_t dt_attr_desc(const struct dt_provider *);
extern dt_attr_t dt_attr_args(const struct dt_provider *);
/*
 * "Name[/Data[/Class]]" (any case; missing parts are the highest): 0, or
 * -1 if a word is not a stability or class name.
 */
extern int dt_attr_parse(const char *s, dt_attr_t *);
/* The value of option amin: an attribute packed in an int64. */
extern int64_t dt_attr_pack(dt_attr_t);
/* A built-in variable's attributes (illumos's values). */
extern dt_attr_t dt_attr_ident(const struct dt_ident *);
/* A kernel symbol's attributes. */
extern dt_attr_t dt_attr_ksym(void);
/*
 * With -x amin, an identifier whose attributes are below the minimum
 * (in any of the three) is D_ATTR_MIN; 'what' names it ("scalar pid").
 */
/*
 * -x version=x.y[.z]: 0 for a version of D there has been, else -1 with
 * DTrace's message on the handle.  (Identifiers are not restricted to it.)
 */
struct dtrace_hdl;
extern int dt_version_check(struct dtrace_hdl *, const char *);
extern void dt_attr_check(struct dt_pcb *, const struct dt_node *, dt_attr_t, const char *what);
extern void dt_attr_print(FILE *, const char *title, dt_attr_t);
struct dt_argdesc;
extern void dt_attr_block_print(FILE *, dt_attr_t desc, dt_attr_t args,
				const struct dt_argdesc *argv, int n);

#endif /* DT_STABILITY_H */
