/*
 * The identifier table: built-in variables with their D types, the names of
 * D's actions and subroutines, and user global variables.  Globals get an
 * offset in the single global-variable map value as they are created (their
 * type is fixed by their first assignment, D-LANGUAGE.md section 3).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_ident.h"
#include "dt_cg.h"
#include "dt_cook.h"

static const struct {
	const char *name;
	int id;
	const char *type;	/* D type name */
} dt_bvars[] = {
	{ "pid", DT_BV_PID, "pid_t" }, { "ppid", DT_BV_PPID, "pid_t" },
	{ "tid", DT_BV_TID, "id_t" }, { "uid", DT_BV_UID, "uid_t" },
	{ "gid", DT_BV_GID, "gid_t" }, { "execname", DT_BV_EXECNAME, "string" },
	{ "timestamp", DT_BV_TIMESTAMP, "uint64_t" },
	{ "vtimestamp", DT_BV_VTIMESTAMP, "uint64_t" },
	{ "walltimestamp", DT_BV_WALLTIMESTAMP, "int64_t" },
	{ "probeprov", DT_BV_PROBEPROV, "string" },
	{ "probemod", DT_BV_PROBEMOD, "string" },
	{ "probefunc", DT_BV_PROBEFUNC, "string" },
	{ "probename", DT_BV_PROBENAME, "string" },
	{ "id", DT_BV_ID, "uint_t" }, { "epid", DT_BV_EPID, "uint64_t" },
	{ "errno", DT_BV_ERRNO, "int" },
	{ "curthread", DT_BV_CURTHREAD, "uintptr_t" },
	{ "caller", DT_BV_CALLER, "uintptr_t" },
	{ "ucaller", DT_BV_UCALLER, "uint64_t" },
	{ "curcpu", DT_BV_CURCPU, "uintptr_t" }, { "ipl", DT_BV_IPL, "uint_t" },
	{ "stackdepth", DT_BV_STACKDEPTH, "uint32_t" },
	{ "ustackdepth", DT_BV_USTACKDEPTH, "uint32_t" },
	{ "args", DT_BV_ARGS, "int64_t" }, { "uregs", DT_BV_UREGS, "uint64_t" },
	/* for the D library: curthread, unless the probe is about another (procfs.d) */
	{ "__curthread", DT_BV_RUNTHREAD, "uintptr_t" },
	{ NULL, 0, NULL }
};

/* Every action and subroutine of D-LANGUAGE.md section 6 and 7. */
static const char *const dt_funcs_other[] = {
	"tracemem", "printa", "print", "stack", "ustack", "jstack", "func",
	"sym", "mod", "ufunc", "usym", "uaddr", "umod", "setopt", "pcap",
	"normalize", "denormalize", "clear", "trunc", "speculation", "speculate",
	"commit", "discard", "system", "raise", "stop", "copyout", "copyoutstr",
	"freopen", "breakpoint", "panic", "chill", "ftruncate", "alloca",
	"bcopy", "copyin", "copyinstr", "copyinto", "strlen", "strjoin",
	"substr", "index", "rindex", "strchr", "strrchr", "strstr", "strtok",
	"basename", "dirname", "cleanpath", "lltostr", "htons", "htonl",
	"htonll", "ntohs", "ntohl", "ntohll", "inet_ntoa", "inet_ntoa6",
	"inet_ntop", "link_ntop", "d_path", "getmajor", "getminor",
	"progenyof", "rand", "mutex_owned", "mutex_owner", "mutex_type_adaptive",
	"mutex_type_spin", "rw_read_held", "rw_write_held", "rw_iswriter",
	"toupper", "tolower", "count", "sum", "avg", "min", "max", "stddev",
	"quantize", "lquantize", "llquantize", "ddi_pathname", "msgsize",
	"msgdsize",
	"__psargs",	/* for the D library: procfs.d's pr_psargs (dt_subr.c) */
	NULL
};

