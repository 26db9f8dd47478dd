/*
 * D types.
 *
 * A type is a (BTF container, type id) pair, read and built with libbpf's BTF
 * API.  The D container holds the C base types and D's own types (string,
 * the typedefs of D-LANGUAGE.md 2.1, what programs declare); kernel types come
 * from vmlinux BTF, read the first time a name is not a D type.  dt_types.c
 * explains how the containers relate; in short, compare types with
 * dt_type_same() or dt_type_compatible(), never by their (container, id)
 * pair: the same type can be reached through two containers.
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

/* A struct or union member (dt_type_member). */
typedef struct dt_member {
	dt_type_t type;
	uint64_t offset_bits;	/* from the start of the outermost struct/union */
	uint32_t bitfield_size;	/* 0 if not a bit-field */
} dt_member_t;

extern int dt_types_init(struct dtrace_hdl *);
extern void dt_types_fini(struct dtrace_hdl *);

extern dt_type_t dt_type_void(struct dtrace_hdl *);
extern dt_type_t dt_type_int(struct dtrace_hdl *, size_t size, int is_signed);
extern dt_type_t dt_type_string(struct dtrace_hdl *);
extern dt_type_t dt_type_dyn(struct dtrace_hdl *);
/* What count(), sum()... are outside @a = f(): dynamic, named "aggregating function". */
extern dt_type_t dt_type_aggfunc(struct dtrace_hdl *);
/*
 * The types DTrace gives stack()/ustack() ("stack"), sym()/func()/mod()
 * ("_symaddr") and usym()/ufunc()/umod()/uaddr() ("_usymaddr"): typedefs
 * of void.  dt_type_stackval_kind(): which of them a type is, or DT_SV_NONE.
 */
typedef enum dt_stackval {
	DT_SV_NONE = -1, DT_SV_STACK = 0, DT_SV_SYMADDR, DT_SV_USYMADDR
} dt_stackval_t;
extern dt_type_t dt_type_stackval(struct dtrace_hdl *, dt_stackval_t);
extern dt_stackval_t dt_type_stackval_kind(dt_type_t);
/* T * and T [n]; { NULL, 0 } if the type cannot be built. */
extern dt_type_t dt_type_ptr(struct dtrace_hdl *, dt_type_t to);
extern dt_type_t dt_type_array(struct dtrace_hdl *, dt_type_t elem, uint32_t n);

/*
 * A type by name: "int", "unsigned long", "uint64_t", "string", "u64" (a
 * kernel typedef), "struct task_struct", "union u", "enum e", scoped names
 * ("struct vmlinux`task_struct", "vmlinux`u64", "`uint64_t", "D`int",
 * "C`char"), and any of these followed by "*"s.  D's types are found
 * first.  0, or -1 without a message.  The first name the D container does
 * not have reads the kernel's type names (3 ms), the first kernel name
 * found builds its container (8 ms more); after that a miss is two hash
 * lookups.
 */
extern int dt_type_by_name(struct dtrace_hdl *, const char *name, dt_type_t *);
/* An enumerator of the program's enums (not the kernel's): 0 or -1. */
extern int dt_type_enum_value(struct dtrace_hdl *, const char *name, int64_t *value,
			      dt_type_t *type);

extern dt_type_t dt_type_resolve(dt_type_t);	/* strip typedefs/qualifiers */
extern dt_tkind_t dt_type_kind(dt_type_t);
extern size_t dt_type_size(dt_type_t);		/* 0 for void, string, functions, incomplete types */
extern size_t dt_type_align(dt_type_t);		/* C alignment, 0 if unknown */
extern int dt_type_is_signed(dt_type_t);
extern int dt_type_is_integer(dt_type_t);	/* integer or enum */
extern int dt_type_is_scalar(dt_type_t);	/* integer, pointer, enum */
extern int dt_type_is_string(dt_type_t);
extern int dt_type_is_forward(dt_type_t);	/* struct/union/enum without a definition */
extern dt_type_t dt_type_pointee(dt_type_t ptr);	/* { NULL, 0 } if not a pointer */
extern dt_type_t dt_type_elem(dt_type_t array, uint32_t *nelems); /* { NULL, 0 } if not an array */
/* Member of a struct or union, looking into anonymous members: 0, or -1. */
extern int dt_type_member(dt_type_t sou, const char *name, dt_member_t *);
/* The same C type (typedefs and qualifiers aside), in any container. */
extern int dt_type_same(dt_type_t, dt_type_t);
/*
 * May a value of one type be assigned to or compared with the other (C's
 * rules as D applies them): any integers; pointers to the same type or
 * to void; strings with strings, char arrays and char pointers.  The
 * constant 0 as a pointer is for the caller to allow.
 */
