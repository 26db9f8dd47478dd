/*
 * D types on libbpf's BTF API.
 *
 * Containers.  A type is a (container, id) pair.  The handle's D container
 * (dt_dbtf) holds the C base types, the typedefs of D-LANGUAGE.md 2.1,
 * "string", and the types programs declare and derive (pointers, arrays,
 * qualified and function types).  Kernel types come from vmlinux BTF, read
 * only when a name is not a D type.
 *
 * BTF ids are container-local, and only a split container can refer to
 * another's types.  So types derived from kernel types (pointers to them,
 * arrays of them) are built in the kernel container K, split on vmlinux,
 * and kernel types are named (K, id).  A named type that refers to a kernel
 * type (a struct with a kernel member, a typedef of one), or a function type
 * mixing D and kernel types, needs D's types and the kernel's in one
 * container: the first time one is built, the D container's types are
 * appended to K (btf__add_btf keeps their order: old id + ts_doff) and K
 * becomes the D container.  This "switch" is put off until then because
 * adding a named type to a container split on vmlinux makes libbpf index
 * every vmlinux string (40 ms); unnamed derived types cost nothing.  The old
 * D container stays, unchanged, for the types handed out before the switch;
 * functions that build types translate them first (dt_types_cur).  So two
 * pairs can be the same type: compare with dt_type_same().
 *
 * Names.  libbpf finds names by a linear scan (1 ms in vmlinux) and the
 * lexer asks about every word that could start a declaration, a top-level
 * "BEGIN" too.  So D's names and the kernel's are in hash tables of our own,
 * and the kernel's are first indexed from the raw BTF (dt_btf_raw_types,
 * 2 ms when the file can be mapped, 9 when it must be read); libbpf builds
 * the container (6 ms more) only when a kernel name is found.  A miss costs
 * two hash lookups.  Typedef and base type names, the tags of each kind and
 * the program's enumerators are separate name spaces (dt_tns_t); D's names
 * hide the kernel's.
 *
 * Modules.  A scope other than C, D and vmlinux names a kernel module:
 * "struct mod`tag", "mod`name".  Its BTF (/sys/kernel/btf/<mod>, split on
 * vmlinux) is read the first time the module is named, and kept, as is the
 * fact that a module has none.  Types derived from a module's types are
 * built in the module's own container; a D type cannot contain one.
 *
 * A struct declared before its definition ("struct foo;", or a pointer to
 * an unknown tag) is a BTF FWD.  When the definition comes, the references
 * to the forward in the D container are rewritten to it (dt_btf_retarget):
 * no code meets a forward that has a definition, except in the old
 * container, frozen at the switch.
 */
#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_btf.h"

