/*
 * The sdt provider: sdt:GROUP::EVENT for every kernel tracepoint, that is
 * every line GROUP:EVENT of tracefs' available_events
 * (sdt:sched::sched_switch, sdt:syscalls::sys_enter_openat...) but the
 * dynamic events other tools made (a uprobe event dt_1234_x:BEGIN must not
 * be matched by "BEGIN").  Its arguments are the fields of the event's
 * record after the common_ ones, in record order, typed as the event's
 * format file declares them (at most DT_MAX_ARGS of them).
 *
 * Each step reads as little as it can, so that `dtrace -n
 * 'sdt:::sched_switch {...}'` starts fast:
 *  - populating (step 4 of DESIGN.md's flow) reads one file,
 *    available_events, not a directory per group;
 *  - a description that does not name sdt (":::BEGIN") is ruled out with a
 *    stat per group (may_match) before populating;
 *  - a format file is read only when a probe's arguments are asked for
 *    (args[], arguments the clauses read, -l -v), once per probe;
 *  - an event's id is read, and its perf event opened, when it is attached.
 *
 * Arguments (probe_args): a scalar field is loaded from the record
 * (DT_ARGLOC_FIELD, sign-extended when the format says signed); an array
 * field such as `char comm[16]` is the array in the record (argN its
 * address, args[N] the array, usable as a string); a `__data_loc char[]`
 * field is a string whose address in the record argN holds
 * (DT_ARGLOC_DATALOC); other __data_loc arrays are pointers to their first
 * element.  The system call events' pointers point to user space.
 *
 * One program serves the probes of a group that have the same clauses; it
 * learns which probe fired from the attach cookie (the program of a single
 * probe knows it when it is built).  Probes whose clauses read arguments
 * share a program only when those arguments are at the same places in
 * their records (progspec), since the loads are built into the program and
 * the kernel refuses a program loading beyond an event's record.
 *
 * Attachment: one perf event per tracepoint, linked to the program with
 * the probe id as cookie (dt_tracefs_event_open(), dt_attach_perf_event()).
 */
#define _GNU_SOURCE	/* asprintf */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_tracefs.h"

/* Groups whose events' pointer fields point to user space (system call arguments). */
static const char *const dt_sdt_user_groups[] = { "syscalls" };

typedef struct dt_sdt_events {
	dtrace_hdl_t *dtp;
	char **names;		/* "group\0event", malloc'd each */
	size_t n, cap;
} dt_sdt_events_t;

static int dt_sdt_event_add(const char *group, const char *event, void *arg)
{
	dt_sdt_events_t *evs = arg;
	size_t glen = strlen(group) + 1, elen = strlen(event) + 1;
	char *name;

	if (evs->n == evs->cap) {
		size_t cap = evs->cap ? evs->cap * 2 : 4096;
		char **names = realloc(evs->names, cap * sizeof(char *));

		if (names == NULL)
			return dt_set_errmsg(evs->dtp, D_NONE, "out of memory");
		evs->names = names;
		evs->cap = cap;
	}
	name = malloc(glen + elen);
	if (name == NULL)
		return dt_set_errmsg(evs->dtp, D_NONE, "out of memory");
	memcpy(name, group, glen);
	memcpy(name + glen, event, elen);
	evs->names[evs->n++] = name;
	return 0;
}

static const char *dt_sdt_event_name(const char *name)
{
	return name + strlen(name) + 1;
}

/* By group, then by event: `dtrace -l -P sdt` lists a group's events together. */
static int dt_sdt_event_cmp(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;
	int c = strcmp(x, y);

	return c != 0 ? c : strcmp(dt_sdt_event_name(x), dt_sdt_event_name(y));
}

static int dt_sdt_populate(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_sdt_events_t evs = { .dtp = dtp };
	int rc = dt_tracefs_tracepoints(dtp, dt_sdt_event_add, &evs);

	if (rc == 0)
		qsort(evs.names, evs.n, sizeof(char *), dt_sdt_event_cmp);
	for (size_t i = 0; rc == 0 && i < evs.n; i++) {
		if (dt_probe_insert(dtp, pv, evs.names[i], "", dt_sdt_event_name(evs.names[i]),
				    0) == NULL)
			rc = -1;
	}
	for (size_t i = 0; i < evs.n; i++)
		free(evs.names[i]);
	free(evs.names);
	return rc;
}

