/*
 * Probe arguments from the kernel's BTF, shared by the fbt and rawtp
 * providers (dt_btf_args.h).
 *
 * A kernel function's prototype is BTF FUNC -> FUNC_PROTO; a raw
 * tracepoint's is the typedef btf_trace_<event>, a pointer to a
 * FUNC_PROTO whose first parameter is the tracepoint's private `void
 * *__data` (the callers skip it).  Either way each parameter becomes an
 * argument descriptor whose native type is the C name of the parameter's
 * type, and whose location is its slot in the u64 array that fentry,
 * fexit, tp_btf and raw_tp programs get as context: the kernel puts one
 * parameter per slot, two for a struct of 9 to 16 bytes passed by value.
 * kprobes see the same parameters in the registers of the calling
 * convention, slot for slot (dt_prov_fbt.c maps them).
 *
 * Names not in vmlinux are looked for in modules' BTF
 * (/sys/kernel/btf/<module>, split on vmlinux), read once per provider and
 * kept in a dt_btf_mods_t with the kernel's fd of the same BTF object,
 * which loading a tracing program on a module's function or tracepoint
 * needs (attach_btf_obj_fd).
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_btf.h"
#include "dt_btf_args.h"

#define DT_BTF_SYSDIR	"/sys/kernel/btf"
#define DT_BTF_SLOTMAX	16	/* the largest by-value parameter a slot pair holds */

typedef struct dt_btf_mod {
	char *bm_name;
	struct btf *bm_btf;		/* NULL: the module has no BTF */
	int bm_fd;			/* the kernel's BTF object, -1 until asked */
	struct dt_btf_mod *bm_next;
} dt_btf_mod_t;

struct dt_btf_mods {
	dt_btf_mod_t *bm_list;
	int bm_all;			/* every module's BTF has been read */
};

dt_btf_mods_t *dt_btf_mods_create(void)
{
	return calloc(1, sizeof(dt_btf_mods_t));
}

void dt_btf_mods_destroy(dt_btf_mods_t *mods)
{
	dt_btf_mod_t *bm, *next;

	if (mods == NULL)
		return;
	for (bm = mods->bm_list; bm != NULL; bm = next) {
		next = bm->bm_next;
		btf__free(bm->bm_btf);
		if (bm->bm_fd > 0)
			close(bm->bm_fd);
		free(bm->bm_name);
		free(bm);
	}
	free(mods);
}

static int dt_btf_is_vmlinux(const char *mod)
{
	return mod == NULL || strcmp(mod, "vmlinux") == 0;
}

/* The cache entry of module mod, reading its BTF the first time. */
static dt_btf_mod_t *dt_btf_mod(dtrace_hdl_t *dtp, dt_btf_mods_t *mods, const char *mod)
{
	dt_btf_mod_t *bm;
	struct btf *vmlinux;
	char path[512];

	for (bm = mods->bm_list; bm != NULL; bm = bm->bm_next) {
		if (strcmp(bm->bm_name, mod) == 0)
			return bm;
	}
	vmlinux = dt_btf_vmlinux(dtp);
	if (vmlinux == NULL)
		return NULL;
	bm = calloc(1, sizeof(*bm));
	if (bm == NULL || (bm->bm_name = strdup(mod)) == NULL) {
		free(bm);
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		return NULL;
	}
	bm->bm_fd = -1;
	/* a name from available_filter_functions or a directory entry: no '/' */
	if (strchr(mod, '/') == NULL) {
		snprintf(path, sizeof(path), "%s/%s", DT_BTF_SYSDIR, mod);
		bm->bm_btf = btf__parse_split(path, vmlinux);
		if (libbpf_get_error(bm->bm_btf))
			bm->bm_btf = NULL;
	}
	bm->bm_next = mods->bm_list;
	mods->bm_list = bm;
	return bm;
}

struct btf *dt_btf_mods_get(dtrace_hdl_t *dtp, dt_btf_mods_t *mods, const char *mod)
{
	dt_btf_mod_t *bm;

