/*
 * The tables of user stacks unwound in BPF, as the consumer loads them
 * (dt_uwproc.c) for this very process, read back from the maps: every
 * executable segment dl_iterate_phdr() reports (the executable, libc, the
 * vDSO) is a mapping with the bias the dynamic linker loaded it at, an
 * object whose chunks are in "uw_chunks", and the identity is what
 * /proc/self/stat says.  Then the ways an entry is written again: a
 * request in "uw_want" (answered and deleted), a library dlopen()ed since
 * (written at once), a library deleted once mapped (read through
 * /proc/PID/map_files), nothing changed (not written again within a
 * second), more executable mappings than an entry holds (the objects'
 * kept), a process that has gone (its request dropped, no entry).  Needs
 * root (BPF maps): skipped (77) otherwise.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <bpf/bpf.h>
#include "check.h"
#include "dt_impl.h"
#include "dt_bpf_shared.h"
#include "dt_uwproc.h"

#define NJIT	80	/* anonymous executable mappings made: more than fit */

static dt_uw_proc_t proc;

/* Fields 27 (end_code) and 28 (start_stack) of /proc/self/stat. */
static void self_identity(uint64_t *ec, uint64_t *ss)
{
	char buf[4096], *p, *save = NULL, *tok;
	FILE *fp = fopen("/proc/self/stat", "r");
	size_t n = fp != NULL ? fread(buf, 1, sizeof(buf) - 1, fp) : 0;
	int field = 3;		/* the state, the first after the command */

	if (fp != NULL)
		fclose(fp);
	buf[n] = '\0';
	*ec = *ss = 0;
	if ((p = strrchr(buf, ')')) == NULL)
		return;
	for (tok = strtok_r(p + 1, " ", &save); tok != NULL; tok = strtok_r(NULL, " ", &save)) {
		if (field == 27)
			*ec = strtoull(tok, NULL, 10);
		else if (field == 28)
			*ss = strtoull(tok, NULL, 10);
		field++;
	}
}

static int copy_file(const char *from, const char *to)
{
	char buf[65536];
	FILE *in = fopen(from, "rb"), *out = in != NULL ? fopen(to, "wb") : NULL;
	size_t n;
	int rc = in != NULL && out != NULL ? 0 : -1;

	while (rc == 0 && (n = fread(buf, 1, sizeof(buf), in)) > 0)
		rc = fwrite(buf, 1, n, out) == n ? 0 : -1;
	if (in != NULL)
		fclose(in);
	if (out != NULL && fclose(out) != 0)
		rc = -1;
	return rc;
}

static const dt_uw_map_t *map_of(uint64_t addr)
{
	for (uint32_t i = 0; i < proc.nmaps && i < DT_UW_MAXMAPS; i++) {
		if (addr >= proc.maps[i].start && addr < proc.maps[i].end)
			return &proc.maps[i];
	}
	return NULL;
}

typedef struct seen {
	dtrace_hdl_t *dtp;
	const char *only;	/* a name the object must contain, or NULL */
	int nsegs, libc, vdso;
} seen_t;

/* An object's chunks: in the map, their first addresses those of the object's index. */
static void check_obj(dtrace_hdl_t *dtp, uint32_t id, const char *name)
{
	static dt_uw_obj_t obj;
	static dt_uw_chunk_t chunk;
	char what[512];
	uint32_t key;

	snprintf(what, sizeof(what), "%s: its object is in uw_objs", name);
	check(bpf_map_lookup_elem(dtp->dt_map_uwobjs, &id, &obj) == 0 && obj.nchunks > 0, what);
	snprintf(what, sizeof(what), "%s: its chunks fit", name);
	check(obj.nchunks <= DT_UW_IDX && obj.first + obj.nchunks <= DT_UW_CHUNKS, what);
	for (uint32_t i = 0; i < obj.nchunks && i < DT_UW_IDX; i++) {
		key = obj.first + i;
		snprintf(what, sizeof(what), "%s: chunk %u starts where the index says", name, i);
		check(bpf_map_lookup_elem(dtp->dt_map_uwchunks, &key, &chunk) == 0 &&
		      chunk.pc[0] == obj.pc[i] && (i == 0 || obj.pc[i] > obj.pc[i - 1]), what);
	}
}