static const char *const dt_actions[] = {
	"trace", "printf", "exit", "tracemem", "printa", "print", "stack",
	"ustack", "jstack", "setopt", "pcap", "normalize", "denormalize",
	"clear", "trunc", "speculate", "commit", "discard", "system", "raise",
	"stop", "copyout", "copyoutstr", "freopen", "breakpoint", "panic",
	"chill", "ftruncate", "func", "sym", "mod", "ufunc", "usym", "uaddr",
	"umod", NULL
};

static dt_ident_t *dt_ident_add(dtrace_hdl_t *dtp, const char *name, dt_idkind_t kind,
				int id, dt_type_t type)
{
	dt_ident_t *idp = calloc(1, sizeof(*idp));

	if (idp == NULL || (idp->di_name = strdup(name)) == NULL) {
		free(idp);
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		return NULL;
	}
	idp->di_kind = kind;
	idp->di_id = id;
	idp->di_type = type;
	idp->di_next = dtp->dt_globals;
	dtp->dt_globals = idp;
	return idp;
}

int dt_ident_init(dtrace_hdl_t *dtp)
{
	dt_type_t t;
	char name[8];
	int i;

	for (i = 0; i < DT_MAX_ARGS; i++) {
		snprintf(name, sizeof(name), "arg%d", i);
		dt_type_by_name(dtp, "int64_t", &t);
		if (dt_ident_add(dtp, name, DT_IDENT_BUILTIN, DT_BV_ARG0 + i, t) == NULL)
			return -1;
	}
	for (i = 0; dt_bvars[i].name != NULL; i++) {
		dt_type_by_name(dtp, dt_bvars[i].type, &t);
		if (dt_ident_add(dtp, dt_bvars[i].name, DT_IDENT_BUILTIN, dt_bvars[i].id, t) == NULL)
			return -1;
	}
	t = dt_type_void(dtp);
	if (dt_ident_add(dtp, "trace", DT_IDENT_FUNC, DT_FN_TRACE, t) == NULL ||
	    dt_ident_add(dtp, "printf", DT_IDENT_FUNC, DT_FN_PRINTF, t) == NULL ||
	    dt_ident_add(dtp, "exit", DT_IDENT_FUNC, DT_FN_EXIT, t) == NULL)
		return -1;
	for (i = 0; dt_funcs_other[i] != NULL; i++) {
		if (dt_ident_add(dtp, dt_funcs_other[i], DT_IDENT_FUNC, DT_FN_OTHER, t) == NULL)
			return -1;
	}
	dt_type_by_name(dtp, "long", &t);
	if (dt_ident_add(dtp, "NULL", DT_IDENT_CONST, 0, t) == NULL)
		return -1;
	return 0;
}

void dt_ident_fini(dtrace_hdl_t *dtp)
{
	dt_ident_t *idp, *next;

	for (idp = dtp->dt_globals; idp != NULL; idp = next) {
		next = idp->di_next;
		for (int k = 0; idp->di_params != NULL && k < idp->di_nkeys; k++)
			free(idp->di_params[k]);
		free(idp->di_params);
		free(idp->di_name);
		free(idp);
	}
	dtp->dt_globals = NULL;
}

/* Globals, built-ins, functions and constants share one name space. */
dt_ident_t *dt_ident_lookup(dtrace_hdl_t *dtp, const char *name)
{
	dt_ident_t *idp;

	for (idp = dtp->dt_globals; idp != NULL; idp = idp->di_next) {
		if (idp->di_kind == DT_IDENT_THIS ||
		    (idp->di_kind == DT_IDENT_DYN && (idp->di_flags & DT_IDFLG_TLS)))
			continue;
		if (strcmp(idp->di_name, name) == 0)
			return idp;
	}
	return NULL;
}

/* this-> and self-> variables have name spaces of their own. */
dt_ident_t *dt_ident_lookup_kind(dtrace_hdl_t *dtp, const char *name, dt_idkind_t kind, int tls)
{
	dt_ident_t *idp;

	for (idp = dtp->dt_globals; idp != NULL; idp = idp->di_next) {
		if (idp->di_kind == kind && !!(idp->di_flags & DT_IDFLG_TLS) == !!tls &&
		    strcmp(idp->di_name, name) == 0)
			return idp;
	}
	return NULL;
}