static int dt_sdt_any(const char *pattern)
{
	return pattern == NULL || *pattern == '\0';
}

/*
 * sdt probes have an empty function field.  A description that names the
 * provider is answered by populating (its matches are to be listed
 * anyway); one that does not (":::BEGIN", "tick-1s") is ruled out without
 * reading the list of events when no group has an event of that name.
 */
static int dt_sdt_may_match(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	(void)pv;
	if (!dt_sdt_any(pd->fun) && !dt_gmatch("", pd->fun))
		return 0;
	if (!dt_sdt_any(pd->prv) && strcmp(pd->prv, "sdt") == 0)
		return 1;
	if (dt_sdt_any(pd->prb) || dt_is_glob(pd->prb))
		return 1;
	return dt_tracefs_event_exists(dtp, dt_sdt_any(pd->mod) ? "" : pd->mod, pd->prb) != 0;
}

static int dt_sdt_user_group(const char *group)
{
	for (size_t i = 0; i < sizeof(dt_sdt_user_groups) / sizeof(dt_sdt_user_groups[0]); i++) {
		if (strcmp(dt_sdt_user_groups[i], group) == 0)
			return 1;
	}
	return 0;
}

/* An inline field: a scalar loaded from the record, or an array in it. */
static void dt_sdt_arg_inline(const dt_tracefs_field_t *f, int user, dt_argdesc_t *ad)
{
	size_t len = strlen(f->tf_type);

	ad->ad_native = strdup(f->tf_type);
	if (f->tf_nelem >= 0) {
		ad->ad_loc = DT_ARGLOC_ADDR;
		return;
	}
	if (f->tf_size != 1 && f->tf_size != 2 && f->tf_size != 4 && f->tf_size != 8) {
		/* no such scalar field in Linux 6.18: reading it is refused when built */
		ad->ad_loc = DT_ARGLOC_NONE;
		return;
	}
	ad->ad_loc = DT_ARGLOC_FIELD;
	ad->ad_size = f->tf_size;
	if (f->tf_signed)
		ad->ad_flags |= DT_ARG_SIGNED;
	if (user && len > 0 && f->tf_type[len - 1] == '*')
		ad->ad_flags |= DT_ARG_USER;
}

/*
 * A __data_loc field: argN is the address of the data in the record; a
 * char array is a string, anything else a pointer to its first element.
 * A __rel_loc field has no location the generic fetch knows: reading it
 * is refused when the program is built.
 */
static void dt_sdt_arg_loc(const dt_tracefs_field_t *f, dt_argdesc_t *ad)
{
	ad->ad_loc = f->tf_loc == DT_TRACEFS_DATALOC ? DT_ARGLOC_DATALOC : DT_ARGLOC_NONE;
	ad->ad_size = 4;
	if (f->tf_nelem >= 0 && strcmp(f->tf_elem, "char") == 0) {
		ad->ad_flags |= DT_ARG_STRING;
		ad->ad_native = strdup("char *");
	} else if (asprintf(&ad->ad_native, "%s *", f->tf_elem) < 0) {
		ad->ad_native = NULL;
	}
}

static int dt_sdt_probe_args(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_argdesc_t *argv)
{
	int user = dt_sdt_user_group(pr->pr_mod);
	dt_tracefs_field_t *f;
	int n = dt_tracefs_fields(dtp, pr->pr_mod, pr->pr_name, &f), argc, i;

	if (n < 0)
		return -1;
	/* args[] has DT_MAX_ARGS slots: the fields after them are not arguments */
	argc = n < DT_MAX_ARGS ? n : DT_MAX_ARGS;
	for (i = 0; i < argc; i++) {
		argv[i].ad_off = f[i].tf_off;
		if (f[i].tf_loc == DT_TRACEFS_INLINE)
			dt_sdt_arg_inline(&f[i], user, &argv[i]);
		else
			dt_sdt_arg_loc(&f[i], &argv[i]);
		if (argv[i].ad_native == NULL)
			break;
	}
	dt_tracefs_fields_free(f, n);
	if (i < argc)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	return argc;
}