static int phdr_cb(struct dl_phdr_info *info, size_t size, void *arg)
{
	seen_t *s = arg;
	const char *name = info->dlpi_name[0] ? info->dlpi_name : "(executable)";
	char what[512];

	(void)size;
	if (s->only != NULL && strstr(info->dlpi_name, s->only) == NULL)
		return 0;
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		uint64_t addr = info->dlpi_addr + ph->p_vaddr;
		const dt_uw_map_t *m;

		if (ph->p_type != PT_LOAD || !(ph->p_flags & PF_X))
			continue;
		s->nsegs++;
		s->libc += strstr(name, "libc.so") != NULL;
		s->vdso += strstr(name, "vdso") != NULL;
		m = map_of(addr);
		snprintf(what, sizeof(what), "%s: its text at %#llx is a mapping", name,
			 (unsigned long long)addr);
		check(m != NULL, what);
		if (m == NULL)
			continue;
		snprintf(what, sizeof(what), "%s: bias", name);
		check_int((long long)m->bias, (long long)info->dlpi_addr, what);
		snprintf(what, sizeof(what), "%s: has an object", name);
		check(m->obj != 0, what);
		if (m->obj != 0)
			check_obj(s->dtp, m->obj, name);
	}
	return 0;
}

static int read_self(dtrace_hdl_t *dtp, pid_t pid)
{
	memset(&proc, 0, sizeof(proc));
	return bpf_map_lookup_elem(dtp->dt_map_uwprocs, &pid, &proc);
}

static int maps_create(dtrace_hdl_t *dtp)
{
	dtp->dt_map_uwprocs = bpf_map_create(BPF_MAP_TYPE_LRU_HASH, "uw_procs", 4,
					     sizeof(dt_uw_proc_t), DT_UW_PROCS, NULL);
	dtp->dt_map_uwobjs = bpf_map_create(BPF_MAP_TYPE_ARRAY, "uw_objs", 4,
					    sizeof(dt_uw_obj_t), DT_UW_OBJS, NULL);
	dtp->dt_map_uwchunks = bpf_map_create(BPF_MAP_TYPE_ARRAY, "uw_chunks", 4,
					      sizeof(dt_uw_chunk_t), DT_UW_CHUNKS, NULL);
	dtp->dt_map_uwwant = bpf_map_create(BPF_MAP_TYPE_HASH, "uw_want", 4, 8, DT_UW_WANT, NULL);
	dtp->dt_uwind = 1;
	return dtp->dt_map_uwprocs < 0 || dtp->dt_map_uwobjs < 0 || dtp->dt_map_uwchunks < 0 ||
	       dtp->dt_map_uwwant < 0 ? -1 : 0;
}

static void maps_close(dtrace_hdl_t *dtp)
{
	int *fds[] = { &dtp->dt_map_uwprocs, &dtp->dt_map_uwobjs, &dtp->dt_map_uwchunks,
		       &dtp->dt_map_uwwant };

	for (size_t i = 0; i < sizeof(fds) / sizeof(fds[0]); i++) {
		if (*fds[i] >= 0)
			close(*fds[i]);
		*fds[i] = -1;
	}
	dtp->dt_uwind = 0;
}

