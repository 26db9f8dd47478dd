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

extern dt_attr_t dt_attr_desc(const char *prov);
extern dt_attr_t dt_attr_args(const char *prov);
extern void dt_attr_print(FILE *, const char *title, dt_attr_t);

#endif /* DT_STABILITY_H */