static size_t dt_ident_value_size(dtrace_hdl_t *dtp, dt_type_t type)
{
	size_t size = dt_type_size(type);

	if (dt_type_is_string(type))
		return dt_mem_strsz(dtp);
	if (dt_is_ref_kind(type) && size > 0)
		return size;	/* a struct, union or array, by value */
	return size == 0 || size > 8 ? 8 : size;
}

dt_ident_t *dt_ident_add_const(dtrace_hdl_t *dtp, const char *name, dt_type_t type, int64_t v)
{
	dt_ident_t *idp = dt_ident_add(dtp, name, DT_IDENT_CONST, 0, type);

	if (idp != NULL)
		idp->di_value = v;
	return idp;
}

dt_ident_t *dt_ident_inline_create(dtrace_hdl_t *dtp, const char *name, dt_type_t type,
				   dt_node_t *expr)
{
	dt_ident_t *idp = dt_ident_add(dtp, name, DT_IDENT_INLINE, 0, type);

	if (idp != NULL)
		idp->di_expr = expr;
	return idp;
}

dt_ident_t *dt_ident_this_create(dtrace_hdl_t *dtp, const char *name, dt_type_t type)
{
	dt_ident_t *idp = dt_ident_add(dtp, name, DT_IDENT_THIS, 0, type);

	if (idp == NULL)
		return NULL;
	idp->di_size = dt_ident_value_size(dtp, type);
	dtp->dt_thissize = (dtp->dt_thissize + 7) & ~7u;
	idp->di_offset = dtp->dt_thissize;
	dtp->dt_thissize += idp->di_size;
	return idp;
}

/*
 * A dynamic variable: its key is [thread,] then each key in an 8-byte slot
 * (integers) or a string buffer (strings), all 8-byte aligned.
 */
dt_ident_t *dt_ident_dyn_create(dtrace_hdl_t *dtp, const char *name, dt_type_t type, int tls,
				int nkeys, const dt_type_t *keys)
{
	static unsigned seq;
	dt_ident_t *idp = dt_ident_add(dtp, name, DT_IDENT_DYN, 0, type);
	uint32_t off = tls ? 8 : 0;

	if (idp == NULL)
		return NULL;
	if (tls)
		idp->di_flags |= DT_IDFLG_TLS;
	idp->di_size = dt_ident_value_size(dtp, type);
	idp->di_nkeys = nkeys;
	for (int i = 0; i < nkeys; i++) {
		idp->di_keytypes[i] = keys[i];
		idp->di_keyoffs[i] = off;
		off += (dt_ident_value_size(dtp, keys[i]) + 7) & ~7u;
	}
	idp->di_keysize = off ? off : 8;
	idp->di_mapfd = -1;
	snprintf(idp->di_mapname, sizeof(idp->di_mapname), "dv_%u", seq++);
	return idp;
}

dt_ident_t *dt_ident_global_create(dtrace_hdl_t *dtp, const char *name, dt_type_t type)
{
	size_t size = dt_type_size(type), align;
	dt_ident_t *idp;

	if (dt_type_is_string(type))
		size = dt_mem_strsz(dtp);	/* strsize + 1 */
	else if (dt_is_ref_kind(type) && size > 0)
		;	/* a struct, union or array, by value */
	else if (size == 0 || size > 8)
		size = 8;
	align = size > 8 ? 8 : size;
	idp = dt_ident_add(dtp, name, DT_IDENT_GLOBAL, 0, type);
	if (idp == NULL)
		return NULL;
	dtp->dt_gvsize = (dtp->dt_gvsize + align - 1) & ~(align - 1);
	idp->di_offset = dtp->dt_gvsize;
	idp->di_size = size;
	dtp->dt_gvsize += size;
	return idp;
}

int dt_ident_is_action(const char *name)
{
	for (int i = 0; dt_actions[i] != NULL; i++) {
		if (strcmp(dt_actions[i], name) == 0)
			return 1;
	}
	return 0;
}
