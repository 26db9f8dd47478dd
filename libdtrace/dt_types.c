/*
 * D types on libbpf's BTF API.
 *
 * The D container (dt_dbtf) is built at open time with the C base types, the
 * typedefs of D-LANGUAGE.md 2.1 and D's "string".  Kernel types will be read
 * from the vmlinux container lazily (issue 3); both are addressed the same way,
 * as (container, id) pairs.
 */
#include <string.h>
#include <bpf/btf.h>
#include "dt_impl.h"

enum {
	DT_TID_CHAR, DT_TID_SCHAR, DT_TID_UCHAR, DT_TID_SHORT, DT_TID_USHORT,
	DT_TID_INT, DT_TID_UINT, DT_TID_LONG, DT_TID_ULONG, DT_TID_LLONG,
	DT_TID_ULLONG, DT_TID_BOOL, DT_TID_STRING, DT_TID_STRARR, DT_TID_DYN
};

static const struct {
	const char *name;
	int size, enc;
} dt_base_ints[] = {
	[DT_TID_CHAR] = { "char", 1, BTF_INT_SIGNED | BTF_INT_CHAR },
	[DT_TID_SCHAR] = { "signed char", 1, BTF_INT_SIGNED },
	[DT_TID_UCHAR] = { "unsigned char", 1, 0 },
	[DT_TID_SHORT] = { "short", 2, BTF_INT_SIGNED },
	[DT_TID_USHORT] = { "unsigned short", 2, 0 },
	[DT_TID_INT] = { "int", 4, BTF_INT_SIGNED },
	[DT_TID_UINT] = { "unsigned int", 4, 0 },
	[DT_TID_LONG] = { "long", 8, BTF_INT_SIGNED },
	[DT_TID_ULONG] = { "unsigned long", 8, 0 },
	[DT_TID_LLONG] = { "long long", 8, BTF_INT_SIGNED },
	[DT_TID_ULLONG] = { "unsigned long long", 8, 0 },
	[DT_TID_BOOL] = { "_Bool", 1, BTF_INT_BOOL },
};

static const struct {
	const char *name;
	int base;
} dt_base_typedefs[] = {
	{ "int8_t", DT_TID_SCHAR }, { "int16_t", DT_TID_SHORT },
	{ "int32_t", DT_TID_INT }, { "int64_t", DT_TID_LONG },
	{ "intptr_t", DT_TID_LONG }, { "ssize_t", DT_TID_LONG },
	{ "uint8_t", DT_TID_UCHAR }, { "uint16_t", DT_TID_USHORT },
	{ "uint32_t", DT_TID_UINT }, { "uint64_t", DT_TID_ULONG },
	{ "uchar_t", DT_TID_UCHAR }, { "ushort_t", DT_TID_USHORT },
	{ "uint_t", DT_TID_UINT }, { "ulong_t", DT_TID_ULONG },
	{ "u_longlong_t", DT_TID_ULLONG }, { "ptrdiff_t", DT_TID_LONG },
	{ "uintptr_t", DT_TID_ULONG }, { "size_t", DT_TID_ULONG },
	{ "id_t", DT_TID_INT }, { "pid_t", DT_TID_INT },
	{ "uid_t", DT_TID_UINT }, { "gid_t", DT_TID_UINT },
	{ NULL, 0 }
};

