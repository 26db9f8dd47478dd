/*
 * BTF as such: reading the kernel's type information (/sys/kernel/btf/vmlinux)
 * and the operations on a BTF type graph that need no D rules: members looked
 * up through anonymous members, C declarator names, references rewritten.
 * dt_types.c builds D's view of types on these; the linker (dt_bpf.c) asks
 * here for offsets of kernel structure members that support functions read.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_btf.h"

/*
 * Mapping the file takes 0.1 ms where reading it takes 7 (sysfs gives a
 * page per read); kernels before 6.16 cannot map it.
 */
int dt_btf_file_read(const char *path, dt_btf_file_t *bf)
{
	struct stat st;
	size_t n = 0;
	ssize_t r;
	int fd;

	memset(bf, 0, sizeof(*bf));
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0 || st.st_size <= 0)
		goto fail;
	bf->bf_size = st.st_size;
	bf->bf_data = mmap(NULL, bf->bf_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (bf->bf_data != MAP_FAILED) {
		bf->bf_mapped = 1;
		close(fd);
		return 0;
	}
	bf->bf_data = malloc(bf->bf_size);
	if (bf->bf_data == NULL)
		goto fail;
	while (n < bf->bf_size && (r = read(fd, (char *)bf->bf_data + n, bf->bf_size - n)) > 0)
		n += r;
	if (n == bf->bf_size) {
		close(fd);
		return 0;
	}
	free(bf->bf_data);
fail:
	close(fd);
	memset(bf, 0, sizeof(*bf));
	return -1;
}

void dt_btf_file_free(dt_btf_file_t *bf)
{
	if (bf->bf_mapped)
		munmap(bf->bf_data, bf->bf_size);
	else
		free(bf->bf_data);
	memset(bf, 0, sizeof(*bf));
}

/* Bytes that follow a type's struct btf_type, or -1 for an unknown kind. */
static long dt_btf_raw_extra(const struct btf_type *t)
{
	switch (btf_kind(t)) {
	case BTF_KIND_INT:
	case BTF_KIND_VAR:
	case BTF_KIND_DECL_TAG:
		return 4;
	case BTF_KIND_PTR:
	case BTF_KIND_FWD:
	case BTF_KIND_TYPEDEF:
	case BTF_KIND_VOLATILE:
	case BTF_KIND_CONST:
	case BTF_KIND_RESTRICT:
	case BTF_KIND_FUNC:
	case BTF_KIND_FLOAT:
	case BTF_KIND_TYPE_TAG:
		return 0;
	case BTF_KIND_ARRAY:
		return sizeof(struct btf_array);
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION:
		return btf_vlen(t) * sizeof(struct btf_member);
	case BTF_KIND_ENUM:
		return btf_vlen(t) * sizeof(struct btf_enum);
	case BTF_KIND_FUNC_PROTO:
		return btf_vlen(t) * sizeof(struct btf_param);
	case BTF_KIND_DATASEC:
		return btf_vlen(t) * sizeof(struct btf_var_secinfo);
	case BTF_KIND_ENUM64:
		return btf_vlen(t) * sizeof(struct btf_enum64);
	default:
		return -1;
	}
}

int dt_btf_raw_types(const void *data, size_t size, const char **strs,
		     void (*f)(uint32_t, const struct btf_type *, void *), void *arg)
{
	const struct btf_header *h = data;
	const char *p, *end;
	uint32_t id = 1;
	long extra;

	if (size < sizeof(*h) || h->magic != BTF_MAGIC || h->hdr_len < sizeof(*h) ||
	    (uint64_t)h->hdr_len + h->type_off + h->type_len > size ||
	    (uint64_t)h->hdr_len + h->str_off + h->str_len > size || h->str_len == 0)
		return -1;
	p = (const char *)data + h->hdr_len + h->type_off;
	end = p + h->type_len;
	*strs = (const char *)data + h->hdr_len + h->str_off;
	if ((*strs)[h->str_len - 1] != '\0')
		return -1;
	while (p + sizeof(struct btf_type) <= end) {
		const struct btf_type *t = (const struct btf_type *)p;

		if ((extra = dt_btf_raw_extra(t)) < 0 || t->name_off >= h->str_len)
			return -1;
		f(id++, t, arg);
		p += sizeof(*t) + extra;
	}
	return p == end ? 0 : -1;
}


