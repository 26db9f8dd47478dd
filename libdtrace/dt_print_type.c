/*
 * print(ptr) on the consumer side (OUTPUT.md 9): the object's bytes arrive
 * in the record (dt_cg_act.c records the address, then up to printsize
 * bytes), and its type is the record description's rd_type, a BTF type of
 * the D or kernel container.  The object is walked member by member with
 * libbpf's BTF API and printed with member names, one per line, zero members
 * left out.  Members beyond the recorded bytes are not shown.
 */
#include <inttypes.h>
#include <string.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_btf.h"
#include "dt_print_type.h"

#define DT_PRINT_INDENT	44

typedef struct dt_pt {
	FILE *fp;
	struct btf *btf;
	const uint8_t *data;
	size_t size;		/* bytes available */
} dt_pt_t;

static void dt_pt_value(dt_pt_t *pt, uint32_t id, const char *member, size_t off,
			uint32_t bitoff, uint32_t bits, int depth);

static const struct btf_type *dt_pt_resolve(struct btf *btf, uint32_t *id)
{
	const struct btf_type *t = btf__type_by_id(btf, *id);

	while (t != NULL && (btf_is_typedef(t) || btf_is_mod(t))) {
		*id = t->type;
		t = btf__type_by_id(btf, *id);
	}
	return t;
}

/* Are the bytes [off, off + n) all zero (or not recorded)? */
static int dt_pt_zero(const dt_pt_t *pt, size_t off, size_t n)
{
	for (size_t i = off; i < off + n && i < pt->size; i++) {
		if (pt->data[i] != 0)
			return 0;
	}
	return 1;
}

static uint64_t dt_pt_uint(const dt_pt_t *pt, size_t off, size_t n, uint32_t bitoff,
			   uint32_t bits)
{
	uint64_t v = 0;

	memcpy(&v, pt->data + off, n > 8 ? 8 : n);
	if (bits > 0) {
		v >>= bitoff;
		if (bits < 64)
			v &= (1ULL << bits) - 1;
	}
	return v;
}

static void dt_pt_open(dt_pt_t *pt, int depth, const char *member, const char *tname,
		       const char *open)
{
	fprintf(pt->fp, "%*s", DT_PRINT_INDENT + depth, "");
	if (member != NULL)
		fprintf(pt->fp, ".%s = ", member);
	fprintf(pt->fp, "(%s) %s\n", tname, open);
}

static void dt_pt_int(dt_pt_t *pt, const struct btf_type *t, uint64_t v, uint32_t nbits)
{
	uint8_t enc = btf_int_encoding(t);

	if (enc & BTF_INT_CHAR) {
		if (v >= 0x20 && v <= 0x7e)
			fprintf(pt->fp, "'%c'", (int)v);
		else
			fprintf(pt->fp, "%" PRIu64, v);
	} else if ((enc & BTF_INT_SIGNED) && nbits < 64 && (v & (1ULL << (nbits - 1)))) {
		fprintf(pt->fp, "%" PRId64, (int64_t)(v | ~((1ULL << nbits) - 1)));
	} else if (enc & BTF_INT_SIGNED) {
		fprintf(pt->fp, "%" PRId64, (int64_t)v);
	} else {
		fprintf(pt->fp, "%" PRIu64, v);
	}
}

static void dt_pt_enum(dt_pt_t *pt, const struct btf_type *t, uint64_t v)
{
	const struct btf_enum *e = btf_enum(t);

	for (int i = 0; btf_is_enum(t) && i < btf_vlen(t); i++) {
		if ((uint32_t)e[i].val == (uint32_t)v) {
			fputs(btf__name_by_offset(pt->btf, e[i].name_off), pt->fp);
			return;
		}
	}
	fprintf(pt->fp, "%" PRIu64, v);
}