	if (dt_btf_is_vmlinux(mod))
		return dt_btf_vmlinux(dtp);
	bm = dt_btf_mod(dtp, mods, mod);
	if (bm != NULL && bm->bm_btf == NULL)
		dt_set_errmsg(dtp, D_NONE, "module %s has no type information (BTF)", mod);
	return bm == NULL ? NULL : bm->bm_btf;
}

/*
 * The id of name of the given kind among a split BTF's own types (not those
 * of the BTF it is split on), or -1: libbpf's btf__find_by_name_kind_own()
 * is newer than Debian 12's libbpf.
 */
static int dt_btf_find_own(const struct btf *btf, const char *name, int kind)
{
	uint32_t first = btf__type_cnt(btf__base_btf(btf)), n = btf__type_cnt(btf);

	for (uint32_t id = first; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (btf_kind(t) == kind && strcmp(btf__name_by_offset(btf, t->name_off), name) == 0)
			return (int)id;
	}
	return -1;
}

/* id of name in mod's own types (not those of vmlinux it is split on), or -1. */
static int dt_btf_mod_find(dtrace_hdl_t *dtp, dt_btf_mods_t *mods, const char *mod,
			   const char *name, int kind, uint32_t *id, const char **modp)
{
	dt_btf_mod_t *bm = dt_btf_mod(dtp, mods, mod);
	int i;

	if (bm == NULL || bm->bm_btf == NULL)
		return -1;
	i = dt_btf_find_own(bm->bm_btf, name, kind);
	if (i < 0)
		return -1;
	*id = (uint32_t)i;
	*modp = bm->bm_name;
	return 0;
}

int dt_btf_mods_find(dtrace_hdl_t *dtp, dt_btf_mods_t *mods, const char *name, int kind,
		     const char *hint, int every_module, uint32_t *id, const char **mod)
{
	struct btf *vmlinux;
	struct dirent *de;
	DIR *dir;
	int i, rc = -1;

	if (hint != NULL && !dt_btf_is_vmlinux(hint) &&
	    dt_btf_mod_find(dtp, mods, hint, name, kind, id, mod) == 0)
		return 0;
	vmlinux = dt_btf_vmlinux(dtp);
	if (vmlinux != NULL && (i = btf__find_by_name_kind(vmlinux, name, kind)) > 0) {
		*id = (uint32_t)i;
		*mod = "vmlinux";
		return 0;
	}
	if (!every_module || vmlinux == NULL)
		return -1;
	dir = opendir(DT_BTF_SYSDIR);
	if (dir == NULL)
		return -1;
	while (rc != 0 && (de = readdir(dir)) != NULL) {
		if (de->d_name[0] == '.' || dt_btf_is_vmlinux(de->d_name))
			continue;
		rc = dt_btf_mod_find(dtp, mods, de->d_name, name, kind, id, mod);
	}
	closedir(dir);
	return rc;
}

/* The kernel's BTF object named mod: its fd, or -1. */
static int dt_btf_obj_fd(const char *mod)
{
	uint32_t id = 0;
	char name[64];

	while (bpf_btf_get_next_id(id, &id) == 0) {
		struct bpf_btf_info info;
		uint32_t len = sizeof(info);
		int fd = bpf_btf_get_fd_by_id(id);

		if (fd < 0)
			continue;	/* unloaded meanwhile */
		memset(&info, 0, sizeof(info));
		info.name = (uintptr_t)name;
		info.name_len = sizeof(name);
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0 && info.kernel_btf &&
		    strcmp(name, mod) == 0)
			return fd;
		close(fd);
	}
	return -1;
}

int dt_btf_mods_fd(dtrace_hdl_t *dtp, dt_btf_mods_t *mods, const char *mod)
{
	dt_btf_mod_t *bm;

	if (dt_btf_is_vmlinux(mod))
		return 0;
	bm = dt_btf_mod(dtp, mods, mod);
	if (bm == NULL)
		return -1;
	if (bm->bm_fd < 0)
		bm->bm_fd = dt_btf_obj_fd(mod);
	if (bm->bm_fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "the kernel has no BTF object of module %s", mod);
	return bm->bm_fd;
}

