/*
 * Kernel type information from BTF (/sys/kernel/btf/vmlinux), read once and
 * only when something needs it: offsets of kernel structure members that the
 * support functions and generated code read (the task's parent, run time...).
 */
#include <string.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_btf.h"

static struct btf *dt_vmlinux_btf;

struct btf *dt_btf_vmlinux(dtrace_hdl_t *dtp)
{
	if (dt_vmlinux_btf == NULL) {
		dt_vmlinux_btf = btf__load_vmlinux_btf();
		if (dt_vmlinux_btf == NULL)
			dt_set_errmsg(dtp, D_NONE, "cannot read kernel type information (BTF)");
	}
	return dt_vmlinux_btf;
}

void dt_btf_fini(void)
{
	btf__free(dt_vmlinux_btf);
	dt_vmlinux_btf = NULL;
}

/* Byte offset of member 'name' in struct/union 'id', looking into anonymous members. */
static int dt_btf_member(const struct btf *btf, uint32_t id, const char *name, size_t len,
			 uint32_t *off, uint32_t *mtype)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m;
	int i;

	while (t != NULL && (btf_is_typedef(t) || btf_is_mod(t))) {
		id = t->type;
		t = btf__type_by_id(btf, id);
	}
	if (t == NULL || !btf_is_composite(t))
		return -1;
	m = btf_members(t);
	for (i = 0; i < btf_vlen(t); i++, m++) {
		const char *mn = btf__name_by_offset(btf, m->name_off);
		uint32_t bitoff = btf_member_bit_offset(t, i);

		if (mn != NULL && *mn != '\0') {
			if (strlen(mn) == len && strncmp(mn, name, len) == 0) {
				*off = bitoff / 8;
				*mtype = m->type;
				return 0;
			}
			continue;
		}
		if (dt_btf_member(btf, m->type, name, len, off, mtype) == 0) {
			*off += bitoff / 8;
			return 0;
		}
	}
	return -1;
}

int dt_btf_kernel_offset(dtrace_hdl_t *dtp, const char *sou, const char *path, int64_t *val)
{
	struct btf *btf = dt_btf_vmlinux(dtp);
	uint32_t id, off = 0, sub, mtype;
	const char *p = path;
	int sid;

	if (btf == NULL)
		return -1;
	sid = btf__find_by_name_kind(btf, sou, BTF_KIND_STRUCT);
	if (sid < 0)
		return dt_set_errmsg(dtp, D_NONE, "kernel type struct %s not found", sou);
	id = sid;
	while (*p != '\0') {
		size_t len = strcspn(p, ".");

		if (dt_btf_member(btf, id, p, len, &sub, &mtype) != 0)
			return dt_set_errmsg(dtp, D_NONE, "struct %s has no member %s", sou, path);
		off += sub;
		id = mtype;
		p += len;
		p += *p == '.';
	}
	*val = off;
	return 0;
}
