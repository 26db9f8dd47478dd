/*
 * dtrace -G: the object a program with user-defined probes links with.
 *
 * illumos' dtrace -G rewrites the probe call sites of the objects it is
 * given and writes an object holding their DOF.  Here the call sites are
 * already what every Linux tracer reads (the .note.stapsdt notes the
 * header's macros emit, dt_header.c), so the objects are only read: every
 * stapsdt probe in them of a provider the scripts define must be one of its
 * probes, as illumos checks ("no such probe ...").  The object written
 * (ET_REL, with libelf) holds, per probe of the providers:
 *
 *   - its semaphore, "<provider>_<probe>_semaphore", 2 bytes in .probes,
 *     global and hidden: the strong definition of the header's weak one;
 *   - its .note.dtrace note (argument types, dt_provdef.h), in a COMDAT
 *     group of the same signature as the header's copies, so that a link
 *     keeps one of them.
 *
 * It is written to a temporary file renamed into place, so that a failure
 * leaves no half-written object.
 */
#define _GNU_SOURCE	/* asprintf */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_provdef.h"

#define DT_STAPSDT_TYPE	3	/* a .note.stapsdt probe, version 3 */

/* The providers an object is made for: pgp's, or every program's (pgp NULL). */
static int dt_elfgen_wanted(const dt_provdef_t *pv, const dtrace_prog_t *pgp)
{
	if (pgp == NULL)
		return pv->pv_user;
	for (int i = 0; i < pv->pv_nprogs; i++) {
		if (pv->pv_progs[i] == pgp)
			return 1;
	}
	return 0;
}

/* What the objects tell about the object to make. */
typedef struct dt_objinfo {
	int oi_known;			/* set from an object */
	unsigned char oi_data;		/* EI_DATA */
	GElf_Half oi_machine;
} dt_objinfo_t;

/* "request__done" of a note is probe "request-done". */
static int dt_elfgen_probe_known(const dt_provdef_t *pv, const char *sname)
{
	for (const dt_pdprobe_t *pp = pv->pv_probes; pp != NULL; pp = pp->pp_next) {
		if (strcmp(pp->pp_sname, sname) == 0)
			return 1;
	}
	return 0;
}

/*
 * One note of a .note.stapsdt section: after its three addresses come
 * provider, name and argument spec, NUL-terminated.
 */
static int dt_elfgen_note(dtrace_hdl_t *dtp, const char *obj, int cls, const char *desc,
			  size_t len)
{
	size_t skip = 3 * (cls == ELFCLASS64 ? 8 : 4);
	const char *prov = desc + skip, *name, *end = desc + len;
	const dt_provdef_t *pv;
	char *hname, *d;

	if (len <= skip || (name = memchr(prov, '\0', end - prov)) == NULL ||
	    ++name >= end || memchr(name, '\0', end - name) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "failed to process %s: corrupt .note.stapsdt",
				     obj);
	if ((pv = dt_provdef_lookup(dtp, prov)) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "no such provider %s", prov);
	if (dt_elfgen_probe_known(pv, name))
		return 0;
	if ((hname = strdup(name)) == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	for (d = hname; (d = strstr(d, "__")) != NULL; d++) {
		*d = '-';
		memmove(d + 1, d + 2, strlen(d + 2) + 1);
	}
	dt_set_errmsg(dtp, D_NONE, "no such probe %s", hname);
	free(hname);
	return -1;
}

static int dt_elfgen_notes(dtrace_hdl_t *dtp, const char *obj, Elf *elf, int cls)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return dt_set_errmsg(dtp, D_NONE, "failed to process %s: %s", obj, elf_errmsg(-1));
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *data;
		GElf_Nhdr nh;
		size_t off = 0, noff, doff;
		const char *name;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_NOTE)
			continue;
		name = elf_strptr(elf, shstrndx, sh.sh_name);
		if (name == NULL || strcmp(name, ".note.stapsdt") != 0 ||
		    (data = elf_getdata(scn, NULL)) == NULL)
			continue;
		while ((off = gelf_getnote(data, off, &nh, &noff, &doff)) > 0) {
			if (nh.n_type != DT_STAPSDT_TYPE || nh.n_namesz != sizeof("stapsdt") ||
			    memcmp((char *)data->d_buf + noff, "stapsdt", nh.n_namesz) != 0)
				continue;
			if (dt_elfgen_note(dtp, obj, cls, (char *)data->d_buf + doff,
					   nh.n_descsz) != 0)
				return -1;
		}
	}
	return 0;
}