/*
 * Program sharing (ps_share).  Probes whose clauses read no argument share
 * one program (0).  Otherwise the used arguments' places are packed into
 * the key, 15 bits each (location kind, and for fields the size and sign;
 * an offset below 512), so that probes with equal keys need the same
 * loads; a probe whose used arguments do not fit gets a program of its own.
 */
#define DT_SDT_SHARE_MAXARGS	4
#define DT_SDT_SHARE_MAXOFF	512
#define DT_SDT_SHARE_PACKED	(1ull << 62)
#define DT_SDT_SHARE_OWN	(1ull << 63)

static const uint64_t dt_sdt_size_code[9] = { [1] = 0, [2] = 1, [4] = 2, [8] = 3 };

static int dt_sdt_share(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, uint64_t *share)
{
	const dt_argdesc_t *argv;
	uint32_t want = uses & ((1u << DT_MAX_ARGS) - 1);
	uint64_t key = 0;
	int argc, nused = 0;

	*share = 0;
	if (want == 0)
		return 0;
	argc = dt_probe_args(dtp, pr, &argv);
	if (argc < 0)
		return -1;
	for (int i = 0; i < DT_MAX_ARGS; i++) {
		const dt_argdesc_t *ad = i < argc ? &argv[i] : NULL;
		uint64_t code = 0;	/* a probe without argument i */

		if (!(want & (1u << i)))
			continue;
		if (++nused > DT_SDT_SHARE_MAXARGS ||
		    (ad != NULL && (ad->ad_off < 0 || ad->ad_off >= DT_SDT_SHARE_MAXOFF))) {
			*share = DT_SDT_SHARE_OWN | pr->pr_id;
			return 0;
		}
		if (ad != NULL) {
			code = (uint64_t)ad->ad_loc << 12 | (uint64_t)ad->ad_off;
			if (ad->ad_loc == DT_ARGLOC_FIELD)
				code |= dt_sdt_size_code[ad->ad_size] << 10 |
					(uint64_t)!!(ad->ad_flags & DT_ARG_SIGNED) << 9;
		}
		key = key << 15 | code;
	}
	*share = DT_SDT_SHARE_PACKED | key;
	return 0;
}

static int dt_sdt_progspec(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, dt_progspec_t *ps)
{
	ps->ps_type = BPF_PROG_TYPE_TRACEPOINT;
	return dt_sdt_share(dtp, pr, uses, &ps->ps_share);
}

/*
 * The probe id, then the arguments the clauses read, each loaded from the
 * record where the probes of the program all have it (dt_tramp_args()).
 */
static void dt_sdt_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;

	if (tr->tr_nprobes == 1) {
		/* mstate->prid = the probe's id */
		dt_emit(dp, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid),
					  tr->tr_probes[0]->pr_id));
	} else {
		/* mstate->prid = (u32)bpf_get_attach_cookie(ctx) */
		dt_tramp_prid(dp);
	}
	dt_tramp_args(dtp, tr);
}

static int dt_sdt_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	int fd = dt_tracefs_event_open(dtp, pr->pr_mod, pr->pr_name);

	if (fd < 0)
		return -1;
	return dt_attach_perf_event(dtp, pr, prog_fd, fd);
}

const dt_provimpl_t dt_prov_sdt = {
	.name = "sdt",
	/* illumos' sdt: the lowest of its module, function and name attributes */
	.attr_desc = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.attr_args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
	.prog_type = BPF_PROG_TYPE_TRACEPOINT,
	.populate = dt_sdt_populate,
	.may_match = dt_sdt_may_match,
	.probe_args = dt_sdt_probe_args,
	.progspec = dt_sdt_progspec,
	.trampoline = dt_sdt_trampoline,
	.attach = dt_sdt_attach,
	.detach = dt_detach_fds,
};
