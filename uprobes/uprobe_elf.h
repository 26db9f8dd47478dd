/*
 * Reading ELF objects for uprobes: a uprobe is placed at a file offset of an
 * object, so symbols (virtual addresses) must be turned into offsets through
 * the object's PT_LOAD segments.  Used by libdtrace's dtrace provider (BEGIN,
 * END) and by the pid and usdt providers.  No D in here.
 *
 * Functions return 0 on success and a negative errno value on failure:
 * -ENOENT when the symbol or address is not in the object, -ENOEXEC when the
 * file is not a usable ELF object.
 */
#ifndef UPROBE_ELF_H
#define UPROBE_ELF_H

#include <stddef.h>
#include <stdint.h>

typedef struct uprobe_elf uprobe_elf_t;

/* Open an ELF file; NULL with errno set on failure. */
extern uprobe_elf_t *uprobe_elf_open(const char *path);
extern void uprobe_elf_close(uprobe_elf_t *);

/* ET_EXEC or ET_DYN. */
extern int uprobe_elf_type(const uprobe_elf_t *);

/* Value and size of a defined symbol, from .symtab, else from .dynsym. */
extern int uprobe_elf_symbol(uprobe_elf_t *, const char *name, uint64_t *value, uint64_t *size);

/* File offset of a virtual address, through the PT_LOAD segment containing it. */
extern int uprobe_elf_vaddr_to_offset(uprobe_elf_t *, uint64_t vaddr, uint64_t *offset);

/* Shorthand: file offset of a symbol of the file at path. */
extern int uprobe_elf_symbol_offset(const char *path, const char *name, uint64_t *offset);

/* Virtual address of a file offset (the inverse of the above). */
extern int uprobe_elf_offset_to_vaddr(uprobe_elf_t *, uint64_t offset, uint64_t *vaddr);

/*
 * Every defined, named symbol of .symtab and then of .dynsym (so a symbol
 * may come twice), with its ELF type (STT_*) and binding (STB_*).  A
 * non-zero return from cb stops the walk and is returned.  Used by
 * libdtrace's user symbol lookup (dt_usyms.c).
 */
typedef int uprobe_elf_sym_f(void *arg, const char *name, uint64_t value, uint64_t size,
			     int type, int bind);
extern int uprobe_elf_foreach_symbol(uprobe_elf_t *, uprobe_elf_sym_f *cb, void *arg);
/* The same, of .symtab only (a separate debug file's .dynsym repeats the object's). */
extern int uprobe_elf_foreach_symtab(uprobe_elf_t *, uprobe_elf_sym_f *cb, void *arg);

/*
 * Where a separate debug file is found: the object's NT_GNU_BUILD_ID note
 * as lower-case hex (-ENOENT if none, -ENOSPC if hex is too small), and the
 * file name and CRC-32 of its .gnu_debuglink section (-ENOENT if none).
 */
extern int uprobe_elf_build_id(uprobe_elf_t *, char *hex, size_t size);
extern int uprobe_elf_debuglink(uprobe_elf_t *, char *name, size_t size, uint32_t *crc);
/* The CRC-32 .gnu_debuglink gives, of the file at path. */
extern int uprobe_elf_file_crc(const char *path, uint32_t *crc);

#endif /* UPROBE_ELF_H */
