/*
 * USDT probes of an ELF object, as its notes describe them: the
 * `.note.stapsdt` notes that <sys/sdt.h>, SystemTap, our `dtrace -G`/`-h`
 * and others emit (one note per probe site: address, the `.stapsdt.base`
 * address it was linked against, semaphore address, provider, name and an
 * argument spec such as "-4@%edi 8@-16(%rbp)"), and our own `.note.dtrace`
 * notes carrying the D types of a provider defined in D.
 *
 * The usdt provider (dt_prov_usdt.c) reads each object a process maps
 * once (dt_usdt_obj_read), names its probes from it, turns the sites into
 * uprobe targets (file offsets) and the argument specs into argument
 * locations (dt_probe.h).  Nothing here needs a dtrace handle: errors come
 * back as text in a caller's buffer, so the unit test reads real objects
 * alone (test/unit/test_usdt_notes.c).
 */
#ifndef DT_USDT_NOTES_H
#define DT_USDT_NOTES_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* sys/sdt.h allows 12 arguments; DTrace shows ten (DT_MAX_ARGS) */
#define DT_USDT_MAXARGS	12

/* What an argument spec's operand is. */
typedef enum dt_usdt_argkind {
	DT_USDT_ARG_BAD,	/* not understood here: ua_err says why */
	DT_USDT_ARG_REG,	/* a register's value */
	DT_USDT_ARG_MEM,	/* user memory at [base] + [index * scale] + disp */
	DT_USDT_ARG_CONST,	/* the constant ua_disp */
} dt_usdt_argkind_t;

/*
 * One decoded argument.  Registers are byte offsets in the uprobe's
 * struct pt_regs (-1: none); a narrow register (%eax, %r8d, %al) is read
 * ua_size bytes at its offset, %ah one byte past %rax's.  A %rip-relative
 * operand (sym(%rip)) is regs->ip-based: at the probe, ip is the site's
 * address, so the operand's address is ip + (its link-time address - the
 * site's link-time address), whatever the load bias; ua_base is then the
 * ip's offset and ua_disp that difference.
 */
typedef struct dt_usdt_arg {
	uint8_t ua_kind;	/* dt_usdt_argkind_t */
	uint8_t ua_size;	/* 1, 2, 4 or 8 bytes */
	uint8_t ua_signed;	/* the spec's size was negative: sign-extend */
	uint8_t ua_scale;	/* MEM: 1, 2, 4 or 8 */
	int16_t ua_base;	/* REG: the register; MEM: base register or -1 */
	int16_t ua_index;	/* MEM: index register or -1 */
	int64_t ua_disp;	/* MEM: displacement; CONST: the value */
	const char *ua_err;	/* BAD: why (static text) */
} dt_usdt_arg_t;

/*
 * The D types of one probe, from a `.note.dtrace` note: native types, and
 * the translated types with the native argument each is translated from
 * (dt_argdesc_t's ad_xlate and ad_mapping).
 */
typedef struct dt_usdt_types {
	int ut_nargc;			/* native argument count */
	char *ut_native[DT_USDT_MAXARGS];
	int ut_xargc;			/* translated argument count; 0: untranslated */
	char *ut_xlate[DT_USDT_MAXARGS];
	uint8_t ut_mapping[DT_USDT_MAXARGS];
} dt_usdt_types_t;

/* One probe site of an object. */
typedef struct dt_usdt_site {
	char *us_prov;		/* provider, as in the note ("python") */
	char *us_name;		/* name as in the note ("function__entry") */
	char *us_func;		/* the function containing it ("" if no symbol does) */
	uint64_t us_pc;		/* link-time address (after the .stapsdt.base adjustment) */
	uint64_t us_off;	/* its file offset: the uprobe's offset */
	uint64_t us_sema;	/* semaphore's link-time address; 0: none */
	uint64_t us_sema_off;	/* its file offset: the uprobe's ref_ctr_offset */
	char *us_spec;		/* the argument spec text ("" if none) */
	int us_argc;
	dt_usdt_arg_t us_argv[DT_USDT_MAXARGS];
	const dt_usdt_types_t *us_types;	/* from .note.dtrace, or NULL */
} dt_usdt_site_t;

/* Every site of one object. */
typedef struct dt_usdt_obj {
	char *uo_path;
	dev_t uo_dev;
	ino_t uo_ino;
	int64_t uo_mtime;	/* ns: a file replaced in place is read again */
	int uo_type;		/* ET_EXEC or ET_DYN */
	int uo_nsites;
	dt_usdt_site_t *uo_sites;	/* in note order */
	int uo_ntypes;
	dt_usdt_types_t *uo_types;
	char **uo_typekeys;	/* "prov\0name" of uo_types[i] (for the match) */
} dt_usdt_obj_t;

/*
 * Read the USDT notes of the object at path: an object with none is a
 * dt_usdt_obj_t with no sites.  NULL with the reason in err on failure
 * (not readable, not ELF, a malformed note).
 */
extern dt_usdt_obj_t *dt_usdt_obj_read(const char *path, char *err, size_t errlen);
extern void dt_usdt_obj_free(dt_usdt_obj_t *);

/*
 * Look up the link-time address of a symbol named in an argument spec
 * (sym(%rip)): 0 and *addr, or -1 if unknown.
 */
typedef int dt_usdt_symaddr_f(void *arg, const char *name, uint64_t *addr);

/*
 * Parse an argument spec ("-4@%edi 8@-16(%rbp) 4@$5") of a site at
 * link-time address pc into argv[0..]: the count (at most max), or -1 with
 * the reason in err when the text is not a list of operands at all.  An
 * operand that is well formed but not understood (an unknown register, a
 * symbol symaddr does not know) is DT_USDT_ARG_BAD with its reason.
 */
extern int dt_usdt_args_parse(const char *spec, uint64_t pc, dt_usdt_symaddr_f *symaddr,
			      void *arg, dt_usdt_arg_t *argv, int max, char *err, size_t errlen);

/*
 * A probe name as DTrace shows it: every "__" of the note's name becomes
 * "-" ("query__start" -> "query-start"); into buf, which it returns.
 */
extern char *dt_usdt_probename(const char *name, char *buf, size_t len);

/* The offset in struct pt_regs of the instruction pointer (for %rip). */
extern int dt_usdt_ip_offset(void);

#endif /* DT_USDT_NOTES_H */