/* Check one object's probes; the first object also sets the machine. */
static int dt_elfgen_check(dtrace_hdl_t *dtp, const char *obj, dt_objinfo_t *oi)
{
	int fd = open(obj, O_RDONLY | O_CLOEXEC), rc = -1;
	Elf *elf;
	GElf_Ehdr eh;

	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "failed to open %s: %s", obj, strerror(errno));
	elf = elf_begin(fd, ELF_C_READ, NULL);
	if (elf == NULL || elf_kind(elf) != ELF_K_ELF || gelf_getehdr(elf, &eh) == NULL) {
		dt_set_errmsg(dtp, D_NONE, "%s is not an ELF file", obj);
	} else if (eh.e_ident[EI_CLASS] != ELFCLASS64) {
		dt_set_errmsg(dtp, D_NONE, "%s: 32-bit objects are not supported", obj);
	} else if (oi->oi_known && (eh.e_machine != oi->oi_machine ||
				    eh.e_ident[EI_DATA] != oi->oi_data)) {
		dt_set_errmsg(dtp, D_NONE, "%s: its machine differs from the other objects'", obj);
	} else {
		oi->oi_known = 1;
		oi->oi_machine = eh.e_machine;
		oi->oi_data = eh.e_ident[EI_DATA];
		rc = dt_elfgen_notes(dtp, obj, elf, eh.e_ident[EI_CLASS]);
	}
	elf_end(elf);
	close(fd);
	return rc;
}

