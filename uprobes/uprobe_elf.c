/*
 * ELF symbol and segment lookups for uprobes (see uprobe_elf.h).  A uprobe is
 * identified by (file, offset): symbol value -> the PT_LOAD segment holding
 * it -> offset in the file.  Read with libelf.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "uprobe_elf.h"

struct uprobe_elf {
	int fd;
	Elf *elf;
	GElf_Ehdr ehdr;
};

uprobe_elf_t *uprobe_elf_open(const char *path)
{
	uprobe_elf_t *ue;

	if (elf_version(EV_CURRENT) == EV_NONE) {
		errno = ENOEXEC;
		return NULL;
	}
	ue = calloc(1, sizeof(uprobe_elf_t));
	if (ue == NULL)
		return NULL;
	ue->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (ue->fd < 0) {
		free(ue);
		return NULL;
	}
	ue->elf = elf_begin(ue->fd, ELF_C_READ, NULL);
	if (ue->elf == NULL || elf_kind(ue->elf) != ELF_K_ELF ||
	    gelf_getehdr(ue->elf, &ue->ehdr) == NULL) {
		uprobe_elf_close(ue);
		errno = ENOEXEC;
		return NULL;
	}
	return ue;
}

void uprobe_elf_close(uprobe_elf_t *ue)
{
	if (ue == NULL)
		return;
	if (ue->elf != NULL)
		elf_end(ue->elf);
	close(ue->fd);
	free(ue);
}

int uprobe_elf_type(const uprobe_elf_t *ue)
{
	return ue->ehdr.e_type;
}

/* Every defined symbol of one symbol table section type, to cb. */
static int uprobe_elf_foreach_in(uprobe_elf_t *ue, Elf64_Word type, uprobe_elf_sym_f *cb,
				 void *arg)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(ue->elf, scn)) != NULL) {
		GElf_Shdr shdr;
		Elf_Data *data;
		size_t i, n;

		if (gelf_getshdr(scn, &shdr) == NULL || shdr.sh_type != type)
			continue;
		data = elf_getdata(scn, NULL);
		if (data == NULL || shdr.sh_entsize == 0)
			return -ENOEXEC;
		n = shdr.sh_size / shdr.sh_entsize;
		for (i = 1; i < n; i++) {
			GElf_Sym sym;
			const char *s;
			int rc;

			if (gelf_getsym(data, i, &sym) == NULL || sym.st_shndx == SHN_UNDEF)
				continue;
			s = elf_strptr(ue->elf, shdr.sh_link, sym.st_name);
			if (s == NULL || *s == '\0')
				continue;
			rc = cb(arg, s, sym.st_value, sym.st_size, GELF_ST_TYPE(sym.st_info),
				GELF_ST_BIND(sym.st_info));
			if (rc != 0)
				return rc;
		}
	}
	return 0;
}

/* The symbol being looked up by name, and what the lookup found. */
struct uprobe_elf_find {
	const char *name;
	uint64_t value;
	uint64_t size;
};

static int uprobe_elf_find_cb(void *arg, const char *name, uint64_t value, uint64_t size,
			      int type, int bind)
{
	struct uprobe_elf_find *f = arg;

	(void)type;
	(void)bind;
	if (strcmp(name, f->name) != 0)
		return 0;
	f->value = value;
	f->size = size;
	return 1;
}

/* .symtab first: a stripped file still has .dynsym for exported functions. */
int uprobe_elf_symbol(uprobe_elf_t *ue, const char *name, uint64_t *value, uint64_t *size)
{
	struct uprobe_elf_find f = { .name = name };
	int rc = uprobe_elf_foreach_in(ue, SHT_SYMTAB, uprobe_elf_find_cb, &f);

	/* an unreadable .symtab is no reason not to look in .dynsym */
	if (rc != 1)
		rc = uprobe_elf_foreach_in(ue, SHT_DYNSYM, uprobe_elf_find_cb, &f);
	if (rc != 1)
		return rc < 0 ? rc : -ENOENT;
	*value = f.value;
	if (size != NULL)
		*size = f.size;
	return 0;
}

/*
 * The PT_LOAD segment whose part backed by the file holds addr, a virtual
 * address or (in_file) a file offset: only that part has code to probe.
 */
static int uprobe_elf_load_segment(uprobe_elf_t *ue, uint64_t addr, int in_file, GElf_Phdr *ph)
{
	size_t i, n;

	if (elf_getphdrnum(ue->elf, &n) != 0)
		return -ENOEXEC;
	for (i = 0; i < n; i++) {
		uint64_t start;

		if (gelf_getphdr(ue->elf, i, ph) == NULL || ph->p_type != PT_LOAD)
			continue;
		start = in_file ? ph->p_offset : ph->p_vaddr;
		if (addr >= start && addr < start + ph->p_filesz)
			return 0;
	}
	return -ENOENT;
}

int uprobe_elf_vaddr_to_offset(uprobe_elf_t *ue, uint64_t vaddr, uint64_t *offset)
{
	GElf_Phdr ph;
	int rc = uprobe_elf_load_segment(ue, vaddr, 0, &ph);

	if (rc == 0)
		*offset = vaddr - ph.p_vaddr + ph.p_offset;
	return rc;
}

int uprobe_elf_symbol_offset(const char *path, const char *name, uint64_t *offset)
{
	uprobe_elf_t *ue = uprobe_elf_open(path);
	uint64_t value;
	int rc;

	if (ue == NULL)
		return -errno;
	rc = uprobe_elf_symbol(ue, name, &value, NULL);
	if (rc == 0)
		rc = uprobe_elf_vaddr_to_offset(ue, value, offset);
	uprobe_elf_close(ue);
	return rc;
}

int uprobe_elf_offset_to_vaddr(uprobe_elf_t *ue, uint64_t offset, uint64_t *vaddr)
{
	GElf_Phdr ph;
	int rc = uprobe_elf_load_segment(ue, offset, 1, &ph);

	if (rc == 0)
		*vaddr = offset - ph.p_offset + ph.p_vaddr;
	return rc;
}

int uprobe_elf_foreach_symbol(uprobe_elf_t *ue, uprobe_elf_sym_f *cb, void *arg)
{
	int rc = uprobe_elf_foreach_in(ue, SHT_SYMTAB, cb, arg);

	return rc != 0 ? rc : uprobe_elf_foreach_in(ue, SHT_DYNSYM, cb, arg);
}