static const struct btf_type *dt_btf_skip(const struct btf *btf, uint32_t *idp)
{
	const struct btf_type *t = btf__type_by_id(btf, *idp);

	while (t != NULL && *idp != 0 && (btf_is_typedef(t) || btf_is_mod(t))) {
		*idp = t->type;
		t = btf__type_by_id(btf, *idp);
	}
	return *idp == 0 ? NULL : t;
}

/* Bit-fields of BTF without kind_flag are INTs narrower than their size. */
static void dt_btf_int_bits(const struct btf *btf, uint32_t type, uint64_t *bitoff,
			    uint32_t *bfsize)
{
	const struct btf_type *t = dt_btf_skip(btf, &type);

	if (t == NULL || !btf_is_int(t))
		return;
	if (btf_int_bits(t) != t->size * 8 || btf_int_offset(t) != 0) {
		*bfsize = btf_int_bits(t);
		*bitoff += btf_int_offset(t);
	}
}

int dt_btf_member(const struct btf *btf, uint32_t id, const char *name, size_t len,
		  uint64_t *bitoff, uint32_t *type, uint32_t *bfsize)
{
	const struct btf_type *t = dt_btf_skip(btf, &id);
	const struct btf_member *m;
	int i;

	if (t == NULL || !btf_is_composite(t))
		return -1;
	m = btf_members(t);
	for (i = 0; i < btf_vlen(t); i++, m++) {
		const char *mn = btf__name_by_offset(btf, m->name_off);

		if (mn != NULL && *mn != '\0') {
			if (strlen(mn) != len || strncmp(mn, name, len) != 0)
				continue;
			*bitoff = btf_member_bit_offset(t, i);
			*type = m->type;
			*bfsize = btf_member_bitfield_size(t, i);
			if (!btf_kflag(t))
				dt_btf_int_bits(btf, m->type, bitoff, bfsize);
			return 0;
		}
		if (dt_btf_member(btf, m->type, name, len, bitoff, type, bfsize) == 0) {
			*bitoff += btf_member_bit_offset(t, i);
			return 0;
		}
	}
	return -1;
}

int dt_btf_kernel_offset(dtrace_hdl_t *dtp, const char *sou, const char *path, int64_t *val)
{
	char tag[256];
	dt_type_t st;
	uint32_t id, mtype, bfsize;
	uint64_t off = 0, sub;
	const char *p = path;

	if (dt_btf_vmlinux(dtp) == NULL)
		return -1;
	snprintf(tag, sizeof(tag), "struct vmlinux`%s", sou);
	if (dt_type_by_name(dtp, tag, &st) != 0)
		return dt_set_errmsg(dtp, D_NONE, "kernel type struct %s not found", sou);
	id = st.dtt_id;
	while (*p != '\0') {
		size_t len = strcspn(p, ".");

		if (dt_btf_member(st.dtt_btf, id, p, len, &sub, &mtype, &bfsize) != 0)
			return dt_set_errmsg(dtp, D_NONE, "struct %s has no member %s", sou, path);
		off += sub / 8;
		id = mtype;
		p += len;
		p += *p == '.';
	}
	*val = off;
	return 0;
}

/*
 * C declarator syntax, built from the outside in: inner is what has been
 * derived so far ("*", "[4]", "(*)()"); the base name goes in front.
 */
static void dt_btf_tname(const struct btf *btf, uint32_t id, const char *inner,
			 char *buf, size_t len);

static void dt_btf_tname_base(const char *base, const char *name, const char *inner,
			      char *buf, size_t len)
{
	const char *n = name != NULL && *name != '\0' ? name : "(anon)";

	snprintf(buf, len, "%s%s%s%s%s", base, *base ? " " : "", n, *inner ? " " : "", inner);
}

/* A pointer (or qualified pointer) to an array or function needs ( ). */
static void dt_btf_tname_ptr(const struct btf *btf, uint32_t to, const char *dcl,
			     char *buf, size_t len)
{
	const struct btf_type *t = btf__type_by_id(btf, to);
	char p[512];

	if (to != 0 && t != NULL && (btf_is_array(t) || btf_is_func_proto(t))) {
		snprintf(p, sizeof(p), "(%s)", dcl);
		dcl = p;
	}
	dt_btf_tname(btf, to, dcl, buf, len);
}

static const char *dt_btf_qual(const struct btf_type *t)
{
	switch (btf_kind(t)) {
	case BTF_KIND_CONST:
		return "const";
	case BTF_KIND_VOLATILE:
		return "volatile";
	case BTF_KIND_RESTRICT:
		return "restrict";
	default:
		return NULL;
	}
}