/* Follow FUNC, typedefs, qualifiers and one pointer to a FUNC_PROTO; NULL if none. */
static const struct btf_type *dt_btf_proto(const struct btf *btf, uint32_t id)
{
	int ptrs = 0;

	for (;;) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (t == NULL)
			return NULL;
		if (btf_is_func_proto(t))
			return t;
		if (btf_is_ptr(t) && ptrs++ > 0)
			return NULL;
		if (!btf_is_func(t) && !btf_is_typedef(t) && !btf_is_ptr(t) && !btf_is_mod(t))
			return NULL;
		id = t->type;
	}
}

/*
 * Is type id a pointer to user memory?  Kernels built with type tags mark
 * `char __user *` as PTR -> TYPE_TAG "user" -> char.
 */
static int dt_btf_is_user_ptr(const struct btf *btf, uint32_t id)
{
	const struct btf_type *t = btf__type_by_id(btf, id);

	while (t != NULL && btf_is_mod(t))
		t = btf__type_by_id(btf, t->type);
	if (t == NULL || !btf_is_ptr(t))
		return 0;
	for (t = btf__type_by_id(btf, t->type); t != NULL && (btf_is_mod(t) ||
	     btf_kind(t) == BTF_KIND_TYPE_TAG); t = btf__type_by_id(btf, t->type)) {
		if (btf_kind(t) == BTF_KIND_TYPE_TAG &&
		    strcmp(btf__name_by_offset(btf, t->name_off), "user") == 0)
			return 1;
	}
	return 0;
}

/* The C name of type id (malloc'd), or NULL + message. */
static char *dt_btf_cname(dtrace_hdl_t *dtp, const struct btf *btf, uint32_t id)
{
	char buf[512], *s;

	s = strdup(dt_btf_type_name(btf, id, buf, sizeof(buf)));
	if (s == NULL)
		dt_set_errmsg(dtp, D_NONE, "out of memory");
	return s;
}

int dt_btf_args(dtrace_hdl_t *dtp, const struct btf *btf, uint32_t proto, int skip,
		dt_argdesc_t *argv, int *nslots, char **ret)
{
	const struct btf_type *t = dt_btf_proto(btf, proto);
	const struct btf_param *p;
	int vlen, n = 0, slot = 0, lost = 0;

	if (t == NULL)
		return dt_set_errmsg(dtp, D_NONE, "BTF type %u is not a function prototype", proto);
	if (ret != NULL) {
		*ret = NULL;
		if (t->type != 0 && (*ret = dt_btf_cname(dtp, btf, t->type)) == NULL)
			return -1;
	}
	p = btf_params(t);
	vlen = btf_vlen(t);
	for (int i = skip; i < vlen && n < DT_MAX_ARGS; i++) {
		long size;

		if (p[i].type == 0)
			break;		/* "...": the kernel gives programs none of them */
		size = btf__resolve_size(btf, p[i].type);
		argv[n].ad_native = dt_btf_cname(dtp, btf, p[i].type);
		if (argv[n].ad_native == NULL)
			goto fail;
		if (dt_btf_is_user_ptr(btf, p[i].type))
			argv[n].ad_flags |= DT_ARG_USER;
		if (size <= 0 || size > DT_BTF_SLOTMAX)
			lost = 1;	/* passed on the stack: slots no longer follow */
		if (!lost) {
			argv[n].ad_loc = DT_ARGLOC_CTX;
			argv[n].ad_off = slot;
			slot += (int)((size + 7) / 8);
		}
		n++;
	}
	if (nslots != NULL)
		*nslots = lost ? -1 : slot;
	return n;
fail:
	if (ret != NULL) {
		free(*ret);
		*ret = NULL;
	}
	return -1;		/* the caller frees argv[].ad_native */
}