int dt_types_init(dtrace_hdl_t *dtp)
{
	struct btf *btf = btf__new_empty();
	int i, id;

	if (btf == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot create the D type container");
	for (i = DT_TID_CHAR; i <= DT_TID_BOOL; i++) {
		id = btf__add_int(btf, dt_base_ints[i].name, dt_base_ints[i].size, dt_base_ints[i].enc);
		if (id < 0)
			goto fail;
		dtp->dt_type_ids[i] = id;
	}
	for (i = 0; dt_base_typedefs[i].name != NULL; i++) {
		if (btf__add_typedef(btf, dt_base_typedefs[i].name,
				     dtp->dt_type_ids[dt_base_typedefs[i].base]) < 0)
			goto fail;
	}
	/* string: a typedef of char[] whose size is the strsize option */
	id = btf__add_array(btf, dtp->dt_type_ids[DT_TID_INT], dtp->dt_type_ids[DT_TID_CHAR], 0);
	if (id < 0)
		goto fail;
	dtp->dt_type_ids[DT_TID_STRARR] = id;
	id = btf__add_typedef(btf, "string", id);
	if (id < 0)
		goto fail;
	dtp->dt_type_ids[DT_TID_STRING] = id;
	/* the type of aggregations and other dynamic things */
	id = btf__add_typedef(btf, "<DYN>", 0);
	if (id < 0)
		goto fail;
	dtp->dt_type_ids[DT_TID_DYN] = id;
	dtp->dt_dbtf = btf;
	return 0;
fail:
	btf__free(btf);
	return dt_set_errmsg(dtp, D_NONE, "cannot build the D type container");
}

void dt_types_fini(dtrace_hdl_t *dtp)
{
	btf__free(dtp->dt_dbtf);
	dtp->dt_dbtf = NULL;
}

static dt_type_t dt_type_of(dtrace_hdl_t *dtp, uint32_t id)
{
	return (dt_type_t){ .dtt_btf = dtp->dt_dbtf, .dtt_id = id };
}

dt_type_t dt_type_void(dtrace_hdl_t *dtp)
{
	return dt_type_of(dtp, 0);
}

dt_type_t dt_type_string(dtrace_hdl_t *dtp)
{
	return dt_type_of(dtp, dtp->dt_type_ids[DT_TID_STRING]);
}

dt_type_t dt_type_dyn(dtrace_hdl_t *dtp)
{
	return dt_type_of(dtp, dtp->dt_type_ids[DT_TID_DYN]);
}

dt_type_t dt_type_int(dtrace_hdl_t *dtp, size_t size, int is_signed)
{
	int i;

	switch (size) {
	case 1: i = is_signed ? DT_TID_CHAR : DT_TID_UCHAR; break;
	case 2: i = is_signed ? DT_TID_SHORT : DT_TID_USHORT; break;
	case 4: i = is_signed ? DT_TID_INT : DT_TID_UINT; break;
	default: i = is_signed ? DT_TID_LONG : DT_TID_ULONG; break;
	}
	return dt_type_of(dtp, dtp->dt_type_ids[i]);
}

dt_type_t dt_type_ptr(dtrace_hdl_t *dtp, dt_type_t to)
{
	int id;

	/* pointers into another container are built there */
	id = btf__add_ptr(to.dtt_btf, to.dtt_id);
	return (dt_type_t){ .dtt_btf = id < 0 ? NULL : to.dtt_btf, .dtt_id = id < 0 ? 0 : id };
}

int dt_type_by_name(dtrace_hdl_t *dtp, const char *name, dt_type_t *tp)
{
	int id;

	if (strcmp(name, "void") == 0) {
		if (tp != NULL)
			*tp = dt_type_void(dtp);
		return 0;
	}
	id = btf__find_by_name(dtp->dt_dbtf, name);
	if (id <= 0 || strcmp(name, "<DYN>") == 0)
		return -1;
	if (tp != NULL)
		*tp = dt_type_of(dtp, id);
	return 0;
}

dt_type_t dt_type_resolve(dt_type_t t)
{
	const struct btf_type *bt;

	while (t.dtt_btf != NULL && t.dtt_id != 0) {
		bt = btf__type_by_id(t.dtt_btf, t.dtt_id);
		if (bt == NULL)
			break;
		switch (btf_kind(bt)) {
		case BTF_KIND_TYPEDEF:
			if (strcmp(btf__name_by_offset(t.dtt_btf, bt->name_off), "string") == 0)
				return t;
			/* fallthrough */
		case BTF_KIND_CONST:
		case BTF_KIND_VOLATILE:
		case BTF_KIND_RESTRICT:
		case BTF_KIND_TYPE_TAG:
			t.dtt_id = bt->type;
			continue;
		default:
			return t;
		}
	}
	return t;
}

dt_tkind_t dt_type_kind(dt_type_t t)
{
	const struct btf_type *bt;

	if (t.dtt_btf == NULL)
		return DT_TK_NONE;
	t = dt_type_resolve(t);
	if (t.dtt_id == 0)
		return DT_TK_VOID;
	bt = btf__type_by_id(t.dtt_btf, t.dtt_id);
	switch (btf_kind(bt)) {
	case BTF_KIND_INT:
		return DT_TK_INT;
	case BTF_KIND_PTR:
		return DT_TK_PTR;
	case BTF_KIND_ARRAY:
		return DT_TK_ARRAY;
	case BTF_KIND_STRUCT:
		return DT_TK_STRUCT;
	case BTF_KIND_UNION:
		return DT_TK_UNION;
	case BTF_KIND_ENUM:
		return DT_TK_ENUM;
	case BTF_KIND_FUNC_PROTO:
	case BTF_KIND_FUNC:
		return DT_TK_FUNC;
	case BTF_KIND_FLOAT:
		return DT_TK_FLOAT;
	case BTF_KIND_TYPEDEF:
		if (bt->type == 0)
			return DT_TK_DYN;
		return DT_TK_STRING;
	default:
		return DT_TK_NONE;
	}
}

size_t dt_type_size(dt_type_t t)
{
	long sz;

	if (t.dtt_btf == NULL || t.dtt_id == 0)
		return 0;
	sz = btf__resolve_size(t.dtt_btf, t.dtt_id);
	return sz < 0 ? 0 : (size_t)sz;
}

int dt_type_is_integer(dt_type_t t)
{
	dt_tkind_t k = dt_type_kind(t);

	return k == DT_TK_INT || k == DT_TK_ENUM;
}

int dt_type_is_signed(dt_type_t t)
{
	const struct btf_type *bt;

	t = dt_type_resolve(t);
	if (dt_type_kind(t) != DT_TK_INT)
		return dt_type_kind(t) == DT_TK_ENUM;
	bt = btf__type_by_id(t.dtt_btf, t.dtt_id);
	return (btf_int_encoding(bt) & BTF_INT_SIGNED) != 0;
}

int dt_type_is_scalar(dt_type_t t)
{
	dt_tkind_t k = dt_type_kind(t);

	return k == DT_TK_INT || k == DT_TK_ENUM || k == DT_TK_PTR;
}

int dt_type_is_string(dt_type_t t)
{
	return dt_type_kind(t) == DT_TK_STRING;
}

int dt_type_same(dt_type_t a, dt_type_t b)
{
	return a.dtt_btf == b.dtt_btf && a.dtt_id == b.dtt_id;
}

char *dt_type_name(dt_type_t t, char *buf, size_t len)
{
	const struct btf_type *bt;
	const char *name;
	char sub[256];

	if (t.dtt_btf == NULL) {
		snprintf(buf, len, "(unknown)");
		return buf;
	}
	if (t.dtt_id == 0) {
		snprintf(buf, len, "void");
		return buf;
	}
	bt = btf__type_by_id(t.dtt_btf, t.dtt_id);
	name = btf__name_by_offset(t.dtt_btf, bt->name_off);
	switch (btf_kind(bt)) {
	case BTF_KIND_PTR:
		dt_type_name((dt_type_t){ t.dtt_btf, bt->type }, sub, sizeof(sub));
		snprintf(buf, len, "%s *", sub);
		break;
	case BTF_KIND_STRUCT:
		snprintf(buf, len, "struct %s", name);
		break;
	case BTF_KIND_UNION:
		snprintf(buf, len, "union %s", name);
		break;
	case BTF_KIND_ENUM:
		snprintf(buf, len, "enum %s", name);
		break;
	case BTF_KIND_CONST:
		dt_type_name((dt_type_t){ t.dtt_btf, bt->type }, sub, sizeof(sub));
		snprintf(buf, len, "const %s", sub);
		break;
	case BTF_KIND_ARRAY:
		dt_type_name((dt_type_t){ t.dtt_btf, btf_array(bt)->type }, sub, sizeof(sub));
		snprintf(buf, len, "%s [%u]", sub, btf_array(bt)->nelems);
		break;
	default:
		snprintf(buf, len, "%s", name && *name ? name : "(anon)");
		break;
	}
	return buf;
}
