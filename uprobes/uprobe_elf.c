/*
 * ELF symbol and segment lookups for uprobes (see uprobe_elf.h).  A uprobe is
 * identified by (file, offset): symbol value -> the PT_LOAD segment holding
 * it -> offset in the file.  Read with libelf.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>
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

int uprobe_elf_foreach_symtab(uprobe_elf_t *ue, uprobe_elf_sym_f *cb, void *arg)
{
	return uprobe_elf_foreach_in(ue, SHT_SYMTAB, cb, arg);
}

/* The section named name, or NULL. */
static Elf_Scn *uprobe_elf_section(uprobe_elf_t *ue, const char *name, GElf_Shdr *sh)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (elf_getshdrstrndx(ue->elf, &shstrndx) != 0)
		return NULL;
	while ((scn = elf_nextscn(ue->elf, scn)) != NULL) {
		const char *s;

		if (gelf_getshdr(scn, sh) != NULL &&
		    (s = elf_strptr(ue->elf, shstrndx, sh->sh_name)) != NULL && strcmp(s, name) == 0)
			return scn;
	}
	return NULL;
}

int uprobe_elf_build_id(uprobe_elf_t *ue, char *hex, size_t size)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(ue->elf, scn)) != NULL) {
		GElf_Shdr sh;
		GElf_Nhdr nh;
		Elf_Data *data;
		size_t off = 0, noff, doff;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_NOTE ||
		    (data = elf_getdata(scn, NULL)) == NULL)
			continue;
		while ((off = gelf_getnote(data, off, &nh, &noff, &doff)) != 0) {
			const unsigned char *id = (const unsigned char *)data->d_buf + doff;

			if (nh.n_type != NT_GNU_BUILD_ID || nh.n_namesz != 4 ||
			    memcmp((const char *)data->d_buf + noff, "GNU", 4) != 0 ||
			    nh.n_descsz == 0)
				continue;
			if (size < 2 * nh.n_descsz + 1)
				return -ENOSPC;
			for (size_t i = 0; i < nh.n_descsz; i++)
				snprintf(hex + 2 * i, 3, "%02x", id[i]);
			return 0;
		}
	}
	return -ENOENT;
}

int uprobe_elf_debuglink(uprobe_elf_t *ue, char *name, size_t size, uint32_t *crc)
{
	GElf_Shdr sh;
	Elf_Scn *scn = uprobe_elf_section(ue, ".gnu_debuglink", &sh);
	Elf_Data *data = scn != NULL ? elf_getdata(scn, NULL) : NULL;
	size_t len, at;

	if (data == NULL || data->d_buf == NULL)
		return -ENOENT;
	/* the name, NUL, padding to 4 bytes, then the CRC in the file's byte order */
	len = strnlen(data->d_buf, data->d_size);
	at = (len + 4) & ~(size_t)3;
	if (len == 0 || at + 4 > data->d_size || len >= size)
		return -ENOEXEC;
	memcpy(name, data->d_buf, len);
	name[len] = '\0';
	memcpy(crc, (const char *)data->d_buf + at, 4);
	if (ue->ehdr.e_ident[EI_DATA] != (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ?
					  ELFDATA2LSB : ELFDATA2MSB))
		*crc = __builtin_bswap32(*crc);
	return 0;
}

int uprobe_elf_file_crc(const char *path, uint32_t *crc)
{
	unsigned char buf[65536];
	uLong c = crc32(0L, Z_NULL, 0);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -errno;
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		c = crc32(c, buf, (uInt)n);
	close(fd);
	if (n < 0)
		return -EIO;
	*crc = (uint32_t)c;
	return 0;
}