static void dt_btf_tname(const struct btf *btf, uint32_t id, const char *inner,
			 char *buf, size_t len)
{
	const struct btf_type *t = id == 0 ? NULL : btf__type_by_id(btf, id);
	const struct btf_type *to;
	const char *name;
	char dcl[512], sub[512];

	if (t == NULL) {
		dt_btf_tname_base("", "void", inner, buf, len);
		return;
	}
	name = btf__name_by_offset(btf, t->name_off);
	switch (btf_kind(t)) {
	case BTF_KIND_PTR:
		snprintf(dcl, sizeof(dcl), "*%s", inner);
		dt_btf_tname_ptr(btf, t->type, dcl, buf, len);
		return;
	case BTF_KIND_CONST:
	case BTF_KIND_VOLATILE:
	case BTF_KIND_RESTRICT:
		to = t->type == 0 ? NULL : btf__type_by_id(btf, t->type);
		if (to != NULL && btf_is_ptr(to)) {
			/* a qualified pointer: "char *const" */
			snprintf(dcl, sizeof(dcl), "*%s%s%s", dt_btf_qual(t), *inner ? " " : "", inner);
			dt_btf_tname_ptr(btf, to->type, dcl, buf, len);
			return;
		}
		dt_btf_tname(btf, t->type, inner, sub, sizeof(sub));
		snprintf(buf, len, "%s %s", dt_btf_qual(t), sub);
		return;
	case BTF_KIND_ARRAY:
		snprintf(dcl, sizeof(dcl), "%s[%u]", inner, btf_array(t)->nelems);
		dt_btf_tname(btf, btf_array(t)->type, dcl, buf, len);
		return;
	case BTF_KIND_FUNC_PROTO:
		snprintf(dcl, sizeof(dcl), "%s()", inner);
		dt_btf_tname(btf, t->type, dcl, buf, len);
		return;
	case BTF_KIND_FUNC:
	case BTF_KIND_TYPE_TAG:
		dt_btf_tname(btf, t->type, inner, buf, len);
		return;
	case BTF_KIND_STRUCT:
		dt_btf_tname_base("struct", name, inner, buf, len);
		return;
	case BTF_KIND_UNION:
		dt_btf_tname_base("union", name, inner, buf, len);
		return;
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
		dt_btf_tname_base("enum", name, inner, buf, len);
		return;
	case BTF_KIND_FWD:
		dt_btf_tname_base(btf_kflag(t) ? "union" : "struct", name, inner, buf, len);
		return;
	default:
		dt_btf_tname_base("", name, inner, buf, len);
		return;
	}
}

char *dt_btf_type_name(const struct btf *btf, uint32_t id, char *buf, size_t len)
{
	dt_btf_tname(btf, id, "", buf, len);
	return buf;
}

static void dt_btf_ref(uint32_t *ref, uint32_t from, uint32_t to)
{
	if (*ref == from)
		*ref = to;
}

/*
 * Used when a forward declaration gets its definition: libbpf's types stay
 * in place once added, and a type's references are plain ids in it, so the
 * definition is made visible by rewriting them (the forward stays, unused).
 */
void dt_btf_retarget(struct btf *btf, uint32_t first, uint32_t from, uint32_t to)
{
	uint32_t id, n = btf__type_cnt(btf);
	struct btf_type *t;
	int i;

	for (id = first; id < n; id++) {
		t = (struct btf_type *)btf__type_by_id(btf, id);
		switch (btf_kind(t)) {
		case BTF_KIND_PTR:
		case BTF_KIND_TYPEDEF:
		case BTF_KIND_VOLATILE:
		case BTF_KIND_CONST:
		case BTF_KIND_RESTRICT:
		case BTF_KIND_FUNC:
		case BTF_KIND_VAR:
		case BTF_KIND_TYPE_TAG:
		case BTF_KIND_DECL_TAG:
			dt_btf_ref(&t->type, from, to);
			break;
		case BTF_KIND_ARRAY:
			dt_btf_ref(&btf_array(t)->type, from, to);
			break;
		case BTF_KIND_STRUCT:
		case BTF_KIND_UNION:
			for (i = 0; i < btf_vlen(t); i++)
				dt_btf_ref(&btf_members(t)[i].type, from, to);
			break;
		case BTF_KIND_FUNC_PROTO:
			dt_btf_ref(&t->type, from, to);
			for (i = 0; i < btf_vlen(t); i++)
				dt_btf_ref(&btf_params(t)[i].type, from, to);
			break;
		default:
			break;
		}
	}
}