extern int dt_type_compatible(dt_type_t, dt_type_t);
/* DTrace's name: "int", "char *", "struct task_struct *", "char [16]", "int (*)()". */
extern char *dt_type_name(dt_type_t, char *buf, size_t len);

/*
 * How much of the kernel's BTF the handle has read: 0 nothing, 1 its type
 * names, 2 its types as a container; *nsec: the time it took.
 */
extern int dt_types_kernel_loaded(struct dtrace_hdl *, uint64_t *nsec);

/*
 * The directory of the kernel modules' BTF files (default /sys/kernel/btf),
 * read when a scope names a module ("struct mod`tag"): 0, or -1.
 */
extern int dt_types_set_btfdir(struct dtrace_hdl *, const char *dir);

/*
 * Building types in the D container, for declarations (dt_decl.c).  The
 * new types are registered by name where they have one; they stay defined
 * for later programs of the handle.  Every function returns { NULL, 0 }
 * when libbpf cannot add the type (no memory).
 */
#define DT_TQ_CONST	0x1
#define DT_TQ_VOLATILE	0x2
#define DT_TQ_RESTRICT	0x4

typedef enum dt_tns {
	DT_NS_ORD = 0,		/* typedef and base type names */
	DT_NS_STRUCT, DT_NS_UNION, DT_NS_ENUM,	/* tags */
	DT_NS_ENUMR		/* enumerators */
} dt_tns_t;

typedef struct dt_tfield {
	const char *name;	/* NULL: unnamed bit-field */
	dt_type_t type;
	uint64_t offset_bits;
	uint32_t bitfield_size;
} dt_tfield_t;

extern dt_type_t dt_type_qual(struct dtrace_hdl *, dt_type_t, unsigned quals);
extern dt_type_t dt_type_func(struct dtrace_hdl *, dt_type_t ret, int nargs,
			      const dt_type_t *args, int varargs);
/* A name the program itself (or D) defined: 0, or -1. */
extern int dt_type_lookup_d(struct dtrace_hdl *, dt_tns_t, const char *name, dt_type_t *);
/* struct/union/enum tag declared without a body ("struct foo;"). */
extern dt_type_t dt_type_add_forward(struct dtrace_hdl *, dt_tns_t, const char *tag);
/* A struct or union (tag may be NULL); a forward of the same tag now means it. */
extern dt_type_t dt_type_add_sou(struct dtrace_hdl *, dt_tns_t, const char *tag, size_t size,
				 int nfields, const dt_tfield_t *);
extern dt_type_t dt_type_add_enum(struct dtrace_hdl *, const char *tag, int n,
				  char *const *names, const int64_t *values);
/* hdr: declared in a #included file (dt_type_lookup_hdr() finds it) */
extern dt_type_t dt_type_add_typedef(struct dtrace_hdl *, const char *name, dt_type_t, int hdr);
/* Did a #included file declare the name?  0, or -1. */
extern int dt_type_lookup_hdr(struct dtrace_hdl *, dt_tns_t, const char *name);

/* Zeroed memory that an error (a longjmp) cannot leak: kept until freed or close. */
extern void *dt_types_scratch(struct dtrace_hdl *, size_t);
extern void dt_types_scratch_free(struct dtrace_hdl *);

#endif /* DT_TYPES_H */
