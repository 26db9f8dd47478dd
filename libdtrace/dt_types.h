/*
 * D types.
 *
 * A type is a (BTF container, type id) pair, read and built with libbpf's BTF
 * API.  The D container holds the C base types and D's own types (string);
 * kernel types come from the vmlinux container (issue 3), so that a node's
 * type can name either without conversion.
 */
#ifndef DT_TYPES_H
#define DT_TYPES_H

#include <stdint.h>
#include <stddef.h>

struct btf;
struct dtrace_hdl;

typedef struct dt_type {
	struct btf *dtt_btf;	/* container, NULL = no type */
	uint32_t dtt_id;	/* type id in the container (0 = void) */
} dt_type_t;

/* Kinds as D sees them. */
typedef enum dt_tkind {
	DT_TK_NONE = 0, DT_TK_VOID, DT_TK_INT, DT_TK_PTR, DT_TK_STRING,
	DT_TK_ARRAY, DT_TK_STRUCT, DT_TK_UNION, DT_TK_ENUM, DT_TK_FUNC,
	DT_TK_FLOAT, DT_TK_DYN	/* aggregation / dynamic */
} dt_tkind_t;

extern int dt_types_init(struct dtrace_hdl *);
extern void dt_types_fini(struct dtrace_hdl *);

extern dt_type_t dt_type_void(struct dtrace_hdl *);
extern dt_type_t dt_type_int(struct dtrace_hdl *, size_t size, int is_signed);
extern dt_type_t dt_type_string(struct dtrace_hdl *);
extern dt_type_t dt_type_dyn(struct dtrace_hdl *);
extern dt_type_t dt_type_ptr(struct dtrace_hdl *, dt_type_t to);
extern int dt_type_by_name(struct dtrace_hdl *, const char *name, dt_type_t *);

extern dt_type_t dt_type_resolve(dt_type_t);	/* strip typedefs/qualifiers */
extern dt_tkind_t dt_type_kind(dt_type_t);
extern size_t dt_type_size(dt_type_t);
extern int dt_type_is_signed(dt_type_t);
extern int dt_type_is_integer(dt_type_t);
extern int dt_type_is_scalar(dt_type_t);	/* integer, pointer, enum */
extern int dt_type_is_string(dt_type_t);
extern int dt_type_same(dt_type_t, dt_type_t);
extern char *dt_type_name(dt_type_t, char *buf, size_t len);

#endif /* DT_TYPES_H */