int main(void)
{
	pid_t pid = getpid(), gone;
	const char *dir = getenv("triggerdir");
	char lib[4096];
	uint64_t ec, ss, v = 0;
	uint32_t key;
	seen_t s = { 0 };
	dtrace_hdl_t *dtp;
	char *jit;
	char tmp[64];
	void *h, *h2;
	int err, njit = 0;

	if ((dtp = dtrace_open(&err)) == NULL) {
		printf("dtrace_open failed: %d\n", err);
		return 1;
	}
	if (maps_create(dtp) != 0) {
		printf("cannot create the maps (root needed): skipped\n");
		maps_close(dtp);
		dtrace_close(dtp);
		return 77;
	}
	s.dtp = dtp;

	/* this process: what the dynamic linker loaded where, and its identity */
	dt_uwproc_fill(dtp, pid);
	check(read_self(dtp, pid) == 0, "uw_procs has this process");
	self_identity(&ec, &ss);
	check_int((long long)proc.end_code, (long long)ec, "end_code");
	check_int((long long)proc.start_stack, (long long)ss, "start_stack");
	/* what they are: main's frame a little below the stack's start, the text's end */
	check(ss > (uint64_t)&v && ss - (uint64_t)&v < 65536, "start_stack above main's frame");
	check(map_of((uint64_t)&main) != NULL && ec > map_of((uint64_t)&main)->start &&
	      ec <= map_of((uint64_t)&main)->end, "end_code ends main's mapping");
	check(proc.nmaps > 0 && proc.nmaps <= DT_UW_MAXMAPS, "a few mappings");
	for (uint32_t i = 1; i < proc.nmaps && i < DT_UW_MAXMAPS; i++)
		check(proc.maps[i].start >= proc.maps[i - 1].end, "mappings sorted, apart");
	dl_iterate_phdr(phdr_cb, &s);
	check(s.nsegs >= 3 && s.libc == 1 && s.vdso == 1, "the executable, libc, the vDSO seen");

	/* nothing changed: not written again (a mark left in the entry stays) */
	proc.reserved = 0x5eed;
	check(bpf_map_update_elem(dtp->dt_map_uwprocs, &pid, &proc, BPF_ANY) == 0, "mark");
	dt_uwproc_fill(dtp, pid);
	read_self(dtp, pid);
	check_int(proc.reserved, 0x5eed, "unchanged within a second: not written again");

	/* a library mapped since: written at once, with its bias */
	snprintf(lib, sizeof(lib), "%s/libpid-dlopen.so", dir ? dir : "build/test/triggers");
	h = dlopen(lib, RTLD_NOW);
	check(h != NULL, "dlopen the trigger's library");
	dt_uwproc_fill(dtp, pid);
	read_self(dtp, pid);
	check_int(proc.reserved, 0, "a new library: written again");
	memset(&s, 0, sizeof(s));
	s.dtp = dtp;
	s.only = "libpid-dlopen.so";
	dl_iterate_phdr(phdr_cb, &s);
	check_int(s.nsegs, 1, "libpid-dlopen.so's text seen");

	/* a library deleted once mapped: read through /proc/PID/map_files */
	snprintf(lib, sizeof(lib), "%s/libustack-nofp.so", dir ? dir : "build/test/triggers");
	snprintf(tmp, sizeof(tmp), "/tmp/test_uwproc.%d.so", (int)pid);
	check(copy_file(lib, tmp) == 0, "copy libustack-nofp.so");
	h2 = dlopen(tmp, RTLD_NOW);
	check(h2 != NULL, "dlopen the copy");
	unlink(tmp);
	dt_uwproc_fill(dtp, pid);
	memset(&s, 0, sizeof(s));
	s.dtp = dtp;
	s.only = "test_uwproc.";
	read_self(dtp, pid);
	dl_iterate_phdr(phdr_cb, &s);
	check_int(s.nsegs, 1, "the deleted library's text seen, with its object");

	/*
	 * More executable mappings than an entry holds (JIT code): not written
	 * again within a second for anonymous ones only; once written, the
	 * files' mappings are all there, anonymous ones fill the rest (object 0).
	 */
	jit = mmap(NULL, 2 * NJIT * 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	check(jit != MAP_FAILED, "mmap");
	for (int i = 0; jit != MAP_FAILED && i < NJIT; i++)
		mprotect(jit + 2 * i * 4096, 4096, PROT_READ | PROT_EXEC);
	proc.reserved = 0x5eed;
	bpf_map_update_elem(dtp->dt_map_uwprocs, &pid, &proc, BPF_ANY);
	dt_uwproc_fill(dtp, pid);
	read_self(dtp, pid);
	check_int(proc.reserved, 0x5eed, "only anonymous mappings new: not written again at once");
	bpf_map_delete_elem(dtp->dt_map_uwprocs, &pid);
	dt_uwproc_fill(dtp, pid);
	check(read_self(dtp, pid) == 0, "written when its entry has gone");
	check_int(proc.nmaps, DT_UW_MAXMAPS, "as many mappings as an entry holds");
	memset(&s, 0, sizeof(s));
	s.dtp = dtp;
	dl_iterate_phdr(phdr_cb, &s);
	check(s.nsegs >= 4 && s.libc == 1 && s.vdso == 1, "every object's text still there");
	for (int i = 0; jit != MAP_FAILED && i < NJIT; i++) {
		const dt_uw_map_t *m = map_of((uint64_t)(jit + 2 * i * 4096));

		njit += m != NULL;
		check(m == NULL || m->obj == 0, "anonymous: frame pointers");
	}
	/* ([vsyscall], above them, is anonymous too) */
	check(njit >= DT_UW_MAXMAPS - s.nsegs - 1 && njit < NJIT, "the rest anonymous");
	if (jit != MAP_FAILED)
		munmap(jit, 2 * NJIT * 4096);

	/* asked for by BPF: the entry comes back, the request goes */
	bpf_map_delete_elem(dtp->dt_map_uwprocs, &pid);
	key = pid;
	check(bpf_map_update_elem(dtp->dt_map_uwwant, &key, &v, BPF_NOEXIST) == 0, "ask");
	/* and a process that has gone: the request goes, no entry */
	if ((gone = fork()) == 0)
		_exit(0);
	waitpid(gone, NULL, 0);
	key = gone;
	check(bpf_map_update_elem(dtp->dt_map_uwwant, &key, &v, BPF_NOEXIST) == 0, "ask, gone");
	dt_uwproc_poll(dtp);
	check(read_self(dtp, pid) == 0 && proc.nmaps > 0, "asked: written");
	check(bpf_map_get_next_key(dtp->dt_map_uwwant, NULL, &key) != 0, "requests deleted");
	check(bpf_map_lookup_elem(dtp->dt_map_uwprocs, &gone, &proc) != 0, "gone: no entry");

	if (h != NULL)
		dlclose(h);
	if (h2 != NULL)
		dlclose(h2);
	dt_uwproc_fini(dtp);
	maps_close(dtp);
	dtrace_close(dtp);
	return check_done();
}