enum {
	DT_TID_CHAR, DT_TID_SCHAR, DT_TID_UCHAR, DT_TID_SHORT, DT_TID_USHORT,
	DT_TID_INT, DT_TID_UINT, DT_TID_LONG, DT_TID_ULONG, DT_TID_LLONG,
	DT_TID_ULLONG, DT_TID_BOOL, DT_TID_STRING, DT_TID_STRARR, DT_TID_DYN,
	DT_TID_STACK, DT_TID_SYMADDR, DT_TID_USYMADDR, DT_TID_AGGFUNC, DT_TID_COUNT
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
	int size;
} dt_base_floats[] = {
	{ "float", 4 }, { "double", 8 }, { "long double", 16 }, { NULL, 0 }
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

/* A name of the D container: its type is (dt_dbtf, tn_id). */
typedef struct dt_tname {
	char *tn_name;
	dt_tns_t tn_ns;
	int tn_cdef;		/* a C base type: C`name finds it */
	int tn_fwd;		/* a tag declared without its body */
	int tn_hdr;		/* declared in a #included file (under -C) */
	uint32_t tn_id;		/* DT_NS_ENUMR: the enum */
	int64_t tn_value;	/* DT_NS_ENUMR */
	struct dt_tname *tn_next;
} dt_tname_t;

/* A name of vmlinux: an offset in its string section. */
typedef struct dt_kname {
	uint32_t kn_name;
	uint32_t kn_id;
	uint32_t kn_next;	/* index + 1 of the next in the bucket; 0: end */
	uint8_t kn_ns;
	uint8_t kn_fwd;
} dt_kname_t;

/* A derived type already built: (container, kind, ref, n) -> id. */
typedef struct dt_tderiv {
	struct btf *td_btf;
	uint32_t td_kind, td_ref, td_n, td_id;
	struct dt_tderiv *td_next;
} dt_tderiv_t;

/* A module's BTF, split on vmlinux (NULL: the module has none). */
typedef struct dt_kmod {
	char *km_name;
	struct btf *km_btf;
	struct dt_kmod *km_next;
} dt_kmod_t;

typedef struct dt_scratch {
	struct dt_scratch *sc_next;
	max_align_t sc_data[];
} dt_scratch_t;

#define DT_TNAME_BUCKETS	256
#define DT_TDERIV_BUCKETS	256

/* How much of the kernel's BTF has been read. */
enum { DT_KS_FAILED = -1, DT_KS_NONE = 0, DT_KS_NAMES = 1, DT_KS_TYPES = 2 };

struct dt_typestate {
	int ts_kstate;			/* DT_KS_* */
	uint64_t ts_kns;		/* time taken to read, index and build it */
	dt_btf_file_t ts_kfile;		/* vmlinux BTF, until its container is built */
	const char *ts_kstrs;		/* its string section, until then */
	dt_kname_t *ts_knames;
	uint32_t *ts_kbuckets, ts_kmask;
	struct btf *ts_vmlinux;		/* the kernel's types */
	struct btf *ts_kbtf;		/* K: split on vmlinux (dt_dbtf after the switch) */
	uint32_t ts_kint;		/* vmlinux's int, to index K's arrays */
	struct btf *ts_dold;		/* the D container before the switch */
	uint32_t ts_doff;		/* its id + ts_doff = the same type in dt_dbtf */
	uint32_t ts_first;		/* first id that dt_dbtf itself holds */
	dt_tname_t *ts_names[DT_TNAME_BUCKETS];
	dt_tderiv_t *ts_deriv[DT_TDERIV_BUCKETS];
	dt_scratch_t *ts_scratch;
	dt_kmod_t *ts_kmods;		/* modules named so far */
	char *ts_btfdir;		/* where module BTF is (NULL: /sys/kernel/btf) */
};

#define TS(dtp)	((dtp)->dt_typestate)

static const dt_type_t dt_type_none;

static uint32_t dt_thash(int ns, const char *s, size_t len)
{
	uint32_t h = 2166136261u ^ (uint32_t)ns;

	while (len-- > 0) {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

static dt_type_t dt_type_of(dtrace_hdl_t *dtp, uint32_t id)
{
	return (dt_type_t){ .dtt_btf = dtp->dt_dbtf, .dtt_id = id };
}

/*
 * The D container's names.
 */
static dt_tname_t *dt_tname_find(dtrace_hdl_t *dtp, dt_tns_t ns, const char *name, size_t len)
{
	dt_tname_t *tn = TS(dtp)->ts_names[dt_thash(ns, name, len) % DT_TNAME_BUCKETS];

	for (; tn != NULL; tn = tn->tn_next) {
		if (tn->tn_ns == ns && strncmp(tn->tn_name, name, len) == 0 &&
		    tn->tn_name[len] == '\0')
			return tn;
	}
	return NULL;
}

static dt_tname_t *dt_tname_add(dtrace_hdl_t *dtp, dt_tns_t ns, const char *name, uint32_t id)
{
	dt_tname_t *tn = calloc(1, sizeof(*tn));
	unsigned h = dt_thash(ns, name, strlen(name)) % DT_TNAME_BUCKETS;

	if (tn == NULL || (tn->tn_name = strdup(name)) == NULL) {
		free(tn);
		return NULL;
	}
	tn->tn_ns = ns;
	tn->tn_id = id;
	tn->tn_next = TS(dtp)->ts_names[h];
	TS(dtp)->ts_names[h] = tn;
	return tn;
}

/*
 * Derived types (pointers, arrays, qualifiers), built once each, in the
 * container of the type they derive from.
 */
static dt_tderiv_t **dt_tderiv_bucket(dtrace_hdl_t *dtp, const dt_tderiv_t *td)
{
	uint32_t h = ((td->td_kind * 31 + td->td_ref) * 2654435761u + td->td_n) ^
		     (uint32_t)((uintptr_t)td->td_btf >> 4);

	return &TS(dtp)->ts_deriv[h % DT_TDERIV_BUCKETS];
}

static dt_type_t dt_tderiv(dtrace_hdl_t *dtp, dt_type_t from, uint32_t kind, uint32_t n)
{
	dt_tderiv_t key = { from.dtt_btf, kind, from.dtt_id, n, 0, NULL }, **bp, *td;
	struct btf *btf = from.dtt_btf;
	uint32_t index;
	int id;

	bp = dt_tderiv_bucket(dtp, &key);
	for (td = *bp; td != NULL; td = td->td_next) {
		if (td->td_btf == btf && td->td_kind == kind && td->td_ref == from.dtt_id &&
		    td->td_n == n)
			return (dt_type_t){ btf, td->td_id };
	}
	switch (kind) {
	case BTF_KIND_PTR:
		id = btf__add_ptr(btf, from.dtt_id);
		break;
	case BTF_KIND_ARRAY:
		index = btf == dtp->dt_dbtf ? dtp->dt_type_ids[DT_TID_INT] : TS(dtp)->ts_kint;
		id = btf__add_array(btf, index, from.dtt_id, n);
		break;
	case BTF_KIND_CONST:
		id = btf__add_const(btf, from.dtt_id);
		break;
	case BTF_KIND_VOLATILE:
		id = btf__add_volatile(btf, from.dtt_id);
		break;
	default:
		id = btf__add_restrict(btf, from.dtt_id);
		break;
	}
	if (id < 0 || (td = malloc(sizeof(*td))) == NULL)
		return dt_type_none;
	*td = key;
	td->td_id = id;
	td->td_next = *bp;
	*bp = td;
	return (dt_type_t){ btf, id };
}

/* Move the entries that match into other buckets after changing them. */
static void dt_tderiv_rehash(dtrace_hdl_t *dtp, int (*change)(dt_tderiv_t *, void *), void *arg)
{
	dt_tderiv_t *moved = NULL, *td, **pp;
	int i;

	for (i = 0; i < DT_TDERIV_BUCKETS; i++) {
		for (pp = &TS(dtp)->ts_deriv[i]; (td = *pp) != NULL;) {
			if (!change(td, arg)) {
				pp = &td->td_next;
				continue;
			}
			*pp = td->td_next;
			td->td_next = moved;
			moved = td;
		}
	}
	for (; moved != NULL; moved = td) {
		td = moved->td_next;
		pp = dt_tderiv_bucket(dtp, moved);
		moved->td_next = *pp;
		*pp = moved;
	}
}

/* Derived types of a forward are now derived types of its definition. */
typedef struct dt_fwdmove {
	struct btf *fm_btf;
	uint32_t fm_from, fm_to;
} dt_fwdmove_t;

static int dt_tderiv_fwd(dt_tderiv_t *td, void *arg)
{
	const dt_fwdmove_t *fm = arg;

	if (td->td_btf != fm->fm_btf || td->td_ref != fm->fm_from)
		return 0;
	td->td_ref = fm->fm_to;
	return 1;
}

static int dt_types_is_module(const struct dt_typestate *ts, const struct btf *btf)
{
	for (const dt_kmod_t *km = ts->ts_kmods; km != NULL; km = km->km_next) {
		if (km->km_btf != NULL && km->km_btf == btf)
			return 1;
	}
	return 0;
}

/*
 * Translated to the container a new type would be built in: types of the
 * old D container move to the new one, vmlinux's to K; other containers'
 * types have no translation.
 */
static dt_type_t dt_types_cur(dtrace_hdl_t *dtp, dt_type_t t)
{
	struct dt_typestate *ts = TS(dtp);

	if (t.dtt_btf == NULL || t.dtt_btf == dtp->dt_dbtf)
		return t;
	if (t.dtt_id == 0)
		return dt_type_of(dtp, 0);	/* void is everywhere */
	if (t.dtt_btf == ts->ts_kbtf)
		return t;
	if (ts->ts_dold != NULL && t.dtt_btf == ts->ts_dold)
		return dt_type_of(dtp, t.dtt_id == 0 ? 0 : t.dtt_id + ts->ts_doff);
	if (ts->ts_vmlinux != NULL && t.dtt_btf == ts->ts_vmlinux)
		return (dt_type_t){ ts->ts_kbtf, t.dtt_id };
	if (dt_types_is_module(ts, t.dtt_btf))
		return t;	/* derived in the module's container */
	return dt_type_none;
}

static uint64_t dt_types_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ull + ts.tv_nsec;
}

/*
 * The D container.
 */
static int dt_types_base(dtrace_hdl_t *dtp, struct btf *btf)
{
	dt_tname_t *tn;
	int i, id;

	for (i = DT_TID_CHAR; i <= DT_TID_BOOL; i++) {
		id = btf__add_int(btf, dt_base_ints[i].name, dt_base_ints[i].size, dt_base_ints[i].enc);
		if (id < 0 || (tn = dt_tname_add(dtp, DT_NS_ORD, dt_base_ints[i].name, id)) == NULL)
			return -1;
		tn->tn_cdef = 1;
		dtp->dt_type_ids[i] = id;
	}
	for (i = 0; dt_base_floats[i].name != NULL; i++) {
		id = btf__add_float(btf, dt_base_floats[i].name, dt_base_floats[i].size);
		if (id < 0 || (tn = dt_tname_add(dtp, DT_NS_ORD, dt_base_floats[i].name, id)) == NULL)
			return -1;
		tn->tn_cdef = 1;
	}
	for (i = 0; dt_base_typedefs[i].name != NULL; i++) {
		id = btf__add_typedef(btf, dt_base_typedefs[i].name,
				      dtp->dt_type_ids[dt_base_typedefs[i].base]);
		if (id < 0 || dt_tname_add(dtp, DT_NS_ORD, dt_base_typedefs[i].name, id) == NULL)
			return -1;
	}
	/* string: a typedef of char[] whose size is the strsize option */
	id = btf__add_array(btf, dtp->dt_type_ids[DT_TID_INT], dtp->dt_type_ids[DT_TID_CHAR], 0);
	if (id < 0)
		return -1;
	dtp->dt_type_ids[DT_TID_STRARR] = id;
	id = btf__add_typedef(btf, "string", id);
	if (id < 0 || dt_tname_add(dtp, DT_NS_ORD, "string", id) == NULL)
		return -1;
	dtp->dt_type_ids[DT_TID_STRING] = id;
	/* the type of aggregations and other dynamic things: no name finds it */
	id = btf__add_typedef(btf, "<DYN>", 0);
	if (id < 0)
		return -1;
	dtp->dt_type_ids[DT_TID_DYN] = id;
	/*
	 * The types of stack(), sym() and usym() values (and their kin), as
	 * DTrace has them: typedefs of void, so that no operator takes them;
	 * no name finds them either.
	 */
	for (i = 0; i < 3; i++) {
		static const char *const names[] = { "stack", "_symaddr", "_usymaddr" };

		id = btf__add_typedef(btf, names[i], 0);
		if (id < 0)
			return -1;
		dtp->dt_type_ids[DT_TID_STACK + i] = id;
	}
	/* an aggregating function called where a value is computed: dynamic */
	id = btf__add_typedef(btf, "aggregating function", 0);
	if (id < 0)
		return -1;
	dtp->dt_type_ids[DT_TID_AGGFUNC] = id;
	return 0;
}

int dt_types_init(dtrace_hdl_t *dtp)
{
	dtp->dt_typestate = calloc(1, sizeof(struct dt_typestate));
	if (dtp->dt_typestate == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot create the D type container");
	TS(dtp)->ts_first = 1;
	dtp->dt_dbtf = btf__new_empty();
	if (dtp->dt_dbtf == NULL) {
		dt_types_fini(dtp);
		return dt_set_errmsg(dtp, D_NONE, "cannot create the D type container");
	}
	btf__set_pointer_size(dtp->dt_dbtf, 8);
	if (dt_types_base(dtp, dtp->dt_dbtf) != 0) {
		dt_types_fini(dtp);
		return dt_set_errmsg(dtp, D_NONE, "cannot build the D type container");
	}
	return 0;
}

static void dt_types_scratch_release(struct dt_typestate *ts)
{
	dt_scratch_t *sc;

	while ((sc = ts->ts_scratch) != NULL) {
		ts->ts_scratch = sc->sc_next;
		free(sc);
	}
}

void dt_types_fini(dtrace_hdl_t *dtp)
{
	struct dt_typestate *ts = TS(dtp);
	dt_tname_t *tn;
	dt_tderiv_t *td;
	int i;

	if (ts != NULL && ts->ts_kbtf != dtp->dt_dbtf)
		btf__free(ts->ts_kbtf);
	btf__free(dtp->dt_dbtf);
	dtp->dt_dbtf = NULL;
	if (ts == NULL)
		return;
	for (i = 0; i < DT_TNAME_BUCKETS; i++) {
		while ((tn = ts->ts_names[i]) != NULL) {
			ts->ts_names[i] = tn->tn_next;
			free(tn->tn_name);
			free(tn);
		}
	}
	for (i = 0; i < DT_TDERIV_BUCKETS; i++) {
		while ((td = ts->ts_deriv[i]) != NULL) {
			ts->ts_deriv[i] = td->td_next;
			free(td);
		}
	}
	dt_types_scratch_release(ts);
	while (ts->ts_kmods != NULL) {
		dt_kmod_t *km = ts->ts_kmods;

		ts->ts_kmods = km->km_next;
		btf__free(km->km_btf);
		free(km->km_name);
		free(km);
	}
	free(ts->ts_btfdir);
	free(ts->ts_knames);
	free(ts->ts_kbuckets);
	dt_btf_file_free(&ts->ts_kfile);
	btf__free(ts->ts_dold);
	btf__free(ts->ts_vmlinux);
	free(ts);
	dtp->dt_typestate = NULL;
}

void *dt_types_scratch(dtrace_hdl_t *dtp, size_t size)
{
	dt_scratch_t *sc = calloc(1, sizeof(dt_scratch_t) + size);

	if (sc == NULL)
		return NULL;
	sc->sc_next = TS(dtp)->ts_scratch;
	TS(dtp)->ts_scratch = sc;
	return sc->sc_data;
}

void dt_types_scratch_free(dtrace_hdl_t *dtp)
{
	dt_types_scratch_release(TS(dtp));
}

/* The switch (see the top): the D container's types are appended to K. */
static int dt_tderiv_moved(dt_tderiv_t *td, void *arg)
{
	struct dt_typestate *ts = arg;

	if (td->td_btf != ts->ts_dold)
		return 0;
	td->td_btf = ts->ts_kbtf;
	td->td_ref += td->td_ref != 0 ? ts->ts_doff : 0;
	td->td_id += ts->ts_doff;
	return 1;
}

static int dt_types_switch(dtrace_hdl_t *dtp)
{
	struct dt_typestate *ts = TS(dtp);
	dt_tname_t *tn;
	int first, i;

	first = btf__add_btf(ts->ts_kbtf, dtp->dt_dbtf);
	if (first < 0)
		return -1;
	ts->ts_dold = dtp->dt_dbtf;
	ts->ts_doff = first - 1;
	ts->ts_first = btf__type_cnt(ts->ts_vmlinux);
	dtp->dt_dbtf = ts->ts_kbtf;
	for (i = 0; i < DT_TID_COUNT; i++)
		dtp->dt_type_ids[i] += dtp->dt_type_ids[i] != 0 ? ts->ts_doff : 0;
	for (i = 0; i < DT_TNAME_BUCKETS; i++) {
		for (tn = ts->ts_names[i]; tn != NULL; tn = tn->tn_next)
			tn->tn_id += tn->tn_id != 0 ? ts->ts_doff : 0;
	}
	dt_tderiv_rehash(dtp, dt_tderiv_moved, ts);
	return 0;
}

/*
 * The container where a named type made of these goes (translated there):
 * the D container, after the switch if one of them is a kernel type.
 */
static int dt_types_home(dtrace_hdl_t *dtp, dt_type_t *types, int n)
{
	struct dt_typestate *ts = TS(dtp);
	int i;

	for (i = 0; i < n; i++) {
		types[i] = dt_types_cur(dtp, types[i]);
		if (types[i].dtt_btf == NULL || dt_types_is_module(ts, types[i].dtt_btf))
			return -1;
	}
	for (i = 0; i < n; i++) {
		if (types[i].dtt_btf != dtp->dt_dbtf) {
			if (dt_types_switch(dtp) != 0)
				return -1;
			break;
		}
	}
	for (i = 0; i < n && ts->ts_dold != NULL; i++)
		types[i] = dt_types_cur(dtp, types[i]);
	return 0;
}

/*
 * The kernel's types, in two steps (see the top): the names, then the
 * container.
 */
static int dt_kname_ns(const struct btf_type *t, uint8_t *fwd)
{
	*fwd = 0;
	switch (btf_kind(t)) {
	case BTF_KIND_INT:
	case BTF_KIND_FLOAT:
	case BTF_KIND_TYPEDEF:
		return DT_NS_ORD;
	case BTF_KIND_STRUCT:
		return DT_NS_STRUCT;
	case BTF_KIND_UNION:
		return DT_NS_UNION;
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
		*fwd = btf_vlen(t) == 0;
		return DT_NS_ENUM;
	case BTF_KIND_FWD:
		*fwd = 1;
		return btf_kflag(t) ? DT_NS_UNION : DT_NS_STRUCT;
	default:
		return -1;
	}
}

static void dt_kindex_count(uint32_t id, const struct btf_type *t, void *arg)
{
	uint8_t fwd;

	*(uint32_t *)arg += t->name_off != 0 && dt_kname_ns(t, &fwd) >= 0;
}

static void dt_kindex_add(uint32_t id, const struct btf_type *t, void *arg)
{
	struct dt_typestate *ts = arg;
	const char *name = ts->ts_kstrs + t->name_off;
	dt_kname_t *kn;
	uint32_t h;
	uint8_t fwd;
	int ns;

	if (t->name_off == 0 || (ns = dt_kname_ns(t, &fwd)) < 0)
		return;
	h = dt_thash(ns, name, strlen(name)) & ts->ts_kmask;
	/* the extra bucket counts the names added so far */
	kn = &ts->ts_knames[ts->ts_kbuckets[ts->ts_kmask + 1]++];
	*kn = (dt_kname_t){ t->name_off, id, ts->ts_kbuckets[h], ns, fwd };
	ts->ts_kbuckets[h] = kn - ts->ts_knames + 1;
}

static int dt_kindex_build(struct dt_typestate *ts, const void *data, size_t size)
{
	uint32_t nk = 0, nb = 1024;

	if (dt_btf_raw_types(data, size, &ts->ts_kstrs, dt_kindex_count, &nk) != 0)
		return -1;
	while (nb < 2 * nk)
		nb *= 2;
	ts->ts_knames = malloc(nk * sizeof(dt_kname_t) + 1);
	ts->ts_kbuckets = calloc(nb + 1, sizeof(uint32_t));
	ts->ts_kmask = nb - 1;
	if (ts->ts_knames == NULL || ts->ts_kbuckets == NULL ||
	    dt_btf_raw_types(data, size, &ts->ts_kstrs, dt_kindex_add, ts) != 0) {
		free(ts->ts_knames);
		free(ts->ts_kbuckets);
		ts->ts_knames = NULL;
		ts->ts_kbuckets = NULL;
		return -1;
	}
	return 0;
}

/* Once libbpf has the container, its strings may move (libbpf's choice). */
static const char *dt_kname_str(const struct dt_typestate *ts, const dt_kname_t *kn)
{
	if (ts->ts_vmlinux != NULL)
		return btf__name_by_offset(ts->ts_vmlinux, kn->kn_name);
	return ts->ts_kstrs + kn->kn_name;
}

/* The kernel's type of that name: a definition rather than a forward. */
static int dt_kname_find(struct dt_typestate *ts, dt_tns_t ns, const char *name, size_t len,
			 uint32_t *idp, int *fwdp)
{
	uint32_t i = ts->ts_kbuckets[dt_thash(ns, name, len) & ts->ts_kmask];
	const dt_kname_t *kn, *best = NULL;
	const char *kname;

	for (; i != 0; i = kn->kn_next) {
		kn = &ts->ts_knames[i - 1];
		kname = dt_kname_str(ts, kn);
		if (kn->kn_ns != ns || strncmp(kname, name, len) != 0 || kname[len] != '\0')
			continue;
		if (best == NULL || (best->kn_fwd && !kn->kn_fwd))
			best = kn;
	}
	if (best == NULL)
		return -1;
	*idp = best->kn_id;
	if (fwdp != NULL)
		*fwdp = best->kn_fwd;
	return 0;
}

/* vmlinux as a container, and K on top of it. */
static int dt_types_kcontainer(struct dt_typestate *ts, struct btf *vmlinux)
{
	uint32_t id;

	ts->ts_kbtf = btf__new_empty_split(vmlinux);
	if (ts->ts_kbtf == NULL)
		return -1;
	ts->ts_vmlinux = vmlinux;
	ts->ts_kint = dt_kname_find(ts, DT_NS_ORD, "int", 3, &id, NULL) == 0 ? id : 0;
	ts->ts_kstate = DT_KS_TYPES;
	return 0;
}

/* Without /sys/kernel/btf/vmlinux: libbpf knows where else to look. */
static int dt_types_kernel_libbpf(struct dt_typestate *ts)
{
	struct btf *vmlinux = btf__load_vmlinux_btf();
	const void *raw;
	uint32_t size;

	if (vmlinux == NULL)
		return -1;
	raw = btf__raw_data(vmlinux, &size);
	if (raw == NULL || dt_kindex_build(ts, raw, size) != 0 ||
	    dt_types_kcontainer(ts, vmlinux) != 0) {
		btf__free(vmlinux);
		return -1;
	}
	return 0;
}

/* The kernel's names: 0, or -1 if its BTF cannot be read. */
static int dt_types_knames(dtrace_hdl_t *dtp)
{
	struct dt_typestate *ts = TS(dtp);
	uint64_t t0 = dt_types_now();

	if (ts->ts_kstate != DT_KS_NONE)
		return ts->ts_kstate > 0 ? 0 : -1;
	ts->ts_kstate = DT_KS_FAILED;
	if (dt_btf_file_read(DT_VMLINUX_BTF, &ts->ts_kfile) == 0 &&
	    dt_kindex_build(ts, ts->ts_kfile.bf_data, ts->ts_kfile.bf_size) == 0)
		ts->ts_kstate = DT_KS_NAMES;
	else {
		dt_btf_file_free(&ts->ts_kfile);
		if (dt_types_kernel_libbpf(ts) != 0)
			return -1;
	}
	ts->ts_kns += dt_types_now() - t0;
	return 0;
}

/* vmlinux as a container, or NULL. */
static struct btf *dt_types_kernel(dtrace_hdl_t *dtp)
{
	struct dt_typestate *ts = TS(dtp);
	uint64_t t0 = dt_types_now();
	struct btf *vmlinux;

	if (dt_types_knames(dtp) != 0)
		return NULL;
	if (ts->ts_kstate == DT_KS_TYPES)
		return ts->ts_vmlinux;
	vmlinux = btf__new(ts->ts_kfile.bf_data, ts->ts_kfile.bf_size);
	if (vmlinux == NULL || dt_types_kcontainer(ts, vmlinux) != 0) {
		btf__free(vmlinux);
		ts->ts_kstate = DT_KS_FAILED;
		return NULL;
	}
	dt_btf_file_free(&ts->ts_kfile);
	ts->ts_kns += dt_types_now() - t0;
	return vmlinux;
}

struct btf *dt_btf_vmlinux(dtrace_hdl_t *dtp)
{
	struct btf *btf = dt_types_kernel(dtp);

	if (btf == NULL)
		dt_set_errmsg(dtp, D_NONE, "cannot read kernel type information (BTF)");
	return btf;
}

int dt_types_kernel_loaded(dtrace_hdl_t *dtp, uint64_t *nsec)
{
	if (nsec != NULL)
		*nsec = TS(dtp)->ts_kns;
	return TS(dtp)->ts_kstate > 0 ? TS(dtp)->ts_kstate : 0;
}

/*
 * Lookups by name.
 */
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

dt_type_t dt_type_aggfunc(dtrace_hdl_t *dtp)
{
	return dt_type_of(dtp, dtp->dt_type_ids[DT_TID_AGGFUNC]);
}

dt_type_t dt_type_stackval(dtrace_hdl_t *dtp, dt_stackval_t which)
{
	return dt_type_of(dtp, dtp->dt_type_ids[DT_TID_STACK + which]);
}

dt_stackval_t dt_type_stackval_kind(dt_type_t t)
{
	static const char *const names[] = { "stack", "_symaddr", "_usymaddr" };
	const struct btf_type *bt;
	const char *name;

	if (t.dtt_btf == NULL || t.dtt_id == 0)
		return DT_SV_NONE;
	bt = btf__type_by_id(t.dtt_btf, t.dtt_id);
	if (bt == NULL || btf_kind(bt) != BTF_KIND_TYPEDEF || bt->type != 0)
		return DT_SV_NONE;
	name = btf__name_by_offset(t.dtt_btf, bt->name_off);
	for (int i = 0; i < 3; i++) {
		if (name != NULL && strcmp(name, names[i]) == 0)
			return (dt_stackval_t)i;
	}
	return DT_SV_NONE;
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
	to = dt_types_cur(dtp, to);
	if (to.dtt_btf == NULL)
		return dt_type_none;
	return dt_tderiv(dtp, to, BTF_KIND_PTR, 0);
}

dt_type_t dt_type_array(dtrace_hdl_t *dtp, dt_type_t elem, uint32_t n)
{
	elem = dt_types_cur(dtp, elem);
	if (elem.dtt_btf == NULL)
		return dt_type_none;
	return dt_tderiv(dtp, elem, BTF_KIND_ARRAY, n);
}

#define DT_TNAME_CHARS	"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_ "
#define DT_MODNAME_CHARS "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"

static const char *const dt_tns_words[] = {
	[DT_NS_STRUCT] = "struct ", [DT_NS_UNION] = "union ", [DT_NS_ENUM] = "enum "
};

/* The kernel's type: (K, id). */
static int dt_type_kernel(dtrace_hdl_t *dtp, dt_tns_t ns, const char *name, size_t len,
			  dt_type_t *tp)
{
	uint32_t id;
	int fwd;

	if (dt_types_knames(dtp) != 0 ||
	    dt_kname_find(TS(dtp), ns, name, len, &id, &fwd) != 0 || dt_types_kernel(dtp) == NULL)
		return -1;
	*tp = (dt_type_t){ TS(dtp)->ts_kbtf, id };
	return fwd;
}

/* The BTF of module mod[0..len), read on first use; NULL if it has none. */
static struct btf *dt_types_module(dtrace_hdl_t *dtp, const char *mod, size_t len)
{
	struct dt_typestate *ts = TS(dtp);
	struct btf *vmlinux;
	dt_kmod_t *km;
	char path[PATH_MAX];

	for (km = ts->ts_kmods; km != NULL; km = km->km_next) {
		if (strncmp(km->km_name, mod, len) == 0 && km->km_name[len] == '\0')
			return km->km_btf;
	}
	/* a module name, not a path */
	if (len == 0 || strspn(mod, DT_MODNAME_CHARS) < len)
		return NULL;
	km = calloc(1, sizeof(*km));
	if (km == NULL || (km->km_name = strndup(mod, len)) == NULL) {
		free(km);
		return NULL;
	}
	snprintf(path, sizeof(path), "%s/%s", ts->ts_btfdir ? ts->ts_btfdir : "/sys/kernel/btf",
		 km->km_name);
	/* no such module: vmlinux's BTF need not be read */
	if (access(path, R_OK) == 0 && (vmlinux = dt_types_kernel(dtp)) != NULL) {
		km->km_btf = btf__parse_split(path, vmlinux);
		if (libbpf_get_error(km->km_btf))
			km->km_btf = NULL;
	}
	km->km_next = ts->ts_kmods;
	ts->ts_kmods = km;
	return km->km_btf;
}

/* Does BTF type t have the kind that name space ns names? */
static int dt_kind_in_ns(const struct btf_type *t, dt_tns_t ns)
{
	uint8_t fwd;

	return dt_kname_ns(t, &fwd) == (int)ns && !fwd;
}

/* A definition among a module's own types (not those of vmlinux): 0, or -1. */
static int dt_type_module_own(dtrace_hdl_t *dtp, struct btf *btf, dt_tns_t ns, const char *name,
			      size_t len, dt_type_t *tp)
{
	uint32_t id, n = btf__type_cnt(btf);

	for (id = btf__type_cnt(TS(dtp)->ts_vmlinux); id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *tn = btf__name_by_offset(btf, t->name_off);

		if (t->name_off != 0 && dt_kind_in_ns(t, ns) && strncmp(tn, name, len) == 0 &&
		    tn[len] == '\0') {
			*tp = (dt_type_t){ btf, id };
			return 0;
		}
	}
	return -1;
}

/*
 * mod`name: the module's own definition, else one of vmlinux (which the
 * module's types may refer to).
 */
static int dt_type_module(dtrace_hdl_t *dtp, dt_tns_t ns, const char *mod, size_t mlen,
			  const char *name, size_t len, dt_type_t *tp)
{
	struct btf *btf = dt_types_module(dtp, mod, mlen);

	if (btf == NULL)
		return -1;
	if (dt_type_module_own(dtp, btf, ns, name, len, tp) == 0)
		return 0;
	return dt_type_kernel(dtp, ns, name, len, tp) < 0 ? -1 : 0;
}

/*
 * An unscoped tag that neither D nor vmlinux has: the first module that
 * defines it, as DTrace searches every module.  Only tags: the lexer asks
 * about every word that could be a typedef name, and reading every
 * module's BTF for each would slow every program down.
 */
static int dt_type_any_module(dtrace_hdl_t *dtp, dt_tns_t ns, const char *name, size_t len,
			      dt_type_t *tp)
{
	struct dt_typestate *ts = TS(dtp);
	DIR *d = opendir(ts->ts_btfdir ? ts->ts_btfdir : "/sys/kernel/btf");
	struct dirent *de;
	struct btf *btf;
	int rc = -1;

	while (d != NULL && rc != 0 && (de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' || strcmp(de->d_name, "vmlinux") == 0)
			continue;
		btf = dt_types_module(dtp, de->d_name, strlen(de->d_name));
		if (btf != NULL)
			rc = dt_type_module_own(dtp, btf, ns, name, len, tp);
	}
	if (d != NULL)
		closedir(d);
	return rc;
}

int dt_types_set_btfdir(dtrace_hdl_t *dtp, const char *dir)
{
	char *d = strdup(dir);

	if (d == NULL)
		return -1;
	free(TS(dtp)->ts_btfdir);
	TS(dtp)->ts_btfdir = d;
	return 0;
}

/* name[0..len) without a struct/union/enum word or a scope. */
static int dt_type_lookup(dtrace_hdl_t *dtp, dt_tns_t ns, const char *scope, size_t slen,
			  const char *name, size_t len, dt_type_t *tp)
{
	int any = scope == NULL || slen == 0;
	int c = !any && slen == 1 && scope[0] == 'C';
	int d = !any && slen == 1 && scope[0] == 'D';
	int k = !any && slen == 7 && strncmp(scope, "vmlinux", 7) == 0;
	dt_tname_t *tn;
	dt_type_t kt;

	if (len == 0)
		return -1;
	if (ns == DT_NS_ORD && len == 4 && strncmp(name, "void", 4) == 0 && !k) {
		*tp = dt_type_of(dtp, 0);
		return 0;
	}
	if (any || c || d) {
		tn = dt_tname_find(dtp, ns, name, len);
		if (tn != NULL && (!c || tn->tn_cdef)) {
			*tp = dt_type_of(dtp, tn->tn_id);
			/* a tag the program only declared: the kernel may define it */
			if (tn->tn_fwd && any && dt_type_kernel(dtp, ns, name, len, &kt) == 0)
				*tp = kt;
			return 0;
		}
	}
	if (!any && !k && !c && !d)
		return dt_type_module(dtp, ns, scope, slen, name, len, tp);
	/* "<DYN>", "a+b": not a name the kernel can have */
	if ((!any && !k) || strspn(name, DT_TNAME_CHARS) < len)
		return -1;
	if (dt_type_kernel(dtp, ns, name, len, &kt) < 0) {
		if (any && ns != DT_NS_ORD && dt_types_knames(dtp) == 0)
			return dt_type_any_module(dtp, ns, name, len, tp);
		return -1;
	}
	*tp = kt;
	return 0;
}

int dt_type_by_name(dtrace_hdl_t *dtp, const char *name, dt_type_t *tp)
{
	const char *end = name + strlen(name), *scope = NULL, *bq;
	size_t slen = 0;
	int ns, nptr = 0;
	dt_type_t t;

	while (end > name && (end[-1] == '*' || end[-1] == ' ')) {
		nptr += end[-1] == '*';
		end--;
	}
	for (ns = DT_NS_STRUCT; ns <= DT_NS_ENUM; ns++) {
		size_t wl = strlen(dt_tns_words[ns]);

		if (strncmp(name, dt_tns_words[ns], wl) == 0) {
			name += wl;
			break;
		}
	}
	if (ns > DT_NS_ENUM)
		ns = DT_NS_ORD;
	bq = name < end ? memchr(name, '`', end - name) : NULL;
	if (bq != NULL) {
		scope = name;
		slen = bq - name;
		name = bq + 1;
	}
	if (name >= end || dt_type_lookup(dtp, ns, scope, slen, name, end - name, &t) != 0)
		return -1;
	while (nptr-- > 0 && t.dtt_btf != NULL)
		t = dt_type_ptr(dtp, t);
	if (t.dtt_btf == NULL)
		return -1;
	if (tp != NULL)
		*tp = t;
	return 0;
}

int dt_type_lookup_d(dtrace_hdl_t *dtp, dt_tns_t ns, const char *name, dt_type_t *tp)
{
	dt_tname_t *tn = dt_tname_find(dtp, ns, name, strlen(name));

	if (tn == NULL)
		return -1;
	if (tp != NULL)
		*tp = dt_type_of(dtp, tn->tn_id);
	return 0;
}

int dt_type_enum_value(dtrace_hdl_t *dtp, const char *name, int64_t *value, dt_type_t *tp)
{
	dt_tname_t *tn = dt_tname_find(dtp, DT_NS_ENUMR, name, strlen(name));

	if (tn == NULL)
		return -1;
	if (value != NULL)
		*value = tn->tn_value;
	if (tp != NULL)
		*tp = dt_type_of(dtp, tn->tn_id);
	return 0;
}

/*
 * Declared types.
 */
dt_type_t dt_type_qual(dtrace_hdl_t *dtp, dt_type_t t, unsigned quals)
{
	t = dt_types_cur(dtp, t);
	if (t.dtt_btf != NULL && (quals & DT_TQ_RESTRICT) && dt_type_kind(t) == DT_TK_PTR)
		t = dt_tderiv(dtp, t, BTF_KIND_RESTRICT, 0);
	if (t.dtt_btf != NULL && (quals & DT_TQ_VOLATILE))
		t = dt_tderiv(dtp, t, BTF_KIND_VOLATILE, 0);
	if (t.dtt_btf != NULL && (quals & DT_TQ_CONST))
		t = dt_tderiv(dtp, t, BTF_KIND_CONST, 0);
	return t;
}

/* Parameters have no names: a function of kernel types can stay in K. */
dt_type_t dt_type_func(dtrace_hdl_t *dtp, dt_type_t ret, int nargs, const dt_type_t *args,
		       int varargs)
{
	dt_type_t *t = calloc(nargs + 1, sizeof(dt_type_t));
	struct btf *btf;
	int i, id = -1;

	if (t == NULL)
		return dt_type_none;
	t[0] = dt_types_cur(dtp, ret);
	for (i = 0; i < nargs; i++)
		t[i + 1] = dt_types_cur(dtp, args[i]);
	btf = t[0].dtt_btf;
	for (i = 0; i <= nargs && btf != NULL; i++) {
		if (t[i].dtt_btf != btf)
			btf = dt_types_home(dtp, t, nargs + 1) == 0 ? dtp->dt_dbtf : NULL;
	}
	/* the parameters must follow their prototype: nothing is built between */
	if (btf != NULL)
		id = btf__add_func_proto(btf, t[0].dtt_id);
	for (i = 1; i <= nargs && id >= 0; i++) {
		if (btf__add_func_param(btf, NULL, t[i].dtt_id) < 0)
			id = -1;
	}
	if (id >= 0 && varargs && btf__add_func_param(btf, NULL, 0) < 0)
		id = -1;
	free(t);
	return id < 0 ? dt_type_none : (dt_type_t){ btf, id };
}

/* A tag's new definition: its forward, if any, now means it. */
static dt_type_t dt_type_define_tag(dtrace_hdl_t *dtp, dt_tns_t ns, const char *tag, int id)
{
	dt_tname_t *tn;
	dt_fwdmove_t fm;

	if (id < 0)
		return dt_type_none;
	if (tag == NULL)
		return dt_type_of(dtp, id);
	tn = dt_tname_find(dtp, ns, tag, strlen(tag));
	if (tn != NULL && tn->tn_fwd) {
		dt_btf_retarget(dtp->dt_dbtf, TS(dtp)->ts_first, tn->tn_id, id);
		fm = (dt_fwdmove_t){ dtp->dt_dbtf, tn->tn_id, id };
		dt_tderiv_rehash(dtp, dt_tderiv_fwd, &fm);
		tn->tn_id = id;
		tn->tn_fwd = 0;
	} else if (tn == NULL && dt_tname_add(dtp, ns, tag, id) == NULL)
		return dt_type_none;
	return dt_type_of(dtp, id);
}

dt_type_t dt_type_add_forward(dtrace_hdl_t *dtp, dt_tns_t ns, const char *tag)
{
	dt_tname_t *tn;
	int id;

	if (ns == DT_NS_ENUM)
		id = btf__add_enum(dtp->dt_dbtf, tag, 4);
	else
		id = btf__add_fwd(dtp->dt_dbtf, tag,
				  ns == DT_NS_UNION ? BTF_FWD_UNION : BTF_FWD_STRUCT);
	if (id < 0 || (tn = dt_tname_add(dtp, ns, tag, id)) == NULL)
		return dt_type_none;
	tn->tn_fwd = 1;
	return dt_type_of(dtp, id);
}

dt_type_t dt_type_add_sou(dtrace_hdl_t *dtp, dt_tns_t ns, const char *tag, size_t size,
			  int nfields, const dt_tfield_t *fields)
{
	dt_type_t *t = calloc(nfields + 1, sizeof(dt_type_t));
	struct btf *btf;
	int i, id = -1;

	if (t == NULL)
		return dt_type_none;
	for (i = 0; i < nfields; i++)
		t[i] = fields[i].type;
	btf = dt_types_home(dtp, t, nfields) == 0 ? dtp->dt_dbtf : NULL;
	/* the fields must follow their struct: nothing is built between */
	if (btf != NULL && ns == DT_NS_UNION)
		id = btf__add_union(btf, tag, size);
	else if (btf != NULL)
		id = btf__add_struct(btf, tag, size);
	for (i = 0; i < nfields && id >= 0; i++) {
		if (btf__add_field(btf, fields[i].name, t[i].dtt_id, fields[i].offset_bits,
				   fields[i].bitfield_size) < 0)
			id = -1;
	}
	free(t);
	return dt_type_define_tag(dtp, ns, tag, id);
}

dt_type_t dt_type_add_enum(dtrace_hdl_t *dtp, const char *tag, int n, char *const *names,
			   const int64_t *values)
{
	dt_type_t t;
	dt_tname_t *tn;
	int i, id;

	id = btf__add_enum(dtp->dt_dbtf, tag, 4);
	for (i = 0; i < n && id >= 0; i++) {
		if (btf__add_enum_value(dtp->dt_dbtf, names[i], values[i]) < 0)
			id = -1;
	}
	t = dt_type_define_tag(dtp, DT_NS_ENUM, tag, id);
	for (i = 0; i < n && t.dtt_btf != NULL; i++) {
		tn = dt_tname_add(dtp, DT_NS_ENUMR, names[i], t.dtt_id);
		if (tn == NULL)
			return dt_type_none;
		tn->tn_value = values[i];
	}
	return t;
}

dt_type_t dt_type_add_typedef(dtrace_hdl_t *dtp, const char *name, dt_type_t t, int hdr)
{
	dt_tname_t *tn;
	int id;

	if (dt_types_home(dtp, &t, 1) != 0 ||
	    (id = btf__add_typedef(dtp->dt_dbtf, name, t.dtt_id)) < 0 ||
	    (tn = dt_tname_add(dtp, DT_NS_ORD, name, id)) == NULL)
		return dt_type_none;
	tn->tn_hdr = hdr;	/* added first in its bucket: it hides the older one */
	return dt_type_of(dtp, id);
}

int dt_type_lookup_hdr(dtrace_hdl_t *dtp, dt_tns_t ns, const char *name)
{
	dt_tname_t *tn = TS(dtp)->ts_names[dt_thash(ns, name, strlen(name)) % DT_TNAME_BUCKETS];

	for (; tn != NULL; tn = tn->tn_next) {
		if (tn->tn_ns == ns && tn->tn_hdr && strcmp(tn->tn_name, name) == 0)
			return 0;
	}
	return -1;
}

/*
 * What a type is.
 */
static const struct btf_type *dt_btype(dt_type_t t)
{
	if (t.dtt_btf == NULL || t.dtt_id == 0)
		return NULL;
	return btf__type_by_id(t.dtt_btf, t.dtt_id);
}

/* D's own typedefs that stand for a kind: string and <DYN>. */
static int dt_type_special(dt_type_t t, const struct btf_type *bt)
{
	const char *name = btf__name_by_offset(t.dtt_btf, bt->name_off);

	if (strcmp(name, "string") == 0)
		return DT_TK_STRING;
	if (strcmp(name, "<DYN>") == 0 || strcmp(name, "aggregating function") == 0)
		return DT_TK_DYN;
	return DT_TK_NONE;
}

dt_type_t dt_type_resolve(dt_type_t t)
{
	const struct btf_type *bt;

	while ((bt = dt_btype(t)) != NULL) {
		switch (btf_kind(bt)) {
		case BTF_KIND_TYPEDEF:
			if (dt_type_special(t, bt) != DT_TK_NONE)
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
	bt = dt_btype(t);
	if (bt == NULL)
		return t.dtt_id == 0 ? DT_TK_VOID : DT_TK_NONE;
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
	case BTF_KIND_FWD:
		return btf_kflag(bt) ? DT_TK_UNION : DT_TK_STRUCT;
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
		return DT_TK_ENUM;
	case BTF_KIND_FUNC_PROTO:
	case BTF_KIND_FUNC:
		return DT_TK_FUNC;
	case BTF_KIND_FLOAT:
		return DT_TK_FLOAT;
	case BTF_KIND_TYPEDEF:
		return dt_type_special(t, bt);
	default:
		return DT_TK_NONE;
	}
}

size_t dt_type_size(dt_type_t t)
{
	long sz;

	switch (dt_type_kind(t)) {
	case DT_TK_NONE:
	case DT_TK_VOID:
	case DT_TK_STRING:
	case DT_TK_DYN:
	case DT_TK_FUNC:
		return 0;
	default:
		sz = btf__resolve_size(t.dtt_btf, t.dtt_id);
		return sz < 0 ? 0 : (size_t)sz;
	}
}

size_t dt_type_align(dt_type_t t)
{
	int a;

	switch (dt_type_kind(t)) {
	case DT_TK_NONE:
	case DT_TK_VOID:
	case DT_TK_DYN:
	case DT_TK_FUNC:
		return 0;
	case DT_TK_STRING:
		return 1;
	default:
		a = btf__align_of(t.dtt_btf, t.dtt_id);
		return a < 0 ? 0 : (size_t)a;
	}
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
	bt = dt_btype(t);
	if (dt_type_kind(t) == DT_TK_ENUM)
		return 1;	/* D's enums are ints */
	if (dt_type_kind(t) != DT_TK_INT)
		return 0;
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

int dt_type_is_forward(dt_type_t t)
{
	const struct btf_type *bt = dt_btype(dt_type_resolve(t));

	return bt != NULL && (btf_is_fwd(bt) ||
			      ((btf_is_enum(bt) || btf_is_enum64(bt)) && btf_vlen(bt) == 0));
}

dt_type_t dt_type_pointee(dt_type_t t)
{
	const struct btf_type *bt;

	t = dt_type_resolve(t);
	bt = dt_btype(t);
	if (bt == NULL || !btf_is_ptr(bt))
		return dt_type_none;
	return (dt_type_t){ t.dtt_btf, bt->type };
}

dt_type_t dt_type_elem(dt_type_t t, uint32_t *nelems)
{
	const struct btf_type *bt;

	t = dt_type_resolve(t);
	bt = dt_btype(t);
	if (nelems != NULL)
		*nelems = bt != NULL && btf_is_array(bt) ? btf_array(bt)->nelems : 0;
	if (bt == NULL || !btf_is_array(bt))
		return dt_type_none;
	return (dt_type_t){ t.dtt_btf, btf_array(bt)->type };
}

int dt_type_member(dt_type_t sou, const char *name, dt_member_t *m)
{
	uint64_t off;
	uint32_t type, bfsize;

	if (sou.dtt_btf == NULL ||
	    dt_btf_member(sou.dtt_btf, sou.dtt_id, name, strlen(name), &off, &type, &bfsize) != 0)
		return -1;
	if (m != NULL)
		*m = (dt_member_t){ { sou.dtt_btf, type }, off, bfsize };
	return 0;
}

/*
 * Comparing types.  Containers differ (kernel "long unsigned int" and D's
 * "unsigned long"), so types are compared by what they are: integers by
 * size and sign, tags by name, derived types by what they derive from.
 */
static int dt_type_same_tag(dt_type_t a, dt_type_t b)
{
	const struct btf_type *ba = dt_btype(a), *bb = dt_btype(b);
	const char *na = btf__name_by_offset(a.dtt_btf, ba->name_off);
	const char *nb = btf__name_by_offset(b.dtt_btf, bb->name_off);

	if (*na == '\0' || *nb == '\0')
		return 0;	/* anonymous: only itself, compared by the caller */
	if (strcmp(na, nb) != 0)
		return 0;
	/* a forward is the same as its definition */
	return btf_is_fwd(ba) || btf_is_fwd(bb) || dt_type_is_forward(a) ||
	       dt_type_is_forward(b) || ba->size == bb->size;
}

static int dt_type_same_func(dt_type_t a, dt_type_t b)
{
	const struct btf_type *ba = dt_btype(a), *bb = dt_btype(b);
	const struct btf_param *pa, *pb;
	int i;

	if (btf_is_func(ba))
		return dt_type_same_func((dt_type_t){ a.dtt_btf, ba->type }, b);
	if (btf_is_func(bb))
		return dt_type_same_func(a, (dt_type_t){ b.dtt_btf, bb->type });
	if (btf_vlen(ba) != btf_vlen(bb) ||
	    !dt_type_same((dt_type_t){ a.dtt_btf, ba->type }, (dt_type_t){ b.dtt_btf, bb->type }))
		return 0;
	pa = btf_params(ba);
	pb = btf_params(bb);
	for (i = 0; i < btf_vlen(ba); i++) {
		if (!dt_type_same((dt_type_t){ a.dtt_btf, pa[i].type },
				  (dt_type_t){ b.dtt_btf, pb[i].type }))
			return 0;
	}
	return 1;
}

int dt_type_same(dt_type_t a, dt_type_t b)
{
	dt_tkind_t k = dt_type_kind(a);
	uint32_t na, nb;

	a = dt_type_resolve(a);
	b = dt_type_resolve(b);
	if (a.dtt_btf == b.dtt_btf && a.dtt_id == b.dtt_id)
		return a.dtt_btf != NULL;
	if (k != dt_type_kind(b))
		return 0;
	switch (k) {
	case DT_TK_VOID:
	case DT_TK_STRING:
	case DT_TK_DYN:
		return 1;
	case DT_TK_INT:
		return dt_type_size(a) == dt_type_size(b) &&
		       dt_type_is_signed(a) == dt_type_is_signed(b);
	case DT_TK_FLOAT:
		return dt_type_size(a) == dt_type_size(b);
	case DT_TK_PTR:
		return dt_type_same(dt_type_pointee(a), dt_type_pointee(b));
	case DT_TK_ARRAY:
		return dt_type_same(dt_type_elem(a, &na), dt_type_elem(b, &nb)) && na == nb;
	case DT_TK_STRUCT:
	case DT_TK_UNION:
	case DT_TK_ENUM:
		return dt_type_same_tag(a, b);
	case DT_TK_FUNC:
		return dt_type_same_func(a, b);
	default:
		return 0;
	}
}

/* char arrays and char pointers convert to strings */
static int dt_type_is_charseq(dt_type_t t)
{
	dt_type_t e;

	switch (dt_type_kind(t)) {
	case DT_TK_ARRAY:
		e = dt_type_elem(t, NULL);
		break;
	case DT_TK_PTR:
		e = dt_type_pointee(t);
		break;
	default:
		return 0;
	}
	return dt_type_kind(e) == DT_TK_INT && dt_type_size(e) == 1;
}

int dt_type_compatible(dt_type_t a, dt_type_t b)
{
	dt_tkind_t ka = dt_type_kind(a), kb = dt_type_kind(b);
	dt_type_t pa, pb;

	if (ka == DT_TK_NONE || kb == DT_TK_NONE || ka == DT_TK_DYN || kb == DT_TK_DYN)
		return 0;
	if (dt_type_is_integer(a) && dt_type_is_integer(b))
		return 1;
	if (ka == DT_TK_STRING || kb == DT_TK_STRING)
		return (ka == kb) || dt_type_is_charseq(ka == DT_TK_STRING ? b : a);
	if ((ka == DT_TK_PTR || ka == DT_TK_ARRAY) && (kb == DT_TK_PTR || kb == DT_TK_ARRAY)) {
		if (ka == DT_TK_ARRAY && kb == DT_TK_ARRAY)
			return dt_type_same(a, b);
		pa = ka == DT_TK_PTR ? dt_type_pointee(a) : dt_type_elem(a, NULL);
		pb = kb == DT_TK_PTR ? dt_type_pointee(b) : dt_type_elem(b, NULL);
		if (dt_type_kind(pa) == DT_TK_VOID || dt_type_kind(pb) == DT_TK_VOID)
			return 1;
		return dt_type_same(pa, pb);
	}
	return dt_type_same(a, b);
}

char *dt_type_name(dt_type_t t, char *buf, size_t len)
{
	if (t.dtt_btf == NULL) {
		snprintf(buf, len, "(unknown)");
		return buf;
	}
	return dt_btf_type_name(t.dtt_btf, t.dtt_id, buf, len);
}