/* Without objects, the machine is this program's own. */
static int dt_elfgen_self(dtrace_hdl_t *dtp, dt_objinfo_t *oi)
{
	if (oi->oi_known)
		return 0;
	if (dt_elfgen_check(dtp, "/proc/self/exe", oi) != 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot read the machine type of /proc/self/exe");
	return 0;
}

/*
 * The object, built in memory: its sections' contents live in these
 * buffers until elf_update() has written them.
 */
typedef struct dt_elfout {
	Elf *eo_elf;
	char *eo_shstr, *eo_str;	/* string tables */
	size_t eo_shstrlen, eo_strlen;
	Elf64_Sym *eo_syms;
	size_t eo_nsyms;
	void **eo_bufs;			/* every other buffer, freed at the end */
	size_t eo_nbufs;
	int eo_nomem;
} dt_elfout_t;

static void *dt_eo_keep(dt_elfout_t *eo, void *p)
{
	void **nb;

	if (p == NULL || (nb = realloc(eo->eo_bufs, (eo->eo_nbufs + 1) * sizeof(*nb))) == NULL) {
		free(p);
		eo->eo_nomem = 1;
		return NULL;
	}
	eo->eo_bufs = nb;
	nb[eo->eo_nbufs++] = p;
	return p;
}

/* Append s to a string table; its offset. */
static size_t dt_eo_str(dt_elfout_t *eo, char **tab, size_t *len, const char *s)
{
	size_t n = strlen(s) + 1, off = *len;
	char *nt = realloc(*tab, off + n);

	if (nt == NULL) {
		eo->eo_nomem = 1;
		return 0;
	}
	memcpy(nt + off, s, n);
	*tab = nt;
	*len = off + n;
	return off;
}

static size_t dt_eo_sym(dt_elfout_t *eo, const char *name, unsigned char info,
			unsigned char other, size_t shndx, uint64_t value, uint64_t size)
{
	Elf64_Sym *ns = realloc(eo->eo_syms, (eo->eo_nsyms + 1) * sizeof(*ns));

	if (ns == NULL) {
		eo->eo_nomem = 1;
		return 0;
	}
	eo->eo_syms = ns;
	ns[eo->eo_nsyms] = (Elf64_Sym){
		.st_name = name != NULL ? dt_eo_str(eo, &eo->eo_str, &eo->eo_strlen, name) : 0,
		.st_info = info, .st_other = other, .st_shndx = shndx,
		.st_value = value, .st_size = size,
	};
	return eo->eo_nsyms++;
}

/* A new section; its data set by the caller (NULL: none yet). */
static Elf_Scn *dt_eo_scn(dt_elfout_t *eo, const char *name, GElf_Word type, GElf_Xword flags,
			  GElf_Xword align, void *buf, size_t size, Elf_Type dtype)
{
	Elf_Scn *scn = elf_newscn(eo->eo_elf);
	GElf_Shdr sh;
	Elf_Data *d;

	if (scn == NULL || gelf_getshdr(scn, &sh) == NULL) {
		eo->eo_nomem = 1;
		return NULL;
	}
	sh.sh_name = dt_eo_str(eo, &eo->eo_shstr, &eo->eo_shstrlen, name);
	sh.sh_type = type;
	sh.sh_flags = flags;
	sh.sh_addralign = align;
	if (!gelf_update_shdr(scn, &sh) || (d = elf_newdata(scn)) == NULL) {
		eo->eo_nomem = 1;
		return NULL;
	}
	d->d_buf = buf;
	d->d_size = size;
	d->d_type = dtype;
	d->d_align = align;
	return scn;
}

static void dt_eo_setshdr(Elf_Scn *scn, GElf_Word link, GElf_Word info, GElf_Xword entsize)
{
	GElf_Shdr sh;

	gelf_getshdr(scn, &sh);
	sh.sh_link = link;
	sh.sh_info = info;
	sh.sh_entsize = entsize;
	gelf_update_shdr(scn, &sh);
}

/* A note: header, "dtrace", desc, each padded to 4 bytes. */
static void *dt_eo_note(dt_elfout_t *eo, const dt_provdef_t *pv, const dt_pdprobe_t *pp,
			size_t *sizep)
{
	size_t dlen = dt_provdef_note(pv, pp, NULL, 0);
	size_t nlen = sizeof(DT_NOTE_DTRACE_OWNER);
	size_t size = sizeof(Elf64_Nhdr) + ((nlen + 3) & ~3UL) + ((dlen + 3) & ~3UL);
	char *buf = dt_eo_keep(eo, calloc(1, size));
	Elf64_Nhdr *nh = (Elf64_Nhdr *)buf;

	if (buf == NULL)
		return NULL;
	nh->n_namesz = nlen;
	nh->n_descsz = dlen;
	nh->n_type = DT_NOTE_DTRACE_TYPE;
	memcpy(buf + sizeof(*nh), DT_NOTE_DTRACE_OWNER, nlen);
	dt_provdef_note(pv, pp, buf + sizeof(*nh) + ((nlen + 3) & ~3UL), dlen);
	*sizep = size;
	return buf;
}

/*
 * Per probe: a group section [GRP_COMDAT, note section] whose signature is
 * a local symbol at the start of the note, then the note.  The symbol
 * table comes later: its index is patched into the groups' sh_link.
 */
static void dt_eo_notes(dt_elfout_t *eo, const dt_provdef_t *pv, Elf_Scn ***groups,
			size_t *ngroups)
{
	for (const dt_pdprobe_t *pp = pv->pv_probes; pp != NULL; pp = pp->pp_next) {
		Elf32_Word *grp = dt_eo_keep(eo, calloc(2, sizeof(Elf32_Word)));
		Elf_Scn **ng = realloc(*groups, (*ngroups + 1) * sizeof(*ng));
		Elf_Scn *gscn, *nscn;
		char sig[256];
		size_t size, sym;
		void *note;

		if (ng == NULL) {
			eo->eo_nomem = 1;
			return;
		}
		*groups = ng;
		if (grp == NULL || (note = dt_eo_note(eo, pv, pp, &size)) == NULL)
			return;
		gscn = dt_eo_scn(eo, ".group", SHT_GROUP, 0, 4, grp, 2 * sizeof(Elf32_Word),
				 ELF_T_WORD);
		nscn = dt_eo_scn(eo, ".note.dtrace", SHT_NOTE, SHF_GROUP, 4, note, size,
				 ELF_T_BYTE);
		if (gscn == NULL || nscn == NULL)
			return;
		grp[0] = GRP_COMDAT;
		grp[1] = elf_ndxscn(nscn);
		dt_provdef_groupname(pv, pp, sig, sizeof(sig));
		sym = dt_eo_sym(eo, sig, GELF_ST_INFO(STB_LOCAL, STT_NOTYPE), STV_DEFAULT,
				elf_ndxscn(nscn), 0, 0);
		dt_eo_setshdr(gscn, 0, sym, sizeof(Elf32_Word));
		ng[(*ngroups)++] = gscn;
	}
}

/* Every semaphore of the providers, 2 bytes each in .probes. */
static void dt_eo_semaphores(dt_elfout_t *eo, dtrace_hdl_t *dtp, const dtrace_prog_t *pgp,
			     size_t nsems)
{
	void *zeros = dt_eo_keep(eo, calloc(nsems ? nsems : 1, 2));
	Elf_Scn *scn;
	size_t off = 0;
	char name[256];

	if (zeros == NULL ||
	    (scn = dt_eo_scn(eo, ".probes", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 2, zeros,
			     nsems * 2, ELF_T_BYTE)) == NULL)
		return;
	for (const dt_provdef_t *pv = dtp->dt_provdefs; pv != NULL; pv = pv->pv_next) {
		if (!dt_elfgen_wanted(pv, pgp))
			continue;
		for (const dt_pdprobe_t *pp = pv->pv_probes; pp != NULL; pp = pp->pp_next) {
			dt_provdef_semname(pv, pp, name, sizeof(name));
			dt_eo_sym(eo, name, GELF_ST_INFO(STB_GLOBAL, STT_OBJECT), STV_HIDDEN,
				  elf_ndxscn(scn), off, 2);
			off += 2;
		}
	}
}

static int dt_eo_build(dt_elfout_t *eo, dtrace_hdl_t *dtp, const dtrace_prog_t *pgp,
		       const dt_objinfo_t *oi, size_t nsems)
{
	GElf_Ehdr eh;
	Elf_Scn *shstr, *str, *sym, **groups = NULL;
	size_t ngroups = 0, nlocal;

	if (gelf_newehdr(eo->eo_elf, ELFCLASS64) == NULL || gelf_getehdr(eo->eo_elf, &eh) == NULL)
		return -1;
	eh.e_ident[EI_DATA] = oi->oi_data;
	eh.e_ident[EI_OSABI] = ELFOSABI_NONE;
	eh.e_type = ET_REL;
	eh.e_machine = oi->oi_machine;
	eh.e_version = EV_CURRENT;
	dt_eo_str(eo, &eo->eo_shstr, &eo->eo_shstrlen, "");
	dt_eo_str(eo, &eo->eo_str, &eo->eo_strlen, "");
	dt_eo_sym(eo, NULL, 0, 0, SHN_UNDEF, 0, 0);
	/* an object without it makes ld warn of an executable stack */
	dt_eo_scn(eo, ".note.GNU-stack", SHT_PROGBITS, 0, 1, NULL, 0, ELF_T_BYTE);
	for (const dt_provdef_t *pv = dtp->dt_provdefs; pv != NULL; pv = pv->pv_next) {
		if (dt_elfgen_wanted(pv, pgp))
			dt_eo_notes(eo, pv, &groups, &ngroups);
	}
	nlocal = eo->eo_nsyms;
	dt_eo_semaphores(eo, dtp, pgp, nsems);
	str = dt_eo_scn(eo, ".strtab", SHT_STRTAB, 0, 1, NULL, 0, ELF_T_BYTE);
	sym = dt_eo_scn(eo, ".symtab", SHT_SYMTAB, 0, 8, NULL, 0, ELF_T_SYM);
	shstr = dt_eo_scn(eo, ".shstrtab", SHT_STRTAB, 0, 1, NULL, 0, ELF_T_BYTE);
	if (eo->eo_nomem || str == NULL || sym == NULL || shstr == NULL) {
		free(groups);
		return -1;
	}
	for (size_t i = 0; i < ngroups; i++) {
		GElf_Shdr sh;

		gelf_getshdr(groups[i], &sh);
		dt_eo_setshdr(groups[i], elf_ndxscn(sym), sh.sh_info, sizeof(Elf32_Word));
	}
	free(groups);
	/* the tables are complete: hand their buffers over */
	elf_getdata(str, NULL)->d_buf = eo->eo_str;
	elf_getdata(str, NULL)->d_size = eo->eo_strlen;
	elf_getdata(sym, NULL)->d_buf = eo->eo_syms;
	elf_getdata(sym, NULL)->d_size = eo->eo_nsyms * sizeof(Elf64_Sym);
	elf_getdata(shstr, NULL)->d_buf = eo->eo_shstr;
	elf_getdata(shstr, NULL)->d_size = eo->eo_shstrlen;
	dt_eo_setshdr(sym, elf_ndxscn(str), nlocal, sizeof(Elf64_Sym));
	eh.e_shstrndx = elf_ndxscn(shstr);
	if (!gelf_update_ehdr(eo->eo_elf, &eh))
		return -1;
	return elf_update(eo->eo_elf, ELF_C_WRITE) < 0 ? -1 : 0;
}

static int dt_elfgen_write(dtrace_hdl_t *dtp, const dtrace_prog_t *pgp, const char *file,
			   const dt_objinfo_t *oi, size_t nsems)
{
	dt_elfout_t eo = { 0 };
	char *tmp = NULL;
	int fd = -1, rc = -1;
	mode_t mask;

	if (asprintf(&tmp, "%s.XXXXXX", file) < 0)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	if ((fd = mkstemp(tmp)) < 0) {
		dt_set_errmsg(dtp, D_NONE, "failed to create %s: %s", file, strerror(errno));
		free(tmp);
		return -1;
	}
	mask = umask(0);
	umask(mask);
	fchmod(fd, 0666 & ~mask);
	eo.eo_elf = elf_begin(fd, ELF_C_WRITE, NULL);
	if (eo.eo_elf == NULL || dt_eo_build(&eo, dtp, pgp, oi, nsems) != 0)
		dt_set_errmsg(dtp, D_NONE, "failed to write %s: %s", file,
			      eo.eo_nomem ? strerror(ENOMEM) : elf_errmsg(-1));
	else if (rename(tmp, file) != 0)
		dt_set_errmsg(dtp, D_NONE, "failed to write %s: %s", file, strerror(errno));
	else
		rc = 0;
	elf_end(eo.eo_elf);
	close(fd);
	if (rc != 0)
		unlink(tmp);
	free(tmp);
	free(eo.eo_shstr);
	free(eo.eo_str);
	free(eo.eo_syms);
	for (size_t i = 0; i < eo.eo_nbufs; i++)
		free(eo.eo_bufs[i]);
	free(eo.eo_bufs);
	return rc;
}

int dtrace_program_link(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, unsigned flags,
			const char *file, int objc, char *const objv[])
{
	dt_objinfo_t oi = { 0 };
	size_t nsems = 0, nprovs = 0;

	if (flags != 0)
		return dt_set_errmsg(dtp, D_NONE, "invalid flags 0x%x", flags);
	for (const dt_provdef_t *pv = dtp->dt_provdefs; pv != NULL; pv = pv->pv_next) {
		if (!dt_elfgen_wanted(pv, pgp))
			continue;
		nprovs++;
		for (const dt_pdprobe_t *pp = pv->pv_probes; pp != NULL; pp = pp->pp_next)
			nsems++;
	}
	if (nprovs == 0)
		return dt_set_errmsg(dtp, D_NONE, "no provider is defined");
	if (elf_version(EV_CURRENT) == EV_NONE)
		return dt_set_errmsg(dtp, D_NONE, "libelf is out of date");
	for (int i = 0; i < objc; i++) {
		if (dt_elfgen_check(dtp, objv[i], &oi) != 0)
			return -1;
	}
	if (dt_elfgen_self(dtp, &oi) != 0)
		return -1;
	return dt_elfgen_write(dtp, pgp, file, &oi, nsems);
}