/* A scalar: ".member = (type)value," (or "(type)value," in an array). */
static void dt_pt_scalar(dt_pt_t *pt, uint32_t id, const char *member, size_t off,
			 uint32_t bitoff, uint32_t bits, int depth)
{
	uint32_t rid = id;
	const struct btf_type *t = dt_pt_resolve(pt->btf, &rid);
	size_t n = t->size;
	uint64_t v;
	char tname[256];

	if (btf_is_ptr(t))
		n = 8;
	if (off + n > pt->size)
		return;
	v = dt_pt_uint(pt, off, n, bitoff, bits);
	if (v == 0)
		return;
	dt_btf_type_name(pt->btf, id, tname, sizeof(tname));
	fprintf(pt->fp, "%*s", DT_PRINT_INDENT + depth, "");
	if (member != NULL)
		fprintf(pt->fp, ".%s = ", member);
	fprintf(pt->fp, "(%s)", tname);
	if (btf_is_int(t))
		dt_pt_int(pt, t, v, bits ? bits : (uint32_t)n * 8);
	else if (btf_is_enum(t) || btf_is_enum64(t))
		dt_pt_enum(pt, t, v);
	else
		fprintf(pt->fp, "0x%" PRIx64, v);
	fputs(",\n", pt->fp);
}

static void dt_pt_sou(dt_pt_t *pt, const struct btf_type *t, size_t off, int depth)
{
	const struct btf_member *m = btf_members(t);

	for (int i = 0; i < btf_vlen(t); i++) {
		uint32_t bo = btf_member_bit_offset(t, i), bits = btf_member_bitfield_size(t, i);
		const char *name = btf__name_by_offset(pt->btf, m[i].name_off);

		dt_pt_value(pt, m[i].type, name != NULL && *name ? name : NULL, off + bo / 8,
			    bits ? bo % 8 : 0, bits, depth);
	}
}

static void dt_pt_array(dt_pt_t *pt, const struct btf_type *t, size_t off, int depth)
{
	const struct btf_array *a = btf_array(t);
	int64_t esize = btf__resolve_size(pt->btf, a->type);

	for (uint32_t i = 0; esize > 0 && i < a->nelems; i++)
		dt_pt_value(pt, a->type, NULL, off + i * esize, 0, 0, depth);
}

/* Any value; aggregates open a block and close it one level out. */
static void dt_pt_value(dt_pt_t *pt, uint32_t id, const char *member, size_t off,
			uint32_t bitoff, uint32_t bits, int depth)
{
	uint32_t rid = id;
	const struct btf_type *t = dt_pt_resolve(pt->btf, &rid);
	int64_t size;
	char tname[256];

	if (t == NULL)
		return;
	if (!btf_is_composite(t) && !btf_is_array(t)) {
		if (btf_is_int(t) || btf_is_ptr(t) || btf_is_enum(t) || btf_is_enum64(t))
			dt_pt_scalar(pt, id, member, off, bitoff, bits, depth);
		return;
	}
	size = btf__resolve_size(pt->btf, rid);
	if (size <= 0 || off >= pt->size ||
	    ((member != NULL || depth > 0) && dt_pt_zero(pt, off, size)))
		return;
	dt_btf_type_name(pt->btf, id, tname, sizeof(tname));
	dt_pt_open(pt, depth, member, tname, btf_is_array(t) ? "[" : "{");
	if (btf_is_array(t))
		dt_pt_array(pt, t, off, depth + 1);
	else
		dt_pt_sou(pt, t, off, depth + 1);
	fprintf(pt->fp, "%*s%s%s\n", DT_PRINT_INDENT + depth, "", btf_is_array(t) ? "]" : "}",
		member != NULL || depth > 0 ? "," : "");
}

int dt_print_type(dtrace_hdl_t *dtp, FILE *fp, dt_type_t type, uint64_t addr,
		  const void *data, size_t size)
{
	dt_pt_t pt = { .fp = fp, .btf = type.dtt_btf, .data = data, .size = size };
	uint32_t id = type.dtt_id;
	const struct btf_type *t;

	(void)dtp;
	fprintf(fp, "%p = *\n", (void *)(uintptr_t)addr);
	if (type.dtt_btf == NULL || (t = dt_pt_resolve(type.dtt_btf, &id)) == NULL)
		return -1;
	if (btf_is_composite(t) || btf_is_array(t))
		dt_pt_value(&pt, type.dtt_id, NULL, 0, 0, 0, 0);
	else
		dt_pt_scalar(&pt, type.dtt_id, NULL, 0, 0, 0, 0);
	return 0;
}
